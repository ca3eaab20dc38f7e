// Browser tests of the computer players: a `fort` seat thinks in the bot worker ("réfléchit…" on the
// banner, the game goes on), the hint button gives a move and its reason, the new-game screen with
// levels passes axe; and a measurement of the worker's first hard decision (the piste duel table is
// built on the first choice of dice) while the page keeps handling input.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { appForTests, assertTargets, axeScan, screenshots } from './lib.mjs';

const app = appForTests();
const newPage = (options) => app.newPage(options);

/** Records every text the turn banner shows, however briefly (the bot may answer within a frame). */
function recordBanner() {
  window.__banners = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="turn-banner"]')?.textContent;
    if (text && window.__banners.at(-1) !== text) window.__banners.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const personToPlay = () =>
  document.querySelector('[data-testid="end"]') ||
  document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false';

describe('computer players', () => {
  it('the new-game screen with levels passes axe, with 44 px targets', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=bots&fast=1#/new/piste`);
    await page.getByTestId('level-1-fort').check();
    assert.equal(await page.getByTestId('level-1-fort').isChecked(), true);
    await axeScan(page, 'new game with levels');
    await page.setViewportSize({ width: 360, height: 780 });
    await assertTargets(page, 'new game with levels (360 px)');
    await screenshots(page, 'bots-new-game');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a fort seat thinks in the worker ("réfléchit…"), the game goes on, and no hint is offered for the one possible action', async () => {
    const { page, context, errors } = await newPage();
    await page.addInitScript(recordBanner);
    await page.goto(`${app.base}?seed=bots-fort&fast=1#/new/piste`);
    await page.getByTestId('level-1-fort').check();
    await page.getByTestId('start').click();
    await page.waitForFunction(personToPlay);

    // Only one action (both dice) before the finish is passed: no hint to ask, and the page says why.
    await page.getByTestId('hint-none').getByText('Un seul coup possible').waitFor();
    assert.equal(await page.getByTestId('hint').count(), 0);
    await screenshots(page, 'bots-hint');

    let turns = 0;
    for (; turns < 6; turns++) {
      if (await page.getByTestId('end').isVisible()) break;
      await page.getByTestId('roll-2').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(personToPlay);
    }
    const banners = await page.evaluate(() => window.__banners);
    assert.ok(
      banners.some((text) => text.endsWith('Robot 1 réfléchit…')),
      `banner never said "Robot 1 réfléchit…": ${banners.join(' | ')}`,
    );
    const log = await page.locator('.game-log li').allInnerTexts();
    assert.ok(log.filter((line) => line.startsWith('Robot 1 lance')).length >= 3, log.join('\n'));
    // Every computer decision went through the worker (the page measures each one).
    const decisions = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name === 'bot piste fort')
        .map((m) => m.duration),
    );
    assert.ok(decisions.length >= 3, `worker decisions: ${decisions.length}`);
    console.log(
      `fort in the worker, ${decisions.length} decisions: max ${Math.max(...decisions).toFixed(1)} ms, ` +
        `first ${decisions[0]?.toFixed(1)} ms (includes the worker's start)`,
    );
    // The hint went away with the turn it was for.
    assert.equal(
      await page
        .getByTestId('roll-2')
        .getAttribute('class')
        .then((c) => /hinted/.test(c ?? '')),
      false,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('measures the first hard fort decision in the worker while the page keeps handling clicks', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=bots&fast=1#/new/piste`);
    await page.getByTestId('level-1-moyen').waitFor();
    const assets = await readdir(fileURLToPath(new URL('../dist/assets/', import.meta.url)));
    const workerFile = assets.find((f) => f.startsWith('bot.worker-') && f.endsWith('.js'));
    assert.ok(workerFile, 'the build has a bot worker chunk');
    // A two-player grande piste where seat 0 has overshot: fort solves the duel on this first choice.
    // The worker is started and warmed with an easy question first, so the figure is the decision.
    await page.evaluate(async (url) => {
      const view = {
        board: 'grande',
        positions: [95, 40],
        overshot: [true, false],
        firstSeat: null,
        phase: { kind: 'choose', seat: 0 },
        turns: 0,
        lastTurn: null,
      };
      const moves = [
        { kind: 'roll', dice: 2 },
        { kind: 'roll', dice: 1 },
      ];
      const worker = new Worker(url, { type: 'module' });
      // A call of the worker's `choose` in Comlink's wire format (the app's bot client makes the same
      // call through comlink.wrap).
      let calls = 0;
      const ask = (request) =>
        new Promise((resolve) => {
          const id = `call-${calls++}`;
          const answered = (e) => {
            if (e.data?.id !== id) return;
            worker.removeEventListener('message', answered);
            resolve(e.data.value);
          };
          worker.addEventListener('message', answered);
          worker.postMessage({
            id,
            type: 'APPLY',
            path: ['choose'],
            argumentList: [{ type: 'RAW', value: request }],
          });
        });
      await ask({ gameId: 'piste', level: 'facile', view, seat: 0, moves, seed: 'w' });
      const state = { clicks: [], maxGap: 0, ticksWhileBusy: 0, answer: null };
      window.__measure = state;
      document.addEventListener('click', () =>
        state.clicks.push({ at: performance.now(), busy: !state.answer }),
      );
      window.__think = () => {
        let last = performance.now();
        const ticker = setInterval(() => {
          const now = performance.now();
          state.maxGap = Math.max(state.maxGap, now - last);
          last = now;
          if (!state.answer) state.ticksWhileBusy++;
        }, 5);
        state.started = performance.now();
        const request = {
          gameId: 'piste',
          level: 'fort',
          view,
          seat: 0,
          moves,
          seed: 'm',
          budgetMs: 1000,
        };
        state.done = (async () => {
          const answer = await ask(request);
          state.latency = performance.now() - state.started;
          // The worker is kept busy with the same question until the click has been handled: on a
          // fast machine the first decision may come back before a loaded browser delivers the click.
          while (state.clicks.length === 0 && performance.now() - state.started < 10_000) await ask(request);
          state.answer = answer;
          clearInterval(ticker);
          worker.terminate();
        })();
      };
    }, `./assets/${workerFile}`);
    // Click a radio button while the bot thinks: the page must respond at once.
    const radio = page.getByTestId('level-1-facile');
    const box = await radio.boundingBox();
    assert.ok(box);
    await page.evaluate(() => window.__think());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await radio.isChecked(), true);
    const result = await page.evaluate(async () => {
      await window.__measure.done;
      const { latency, maxGap, ticksWhileBusy, clicks, answer } = window.__measure;
      return { latency, maxGap, ticksWhileBusy, clicks, answer };
    });
    assert.equal(result.answer.ok, true, JSON.stringify(result.answer));
    assert.equal(result.answer.reason.code, 'piste.win-probability');
    const during = result.clicks.filter((c) => c.busy).length;
    console.log(
      `fort, piste duel (grande) first choice in the worker: ${result.latency.toFixed(0)} ms round trip ` +
        `(${result.answer.elapsedMs.toFixed(0)} ms choosing); longest main-thread pause meanwhile ` +
        `${result.maxGap.toFixed(0)} ms; clicks handled while thinking: ${during}/${result.clicks.length}`,
    );
    // The page stays responsive while the worker thinks: the click and the timer were handled before
    // its answer came back (an order of events, not a duration; the times above are only printed).
    assert.ok(during >= 1, 'the click was handled while the bot was thinking');
    assert.ok(result.ticksWhileBusy >= 1, 'timers fired while the bot was thinking');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
