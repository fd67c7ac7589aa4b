/**
 * The family handlers of the sandbox, keyed by registry endpoint id. The SANDBOX-CORE server calls
 * them after auth, limits and validation; a HttpError thrown by a handler becomes its error answer.
 */
import type { HandlerContext, HandlerResult, RouteHandler, RouteTable } from '../handler';
import { darkpoolRoutes } from './darkpool';
import { directionalRoutes } from './directional';
import { gexRoutes } from './gex';
import { HttpError } from './http-error';
import { intentFlowRoutes } from './intent-flow';
import { openInterestRoutes } from './open-interest';
import { optionsFlowRoutes } from './options-flow';
import { quotesContractsRoutes } from './quotes-contracts';
import { SessionOrders } from '../model/session-orders';
import type { SimMarketApi } from '../model/sim-market';
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

function guarded(handler: RouteHandler): RouteHandler {
  return async (ctx: HandlerContext): Promise<HandlerResult> => {
    try {
      return await handler(ctx);
    } catch (e) {
      if (e instanceof HttpError) return { status: e.status, body: e.body ?? { error: e.error, message: e.message } };
      throw e;
    }
  };
}

export function buildRouteTable(market: SimMarketApi): RouteTable {
  const orders = new SessionOrders(market);
  const table: Record<string, RouteHandler> = {
    ...quotesContractsRoutes(market),
    ...optionsFlowRoutes(market, orders),
    ...intentFlowRoutes(market, orders),
    ...directionalRoutes(market, orders),
    ...gexRoutes(market),
    ...volatilityRoutes(market),
    ...openInterestRoutes(market),
    ...darkpoolRoutes(market, orders),
    // Sandbox part 2 (issue 10): earnings, economic, screener and the reference-data families.
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
  return Object.fromEntries(Object.entries(table).map(([id, h]) => [id, guarded(h)]));
}
