// Browser test of the game analysis ("Analyse de la partie"): a petite piste game played to the end
// on a phone, its analysis opened from the end screen (judged in a worker, with progress), and a key
// decision opening the replay viewer at its step. Screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertTargets, axeScan, screenshots } from './lib.mjs';

const app = appForTests();

/** Plays the person's turns (one die whenever it is offered: careless on purpose) to the end. */
async function playCarelessly(page) {
  const end = page.getByTestId('end');
  for (let turn = 0; turn < 400; turn++) {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="end"]') ||
        document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
    );
    if (await end.isVisible()) return;
    const one = page.getByTestId('roll-1');
    await ((await one.isVisible()) ? one : page.getByTestId('roll-2')).click();
  }
  throw new Error('game did not end');
}

describe('game analysis', () => {
  it('judges a finished game and opens a key decision in the replay at its step', async () => {
    const { page, context, errors } = await app.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${app.base}?seed=e2e-analysis&fast=1#/new/petite-piste`);
    await page.getByTestId('name-0').fill('Léa');
    await page.getByTestId('start').click();
    await playCarelessly(page);

    await page.getByTestId('end-analysis').click();
    await page.getByRole('heading', { name: 'Analyse de la partie' }).waitFor();
    await page.getByTestId('analysis-done').waitFor({ timeout: 30_000 });
    const key = page.getByTestId('analysis-key').getByTestId('finding');
    assert.ok((await key.count()) > 0, 'the careless game has key decisions');
    const first = key.first();
    const heading = await first.locator('h3').innerText();
    const step = Number(/Étape (\d+)/.exec(heading)?.[1]);
    assert.ok(step > 0, heading);
    assert.match(await first.innerText(), /erreur/);
    await axeScan(page, 'analysis');
    await assertTargets(page, 'analysis');
    await screenshots(page, 'analysis');

    await first.getByTestId('finding-replay').click();
    const position = page.getByTestId('replay-position');
    await position.waitFor();
    assert.match(await position.innerText(), new RegExp(`^Étape ${step} sur`));
    // The step's words are in view and hold the focus (a screen reader says them), not the page top.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'replay-position',
    );
    const box = await position.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 780, `step text in view: ${JSON.stringify(box)}`);
    // Nothing on the replay page is wider than the phone.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await screenshots(page, 'analysis-replay-step');
    // And back: the replay of a stored game offers its analysis.
    await page.getByTestId('open-analysis').click();
    await page.getByTestId('analysis-done').waitFor({ timeout: 30_000 });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
