/**
 * The chain of the contract's underlying for one expiry (picked from the chain's own expiries): calls
 * and puts side by side per strike with their greeks, the ATM strike of that expiry marked (from the
 * ATM answer), the page's contract highlighted, and every contract opening its own page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { DataTable } from '../../ui/data-table';
import { formatPrice, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { atmStrikeOf, readChain, rowsAround, strikeRows, type AtmAnswer, type ChainAnswer } from './contract-readings';
import { CHAIN_SIDE_SPAN, chainColumns } from './chain-columns';

/** The head's row above the columns: calls on the left, puts on the right, of the strike. */
const CHAIN_GROUPS = [
  { label: 'Calls', span: CHAIN_SIDE_SPAN, className: 'text-center text-up' },
  { label: '', span: 1 },
  { label: 'Puts', span: CHAIN_SIDE_SPAN, className: 'text-center text-down' },
];

/** Strikes shown around the money: a screenful either side. */
const STRIKES_SHOWN = 31;

export function ChainPanel(props: {
  occ: string;
  ticker: string;
  expiry: string;
  onExpiry: (expiry: string) => void;
  query: UseQueryResult<ChainAnswer>;
  atm: UseQueryResult<AtmAnswer>;
  /** The chain of the contract's own expiry: its expiry list stands in when the shown chain has none. */
  ownExpiries: ChainAnswer | undefined;
  /** The page's contract strike: its row stays in view on its own expiry. */
  strike: number;
  ownExpiry: string;
}): ReactElement {
  const chain = useMemo(() => readChain(props.query.data), [props.query.data]);
  const expiries = chain.expirations.length > 0 ? chain.expirations : readChain(props.ownExpiries).expirations;
  const atmStrike = props.atm.data ? atmStrikeOf(props.atm.data, props.expiry) : null;
  const rows = useMemo(
    () =>
      rowsAround(
        strikeRows(chain.contracts, props.expiry),
        atmStrike ?? chain.spot,
        STRIKES_SHOWN,
        props.expiry === props.ownExpiry ? props.strike : null,
      ),
    [chain, props.expiry, atmStrike, props.ownExpiry, props.strike],
  );
  const columns = useMemo(() => chainColumns(props.occ, atmStrike), [props.occ, atmStrike]);
  const options = expiries.includes(props.expiry) ? expiries : [props.expiry, ...expiries];
  return (
    <Panel
      title={`${props.ticker} chain`}
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={
        <span>
          Greeks and theoretical prices from the latest snapshot; spot {formatPrice(chain.spot)}; ATM strike{' '}
          <span data-testid="chain-atm-strike">{atmStrike === null ? MISSING : formatPrice(atmStrike)}</span>. Click a
          price to open that contract.
        </span>
      }
      testId="contract-chain"
    >
      <label className="mb-2 flex items-center gap-2 text-sm">
        Expiry
        <select
          aria-label="Expiry"
          value={props.expiry}
          onChange={(e) => props.onExpiry(e.target.value)}
          className="rounded border border-line bg-raised px-1 py-0.5"
        >
          {options.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={props.query} label="chain" height="h-96">
        {() =>
          rows.length === 0 ? (
            <p className="py-3 text-sm text-muted">The chain lists no contract expiring {props.expiry}.</p>
          ) : (
            <DataTable
              id="contract-chain"
              label={`${props.ticker} chain ${props.expiry}`}
              columns={columns}
              headGroups={CHAIN_GROUPS}
              rows={rows}
              rowKey={(r) => r.strike}
              rowAttributes={(r) => ({ 'data-atm': r.strike === atmStrike ? 'true' : undefined })}
              rowClassName={(r) => (r.strike === atmStrike ? 'outline outline-1 outline-accent' : '')}
              height="max-h-[32rem]"
              nowrap
            />
          )
        }
      </QueryState>
    </Panel>
  );
}
