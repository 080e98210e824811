import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { StaffEnv } from './access';
import { Shell, type ShellProps } from './Shell';

/** The inbox's pages, each inside the staff Shell, for the verified staff member of the request. */
export type StaffContext = Context<StaffEnv>;

/** Streamed, with React's one server renderer (docs/decisions/0040-worker-carries-server-code-only.md). */
export async function page(
  c: StaffContext,
  props: Omit<ShellProps, 'lang' | 't' | 'staff' | 'children'>,
  body: ReactElement,
  status: 200 | 400 | 404 | 409 | 503 = 200,
) {
  const html = await renderToReadableStream(
    <Shell lang={c.get('lang')} t={c.get('t')} staff={c.get('staff')} {...props}>
      {body}
    </Shell>,
  );
  return c.body(html, status, { 'Content-Type': 'text/html; charset=UTF-8' });
}

export function notFound(c: StaffContext) {
  const t = c.get('t');
  return page(c, { part: '', section: 'leads', title: t('admin:detail.notFound') }, <p className="admin-page">{t('admin:detail.notFound')}</p>, 404);
}
