// Placeholder until the stream helper's rankings page lands here.
import type { ReactElement } from 'react';

export function RankingsPage(): ReactElement {
  return <p className="p-4 text-sm text-neutral-400">Rankings are coming soon.</p>;
}
