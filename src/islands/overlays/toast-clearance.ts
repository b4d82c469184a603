/**
 * How far an open drawer's frame moves down so the toast on screen covers none of it (a phone's
 * toast spans the top of the screen, where the drawer has its title and Close): below the toast's
 * bottom edge, where the two overlap; 0 while no toast shows or it stands clear of the drawer.
 */
import { useEffect, useState, type RefObject } from 'react';

const GAP_PX = 8;
const SHOWN_TOAST = '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])';

function clearanceOf(drawer: HTMLElement): number {
  const toast = document.querySelector<HTMLElement>(SHOWN_TOAST);
  const toaster = toast?.closest<HTMLElement>('[data-sonner-toaster]');
  if (!toast || !toaster) return 0;
  const frame = drawer.getBoundingClientRect();
  // The toast's resting place: its list's top plus its own height (it may still be sliding in).
  const list = toaster.getBoundingClientRect();
  const overlaps = list.left < frame.right && list.right > frame.left;
  return overlaps ? Math.max(0, Math.ceil(list.top + toast.offsetHeight + GAP_PX - frame.top)) : 0;
}

export function useToastClearance(drawer: RefObject<HTMLElement | null>, open: boolean): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    const element = drawer.current;
    if (!open || !element) return;
    const measure = () => setClearance(clearanceOf(element));
    const observer = new MutationObserver(measure);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-visible', 'data-removed'],
    });
    // A toast already showing as the drawer opens (the dialog is open by the next frame).
    const frame = requestAnimationFrame(measure);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setClearance(0);
    };
  }, [drawer, open]);
  return clearance;
}
