// The preferences dialog's chunk: React renders the dialog into its own node of the server's mount.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import ConsentDialog, { type ConsentDialogProps } from './islands/ConsentDialog';
import { defaultPreferences, type ConsentPreferences } from '../src/content/consent';
import { readConsent } from './consent-store';
import { choose, rememberFocus, restoreFocus } from './consent-banner';

let root: Root | null = null;
let open = false;
let initialPreferences: ConsentPreferences = defaultPreferences;

function render(mount: HTMLElement) {
  if (!root) {
    const node = document.createElement('div');
    mount.append(node);
    root = createRoot(node);
  }
  const props = JSON.parse(mount.dataset.props ?? '{}') as ConsentDialogProps;
  root.render(
    createElement(ConsentDialog, {
      ...props,
      open,
      initialPreferences,
      onCancel: () => {
        close(mount);
        restoreFocus();
      },
      onSave: (preferences) => {
        close(mount);
        choose(mount, true, preferences);
      },
    }),
  );
}

function close(mount: HTMLElement) {
  open = false;
  render(mount);
}

export function openPreferences(mount: HTMLElement, trigger: HTMLElement | null) {
  rememberFocus(trigger);
  initialPreferences = readConsent().record?.preferences ?? defaultPreferences;
  open = true;
  render(mount);
}
