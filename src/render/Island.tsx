import type { ReactElement } from 'react';
import type { IslandName } from '../../client/islands/registry';

/** When the browser hydrates an island: at once, when idle, when it nears the viewport, on first interaction, or with the first toast (docs/decisions/0017-when-javascript-loads.md). */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'toast';

type IslandProps = {
  name: IslandName;
  when?: HydrateWhen;
  /** With `interaction`: hydrate at once when the visitor has progress saved under this session-storage key. */
  resume?: string;
  children: ReactElement<object>;
};

/**
 * Renders an interactive component on the server and marks it for hydration: the client finds
 * `data-island`, imports that island's chunk and hydrates it with the serialised props.
 * Props must be JSON: texts arrive already translated.
 */
export function Island({ name, when = 'idle', resume, children }: IslandProps) {
  return (
    <div data-island={name} data-when={when} data-resume={resume} data-props={JSON.stringify(children.props)}>
      {children}
    </div>
  );
}
