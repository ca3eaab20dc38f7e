/** What this module uses of `navigator.serviceWorker` (a fake one in tests). */
export type Workers = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'getRegistration'>;

/**
 * Keeps the app on the newest build. The service worker of a new build takes over as soon as it is
 * installed (`skipWaiting` and `clientsClaim` in vite.config.ts). A page that a worker already
 * controlled is then running the old build, whose lazy chunks the new worker no longer holds, so it
 * reloads once and runs the new one (a game in progress is autosaved and resumes). On a first install
 * the page was not controlled and runs the current build already: no reload. The listener is attached
 * as the app starts, long before a new worker can have finished installing, so the change is never
 * missed. Coming back to a tab left open looks for a new build, as opening the app does.
 */
export function followNewBuilds(workers: Workers, doc: Document, reload: () => void): void {
  if (workers.controller) workers.addEventListener('controllerchange', () => reload(), { once: true });
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState !== 'visible') return;
    // Offline, or no worker registered yet: the next visit looks again.
    workers
      .getRegistration()
      .then((registration) => registration?.update())
      .catch(() => {});
  });
}
