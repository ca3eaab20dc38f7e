// Browser tests of the web app, run by `npm test` (see run.mjs): play a seeded piste game to the end
// through the UI, switch language, reload and resume, replay a record, work offline, scan every
// screen with axe-core and save screenshots of each at 360 and 1280 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { appForTests, assertTargets, axeScan, recordRolling, screenshots } from './lib.mjs';

const app = appForTests();
const newPage = (options) => app.newPage(options);

/** Plays human turns with the keyboard (and one die when offered, by a tap) until the end panel. */
async function playToEnd(page, { maxTurns = 400 } = {}) {
  const roll2 = page.getByTestId('roll-2');
  const end = page.getByTestId('end');
  let oneDieUsed = false;
  for (let turn = 0; turn < maxTurns; turn++) {
    if (await end.isVisible()) return { turns: turn, oneDieUsed };
    // Wait until it is a person's turn (the button is enabled) or the game ended.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="end"]') ||
        document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
    );
    if (await end.isVisible()) return { turns: turn, oneDieUsed };
    const roll1 = page.getByTestId('roll-1');
    if (!oneDieUsed && (await roll1.isVisible())) {
      await roll1.click();
      oneDieUsed = true;
    } else {
      await roll2.focus();
      await page.keyboard.press('Enter');
    }
  }
  throw new Error('game did not end');
}

describe('home and settings', () => {
  it('lists the six games, each with its rules and a way to play, and passes axe', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?fast=1#/`);
    await page.getByRole('heading', { name: 'Choisis un jeu' }).waitFor();
    assert.equal(await page.locator('.cards > li').count(), 6);
    assert.equal(await page.getByRole('link', { name: 'Jouer', exact: true }).count(), 6);
    // Every game for several people can also be played online (not the solitaire).
    assert.equal(await page.getByRole('link', { name: 'Jouer en ligne' }).count(), 5);
    assert.equal(await page.getByRole('link', { name: 'Règles' }).count(), 6);
    await axeScan(page, 'home');
    await screenshots(page, 'home');
    await page.goto(`${app.base}#/settings`);
    await page.getByRole('heading', { name: 'Réglages' }).waitFor();
    await axeScan(page, 'settings');
    await screenshots(page, 'settings');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('switches to English, keeps it after a reload, and back to French', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}#/settings`);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.getByRole('link', { name: 'Ludimaths' }).click();
    await page.getByRole('heading', { name: 'Pick a game' }).waitFor();
    await page.getByText('2 to 4 players').first().waitFor();
    await axeScan(page, 'home (English)');
    await screenshots(page, 'home-en');
    await page.goto(`${app.base}#/rules/piste`);
    await page.getByRole('heading', { name: 'Rules: The track of ultimate numbers' }).waitFor();
    await page.getByRole('heading', { name: 'The special squares' }).waitFor();
    await axeScan(page, 'rules (English)');
    await page.goto(`${app.base}?seed=english&fast=1#/new/piste`);
    await page.getByRole('heading', { name: 'New game: The track of ultimate numbers' }).waitFor();
    await page.getByTestId('start').click();
    await page.getByTestId('roll-2').waitFor();
    await page.getByRole('heading', { name: 'Game log' }).waitFor();
    await screenshots(page, 'piste-game-en');
    await page.goto(`${app.base}#/settings`);
    await page.getByRole('radio', { name: 'Français' }).check();
    await page.getByRole('heading', { name: 'Réglages' }).waitFor();
    await context.close();
  });

  it('projector mode enlarges the type', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}#/settings`);
    await page.getByRole('switch', { name: 'Mode projecteur' }).check();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), true);
    await axeScan(page, 'settings (projector)');
    await page.goto(`${app.base}?seed=projector&fast=1#/new/piste`);
    await page.getByTestId('start').click();
    await page.getByTestId('turn-banner').waitFor();
    await screenshots(page, 'piste-projector');
    await context.close();
  });
});

describe('touch targets', () => {
  it('every control is at least 44 px on a 360 px phone', async () => {
    const { page, context } = await newPage({ viewport: { width: 360, height: 780 } });
    for (const [name, path] of [
      ['home', '#/'],
      ['settings', '#/settings'],
      ['new game', '#/new/piste'],
      ['replay', '#/replay'],
      ['rules', '#/rules/piste'],
    ]) {
      await page.goto(`${app.base}?fast=1${path}`);
      await page.locator('h1').first().waitFor();
      await assertTargets(page, name);
    }
    await page.goto(`${app.base}?seed=targets&fast=1#/new/piste`);
    await page.getByTestId('start').click();
    await page.getByTestId('roll-2').waitFor();
    await assertTargets(page, 'game');
    await context.close();
  });
});

describe('la piste', () => {
  it('rules page in French with the board picture', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}#/rules/piste`);
    await page.getByRole('heading', { name: /Règles/ }).waitFor();
    await page.getByText('49 = 7 × 7', { exact: false }).first().waitFor();
    assert.ok((await page.locator('.track li').count()) >= 30);
    await axeScan(page, 'rules');
    await screenshots(page, 'piste-rules');
    await context.close();
  });

  it('plays a seeded game to the end with the keyboard, explaining every turn', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=e2e-full&fast=1#/new/petite-piste`);
    await page.getByRole('heading', { name: /Nouvelle partie/ }).waitFor();
    await axeScan(page, 'new game');
    await screenshots(page, 'piste-new-game');
    await page.getByTestId('name-0').fill('Léa');
    await page.getByTestId('start').click();
    await page.getByTestId('turn-banner').waitFor();

    // A few turns, then the in-game screenshots and scan.
    const roll2 = page.getByTestId('roll-2');
    for (let i = 0; i < 3; i++) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      await roll2.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('explanation').waitFor();
    const explanation = await page.getByTestId('explanation').innerText();
    assert.match(explanation, /lance/);
    const live = await page.getByTestId('live').innerText();
    assert.ok(live.length > 0, 'the live region announced the turn');
    await axeScan(page, 'piste game');
    await screenshots(page, 'piste-game');

    const { turns, oneDieUsed } = await playToEnd(page);
    assert.ok(turns > 0);
    if (oneDieUsed) {
      await page.locator('.game-log li', { hasText: 'Léa choisit de lancer un seul dé.' }).first().waitFor();
    }
    await page
      .getByTestId('end')
      .getByText(/a gagné/)
      .first()
      .waitFor();
    await axeScan(page, 'piste end');
    await screenshots(page, 'piste-end');
    const log = await page.locator('.game-log li').count();
    assert.ok(log > 5, 'the game log lists the turns');

    // Rejouer starts a fresh game with the same seats.
    await page.getByTestId('again').click();
    await page.getByTestId('end').waitFor({ state: 'detached' });
    await page.getByTestId('turn-banner').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('announces every roll in the live region, a repeated identical roll included', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}?seed=e2e-live&fast=1#/new/piste`);
    await page.getByTestId('start').click();
    const ids = new Set();
    for (let i = 0; i < 4; i++) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      await page.getByTestId('roll-2').click();
      await page.waitForFunction(
        (seen) => {
          const p = document.querySelector('[data-testid="live"] p');
          return p && !seen.includes(p.getAttribute('data-announcement'));
        },
        [...ids],
      );
      ids.add(await page.locator('[data-testid="live"] p').getAttribute('data-announcement'));
    }
    assert.equal(ids.size, 4, 'each turn gives a new announcement element');
    await context.close();
  });

  it('resumes a game in progress after a reload', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}?seed=e2e-resume&fast=1#/new/piste`);
    await page.getByTestId('start').click();
    for (let i = 0; i < 3; i++) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      await page.getByTestId('roll-2').click();
    }
    await page.waitForFunction(
      () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
    );
    const before = await page.locator('.positions').innerText();
    const logBefore = await page.locator('.game-log li').count();
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    assert.equal(await page.locator('.positions').innerText(), before);
    assert.equal(await page.locator('.game-log li').count(), logBefore);
    // The home screen offers to resume it too.
    await page.goto(`${app.base}#/`);
    await page.getByTestId('resume-piste').click();
    await page.getByTestId('turn-banner').waitFor();
    assert.equal(await page.locator('.positions').innerText(), before);
    await context.close();
  });

  it('replays a record step by step and names the first bad step of a broken one', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}?seed=e2e-replay&fast=1#/new/petite-piste`);
    await page.getByTestId('start').click();
    for (let i = 0; i < 2; i++) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      await page.getByTestId('roll-2').click();
    }
    // Export the game as a JSON file, as a person would, and read it back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter la partie' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^ludimaths-petite-piste-.*\.json$/);
    const record = await readFile(await download.path(), 'utf8');
    assert.equal(JSON.parse(record).format, 'ludimaths-record');
    await page.goto(`${app.base}#/replay`);
    await page.getByTestId('record-text').fill(record);
    await page.getByTestId('record-open').click();
    const position = page.getByTestId('replay-position');
    await position.waitFor();
    const total = JSON.parse(record).steps.length;
    // A replay opens at the start; the keys, the slider and the list of steps move through it.
    assert.match(await position.innerText(), new RegExp(`Étape 0 sur ${total}`));
    await page.keyboard.press('End');
    assert.match(await position.innerText(), new RegExp(`Étape ${total} sur ${total}`));
    await page.keyboard.press('ArrowLeft');
    assert.match(await position.innerText(), new RegExp(`Étape ${total - 1} sur ${total}`));
    await page.keyboard.press('Home');
    assert.match(await position.innerText(), new RegExp(`Étape 0 sur ${total}`));
    await page.getByTestId('replay-slider').fill('2');
    assert.match(await position.innerText(), new RegExp(`Étape 2 sur ${total}`));
    await page
      .getByTestId('replay-steps')
      .getByRole('button')
      .nth(total - 1)
      .click();
    assert.match(await position.innerText(), new RegExp(`Étape ${total - 1} sur ${total}`));
    await axeScan(page, 'replay');
    await screenshots(page, 'replay');
    // Continue the game from the step on screen.
    await page.getByRole('button', { name: 'Continuer cette partie ici' }).click();
    await page.getByTestId('turn-banner').waitFor();
    // The game goes on from there (chance and the computer may already have played further).
    await page.waitForFunction(
      () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
    );
    const resumed = JSON.parse(
      await page.evaluate(() => localStorage.getItem('ludimaths.game.petite-piste')),
    );
    assert.deepEqual(resumed.steps.slice(0, total - 1), JSON.parse(record).steps.slice(0, total - 1));
    await page.goto(`${app.base}#/replay`);

    const broken = JSON.parse(record);
    broken.steps[1] = { seat: 0, move: { kind: 'roll', dice: 3 } };
    await page.getByTestId('record-text').fill(JSON.stringify(broken));
    await page.getByTestId('record-open').click();
    await page
      .getByTestId('replay-error')
      .getByText(/Étape 2/)
      .waitFor();
    await context.close();
  });

  it('tumbles the dice for a moment, but not under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const { page, context } = await newPage({ reducedMotion });
      await page.goto(`${app.base}?seed=e2e-motion#/new/piste`);
      await page.getByTestId('start').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      const seenRolling = await recordRolling(page, '.dice.rolling');
      const logged = await page.locator('.game-log li').count();
      await page.getByTestId('roll-2').click();
      // The roll is over once the log tells it (the choice of dice, then the dice).
      await page.waitForFunction((n) => document.querySelectorAll('.game-log li').length >= n + 2, logged);
      const seen = await seenRolling();
      assert.equal(seen.banner, true, 'the banner says the dice are rolling');
      assert.equal(seen.tumbling, reducedMotion !== 'reduce', `dice tumbling with ${reducedMotion}`);
      await context.close();
    }
  });

  it('works offline once loaded (service worker precache)', async () => {
    const { page, context } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${app.base}#/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page is controlled once the worker has claimed it; a reload makes sure.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${app.base}?fast=1#/new/piste`);
    await page.getByTestId('start').click();
    await page.getByTestId('roll-2').waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
