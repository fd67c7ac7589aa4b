/**
 * Save the screener's current filters and sort under a name, and re-apply a saved one with one pick
 * (saved-screens.ts). Saving under a name that exists replaces that screen.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { SCREEN_NAME_MAX, screenName, screenOf, useSavedScreens, withScreen } from './saved-screens';

export function ScreenPicker(): ReactElement {
  const [params, setParams] = useSearchParams();
  const screens = useSavedScreens((s) => s.screens);
  const save = useSavedScreens((s) => s.save);
  const remove = useSavedScreens((s) => s.remove);
  const [draft, setDraft] = useState('');
  const names = Object.keys(screens).sort((a, b) => a.localeCompare(b));
  const current = screenOf(params);
  // The saved screen the page shows now, if any: the picker names it.
  const shown = names.find((n) => screens[n] === current) ?? '';

  const onSave = (e: FormEvent): void => {
    e.preventDefault();
    const name = screenName(draft);
    if (name === null) return;
    save(name, current);
    setDraft('');
  };
  const apply = (name: string): void => {
    const screen = screens[name];
    if (screen !== undefined) setParams((p) => withScreen(p, screen));
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="screen-picker">
      <label className="flex items-center gap-1">
        Saved screens
        <select
          className="rounded border border-line bg-raised px-1 py-0.5"
          value={shown}
          onChange={(e) => apply(e.target.value)}
          disabled={names.length === 0}
        >
          <option value="">{names.length === 0 ? 'none saved' : 'choose…'}</option>
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {shown ? (
        <button
          type="button"
          className="rounded border border-line px-1.5 py-0.5 text-xs text-muted hover:text-fg"
          onClick={() => remove(shown)}
        >
          Delete “{shown}”
        </button>
      ) : null}
      <form className="flex items-center gap-1" onSubmit={onSave}>
        <input
          aria-label="Screen name"
          placeholder="name this screen"
          maxLength={SCREEN_NAME_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="w-36 rounded border border-line bg-raised px-1 py-0.5"
        />
        <button type="submit" className="rounded border border-line px-2 py-0.5" disabled={screenName(draft) === null}>
          Save screen
        </button>
      </form>
    </div>
  );
}
