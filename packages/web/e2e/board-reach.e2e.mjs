// Browser tests of what a newcomer could not see or reach (issue 32, items 2, 3 and 5): on a 360 × 740
// phone, Finito's token tray never covers the cells the child must tap, and Casse-tête's table shows
// the computer's last token whole; on a 1920 × 1080 projector the piste's pawns grow with the squares.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertSeen, screenshots, startLocalGame } from './lib.mjs';

const app = appForTests();
const PHONE = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' };
const PROJECTOR = { viewport: { width: 1920, height: 1080 } };
const SIZES = [
  [360, 740],
  [1920, 1080],
];

const startGame = (page, id, seed, setup) => startLocalGame(page, app.base, id, seed, setup);

/** The rendered box of every element matching `selector`, with the box of its `within` ancestor. */
const boxesWithin = (page, selector, within) =>
  page.evaluate(
    ([s, w]) =>
      [...document.querySelectorAll(s)].map((e) => ({
        box: e.getBoundingClientRect().toJSON(),
        outer: e.closest(w).getBoundingClientRect().toJSON(),
      })),
    [selector, within],
  );

const inside = (box, outer) =>
  box.left >= outer.left - 0.5 &&
  box.right <= outer.right + 0.5 &&
  box.top >= outer.top - 0.5 &&
  box.bottom <= outer.bottom + 0.5;

describe('projector at 1920 × 1080: the piste’s pawns grow with the squares', () => {
  it('each pawn is at least 40 % of its square’s height, inside it, and leaves the number readable', async () => {
    const { page, context, errors } = await app.newPage(PROJECTOR);
    await context.addInitScript(() =>
      localStorage.setItem('ludimaths.settings', JSON.stringify({ projector: true })),
    );
    await startGame(page, 'piste', 'e2e-projector-pawns');
    const measure = async (when) => {
      const pawns = await boxesWithin(page, '.track .square-pawns .pawn', '.square');
      assert.ok(pawns.length >= 2, `both pawns are on the track (${when})`);
      for (const { box, outer } of pawns) {
        const share = box.height / outer.height;
        assert.ok(
          share >= 0.4,
          `a pawn ${Math.round(box.height)} px high on a ${Math.round(outer.height)} px square: ${Math.round(share * 100)} % (${when})`,
        );
        assert.ok(inside(box, outer), `a pawn stays inside its square (${when})`);
      }
      for (const square of await page.$$eval('.square:has(.pawn)', (all) => all.map((e) => e.dataset.square)))
        await assertSeen(
          page,
          `.square[data-square="${square}"] .square-number`,
          `square ${square}’s number`,
        );
    };
    // Both pawns on square 0 at the start, then each on its own square.
    await measure('both on square 0');
    for (let turn = 0; turn < 6 && (await page.locator('.square:has(.pawn)').count()) < 2; turn++) {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      await page.getByTestId('roll-2').click();
    }
    await page.waitForFunction(
      () => document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
    );
    await measure('after a few turns');
    await screenshots(page, 'projector-piste-pawns', SIZES);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('casse-tête on a 360 px phone: the computer’s last token is shown whole', () => {
  it('at each of the player’s turns, the last token laid lies wholly inside the table’s frame and the screen', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'casse-tete', 'e2e-ct-last-token');
    let checked = 0;
    for (let turn = 0; turn < 8; turn++) {
      await page.waitForFunction(
        () =>
          document.querySelector('.ct-hand button[aria-disabled="false"]') ||
          document.querySelector('[data-testid="pass"]') ||
          document.querySelector('[data-testid="end"]'),
      );
      if (await page.getByTestId('end').count()) break;
      if (await page.locator('.ct-last').count()) {
        // Its ring (4 px) included: the frame's inside is its client box.
        const { token, frame } = await page.evaluate(() => {
          const last = document.querySelector('.ct-last').getBoundingClientRect();
          const scroller = document.querySelector('.ct-scroller');
          const box = scroller.getBoundingClientRect();
          const left = box.left + scroller.clientLeft;
          const top = box.top + scroller.clientTop;
          const ring = 4;
          return {
            token: {
              left: last.left - ring,
              right: last.right + ring,
              top: last.top - ring,
              bottom: last.bottom + ring,
            },
            frame: {
              left: Math.max(left, 0),
              right: Math.min(left + scroller.clientWidth, innerWidth),
              top: Math.max(top, 0),
              bottom: Math.min(top + scroller.clientHeight, innerHeight),
            },
          };
        });
        const where = (b) =>
          `${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`;
        assert.ok(
          inside(token, frame),
          `turn ${turn}: the last token (${where(token)}) lies inside the table shown on screen (${where(frame)})`,
        );
        await assertSeen(page, '.ct-last', `the last token (turn ${turn})`);
        checked++;
        if (checked === 3) await screenshots(page, 'casse-tete-last-token', SIZES);
      }
      const fits = page.locator('.ct-hand button.ct-pick:not(.ct-nofit)');
      if ((await fits.count()) === 0) {
        await page.getByTestId('pass').click();
        continue;
      }
      await fits.first().click();
      await page.locator('.ct-target.ct-lit').first().click();
    }
    assert.ok(checked >= 4, `the last token was checked at ${checked} turns`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('finito on a 360 px phone: the token tray never covers the cells to tap', () => {
  it('at each roll, before and after a token is picked, every lit cell is on screen and clear of the tray', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'finito', 'e2e-finito-reach');
    const hand = page.locator('[data-testid^="hand-"]');
    for (let turn = 0; turn < 8; turn++) {
      await hand.first().waitFor();
      // Where a child may have left the page: on the other boards and the log below.
      if (turn % 2 === 1)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const cells = await page.$$eval('.board-area .fcell.allowed', (all) => all.map((e) => e.dataset.cell));
      assert.ok(cells.length > 0, `turn ${turn}: the roll lights cells`);
      if (turn % 2 === 0)
        for (const cell of cells)
          await assertSeen(page, `.board-area .fcell[data-cell="${cell}"]`, `turn ${turn}: lit cell ${cell}`);
      await hand.first().click();
      await assertSeen(page, '.hand-token[aria-pressed="true"]', `turn ${turn}: the picked token`);
      for (const cell of cells)
        await assertSeen(
          page,
          `.board-area .fcell[data-cell="${cell}"]`,
          `turn ${turn}: lit cell ${cell}, a token picked`,
        );
      if (turn === 1) await screenshots(page, 'finito-reach-picked', SIZES);
      await page.locator(`.board-area .fcell[data-cell="${cells.at(-1)}"]`).click();
      await page.waitForFunction(() => !document.querySelector('.hand-token[aria-pressed="true"]'));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
