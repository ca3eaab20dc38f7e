// Shared helpers for the browser tests: one production build, one `vite preview` on a free port,
// Debian's Chromium driven by playwright-core, axe-core scans and screenshots.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const screenshotDir = `${repoRoot}artifacts/screenshots`;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The production build the tests serve. */
export const distDir = `${webRoot}dist`;

/** Builds the app into dist/, unless E2E_SKIP_BUILD=1 says `npm run test:web` has just built it. */
export async function buildApp() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await build({ root: webRoot, logLevel: 'warn', configFile: `${webRoot}vite.config.ts` });
}

/** Serves a build folder (dist/ unless told) with `vite preview` on 127.0.0.1. */
export function servePreview(port, outDir = distDir) {
  return preview({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
}

/** Debian's Chromium (or CHROMIUM_PATH) driven by playwright-core. */
export function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Builds once (unless E2E_SKIP_BUILD=1), serves dist/ and launches Chromium. */
export async function startApp() {
  await buildApp();
  const port = await freePort();
  const server = await servePreview(port);
  const browser = await launchChromium();
  await mkdir(screenshotDir, { recursive: true });
  const base = `http://127.0.0.1:${port}/`;
  return {
    base,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.httpServer.close(resolve));
    },
  };
}

/**
 * Browser contexts block the app's service worker unless a test asks for it (the offline and update
 * tests): a first visit must work without it anyway, and its precache fetched the whole build again
 * in every new context (85 more requests), a third of the print tests' CPU time.
 */
export const SERVICE_WORKERS = 'block';

/**
 * The app for one test file: started before its tests and stopped after them. `newPage` opens a
 * fresh browser context (a desktop viewport unless told otherwise) and collects the page's errors.
 */
export function appForTests() {
  let app;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app?.close();
  });
  return {
    get base() {
      return app.base;
    },
    get browser() {
      return app.browser;
    },
    async newPage(options = {}) {
      const context = await app.browser.newContext({
        viewport: { width: 1280, height: 900 },
        serviceWorkers: SERVICE_WORKERS,
        ...options,
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      return { context, page, errors };
    },
  };
}

/**
 * Records in the page whether the "dice are rolling" banner and an element matching `tumbling` ever
 * showed. Rolls are brief (shorter still under reduced motion), so tests read this record afterwards
 * instead of racing to catch the moment.
 */
export async function recordRolling(page, tumbling) {
  await page.evaluate((selector) => {
    window.__seen = { banner: false, tumbling: false };
    new MutationObserver(() => {
      const banner = document.querySelector('[data-testid="turn-banner"]')?.textContent ?? '';
      // "Les dés roulent…", or "Les dés de Léa roulent…" when one player's dice roll.
      if (/Les dés (de .+ )?roulent/.test(banner)) window.__seen.banner = true;
      if (document.querySelector(selector)) window.__seen.tumbling = true;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, tumbling);
  return () => page.evaluate(() => window.__seen);
}

/** Fails on serious or critical axe-core violations, listing them. */
export async function axeScan(page, name) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = window.axe; // injected by addScriptTag above
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const bad = results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    throw new Error(`axe found serious/critical violations on ${name}:\n${JSON.stringify(bad, null, 2)}`);
  }
  return results;
}

/**
 * Saves a full-page screenshot at each size, `name-<width>.png`: by default a phone (360 px) and a
 * desktop (1280 px) width; a test of a phone or a projector layout passes the sizes it checks.
 */
export async function screenshots(
  page,
  name,
  sizes = [
    [360, 780],
    [1280, 900],
  ],
) {
  const original = page.viewportSize();
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(50);
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Every visible control (buttons, links, form fields) is at least 44 × 44 px at the current width. */
export async function assertTargets(page, name) {
  const small = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea, [role="switch"]')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || box.bottom < 0) continue;
      if (box.width < 44 || box.height < 44) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return out;
  });
  if (small.length > 0) throw new Error(`targets under 44 px on ${name}:\n${small.join('\n')}`);
}

/**
 * Where the first element matching `selector` stands: whether its centre is inside the viewport,
 * and which element is drawn there (`covered` names it when it is not the element or inside it).
 */
export function seen(page, selector) {
  return page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) return { found: false };
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inside = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
    const top = inside ? document.elementFromPoint(x, y) : null;
    const clear = top !== null && (top === element || element.contains(top));
    return {
      found: true,
      inside,
      clear,
      covered: clear || !top ? null : `${top.tagName.toLowerCase()}.${top.className}`,
      y: Math.round(y),
      height: innerHeight,
    };
  }, selector);
}

/** Fails unless the element matching `selector` is in the viewport and drawn on top. */
export async function assertSeen(page, selector, what) {
  // Under reduced motion the scroll is instant; one frame for the layout to settle.
  await page.waitForTimeout(50);
  const where = await seen(page, selector);
  assert.ok(where.found, `${what}: ${selector} is on the page`);
  assert.ok(where.inside, `${what} is in the viewport (centre at y=${where.y} of ${where.height})`);
  assert.ok(where.clear, `${what} is not covered (${where.covered} is drawn over it)`);
}

/** A local game of `id` on fixed dice (`seed`), fast: the new-game screen, `setup`, then the table. */
export async function startLocalGame(page, base, id, seed, setup) {
  await page.goto(`${base}?seed=${seed}&fast=1#/new/${id}`);
  await page.getByTestId('start').waitFor();
  await setup?.();
  await page.getByTestId('start').click();
  await page.getByTestId('turn-banner').waitFor();
}
