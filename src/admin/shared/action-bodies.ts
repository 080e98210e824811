import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { controlCharacters } from '../../text/control-characters';
import { limits } from '../../submissions/limits';
import type { StaffEnv } from './access';
import { noteMaxLength } from './filters';
import { allStatuses } from '../../submissions/statuses';
import { emailKey, isMailboxAddress } from '../../text/email-key';
import { conversationLimits } from '../../conversation/reply-limits';
import { replyText } from '../../conversation/staff-reply.server';

/**
 * The bodies of the inbox's actions, read with valibot through @hono/valibot-validator like the
 * site's forms. A field is one string: absent, repeated or a file reads as '' and fails its own check.
 */
const field = v.fallback(v.string(), '');

/** A cleaned note: line breaks kept, other control characters gone, trimmed. */
const cleanNote = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters({ keep: '\\n' }), ' ')
    .trim();

const email = v.pipe(
  field,
  v.trim(),
  v.check((text) => text.length <= limits.email && isMailboxAddress(text)),
);

/** Any status of any form: the route checks it against the row's form (`statusesOf`). */
export const statusBody = v.object({ status: v.picklist(allStatuses) });

export const noteBody = v.object({
  note: v.pipe(
    field,
    v.check((typed) => cleanNote(typed) !== '', 'required'),
    v.check((typed) => cleanNote(typed).length <= noteMaxLength, 'tooLong'),
    v.transform(cleanNote),
  ),
});

/** A staff reply by e-mail (docs/decisions/0057-lead-conversation.md): its text cleaned as it is sent. */
export const replyBody = v.object({
  reply: v.pipe(
    field,
    v.check((typed) => replyText(typed) !== '', 'required'),
    v.check((typed) => replyText(typed).length <= conversationLimits.replyChars, 'tooLong'),
    v.transform(replyText),
  ),
  /** The form's own key, drawn when it was shown: a second post of the same form is the same reply. */
  key: v.fallback(v.pipe(v.string(), v.uuid()), () => crypto.randomUUID()),
});

/** A message of the lead's thread, by its id. */
export const messageBody = v.object({ message: v.pipe(field, v.uuid()) });

export const emailBody = v.object({ email });

/** Erasure asks for the address twice; the second must name the same person. */
export const eraseBody = v.pipe(
  v.object({ email, confirm: field }),
  v.forward(
    v.check(({ email, confirm }) => emailKey(confirm) === emailKey(email)),
    ['confirm'],
  ),
);

/** A refused body: which field failed first (and how), and what was typed in each, as read. */
export type Refusal = { field: string; message: string; typed: (name: string) => string };

/** The form validator of one action; `refuse` answers a body that fails its schema. */
export function formBody<S extends v.GenericSchema>(schema: S, refuse: (c: Context<StaffEnv>, refusal: Refusal) => Response | Promise<Response>) {
  return vValidator('form', schema, (result, c: Context<StaffEnv>) => {
    if (result.success) return;
    const [issue] = result.issues;
    const output: unknown = result.output;
    const typed = (name: string) => {
      const value = output && typeof output === 'object' ? (output as Record<string, unknown>)[name] : undefined;
      return typeof value === 'string' ? value : '';
    };
    return refuse(c, { field: String(issue.path?.[0]?.key ?? ''), message: issue.message, typed });
  });
}

/**
 * A body that cannot be parsed (a broken multipart) reads as an empty form, so each field fails
 * its own check with the page's own message instead of an error page.
 */
export const readableForm: MiddlewareHandler<StaffEnv> = async (c, next) => {
  c.req.bodyCache.formData = await c.req.raw.formData().catch(() => new FormData());
  await next();
};
