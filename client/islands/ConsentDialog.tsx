import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { ConsentPreferences } from '../../src/content/consent';

export type ConsentDialogTexts = {
  title: string;
  intro: string;
  essential: { title: string; text: string; status: string };
  analytics: { title: string; text: string };
  marketing: { title: string; text: string };
  cancel: string;
  save: string;
};

export type ConsentDialogProps = { texts: ConsentDialogTexts };

type Controls = {
  open: boolean;
  /** The toggles' state when the dialog opens: the stored choice, else both off (Law 25). */
  initialPreferences: ConsentPreferences;
  onCancel: () => void;
  onSave: (preferences: ConsentPreferences) => void;
};

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The cookie preferences dialog. Rendered in the browser only, when the visitor opens the
 * preferences; its texts arrive translated from the server.
 */
export default function ConsentDialog({ texts, ...controls }: ConsentDialogProps & Controls) {
  const { open: dialogOpen, initialPreferences } = controls;
  const dialog = useRef<HTMLDialogElement>(null);
  const [preferences, setPreferences] = useState(initialPreferences);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (dialogOpen && !element.open) {
      setPreferences(initialPreferences);
      element.showModal();
    } else if (!dialogOpen && element.open) {
      element.close();
    }
  }, [dialogOpen, initialPreferences]);

  /** Escape: the browser's cancel event; closing stays under the controller's control. */
  const onCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    controls.onCancel();
  };

  /** A click on the backdrop lands on the dialog element itself (its content fills the box). */
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) controls.onCancel();
  };

  /** Tab and Shift+Tab cycle inside the dialog, never out to the page or the browser. */
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const toggle = (key: keyof ConsentPreferences) => setPreferences((current) => ({ ...current, [key]: !current[key] }));

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-intro"
      onCancel={onCancelEvent}
      onClick={onDialogClick}
      onKeyDown={trapTab}
    >
      <form
        method="dialog"
        className="consent-dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          controls.onSave(preferences);
        }}
      >
        <h2 id="consent-dialog-title">{texts.title}</h2>
        <p id="consent-dialog-intro">{texts.intro}</p>
        <div className="consent-category">
          <div>
            <h3>{texts.essential.title}</h3>
            <p>{texts.essential.text}</p>
          </div>
          <span className="consent-always">{texts.essential.status}</span>
        </div>
        {(['analytics', 'marketing'] as const).map((key) => (
          <div className="consent-category" key={key}>
            <div>
              <h3 id={`consent-${key}-title`}>{texts[key].title}</h3>
              <p id={`consent-${key}-text`}>{texts[key].text}</p>
            </div>
            <input
              type="checkbox"
              role="switch"
              className="consent-switch"
              name={key}
              checked={preferences[key]}
              onChange={() => toggle(key)}
              aria-labelledby={`consent-${key}-title`}
              aria-describedby={`consent-${key}-text`}
            />
          </div>
        ))}
        <div className="consent-actions">
          <button type="button" className="consent-button consent-button-secondary" onClick={controls.onCancel}>
            {texts.cancel}
          </button>
          <button type="submit" className="consent-button">
            {texts.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
