/**
 * The economic calendar's columns: when (ET), the release (its pick button, opening its history), its
 * impact, actual versus consensus and previous with the series' unit, the surprise, and the ETFs it moves.
 */
import type { ReactElement } from 'react';
import { formatFigure, type EconomicEvent, type EtfSensitivity } from '../../data/economic-readings';
import { formatCount, formatIv, formatRank, MISSING, toneClassOf } from '../../ui/format';
import { RowPickButton } from '../../ui/row-pick-button';
import type { TableColumn } from '../../ui/table-columns';

const IMPACT_MARK: Readonly<Record<string, string>> = { high: '●●●', medium: '●●○', low: '●○○' };
const IMPACT_CLASS: Readonly<Record<string, string>> = { high: 'text-down', medium: 'text-warn', low: 'text-muted' };

export function surpriseUnit(unit: string | null): string | null {
  // A surprise on a percent series is a difference of percents: percentage points.
  return unit === '%' ? 'pp' : unit;
}

function surpriseText(e: EconomicEvent): string {
  return formatFigure(e.surprise, surpriseUnit(e.unit), true);
}

/** The ETFs a release moves, as one CSV field: `SPY 0.82 avg 0.0041 n 12; TLT …`, numbers unformatted. */
export function sensitivityField(etfs: readonly EtfSensitivity[]): string | null {
  if (etfs.length === 0) return null;
  return etfs.map((s) => `${s.symbol} ${s.sensitivity ?? ''} avg ${s.avgAbsMovePct ?? ''} n ${s.n ?? ''}`).join('; ');
}

function Sensitivity(props: { etfs: readonly EtfSensitivity[] }): ReactElement {
  if (props.etfs.length === 0) return <span className="text-muted">{MISSING}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {props.etfs.map((s) => (
        <li key={s.symbol} className="whitespace-nowrap tabular-nums">
          <span className="font-medium">{s.symbol}</span> {formatRank(s.sensitivity)}
          <span className="text-muted">
            {' '}
            · avg move ±{formatIv(s.avgAbsMovePct, 2)} (n {formatCount(s.n)})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function calendarColumns(pick: {
  selected: string | null;
  onSelect: (e: EconomicEvent) => void;
}): TableColumn<EconomicEvent>[] {
  return [
    { id: 'date', header: 'Date', kind: 'time', value: (e) => e.date, className: 'whitespace-nowrap' },
    { id: 'time', header: 'Time (ET)', kind: 'text', value: (e) => e.time, className: 'whitespace-nowrap' },
    {
      id: 'event',
      header: 'Event',
      kind: 'text',
      rowHeader: true,
      value: (e) => e.name,
      cell: (e) => (
        <RowPickButton
          selected={pick.selected === e.name}
          onPick={() => pick.onSelect(e)}
          title="Show this series' actual versus consensus history"
          after={e.period ? <span className="block text-xs font-normal text-muted">{e.period}</span> : null}
        >
          {e.name}
        </RowPickButton>
      ),
      csvFields: [
        { header: 'Event', value: (e) => e.name },
        { header: 'Period', value: (e) => e.period },
        { header: 'Unit', value: (e) => e.unit },
      ],
    },
    {
      id: 'impact',
      header: 'Impact',
      kind: 'text',
      value: (e) => e.impact,
      className: (e) => `whitespace-nowrap ${IMPACT_CLASS[e.impact ?? ''] ?? 'text-muted'}`,
      cell: (e) => (
        <>
          <span aria-hidden="true">{IMPACT_MARK[e.impact ?? ''] ?? ''} </span>
          {e.impact ?? MISSING}
        </>
      ),
    },
    {
      id: 'actual',
      header: 'Actual',
      kind: 'number',
      value: (e) => e.actual,
      cell: (e) => formatFigure(e.actual, e.unit),
    },
    {
      id: 'consensus',
      header: 'Consensus',
      kind: 'number',
      value: (e) => e.consensus,
      cell: (e) => formatFigure(e.consensus, e.unit),
    },
    {
      id: 'previous',
      header: 'Previous',
      kind: 'number',
      value: (e) => e.previous,
      cell: (e) => formatFigure(e.previous, e.unit),
    },
    {
      id: 'surprise',
      header: 'Surprise',
      kind: 'number',
      value: (e) => e.surprise,
      cell: surpriseText,
      className: (e) => toneClassOf(surpriseText(e)),
    },
    {
      id: 'etfs',
      header: 'ETF sensitivity',
      kind: 'text',
      sortable: false,
      value: (e) => sensitivityField(e.etfs),
      cell: (e) => <Sensitivity etfs={e.etfs} />,
    },
  ];
}
