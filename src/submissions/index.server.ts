/**
 * Submissions, top to bottom: `forms.ts` lists the forms and their schemas (`contact.ts`,
 * `quote.ts`, built from `field-rules.ts` and `limits.ts`); each post passes `postGuard` of
 * `src/http/`, then `post-meta.server.ts` reads its idempotency key and page;
 * `submit.server.ts` validates and stores it through `storage.server.ts`; `channels.server.ts`
 * lists the outbox's channels and sends on them: the staff e-mail (`notify.server.ts`), the
 * visitor's confirmation (`confirmation.server.tsx`) and the staff webhook (`webhook.server.ts`),
 * each on its own row (`deliveries.server.ts`); `post-door.server.ts` is the one door of every post
 * (`/api/<form>` and the plain post of each form's page): `post-read.server.ts` reads it into one
 * input, `post-answer.server.ts` answers it in JSON or with the page; `proof-of-work.server.ts` issues and checks the proof of work a post
 * carries (docs/decisions/0044-proof-of-work.md). The rest of the worker uses only what this file
 * exports, and the pages what `pages.server.ts` exports (a page's first render must not compile
 * storing and e-mails: docs/decisions/0041-worker-modules-loaded-on-use.md); the dependency rule
 * `submissions-through-their-doors` of .dependency-cruiser.cjs refuses any other way in.
 */
export { formEndpoints, registerFormPosts } from './post-door.server';
export { formNames } from './forms';
export type { SubmissionRow } from './storage.server';
export { confirmationBudget, deadLetterSql, deliveriesOf, isDeadLetter, nextTrySql, type DeliveryRow } from './deliveries.server';
export { channelNames, sendOutbox, type Channel } from './channels.server';
export { purgeOlderThan, purgeReviewPile, purgeShorterKept } from './storage.server';
export { deleteObjects, fileOf, type FileRow } from './files.server';
export { released } from './release.server';
export { checkProof, issueChallenge, type ProofCheck } from './proof-of-work.server';
export { chatMessage, postToWebhook, unlinked, webhookFormat, type ChatAlert } from './webhook.server';
export { instantInWords } from './form-words.server';
export { confirmationSubject } from './confirmation.server';
export { claimFreeSql, clientCopiesSinceSql, outbox } from './deliveries.server';
