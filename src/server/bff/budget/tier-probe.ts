/**
 * In upstream mode the key's tier is asked, not assumed: one GET /v1/account/usage at start (it
 * counts against the budget like any request). The answer's `tier` field, or else its
 * X-RateLimit-Limit (10 → free, 60 → pro, read by the governor), sets the budgets before the first page.
 * The same answer's day count reconciles ours (day-count-sync.ts), so start costs one request, not two.
 */
import type { Tier } from '../config';
import { reconcileFromUsage, type UsageReading } from './day-count-sync';
import type { Governor } from './governor';
import type { UpstreamClient } from '../upstream/upstream-client';

function tierField(body: Buffer): Tier | undefined {
  try {
    const j = JSON.parse(body.toString('utf8')) as { tier?: unknown };
    return j.tier === 'free' || j.tier === 'pro' ? j.tier : undefined;
  } catch {
    return undefined;
  }
}

/** Never throws: an unreachable upstream leaves the assumed tier until answers' headers say more. */
export async function learnTier(
  governor: Governor,
  upstream: UpstreamClient,
  onUsage?: (reading: UsageReading, askedAt: number) => void,
): Promise<Tier> {
  const permit = await governor.acquire('interactive');
  if (!permit.ok) return governor.tier;
  try {
    const askedAt = governor.now();
    const res = await upstream.send('GET', '/v1/account/usage');
    permit.done(res);
    onUsage?.(reconcileFromUsage(governor, res, askedAt), askedAt);
    const tier = res.status === 200 ? tierField(res.body) : undefined;
    if (tier) governor.learnTier(tier);
  } catch {
    permit.done();
  }
  return governor.tier;
}
