/** ATM implied volatility per expiry against days to expiry, with the mean ATM-IV as a reference line. */
import { useMemo, type ReactElement } from 'react';
import { formatIv } from '../ui/format';
import { LineChart } from './line-chart';
import type { LineSeries } from './line-chart-model';

export interface TermPoint {
  readonly dte: number;
  readonly expiry: string | null;
  /** Decimal IV; null when the expiry has no ATM quote. */
  readonly atmIv: number | null;
}

export function TermStructureChart(props: {
  points: readonly TermPoint[];
  meanAtmIv: number | null;
  label: string;
}): ReactElement {
  const { points, meanAtmIv } = props;
  const series = useMemo<LineSeries[]>(
    () => [
      {
        id: 'atm',
        label: 'ATM IV',
        color: 'var(--app-accent)',
        showPoints: true,
        points: points.map((p) => ({ x: p.dte, y: p.atmIv })),
      },
    ],
    [points],
  );
  const expiryByDte = useMemo(() => new Map(points.map((p) => [p.dte, p.expiry])), [points]);
  // Tenors a trader reads, within the drawn range (the sqrt axis spreads the short end).
  const ticks = useMemo(() => {
    const dtes = points.map((p) => p.dte);
    const lo = Math.min(...dtes);
    const hi = Math.max(...dtes);
    return [7, 14, 30, 60, 90, 180, 365, 730].filter((t) => t >= lo && t <= hi);
  }, [points]);
  const refLines = useMemo(
    () => (meanAtmIv === null ? [] : [{ y: meanAtmIv, label: 'mean ATM IV', color: 'var(--color-flip)' }]),
    [meanAtmIv],
  );
  return (
    <LineChart
      series={series}
      label={props.label}
      xLabel="days to expiry"
      yLabel="ATM IV (%)"
      formatX={(x) => `${Math.round(x)}d`}
      xScale="sqrt"
      {...(ticks.length >= 2 ? { xTicks: ticks } : {})}
      formatY={(y) => formatIv(y)}
      refLines={refLines}
      describeX={(x) => <span className="text-muted">({expiryByDte.get(x) ?? '—'})</span>}
    />
  );
}
