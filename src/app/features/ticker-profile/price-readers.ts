/**
 * Indicator series of the ticker profile, from the answer as its schema reads it (`technicals.indicator`):
 * a point without a session date is not placed; a missing value stays null, so the line breaks there.
 * Daily bars are read by data/price-source.ts (readDailyBars), shared with the GEX chart.
 */
import type { AnswerOf } from '../../../api/schemas';
import { sessionSeconds } from '../../data/price-source';

export interface IndicatorPoint {
  /** Milliseconds of the session's UTC midnight (the chart's x). */
  readonly x: number;
  readonly session: string;
  readonly close: number | null;
  /** SMA, EMA or RSI. */
  readonly value: number | null;
  readonly macd: number | null;
  readonly signal: number | null;
  readonly histogram: number | null;
  /** false for the session still forming (its value moves until the close). */
  readonly complete: boolean | null;
}

export interface IndicatorSeries {
  readonly indicator: string | null;
  /** The parameters the service used (`window`, or MACD's `fast`/`slow`/`signal`). */
  readonly parameters: Readonly<Record<string, number>>;
  readonly points: readonly IndicatorPoint[];
}

/** One indicator answer: its points ascending by session, and the parameters it was computed with. */
export function readIndicator(answer: AnswerOf<'technicals.indicator'>): IndicatorSeries {
  const params: Record<string, number> = {};
  for (const [k, v] of Object.entries(answer.parameters ?? {})) if (v !== null) params[k] = v;
  const points: IndicatorPoint[] = [];
  for (const row of answer.rows) {
    const sec = sessionSeconds(row.session);
    if (row.session === null || sec === null) continue;
    points.push({
      x: sec * 1000,
      session: row.session.slice(0, 10),
      close: row.close,
      value: row.value ?? null,
      macd: row.macd ?? null,
      signal: row.signal ?? null,
      histogram: row.histogram ?? null,
      complete: row.complete,
    });
  }
  points.sort((a, b) => a.x - b.x);
  return { indicator: answer.indicator ?? null, parameters: params, points };
}

/** "window 20", "fast 12 · slow 26 · signal 9": what the service says it computed. */
export function describeParameters(params: Readonly<Record<string, number>>): string | null {
  const parts = Object.entries(params).map(([k, v]) => `${k} ${v}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The newest point's value of a series, or null. */
export function latestValue(series: IndicatorSeries, field: 'value' | 'macd' | 'signal' | 'histogram'): number | null {
  const last = series.points[series.points.length - 1];
  return last ? last[field] : null;
}
