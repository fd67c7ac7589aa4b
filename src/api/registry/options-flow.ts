/** The options-flow tape and its summaries (they draw on the flow-row budget). */
import { ep } from './define';
import { path, int, num, queryTicker } from './params';

export const optionsFlowEndpoints = [
  ep('optionsFlow.tape', 'options-flow', '/v1/options-flow/tape', 'tape', 'recorded large-order tape', {
    params: [
      queryTicker,
      { name: 'session', in: 'query', kind: 'session' },
      { name: 'older_than', in: 'query', kind: 'string' },
      int('limit', 1, 2000, 500, { clampMax: true }),
      num('min_premium', undefined, undefined), // named without bound
      num('min_contracts', undefined, undefined),
      num('min_confidence', 0, 1),
    ],
    flowRows: true,
    rowsKey: 'rows',
  }),
  ep('optionsFlow.contract', 'options-flow', '/v1/options-flow/contract/{occ}', 'tape', 'per-contract flow', {
    params: [
      path.occ,
      { name: 'session', in: 'query', kind: 'session' },
      int('limit', 1, 2000, 500, { clampMax: true }),
    ],
    flowRows: true,
    rowsKey: 'rows',
  }),
  ep('optionsFlow.summary', 'options-flow', '/v1/options-flow/summary', 'live', 'aggregate flow summary', {
    params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }],
    assumed: 'parameters not shown; ticker and session mirror the tape',
  }),
  ep(
    'optionsFlow.contracts',
    'options-flow',
    '/v1/options-flow/contracts',
    'live',
    'most active contracts in the flow',
    {
      params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 500, 50)],
      rowsKey: 'rows',
      assumed: 'parameters not shown; ticker, session and limit mirror the tape',
    },
  ),
];
