// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/**
 * jsdom has no modal <dialog>. This stand-in does what the browser does for the parts the component
 * relies on: showModal opens and focuses the first focusable element inside, Escape fires a cancelable
 * `cancel` and then closes, close() hands focus back to where it was and fires `close`.
 */
function installModalDialog(): () => void {
  const proto = HTMLDialogElement.prototype;
  const saved = { showModal: proto.showModal, close: proto.close };
  let returnFocusTo: HTMLElement | null = null;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    returnFocusTo = document.activeElement as HTMLElement | null;
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('input, button, select, textarea, a[href], [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    returnFocusTo?.focus();
    this.dispatchEvent(new Event('close'));
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    const open = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (open && open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  };
  document.addEventListener('keydown', onKey);
  return () => {
    Object.assign(proto, saved);
    document.removeEventListener('keydown', onKey);
  };
}

function ShortcutsButton(): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Shortcuts
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Keyboard shortcuts">
        <input aria-label="Filter shortcuts" />
        <p>/ opens the command palette</p>
      </Dialog>
    </>
  );
}

function dialog(): HTMLDialogElement {
  return document.querySelector('dialog')!;
}

let uninstall: () => void = () => {};
beforeAll(() => {
  uninstall = installModalDialog();
});
afterAll(() => uninstall());
afterEach(cleanup);

describe('a modal dialog', () => {
  it('renders nothing inside while closed', () => {
    render(<ShortcutsButton />);
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(screen.queryByText('/ opens the command palette')).toBeNull();
  });

  it('opens modal, named by its label, with focus inside it', () => {
    render(<ShortcutsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const d = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(d.hasAttribute('open')).toBe(true);
    expect(screen.getByText('/ opens the command palette')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Filter shortcuts'));
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    render(<ShortcutsButton />);
    const opener = screen.getByRole('button', { name: 'Shortcuts' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('Filter shortcuts'), { key: 'Escape' });
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(screen.queryByText('/ opens the command palette')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('can be opened again after Escape closed it', () => {
    render(<ShortcutsButton />);
    const opener = screen.getByRole('button', { name: 'Shortcuts' });
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('Filter shortcuts'), { key: 'Escape' });
    fireEvent.click(opener);
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.getByText('/ opens the command palette')).toBeTruthy();
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    render(<ShortcutsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    fireEvent.click(screen.getByText('/ opens the command palette'));
    expect(dialog().hasAttribute('open')).toBe(true);
    // A click on the backdrop lands on the <dialog> element itself.
    fireEvent.click(dialog());
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(screen.queryByText('/ opens the command palette')).toBeNull();
  });
});
