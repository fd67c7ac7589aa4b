/**
 * What a burst of abnormal trades says in its toast: one trade in full; several as a count and their
 * tickers ("3 abnormal trades: NVDA, TSLA, AAPL"), each trade on request, and the flow page that lists
 * them all.
 */
import type { AbnormalEntry } from '../../data/abnormal-row';
import type { AlertMessage } from '../../ui/alert-delivery';
import type { Burst } from '../../ui/alert-burst';
import { contractText, sideText } from '../../ui/contract-text';
import { formatMoney } from '../../ui/format';

/** Tickers named in a group's line; the rest are counted. */
const NAMED = 5;

export function abnormalTradeText(e: AbnormalEntry): string {
  return `Abnormal ${contractText(e, e.ticker)}: ${sideText(e.side)} ${formatMoney(e.premium)}`;
}

export function abnormalBurstMessage(b: Burst<AbnormalEntry>): AlertMessage {
  const base = { title: 'Abnormal options trade', tag: b.toastKey, toastKey: b.toastKey, muteable: true };
  if (b.count === 1) return { ...base, text: abnormalTradeText(b.items[0]!) };
  const tickers = [...new Set(b.items.map((e) => e.ticker))];
  const named = tickers.slice(0, NAMED).join(', ');
  const more = tickers.length > NAMED ? ` and ${tickers.length - NAMED} more` : '';
  return {
    ...base,
    title: 'Abnormal options trades',
    text: `${b.count} abnormal trades: ${named}${more}`,
    detail: [...b.items].reverse().map(abnormalTradeText),
    link: { to: '/flow', text: 'all on the flow page' },
  };
}
