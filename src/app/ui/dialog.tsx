/** A modal on the native <dialog>: focus trap, Esc and backdrop come from the browser. */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  className?: string;
}): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onClose } = props;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // The native close (Esc, form, backdrop) is listened to directly so the open state never drifts.
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    // Esc fires `cancel` at once and `close` a task later: report the cancel straight away, so a key
    // pressed in between (Esc then `/`) can reopen the dialog, and ignore a late `close` once it has.
    const onCancel = (): void => closeRef.current();
    const onNativeClose = (): void => {
      if (!d.open) closeRef.current();
    };
    d.addEventListener('cancel', onCancel);
    d.addEventListener('close', onNativeClose);
    return () => {
      d.removeEventListener('cancel', onCancel);
      d.removeEventListener('close', onNativeClose);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={props.label}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`mx-auto mt-[12vh] rounded-lg border border-line bg-panel p-0 text-fg shadow-2xl backdrop:bg-black/60 ${props.className ?? 'w-[min(36rem,94vw)]'}`}
    >
      {open ? props.children : null}
    </dialog>
  );
}
