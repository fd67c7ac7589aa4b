/** The key's usage as the service reports it (`account.usage`), every field shown, "—" where it gave none. */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { toEastern } from '../../../api/calendar';
import { formatCount, formatEtTime, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { usageQuery } from './queries';
import { usageFields, type UsageField } from './usage-fields';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';

/** A reset given in unix seconds, as ET date and time (every time on screen is ET with its date). */
function resetText(seconds: number): string {
  const ms = seconds * 1000;
  return `${toEastern(ms).day} ${formatEtTime(ms)} ET`;
}

/** A usage field as the page prints it: a reset as its ET time, a count with separators, a flag as yes/no. */
function usageText(path: string, v: unknown): string {
  if (typeof v === 'number' && /(^|\.)reset$/.test(path)) return resetText(v);
  if (typeof v === 'number') return formatCount(v);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v;
  return MISSING;
}

/** The unformatted field for the CSV: a number or text as answered, a flag as yes/no, else empty. */
function usageValue(v: unknown): number | string | null {
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return null;
}

const USAGE_COLUMNS: readonly TableColumn<UsageField>[] = [
  {
    id: 'field',
    header: 'Field',
    kind: 'text',
    rowHeader: true,
    sortable: false,
    value: (f) => f.label,
    className: 'text-muted',
  },
  {
    id: 'value',
    header: 'Value',
    kind: 'number',
    sortable: false,
    value: (f) => usageValue(f.value),
    cell: (f) => usageText(f.path, f.value),
  },
];

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
            <DataTable
              id="key-usage"
              label="Key usage"
              testId="usage-table"
              columns={USAGE_COLUMNS}
              rows={fields}
              rowKey={(f) => f.path}
              rowAttributes={(f) => ({ 'data-field': f.path })}
            />
          );
        }}
      </QueryState>
    </section>
  );
}
