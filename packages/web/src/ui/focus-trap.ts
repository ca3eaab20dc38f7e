import type { RefObject } from 'react';
import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * What Tab can reach inside `box`, in order: shown (where the browser can say: not in a test's DOM),
 * not inert, not taken out of the tab order.
 */
export function tabbables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[inert]') && element.checkVisibility?.() !== false,
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal box while it is open: from its last stop Tab goes back to
 * its first, from its first Shift+Tab to its last, and a focus that got out comes back in. A native
 * <dialog> would do this, but the box also goes to the browser's full screen, which a modal dialog
 * (already in the top layer) does not combine with reliably; and Chromium lets Tab leave a modal
 * dialog for the browser's own bar.
 */
export function useFocusTrap(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const own = box.current;
      if (event.key !== 'Tab' || !own) return;
      const stops = tabbables(own);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && own.contains(active);
      const from = event.shiftKey ? first : last;
      const to = event.shiftKey ? last : first;
      // Moved by hand only at the box's ends (or from outside it): elsewhere the browser's order holds.
      const target = !inside || active === from ? to : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [box]);
}
