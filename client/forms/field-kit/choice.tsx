import type { FieldSpec } from '../../../src/submissions/field-rules';
import { ChoiceCards } from '../form-kit';

/** One card of a group: the id it sends, its words from the locales, and a line under them (a budget's range). */
export type Choice = { id: string; label: string; detail?: string };

type ChoiceGroupProps = {
  /** The group's id: its error's is `<id>-error`, each card's `<id>-<choice>`. */
  id: string;
  /** A field of kind `list` (several at once: checkboxes) or `choice` (one: radios). */
  spec: FieldSpec<string>;
  choices: readonly Choice[];
  value: string | readonly string[];
  error?: string;
  onChange: (value: string | string[]) => void;
};

/**
 * A field's choices as cards (docs/decisions/0037-form-descriptors.md), its error before them
 * (`ChoiceCards`). A list's cards are named by their ids; a one-choice group's by their place, since
 * one of its ids may be '' (no plan).
 */
export function ChoiceGroup({ id, spec, choices, value, error, onChange }: ChoiceGroupProps) {
  const several = spec.kind === 'list';
  const chosen = [value].flat();
  const errorId = `${id}-error`;
  return (
    <ChoiceCards errorId={errorId} error={error}>
      {choices.map((choice, index) => {
        const cardId = `${id}-${several ? choice.id : index}`;
        return (
          <label key={choice.id} className="choice-card" htmlFor={cardId}>
            <input
              id={cardId}
              type={several ? 'checkbox' : 'radio'}
              name={spec.name}
              value={choice.id}
              checked={chosen.includes(choice.id)}
              onChange={(event) =>
                onChange(several ? (event.target.checked ? [...chosen, choice.id] : chosen.filter((item) => item !== choice.id)) : choice.id)
              }
              aria-describedby={error ? errorId : undefined}
            />
            <span className="choice-label">{choice.label}</span>
            {choice.detail ? <span className="choice-detail">{choice.detail}</span> : null}
          </label>
        );
      })}
    </ChoiceCards>
  );
}
