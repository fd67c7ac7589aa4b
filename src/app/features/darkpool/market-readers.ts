/**
 * The whole market's dark-pool answers read through their schemas (src/api/schemas/darkpool.ts): the
 * ranking, the sectors (whose keys are the service's: the app never spells them), one sector's
 * constituents and the sector rotation matrix. One name per field; `null` for what is not there.
 */
import type {
  constituentRow,
  darkpoolRanking,
  darkpoolRotation,
  darkpoolSector,
  mostElevated,
  rankingMarket,
  rankingRow,
  rotationCell,
  rotationRow,
  rotationSummary,
  sectorConcentration,
  sectorRow,
  topName,
} from '../../../api/schemas/darkpool';
import { num, str } from '../../data/readers';
import { listOf, viewOf } from '../../data/answer-view';

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

/** `/ranking`: `market` (whole-market share and $) and the `rankings` rows; a row without a ticker is drift. */
export function readRanking(payload: unknown): Ranking {
  const market = viewOf<typeof rankingMarket>(viewOf<typeof darkpoolRanking>(payload).market);
  const rows: RankingRow[] = [];
  for (const r of listOf<typeof rankingRow>(payload, 'rankings')) {
    const ticker = str(r.ticker);
    if (ticker === null) continue;
    rows.push({
      ticker,
      notional: num(r.notional),
      share: num(r.off_exchange_share),
      prints: num(r.prints),
      lean: num(r.net_pressure),
      blocks: num(r.blocks),
    });
  }
  return { marketShare: num(market.off_exchange_share), marketNotional: num(market.notional), rows };
}

export interface SectorRow {
  /** The service's key for `/sector/{key}`; null when the row carries none (it still shows, without drill-down). */
  readonly key: string | null;
  /** What the tile is called: the key, else the sector fund. */
  readonly label: string;
  readonly fund: string | null;
  readonly notional: number | null;
  readonly share: number | null;
  readonly net: number | null;
  readonly lean: number | null;
  readonly netExAway: number | null;
  readonly awayNotional: number | null;
  readonly topNames: readonly string[];
}

/** `/sectors` rows in the service's order, every key it returns (known to the app or not). */
export function readSectors(payload: unknown): SectorRow[] {
  return listOf<typeof sectorRow>(payload, 'sectors').map((r) => {
    const key = str(r.key);
    const fund = str(r.fund);
    const top = Array.isArray(r.top_names) ? r.top_names : [];
    return {
      key,
      label: key ?? fund ?? '—',
      fund,
      notional: num(r.notional),
      share: num(r.share),
      net: num(r.net_pressure),
      lean: num(r.net_lean),
      netExAway: num(r.net_pressure_ex_away),
      awayNotional: num(r.away_notional),
      topNames: top.map((t) => str(viewOf<typeof topName>(t).ticker)).filter((t): t is string => t !== null),
    };
  });
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

/** `/sector/{key}`: `concentration`, `direction_agreement` and the `constituents`. */
export function readSector(payload: unknown): SectorDetail {
  const o = viewOf<typeof darkpoolSector>(payload);
  const c = viewOf<typeof sectorConcentration>(o.concentration);
  const rows: ConstituentRow[] = [];
  for (const r of listOf<typeof constituentRow>(payload, 'constituents')) {
    const ticker = str(r.ticker);
    if (ticker === null) continue;
    rows.push({
      ticker,
      notional: num(r.notional),
      shareOfSector: num(r.share_of_sector),
      netLean: num(r.net_lean),
      intensity: num(r.intensity),
    });
  }
  return { top1: num(c.top1_share), top3: num(c.top3_share), agreement: num(o.direction_agreement), rows };
}

export interface RotationMatrix {
  readonly sessions: readonly string[];
  readonly sectors: readonly string[];
  /** ratio[sector][session]: sector DP-$ ÷ trailing 20-day average; null = not computed. */
  readonly ratio: readonly (readonly (number | null)[])[];
  readonly mostElevated: string | null;
  readonly summary: string | null;
}

/** `/sector_rotation`: `matrix` rows (a sector `key` with its `cells`), `rotation` and `most_elevated`. */
export function readRotation(payload: unknown): RotationMatrix {
  const o = viewOf<typeof darkpoolRotation>(payload);
  const sessions = new Set<string>();
  const sectors: string[] = [];
  const values = new Map<string, number | null>();
  for (const r of listOf<typeof rotationRow>(payload, 'matrix')) {
    const sector = str(r.key);
    if (sector === null) continue;
    sectors.push(sector);
    for (const cell of listOf<typeof rotationCell>(r, 'cells')) {
      const session = str(cell.session);
      if (session === null) continue;
      sessions.add(session);
      values.set(`${sector}|${session}`, num(cell.ratio));
    }
  }
  const ss = [...sessions].sort();
  return {
    sessions: ss,
    sectors,
    ratio: sectors.map((s) => ss.map((d) => values.get(`${s}|${d}`) ?? null)),
    mostElevated: str(viewOf<typeof mostElevated>(o.most_elevated).key),
    summary: rotationText(o.rotation),
  };
}

/** "into: technology, energy · out of: utilities" from `{into: [...], out_of: [...]}`. */
function rotationText(raw: unknown): string | null {
  const r = viewOf<typeof rotationSummary>(raw);
  if (!Array.isArray(r.into) && !Array.isArray(r.out_of)) return null;
  const names = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((x): x is string => x !== null) : []);
  const into = names(r.into);
  const out = names(r.out_of);
  return `into: ${into.length ? into.join(', ') : 'none'} · out of: ${out.length ? out.join(', ') : 'none'}`;
}
