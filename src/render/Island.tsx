import type { ReactElement } from 'react';
import type { IslandName } from '../../client/islands/registry';

/** When the browser hydrates an island: at once, when idle, when it nears the viewport, or on first interaction. */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

type IslandProps = { name: IslandName; when?: HydrateWhen; children: ReactElement<object> };

/**
 * Renders an interactive component on the server and marks it for hydration: the client finds
 * `data-island`, imports that island's chunk and hydrates it with the serialised props.
 * Props must be JSON: texts arrive already translated.
 */
export function Island({ name, when = 'idle', children }: IslandProps) {
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(children.props)}>
      {children}
    </div>
  );
}
