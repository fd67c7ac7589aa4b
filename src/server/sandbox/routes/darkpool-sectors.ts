/**
 * Dark-pool sector answers: the per-sector heatmap of one session, one sector's constituents, and the
 * rotation matrix over recent sessions. A sector is named by its key, its name or its sector fund's
 * symbol (model/sector-key) and answered under its key.
 */
import { previousTradingDay } from '../../../api/calendar';
import { SECTOR_FUNDS } from '../../../api/sectors';
import { combinedSums, netLean, pressureSums } from '../analytics/darkpool-pressure';
import { sectorRotation } from '../analytics/darkpool-rotation';
import { byNotional, concentration, directionAgreement, intensity, sectorSums } from '../analytics/darkpool-sectors';
import type { RouteTable } from '../handler';
import { lastOfEach, newestPrintMs, type SectorDay } from '../model/darkpool-aggregates';
import { sectorKeyOf } from '../model/sector-key';
import {
  darkpoolData,
  darkpoolHead,
  darkpoolSession,
  DARKPOOL_DELAY_S,
  hasExAway,
  type DarkPoolDeps,
} from './darkpool-context';
import { HttpError } from './http-error';
import { availableSessions, cutoffMs, finalityOf } from './session-context';

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** A sector's NBBO-location pressure: all its prints, or without the away-from-quote ones. */
function sectorPressure(sector: SectorDay, exAway: boolean) {
  return combinedSums(sector.constituents.map((c) => pressureSums(c.list, exAway)));
}

export function darkpoolSectorRoutes(deps: DarkPoolDeps): RouteTable {
  const { dp, agg } = deps;
  return {
    'darkpool.sectors': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const day = agg.sectors(session, cutoff);
      const ex = hasExAway(session);
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(lastOfEach(agg.marketPrints(session, cutoff).values()))),
          coverage: 'calibrated liquid universe intersected with each sector',
          total_notional: round2(day.total),
          sectors: day.sectors.map((s) => {
            const all = sectorPressure(s, false);
            const exSums = sectorPressure(s, true);
            return {
              key: s.key,
              fund: SECTOR_FUNDS[s.key],
              tickers: s.constituents.length,
              notional: round2(s.notional),
              share: day.total > 0 ? round4(s.notional / day.total) : null,
              net_pressure: round2(all.buy - all.sell),
              net_lean: netLean(all),
              net_pressure_ex_away: ex ? round2(exSums.buy - exSums.sell) : null,
              net_lean_ex_away: ex ? netLean(exSums) : null,
              away_notional: ex ? round2(exSums.away_notional) : null,
              top_names: [...s.constituents]
                .sort((a, b) => b.notional - a.notional)
                .slice(0, 3)
                .map((x) => ({ ticker: x.ticker, notional: round2(x.notional) })),
            };
          }),
        },
      };
    },

    'darkpool.sector': (ctx) => {
      const raw = String(ctx.values.key);
      const key = sectorKeyOf(raw);
      if (key === undefined) throw new HttpError(404, 'sector_not_found', `${raw} is not a sector key`);
      const { session, cutoff } = darkpoolSession(ctx);
      const sector = agg.sectors(session, cutoff).sectors.find((s) => s.key === key)!;
      const total = sector.notional;
      const per = sector.constituents.map((c) => ({ ...c, sums: pressureSums(c.list, false) }));
      const ranked = [...per].sort(byNotional);
      return {
        body: {
          key,
          fund: SECTOR_FUNDS[key],
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(lastOfEach(per.map((c) => c.list)))),
          notional: round2(total),
          net_lean: netLean(sectorSums(per)),
          concentration: concentration(ranked, total),
          direction_agreement: directionAgreement(ranked, total),
          constituents: ranked.slice(0, Number(ctx.values.limit)).map((x) => ({
            ticker: x.ticker,
            notional: round2(x.notional),
            share_of_sector: total > 0 ? round4(x.notional / total) : null,
            net_lean: netLean(x.sums),
            intensity: intensity(x.notional, dp.sessionStats(x.ticker, previousTradingDay(session)).notional),
            prints: x.list.length,
          })),
        },
      };
    },

    'darkpool.sectorRotation': (ctx) => {
      const days = Number(ctx.values.days);
      const display = Number(ctx.values.display);
      const current = ctx.clock.currentSession();
      const currentCutoff = cutoffMs(ctx, current, DARKPOOL_DELAY_S);
      // Finished sessions use the daily-bar totals (no print generation); the current one its delayed prints.
      const live = finalityOf(ctx, current) === 'provisional';
      const notionalOf = (session: string) =>
        agg.sectorNotionals(session, live && session === current ? currentCutoff : null);
      const r = sectorRotation(availableSessions(ctx), days, display, notionalOf);
      return {
        body: {
          session: current,
          as_of: new Date(Math.min(ctx.clock.now(), currentCutoff)).toISOString(),
          computed_at: new Date(ctx.clock.now()).toISOString(),
          finality: finalityOf(ctx, current),
          data: darkpoolData(ctx, currentCutoff),
          days,
          display,
          trailing_sessions: r.trailing,
          sessions: r.shown,
          matrix: r.matrix.map((row) => ({ key: row.key, fund: SECTOR_FUNDS[row.key], cells: row.cells })),
          rotation: r.rotation,
          most_elevated: r.most_elevated,
        },
      };
    },
  };
}
