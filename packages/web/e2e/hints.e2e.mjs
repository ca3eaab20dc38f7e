// Browser tests of hints as a setting (issues 25.5 and 27.4): an online table created with hints off
// shows no hint button when its creator's turn comes, and a class séance whose teacher left hints off
// (and set a turn limit) shows its rules on the dashboard and no hint button to the pupil.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp, launchChromium, SERVICE_WORKERS } from './lib.mjs';
import { MY_TURN, startGameServer } from './online-lib.mjs';

let server;
let browser;
before(async () => {
  await buildApp();
  server = await startGameServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    serviceWorkers: SERVICE_WORKERS,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Waits for this seat's turn, then checks that it is offered no hint, only the sentence saying so. */
async function noHintAtMyTurn(page) {
  await page.waitForSelector(MY_TURN, { timeout: 60_000 });
  assert.equal(await page.getByTestId('hint').count(), 0, 'no hint button');
  assert.equal(await page.getByTestId('hint-off').innerText(), 'Pas de conseils à cette table.');
}

describe('hints as a setting', () => {
  it('an online table created with hints off shows no hint button', { timeout: 120_000 }, async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.base}#/`);
    await page.getByTestId('online-petite-piste').click();
    await page.getByTestId('online-name').fill('Ana');
    await page.getByTestId('online-kind-1-computer').check();
    // Against a computer hints are on by default: the creator turns them off.
    const box = page.getByTestId('online-hints');
    assert.equal(await box.isChecked(), true);
    await box.uncheck();
    await page.getByTestId('online-create').click();
    await page.getByTestId('online-start').click();
    await noHintAtMyTurn(page);
    assert.equal(await page.getByTestId('hints-used').count(), 0);
    assert.deepEqual(errors, []);
  });

  it('a class séance with hints off and a turn limit: rules on the dashboard, no hint for the pupil', {
    timeout: 120_000,
  }, async () => {
    const teacher = await newPage();
    const t = teacher.page;
    await t.goto(`${server.base}#/`);
    await t.getByTestId('class-entry').click();
    await t.getByTestId('class-game').selectOption('petite-piste');
    await t.getByTestId('class-size-1').check();
    assert.equal(await t.getByTestId('class-hints').isChecked(), false, 'hints off by default');
    await t.getByTestId('class-turn-limit').selectOption('60');
    await t.getByTestId('class-create').click();
    const shown = t.getByTestId('join-code-shown');
    await shown.waitFor();
    const rules = await t.getByTestId('class-rules').innerText();
    assert.match(rules, /conseils interdits/);
    assert.match(rules, /60\u00a0s par coup/);
    const link = await t.getByTestId('join-link').getAttribute('href');
    const pupil = await newPage();
    await pupil.page.goto(link);
    await pupil.page.getByTestId('class-name').fill('Zoé');
    await pupil.page.getByTestId('class-join').click();
    await pupil.page.getByTestId('pupil-waiting').waitFor();
    await t.getByTestId('class-start').click();
    await noHintAtMyTurn(pupil.page);
    assert.deepEqual([...teacher.errors, ...pupil.errors], []);
  });
});
