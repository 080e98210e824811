import type { MouseEvent, Ref } from 'react';
import { focusField } from './focus-field';

type ErrorSummaryProps = {
  id: string;
  title: string;
  errors: Record<string, string>;
  /** The fields in the order they are shown, and the id of each one's first control (its link's target). */
  order: readonly string[];
  idOf: (field: string) => string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The errors of a refused submission at the top of the form, each a link to its field, worded as
 * beside the field (docs/decisions/0045-errors-seen-at-once.md): the public forms' and the staff
 * pages' one summary (the staff pages render it on the server only, their links say the field's name too). Rendered on the server for a no-JS
 * post's answer, where `autofocus` focuses it on load without any script (React renders the
 * attribute on the server only and never focuses a div itself); the island focuses it after a
 * refused submit (`focusErrors`). A link moves focus to its field: by the fragment before React,
 * with the field's question in the screen once React is there.
 */
export function ErrorSummary({ id, title, errors, order, idOf, ref }: ErrorSummaryProps) {
  const fields = order.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  const follow = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(idOf(field));
    if (!control) return;
    event.preventDefault();
    focusField(control);
  };
  return (
    <div ref={ref} id={id} className="error-summary" tabIndex={-1} autoFocus>
      <div role="alert">
        <h2 className="error-summary-title">{title}</h2>
        <ul className="error-summary-list">
          {fields.map((field) => (
            <li key={field}>
              <a href={`#${idOf(field)}`} onClick={follow(field)}>
                {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
