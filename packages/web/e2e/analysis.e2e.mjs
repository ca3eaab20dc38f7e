// Browser test of the game analysis ("Analyse de la partie"): a petite piste game played to the end
// on a phone, its analysis opened from the end screen (judged in a worker, with progress), and a key
// decision opening the replay viewer at its step; Zigzag, Casse-tête and Finito games (played by the
// engine's greedy bots) opened from the history. Screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertTargets, axeScan, screenshots } from './lib.mjs';
import { loadEngine } from './online-lib.mjs';

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

    const started = Date.now();
    await page.getByTestId('end-analysis').click();
    await page.getByRole('heading', { name: 'Analyse de la partie' }).waitFor();
    await page.getByTestId('analysis-done').waitFor({ timeout: 30_000 });
    console.log(`petite piste: analysed in ${Date.now() - started} ms (the duel solved first)`);
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

  /** A finished game played by the greedy bot on every seat, as the history keeps it. */
  async function finishedGame(entry, players, moreOptions) {
    const engine = await loadEngine();
    const game = engine.games[entry];
    const bot = engine.gameBots[entry].greedy;
    const options = { ...game.defaultOptions, ...moreOptions };
    let state = engine.expectOk(game.setup(options, players, `e2e-${entry}`));
    const steps = [];
    for (let n = 0; game.actors(state).kind !== 'over'; n++) {
      const actors = game.actors(state);
      if (actors.kind === 'chance') {
        const rolled = engine.rollChance(game, state);
        steps.push({ chance: rolled.outcome });
        state = rolled.state;
        continue;
      }
      const seat = actors.seats[0];
      const { move } = bot.choose(game.view(state, seat), seat, game.legalMoves(state, seat), { seed: n });
      steps.push({ seat, move });
      state = engine.expectOk(game.apply(state, seat, move));
    }
    const seats = [
      { name: 'Léa', kind: 'human' },
      ...Array.from({ length: players - 1 }, () => ({ name: 'Ordi', kind: 'bot', bot: 'greedy' })),
    ];
    const record = engine.makeRecord(game, options, seats, `e2e-${entry}`, steps);
    const summary = {
      id: `${entry}-e2e`,
      entry,
      finishedAt: new Date(0).toISOString(),
      players: seats.map((s) => s.name),
      winners: [...(game.outcome(state).winners ?? [])],
      scores: null,
      steps: steps.length,
    };
    return { summary, record };
  }

  it('a record opened in the replay viewer shows its board at once, its controls drawn by the app', async () => {
    const { record } = await finishedGame('piste', 2, { board: 'petite' });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { page, context, errors } = await app.newPage({ viewport });
      await page.goto(`${app.base}?fast=1#/replay`);
      await page.getByTestId('record-text').fill(JSON.stringify(record));
      await page.getByTestId('record-open').click();
      await page.getByTestId('replay-position').waitFor();
      const size = `${viewport.width} × ${viewport.height}`;
      // The board's first row is on screen: the import form folded away below the viewer.
      const top = await page.evaluate(
        () =>
          document
            .querySelector('[data-testid="replay-position"]')
            ?.nextElementSibling?.getBoundingClientRect().top,
      );
      assert.ok(top !== undefined && top < viewport.height - 80, `${size}: the board starts at y=${top}`);
      assert.equal(await page.locator('details.import-other').evaluate((d) => d.open), false);
      // Play, pause and the jumps are the app's own drawings (a font without ⏵ showed boxes).
      assert.equal(await page.locator('.replay-controls svg.media-icon').count(), 5);
      assert.doesNotMatch(await page.locator('.replay-controls').innerText(), /[⏵⏸◀▶]/);
      await screenshots(page, `replay-opened-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('analyses a record pasted into the replay viewer, and its decisions open that replay', async () => {
    const { record } = await finishedGame('casse-tete', 2);
    const { page, context, errors } = await app.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${app.base}?fast=1#/replay`);
    await page.getByTestId('record-text').fill(JSON.stringify(record));
    await page.getByTestId('record-open').click();
    await page.getByTestId('replay-position').waitFor();
    await page.getByTestId('open-analysis').click();
    await page.getByTestId('analysis-done').waitFor({ timeout: 30_000 });
    const every = page.locator('details.analysis-every');
    if (!(await every.evaluate((d) => d.open))) await every.locator('summary').click();
    const first = page.getByTestId('analysis-all').getByTestId('finding').first();
    const step = Number(/Étape (\d+)/.exec(await first.locator('h3').innerText())?.[1]);
    await first.getByTestId('finding-replay').click();
    await page.getByTestId('replay-position').waitFor();
    assert.match(await page.getByTestId('replay-position').innerText(), new RegExp(`^Étape ${step} sur`));
    assert.match(page.url(), /#\/replay\/opened\/at\/\d+$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  // The Zigzag game stops after 30 moves (its moveLimit option) rather than 90 or so: a third of the
  // positions to judge, list, scan and photograph, and still a whole game to its end.
  for (const [entry, players, options] of [
    ['zigzag', 2, { moveLimit: 30 }],
    ['casse-tete', 2, {}],
    ['finito', 2, {}],
  ]) {
    it(`analyses a ${entry} game from the history`, async () => {
      const { summary, record } = await finishedGame(entry, players, options);
      const { page, context, errors } = await app.newPage({ viewport: { width: 360, height: 780 } });
      await page.addInitScript(
        ([game, text]) => {
          localStorage.setItem('ludimaths.history', JSON.stringify([game]));
          localStorage.setItem(`ludimaths.history.${game.id}`, text);
        },
        [summary, JSON.stringify(record)],
      );
      const started = Date.now();
      await page.goto(`${app.base}?fast=1#/analysis/history/${encodeURIComponent(summary.id)}`);
      await page.getByTestId('analysis-done').waitFor({ timeout: 30_000 });
      // A figure for the report (never asserted): page load and the whole review in the worker.
      console.log(`${entry}: ${record.steps.length} steps analysed in ${Date.now() - started} ms`);
      // A long game's list of every choice is folded at first: a tap unfolds it.
      const every = page.locator('details.analysis-every');
      if (!(await every.evaluate((d) => d.open))) await every.locator('summary').click();
      const findings = page.getByTestId('analysis-all').getByTestId('finding');
      assert.ok((await findings.count()) > 2);
      await axeScan(page, `${entry} analysis`);
      await screenshots(page, `analysis-${entry}`);
      const first = findings.first();
      const step = Number(/Étape (\d+)/.exec(await first.locator('h3').innerText())?.[1]);
      await first.getByTestId('finding-replay').click();
      await page.getByTestId('replay-position').waitFor();
      assert.match(await page.getByTestId('replay-position').innerText(), new RegExp(`^Étape ${step} sur`));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
