import { Hono, type MiddlewareHandler } from 'hono';
import { adminHref, type Lang } from '../../routes';
import type { StaffEnv } from '../shared/access';
import { formBody, messageBody, replyBody } from '../shared/action-bodies';
import { isLeadId } from '../shared/filters';
import { viewOf, type InboxView } from '../shared/inbox-views';
import { bodyBytes } from '../shared/middleware';
import { notFound } from '../shared/staff-page.server';
import { number } from '../../business/format';
import { conversationLimits } from '../../conversation/reply-limits';
import { acceptMessage } from '../../conversation/messages.server';
import { isUnwrittenDraft, queueStaffReply, sendStaffReply } from '../../conversation/staff-reply.server';
import { attachmentDownload } from './attachment-download.server';
import { detail, detailPart, refusedOnRow } from './row-page.server';
import type { RowParts } from './row-parts';

/**
 * A row's conversation (docs/decisions/0057-lead-conversation.md): staff's reply by e-mail, a message
 * from another address accepted as the client's, an attachment's download. Only under the row's own
 * view: another view's URL answers 404.
 */
export function conversationRoutes(lang: Lang, view: InboxView, parts: RowParts) {
  const app = new Hono<StaffEnv>();
  const row = (path: string) => `${adminHref(lang, `${view.items}/:id`)}${path}`;
  const self = (id: string) => adminHref(lang, detailPart(view, id));
  const ownRow: MiddlewareHandler<StaffEnv> = async (c, next) => {
    const id = c.req.param('id');
    const found = isLeadId(id) ? await c.env.DB.prepare('SELECT form FROM submissions WHERE id = ?').bind(id).first<{ form: string }>() : null;
    return found && viewOf(found.form) === view ? next() : notFound(c);
  };

  // Staff's reply by e-mail, queued in the lead's thread and sent at once, retried by the cron (0057).
  const refusedReply = refusedOnRow(parts, view, replyBody, 'reply', (t, refused) => ({
    message:
      refused.message === 'required'
        ? t('admin:conversation.reply.required')
        : t('admin:conversation.reply.tooLong', { max: number(lang, conversationLimits.replyChars) }),
    value: refused.typed('reply').slice(0, bodyBytes),
  }));
  app.post(row('/reply'), ownRow, refusedReply, async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const { reply, key } = c.req.valid('form');
    if (await isUnwrittenDraft(c.env.DB, id, reply, c.get('staff').email))
      return detail(c, parts, view, id, null, undefined, 400, { message: c.get('t')('admin:conversation.reply.unwritten'), value: reply });
    const queued = await queueStaffReply(c.env, id, reply, c.get('staff').email, key);
    if (!queued) return notFound(c);
    c.executionCtx.waitUntil(sendStaffReply(c.env, queued));
    return c.redirect(`${self(id)}?done=reply#outcome`, 303);
  });

  // A message from another address, accepted by staff as the client's.
  app.post(
    row('/accept'),
    ownRow,
    formBody(messageBody, (c) => notFound(c)),
    async (c) => {
      const id = c.req.param('id');
      if (!isLeadId(id) || !(await acceptMessage(c.env.DB, id, c.req.valid('form').message, c.get('staff').email))) return notFound(c);
      return c.redirect(`${self(id)}?done=accepted#outcome`, 303);
    },
  );

  // A client's attachment, downloaded by staff only, as an attachment.
  app.get(row('/messages/:message/files/:position'), ownRow, async (c) => {
    const id = c.req.param('id');
    const download = isLeadId(id) ? await attachmentDownload(c.env, id, c.req.param('message') ?? '', c.req.param('position') ?? '') : null;
    return download ?? notFound(c);
  });

  return app;
}
