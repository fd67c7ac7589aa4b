/**
 * Open interest on the tape. Neither the `flow_order` frame nor the REST tape row of the reference names
 * an open-interest field, so a row carries it only when the service adds `open_interest` (the name the
 * OI family uses); otherwise every OI cell and flag is "not observed". The flags are derived from it,
 * never guessed: an order larger than the contract's open interest must have opened positions (no more
 * contracts can be closed than are open), while an order within it proves nothing either way.
 */
import { isObj, num } from './readers';

export interface OiFlags {
  readonly openInterest: number | null;
  readonly volOverOi: boolean | null;
  readonly opening: boolean | null;
}

export function readOiFlags(raw: unknown, size: number | null): OiFlags {
  const oi = isObj(raw) ? num(raw.open_interest) : null;
  const known = oi !== null && oi >= 0 && size !== null;
  const volOverOi = known ? size > oi : null;
  return { openInterest: oi, volOverOi, opening: volOverOi === true ? true : null };
}
