/**
 * The sandbox's own, stricter reading of values the reference leaves open (sector keys, ETF-flow
 * symbols, `nbbo_label`, `periods`). The contract (src/api) forwards such values untouched, so a real
 * service decides; the sandbox answers 422 itself, the way a service with these lists would.
 */
import type { HTTPValidationError, ParamValue, ValidationIssue } from '../../api/validate';
import { isNbboLabel, NBBO_LABELS } from '../../api/nbbo-labels';
import { ETF_FLOW_SYMBOLS, SECTOR_FUNDS, SECTOR_KEYS } from '../../api/sectors';
import { sectorKeyOf, sectorName } from './model/sector-key';

const MAX_EVENT_PERIODS = 500;
/** What a 422 lists for a sector key: each sector's key, name and sector fund. */
const SECTOR_KEY_SPELLINGS = [...SECTOR_KEYS, ...SECTOR_KEYS.map(sectorName), ...Object.values(SECTOR_FUNDS)];

type Values = Readonly<Record<string, ParamValue>>;
type Check = (values: Values) => { values: Values } | { issue: ValidationIssue };

function literal(loc: readonly string[], values: readonly string[], input: unknown): { issue: ValidationIssue } {
  const expected = values.map((v) => `'${v}'`).join(', ');
  return { issue: { loc, msg: `Input should be one of ${expected}`, type: 'literal_error', input, ctx: { expected } } };
}

const sectorPath: Check = (values) => {
  const key = sectorKeyOf(String(values.key));
  if (key === undefined) return literal(['path', 'key'], SECTOR_KEY_SPELLINGS, values.key);
  return { values: { ...values, key } };
};

function etf(loc: 'path' | 'query'): Check {
  return (values) =>
    (ETF_FLOW_SYMBOLS as readonly string[]).includes(String(values.symbol))
      ? { values }
      : literal([loc, 'symbol'], ETF_FLOW_SYMBOLS, values.symbol);
}

const nbboLabel: Check = (values) =>
  values.nbbo_label === undefined || isNbboLabel(values.nbbo_label)
    ? { values }
    : literal(['query', 'nbbo_label'], NBBO_LABELS, values.nbbo_label);

const eventPeriods: Check = (values) => {
  const n = Number(values.periods);
  if (n >= 1 && n <= MAX_EVENT_PERIODS) return { values };
  const [type, msg, ctx] =
    n < 1
      ? ['greater_than_equal', 'Input should be greater than or equal to 1', { ge: 1 }]
      : ['less_than_equal', `Input should be less than or equal to ${MAX_EVENT_PERIODS}`, { le: MAX_EVENT_PERIODS }];
  return { issue: { loc: ['query', 'periods'], msg, type, input: values.periods, ctx } };
};

const CHECKS: Readonly<Record<string, Check>> = {
  'darkpool.sector': sectorPath,
  'tide.sector': sectorPath,
  'economic.etfFlowSymbol': etf('path'),
  'economic.etfTimeseries': etf('query'),
  'darkpool.blocks': nbboLabel,
  'darkpool.prints': nbboLabel,
  'darkpool.recent': nbboLabel,
  'economic.eventHistory': eventPeriods,
};

/** Apply the sandbox's stricter reading after the contract's validation; values come back normalised. */
export function strictReading(
  endpointId: string,
  values: Values,
): { ok: true; values: Values } | { ok: false; error: HTTPValidationError } {
  const check = CHECKS[endpointId];
  if (!check) return { ok: true, values };
  const r = check(values);
  return 'issue' in r ? { ok: false, error: { detail: [r.issue] } } : { ok: true, values: r.values };
}
