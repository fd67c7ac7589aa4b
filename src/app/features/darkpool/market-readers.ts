/**
 * The whole market's dark-pool answers as their schemas read them (src/api/schemas/darkpool.ts): the
 * ranking, the sectors (whose keys are the service's: the app never spells them), one sector's
 * constituents and the sector rotation matrix. One name per field; `null` for what is not there.
 */
import type { AnswerOf } from '../../../api/schemas';
import { sectorName } from './darkpool-format';
import type { RotationCall } from './rotation-call';

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
export function readRanking(answer: AnswerOf<'darkpool.ranking'> | undefined): Ranking {
  const market = answer?.market ?? null;
  const rows = (answer?.rankings ?? []).flatMap((r): RankingRow[] =>
    r.ticker === null
      ? []
      : [
          {
            ticker: r.ticker,
            notional: r.notional,
            share: r.off_exchange_share ?? null,
            prints: r.prints ?? null,
            lean: r.net_pressure ?? null,
            blocks: r.blocks ?? null,
          },
        ],
  );
  return { marketShare: market?.off_exchange_share ?? null, marketNotional: market?.notional ?? null, rows };
}

export interface SectorRow {
  /** The service's key for `/sector/{key}`; null when the row carries none (it still shows, without drill-down). */
  readonly key: string | null;
  /** What the tile is called: the key in words ("Real estate"), else the sector fund. */
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
export function readSectors(answer: AnswerOf<'darkpool.sectors'> | undefined): SectorRow[] {
  return (answer?.sectors ?? []).map((r) => {
    const fund = r.fund ?? null;
    return {
      key: r.key,
      label: r.key !== null ? sectorName(r.key) : (fund ?? '—'),
      fund,
      notional: r.notional,
      share: r.share,
      net: r.net_pressure,
      lean: r.net_lean ?? null,
      netExAway: r.net_pressure_ex_away,
      awayNotional: r.away_notional,
      topNames: r.top_names.map((t) => t.ticker).filter((t): t is string => t !== null),
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
export function readSector(answer: AnswerOf<'darkpool.sector'> | undefined): SectorDetail {
  const c = answer?.concentration ?? null;
  const rows = (answer?.constituents ?? []).flatMap((r): ConstituentRow[] =>
    r.ticker === null
      ? []
      : [
          {
            ticker: r.ticker,
            notional: r.notional,
            shareOfSector: r.share_of_sector,
            netLean: r.net_lean,
            intensity: r.intensity,
          },
        ],
  );
  return {
    top1: c?.top1_share ?? null,
    top3: c?.top3_share ?? null,
    agreement: answer?.direction_agreement ?? null,
    rows,
  };
}

export interface RotationMatrix {
  /** Oldest first. */
  readonly sessions: readonly string[];
  /** The service's keys (shown through sectorName). */
  readonly sectors: readonly string[];
  /** ratio[sector][session]: sector DP-$ ÷ trailing 20-day average; null = not computed. */
  readonly ratio: readonly (readonly (number | null)[])[];
  /** The service's own call on its newest session; null when it gives none that can be read. */
  readonly call: RotationCall | null;
}

type RotationAnswer = AnswerOf<'darkpool.sectorRotation'>;

/**
 * `/sector_rotation`: `matrix` rows (a sector `key` with its `cells`), `rotation` and `most_elevated`.
 * The most elevated sector is never also listed as rotating out (a quiet day puts every sector below the
 * band, the highest included).
 */
export function readRotation(answer: RotationAnswer | undefined): RotationMatrix {
  const sessions = new Set<string>();
  const sectors: string[] = [];
  const values = new Map<string, number | null>();
  for (const r of answer?.matrix ?? []) {
    if (r.key === null) continue;
    sectors.push(r.key);
    for (const cell of r.cells) {
      if (cell.session === null) continue;
      sessions.add(cell.session);
      values.set(`${r.key}|${cell.session}`, cell.ratio);
    }
  }
  const ss = [...sessions].sort();
  return {
    sessions: ss,
    sectors,
    ratio: sectors.map((s) => ss.map((d) => values.get(`${s}|${d}`) ?? null)),
    call: serviceCall(answer),
  };
}

function serviceCall(answer: RotationAnswer | undefined): RotationCall | null {
  const r = answer?.rotation ?? null;
  const top = answer?.most_elevated ?? null;
  if ((r === null || (r.into === null && r.out_of === null)) && (top === null || top.key === null)) return null;
  const names = (v: readonly (string | null)[] | null | undefined): string[] =>
    (v ?? []).filter((x): x is string => x !== null);
  const mostElevated = top?.key ? { key: top.key, ratio: top.ratio ?? null } : null;
  return {
    into: names(r?.into),
    outOf: names(r?.out_of).filter((k) => k !== mostElevated?.key),
    mostElevated,
  };
}
