/** Single-contract endpoints: raw prints (published), chain, ATM, profile and history. */
import { ep } from './define';
import { path, int, num, oneOf, date } from './params';

export const contractTradesEndpoints = [
  ep('contracts.trades', 'contracts', '/v1/contracts/{occ}/trades', 'live', 'raw exchange prints of a contract', {
    params: [path.occ, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 5000, 500)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; session and limit as on the tape',
  }),
];

// Not published: see `assumed`.
export const assumedContractEndpoints = [
  ep('contracts.chain', 'contracts', '/v1/contracts/chain/{ticker}', 'snapshot', 'option chain of an underlying', {
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
  ep('contracts.atm', 'contracts', '/v1/contracts/atm/{ticker}', 'snapshot', 'at-the-money contracts per expiry', {
    params: [path.ticker, num('target_dte', 0, 730, 30)],
    rowsKey: 'contracts',
    assumed: 'MCP tool contract_atm',
  }),
  ep('contracts.profile', 'contracts', '/v1/contracts/{occ}', 'snapshot', 'one contract: quote, greeks, OI', {
    params: [path.occ],
    assumed: 'contract lookup by OCC symbol; MCP tool contract_historic gives its history',
  }),
  ep('contracts.historic', 'contracts', '/v1/contracts/{occ}/historic', 'reference', 'daily history of one contract', {
    params: [path.occ, int('days', 1, 365, 30)],
    rowsKey: 'rows',
    assumed: 'MCP tool contract_historic',
  }),
];
