/**
 * The frame asks the BFF for the key's tier before any page asks the service (see
 * startKeyTierLookup), and when the key in use changes tier (a key registered or switched on the
 * account page) every answer read under the other tier is asked again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { startKeyTierLookup, useKeyTier } from '../data/bff-status';

export function useKeyTierLookup(): void {
  const client = useQueryClient();
  // During the frame's first render, before the page below it mounts its queries.
  useState(() => startKeyTierLookup(client));
  const tier = useKeyTier((s) => s.tier);
  const seen = useRef(tier);
  useEffect(() => {
    if (seen.current !== null && seen.current !== tier) void client.invalidateQueries({ queryKey: ['api'] });
    seen.current = tier;
  }, [client, tier]);
}
