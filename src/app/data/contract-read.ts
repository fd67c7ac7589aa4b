/**
 * Where every answer of the contract enters the app: read once through its endpoint's schema
 * (src/api/check-answer.ts), so a page receives a typed value, never raw JSON. The fields the lenient
 * reading took otherwise than as received, and those the BFF named in its X-Contract-Drift header, are
 * attached as `contract_drift` for the panel's mark; an answer whose structure cannot be read is a
 * ContractDriftError the panel shows ("could not read … — contract drift"). Each family's schemas are
 * loaded with its first answer (schemas/by-family.ts): a page carries only the schemas it reads.
 */
import { readThrough } from '../../api/answer-reader';
import { matchRoute } from '../../api/match';
import { loadAnswerSchema } from '../../api/schemas/by-family';
import { ContractDriftError } from './contract-drift-error';

/** Field of a read answer listing the drifted field paths; absent when the answer matched. */
export const DRIFT_FIELD = 'contract_drift';

/** What every read answer may carry beside its fields. */
export interface DriftMeta {
  readonly [DRIFT_FIELD]?: readonly string[];
}

export function driftPathsOf(header: string | null): string[] {
  return header
    ? header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** `path` is the `/v1/...` request path (query allowed); other BFF routes are returned as they are. */
export async function readContractAnswer(
  method: string,
  path: string,
  body: unknown,
  driftHeader: string | null,
): Promise<unknown> {
  // A write may answer with no body (204); a read with none is drift like any shape it cannot read.
  if (!path.startsWith('/v1/') || (body === null && method !== 'GET')) return body;
  const q = path.indexOf('?');
  const m = matchRoute(method, q < 0 ? path : path.slice(0, q), 'rest');
  if (m.kind !== 'found') return body;
  const schema = await loadAnswerSchema(m.spec);
  if (!schema) return body;
  const read = readThrough(schema, body);
  if (!read.ok) throw new ContractDriftError(m.spec.id, read.issues);
  const drift = [...new Set([...driftPathsOf(driftHeader), ...read.issues.map((i) => i.path)])];
  const value = read.value;
  // An enumerable field survives the query cache's structural sharing, where a symbol would not.
  if (drift.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...value, [DRIFT_FIELD]: drift };
}

/** The drifted field paths of a read answer (empty when none). */
export function contractDriftOf(meta: unknown): readonly string[] {
  if (typeof meta !== 'object' || meta === null) return [];
  const d = (meta as Record<string, unknown>)[DRIFT_FIELD];
  return Array.isArray(d) ? d.filter((x): x is string => typeof x === 'string') : [];
}
