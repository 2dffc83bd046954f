import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from './api-path';

/**
 * No inline script runs: every answer carries `script-src 'self'`, and only the pages the SPA router sends add
 * the hash of the web app's own theme script (spa.ts). YouTube embeds are the only frames (docs/screens.md §5:
 * YouTube links become players).
 */
const POLICY_AFTER_SCRIPTS = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

/** The policy with `script-src 'self'` and these extra sources (`'sha256-…'` of inline scripts). */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return `default-src 'self'; script-src ${["'self'", ...scriptSources].join(' ')}; ${POLICY_AFTER_SCRIPTS}`;
}

const BASE_POLICY = contentSecurityPolicy();

/**
 * Powerful features nobody here needs are off for the page and every frame. Kept: copying a post's URL
 * (share menus) and fullscreen for the YouTube embeds. The native share sheet keeps its default (this
 * origin): Chromium on desktop Linux does not know `web-share` and warns on every page that names it.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
  'clipboard-write=(self)',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
].join(', ');

/** A year, the usual preload requirement; only sent when the site is served over https. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every response carries, pages and API answers alike: defence in depth against XSS, framing and sniffing (docs/security.md). */
export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', BASE_POLICY);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (options.https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(req.path)) {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'application/json; charset=UTF-8');
    }
    next();
  };
}
