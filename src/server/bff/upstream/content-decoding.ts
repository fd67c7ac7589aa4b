/**
 * Upstream answers come back compressed when the service chooses (we ask with `Accept-Encoding: gzip, br`,
 * and a service may compress unasked): the body is decoded here, by its `Content-Encoding`, before anything
 * reads, caches or forwards it. A body that cannot be decoded is kept as received: it is then not JSON,
 * which the drift check reports as `(body)`; it is never read as an empty answer.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What the BFF asks the upstream for: the encodings decoded below that every service offers. */
export const ACCEPT_ENCODING = 'gzip, br';

/** A decoded answer larger than this is refused (a small compressed body must not fill the memory). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const LIMIT = { maxOutputLength: MAX_DECODED_BYTES };

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

export type Decoded =
  | { readonly ok: true; readonly body: Buffer }
  | { readonly ok: false; readonly body: Buffer; readonly problem: string };

async function decodeOne(coding: string, body: Buffer): Promise<Buffer> {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return gunzip(body, LIMIT);
    case 'deflate':
      // HTTP's deflate is zlib-wrapped; some servers send the raw stream under the same name.
      return inflate(body, LIMIT).catch(() => inflateRaw(body, LIMIT));
    case 'br':
      return brotli(body, LIMIT);
    default:
      throw new Error(`unknown content-encoding ${coding}`);
  }
}

/** The body with every coding of `contentEncoding` undone (applied in order, so undone in reverse). */
export async function decodeBody(body: Buffer, contentEncoding: string | string[] | undefined): Promise<Decoded> {
  const header = Array.isArray(contentEncoding) ? contentEncoding.join(',') : (contentEncoding ?? '');
  const codings = header
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length === 0 || body.length === 0) return { ok: true, body };
  let out = body;
  try {
    for (const coding of codings.reverse()) out = await decodeOne(coding, out);
    return { ok: true, body: out };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: false, body, problem: `content-encoding ${header}: ${why}` };
  }
}
