/** Abnormal trades as a list, newest first: time (ET), ticker, the contract (opens its page), side, premium. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { contractText, sideText } from '../../ui/contract-text';
import { formatEtTime, formatMoney } from '../../ui/format';
import type { AbnormalEntry } from '../../data/abnormal-row';
import type { OiReceipt } from '../../data/oi-receipt';
import { ReceiptBadge } from '../../ui/oi-receipts';

const SIDE_CLASS = { buy: 'text-up', sell: 'text-down', neutral: 'text-muted' } as const;

export function AbnormalList(props: {
  rows: readonly AbnormalEntry[];
  label: string;
  empty: string;
  /** OI receipts by event_id, when asked for. */
  receipts?: ReadonlyMap<string, OiReceipt>;
}): ReactElement {
  return (
    // The box scrolls, so it takes keyboard focus.
    <ul className="min-h-0 flex-1 overflow-auto text-xs" aria-label={props.label} tabIndex={0}>
      {props.rows.length === 0 ? <li className="p-2 text-muted">{props.empty}</li> : null}
      {props.rows.map((r) => (
        <li
          key={r.eventId}
          data-event-id={r.eventId}
          className="num flex flex-wrap justify-between gap-x-2 border-b border-line/40 py-0.5"
        >
          <span className="text-muted">{formatEtTime(r.timestamp)}</span>
          <span className="font-semibold">{r.ticker}</span>
          {r.occ ? (
            <Link
              to={`/contract/${encodeURIComponent(r.occ)}`}
              className="underline decoration-dotted underline-offset-2"
              title={r.occ}
            >
              {contractText(r)}
            </Link>
          ) : (
            <span>{contractText(r)}</span>
          )}
          <span className={r.side ? SIDE_CLASS[r.side] : 'text-muted'}>{sideText(r.side)}</span>
          <span className="text-right">{formatMoney(r.premium)}</span>
          {props.receipts?.has(r.eventId) ? (
            <ReceiptBadge receipt={props.receipts.get(r.eventId)!} occ={r.occ} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
