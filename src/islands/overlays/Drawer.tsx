/**
 * A side panel on the platform's modal <dialog>: focus moves in and is kept there, the page behind
 * is inert, Escape and a click on the backdrop close it, and focus returns to the opener. Until the
 * island's code has arrived, a stand-in of this frame shows in its place (drawer-stand-in.ts).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { retireDrawerStandIn } from './drawer-stand-in';
import { useToastClearance } from './toast-clearance';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  labelId: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function Drawer({ open, onClose, title, labelId, children, footer }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A toast never covers the drawer's title and Close: the frame steps down below it while it shows.
  const clearance = useToastClearance(dialog, open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      retireDrawerStandIn();
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // A click on the backdrop lands on the dialog itself; keyboard users close it with Escape or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={labelId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-cream p-0 text-ink shadow-card transition-[padding] backdrop:bg-ink/40 open:flex open:flex-col"
      style={{ paddingTop: clearance }}
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id={labelId} className="font-display text-xl font-semibold">
          {title}
        </h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
    </dialog>
  );
}
