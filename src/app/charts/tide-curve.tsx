/**
 * The intraday cumulative tide: net premium and the directional reading, calls net and puts net, over
 * the session on a US Eastern time axis. Dashes tell the lines apart without colour.
 */
import { useMemo, type ReactElement } from 'react';
import { formatMoney } from '../ui/format';
import { etTimeTicks, formatEtHourMinute } from './et-time-ticks';
import { LineChart, type XMark } from './line-chart';
import type { LineSeries } from './line-chart-model';

export interface TideCurvePoint {
  /** Epoch ms. */
  readonly t: number;
  readonly netPremium: number | null;
  readonly directional: number | null;
  readonly callNet: number | null;
  readonly putNet: number | null;
}

export function TideCurve(props: {
  points: readonly TideCurvePoint[];
  label: string;
  /** Economic releases of the session, marked at their time. */
  marks?: readonly XMark[];
}): ReactElement {
  const { points } = props;
  const series = useMemo<LineSeries[]>(
    () => [
      {
        id: 'net',
        label: 'net premium (paid − received)',
        color: 'var(--app-accent)',
        points: points.map((p) => ({ x: p.t, y: p.netPremium })),
      },
      {
        id: 'dir',
        label: 'directional reading',
        color: 'var(--color-flip)',
        dash: '6 3',
        points: points.map((p) => ({ x: p.t, y: p.directional })),
      },
      {
        id: 'call',
        label: 'calls net',
        color: 'var(--app-up)',
        dash: '2 2',
        points: points.map((p) => ({ x: p.t, y: p.callNet })),
      },
      {
        id: 'put',
        label: 'puts net',
        color: 'var(--app-down)',
        dash: '8 2 2 2',
        points: points.map((p) => ({ x: p.t, y: p.putNet })),
      },
    ],
    [points],
  );
  const ticks = useMemo(() => {
    const first = points[0]?.t;
    const last = points[points.length - 1]?.t;
    return first === undefined || last === undefined ? [] : etTimeTicks(first, last, 8);
  }, [points]);
  return (
    <LineChart
      series={series}
      label={props.label}
      xLabel="time (ET)"
      yLabel="cumulative premium ($)"
      formatX={formatEtHourMinute}
      formatY={(y) => formatMoney(y, { signed: true, digits: 1 })}
      xTicks={ticks}
      zeroLine
      height={280}
      {...(props.marks ? { xMarks: props.marks } : {})}
    />
  );
}
