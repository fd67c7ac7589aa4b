/**
 * The tab's recent abnormal trades of the current session (newest first, bounded) and the alerts they
 * raise. The REST seed and every component that shows or watches the stream feed the same list; an
 * event_id goes in once, and only a live arrival (not a replay of what the worker already had, nor the
 * seed) can raise an alert.
 */
import { create } from 'zustand';
import type { AbnormalTradeRow, StreamRow } from '../../stream/protocol';
import { contractText, sideText } from '../../ui/contract-text';
import { formatMoney } from '../../ui/format';
import { useAlertPrefs } from './alert-prefs';
import { mergeAbnormal } from './abnormal-merge';
import { shouldAlert, toAbnormalEntry, type AbnormalEntry } from '../../data/abnormal-row';
import { deliverAlert } from '../../ui/alert-delivery';

const KEEP = 300;

interface Feed {
  rows: readonly AbnormalEntry[];
  alerts: number;
}

export const useAbnormalFeed = create<Feed>(() => ({ rows: [], alerts: 0 }));
const seen = new Set<string>();

function isAbnormal(r: StreamRow): r is AbnormalTradeRow {
  return 'side' in r && !('order' in r);
}

function alertText(e: AbnormalEntry): string {
  return `Abnormal ${contractText(e, e.ticker)}: ${sideText(e.side)} ${formatMoney(e.premium)}`;
}

function raise(e: AbnormalEntry): void {
  const p = useAlertPrefs.getState();
  if (!shouldAlert(e, p)) return;
  useAbnormalFeed.setState((s) => ({ alerts: s.alerts + 1 }));
  deliverAlert(p, { title: 'Abnormal options trade', text: alertText(e), tag: e.eventId });
}

/** Rows from the stream (`replay`: the worker's memory, not a live arrival) or the REST seed (`replay` true). */
export function addAbnormalRows(rows: readonly StreamRow[], replay: boolean): void {
  const fresh: AbnormalEntry[] = [];
  for (const r of rows) {
    if (!isAbnormal(r) || seen.has(r.event_id)) continue;
    seen.add(r.event_id);
    fresh.push(toAbnormalEntry(r));
  }
  if (fresh.length === 0) return;
  if (seen.size > KEEP * 20) seen.clear();
  useAbnormalFeed.setState((s) => ({ rows: mergeAbnormal(s.rows, fresh, KEEP) }));
  if (!replay) for (const e of fresh) raise(e);
}
