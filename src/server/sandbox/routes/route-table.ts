/**
 * The family handlers of the sandbox, keyed by registry endpoint id. The SANDBOX-CORE server calls
 * them after auth, limits and validation; a HttpError thrown by a handler becomes its error answer
 * (handlerOf in handler.ts).
 */
import type { RouteTable } from '../handler';
import { darkpoolRoutes } from './darkpool';
import { directionalRoutes } from './directional';
import { gexRoutes } from './gex';
import { intentFlowRoutes } from './intent-flow';
import { openInterestRoutes } from './open-interest';
import { optionsFlowRoutes } from './options-flow';
import { quotesContractsRoutes } from './quotes-contracts';
import { SessionOrders } from '../model/session-orders';
import { volatilityRoutes } from './volatility';
import { catalystsRoutes } from './catalysts';
import { earningsRoutes } from './earnings';
import { economicRoutes } from './economic';
import { filingsRoutes } from './filings';
import { fundamentalsRoutes } from './fundamentals';
import { newsRoutes } from './news';
import { screenerRoutes } from './screener';
import { shortDataRoutes } from './short-data';
import { technicalsRoutes } from './technicals';
import type { Market } from '../market';

export function buildRouteTable(market: Market): RouteTable {
  const orders = new SessionOrders(market);
  return {
    ...quotesContractsRoutes(market),
    ...optionsFlowRoutes(market, orders),
    ...intentFlowRoutes(market, orders),
    ...directionalRoutes(market, orders),
    ...gexRoutes(market),
    ...volatilityRoutes(market),
    ...openInterestRoutes(market),
    ...darkpoolRoutes(market, orders),
    // The calendars (earnings, economic), the screener and the reference-data families.
    ...earningsRoutes(market),
    ...economicRoutes(market),
    ...screenerRoutes(market, orders),
    ...technicalsRoutes(market),
    ...fundamentalsRoutes(market),
    ...filingsRoutes(market),
    ...shortDataRoutes(market),
    ...newsRoutes(market),
    ...catalystsRoutes(market),
  };
}
