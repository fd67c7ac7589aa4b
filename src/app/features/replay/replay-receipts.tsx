/**
 * OI receipts of the replayed session's largest tape orders: did each open or close positions, read
 * from its contract's open interest in the next session's snapshot. Asked for on purpose: one contract
 * history per contract, at background priority behind the page's own requests.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import type { TapeEntry } from '../../data/tape-entry';
import { DataTable } from '../../ui/data-table';
import {
  RECEIPTED,
  ReceiptProgress,
  ReceiptSummary,
  SettlementNote,
  useReceipts,
  type ReceiptItem,
} from '../../ui/oi-receipts';
import { receiptColumns } from './replay-columns';

function receiptItem(e: TapeEntry): ReceiptItem | null {
  if (e.premium === null) return null;
  return {
    eventId: e.eventId,
    ticker: e.ticker,
    occ: e.occ,
    optionType: e.optionType,
    side: e.side ?? 'neutral',
    contracts: e.size,
    premium: e.premium,
  };
}

export function ReplayReceipts(props: { entries: readonly TapeEntry[]; session: string }): ReactElement {
  const [on, setOn] = useState(false);
  const items = useMemo(
    () => props.entries.map(receiptItem).filter((x): x is ReceiptItem => x !== null),
    [props.entries],
  );
  const { receipts, states, largest, progress, settlement } = useReceipts(items, props.session, on);
  const byId = useMemo(() => new Map(props.entries.map((e) => [e.eventId, e])), [props.entries]);
  const rows = useMemo(
    () => largest.map((i) => byId.get(i.eventId)).filter((e): e is TapeEntry => e !== undefined),
    [largest, byId],
  );
  const columns = useMemo(() => receiptColumns(receipts, states), [receipts, states]);
  return (
    <Panel
      title="OI receipts of the largest orders"
      testId="replay-receipts"
      note="Did each of the session's largest orders open positions (the contract's open interest rose by at least half its size once the session settled) or close them (fell by as much)? One contract history per contract, read on request."
    >
      {on ? (
        <>
          <p className="mb-1 text-xs text-muted">
            <ReceiptProgress progress={progress} />
          </p>
          <SettlementNote settlement={settlement} />
          <ReceiptSummary rows={items} receipts={receipts} />
          <DataTable
            id="replay-receipts"
            label="Largest orders and their OI receipts"
            className="mt-2"
            columns={columns}
            rows={rows}
            rowKey={(e) => e.eventId}
            size="xs"
          />
        </>
      ) : (
        <button
          type="button"
          data-testid="replay-receipts-button"
          className="rounded border border-line px-2 py-0.5 text-xs"
          onClick={() => setOn(true)}
        >
          OI receipts of the {RECEIPTED} largest orders
        </button>
      )}
    </Panel>
  );
}
