/**
 * Defensive readers for the dark-pool answers other than the time profile. The reference names the
 * figures (off-exchange $, share, baseline P95/P99/P99.5, ADV, NBBO-location split, %ADV, impact bps,
 * options confirmation, pressure curve, print levels, sector aggregates) but not every key, so each
 * reader tries the usual names and keeps `null` for what is not there.
 */
import { isObj, num, pickNum, rowsOf, str, type Obj } from '../../data/readers';

function sub(o: Obj | null | undefined, ...names: string[]): Obj | null {
  if (!o) return null;
  for (const n of names) {
    const v = o[n];
    if (isObj(v)) return v;
  }
  return null;
}

function pickStr(o: Obj | null | undefined, ...names: string[]): string | null {
  if (!o) return null;
  for (const n of names) {
    const v = str(o[n]);
    if (v !== null) return v;
  }
  return null;
}

function list(o: Obj | null | undefined, ...names: string[]): Obj[] {
  if (!o) return [];
  for (const n of names) {
    const v = o[n];
    if (Array.isArray(v)) return v.filter(isObj);
  }
  return [];
}

export interface BlockRow {
  readonly time: string | null;
  readonly ticker: string | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly nbboLabel: string | null;
  /** Decimal share of ADV (0.012 = 1.2%). */
  readonly pctAdv: number | null;
  readonly impactBps: number | null;
  readonly confirmation: string | null;
  readonly severity: string | null;
}

/** %ADV given as a percent (1.2) or a fraction (0.012): `pct_adv` is a percent, `adv_fraction` a fraction. */
function readPctAdv(o: Obj): number | null {
  const frac = pickNum(o, 'adv_fraction', 'adv_share', 'pct_adv_fraction');
  if (frac !== null) return frac;
  const pct = pickNum(o, 'pct_adv');
  return pct === null ? null : pct / 100;
}

function readConfirmation(o: Obj): string | null {
  const c = o.options_confirmation ?? o.confirmation ?? o.options_confirm;
  if (typeof c === 'string') return c;
  if (isObj(c)) return pickStr(c, 'read', 'label', 'status', 'direction');
  return null;
}

export function readBlock(o: Obj): BlockRow {
  return {
    time: pickStr(o, 'executed_at', 'time', 't', 'ts'),
    ticker: pickStr(o, 'ticker'),
    price: pickNum(o, 'price'),
    size: pickNum(o, 'size', 'shares'),
    premium: pickNum(o, 'premium', 'notional'),
    nbboLabel: pickStr(o, 'nbbo_label'),
    pctAdv: readPctAdv(o),
    impactBps: pickNum(o, 'impact_bps'),
    confirmation: readConfirmation(o),
    severity: pickStr(o, 'severity'),
  };
}

export interface NbboSplitRow {
  readonly label: string;
  readonly notional: number | null;
  /** Fraction 0–1 of the ticker's off-exchange notional. */
  readonly share: number | null;
}

export interface TickerSummary {
  readonly notional: number | null;
  /** Fraction 0–1 of consolidated volume done off exchange. */
  readonly share: number | null;
  readonly prints: number | null;
  readonly shares: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly p995: number | null;
  readonly blockThreshold: number | null;
  readonly baselineN: number | null;
  readonly adv: number | null;
  readonly vwap: number | null;
  /** Net NBBO-location notional (at/above ask − at/below bid), $. */
  readonly net: number | null;
  readonly split: readonly NbboSplitRow[];
  readonly blocks: readonly BlockRow[];
}

const NBBO_ORDER = ['above_ask', 'at_ask', 'mid', 'at_bid', 'below_bid', 'unknown'];

/** The NBBO-location split: an object keyed by label, each `{notional, share}`. */
export function readNbboSplit(raw: unknown): NbboSplitRow[] {
  const rows: NbboSplitRow[] = [];
  if (isObj(raw))
    for (const [label, v] of Object.entries(raw))
      if (isObj(v)) rows.push({ label, notional: num(v.notional), share: num(v.share) });
  // Shares derived from notionals when only notionals are given (same numbers, not a guess).
  const total = rows.reduce((s, r) => s + (r.notional ?? 0), 0);
  const filled = rows.map((r) =>
    r.share === null && r.notional !== null && total > 0 ? { ...r, share: r.notional / total } : r,
  );
  const rank = (l: string): number => (NBBO_ORDER.indexOf(l) < 0 ? 99 : NBBO_ORDER.indexOf(l));
  return filled.sort((a, b) => rank(a.label) - rank(b.label));
}

export function readTickerSummary(payload: unknown): TickerSummary {
  const o = isObj(payload) ? payload : {};
  const s = sub(o, 'summary', 'off_exchange') ?? o;
  const b = sub(o, 'baseline', 'rolling_baseline') ?? sub(s, 'baseline') ?? {};
  const blocks = list(o, 'blocks').map(readBlock);
  return {
    notional: pickNum(s, 'off_exchange_notional', 'notional', 'dp_notional', 'off_exchange_dollars'),
    share: pickNum(s, 'off_exchange_share', 'share', 'dp_share'),
    prints: pickNum(s, 'prints'),
    shares: pickNum(s, 'shares', 'off_exchange_shares', 'volume'),
    p95: pickNum(b, 'p95'),
    p99: pickNum(b, 'p99'),
    p995: pickNum(b, 'p995', 'p99_5'),
    blockThreshold: pickNum(b, 'threshold') ?? pickNum(o, 'block_threshold'),
    baselineN: pickNum(b, 'n'),
    // ADV in shares: a number, or an object with its sample (`{shares, n}`).
    adv: pickNum(o, 'adv') ?? pickNum(sub(o, 'adv'), 'shares', 'value') ?? pickNum(s, 'adv'),
    vwap: pickNum(s, 'vwap'),
    net: pickNum(s, 'net'),
    split: readNbboSplit(o.nbbo_split ?? o.nbbo_location ?? s.nbbo_split ?? o.split),
    blocks,
  };
}

export interface PrintRow {
  readonly key: string;
  readonly time: string | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly nbboLabel: string | null;
  readonly outside: boolean | null;
  readonly away: boolean | null;
}

function bool(v: unknown): boolean | null {
  return typeof v === 'boolean' ? v : null;
}

export function readPrints(payload: unknown): PrintRow[] {
  return rowsOf(payload, 'prints').map((r, i) => {
    const nbbo = sub(r, 'nbbo', 'quote');
    const time = pickStr(r, 'executed_at', 'time', 't');
    return {
      key: `${pickStr(r, 'id') ?? pickNum(r, 'seq') ?? time ?? ''}|${i}`,
      time,
      price: pickNum(r, 'price'),
      size: pickNum(r, 'size', 'shares'),
      premium: pickNum(r, 'premium', 'notional'),
      bid: pickNum(r, 'bid') ?? pickNum(nbbo, 'bid'),
      ask: pickNum(r, 'ask') ?? pickNum(nbbo, 'ask'),
      nbboLabel: pickStr(r, 'nbbo_label'),
      outside: bool(r.outside_nbbo),
      away: bool(r.away_from_quote),
    };
  });
}

/** The server's `next_cursor.older_than` when it gives one (and says there is more). */
export function serverOlderCursor(payload: unknown): { cursor: string | null; hasMore: boolean | null } {
  if (!isObj(payload)) return { cursor: null, hasMore: null };
  const next = sub(payload, 'next_cursor');
  const hasMore = typeof payload.has_more === 'boolean' ? payload.has_more : null;
  return { cursor: pickStr(next, 'older_than') ?? pickStr(payload, 'next_older_than'), hasMore };
}

/**
 * The `older_than` cursor for the next page of a newest-first list: the oldest print's time as
 * `YYYY-MM-DDTHH:MM:SS` (UTC, the contract's format); null when the page is empty or has no time.
 */
export function olderThanCursor(rows: readonly PrintRow[]): string | null {
  let oldest: number | null = null;
  for (const r of rows) {
    const t = r.time ? Date.parse(r.time.endsWith('Z') || /[+-]\d\d:\d\d$/.test(r.time) ? r.time : `${r.time}Z`) : NaN;
    if (!Number.isNaN(t) && (oldest === null || t < oldest)) oldest = t;
  }
  return oldest === null ? null : new Date(oldest).toISOString().slice(0, 19);
}

/** Append an older page, dropping rows already shown (same time, price and size) and keeping newest first. */
export function mergeOlder(shown: readonly PrintRow[], older: readonly PrintRow[]): PrintRow[] {
  const seen = new Set(shown.map((r) => `${r.time}|${r.price}|${r.size}`));
  return [...shown, ...older.filter((r) => !seen.has(`${r.time}|${r.price}|${r.size}`))];
}

export { readPressureCurve, readPrintLevels, type CurvePoint, type PrintLevel } from './pressure-readers';

export interface RankingRow {
  readonly ticker: string;
  readonly notional: number | null;
  readonly share: number | null;
  readonly prints: number | null;
  /** Net NBBO-location lean, −1 to 1 ((buy − sell) / (buy + sell)). */
  readonly lean: number | null;
  readonly blocks: number | null;
}

export interface Ranking {
  readonly marketShare: number | null;
  readonly marketNotional: number | null;
  readonly rows: readonly RankingRow[];
}

export function readRanking(payload: unknown): Ranking {
  const o = isObj(payload) ? payload : {};
  const m = sub(o, 'market', 'whole_market', 'summary') ?? o;
  const rows: RankingRow[] = [];
  const key = ['rankings', 'ranking', 'rows', 'tickers'].find((k) => Array.isArray(o[k]));
  for (const r of rowsOf(payload, key)) {
    const ticker = pickStr(r, 'ticker');
    if (!ticker) continue;
    rows.push({
      ticker,
      notional: pickNum(r, 'notional', 'off_exchange_notional', 'dp_notional', 'premium'),
      share: pickNum(r, 'off_exchange_share', 'share', 'dp_share'),
      prints: pickNum(r, 'prints', 'n'),
      lean: pickNum(r, 'net_pressure', 'net_lean', 'lean'),
      blocks: pickNum(r, 'blocks'),
    });
  }
  return {
    marketShare: pickNum(m, 'off_exchange_share', 'market_share', 'share'),
    marketNotional: pickNum(m, 'off_exchange_notional', 'notional', 'total_notional'),
    rows,
  };
}

export interface SectorRow {
  readonly key: string;
  readonly name: string;
  readonly notional: number | null;
  readonly share: number | null;
  readonly fund: string | null;
  readonly net: number | null;
  readonly lean: number | null;
  readonly netExAway: number | null;
  readonly awayNotional: number | null;
  readonly topNames: readonly string[];
}

export function readSectors(payload: unknown): SectorRow[] {
  const out: SectorRow[] = [];
  for (const r of rowsOf(payload, 'sectors')) {
    const key = pickStr(r, 'key', 'sector_key', 'etf', 'id') ?? pickStr(r, 'sector');
    if (!key) continue;
    const top = Array.isArray(r.top_names) ? r.top_names : Array.isArray(r.top) ? r.top : [];
    out.push({
      key,
      name: pickStr(r, 'sector') ?? key,
      fund: pickStr(r, 'fund'),
      lean: pickNum(r, 'net_lean'),
      notional: pickNum(r, 'notional', 'off_exchange_notional', 'dp_notional'),
      share: pickNum(r, 'share', 'off_exchange_share'),
      net: pickNum(r, 'net_pressure', 'net', 'net_nbbo_pressure'),
      netExAway: pickNum(r, 'net_pressure_ex_away'),
      awayNotional: pickNum(r, 'away_notional'),
      topNames: top
        .map((t) => (typeof t === 'string' ? t : isObj(t) ? pickStr(t, 'ticker') : null))
        .filter((t): t is string => t !== null),
    });
  }
  return out;
}

export interface ConstituentRow {
  readonly ticker: string;
  readonly notional: number | null;
  readonly shareOfSector: number | null;
  readonly netLean: number | null;
  readonly intensity: number | null;
}

export interface SectorDetail {
  readonly top1: number | null;
  readonly top3: number | null;
  readonly agreement: number | null;
  readonly rows: readonly ConstituentRow[];
}

export function readSector(payload: unknown): SectorDetail {
  const o = isObj(payload) ? payload : {};
  const c = sub(o, 'concentration') ?? o;
  const agreementRaw = o.direction_agreement ?? o.agreement;
  return {
    top1: pickNum(c, 'top1_share', 'top_1_share', 'top1'),
    top3: pickNum(c, 'top3_share', 'top_3_share', 'top3'),
    agreement: isObj(agreementRaw) ? pickNum(agreementRaw, 'share') : num(agreementRaw),
    rows: rowsOf(payload, Array.isArray(o.constituents) ? 'constituents' : 'rows')
      .map((r) => ({
        ticker: pickStr(r, 'ticker') ?? '',
        notional: pickNum(r, 'notional', 'off_exchange_notional', 'dp_notional'),
        shareOfSector: pickNum(r, 'share_of_sector', 'sector_share', 'share'),
        netLean: pickNum(r, 'net_lean', 'lean', 'net'),
        intensity: pickNum(r, 'intensity'),
      }))
      .filter((r) => r.ticker !== ''),
  };
}

export interface RotationMatrix {
  readonly sessions: readonly string[];
  readonly sectors: readonly string[];
  /** ratio[sector][session]: sector DP-$ ÷ trailing 20-day average; null = not computed. */
  readonly ratio: readonly (readonly (number | null)[])[];
  readonly mostElevated: string | null;
  readonly summary: string | null;
}

export function readRotation(payload: unknown): RotationMatrix {
  const o = isObj(payload) ? payload : {};
  const cells = rowsOf(payload, Array.isArray(o.matrix) ? 'matrix' : Array.isArray(o.cells) ? 'cells' : 'rows');
  const sessions = new Set<string>();
  const sectors = new Set<string>();
  const values = new Map<string, number | null>();
  for (const r of cells) {
    const sector = pickStr(r, 'sector', 'key', 'sector_key');
    if (!sector) continue;
    // A row may hold one (sector, session) cell or a sector with its sessions listed inside.
    const inner = list(r, 'sessions', 'values', 'cells');
    const items = inner.length > 0 ? inner : [r];
    sectors.add(sector);
    for (const it of items) {
      const session = pickStr(it, 'session');
      if (!session) continue;
      sessions.add(session);
      values.set(`${sector}|${session}`, pickNum(it, 'ratio'));
    }
  }
  const ss = [...sessions].sort();
  const sec = [...sectors];
  const most = o.most_elevated ?? o.most_elevated_sector;
  const summary = o.rotation_summary ?? o.rotation ?? o.summary;
  return {
    sessions: ss,
    sectors: sec,
    ratio: sec.map((s) => ss.map((d) => values.get(`${s}|${d}`) ?? null)),
    mostElevated: typeof most === 'string' ? most : isObj(most) ? pickStr(most, 'sector', 'key', 'name') : null,
    summary: typeof summary === 'string' ? summary : isObj(summary) ? rotationText(summary) : null,
  };
}

/** "into: XLK, XLE · out of: XLU" from `{into: [...], out_of: [...]}`, or a text field. */
function rotationText(o: Obj): string | null {
  const text = pickStr(o, 'read');
  if (text) return text;
  const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const into = names(o.into);
  const out = names(o.out_of);
  if (!Array.isArray(o.into) && !Array.isArray(o.out_of)) return null;
  return `into: ${into.length ? into.join(', ') : 'none'} · out of: ${out.length ? out.join(', ') : 'none'}`;
}

/** Session dates of `/v1/darkpool/sessions`, newest first (strings or `{session}` objects). */
export function readSessions(payload: unknown): string[] {
  const list = isObj(payload) && Array.isArray(payload.sessions) ? payload.sessions : [];
  const out = list
    .map((s) => (typeof s === 'string' ? s : isObj(s) && typeof s.session === 'string' ? s.session : null))
    .filter((s): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s));
  return [...new Set(out)].sort().reverse();
}
