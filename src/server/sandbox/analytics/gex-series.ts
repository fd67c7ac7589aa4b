/**
 * What the GEX time series carry beside the exposures: the gamma basis of each session (the service
 * changed it on one day) and the sampling of minute bars into intraday points.
 */
import type { GammaBasis } from '../../../api/types';

/** The day the service switched gamma basis; sessions before it carry `vendor_snapshot`. */
export const GAMMA_BASIS_CHANGE_SESSION = '2026-08-28';

export function gammaBasisFor(session: string): GammaBasis {
  return session < GAMMA_BASIS_CHANGE_SESSION ? 'vendor_snapshot' : 'parity_display_spot';
}

/** Sample minute bars every `stepMin` minutes (first bar always kept). */
export function sampleEvery<T extends { readonly t: number }>(bars: readonly T[], stepMin: number): T[] {
  if (bars.length === 0) return [];
  const first = bars[0]!.t;
  const stepMs = stepMin * 60_000;
  return bars.filter((b) => (b.t - first) % stepMs === 0);
}

export interface BasisSummary {
  readonly gamma_basis: GammaBasis | null;
  readonly basis_mixed: boolean;
  readonly gamma_bases: GammaBasis[];
}

/** Whether a series straddles the basis change: then the top-level basis is null and each point keeps its own. */
export function basisSummary(points: readonly { readonly gamma_basis: GammaBasis }[]): BasisSummary {
  const bases: GammaBasis[] = [];
  for (const p of points) if (!bases.includes(p.gamma_basis)) bases.push(p.gamma_basis);
  const mixed = bases.length > 1;
  return { gamma_basis: mixed ? null : (bases[0] ?? null), basis_mixed: mixed, gamma_bases: bases };
}
