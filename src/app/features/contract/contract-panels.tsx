/** Panels of the contract page: quote and greeks, per-contract flow, raw exchange prints. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { tapeOrder, tapeRows, type TapeOrder } from '../../../api/tape-row';
import { ChartPanel } from '../../charts/chart-panel';
import { asObj } from '../../data/readers';
import {
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { findContract, readChain, readContractQuote, readOiSnapshot, readPrints } from './contract-readings';

type Q = UseQueryResult<unknown>;

function meta(d: unknown): FreshnessMeta {
  return (asObj(d) ?? {}) as FreshnessMeta;
}

function badge(q: Q): ReactElement | null {
  return q.data ? <FreshnessBadge meta={meta(q.data)} /> : null;
}

export function ProfilePanel(props: { occ: string; query: Q; fromChain: boolean; oi: Q }): ReactElement {
  const latestOi = props.oi.data ? readOiSnapshot(props.oi.data) : null;
  return (
    <ChartPanel
      title="Quote and greeks"
      badges={badge(props.query)}
      note={
        props.fromChain
          ? 'From the latest chain snapshot of its expiry (the service publishes no lookup by OCC symbol). Price is theoretical.'
          : 'Price is theoretical.'
      }
      testId="contract-profile"
    >
      <QueryState query={props.query} label="contract quote">
        {(d) => {
          const c = props.fromChain ? findContract(readChain(d), props.occ) : readContractQuote(asObj(d) ?? {});
          if (!c) {
            return <p className="py-3 text-sm text-muted">The latest chain does not list {props.occ}.</p>;
          }
          const figures: [string, string][] = [
            ['Price', formatPrice(c.price)],
            ['IV', formatIv(c.iv)],
            ['Delta', formatRank(c.delta, 3)],
            ['Gamma', formatRank(c.gamma, 4)],
            ['Theta', formatPrice(c.theta, 3)],
            ['Vega', formatPrice(c.vega, 3)],
            ['Open interest', formatCount(latestOi?.openInterest ?? c.openInterest)],
            ['Volume', formatCount(c.volume)],
            ['Days to expiry', formatCount(c.dte)],
            ['Underlying', formatPrice(readChain(d).spot)],
          ];
          return (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
              {figures.map(([k, v]) => (
                <div key={k}>
                  <dt className="text-xs text-muted">{k}</dt>
                  <dd className="num text-left font-semibold" data-figure={k}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

/** A bought call or a sold put leans bullish; a sold call or a bought put, bearish. */
function sentimentClass(o: TapeOrder['order']): string {
  const buy = o.direction?.toLowerCase() === 'buy';
  const sell = o.direction?.toLowerCase() === 'sell';
  const call = o.option_type?.toLowerCase() === 'call';
  const put = o.option_type?.toLowerCase() === 'put';
  if ((buy && call) || (sell && put)) return 'text-up';
  if ((sell && call) || (buy && put)) return 'text-down';
  return '';
}

const th = 'num font-normal';

export function FlowPanel(props: { occ: string; query: Q }): ReactElement {
  return (
    <ChartPanel
      title="Flow on this contract"
      badges={badge(props.query)}
      note="Recorded orders of 100 contracts or more, latest session; colour is the order's lean (a sold put is bullish)."
      testId="contract-flow"
    >
      <QueryState query={props.query} label="contract flow">
        {(d) => {
          const session = String(asObj(d)?.session ?? '');
          const orders = tapeRows(d)
            .map((r) => tapeOrder(r, session))
            .filter((o): o is TapeOrder => o !== null)
            .sort((a, b) => b.ts_ms - a.ts_ms);
          if (orders.length === 0) {
            return (
              <p className="py-3 text-sm text-muted" data-testid="contract-flow-empty">
                No recorded order on {props.occ} in session {session || MISSING} yet.
              </p>
            );
          }
          return (
            <div className="max-h-80 overflow-auto" tabIndex={0}>
              <table
                className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5 [&_td]:whitespace-nowrap"
                aria-label={`Flow on ${props.occ}`}
              >
                <thead className="sticky top-0 bg-panel text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">Time (ET)</th>
                    <th className="text-left font-normal">Side</th>
                    <th className={th}>Contracts</th>
                    <th className={th}>Price</th>
                    <th className={th}>Premium</th>
                    <th className={th}>Spot</th>
                    <th className={th}>IV</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map(({ event_id, ts_ms, order: o }) => (
                    <tr key={event_id} className="border-b border-line/50">
                      <td>{formatEtTime(ts_ms)}</td>
                      <td className={sentimentClass(o)}>
                        {o.direction ?? MISSING}
                        {o.direction_confidence !== null ? ` (${formatRank(o.direction_confidence)})` : ''}
                      </td>
                      <td className="num">{formatCount(o.total_contracts)}</td>
                      <td className="num">{formatPrice(o.avg_price)}</td>
                      <td className="num">{formatMoney(o.premium)}</td>
                      <td className="num">{formatPrice(o.spot_price)}</td>
                      <td className="num">{formatIv(o.implied_volatility)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function PrintsPanel(props: { occ: string; query: Q }): ReactElement {
  return (
    <ChartPanel
      title="Raw prints"
      badges={badge(props.query)}
      note="Exchange prints of this contract, latest session, newest first."
      testId="contract-prints"
    >
      <QueryState query={props.query} label="prints">
        {(d) => {
          const prints = readPrints(d);
          if (prints.length === 0) {
            return (
              <p className="py-3 text-sm text-muted" data-testid="contract-prints-empty">
                No print of {props.occ} in this session yet.
              </p>
            );
          }
          return (
            <div className="max-h-80 overflow-auto" tabIndex={0}>
              <table
                className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5 [&_td]:whitespace-nowrap"
                aria-label={`Prints of ${props.occ}`}
              >
                <thead className="sticky top-0 bg-panel text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">Time (ET)</th>
                    <th className={th}>Price</th>
                    <th className={th}>Size</th>
                    <th className={th}>Premium</th>
                    <th className={th}>Bid · Ask</th>
                    <th className={th}>Exchanges</th>
                  </tr>
                </thead>
                <tbody>
                  {prints.map((p) => (
                    <tr key={p.id} className="border-b border-line/50">
                      <td>{formatEtTime(p.timeMs)}</td>
                      <td className="num">{formatPrice(p.price)}</td>
                      <td className="num">{formatCount(p.size)}</td>
                      <td className="num">{formatMoney(p.premium)}</td>
                      <td className="num">
                        {formatPrice(p.bid)} · {formatPrice(p.ask)}
                      </td>
                      <td className="num">{formatCompact(p.exchanges)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
