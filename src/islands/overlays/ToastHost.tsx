/**
 * Shows the toast store's messages with sonner: one at a time (each new toast replaces the last),
 * 5000 ms by default, destructive ones in the error style.
 *
 * The toaster sits in a manual popover that is raised to the top layer with every toast, so a
 * toast stays visible above an open modal (the cart drawer, the email popup) instead of under its
 * backdrop.
 */
import { useEffect, useRef } from 'react';
import { Toaster, toast } from 'sonner';
import { $toast, TOAST_DURATION_MS } from '../../stores/toasts';

const SINGLE = 'store-toast';

function raise(layer: HTMLElement | null) {
  if (!layer || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}

export function ToastHost() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      $toast.subscribe((message) => {
        if (!message) return;
        raise(layer.current);
        const options = { id: SINGLE, description: message.description, duration: TOAST_DURATION_MS };
        if (message.variant === 'destructive') toast.error(message.title, options);
        else toast(message.title, options);
      }),
    [],
  );
  return (
    <div ref={layer} popover="manual" className="m-0 h-0 w-0 overflow-visible border-0 bg-transparent p-0">
      <Toaster position="top-center" visibleToasts={1} richColors closeButton />
    </div>
  );
}
