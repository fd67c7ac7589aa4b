/** The `?` help: every key the page-wide handler knows, read from the same table (shortcuts.ts). */
import type { ReactElement } from 'react';
import { Dialog } from '../ui/dialog';
import { PAGE_SHORTCUTS, SHORTCUTS } from './shortcuts';

export function ShortcutsDialog(props: { open: boolean; onClose: () => void }): ReactElement {
  return (
    <Dialog open={props.open} onClose={props.onClose} label="Keyboard shortcuts">
      <div className="p-4">
        <h2 className="mb-3 text-base font-semibold">Keyboard shortcuts</h2>
        {/* A reference of keys, not data: a description list (nothing in it to sort or export). */}
        <dl aria-label="Keys">
          {SHORTCUTS.map((s) => (
            <div key={s.keys} className="flex gap-4 border-t border-line py-1.5">
              <dt className="min-w-[7rem] shrink-0 font-mono whitespace-nowrap">
                <kbd>{s.keys}</kbd>
              </dt>
              <dd>{s.what}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 mb-1 text-sm font-semibold">Go to a page: g, then its letter</h3>
        <p className="mb-2 text-xs text-muted">A page about one ticker opens on the ticker on screen, else on SPY.</p>
        <ul aria-label="Page shortcuts" className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {PAGE_SHORTCUTS.map((s) => (
            <li key={s.key} className="flex gap-3 border-t border-line py-1" data-testid="page-shortcut">
              <kbd className="font-mono whitespace-nowrap">g {s.key}</kbd>
              <span>{s.page}</span>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
