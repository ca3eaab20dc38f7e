import type { Locale } from '../i18n';

/** The player's preferences; `reducedMotion: null` means "follow the device". */
export interface Settings {
  readonly locale: Locale;
  readonly reducedMotion: boolean | null;
  readonly projector: boolean;
}

export const DEFAULT_SETTINGS: Settings = { locale: 'fr', reducedMotion: null, projector: false };

const KEY = 'ludimaths.settings';

export function parseSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS;
  const r = raw as Record<string, unknown>;
  return {
    locale: r.locale === 'en' ? 'en' : 'fr',
    reducedMotion: typeof r.reducedMotion === 'boolean' ? r.reducedMotion : null,
    projector: r.projector === true,
  };
}

/** A tiny external store (read with useSyncExternalStore), persisted in localStorage. */
export function createSettingsStore(storage: Storage | undefined = globalThis.localStorage) {
  let current = DEFAULT_SETTINGS;
  try {
    current = parseSettings(JSON.parse(storage?.getItem(KEY) ?? 'null'));
  } catch {
    current = DEFAULT_SETTINGS;
  }
  const listeners = new Set<() => void>();
  return {
    get: (): Settings => current,
    set(patch: Partial<Settings>): void {
      current = { ...current, ...patch };
      try {
        storage?.setItem(KEY, JSON.stringify(current));
      } catch {
        // Preferences then last for this visit only.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function systemPrefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function effectiveReducedMotion(settings: Settings): boolean {
  return settings.reducedMotion ?? systemPrefersReducedMotion();
}
