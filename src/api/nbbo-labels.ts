/**
 * Where a dark-pool print traded against the NBBO. The reference names `nbbo_label` (a print field
 * and a query filter) but publishes no value list: this is the sandbox's reading, from above the ask
 * to an unknown quote. The app uses it to order and name the labels it knows and shows any other
 * label as it comes.
 */
export const NBBO_LABELS = ['above_ask', 'at_ask', 'mid', 'at_bid', 'below_bid', 'unknown'] as const;

export type NbboLabel = (typeof NBBO_LABELS)[number];

/** True for a label of NBBO_LABELS (a query value or a row field read from outside the code). */
export function isNbboLabel(value: unknown): value is NbboLabel {
  return (NBBO_LABELS as readonly unknown[]).includes(value);
}
