import { useEffect } from 'react';

/**
 * Scrolls the least needed to show what the player must look at next (a refusal, the lit cells, the
 * pawn that moved). The sticky bars are kept out of the way by the page's scroll padding, which
 * `useStickyInsets` keeps equal to their heights; under reduced motion the jump is instant.
 */
export function bringIntoView(element: Element | null | undefined, reducedMotion: boolean): void {
  element?.scrollIntoView?.({
    block: 'nearest',
    inline: 'nearest',
    behavior: reducedMotion ? 'instant' : 'smooth',
  });
}

/** Brings the element found by `find` into view whenever `key` changes (and the element exists). */
export function useBringIntoView(
  find: () => Element | null | undefined,
  reducedMotion: boolean,
  key: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when to look again
  useEffect(() => {
    bringIntoView(find(), reducedMotion);
  }, [key]);
}

/** How much of the viewport a sticky bar covers at one edge (0 when it is not sticky there). */
function stickyCover(element: Element, edge: 'top' | 'bottom'): number {
  const style = getComputedStyle(element);
  if (style.position !== 'sticky' || style[edge] === 'auto') return 0;
  return element.getBoundingClientRect().height + (Number.parseFloat(style[edge]) || 0);
}

const TOP_BARS = '.turn-banner';
const BOTTOM_BARS = '.action-bar';

/**
 * Keeps `--sticky-top` and `--sticky-bottom` on the root equal to the height the sticky bars cover
 * (the turn banner on top; on phones the dice or hand bar at the bottom), so the page's scroll
 * padding, and with it every `scrollIntoView`, leaves what it shows clear of them.
 */
export function useStickyInsets(): void {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      const cover = (selector: string, edge: 'top' | 'bottom') =>
        Math.max(0, ...[...document.querySelectorAll(selector)].map((e) => stickyCover(e, edge)));
      root.style.setProperty('--sticky-top', `${Math.ceil(cover(TOP_BARS, 'top'))}px`);
      root.style.setProperty('--sticky-bottom', `${Math.ceil(cover(BOTTOM_BARS, 'bottom'))}px`);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The bars come and go with the phase (a handoff has none): watch the page's structure too.
    const watchBars = () => {
      resize?.disconnect();
      for (const bar of document.querySelectorAll(`${TOP_BARS}, ${BOTTOM_BARS}`)) resize?.observe(bar);
      measure();
    };
    watchBars();
    // At most once a frame: a move changes many nodes at once.
    let pending = 0;
    const schedule = () => {
      if (pending === 0)
        pending = requestAnimationFrame(() => {
          pending = 0;
          watchBars();
        });
    };
    const structure = typeof MutationObserver === 'undefined' ? null : new MutationObserver(schedule);
    structure?.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      structure?.disconnect();
      cancelAnimationFrame(pending);
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--sticky-top');
      root.style.removeProperty('--sticky-bottom');
    };
  }, []);
}
