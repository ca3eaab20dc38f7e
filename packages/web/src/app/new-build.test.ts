import { describe, expect, it, vi } from 'vitest';
import type { Workers } from './new-build';
import { followNewBuilds } from './new-build';

/** A stand-in for `navigator.serviceWorker`: a controller or none, and a registration to update. */
function fakeWorkers(controlled: boolean) {
  const events = new EventTarget();
  const update = vi.fn(() => Promise.resolve());
  const workers = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: events.addEventListener.bind(events),
    getRegistration: () => Promise.resolve({ update } as unknown as ServiceWorkerRegistration),
  } as Workers;
  const takeOver = () => events.dispatchEvent(new Event('controllerchange'));
  return { workers, takeOver, update };
}

function showPage(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: visible ? 'visible' : 'hidden',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('following new builds', () => {
  it('reloads once when a new worker takes over a page an older worker served', () => {
    const { workers, takeOver } = fakeWorkers(true);
    const reload = vi.fn();
    followNewBuilds(workers, document, reload);
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker ever installed takes the page over', () => {
    const { workers, takeOver } = fakeWorkers(false);
    const reload = vi.fn();
    followNewBuilds(workers, document, reload);
    takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('looks for a new build when the page comes back into view, not when it is hidden', async () => {
    const { workers, update } = fakeWorkers(true);
    followNewBuilds(workers, document, () => {});
    showPage(false);
    await Promise.resolve();
    expect(update).not.toHaveBeenCalled();
    showPage(true);
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });
});
