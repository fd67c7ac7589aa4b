import { useEffect, useState } from 'react';

/** The wall clock in ms, re-read every `ms` so that ages and countdowns on screen keep moving. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
