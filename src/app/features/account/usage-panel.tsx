/** The key's usage as the service reports it (`account.usage`), every field shown, "—" where it gave none. */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { toEastern } from '../../../api/calendar';
import { formatCount, formatEtTime, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { usageQuery } from './queries';
import { usageFields } from './usage-fields';

/** A reset given in unix seconds, as ET date and time (every time on screen is ET with its date). */
function resetText(seconds: number): string {
  const ms = seconds * 1000;
  return `${toEastern(ms).day} ${formatEtTime(ms)} ET`;
}

function UsageValue(props: { path: string; value: unknown }): ReactElement {
  const v = props.value;
  if (typeof v === 'number' && /(^|\.)reset$/.test(props.path))
    return <td className="num px-2 py-1 text-right">{resetText(v)}</td>;
  if (typeof v === 'number') return <td className="num px-2 py-1 text-right">{formatCount(v)}</td>;
  if (typeof v === 'boolean') return <td className="px-2 py-1 text-right">{v ? 'yes' : 'no'}</td>;
  if (typeof v === 'string') return <td className="px-2 py-1 text-right">{v}</td>;
  return <td className="num px-2 py-1 text-right">{MISSING}</td>;
}

export function UsagePanel(): ReactElement {
  const usage = useQuery(usageQuery());
  return (
    <section aria-labelledby="usage-heading" className="rounded border border-line bg-panel p-3">
      <div className="mb-2 flex flex-wrap items-baseline gap-2">
        <h2 id="usage-heading" className="font-semibold">
          Usage of the key in use
        </h2>
        {usage.data !== undefined ? <FreshnessBadge meta={usage.data as FreshnessMeta} /> : null}
      </div>
      <QueryState query={usage} label="usage">
        {(data) => {
          const fields = usageFields(data);
          return fields.length === 0 ? (
            <p className="text-muted">The service reported no usage fields.</p>
          ) : (
            <table className="w-full border-collapse text-sm" aria-label="Key usage" data-testid="usage-table">
              <tbody>
                {fields.map((f) => (
                  <tr key={f.path} className="border-b border-line/60" data-field={f.path}>
                    <th scope="row" className="px-2 py-1 text-left font-normal text-muted">
                      {f.label}
                    </th>
                    <UsageValue path={f.path} value={f.value} />
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
    </section>
  );
}
