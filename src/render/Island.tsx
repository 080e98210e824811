import type { ReactElement } from 'react';
import manifest from '../generated/manifest.json';

/** An island's name: that of its file, client/<feature>/<Name>.island.tsx, as the build found it (docs/decisions/0048-islands-found-by-file-name.md). */
export type IslandName = keyof typeof manifest.islands;

/** When the browser hydrates an island: at once, when idle, when it nears the viewport, or on first interaction (docs/decisions/0017-when-javascript-loads.md). */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

type IslandProps = {
  name: IslandName;
  when?: HydrateWhen;
  /** With `interaction`: hydrate at once when the visitor has progress saved under this session-storage key. */
  resume?: string;
  children: ReactElement<object>;
};

/**
 * Renders an interactive component on the server and marks it for hydration: the client finds
 * `data-island`, imports the module at `data-module` (the island's own, from the build's manifest)
 * and hydrates its default export with the serialised props, so the entry script names no island
 * (docs/decisions/0048-islands-found-by-file-name.md). Props must be JSON: texts arrive already
 * translated. `data-preload` lists the island's chunks and React's, for the idle prefetch
 * (docs/decisions/0022-first-tap-without-react.md).
 */
export function Island({ name, when = 'idle', resume, children }: IslandProps) {
  return (
    <div
      data-island={name}
      data-when={when}
      data-resume={resume}
      data-props={JSON.stringify(children.props)}
      data-module={manifest.islands[name].module}
      data-preload={manifest.islands[name].chunks.join(' ')}
    >
      {children}
    </div>
  );
}
