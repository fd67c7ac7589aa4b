/**
 * The chain of the contract's underlying for one expiry (picked from the chain's own expiries): calls
 * and puts side by side per strike with their greeks, the ATM strike of that expiry marked (from the
 * ATM answer), the page's contract highlighted, and every contract opening its own page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { formatCount, formatIv, formatPrice, formatRank, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import {
  atmStrikeOf,
  readChain,
  rowsAround,
  strikeRows,
  type AtmAnswer,
  type ChainAnswer,
  type ContractQuote,
} from './contract-readings';

/** Strikes shown around the money: a screenful either side. */
const STRIKES_SHOWN = 31;

function Side(props: { c: ContractQuote | null; current: string; side: 'call' | 'put' }): ReactElement {
  const { c } = props;
  const cells = [
    formatPrice(c?.price),
    formatIv(c?.iv),
    formatRank(c?.delta, 2),
    formatRank(c?.gamma, 4),
    formatPrice(c?.theta, 3),
    formatPrice(c?.vega, 3),
    formatCount(c?.openInterest),
  ];
  const ordered = props.side === 'call' ? cells : [...cells].reverse();
  const current = c !== null && c.occ === props.current;
  return (
    <>
      {ordered.map((v, i) => (
        <td key={i} className={`num ${current ? 'bg-accent/15 font-semibold' : ''}`}>
          {i === (props.side === 'call' ? 0 : ordered.length - 1) && c ? (
            <Link
              to={`/contract/${encodeURIComponent(c.occ)}`}
              className="underline decoration-dotted"
              aria-label={`Open ${c.occ}`}
              aria-current={current ? 'page' : undefined}
            >
              {v}
            </Link>
          ) : (
            v
          )}
        </td>
      ))}
    </>
  );
}

const HEAD = ['Price', 'IV', 'Delta', 'Gamma', 'Theta', 'Vega', 'OI'];

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
  const options = expiries.includes(props.expiry) ? expiries : [props.expiry, ...expiries];
  return (
    <ChartPanel
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
            <div className="max-h-[32rem] overflow-auto" tabIndex={0}>
              <table
                className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5 [&_td]:whitespace-nowrap"
                aria-label={`${props.ticker} chain ${props.expiry}`}
              >
                <thead className="sticky top-0 bg-panel text-xs text-muted">
                  <tr>
                    <th colSpan={HEAD.length} className="text-center font-normal text-up">
                      Calls
                    </th>
                    <th className="font-normal" />
                    <th colSpan={HEAD.length} className="text-center font-normal text-down">
                      Puts
                    </th>
                  </tr>
                  <tr>
                    {HEAD.map((h) => (
                      <th key={`c${h}`} className="num font-normal">
                        {h}
                      </th>
                    ))}
                    <th className="num font-normal">Strike</th>
                    {[...HEAD].reverse().map((h) => (
                      <th key={`p${h}`} className="num font-normal">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const atm = r.strike === atmStrike;
                    return (
                      <tr
                        key={r.strike}
                        data-atm={atm ? 'true' : undefined}
                        className={`border-b border-line/50 ${atm ? 'outline outline-1 outline-accent' : ''}`}
                      >
                        <Side c={r.call} current={props.occ} side="call" />
                        <th scope="row" className="num px-2 font-semibold">
                          {formatPrice(r.strike)}
                          {atm ? <span className="ml-1 text-[10px] text-accent">ATM</span> : null}
                        </th>
                        <Side c={r.put} current={props.occ} side="put" />
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </ChartPanel>
  );
}
