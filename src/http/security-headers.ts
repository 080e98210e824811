import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer, in one place: the worker's pages (`securityHeadersMiddleware`, Hono's
 * secureHeaders, used by src/index.tsx) and the static files, through the `_headers` file the client build writes
 * (scripts/build/assets.mjs), so a favicon or a bundle carries the same policy as a page.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const securityHeaders = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  // One frame policy: no page may be framed, as CSP frame-ancestors 'none' says too.
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: [] as string[], microphone: [] as string[], geolocation: [] as string[] },
};

/** The policy as a header value: `default-src 'self'; script-src 'self'; …`. */
export function cspHeader(): string {
  return Object.entries(contentSecurityPolicy)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

/** The same headers for the static files, as `_headers` lines. */
export function staticHeaderLines(): string[] {
  const permissions = Object.entries(securityHeaders.permissionsPolicy)
    .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
    .join(', ');
  return [
    `Content-Security-Policy: ${cspHeader()}`,
    `Referrer-Policy: ${securityHeaders.referrerPolicy}`,
    `Strict-Transport-Security: ${securityHeaders.strictTransportSecurity}`,
    `X-Content-Type-Options: ${securityHeaders.xContentTypeOptions}`,
    `X-Frame-Options: ${securityHeaders.xFrameOptions}`,
    `Cross-Origin-Resource-Policy: ${securityHeaders.crossOriginResourcePolicy}`,
    `Permissions-Policy: ${permissions}`,
  ];
}

/** Hono's secureHeaders with the policy above: every answer of the worker carries it. */
export function securityHeadersMiddleware() {
  return secureHeaders({ contentSecurityPolicy, ...securityHeaders });
}
