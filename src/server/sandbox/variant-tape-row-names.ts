/**
 * `tape_row_names`: the REST tape's rows name size, premium, price and spot otherwise. The reference
 * names six fields of a tape row and says its full shape is not shown, so these four are the sandbox's
 * own names; a service may well use these instead (the flow frame itself says `avg_price`).
 */
import type { EndpointSpec } from '../../api/endpoint';
import { isJsonObject, renameKeys } from './variant-json';

/** The sandbox's tape-row name → the name this variant answers with. */
export const TAPE_ROW_RENAMES = {
  contracts: 'size',
  premium: 'total_premium',
  price: 'avg_price',
  spot: 'underlying_price',
} as const satisfies Readonly<Record<string, string>>;

/** The REST tape endpoints whose rows are tape rows (`rows`). */
export const TAPE_ENDPOINT_IDS: ReadonlySet<string> = new Set(['optionsFlow.tape', 'optionsFlow.contract']);

export function tapeRowsRenamed(spec: Pick<EndpointSpec, 'id'>, body: unknown): unknown {
  if (!TAPE_ENDPOINT_IDS.has(spec.id) || !isJsonObject(body) || !Array.isArray(body.rows)) return body;
  return { ...body, rows: body.rows.map((r) => (isJsonObject(r) ? renameKeys(r, TAPE_ROW_RENAMES) : r)) };
}
