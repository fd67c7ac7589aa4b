import type { ReactElement } from 'react';
import { Dialog } from '../ui/dialog';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsDialog(props: { open: boolean; onClose: () => void }): ReactElement {
  return (
    <Dialog open={props.open} onClose={props.onClose} label="Keyboard shortcuts">
      <div className="p-4">
        <h2 className="mb-3 text-base font-semibold">Keyboard shortcuts</h2>
        <table className="w-full">
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.keys} className="border-t border-line">
                <td className="py-1.5 pr-4 font-mono whitespace-nowrap">
                  <kbd>{s.keys}</kbd>
                </td>
                <td className="py-1.5">{s.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
