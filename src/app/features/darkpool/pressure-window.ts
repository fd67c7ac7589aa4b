/**
 * The market pressure panel's window (`?window=` in the URL, so a shared link shows the same windows):
 * one of the values the registry declares for `darkpool.pressure`. The service's own default applies
 * when the URL names none; the page says which window the answer used.
 */
import type { DeclaredParam } from '../../../api/registry';
import { declaredParam } from '../../data/declared-param';

export type PressureWindow = Extract<DeclaredParam<'darkpool.pressure'>, { readonly name: 'window' }>['values'][number];

export const PRESSURE_WINDOWS = (declaredParam('darkpool.pressure', 'window').values ??
  []) as readonly PressureWindow[];

/** The URL parameter's name: the contract's. */
export const WINDOW_PARAM = 'window';

/** A window named in the URL, or null (the service's default) for anything the contract does not list. */
export function readPressureWindow(raw: string | null): PressureWindow | null {
  return PRESSURE_WINDOWS.find((w) => w === raw) ?? null;
}
