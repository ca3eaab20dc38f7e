import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (false where matchMedia does not exist). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
