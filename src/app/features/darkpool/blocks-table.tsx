/**
 * A table of dark-pool blocks: a ticker's detected blocks, the market's blocks, its recent notable
 * prints and the alerts (with their severity). Each ticker opens its own dark-pool page. A block reads
 * as a trader weighs it: its size against the ticker's ADV, where the price went in the 5 minutes after
 * (impact), and whether the option flow around it leans the same way (with the flow that says so).
 * Every missing figure shows as "—". Its columns sort and it exports CSV (the options read with its
 * evidence as separate fields).
 */
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { formatCount, formatMoney, formatPrice, formatSigned, MISSING } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { confirmationText, nbboClass, nbboText, pctText, printTime } from './darkpool-format';
import type { BlockRow, ConfirmationEvidence } from './darkpool-readers';

const IMPACT_HINT = 'price 5 min after the print versus the print price, in basis points; — until observed';

/** "net +$22.9M of $73.0M · 276 orders ±15 min": the option flow behind the read. */
function evidenceText(e: ConfirmationEvidence): string | null {
  if (e.orders === null && e.netBullish === null) return null;
  const parts: string[] = [];
  if (e.netBullish !== null)
    parts.push(`net ${formatMoney(e.netBullish, { signed: true })} of ${formatMoney(e.gross)} bullish-signed`);
  if (e.orders !== null)
    parts.push(`${formatCount(e.orders)} orders${e.windowMinutes === null ? '' : ` ±${e.windowMinutes} min`}`);
  return parts.join(' · ');
}

const TIME: TableColumn<BlockRow> = {
  id: 'time',
  header: 'Time (ET)',
  csvHeader: 'time',
  kind: 'time',
  value: (b) => b.time,
  cell: (b) => printTime(b.time),
  className: 'font-mono',
};

const TICKER: TableColumn<BlockRow> = {
  id: 'ticker',
  header: 'ticker',
  kind: 'text',
  value: (b) => b.ticker,
  cell: (b) =>
    b.ticker ? (
      <Link to={`/darkpool/${b.ticker}`} className="font-medium underline decoration-dotted">
        {b.ticker}
      </Link>
    ) : (
      MISSING
    ),
};

const FIGURES: readonly TableColumn<BlockRow>[] = [
  { id: 'price', header: 'price', kind: 'number', value: (b) => b.price, cell: (b) => formatPrice(b.price) },
  { id: 'size', header: 'size', kind: 'number', value: (b) => b.size, cell: (b) => formatCount(b.size) },
  {
    id: 'premium',
    header: '$',
    csvHeader: 'premium_usd',
    kind: 'number',
    value: (b) => b.premium,
    cell: (b) => formatMoney(b.premium),
  },
  {
    id: 'pct_adv',
    header: '%ADV',
    // The decimal share, as the readers keep it (0.012 = 1.2% of ADV).
    csvHeader: 'adv_share',
    title: "size as a share of the ticker's average daily volume",
    kind: 'number',
    value: (b) => b.pctAdv,
    cell: (b) => pctText(b.pctAdv, 2),
  },
  {
    id: 'impact',
    header: 'impact bps',
    csvHeader: 'impact_bps',
    title: IMPACT_HINT,
    kind: 'number',
    value: (b) => b.impactBps,
    cell: (b) => (b.impactBps === null ? MISSING : formatSigned(b.impactBps, 1)),
  },
  {
    id: 'nbbo',
    header: 'NBBO location',
    csvHeader: 'nbbo_location',
    kind: 'text',
    value: (b) => b.nbboLabel,
    cell: (b) => <span className={nbboClass(b.nbboLabel)}>{nbboText(b.nbboLabel)}</span>,
  },
  {
    id: 'options',
    header: 'options',
    kind: 'text',
    value: (b) => b.confirmation,
    csvFields: [
      { header: 'options_confirmation', value: (b) => b.confirmation },
      { header: 'options_orders', value: (b) => b.evidence.orders },
      { header: 'options_net_bullish_usd', value: (b) => b.evidence.netBullish },
      { header: 'options_gross_usd', value: (b) => b.evidence.gross },
    ],
    cell: (b) => {
      const evidence = evidenceText(b.evidence);
      return (
        <>
          {confirmationText(b.confirmation)}
          {evidence ? <span className="ml-1 text-[11px] text-muted">({evidence})</span> : null}
        </>
      );
    },
  },
];

const SEVERITY: TableColumn<BlockRow> = { id: 'severity', header: 'severity', kind: 'text', value: (b) => b.severity };

export function BlocksTable(props: {
  /** Unique on the page: the table's sort parameter and CSV name. */
  id: string;
  rows: readonly BlockRow[];
  label: string;
  showTicker: boolean;
  empty?: string;
}): ReactElement {
  const severity = props.rows.some((r) => r.severity);
  const columns = useMemo(
    () => [TIME, ...(props.showTicker ? [TICKER] : []), ...FIGURES, ...(severity ? [SEVERITY] : [])],
    [props.showTicker, severity],
  );
  if (props.rows.length === 0)
    return <p className="p-2 text-sm text-muted">{props.empty ?? 'No blocks in this session yet.'}</p>;
  return (
    <DataTable
      id={props.id}
      label={props.label}
      columns={columns}
      rows={props.rows}
      rowKey={(b, i) => `${b.time}|${b.ticker}|${i}`}
      height="max-h-72"
      size="xs"
      nowrap
    />
  );
}
