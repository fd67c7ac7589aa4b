/**
 * A table of dark-pool blocks: a ticker's detected blocks, the market's blocks, its recent notable
 * prints and the alerts (with their severity). Each ticker opens its own dark-pool page. A block reads
 * as a trader weighs it: its size against the ticker's ADV, where the price went in the 5 minutes after
 * (impact), and whether the option flow around it leans the same way (with the flow that says so).
 * Every missing figure shows as "—".
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatCount, formatMoney, formatPrice, formatSigned, MISSING } from '../../ui/format';
import { confirmationText, nbboClass, nbboText, pctText, printTime, TABLE_CLASS } from './darkpool-format';
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

export function BlocksTable(props: {
  rows: readonly BlockRow[];
  label: string;
  showTicker: boolean;
  empty?: string;
}): ReactElement {
  if (props.rows.length === 0)
    return <p className="p-2 text-sm text-muted">{props.empty ?? 'No blocks in this session yet.'}</p>;
  const severity = props.rows.some((r) => r.severity);
  return (
    <div className="max-h-72 overflow-auto" tabIndex={0} aria-label={`${props.label} (scrolls)`}>
      <table className={TABLE_CLASS} aria-label={props.label}>
        <thead className="sticky top-0 bg-panel text-muted">
          <tr>
            <th className="text-left font-normal">Time (ET)</th>
            {props.showTicker ? <th className="text-left font-normal">ticker</th> : null}
            <th className="num font-normal">price</th>
            <th className="num font-normal">size</th>
            <th className="num font-normal">$</th>
            <th className="num font-normal" title="size as a share of the ticker's average daily volume">
              %ADV
            </th>
            <th className="num font-normal" title={IMPACT_HINT}>
              impact bps
            </th>
            <th className="text-left font-normal">NBBO location</th>
            <th className="text-left font-normal">options</th>
            {severity ? <th className="text-left font-normal">severity</th> : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((b, i) => {
            const evidence = evidenceText(b.evidence);
            return (
              <tr key={`${b.time}|${b.ticker}|${i}`} className="border-t border-line/50">
                <td className="font-mono">{printTime(b.time)}</td>
                {props.showTicker ? (
                  <td>
                    {b.ticker ? (
                      <Link to={`/darkpool/${b.ticker}`} className="font-medium underline decoration-dotted">
                        {b.ticker}
                      </Link>
                    ) : (
                      MISSING
                    )}
                  </td>
                ) : null}
                <td className="num">{formatPrice(b.price)}</td>
                <td className="num">{formatCount(b.size)}</td>
                <td className="num">{formatMoney(b.premium)}</td>
                <td className="num">{pctText(b.pctAdv, 2)}</td>
                <td className="num" title={IMPACT_HINT}>
                  {b.impactBps === null ? MISSING : formatSigned(b.impactBps, 1)}
                </td>
                <td className={nbboClass(b.nbboLabel)}>{nbboText(b.nbboLabel)}</td>
                <td>
                  {confirmationText(b.confirmation)}
                  {evidence ? <span className="ml-1 text-[11px] text-muted">({evidence})</span> : null}
                </td>
                {severity ? <td>{b.severity ?? MISSING}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
