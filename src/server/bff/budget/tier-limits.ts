/** The published budgets of each tier, and how to recognise a tier from the upstream's answers. */
import type { Tier } from '../config';

export const TIER_LIMITS: Readonly<Record<Tier, { minute: number; day: number; flowRows: number }>> = {
  pro: { minute: 60, day: 5000, flowRows: 150_000 },
  free: { minute: 10, day: 200, flowRows: 0 },
};

/** The tier whose published minute limit this is (X-RateLimit-Limit 10 → free, 60 → pro), if any. */
export function tierOfMinuteLimit(limit: number): Tier | undefined {
  for (const tier of Object.keys(TIER_LIMITS) as Tier[]) {
    if (TIER_LIMITS[tier].minute === limit) return tier;
  }
  return undefined;
}
