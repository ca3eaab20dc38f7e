// Browser test of updates: one origin serves the app as built, then a second build, as a deploy
// would. The second build is the first one copied with a marked index.html and that file's new
// revision in sw.js's precache list (what a real rebuild changes, without a second, slow build).
// After the deploy, opening the app once more must end on the second build, with nothing else to do,
// and the service worker must then hold it for offline play.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp, distDir, freePort, launchChromium, servePreview } from './lib.mjs';

const MARK = 'second';

/** Copies dist/ into a temporary folder and turns it into the second build. */
async function secondBuild() {
  const dir = await mkdtemp(join(tmpdir(), 'ludimaths-second-build-'));
  await cp(distDir, dir, { recursive: true });
  const htmlFile = join(dir, 'index.html');
  const original = await readFile(htmlFile, 'utf8');
  const html = original.replace('<html lang="fr">', `<html lang="fr" data-build="${MARK}">`);
  assert.notEqual(html, original, 'index.html starts with <html lang="fr">');
  await writeFile(htmlFile, html);
  // Workbox's revision of a precached file is the MD5 of its content.
  const revision = createHash('md5').update(html).digest('hex');
  const swFile = join(dir, 'sw.js');
  const sw = await readFile(swFile, 'utf8');
  const updated = sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  assert.notEqual(updated, sw, 'sw.js precaches index.html with a revision');
  await writeFile(swFile, updated);
  return dir;
}

/** The build a page shows: the mark of the second build, or null for the first. */
const buildOf = (page) => page.evaluate(() => document.documentElement.dataset.build ?? null);

describe('a new build', () => {
  let browser;
  let server;
  let second;
  let port;
  before(async () => {
    await buildApp();
    second = await secondBuild();
    port = await freePort();
    server = await servePreview(port);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (second) await rm(second, { recursive: true, force: true });
  });

  it('is served at the next visit after it is deployed, then offline too', async () => {
    const base = `http://127.0.0.1:${port}/`;
    const context = await browser.newContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}#/`);
    await page.getByRole('heading', { name: 'Choisis un jeu' }).waitFor();
    // The first build's worker installs; from the next visit on, it answers the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await buildOf(page), null);

    // Deploy the second build on the same origin, then open the app again: the first build's worker
    // answers this visit, finds the new worker, which takes over, and the page reloads into it.
    await server.close();
    server = await servePreview(port, second);
    await page.reload();
    await page.locator(`html[data-build="${MARK}"]`).waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Choisis un jeu' }).waitFor();

    // The worker now holds the second build: a new tab gets it, even offline.
    await context.setOffline(true);
    const tab = await context.newPage();
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`${base}#/`);
    await tab.getByRole('heading', { name: 'Choisis un jeu' }).waitFor();
    assert.equal(await buildOf(tab), MARK);
    await context.setOffline(false);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
