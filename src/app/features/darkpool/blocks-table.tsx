/**
 * A table of dark-pool blocks: a ticker's detected blocks, the market's recent notable prints and the
 * alerts (with their severity). Every missing figure shows as "—".
 */
import type { ReactElement } from 'react';
import { formatCount, formatMoney, formatPrice, formatSigned, MISSING } from '../../ui/format';
import { confirmationText, nbboClass, nbboText, pctText, printTime, TABLE_CLASS } from './darkpool-format';
import type { BlockRow } from './darkpool-readers';

export function BlocksTable(props: { rows: readonly BlockRow[]; label: string; showTicker: boolean }): ReactElement {
  if (props.rows.length === 0) return <p className="p-2 text-sm text-muted">No blocks in this session yet.</p>;
  return (
    <div className="max-h-72 overflow-auto">
      <table className={TABLE_CLASS} aria-label={props.label}>
        <thead className="sticky top-0 bg-panel text-muted">
          <tr>
            <th className="text-left font-normal">time ET</th>
            {props.showTicker ? <th className="text-left font-normal">ticker</th> : null}
            <th className="num font-normal">price</th>
            <th className="num font-normal">size</th>
            <th className="num font-normal">$</th>
            <th className="num font-normal">%ADV</th>
            <th className="num font-normal">impact bps</th>
            <th className="text-left font-normal">NBBO location</th>
            <th className="text-left font-normal">options</th>
            {props.rows.some((r) => r.severity) ? <th className="text-left font-normal">severity</th> : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((b, i) => (
            <tr key={`${b.time}|${b.ticker}|${i}`} className="border-t border-line/50">
              <td className="font-mono">{printTime(b.time)}</td>
              {props.showTicker ? <td className="font-medium">{b.ticker ?? MISSING}</td> : null}
              <td className="num">{formatPrice(b.price)}</td>
              <td className="num">{formatCount(b.size)}</td>
              <td className="num">{formatMoney(b.premium)}</td>
              <td className="num">{pctText(b.pctAdv, 2)}</td>
              <td className="num">{b.impactBps === null ? MISSING : formatSigned(b.impactBps, 1)}</td>
              <td className={nbboClass(b.nbboLabel)}>{nbboText(b.nbboLabel)}</td>
              <td>{confirmationText(b.confirmation)}</td>
              {props.rows.some((r) => r.severity) ? <td>{b.severity ?? MISSING}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
