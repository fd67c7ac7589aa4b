/** Structural versus flow-inclusive GEX and levels, side by side (from /with-flow). */
import type { ReactElement } from 'react';
import { regimeAgainstFlip, regimeWords } from '../../data/gamma-regime';
import { FLIP_LABEL } from '../../data/readings/flip';
import { levelsOf, withFlowBlock, type WithFlowAnswer } from '../../data/key-levels';
import { formatCount, formatMoney, formatPrice } from '../../ui/format';

export function FlowComparison(props: { payload: WithFlowAnswer }): ReactElement {
  const summary = props.payload.summary;
  const flow = levelsOf(withFlowBlock(props.payload, 'key_levels'));
  const structural = levelsOf(withFlowBlock(props.payload, 'key_levels_structural'));
  const structuralGex = summary?.structural_gex ?? null;
  const netGex = summary?.net_gex ?? null;
  const rows: [string, string, string][] = [
    ['Net GEX ($ per 1% move)', formatMoney(structuralGex, { signed: true }), formatMoney(netGex, { signed: true })],
    [
      `Gamma flip (${FLIP_LABEL.structural} / ${FLIP_LABEL['with-flow']})`,
      formatPrice(structural?.gamma_flip),
      formatPrice(flow?.gamma_flip),
    ],
    ['Call wall', formatPrice(structural?.call_wall), formatPrice(flow?.call_wall)],
    ['Put wall', formatPrice(structural?.put_wall), formatPrice(flow?.put_wall)],
    ['Max pain', formatPrice(structural?.max_pain), formatPrice(flow?.max_pain)],
    // The one definition used everywhere (gamma-regime.ts): the price against each variant's flip.
    [
      "Regime at the snapshot's spot (vs each flip)",
      regimeWords(regimeAgainstFlip(structural?.spot ?? null, structural?.gamma_flip ?? null)),
      regimeWords(regimeAgainstFlip(flow?.spot ?? null, flow?.gamma_flip ?? null)),
    ],
  ];
  return (
    <div>
      <table className="w-full text-xs" aria-label="Structural versus with-flow">
        <thead className="text-muted">
          <tr>
            <th className="text-left font-medium" />
            <th className="text-right font-medium">Structural</th>
            <th className="text-right font-medium">With flow</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label} className="border-t border-line/60">
              <td className="py-0.5 text-muted">{label}</td>
              <td className="num">{a}</td>
              <td className={`num ${a !== b ? 'font-semibold' : ''}`}>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-[11px] text-muted">
        Flow GEX {formatMoney(summary?.flow_gex ?? null, { signed: true })} from{' '}
        {formatCount(summary?.flow_orders_count ?? null)} large orders ({summary?.flow_source ?? '—'}); basis{' '}
        {summary?.gamma_basis ?? '—'}.
      </p>
    </div>
  );
}
