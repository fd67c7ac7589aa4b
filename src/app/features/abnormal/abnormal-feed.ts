/**
 * The tab's recent abnormal trades of the current session (newest first, bounded) and the alerts they
 * raise. The REST seed and every component that shows or watches the stream feed the same list; an
 * event_id goes in once, and only a live arrival (not a replay of what the worker already had, nor the
 * seed) can raise an alert: a trade of the chosen scope (the watchlist by default) above the premium
 * floor. Trades within a few seconds of each other share one toast and one tone.
 */
import { create } from 'zustand';
import type { AbnormalTradeRow, StreamRow } from '../../stream/protocol';
import { useAlertPrefs } from './alert-prefs';
import { mergeAbnormal } from './abnormal-merge';
import { shouldAlert, toAbnormalEntry, type AbnormalEntry } from '../../data/abnormal-row';
import { deliverAlert } from '../../ui/alert-delivery';
import { BurstGrouper } from '../../ui/alert-burst';
import { abnormalBurstMessage } from './abnormal-toast';
import { alertTickers, inScope } from './alert-scope';
import { RecentMap } from '../../data/recent-map';

const KEEP = 300;
/** Trades this close to the first of a group share its toast (which stays as long after the last). */
export const ABNORMAL_GROUP_MS = 15_000;

interface Feed {
  rows: readonly AbnormalEntry[];
  alerts: number;
}

export const useAbnormalFeed = create<Feed>(() => ({ rows: [], alerts: 0 }));
/** Event ids already taken in: the seed and the stream's replay repeat them. Well beyond the rows kept,
 * so an id drops out only long after its row has. */
const seen = new RecentMap<string, true>(KEEP * 10);
const groups = new BurstGrouper<AbnormalEntry>(ABNORMAL_GROUP_MS);
/** The account's watchlist as last read (null: not read), for the default scope. */
let watchlist: readonly string[] | null = null;

export function setAlertWatchlist(symbols: readonly string[] | null): void {
  watchlist = symbols;
}

function isAbnormal(r: StreamRow): r is AbnormalTradeRow {
  return 'side' in r && !('order' in r);
}

function raise(e: AbnormalEntry): void {
  const p = useAlertPrefs.getState();
  if (!inScope(e.ticker, alertTickers(p, watchlist))) return;
  if (!shouldAlert(e, { tickers: [], minPremium: p.minPremium })) return;
  useAbnormalFeed.setState((s) => ({ alerts: s.alerts + 1 }));
  const { burst, opened } = groups.add('abnormal', e, Date.now());
  deliverAlert(p, abnormalBurstMessage(burst), opened, ABNORMAL_GROUP_MS);
}

/** Rows from the stream (`replay`: the worker's memory, not a live arrival) or the REST seed (`replay` true). */
export function addAbnormalRows(rows: readonly StreamRow[], replay: boolean): void {
  const fresh: AbnormalEntry[] = [];
  for (const r of rows) {
    if (!isAbnormal(r) || seen.has(r.event_id)) continue;
    seen.set(r.event_id, true);
    fresh.push(toAbnormalEntry(r));
  }
  if (fresh.length === 0) return;
  useAbnormalFeed.setState((s) => ({ rows: mergeAbnormal(s.rows, fresh, KEEP) }));
  if (!replay) for (const e of fresh) raise(e);
}
