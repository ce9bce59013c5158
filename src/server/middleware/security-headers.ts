import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict CSP: scripts only from our origin (no inline scripts). Styles allow 'unsafe-inline' because the toast
 * library injects a <style> element at runtime; styles cannot run code, so the trade-off is acceptable.
 * A route that sets one of these headers itself keeps its own: the file route's `default-src 'none'; sandbox` CSP
 * and cross-origin resource policy are stricter for what it serves (user uploads) than this page policy.
 */
export function securityHeaders(isProduction: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: isProduction ? 'max-age=63072000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    overwrite: false,
  });
}
