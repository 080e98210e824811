/**
 * The official `stripe` SDK as the worker uses it (docs/decisions/0055-deposits-and-payments.md): its
 * fetch HTTP client and SubtleCrypto (workerd has no Node sockets nor synchronous crypto), the API
 * version pinned, pointed at `STRIPE_API_BASE` when one is set (a local stand-in). Loaded on first use,
 * as the API and the Pay post are (docs/decisions/0041-worker-modules-loaded-on-use.md).
 */
import type Stripe from 'stripe';
import { stripeApiVersion, type StripeSetup } from './stripe-config.server';

/** How old a signed event may be (seconds): the SDK's default tolerance, said here. */
export const signatureToleranceSeconds = 300;

const sdk = async () => (await import('stripe')).default;

export async function stripeClient(setup: StripeSetup): Promise<Stripe> {
  const StripeSdk = await sdk();
  const https = setup.base.protocol === 'https:';
  return new StripeSdk(setup.secretKey, {
    apiVersion: stripeApiVersion,
    // The global fetch at each call (a test may stand in for it), never a client made at import.
    httpClient: StripeSdk.createFetchHttpClient((input, init) => fetch(input, init)),
    host: setup.base.hostname,
    port: Number(setup.base.port) || (https ? 443 : 80),
    protocol: https ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}

/** A webhook's event, verified on its raw body: throws on no signature, a wrong one or an old timestamp. */
export async function verifiedEvent(body: string, signature: string, secret: string): Promise<Stripe.Event> {
  const StripeSdk = await sdk();
  return StripeSdk.webhooks.constructEventAsync(body, signature, secret, signatureToleranceSeconds, StripeSdk.createSubtleCryptoProvider());
}
