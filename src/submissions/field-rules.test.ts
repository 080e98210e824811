import { describe, expect, it } from 'vitest';
import { contactFieldSpecs, contactSchema } from './contact';
import { forms, formNames } from './forms';
import { limits } from './limits';
import { quoteContactSpecs, quoteSchema, quoteStepSchemas } from './quote';
import { errorsInWords, validate, type MessageTable } from './field-rules';

const words: MessageTable = {
  firstNameRequired: 'first name?',
  lastNameRequired: 'last name?',
  emailRequired: 'email?',
  emailInvalid: 'bad email',
  subjectRequired: 'subject?',
  messageRequired: 'message?',
  servicesRequired: 'services?',
  budgetRequired: 'budget?',
  timelineRequired: 'timeline?',
  tooLong: 'at most {{max}}',
  invalid: 'invalid',
  resumeEmpty: 'empty file',
  resumeTooLarge: 'over {{max}} MB',
  resumeSeveral: 'one file',
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: '', subject: 'Site', message: 'Bonjour' };

describe('form rules', () => {
  it('reads field order and required flags from the schema', () => {
    expect(contactFieldSpecs.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'firstName', required: true },
      { name: 'lastName', required: true },
      { name: 'email', required: true },
      { name: 'company', required: false },
      { name: 'subject', required: true },
      { name: 'message', required: true },
    ]);
    expect(quoteContactSpecs.filter((field) => field.required).map((field) => field.name)).toEqual(['firstName', 'lastName', 'email']);
    expect(forms.quote.fields.slice(0, 4).map((field) => field.name)).toEqual(['services', 'plan', 'budget', 'timeline']);
    expect(formNames).toEqual(['contact', 'quote', 'application']);
  });

  it('reads each field’s kind from its schema: a list, one choice, or text', () => {
    const kinds = Object.fromEntries(forms.quote.fields.map((field) => [field.name, field.kind]));
    expect(kinds).toMatchObject({ services: 'list', plan: 'choice', budget: 'choice', timeline: 'choice', firstName: 'text', projectDescription: 'text' });
    expect(forms.contact.fields.every((field) => field.kind === 'text')).toBe(true);
  });

  it('reads each field’s role and input hints: the role’s input, the field’s own over it, the rule’s limit as its length', () => {
    const hints = Object.fromEntries(contactFieldSpecs.map((field) => [field.name, { role: field.role, ...field.hints }]));
    expect(hints).toEqual({
      firstName: { role: 'givenName', type: 'text', autoComplete: 'given-name', maxLength: limits.name },
      lastName: { role: 'familyName', type: 'text', autoComplete: 'family-name', maxLength: limits.name },
      email: { role: 'email', type: 'email', autoComplete: 'email', maxLength: limits.email },
      company: { role: 'organization', type: 'text', autoComplete: 'organization', maxLength: limits.company },
      subject: { role: undefined, type: 'text', maxLength: limits.subject },
      message: { role: 'message', rows: 5, maxLength: limits.message },
    });
    expect(forms.application.fields.find((field) => field.name === 'profileUrl')?.hints).toEqual({ type: 'url', autoComplete: 'url', maxLength: limits.url });
    expect(forms.application.fields.find((field) => field.name === 'consent')?.hints).toEqual({ type: 'checkbox' });
    expect(forms.application.fields.find((field) => field.name === 'opening')?.hints).toEqual({ type: 'hidden' });
  });

  it('accepts a complete contact message, trimmed', () => {
    const result = validate(contactSchema, { ...contact, firstName: '  Ada ' });
    expect(result.ok && result.value.firstName).toBe('Ada');
  });

  it('gives each field its first error, in words, with the limit where there is one', () => {
    const result = validate(contactSchema, { ...contact, firstName: ' ', email: 'not-an-email', message: 'x'.repeat(limits.message + 1) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(errorsInWords(result.errors, words, 'en')).toEqual({ firstName: 'first name?', email: 'bad email', message: 'at most 5,000' });
    // French groups thousands with a no-break space: « 5 000 caractères au maximum ».
    expect(errorsInWords(result.errors, words, 'fr').message).toMatch(/^at most 5[\u00a0\u202f]000$/);
  });

  it('takes an e-mail as non-space text, an at sign, a dotted domain', () => {
    for (const email of ['a@b.ca', 'ada@example.com', "o'brien@example.com", 'ÉRIC@exemple.ca'])
      expect(validate(contactSchema, { ...contact, email }).ok).toBe(true);
    for (const email of [
      'a b@c',
      'ab.c',
      '@b',
      'a@',
      'a@@b',
      'a@b,c@evil.example',
      'a@b\u0000',
      'a@b\u001b',
      'a@b;c@d',
      '<a@b>',
      'a@b',
      'a@[127.0.0.1]',
      'a@b.ca.',
    ]) {
      expect(validate(contactSchema, { ...contact, email }).ok, JSON.stringify(email)).toBe(false);
    }
  });

  it('validates each wizard step alone, and refuses unknown services, budgets and timelines', () => {
    expect(validate(quoteStepSchemas.services, { services: [] }).ok).toBe(false);
    expect(validate(quoteStepSchemas.services, { services: ['mobile', 'mobile'] })).toEqual({ ok: true, value: { services: ['mobile'], plan: '' } });
    expect(validate(quoteStepSchemas.services, { services: ['mobile'], plan: 'professional' })).toEqual({
      ok: true,
      value: { services: ['mobile'], plan: 'professional' },
    });
    expect(validate(quoteStepSchemas.services, { services: ['mobile'], plan: 'platinum' }).ok).toBe(false);
    expect(validate(quoteStepSchemas.services, { services: ['teleportation'] }).ok).toBe(false);
    expect(validate(quoteStepSchemas.budget, { budget: '' })).toEqual({ ok: false, errors: { budget: { key: 'budgetRequired' } } });
    expect(validate(quoteStepSchemas.timeline, { timeline: 'yesterday' })).toEqual({ ok: false, errors: { timeline: { key: 'timelineRequired' } } });
    const full = { services: ['mobile'], budget: '5k-15k', timeline: 'normal', firstName: 'A', lastName: 'B', email: 'a@b.c' };
    expect(validate(quoteSchema, full).ok).toBe(true);
  });

  it('never echoes a value as a message key: unknown problems are "invalid"', () => {
    const result = validate(contactSchema, { ...contact, subject: { toString: 'x' } });
    expect(result).toEqual({ ok: false, errors: { subject: { key: 'invalid' } } });
  });
});
