/**
 * Technical indicators of the daily closes, one tab at a time (the tab is in the URL, `?indicator=`):
 * the 20-day SMA and EMA over the close, the 14-day RSI against 30/70, MACD 12/26/9 against zero. Only
 * the shown tab is asked for. The newest session is still forming: its value moves until the close.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import type { AnswerFor } from '../../data/endpoint-query';
import { Panel } from '../../ui/panel';
import { LineChart, type RefLine } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import { formatPrice, formatSigned, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { describeParameters, latestValue, readIndicator, type IndicatorSeries } from './price-readers';
import { INDICATOR_WINDOW, indicatorSeries } from './queries';

type IndicatorAnswer = AnswerFor<'technicals.indicator'>;

const TABS = [
  { id: 'trend', label: `SMA ${INDICATOR_WINDOW.sma} · EMA ${INDICATOR_WINDOW.ema}` },
  { id: 'rsi', label: `RSI ${INDICATOR_WINDOW.rsi}` },
  { id: 'macd', label: 'MACD' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const RSI_BANDS: readonly RefLine[] = [
  { y: 70, label: 'overbought 70', color: 'var(--color-down)' },
  { y: 30, label: 'oversold 30', color: 'var(--color-up)' },
];

const day = (x: number): string => new Date(x).toISOString().slice(0, 10);
const tick = (x: number): string => day(x).slice(5);

function line(
  id: string,
  label: string,
  color: string,
  s: IndicatorSeries,
  field: 'close' | 'value' | 'macd' | 'signal' | 'histogram',
  dash?: string,
): LineSeries {
  return {
    id,
    label,
    color,
    ...(dash ? { dash } : {}),
    points: s.points.map((p) => ({ x: p.x, y: p[field] })),
  };
}

function Latest(props: { items: readonly (readonly [string, string])[]; note: string | null }): ReactElement {
  return (
    <p className="mb-1 flex flex-wrap gap-x-4 text-xs" data-testid="indicator-latest">
      {props.items.map(([k, v]) => (
        <span key={k}>
          <span className="text-muted">{k}</span> <span className="num font-semibold">{v}</span>
        </span>
      ))}
      {props.note ? <span className="text-muted">({props.note})</span> : null}
    </p>
  );
}

function TrendChart(props: { ticker: string; sma: IndicatorAnswer; ema: IndicatorAnswer }): ReactElement {
  const sma = useMemo(() => readIndicator(props.sma), [props.sma]);
  const ema = useMemo(() => readIndicator(props.ema), [props.ema]);
  const series = useMemo(
    () => [
      line('close', 'close', 'var(--color-fg)', sma, 'close'),
      line('sma', `SMA ${INDICATOR_WINDOW.sma}`, 'var(--app-accent)', sma, 'value', '6 3'),
      line('ema', `EMA ${INDICATOR_WINDOW.ema}`, 'var(--color-flip)', ema, 'value', '2 2'),
    ],
    [sma, ema],
  );
  const last = sma.points[sma.points.length - 1];
  return (
    <>
      <Latest
        items={[
          ['close', formatPrice(last?.close)],
          [`SMA ${INDICATOR_WINDOW.sma}`, formatPrice(latestValue(sma, 'value'))],
          [`EMA ${INDICATOR_WINDOW.ema}`, formatPrice(latestValue(ema, 'value'))],
        ]}
        note={last?.complete === false ? `${last.session} still forming` : null}
      />
      <LineChart
        series={series}
        label={`${props.ticker} close with ${series[1]!.label} and ${series[2]!.label}`}
        xLabel="session"
        yLabel="price ($)"
        formatX={day}
        formatTick={tick}
        formatY={(y) => formatPrice(y)}
        height={240}
      />
    </>
  );
}

function RsiChart(props: { ticker: string; rsi: IndicatorAnswer }): ReactElement {
  const rsi = useMemo(() => readIndicator(props.rsi), [props.rsi]);
  const series = useMemo(() => [line('rsi', 'RSI', 'var(--app-accent)', rsi, 'value')], [rsi]);
  const v = latestValue(rsi, 'value');
  return (
    <>
      <Latest items={[['RSI', v === null ? MISSING : v.toFixed(1)]]} note={describeParameters(rsi.parameters)} />
      <LineChart
        series={series}
        label={`${props.ticker} RSI with 30 and 70 bands`}
        xLabel="session"
        yLabel="RSI (0–100)"
        formatX={day}
        formatTick={tick}
        formatY={(y) => y.toFixed(1)}
        refLines={RSI_BANDS}
        height={240}
      />
    </>
  );
}

function MacdChart(props: { ticker: string; macd: IndicatorAnswer }): ReactElement {
  const m = useMemo(() => readIndicator(props.macd), [props.macd]);
  const series = useMemo(
    () => [
      line('macd', 'MACD', 'var(--app-accent)', m, 'macd'),
      line('signal', 'signal', 'var(--color-flip)', m, 'signal', '6 3'),
      line('histogram', 'histogram', 'var(--color-muted)', m, 'histogram', '2 2'),
    ],
    [m],
  );
  return (
    <>
      <Latest
        items={[
          ['MACD', formatSigned(latestValue(m, 'macd'))],
          ['signal', formatSigned(latestValue(m, 'signal'))],
          ['histogram', formatSigned(latestValue(m, 'histogram'))],
        ]}
        note={describeParameters(m.parameters)}
      />
      <LineChart
        series={series}
        label={`${props.ticker} MACD, signal and histogram`}
        xLabel="session"
        yLabel="MACD ($)"
        formatX={day}
        formatTick={tick}
        formatY={(y) => formatSigned(y)}
        zeroLine
        height={240}
      />
    </>
  );
}

function useIndicator(
  ticker: string,
  kind: 'sma' | 'ema' | 'rsi' | 'macd',
  on: boolean,
): UseQueryResult<IndicatorAnswer> {
  return useQuery({ ...indicatorSeries(ticker, kind), enabled: on });
}

export function IndicatorsPanel(props: { ticker: string }): ReactElement {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.id === params.get('indicator'))?.id ?? 'trend';
  const sma = useIndicator(props.ticker, 'sma', tab === 'trend');
  const ema = useIndicator(props.ticker, 'ema', tab === 'trend');
  const rsi = useIndicator(props.ticker, 'rsi', tab === 'rsi');
  const macd = useIndicator(props.ticker, 'macd', tab === 'macd');
  const shown = tab === 'trend' ? sma : tab === 'rsi' ? rsi : macd;

  const choose = (t: Tab): void =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (t === 'trend') next.delete('indicator');
        else next.set('indicator', t);
        return next;
      },
      { replace: true },
    );

  return (
    <Panel
      title={`${props.ticker} indicators (daily)`}
      testId="profile-indicators"
      badges={shown.data ? <PanelFreshness data={shown.data} ticker={props.ticker} /> : null}
    >
      <div role="tablist" aria-label="Indicator" className="mb-2 flex gap-1 text-sm">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => choose(t.id)}
            className={`rounded px-2 py-0.5 ${tab === t.id ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {tab === 'trend' ? (
          <QueryState query={sma} label="SMA">
            {(s) => (
              <QueryState query={ema} label="EMA">
                {(e) => <TrendChart ticker={props.ticker} sma={s} ema={e} />}
              </QueryState>
            )}
          </QueryState>
        ) : tab === 'rsi' ? (
          <QueryState query={rsi} label="RSI">
            {(d) => <RsiChart ticker={props.ticker} rsi={d} />}
          </QueryState>
        ) : (
          <QueryState query={macd} label="MACD">
            {(d) => <MacdChart ticker={props.ticker} macd={d} />}
          </QueryState>
        )}
      </div>
    </Panel>
  );
}
