/** Structural versus flow-inclusive GEX and levels, side by side (from /with-flow). */
import type { ReactElement } from 'react';
import { regimeAgainstFlip, regimeWords } from '../../data/gamma-regime';
import { FLIP_LABEL } from '../../data/readings/flip';
import { levelsOf, withFlowBlock, type WithFlowAnswer } from '../../data/key-levels';
import { DataTable } from '../../ui/data-table';
import { formatCount, formatMoney, formatPrice } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';

/** A figure of one variant: the unformatted value (a number, or the regime's words) and its text. */
interface Reading {
  readonly value: number | string | null;
  readonly text: string;
}

interface ComparisonRow {
  readonly label: string;
  readonly structural: Reading;
  readonly flow: Reading;
}

/** The two variants of each figure; the with-flow one is bold where it differs. */
const COMPARISON_COLUMNS: readonly TableColumn<ComparisonRow>[] = [
  {
    id: 'figure',
    header: '',
    csvHeader: 'figure',
    kind: 'text',
    sortable: false,
    value: (r) => r.label,
    className: 'text-muted',
  },
  {
    id: 'structural',
    header: 'Structural',
    kind: 'number',
    sortable: false,
    value: (r) => r.structural.value,
    cell: (r) => r.structural.text,
  },
  {
    id: 'flow',
    header: 'With flow',
    kind: 'number',
    sortable: false,
    value: (r) => r.flow.value,
    cell: (r) => r.flow.text,
    className: (r) => (r.structural.text !== r.flow.text ? 'font-semibold' : ''),
  },
];

export function FlowComparison(props: { payload: WithFlowAnswer }): ReactElement {
  const summary = props.payload.summary;
  const flow = levelsOf(withFlowBlock(props.payload, 'key_levels'));
  const structural = levelsOf(withFlowBlock(props.payload, 'key_levels_structural'));
  const structuralGex = summary?.structural_gex ?? null;
  const netGex = summary?.net_gex ?? null;
  const money = (v: number | null): Reading => ({ value: v, text: formatMoney(v, { signed: true }) });
  const price = (v: number | null | undefined): Reading => ({ value: v ?? null, text: formatPrice(v) });
  const regime = (spot: number | null | undefined, flip: number | null | undefined): Reading => {
    const words = regimeWords(regimeAgainstFlip(spot ?? null, flip ?? null));
    return { value: words, text: words };
  };
  const rows: ComparisonRow[] = [
    { label: 'Net GEX ($ per 1% move)', structural: money(structuralGex), flow: money(netGex) },
    {
      label: `Gamma flip (${FLIP_LABEL.structural} / ${FLIP_LABEL['with-flow']})`,
      structural: price(structural?.gamma_flip),
      flow: price(flow?.gamma_flip),
    },
    { label: 'Call wall', structural: price(structural?.call_wall), flow: price(flow?.call_wall) },
    { label: 'Put wall', structural: price(structural?.put_wall), flow: price(flow?.put_wall) },
    { label: 'Max pain', structural: price(structural?.max_pain), flow: price(flow?.max_pain) },
    // The one definition used everywhere (gamma-regime.ts): the price against each variant's flip.
    {
      label: "Regime at the snapshot's spot (vs each flip)",
      structural: regime(structural?.spot, structural?.gamma_flip),
      flow: regime(flow?.spot, flow?.gamma_flip),
    },
  ];
  return (
    <div>
      <DataTable
        id="gex-flow-comparison"
        label="Structural versus with-flow"
        columns={COMPARISON_COLUMNS}
        rows={rows}
        rowKey={(r) => r.label}
        size="xs"
      />
      <p className="mt-1 text-[11px] text-muted">
        Flow GEX {formatMoney(summary?.flow_gex ?? null, { signed: true })} from{' '}
        {formatCount(summary?.flow_orders_count ?? null)} large orders ({summary?.flow_source ?? '—'}); basis{' '}
        {summary?.gamma_basis ?? '—'}.
      </p>
    </div>
  );
}
