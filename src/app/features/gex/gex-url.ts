/**
 * The GEX workspace's view state in the URL: dte_filter, tab, profile metric, level basis, the price
 * chart's timeframe, the levels switched off on it, the layers switched on, the confluence band and
 * whether the prior session's levels are drawn across the chart.
 */
import { DTE_FILTERS, type DteFilter } from '../../../api/dte-filter';
import type { ExposureMetric } from '../../charts/exposure-rows';
import { CHART_LEVELS, type ChartLevelKey } from '../../data/chart-levels';

export const TABS = ['heatmap', 'intraday', 'timeseries'] as const;
export type GexTab = (typeof TABS)[number];
export type LevelBasis = 'flow' | 'structural';

/** What the published price sources allow: minute bars of the GEX profile rolled up, and daily candles. */
export const TIMEFRAMES = ['1m', '5m', '15m', '1d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export { CHART_LEVELS, type ChartLevelKey };

/**
 * Layers beyond the gamma levels, each off until asked for (each costs requests of the day's budget):
 * dark-pool print levels, the session's time-profile POC and value area, abnormal trades, largest blocks.
 */
export const CHART_LAYERS = ['dp_levels', 'dp_profile', 'abnormal', 'blocks'] as const;
export type ChartLayerKey = (typeof CHART_LAYERS)[number];

/** How near two layers' prices must be to agree, in percent of the price. */
export const CONFLUENCE_BANDS = ['0.1', '0.2', '0.5', '1'] as const;
export type ConfluenceBand = (typeof CONFLUENCE_BANDS)[number];

export interface GexView {
  readonly dte: DteFilter;
  readonly tab: GexTab;
  readonly metric: ExposureMetric;
  readonly basis: LevelBasis;
  readonly timeframe: Timeframe;
  /** Levels switched off on the chart (every level is on by default). */
  readonly hidden: readonly ChartLevelKey[];
  /** Layers switched on (none by default). */
  readonly layers: readonly ChartLayerKey[];
  readonly band: ConfluenceBand;
  /**
   * The prior session's key levels across the whole chart. Off by default: at the open they are drawn
   * over the prior session's bars anyway, and a default that changed with the hour would open one link
   * two ways.
   */
  readonly prior: 'on' | 'off';
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, dflt: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : dflt;
}

function listOf<K extends string>(all: readonly K[], raw: string | null): K[] {
  if (!raw) return [];
  const asked = new Set(raw.split(','));
  // In the canonical order, so one view has one URL.
  return all.filter((k) => asked.has(k));
}

export function readGexView(p: URLSearchParams): GexView {
  return {
    dte: oneOf(DTE_FILTERS, p.get('dte_filter'), 'all'),
    tab: oneOf(TABS, p.get('tab'), 'intraday'),
    metric: oneOf(['gex', 'charm', 'vanna'] as const, p.get('metric'), 'gex'),
    basis: oneOf(['flow', 'structural'] as const, p.get('levels'), 'flow'),
    timeframe: oneOf(TIMEFRAMES, p.get('tf'), '5m'),
    hidden: listOf(CHART_LEVELS, p.get('hide')),
    layers: listOf(CHART_LAYERS, p.get('layers')),
    band: oneOf(CONFLUENCE_BANDS, p.get('band'), '0.2'),
    prior: oneOf(['on', 'off'] as const, p.get('prior'), 'off'),
  };
}

const DEFAULTS: GexView = {
  dte: 'all',
  tab: 'intraday',
  metric: 'gex',
  basis: 'flow',
  timeframe: '5m',
  hidden: [],
  layers: [],
  band: '0.2',
  prior: 'off',
};
const NAMES: Readonly<Record<keyof GexView, string>> = {
  dte: 'dte_filter',
  tab: 'tab',
  metric: 'metric',
  basis: 'levels',
  timeframe: 'tf',
  hidden: 'hide',
  layers: 'layers',
  band: 'band',
  prior: 'prior',
};

/** The lists of the view, each written in its canonical order. */
const LISTS: Partial<Record<keyof GexView, readonly string[]>> = { hidden: CHART_LEVELS, layers: CHART_LAYERS };

function serialise(k: keyof GexView, v: string | readonly string[]): string {
  return typeof v === 'string' ? v : listOf(LISTS[k] ?? [], v.join(',')).join(',');
}

/** A copy of the params with one view field changed; defaults are left out to keep links short. */
export function withGexView(p: URLSearchParams, change: Partial<GexView>): URLSearchParams {
  const out = new URLSearchParams(p);
  for (const [k, v] of Object.entries(change) as [keyof GexView, string | readonly string[]][]) {
    const value = serialise(k, v);
    if (value === serialise(k, DEFAULTS[k])) out.delete(NAMES[k]);
    else out.set(NAMES[k], value);
  }
  return out;
}

/** A list with one key switched. */
export function toggled<K extends string>(list: readonly K[], key: K): K[] {
  return list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
}
