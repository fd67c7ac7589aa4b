/**
 * The sector rotation matrix: a row per sector, a column per session (oldest first), each cell the
 * sector's off-exchange $ against its trailing average, tinted by how far from 1.00× it is. It sorts by
 * any session and exports the ratios as numbers.
 */
import { useMemo, type ReactElement } from 'react';
import { DataTable } from '../../ui/data-table';
import { MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { sectorName } from './darkpool-format';
import { ratioFill } from './lean-fill';

interface SectorRow {
  readonly key: string;
  /** One ratio per session, in the matrix's order; null = not computed. */
  readonly ratios: readonly (number | null)[];
}

function ratioText(v: number | null): string {
  return v === null ? MISSING : `${v > 1 ? '↑' : v < 1 ? '↓' : ''}${v.toFixed(2)}×`;
}

/** A session's column: its id is the date without dashes (a sort parameter's id takes none). */
function sessionColumn(session: string, j: number, soFar: boolean): TableColumn<SectorRow> {
  const ratio = (r: SectorRow): number | null => r.ratios[j] ?? null;
  return {
    id: `d${session.replace(/-/g, '')}`,
    header: `${session.slice(5)}${soFar ? ' ◔ so far' : ''}`,
    csvHeader: soFar ? `${session} so far` : session,
    kind: 'number',
    value: ratio,
    cell: (r) => ratioText(ratio(r)),
    cellProps: (r) => ({ style: { background: ratioFill(ratio(r)) } }),
  };
}

const SECTOR_COLUMN: TableColumn<SectorRow> = {
  id: 'sector',
  header: 'sector',
  kind: 'text',
  value: (r) => sectorName(r.key),
  className: 'font-medium',
};

export function RotationMatrixTable(props: {
  sessions: readonly string[];
  sectors: readonly string[];
  ratio: readonly (readonly (number | null)[])[];
  /** The newest session is still accumulating. */
  partial: boolean;
}): ReactElement {
  const { sessions, sectors, ratio, partial } = props;
  const columns = useMemo(
    () => [SECTOR_COLUMN, ...sessions.map((s, j) => sessionColumn(s, j, partial && j === sessions.length - 1))],
    [sessions, partial],
  );
  const rows = useMemo(() => sectors.map((key, i) => ({ key, ratios: ratio[i] ?? [] })), [sectors, ratio]);
  return (
    <DataTable
      id="sector-rotation"
      label="Sector rotation matrix"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      size="xs"
      nowrap
    />
  );
}
