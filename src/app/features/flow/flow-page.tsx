// Placeholder until the stream helper's flow tape lands here.
import type { ReactElement } from 'react';

export function FlowPage(): ReactElement {
  return <p className="p-4 text-sm text-neutral-400">The live flow tape is coming soon.</p>;
}
