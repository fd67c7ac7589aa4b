/**
 * The usage answer (`account.usage`, read through its schema: the fields the sandbox sends are declared
 * there) as labelled rows: the declared fields get a label, any other leaf is shown under its own path,
 * so nothing the service adds is hidden. A declared field read as null shows "—", never 0.
 */
import type { AnswerOf } from '../../../api/schemas';
import { isObj } from '../../data/readers';

export interface UsageField {
  readonly path: string;
  readonly label: string;
  readonly value: unknown;
}

const LABELS: Readonly<Record<string, string>> = {
  tier: 'Tier',
  requests_today: 'Requests today',
  requests_this_minute: 'Requests this minute',
  'limits.requests_per_minute': 'Requests per minute (limit)',
  'limits.requests_per_day': 'Requests per day (limit)',
  'flow_rows.used': 'Flow rows used',
  'flow_rows.limit': 'Flow rows (limit)',
  'flow_rows.remaining': 'Flow rows remaining',
  'flow_rows.reset': 'Flow rows reset',
  'flow_rows.scope': 'Flow rows counted per',
  'flow_rows.available': 'Flow rows available',
  'watchlist.active': 'Watchlist symbols',
  'watchlist.max_active': 'Watchlist symbols (limit)',
};

/** Fields the page reads elsewhere (drift marks), not usage. */
const SKIP = new Set(['contract_drift']);

function leaves(o: Readonly<Record<string, unknown>>, prefix: string, out: UsageField[]): void {
  for (const [name, value] of Object.entries(o)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (SKIP.has(path)) continue;
    if (isObj(value)) leaves(value, path, out);
    else out.push({ path, label: LABELS[path] ?? path, value });
  }
}

export function usageFields(answer: AnswerOf<'account.usage'>): UsageField[] {
  const out: UsageField[] = [];
  leaves(answer, '', out);
  // The known fields first, in the order above; then anything else as it came.
  const order = Object.keys(LABELS);
  const rank = (f: UsageField): number => {
    const i = order.indexOf(f.path);
    return i < 0 ? order.length : i;
  };
  return out
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}
