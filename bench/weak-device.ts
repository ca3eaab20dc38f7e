/**
 * The web app on weak devices: Debian's Chromium with Chrome DevTools' network and CPU throttling,
 * served by the real game server (the built app of packages/web/dist: run `npm run build -w
 * @ludimaths/web` first). Each run is a first visit (empty cache, no service worker). It prints the
 * median of several runs for
 *   - home: navigation → the home screen's first "Jouer" link visible (the page can be used);
 *   - game: "Jouer" tapped → the piste's "two dice" button visible (new-game screen, "Commencer", board);
 * with the build's brotli copies (what a browser gets) and, as the baseline of the same run, with
 * every file sent uncompressed (the browser asks for `identity`).
 *
 * Usage: npx tsx bench/weak-device.ts [--runs 3]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { spawnServer } from '../packages/server/src/index';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

/** Chrome DevTools' presets (bytes per second, ms of latency per request) and CPU slowdowns. */
const PROFILES = [
  { name: 'cheap tablet (CPU ×4, Fast 3G)', cpu: 4, down: 180_000, up: 84_375, latency: 562.5 },
  { name: 'old phone (CPU ×6, Slow 3G)', cpu: 6, down: 50_000, up: 50_000, latency: 2_000 },
] as const;
type Profile = (typeof PROFILES)[number];

const dist = fileURLToPath(new URL('../packages/web/dist/', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) {
  console.error('weak-device: no build in packages/web/dist (run npm run build -w @ludimaths/web)');
  process.exit(1);
}

async function visit(browser: Browser, url: string, profile: Profile, compressed: boolean) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (!compressed)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': 'identity' } });
  const started = performance.now();
  await page.goto(`${url}/#/`, { waitUntil: 'commit' });
  const play = page.getByRole('link', { name: 'Jouer', exact: true }).first();
  await play.waitFor({ timeout: 120_000 });
  const home = performance.now() - started;
  const tapped = performance.now();
  await play.click();
  await page.getByTestId('start').click({ timeout: 120_000 });
  await page.getByTestId('roll-2').waitFor({ timeout: 120_000 });
  const game = performance.now() - tapped;
  await context.close();
  return { home, game };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const data = mkdtempSync(join(tmpdir(), 'ludimaths-weak-'));
const { child, url } = await spawnServer(data, ['--web', dist]);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  console.log(
    `weak devices, median of ${runs} first visits at 360 × 740 (home: page usable; game: after "Jouer")`,
  );
  for (const profile of PROFILES) {
    const results: Record<'brotli' | 'identity', { home: number[]; game: number[] }> = {
      brotli: { home: [], game: [] },
      identity: { home: [], game: [] },
    };
    // The two set-ups alternate run by run, so a slower moment of the machine hits both.
    for (let i = 0; i < runs; i++) {
      for (const compressed of [false, true]) {
        const r = await visit(browser, url, profile, compressed);
        const into = results[compressed ? 'brotli' : 'identity'];
        into.home.push(r.home);
        into.game.push(r.game);
      }
    }
    const base = { home: median(results.identity.home), game: median(results.identity.game) };
    console.log(`\n${profile.name}`);
    for (const [name, r] of Object.entries(results)) {
      const home = median(r.home);
      const game = median(r.game);
      console.log(
        `  ${name.padEnd(9)} home ${seconds(home).padStart(8)} (×${(home / base.home).toFixed(2)})   game ${seconds(game).padStart(8)} (×${(game / base.game).toFixed(2)})`,
      );
    }
  }
} finally {
  await browser.close();
  child.kill();
  rmSync(data, { recursive: true, force: true });
}
