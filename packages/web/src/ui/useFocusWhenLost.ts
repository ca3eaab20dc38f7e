import { useEffect } from 'react';

/** Whether the keyboard's focus is nowhere the player put it (the page, or the main area itself). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main';
}

/**
 * Keyboard play in every game screen: when a person must act and the focus was lost (the button used
 * vanished, a chosen cell became a token, the computer played meanwhile), it goes back to `target`,
 * the control to use next. Focus the player put somewhere is never moved. Runs again whenever `key`
 * changes (a new turn, a new step).
 */
export function useFocusWhenLost(
  acting: boolean,
  key: unknown,
  target: () => HTMLElement | null | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` is read when `key` changes
  useEffect(() => {
    if (acting && focusIsLost()) target()?.focus();
  }, [acting, key]);
}
