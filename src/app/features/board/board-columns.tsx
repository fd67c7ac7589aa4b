/**
 * The board's columns: each cell as the board draws it (a skeleton while its source is still coming, "—"
 * once it answered without a reading), the raw figure it sorts and exports by, and the per-cell
 * attributes the readings are checked by (`data-level`, `data-source`, `data-regime`…).
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { REGIME_DEFINITION, regimeTitle, regimeWords, type RegimeReading } from '../../data/gamma-regime';
import { DIRECTION_DEFINITION, DIRECTION_LOOK, type Direction } from '../../data/readings/direction';
import { FLIP_DEFINITION, FLIP_LABEL, LEVELS_ANSWER_VARIANT } from '../../data/readings/flip';
import { fromLastLabel } from '../../data/level-distances';
import { etCsvTime, etHeader } from '../../ui/csv-export';
import {
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatSigned,
  MISSING,
  toneClassOf,
} from '../../ui/format';
import { Skeleton } from '../../ui/skeleton';
import type { TableColumn } from '../../ui/table-columns';
import type { BoardRow } from './board-rows';
import { levelsComputedLabel } from './levels-label';

/** A board row with what the page knows about its sources still loading, and where the row opens. */
export interface BoardLine {
  readonly row: BoardRow;
  /** The row's GEX page (with the session when it is a past one). */
  readonly link: string;
  readonly loading: {
    readonly quote: boolean;
    readonly levels: boolean;
    readonly regime: boolean;
    readonly atm: boolean;
    readonly directional: boolean;
    readonly flow: boolean;
  };
  /** What is still on its way for this row ("levels queued · quote…"), or its levels' failure. */
  readonly state: ReactNode;
}

/** A distance from the row's last price; its title says what it is measured from. */
function Distance(props: { pct: number | null; abs: number | null; loading: boolean; from: string }): ReactElement {
  if (props.pct === null) return props.loading ? <Skeleton /> : <>{MISSING}</>;
  return (
    <span title={`${formatSigned(props.abs, 2)} $ ${props.from}`} data-from={props.from}>
      {formatPercentChange(props.pct, 1)} <span className="text-muted">{formatSigned(props.abs, 2)}</span>
    </span>
  );
}

function Regime(props: { reading: RegimeReading; loading: boolean }): ReactElement {
  const r = props.reading;
  if (!r.regime) return props.loading ? <Skeleton /> : <>{MISSING}</>;
  return (
    <span
      className={r.regime === 'long' ? 'text-up' : 'text-down'}
      title={regimeTitle(r)}
      data-regime={r.regime}
      data-basis={r.basis}
      data-flip-variant={r.variant ?? ''}
      data-flip={r.flip ?? ''}
      data-price={r.spot ?? ''}
    >
      {regimeWords(r.regime)}
      {r.basis === 'snapshot' ? <span className="ml-1 text-[10px] text-muted">snapshot</span> : null}
    </span>
  );
}

/** The row's direction (readings/direction.ts) with the score it is the sign of. */
function Reading(props: { v: number | null; direction: Direction | null }): ReactElement {
  if (props.direction === null) return <>{MISSING}</>;
  const look = DIRECTION_LOOK[props.direction];
  return (
    <span className={look.cls} data-direction={props.direction} title={DIRECTION_DEFINITION}>
      {look.text} <span className="text-muted">{formatMoney(props.v, { signed: true })}</span>
    </span>
  );
}

/** What a row's distances are measured from: the last price, or on a past session the levels' spot. */
function fromLabel(r: BoardRow): string {
  return r.lastSource === 'snapshot'
    ? `from the closing snapshot's spot ${formatPrice(r.last)}`
    : fromLastLabel(r.last);
}

type Level = 'gamma_flip' | 'local_gamma_transition' | 'call_wall' | 'put_wall' | 'max_pain';

/** A "To <level>" column: the percent distance sorts; the CSV carries the percent and the dollars. */
function distanceColumn(
  id: string,
  level: Level,
  header: string,
  title: string,
  pick: (r: BoardRow) => { pct: number | null; abs: number | null },
): TableColumn<BoardLine> {
  return {
    id,
    header,
    title,
    kind: 'number',
    value: (l) => pick(l.row).pct,
    cell: (l) => <Distance {...pick(l.row)} loading={l.loading.levels || l.loading.quote} from={fromLabel(l.row)} />,
    cellProps: (l) =>
      level === 'gamma_flip'
        ? { 'data-level': level, 'data-flip-variant': l.row.flip.variant, 'data-value': l.row.flip.price ?? '' }
        : { 'data-level': level },
    csvFields: [
      { header: `${header} (fraction)`, value: (l) => pick(l.row).pct },
      { header: `${header} ($)`, value: (l) => pick(l.row).abs },
    ],
  };
}

export const BOARD_COLUMNS: readonly TableColumn<BoardLine>[] = [
  {
    id: 'ticker',
    header: 'Ticker',
    kind: 'text',
    value: (l) => l.row.ticker,
    className: 'font-mono font-semibold',
    cell: (l) => (
      <>
        {/* The row is the tab stop; the link stays for a pointer and "open in new tab". */}
        <Link to={l.link} tabIndex={-1}>
          {l.row.ticker}
        </Link>
        {l.row.realtime === false ? <span className="ml-1 text-[10px] text-warn">delayed</span> : null}
      </>
    ),
    csvFields: [
      { header: 'Ticker', value: (l) => l.row.ticker },
      { header: 'Real-time quote', value: (l) => l.row.realtime },
    ],
  },
  {
    id: 'last',
    header: 'Last',
    kind: 'number',
    value: (l) => l.row.last,
    cell: (l) => (l.row.last === null && l.loading.quote ? <Skeleton /> : formatPrice(l.row.last)),
    cellProps: (l) => ({ 'data-source': l.row.lastSource ?? '' }),
  },
  {
    id: 'changePct',
    header: 'Chg',
    kind: 'number',
    value: (l) => l.row.changePct,
    className: (l) => (l.row.changePct === null ? '' : toneClassOf(formatPercentChange(l.row.changePct, 2))),
    cell: (l) => (l.row.changePct === null && l.loading.quote ? <Skeleton /> : formatPercentChange(l.row.changePct, 2)),
    csvHeader: 'Change (fraction)',
  },
  {
    id: 'regime',
    header: 'Regime',
    title: REGIME_DEFINITION,
    kind: 'text',
    value: (l) => l.row.regime.regime,
    className: 'whitespace-nowrap',
    cell: (l) => <Regime reading={l.row.regime} loading={l.loading.regime} />,
  },
  distanceColumn('flipPct', 'gamma_flip', `To ${FLIP_LABEL[LEVELS_ANSWER_VARIANT]}`, FLIP_DEFINITION, (r) => ({
    pct: r.flipPct,
    abs: r.flipAbs,
  })),
  distanceColumn(
    'localPct',
    'local_gamma_transition',
    'To local γ',
    'From the last traded price to the local gamma transition',
    (r) => ({ pct: r.localPct, abs: r.localAbs }),
  ),
  distanceColumn('callWallPct', 'call_wall', 'To call wall', 'From the last traded price to the call wall', (r) => ({
    pct: r.callWallPct,
    abs: r.callWallAbs,
  })),
  distanceColumn('putWallPct', 'put_wall', 'To put wall', 'From the last traded price to the put wall', (r) => ({
    pct: r.putWallPct,
    abs: r.putWallAbs,
  })),
  distanceColumn('maxPainPct', 'max_pain', 'To max pain', 'From the last traded price to max pain', (r) => ({
    pct: r.maxPainPct,
    abs: r.maxPainAbs,
  })),
  {
    id: 'atmIv',
    header: 'ATM IV',
    title: 'ATM implied volatility, 30 days',
    kind: 'number',
    value: (l) => l.row.atmIv,
    cell: (l) => (l.loading.atm ? <Skeleton /> : formatIv(l.row.atmIv)),
  },
  {
    id: 'directional',
    header: 'Direction',
    title: DIRECTION_DEFINITION,
    kind: 'number',
    value: (l) => l.row.directional,
    cell: (l) => (l.loading.directional ? <Skeleton /> : <Reading v={l.row.directional} direction={l.row.direction} />),
    csvFields: [
      { header: 'Direction', value: (l) => l.row.direction },
      { header: 'Directional score ($)', value: (l) => l.row.directional },
    ],
  },
  {
    id: 'flowNetPremium',
    header: 'Flow net prem.',
    kind: 'number',
    value: (l) => l.row.flowNetPremium,
    cell: (l) => (l.loading.flow ? <Skeleton /> : formatMoney(l.row.flowNetPremium, { signed: true })),
  },
  {
    id: 'levelsAt',
    header: 'Levels computed at',
    kind: 'time',
    value: (l) => l.row.snapshotAsOf,
    className: 'whitespace-nowrap text-xs text-muted',
    cell: (l) => (l.row.levels ? levelsComputedLabel(l.row.levels.spot, l.row.snapshotAsOf) : MISSING),
    cellProps: () => ({ 'data-testid': 'levels-at' }),
    csvFields: [
      { header: 'Levels spot', value: (l) => l.row.levels?.spot ?? null },
      { header: etHeader('Levels computed at'), value: (l) => etCsvTime(l.row.snapshotAsOf) },
    ],
  },
  {
    id: 'state',
    header: <span className="sr-only">Loading</span>,
    kind: 'text',
    value: () => null,
    sortable: false,
    csv: false,
    // One line: a wrapped "levels queued · quote…" would make every loading row several lines high.
    className: 'whitespace-nowrap text-xs',
    cell: (l) => l.state,
  },
];
