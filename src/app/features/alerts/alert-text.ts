/** An alert's rule in one line, as the list shows it. */
import { LEVEL_SOURCE_NAMES, type AlertRule } from '../../../dashboard-api/trader-alerts';
import { formatMoney, formatPrice } from '../../ui/format';

export function describeRule(r: AlertRule): string {
  if (r.kind === 'price_cross') {
    const dir = r.direction === 'either' ? 'crosses' : `crosses ${r.direction}`;
    return `${r.ticker} ${dir} ${LEVEL_SOURCE_NAMES[r.source]} ${formatPrice(r.level)}`;
  }
  if (r.kind === 'iv_rank') return `${r.ticker} IV rank crosses ${r.direction} ${(r.bound * 100).toFixed(0)}%`;
  const parts = [r.ticker ?? 'any streamed ticker'];
  if (r.side) parts.push(r.side === 'buy' ? 'bought' : 'sold');
  if (r.option_type) parts.push(`${r.option_type}s`);
  if (r.lean) parts.push(r.lean);
  if (r.min_premium !== null) parts.push(`premium ≥ ${formatMoney(r.min_premium)}`);
  if (r.min_dte !== null && r.max_dte !== null) parts.push(`${r.min_dte}–${r.max_dte} DTE`);
  else if (r.min_dte !== null) parts.push(`≥ ${r.min_dte} DTE`);
  else if (r.max_dte !== null) parts.push(`≤ ${r.max_dte} DTE`);
  return `Flow: ${parts.join(', ')}`;
}
