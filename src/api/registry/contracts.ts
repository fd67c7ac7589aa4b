/** Single-contract endpoints: raw prints (published), chain, ATM, profile and history. */
import { ep } from './define';
import { path, int, num, oneOf, date } from './params';

export const contractTradesEndpoints = [
  ep({
    id: 'contracts.trades',
    family: 'contracts',
    path: '/v1/contracts/{occ}/trades',
    cache: 'live',
    summary: 'raw exchange prints of a contract',
    params: [path.occ, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 5000, 500)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; session and limit as on the tape',
  }),
];

// Not published: see `assumed`.
export const assumedContractEndpoints = [
  ep({
    id: 'contracts.chain',
    family: 'contracts',
    path: '/v1/contracts/chain/{ticker}',
    cache: 'snapshot',
    summary: 'option chain of an underlying',
    params: [
      path.ticker,
      date('expiration'),
      num('strike_min', 0, undefined),
      num('strike_max', 0, undefined),
      oneOf('type', ['call', 'put']),
    ],
    rowsKey: 'contracts',
    assumed: 'MCP tool contract_chain; under /v1/contracts beside the published trades route',
  }),
  ep({
    id: 'contracts.atm',
    family: 'contracts',
    path: '/v1/contracts/atm/{ticker}',
    cache: 'snapshot',
    summary: 'at-the-money contracts per expiry',
    params: [path.ticker, num('target_dte', 0, 730, 30)],
    rowsKey: 'contracts',
    assumed: 'MCP tool contract_atm',
  }),
  ep({
    id: 'contracts.profile',
    family: 'contracts',
    path: '/v1/contracts/{occ}',
    cache: 'snapshot',
    summary: 'one contract: quote, greeks, OI',
    params: [path.occ],
    assumed: 'contract lookup by OCC symbol; MCP tool contract_historic gives its history',
  }),
  ep({
    id: 'contracts.historic',
    family: 'contracts',
    path: '/v1/contracts/{occ}/historic',
    cache: 'reference',
    summary: 'daily history of one contract',
    params: [path.occ, int('days', 1, 365, 30)],
    rowsKey: 'rows',
    assumed: 'MCP tool contract_historic',
  }),
];
