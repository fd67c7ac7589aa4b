/**
 * The security headers of every answer that is not a proxied JSON answer: a strict CSP, no framing, no
 * referrer, and helmet's other defaults. Helmet's middleware works them out again on every request,
 * though they never change: they are asked of it once, here, and written from the list on each request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { CSP_REPORT_ROUTE } from './csp-reports';

/** Powerful features the dashboard never uses, off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
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
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      connectSrc: ["'self'"], // same-origin WebSocket included (CSP3)
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"], // Tailwind and React inline styles
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: [CSP_REPORT_ROUTE],
    },
  },
  // Plain-http loopback must keep working: no HSTS, no upgrade-insecure-requests.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
};

/** The headers helmet sets for these options, as name/value pairs (names lower case). */
export function helmetHeaders(options: Readonly<HelmetOptions>): readonly (readonly [string, string])[] {
  const set = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
  };
  // No directive is a function of the request: the answer is the same for every request.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return [...set];
}

/** Writes the headers on the raw response, so an answer sent from a hijacked reply carries them too. */
export function writePageHeaders(res: ServerResponse, headers: readonly (readonly [string, string])[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
