import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support';
import { createSettingsStore, DEFAULT_SETTINGS, effectiveReducedMotion, parseSettings } from './settings';

describe('settings', () => {
  it('default to French, motion following the device, no projector mode', () => {
    expect(createSettingsStore(memoryStorage()).get()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.locale).toBe('fr');
  });

  it('persist across visits', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set({ locale: 'en', projector: true, reducedMotion: true });
    expect(calls).toBe(1);
    expect(createSettingsStore(storage).get()).toEqual({
      locale: 'en',
      projector: true,
      reducedMotion: true,
    });
  });

  it('ignore corrupt saved data', () => {
    expect(parseSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ locale: 'de', projector: 'yes' })).toEqual(DEFAULT_SETTINGS);
  });

  it('an explicit reduced-motion choice wins over the device', () => {
    expect(effectiveReducedMotion({ ...DEFAULT_SETTINGS, reducedMotion: true })).toBe(true);
    expect(effectiveReducedMotion({ ...DEFAULT_SETTINGS, reducedMotion: false })).toBe(false);
  });
});
