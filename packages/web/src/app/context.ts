import { createContext, useContext, useSyncExternalStore } from 'react';
import type { GameHistory } from '../session/history';
import type { RecordStore } from '../session/storage';
import type { Settings, SettingsStore } from './settings';
import { effectiveReducedMotion } from './settings';

export interface AppServices {
  readonly settings: SettingsStore;
  readonly records: RecordStore;
  /** Finished games kept on this device for the history screen and the replay viewer. */
  readonly history: GameHistory;
  /** Test hooks read from the page address (`?seed=…&fast=1`): fixed dice and no waits. */
  readonly seed: string | null;
  readonly fast: boolean;
}

export const AppContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('AppContext missing');
  return services;
}

export function useSettings(): [Settings, SettingsStore['set']] {
  const { settings } = useServices();
  const value = useSyncExternalStore(settings.subscribe, settings.get, settings.get);
  return [value, settings.set];
}

export function useReducedMotion(): boolean {
  const [settings] = useSettings();
  return effectiveReducedMotion(settings);
}
