/**
 * The desk's controls: open a saved desk, add a panel of any kind, the idle cost before saving, and save
 * under a name. A refused save says why and leaves the desk on screen (and in its link) as it was.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { DESK_PANEL_KINDS, deskName, type Desk, type DeskPanelKind } from '../../../dashboard-api/desk';
import { encodeDesk, DESK_LINK_PARAM } from './desk-link';
import { PANEL_NAMES } from './desk-model';
import { deskListQuery, saveErrorText, useSaveDesk } from './desk-queries';
import { DAY_REQUESTS, idleCost } from './idle-cost';

const deskUrl = (d: Desk): string => `/desk/${encodeURIComponent(d.name)}?${DESK_LINK_PARAM}=${encodeDesk(d)}`;

export function DeskToolbar(props: {
  readonly desk: Desk;
  readonly unsaved: boolean;
  readonly onAdd: (kind: DeskPanelKind) => void;
}): ReactElement {
  const { desk } = props;
  const navigate = useNavigate();
  const list = useQuery(deskListQuery());
  const save = useSaveDesk();
  const [kind, setKind] = useState<DeskPanelKind>('price-levels');
  const [saveAs, setSaveAs] = useState(desk.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const cost = idleCost(desk);
  const onSave = (): void => {
    const parsed = deskName.safeParse(saveAs);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'not a desk name');
      return;
    }
    setNameError(null);
    const next = { ...desk, name: parsed.data };
    save.mutate(next, { onSuccess: (saved) => void navigate(deskUrl(saved), { replace: true }) });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="flex items-center gap-1">
        <span className="text-muted">Desk</span>
        <select
          aria-label="Open a saved desk"
          value=""
          onChange={(e) => e.target.value && void navigate(`/desk/${encodeURIComponent(e.target.value)}`)}
          className="rounded border border-line bg-bg px-1"
        >
          <option value="">{list.isError ? 'saved desks unavailable' : 'open a saved desk…'}</option>
          {(list.data ?? []).map((d) => (
            <option key={d.name} value={d.name}>
              {d.name} ({d.panels} panels)
            </option>
          ))}
        </select>
      </label>
      <span className="flex items-center gap-1">
        <select
          aria-label="Panel to add"
          value={kind}
          onChange={(e) => setKind(e.target.value as DeskPanelKind)}
          className="rounded border border-line bg-bg px-1"
        >
          {DESK_PANEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {PANEL_NAMES[k]}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => props.onAdd(kind)} className="rounded border border-line px-2">
          Add panel
        </button>
      </span>
      <span
        data-testid="desk-idle-cost"
        className="text-xs text-muted"
        title="Every panel's data at its refresh cadence, the same data and ticker counted once, with the board open beside the desk"
      >
        ≈ <span className="tabular-nums text-fg">{cost.requests.toLocaleString('en-US')}</span> requests / session idle
        ({cost.percentOfDay.toFixed(0)}% of the day’s {DAY_REQUESTS.toLocaleString('en-US')}) with the board open
      </span>
      <span className="ml-auto flex items-center gap-1">
        <input
          aria-label="Desk name"
          aria-invalid={nameError !== null}
          value={saveAs}
          onChange={(e) => setSaveAs(e.target.value)}
          className="w-32 rounded border border-line bg-bg px-1"
        />
        <button
          type="button"
          onClick={onSave}
          disabled={save.isPending}
          className="rounded bg-accent px-2 text-bg disabled:opacity-50"
        >
          {save.isPending ? 'Saving…' : 'Save desk'}
        </button>
        <span role="status" className="text-xs">
          {nameError ? (
            <span className="text-down">{nameError}</span>
          ) : save.isError ? (
            <span className="text-down">
              Not saved: {saveErrorText(save.error)}. The desk stays here and in its link, unsaved.
            </span>
          ) : props.unsaved ? (
            <span className="text-warn">unsaved changes</span>
          ) : (
            <span className="text-muted">saved</span>
          )}
        </span>
      </span>
    </div>
  );
}
