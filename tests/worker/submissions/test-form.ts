import * as v from 'valibot';
import { defineForm, type FormDescriptor } from '../../../src/submissions/descriptor';
import { forms } from '../../../src/submissions/forms';
import { limits } from '../../../src/submissions/limits';
import { email, oneOf, optionalText, withRole } from '../../../src/submissions/field-rules';

/**
 * A form the site does not have, described once (no text of its own): the worker needs nothing else to take it.
 * Its person's fields have other names than the site's forms (`courriel`, `prenom`, `nom`, `organisme`):
 * every reader finds them by their role. Its posts are kept 3 months, shorter than every submission's.
 */
export const survey = defineForm('survey', {
  fields: {
    courriel: withRole('email', email()),
    prenom: withRole('givenName', optionalText(limits.name)),
    nom: withRole('familyName', optionalText(limits.name)),
    organisme: withRole('organization', optionalText(limits.company)),
    topics: v.pipe(v.optional(v.array(v.string()), []), v.minLength(1, 'invalid')),
    rating: oneOf(['good', 'bad'], 'invalid'),
    comment: optionalText(limits.message),
  },
  subject: (data) => `Survey: ${String(data.courriel)}`,
  words: { rating: (id) => (id === 'good' ? 'Good, thanks' : 'Could be better') },
  keptMonths: 3,
});

/**
 * Adds a form to the site's `forms` for this test file (a file that calls it runs in a workerd of its
 * own: `freshModules` in vitest.config.ts), as one more entry in src/submissions/forms.ts would: every
 * reader looks forms up there when it runs.
 * Call it before the first request, which builds the JSON endpoints. Returns the undo.
 */
export function addForm(form: FormDescriptor): () => void {
  const registry = forms as Record<string, FormDescriptor>;
  registry[form.name] = form;
  return () => {
    delete registry[form.name];
  };
}
