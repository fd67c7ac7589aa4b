/**
 * How the app reads an answer of the contract: through its schema's lenient parse (enum values in the
 * reference's spelling, whatever the service's case), with the drifted fields the BFF named in its
 * X-Contract-Drift header attached as `contract_drift`, for the panel's mark.
 */
import { readAnswer } from '../../api/check-answer';
import { matchRoute } from '../../api/match';

/** Field of a read answer listing the drifted field paths; absent when the answer matched. */
export const DRIFT_FIELD = 'contract_drift';

export function driftPathsOf(header: string | null): string[] {
  return header
    ? header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** `path` is the `/v1/...` request path (query allowed); other BFF routes are returned as they are. */
export function readContractAnswer(method: string, path: string, body: unknown, driftHeader: string | null): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !path.startsWith('/v1/')) return body;
  const q = path.indexOf('?');
  const m = matchRoute(method, q < 0 ? path : path.slice(0, q), 'rest');
  const value = m.kind === 'found' ? readAnswer<Record<string, unknown>>(m.spec.id, body).value : body;
  const drift = driftPathsOf(driftHeader);
  // An enumerable field survives the query cache's structural sharing, where a symbol would not.
  return drift.length > 0 ? { ...value, [DRIFT_FIELD]: drift } : value;
}

/** The drifted field paths of a read answer (empty when none). */
export function contractDriftOf(meta: unknown): readonly string[] {
  if (typeof meta !== 'object' || meta === null) return [];
  const d = (meta as Record<string, unknown>)[DRIFT_FIELD];
  return Array.isArray(d) ? d.filter((x): x is string => typeof x === 'string') : [];
}
