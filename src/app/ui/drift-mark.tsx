/**
 * The "contract drift" mark: the answer did not match what the reference fixes (a field missing,
 * renamed or of another type). The panel still shows what it could read; the mark names the fields.
 */
import type { ReactElement } from 'react';

export function DriftMark(props: { fields: readonly string[] }): ReactElement | null {
  if (props.fields.length === 0) return null;
  const names = props.fields.join(', ');
  return (
    <span
      className="inline-flex items-center gap-1 rounded border border-down/60 px-1.5 py-0.5 text-[11px] leading-none whitespace-nowrap text-down"
      title={`The service's answer differs from the API reference at: ${names}. Values shown may be incomplete.`}
      data-testid="contract-drift"
    >
      ⚠ contract drift: {names}
    </span>
  );
}
