import { useEffect } from 'react';

/** The tab's title while this page waits in the background for its player: the turn first. */
export function turnTitle(base: string, hidden: boolean, turn: string): string {
  return hidden ? `${turn} – ${base}` : base;
}

/**
 * While it is this seat's turn, a tab in the background says so in its title (seen in the tab bar
 * while the player is elsewhere); the title comes back as soon as the page shows or the turn ends.
 */
export function useTurnTitle(myTurn: boolean, turn: string): void {
  useEffect(() => {
    if (!myTurn) return;
    const base = document.title;
    const update = () => {
      document.title = turnTitle(base, document.visibilityState === 'hidden', turn);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      document.title = base;
    };
  }, [myTurn, turn]);
}
