/** The options-flow tape and its summaries (they draw on the flow-row budget). */
import { ep } from './define';
import { path, int, num, queryTicker } from './params';

export const optionsFlowEndpoints = [
  ep({
    id: 'optionsFlow.tape',
    family: 'options-flow',
    path: '/v1/options-flow/tape',
    cache: 'tape',
    summary: 'recorded large-order tape',
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
  ep({
    id: 'optionsFlow.contract',
    family: 'options-flow',
    path: '/v1/options-flow/contract/{occ}',
    cache: 'tape',
    summary: 'per-contract flow',
    params: [
      path.occ,
      { name: 'session', in: 'query', kind: 'session' },
      int('limit', 1, 2000, 500, { clampMax: true }),
    ],
    flowRows: true,
    rowsKey: 'rows',
  }),
  ep({
    id: 'optionsFlow.summary',
    family: 'options-flow',
    path: '/v1/options-flow/summary',
    cache: 'live',
    summary: 'aggregate flow summary',
    params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }],
    assumed: 'parameters not shown; ticker and session mirror the tape',
  }),
  ep({
    id: 'optionsFlow.contracts',
    family: 'options-flow',
    path: '/v1/options-flow/contracts',
    cache: 'live',
    summary: 'most active contracts in the flow',
    params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 500, 50)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; ticker, session and limit mirror the tape',
  }),
];
