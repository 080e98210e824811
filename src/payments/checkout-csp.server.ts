import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { stripeSetup } from './stripe-config.server';

/**
 * A browser applies a page's CSP `form-action` to the redirects its form posts answer with, so the
 * Pay post's 303 to Checkout needs Checkout's origin there (docs/decisions/0055-deposits-and-payments.md):
 * added on a proposal's pages only, and only while card payment is offered (Stripe's origin, or the
 * local stand-in's). Registered before the security headers, whose policy it widens after they are set.
 */
export function checkoutFormAction(prefixes: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!prefixes.some((prefix) => c.req.path.startsWith(prefix))) return;
    const setup = stripeSetup(c.env);
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!setup || !policy) return;
    c.res.headers.set(
      'Content-Security-Policy',
      policy.replace(/form-action ([^;]*)/, (_, sources: string) => `form-action ${sources} ${setup.checkoutOrigin}`),
    );
  };
}
