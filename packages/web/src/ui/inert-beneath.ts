import type { RefObject } from 'react';
import { useEffect } from 'react';

/** Whether two boxes share some area (touching edges do not count). */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Makes the elements matching `selector` beside the panel (in its parent) inert while the panel lies
 * over them, and gives them back when it no longer does or is gone. The projector's end panel covers
 * the side column (dice, log): without this, Tab would walk into buttons nobody can see.
 * Checked after every render of the panel and on resize, since only the layout says what is covered.
 */
export function useInertBeneath(panel: RefObject<HTMLElement | null>, selector: string): void {
  // No dependencies: the layout may change at any render.
  useEffect(() => {
    const own = panel.current;
    const parent = own?.parentElement;
    if (!own || !parent) return;
    const made = new Set<HTMLElement>();
    const check = () => {
      const box = own.getBoundingClientRect();
      for (const element of parent.querySelectorAll<HTMLElement>(selector)) {
        if (own.contains(element)) continue;
        const covered = overlap(box, element.getBoundingClientRect());
        // Never lift an `inert` the panel did not set.
        if (covered && !element.hasAttribute('inert')) {
          element.setAttribute('inert', '');
          made.add(element);
        } else if (!covered && made.delete(element)) element.removeAttribute('inert');
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('resize', check);
      for (const element of made) element.removeAttribute('inert');
    };
  });
}
