/**
 * Signs a webhook as the Standard Webhooks specification says (docs/decisions/0033-confirmation-and-webhook.md):
 * HMAC-SHA256 over `id.timestamp.body` with the secret's key (`whsec_` then base64), sent as
 * `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature: v1,<base64>`. The receiver
 * checks it with the specification's own libraries.
 */
const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

function keyBytes(secret: string): Uint8Array<ArrayBuffer> {
  const text = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function webhookHeaders(secret: string, id: string, body: string, at = Date.now()): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(at / 1000));
  const key = await crypto.subtle.importKey('raw', keyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${base64(signature)}` };
}
