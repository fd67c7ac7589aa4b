/**
 * What a desk spends idle in one session: each panel's endpoints at their refresh cadence (the contract's
 * cache policy), the same endpoint and ticker counted once however many panels show it (React Query and
 * the BFF share the answer), and the board the trader keeps open beside it. Pure, so the figure the desk
 * shows before saving is tested here.
 */
import { refreshSeconds } from '../../../api/cache-policy';
import { BOARD_ROW_REFRESH_SECONDS } from '../../data/board-row-refresh';
import { endpoint, type EndpointId } from '../../../api/registry';
import type { Desk, DeskPanelKind } from '../../../dashboard-api/desk';
import { tickerOf } from './desk-model';

/** A regular session, 09:30–16:00 ET. */
export const SESSION_SECONDS = 6.5 * 3600;
/** The account's requests a day (the reference's limit for every page and tab together). */
export const DAY_REQUESTS = 5000;
/** The real-time watchlist's size: the board's rows. */
export const BOARD_ROWS = 25;

interface Read {
  readonly id: EndpointId;
  /** Whether the request names the panel's ticker (so two panels of one ticker share it). */
  readonly perTicker: boolean;
  /** Values that set the cadence (a bar series refreshes once a bar). */
  readonly values?: Readonly<Record<string, unknown>>;
  /** A cadence of its own where the page sets one (the board's rows). */
  readonly everySeconds?: number;
}

const t = (id: EndpointId, values?: Record<string, unknown>): Read => ({ id, perTicker: true, values });
const m = (id: EndpointId): Read => ({ id, perTicker: false });

/**
 * The requests each panel repeats while it is open. The tape costs no request idle: its rows come on the
 * shared stream (flow-row budget, not requests) after the first page of history.
 */
export const PANEL_READS: Readonly<Record<DeskPanelKind, readonly Read[]>> = {
  'price-levels': [t('gex.levels'), t('gex.profile', { step_min: 5 }), t('quotes.quote')],
  'gex-profile': [t('gex.greekExposure'), t('gex.levels')],
  tape: [],
  tide: [m('tide.market')],
  'iv-surface': [t('volatility.surface')],
  'darkpool-heatmap': [t('darkpool.timeProfile')],
  rankings: [m('flow.sessions'), m('flow.current')],
  board: [m('directional.current'), m('volatility.atm'), m('flow.current')],
  'flow-summary': [t('optionsFlow.summary')],
  'open-interest': [t('oi.latest')],
};

/** The board's per-row reads (levels and intraday at the board's row cadence; the quote once). */
const BOARD_ROW_READS: readonly Read[] = [
  { id: 'gex.levels', perTicker: true, everySeconds: BOARD_ROW_REFRESH_SECONDS },
  { id: 'gex.intraday', perTicker: true, everySeconds: BOARD_ROW_REFRESH_SECONDS },
  { id: 'quotes.quote', perTicker: true, everySeconds: SESSION_SECONDS },
];

/** Requests one read makes in a session: the first, then one per cadence. */
function perSession(read: Read): number {
  const every = read.everySeconds ?? refreshSeconds(endpoint(read.id), read.values ?? {});
  return every > 0 ? Math.ceil(SESSION_SECONDS / every) : 1;
}

export interface IdleCost {
  /** Requests a session, the desk and the board together. */
  readonly requests: number;
  /** Of the day's requests, 0–100+. */
  readonly percentOfDay: number;
  /** The desk's share alone. */
  readonly deskRequests: number;
}

/** The idle spend of a desk with the board open beside it. */
export function idleCost(desk: Desk, withBoard = true): IdleCost {
  const seen = new Map<string, number>();
  const count = (read: Read, ticker: string | null): void => {
    const key = `${read.id}|${read.perTicker ? (ticker ?? '') : '*'}`;
    if (!seen.has(key)) seen.set(key, perSession(read));
  };
  for (const panel of desk.panels) {
    for (const read of PANEL_READS[panel.kind]) count(read, tickerOf(desk, panel));
  }
  const sum = (): number => [...seen.values()].reduce((a, b) => a + b, 0);
  const deskRequests = sum();
  // The board's rows are a list's symbols, which a desk does not name: counted apart, once per list
  // shown (the real-time one beside the desk, and each board panel's). A local list holds at most as
  // many symbols as the real-time one, so each counts a full board: an upper bound where lists overlap.
  const deskLists = new Set(desk.panels.filter((p) => p.kind === 'board').map((p) => p.list));
  const shownLists = new Set(deskLists);
  if (withBoard) shownLists.add(null);
  if (shownLists.size > 0) {
    for (const read of PANEL_READS.board) count(read, null);
  }
  const boardRows = BOARD_ROW_READS.reduce((a, r) => a + perSession(r), 0) * BOARD_ROWS;
  const requests = sum() + boardRows * shownLists.size;
  const deskAlone = deskRequests + boardRows * deskLists.size;
  return { requests, percentOfDay: (requests / DAY_REQUESTS) * 100, deskRequests: deskAlone };
}
