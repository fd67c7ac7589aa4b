/**
 * Logger options for the BFF: pino with header redaction, client `api_key` query values masked in
 * logged URLs, and, last line of defence, every output line scrubbed of the key's exact string.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

export interface LoggerSettings {
  readonly level: string;
  /** Strings that must never be written (the upstream key). */
  readonly secrets: () => readonly string[];
  /** Where lines go (stdout by default; tests pass a capture stream). */
  readonly destination?: { write(line: string): unknown };
}

export function scrub(line: string, secrets: readonly string[]): string {
  let out = line;
  for (const s of secrets) if (s.length >= 4 && out.includes(s)) out = out.split(s).join('[REDACTED]');
  return out;
}

export function maskQueryKey(url: string): string {
  return url.replace(/([?&]api_key=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(s: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  const dest = s.destination ?? process.stdout;
  const stream = { write: (line: string) => dest.write(scrub(line, s.secrets())) } as unknown as Writable;
  return {
    level: s.level,
    stream,
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers.cookie',
        'req.headers.authorization',
        'headers["x-api-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: maskQueryKey(req.url ?? ''),
        ip: req.ip,
      }),
    },
  };
}
