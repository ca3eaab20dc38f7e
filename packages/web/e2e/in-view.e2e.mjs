// Browser tests of what the player must look at next (issue 15, first list, item 1): on a 360 px
// phone, a refusal, the lit cells, the highlighted Finito cell and the pawn that moved are scrolled
// into view and not covered by a sticky bar (the turn banner on top, the dice or hand bar at the
// bottom); on a 1280 × 800 desktop the whole board fits in the window without scrolling.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertSeen, screenshotDir, screenshots, startLocalGame } from './lib.mjs';

const app = appForTests();
const PHONE = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const scrollTo = (page, where) =>
  page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight), where);

const startGame = (page, id, seed, setup) => startLocalGame(page, app.base, id, seed, setup);

describe('the thing to look at next is in view on a phone', () => {
  it('zigzag: an illegal tap far down the board shows its message in view', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'zigzag', 'in-view-zz');
    await page.getByTestId('side-top').click();
    await page.locator('.zz-board [data-candidate]').first().waitFor();
    // A cell of the bottom rows, no destination: the engine refuses it, in words.
    const far = page.locator('.zz-board button.zz-op:not([data-candidate])').last();
    await far.scrollIntoViewIfNeeded();
    await far.click();
    await page.getByTestId('error').waitFor();
    await assertSeen(page, '[data-testid="error"]', 'the refusal');
    await page.screenshot({ path: `${screenshotDir}/in-view-zigzag-error-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('zigzag: the hint names a numbered cell, outlines it in view, and says why in a child’s words', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'zigzag', 'in-view-zz-hint');
    await page.getByTestId('side-top').click();
    await page.locator('.zz-board [data-candidate]').first().waitFor();
    await scrollTo(page, 'bottom');
    await page.getByTestId('hint').click();
    const text = page.getByTestId('hint-text');
    await text.getByText(/L’ordinateur jouerait/).waitFor();
    const words = await text.textContent();
    assert.doesNotMatch(words, /regardé|à l’avance \(|estimée/);
    const [, row, column] = words.match(/ligne (\d+), colonne (\d+)/) ?? [];
    assert.ok(row && column, `the hint names a cell: ${words}`);
    const cell = `${Number(row) - 1}-${Number(column) - 1}`;
    assert.equal(await page.locator('.zz-hinted').getAttribute('data-cell'), cell);
    // The row and column numbers the hint speaks of are written beside the board.
    assert.equal(await page.locator(`.zz-axis-row[data-row="${row}"]`).textContent(), row);
    await assertSeen(page, '.zz-hinted', 'the hinted cell');
    await page.screenshot({ path: `${screenshotDir}/zigzag-hint-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finito: after choosing a token, the highlighted cell is in view, clear of the die and hand bar', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'finito', 'in-view-finito', async () => {
      await page.locator('input[name="kind-1"][value="human"]').check();
      await page.getByTestId('name-0').fill('Léa');
      await page.getByTestId('name-1').fill('Tom');
    });
    await page.getByRole('button', { name: /Je suis Léa/ }).click();
    await page.locator('[data-testid^="hand-"]').first().waitFor();
    for (const start of ['top', 'bottom']) {
      await scrollTo(page, start);
      await page.locator('[data-testid^="hand-"]').first().click();
      await assertSeen(page, '.board-area .fcell.allowed', `the allowed cell (scrolled to the ${start})`);
    }
    await page.screenshot({ path: `${screenshotDir}/in-view-finito-cell-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('casse-tête: after choosing a token, a lit cell is in view, clear of the hand bar', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'casse-tete', 'in-view-ct');
    for (let tries = 0; tries < 3; tries++) {
      await page.waitForFunction(
        () =>
          document.querySelector('.ct-hand button[aria-disabled="false"]') ||
          document.querySelector('[data-testid="pass"]'),
      );
      const fits = page.locator('.ct-hand button.ct-pick:not(.ct-nofit)');
      if ((await fits.count()) === 0) {
        await page.getByTestId('pass').click();
        continue;
      }
      await scrollTo(page, 'bottom');
      await fits.first().click();
      await page.locator('.ct-target.ct-lit').first().waitFor();
      await assertSeen(page, '.ct-target.ct-lit', 'the lit cell');
      await page.screenshot({ path: `${screenshotDir}/in-view-casse-tete-lit-360.png` });
      break;
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('piste: the pawn that just moved is in view, clear of the dice bar, all the way down the track', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'piste', 'in-view-piste');
    let furthest = 0;
    for (let turn = 0; turn < 60 && furthest < 40; turn++) {
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="end"]') ||
          document.querySelector('[data-testid="roll-2"]')?.getAttribute('aria-disabled') === 'false',
      );
      if (await page.getByTestId('end').isVisible()) break;
      if (await page.locator('.square.arrived').count()) {
        await assertSeen(page, '.square.arrived', `the pawn that moved (turn ${turn})`);
        furthest = Math.max(
          furthest,
          Number(await page.locator('.square.arrived').getAttribute('data-square')),
        );
      }
      await scrollTo(page, 'top');
      await page.getByTestId('roll-2').click();
    }
    assert.ok(furthest >= 20, `a pawn went far down the track (square ${furthest})`);
    await page.screenshot({ path: `${screenshotDir}/in-view-piste-pawn-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('hot-seat: the author of a move sees its result before the device passes on', () => {
  it('casse-tête: Léa sees her points, in view, before "Passe l’appareil à Tom"', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await startGame(page, 'casse-tete', 'in-view-ct-duo', async () => {
      await page.locator('input[name="kind-1"][value="human"]').check();
      await page.getByTestId('name-0').fill('Léa');
      await page.getByTestId('name-1').fill('Tom');
    });
    await page.locator('.handoff button').click();
    await page.getByTestId('hand').waitFor();
    const fits = page.locator('.ct-hand button.ct-pick:not(.ct-nofit)');
    if ((await fits.count()) > 0) {
      await fits.first().click();
      await page.locator('.ct-target.ct-lit').first().click();
    } else await page.getByTestId('pass').click();
    await page.getByTestId('pass-on').waitFor();
    // No handoff screen yet: the result of the move is on screen for its author.
    assert.equal(await page.locator('.handoff').count(), 0);
    assert.match(await page.getByTestId('explanation').textContent(), /\+\s?\d+|pioche|passe/);
    await assertSeen(page, '[data-testid="explanation"]', 'the result of the move');
    await assertSeen(page, '[data-testid="pass-on"]', 'the button passing the device on');
    await page.screenshot({ path: `${screenshotDir}/casse-tete-result-before-handoff-360.png` });
    await page.getByTestId('pass-on').click();
    await page.getByRole('heading', { name: 'Passe l’appareil à Tom' }).waitFor();
    assert.equal(await page.locator('.ct-hand').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the whole board fits a 1280 × 800 window', () => {
  for (const [id, last, what] of [
    ['piste', '.square[data-square="99"]', 'square 99 (rows 70–99)'],
    ['zigzag', '.zz-board [data-cell^="7-"]', 'the bottom start row'],
    ['finito', '.board-area .fcell[data-cell="35"]', 'rows 5 and 6'],
    ['casse-tete-solitaire', '.ct-grid [data-cell^="5,"]', 'the solitaire’s sixth row'],
  ]) {
    it(`${id}: ${what} without scrolling`, async () => {
      const { page, context } = await app.newPage(DESKTOP);
      await startGame(page, id, `fit-${id}`);
      await page.locator(last).first().waitFor();
      const bottom = await page.evaluate(
        (s) => Math.max(...[...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect().bottom)),
        last,
      );
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      assert.ok(bottom <= 800, `${what} ends at y=${Math.round(bottom)}, inside the 800 px window`);
      await page.screenshot({ path: `${screenshotDir}/fit-${id}-1280.png` });
      await context.close();
    });
  }
});

describe('the end of a game is in view', () => {
  const PROJECTOR = { viewport: { width: 1920, height: 1080 } };
  for (const [label, options, projector, shot] of [
    ['a 360 px phone', PHONE, false, 'end-screen-360'],
    ['a 1920 × 1080 projector', PROJECTOR, true, 'end-screen-1920-projector'],
  ]) {
    it(`${label}: the result and the ranking are in view, with the board still on screen`, async () => {
      const { page, context, errors } = await app.newPage(options);
      if (projector)
        await context.addInitScript(() =>
          localStorage.setItem('ludimaths.settings', JSON.stringify({ projector: true })),
        );
      // Three computers play a petite piste to the end on their own.
      await startGame(page, 'petite-piste', 'e2e-end', async () => {
        await page.locator('input[name="count"][value="3"]').check();
        for (const seat of [0, 1, 2])
          await page.locator(`input[name="kind-${seat}"][value="computer"]`).check();
      });
      await page.getByTestId('end').waitFor({ timeout: 30_000 });
      await assertSeen(page, '[data-testid="end"] .winner', 'the result');
      await assertSeen(page, '[data-testid="ranking"] tbody tr:last-child', 'the last row of the ranking');
      await assertSeen(page, '[data-testid="again"]', 'the rematch button');
      const boardTop = await page.evaluate(
        () => document.querySelector('.board-area').getBoundingClientRect().top,
      );
      // On a projector the end panel lies beside the board: the board stays where it was, under the title.
      if (projector)
        assert.ok(boardTop < 250, `the board starts at y=${Math.round(boardTop)}, not pushed down`);
      if (projector) {
        // The side column it covers is inert: Tab goes round the panel's controls, never into it.
        assert.equal(await page.locator('.side-panel[inert]').count(), 1);
        const stops = [];
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          stops.push(
            await page.evaluate(() => {
              const active = document.activeElement;
              return active?.closest('.side-panel') ? 'side-panel' : (active?.textContent ?? '').trim();
            }),
          );
        }
        assert.ok(!stops.includes('side-panel'), `Tab stops: ${stops.join(' | ')}`);
        assert.ok(stops.includes('Revanche'), `Tab stops: ${stops.join(' | ')}`);
      }
      await page.screenshot({ path: `${screenshotDir}/${shot}.png` });
      if (!projector) {
        // The rematch choices unfold below the button: who starts, each computer's level.
        await page.getByTestId('rematch-summary').click();
        await page.getByTestId('starter-dice').waitFor();
        await page.getByTestId('rematch').screenshot({ path: `${screenshotDir}/end-screen-rematch-360.png` });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('small text stays readable on a phone', () => {
  it('finito: the other boards’ cell labels are at least 12 px', async () => {
    const { page, context } = await app.newPage(PHONE);
    await startGame(page, 'finito', 'e2e-small-text');
    await page.locator('.fboard.small .fcell-label').first().waitFor();
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('.fboard.small .fcell-label')].map((e) =>
        Number.parseFloat(getComputedStyle(e).fontSize),
      ),
    );
    assert.ok(
      sizes.length > 0 && Math.min(...sizes) >= 12,
      `label sizes ${[...new Set(sizes)].join(', ')} px`,
    );
    await page
      .locator('.fboard.small')
      .first()
      .screenshot({ path: `${screenshotDir}/finito-other-board-360.png` });
    await context.close();
  });

  it('casse-tête: "✗ pas encore" is not struck through', async () => {
    const { page, context } = await app.newPage(PHONE);
    await startGame(page, 'casse-tete', 'e2e-small-text');
    await page.locator('.ct-hand .ct-badge').first().waitFor({ timeout: 20_000 });
    const decorations = await page.evaluate(() =>
      [...document.querySelectorAll('.ct-badge')].map((e) => getComputedStyle(e).textDecorationLine),
    );
    assert.deepEqual([...new Set(decorations)], ['none']);
    await context.close();
  });
});

/** The boxes of `selector` that overlap one another inside each `within` element. */
const overlapsWithin = (page, within, selector) =>
  page.evaluate(
    ([w, s]) => {
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const found = [];
      for (const box of document.querySelectorAll(w)) {
        const parts = [...box.querySelectorAll(s)].map((e) => [e.textContent, e.getBoundingClientRect()]);
        for (const [i, [ta, a]] of parts.entries())
          for (const [tb, b] of parts.slice(i + 1)) if (meet(a, b)) found.push(`${ta} / ${tb}`);
      }
      return found;
    },
    [within, selector],
  );

const fontSizes = (page, selector) =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
    selector,
  );

describe('casse-tête token numbers are readable and clear of the values', () => {
  it('a turned token on a phone: its number is at least 12 px and touches no value', async () => {
    const { page, context } = await app.newPage(PHONE);
    await startGame(page, 'casse-tete', 'e2e-token-id');
    await page.locator('.ct-hand button.ct-pick').first().waitFor({ timeout: 20_000 });
    await page.locator('.ct-hand button.ct-pick').first().click();
    // Three quarter turns: the longest mark the number used to carry ("20↻↻↻").
    for (let turn = 0; turn < 3; turn++) await page.getByTestId('rotate-right').click();
    await page.locator('.ct-hand .ct-selected .ct-turns').waitFor();
    const sizes = await fontSizes(page, '.ct-id');
    assert.ok(Math.min(...sizes) >= 12, `token numbers ${[...new Set(sizes)].join(', ')} px`);
    assert.deepEqual(await overlapsWithin(page, '.ct-face', '.ct-n, .ct-label, .ct-turns'), []);
    await page
      .locator('.ct-hand .ct-selected')
      .screenshot({ path: `${screenshotDir}/casse-tete-turned-token-360.png` });
    await context.close();
  });

  it('solitaire on a phone: tray numbers at least 12 px, the selected token not clipped', async () => {
    const { page, context } = await app.newPage(PHONE);
    await page.goto(`${app.base}?seed=e2e-tray&fast=1#/new/casse-tete-solitaire`);
    await page.getByTestId('start').click();
    await page.getByTestId('turn-banner').waitFor();
    await page.locator('.ct-grid').waitFor();
    // The first tap can land while the screen is still settling after the start: tap until chosen.
    for (let tries = 0; tries < 5 && !(await page.locator('.ct-tray .ct-selected').count()); tries++) {
      await page.locator('.ct-tray button').first().click();
      await page.waitForTimeout(200);
    }
    await page.locator('.ct-tray .ct-selected').waitFor();
    const sizes = await fontSizes(page, '.ct-tray .ct-id');
    assert.ok(Math.min(...sizes) >= 12, `tray numbers ${[...new Set(sizes)].join(', ')} px`);
    assert.deepEqual(await overlapsWithin(page, '.ct-tray .ct-face', '.ct-n, .ct-label, .ct-turns'), []);
    // The selected token, lifted and outlined, lies wholly inside the tray's scrolling box.
    const { token, tray } = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect().toJSON();
      return {
        token: box(document.querySelector('.ct-tray .ct-selected')),
        tray: box(document.querySelector('.ct-tray')),
      };
    });
    const outline = 6;
    assert.ok(
      token.top - outline >= tray.top,
      `token top ${token.top} (outline ${outline}) under tray top ${tray.top}`,
    );
    assert.ok(token.left - outline >= tray.left, `token left ${token.left} inside tray left ${tray.left}`);
    await page.locator('.ct-tray').screenshot({ path: `${screenshotDir}/solitaire-tray-360.png` });
    await context.close();
  });
});

/**
 * The solitaire's grid on a phone, every token laid and turned: whether the page scrolls sideways,
 * the cells out of the screen, the token texts under 12 px, and the face parts that overlap one
 * another or leave their token's inside (border excluded).
 */
const gridFit = (page) =>
  page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const outside = [...document.querySelectorAll('.ct-grid .ct-slot')]
      .filter((cell) => box(cell).left < 0 || box(cell).right > innerWidth)
      .map((cell) => `${cell.dataset.cell} ${Math.round(box(cell).left)}–${Math.round(box(cell).right)}`);
    const texts = '.ct-grid .ct-n, .ct-grid .ct-num, .ct-grid .ct-den, .ct-grid .ct-id';
    const small = [...document.querySelectorAll(texts)]
      .map((e) => `${e.textContent} ${getComputedStyle(e).fontSize}`)
      .filter((text) => Number.parseFloat(text.split(' ').at(-1)) < 12);
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const overlaps = [];
    const spills = [];
    for (const token of document.querySelectorAll('.ct-grid .ct-token')) {
      const edge = box(token);
      const border = Number.parseFloat(getComputedStyle(token).borderTopWidth);
      const parts = [...token.querySelectorAll('.ct-n, .ct-label, .ct-turns')].map((e) => [
        e.textContent,
        box(e),
      ]);
      for (const [i, [ta, a]] of parts.entries()) {
        for (const [tb, b] of parts.slice(i + 1)) if (meet(a, b)) overlaps.push(`${ta} / ${tb}`);
        const inside =
          a.left >= edge.left + border - 0.5 &&
          a.right <= edge.right - border + 0.5 &&
          a.top >= edge.top + border - 0.5 &&
          a.bottom <= edge.bottom - border + 0.5;
        if (!inside) spills.push(ta);
      }
    }
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      cells: document.querySelectorAll('.ct-grid .ct-slot').length,
      laid: document.querySelectorAll('.ct-grid .ct-token').length,
      outside,
      small,
      overlaps,
      spills,
    };
  });

describe('the solitaire grid fits a 360 px phone', () => {
  it('all five columns on screen with no sideways scroll, every token readable at each quarter turn', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await page.goto(`${app.base}?seed=e2e-sol-fit&fast=1#/new/casse-tete-solitaire`);
    await page.getByTestId('start').click();
    await page.locator('.ct-tray button').nth(29).waitFor();
    // All 30 tokens laid in order, then turned a quarter turn at a time: every value of every token
    // comes to each side, the long fractions ("10/80", "3/24") and percentages side by side included.
    // (Tapped inside the page: the same buttons, without a round trip per tap.)
    const tapAll = (turn) =>
      page.evaluate(async (turning) => {
        const until = async (done) => {
          for (let wait = 0; wait < 600 && !done(); wait++) await new Promise(requestAnimationFrame);
          if (!done()) throw new Error('the grid did not answer a tap');
        };
        for (const cell of document.querySelectorAll('.ct-grid .ct-slot')) {
          const before = cell.querySelector('.sr-only').textContent;
          if (turning) {
            cell.click();
            await until(() => cell.getAttribute('aria-pressed') === 'true');
            document.querySelector('[data-testid="sol-rotate-right"]').click();
          } else {
            document.querySelector('.ct-tray button').click();
            await until(() => document.querySelector('.ct-tray [aria-pressed="true"]'));
            cell.click();
          }
          await until(() => cell.querySelector('.sr-only').textContent !== before);
        }
      }, turn);
    await tapAll(false);
    for (let turns = 0; turns < 4; turns++) {
      if (turns > 0) await tapAll(true);
      const fit = await gridFit(page);
      const when = `${turns} quarter turn(s)`;
      assert.equal(fit.cells, 30);
      assert.equal(fit.laid, 30, `every token is on the grid (${when})`);
      assert.ok(fit.scrollWidth <= 360, `the page is ${fit.scrollWidth} px wide (${when})`);
      assert.deepEqual(fit.outside, [], `cells out of the 360 px screen (${when})`);
      assert.deepEqual(fit.small, [], `token texts under 12 px (${when})`);
      assert.deepEqual(fit.overlaps, [], `values touching one another (${when})`);
      assert.deepEqual(fit.spills, [], `values running over the token’s edge (${when})`);
      if (turns === 1)
        await page.locator('.ct-scroller').screenshot({ path: `${screenshotDir}/solitaire-grid-360.png` });
    }
    // "Vérifier" on this jumble: its notice comes in view under the button, and the conflicts' thicker
    // double edges still leave every value inside its token.
    await page.getByTestId('sol-check').click();
    await assertSeen(page, '[data-testid="sol-notice"] p', 'the check’s notice');
    const checked = await gridFit(page);
    assert.ok((await page.locator('.ct-slot.ct-conflict').count()) > 0, 'the jumble has conflicts');
    assert.deepEqual([...checked.outside, ...checked.small, ...checked.overlaps, ...checked.spills], []);
    // Each face still says its values in words, turned as it lies.
    assert.match(
      await page.locator('[data-cell="0,0"] .sr-only').textContent(),
      /^Ligne 1, colonne 1.*Jeton \d+, tourné de trois quarts de tour.*En haut/,
    );
    await screenshots(page, 'solitaire-full-grid');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the tray lies just under the grid: a picked token and the empty cells are on screen together', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await page.goto(`${app.base}?seed=e2e-sol-tray&fast=1#/new/casse-tete-solitaire`);
    await page.getByTestId('start').click();
    await page.locator('.ct-tray button').nth(29).waitFor();
    for (const cell of ['0,0', '0,1', '0,2', '0,3', '0,4', '1,0', '1,1']) {
      await page.locator('.ct-tray button').first().click();
      await page.locator(`[data-cell="${cell}"]`).click();
    }
    await page.locator('.ct-tray button').first().click();
    await page.locator('.ct-tray .ct-selected').waitFor();
    await assertSeen(page, '.ct-tray .ct-selected', 'the picked token');
    for (const cell of ['1,2', '5,0', '5,4'])
      await assertSeen(page, `[data-cell="${cell}"]`, `the empty cell ${cell}`);
    await page.screenshot({ path: `${screenshotDir}/solitaire-picked-viewport-360.png` });
    await screenshots(page, 'solitaire-picked');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('projector mode at 1920 × 1080: the boards grow with the type', () => {
  const PROJECTOR = { viewport: { width: 1920, height: 1080 } };
  // Each board, the share of the screen's width it takes at least, and its text that must grow; for
  // Finito, measured once the line that explains the roll is shown above the board (its tallest state).
  for (const [id, board, share, text, px, ready = text] of [
    ['piste', '.track', 0.6, '.square-factors', 18],
    ['zigzag', '.zz-board', 0.48, '.zz-board button', 24],
    [
      'finito',
      '.board-area .fboard:not(.small)',
      0.38,
      '.board-area .fboard:not(.small) .fcell',
      24,
      '.finito-why',
    ],
    ['casse-tete', '.ct-table', 0.09, '.ct-token .ct-n', 27],
    // All six rows of the solitaire's grid on the screen; the values of the tray's tokens.
    ['casse-tete-solitaire', '.ct-solitaire .ct-grid', 0.35, '.ct-tray .ct-token .ct-n', 20],
  ]) {
    it(`${id}: the board takes ${share * 100} % of the width, its text ≥ ${px} px, and fits`, async () => {
      const { page, context, errors } = await app.newPage(PROJECTOR);
      await context.addInitScript(() =>
        localStorage.setItem('ludimaths.settings', JSON.stringify({ projector: true })),
      );
      await startGame(page, id, `e2e-projector-${id}`);
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      const box = await page.evaluate(
        (s) => document.querySelector(s).getBoundingClientRect().toJSON(),
        board,
      );
      const sizes = await fontSizes(page, text);
      await page.screenshot({ path: `${screenshotDir}/projector-${id}-1920.png` });
      assert.ok(box.width >= share * 1920, `the board is ${Math.round(box.width)} px wide`);
      assert.ok(box.bottom <= 1080, `the board ends at y=${Math.round(box.bottom)}, inside the screen`);
      assert.ok(Math.min(...sizes) >= px, `${text}: ${[...new Set(sizes)].join(', ')} px`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
