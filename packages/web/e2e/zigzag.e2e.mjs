// Browser tests of the Zigzag screens: the rules page, then a seeded game (a person against the
// computer) played to the end screen through the UI: the start side by tap-then-tap on the board,
// moves by the keyboard (arrow keys and Enter), by tapping cells and by the list of moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertTargets, axeScan, screenshotDir, screenshots } from './lib.mjs';

const app = appForTests();
const newPage = (options) => app.newPage(options);

/** The number of steps announced so far (the live region keys each announcement by the log length). */
const announced = (page) =>
  page.evaluate(() =>
    Number(document.querySelector('[data-announcement]')?.getAttribute('data-announcement') ?? 0),
  );

/** Waits until a person must act (a side to choose, a move or a pass) or the game is over. */
async function waitForPerson(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="end"]') ||
      document.querySelector('[data-testid="side-top"]') ||
      document.querySelector('[data-testid="move"]') ||
      document.querySelector('[data-testid="pass"]'),
  );
  if (await page.getByTestId('end').isVisible()) return 'end';
  if (await page.getByTestId('side-top').isVisible()) return 'side';
  if (await page.getByTestId('pass').isVisible()) return 'pass';
  return 'move';
}

/**
 * The destination cells on offer as the board shows them: scoring ones (★) first, then the result
 * shown ("→ 38") closest to a ten, a simple plan of a child aiming at the next multiple of 10.
 */
async function candidates(page) {
  return page.locator('.zz-board [data-candidate]').evaluateAll((els) =>
    els
      .map((e) => ({
        cell: e.getAttribute('data-cell'),
        star: Boolean(e.querySelector('.zz-star')),
        result: Number((e.querySelector('.zz-preview')?.textContent ?? '0').replace(/[^0-9]/g, '') || 0),
      }))
      .map((c) => ({ ...c, near: (c.result < 10 ? 100 : 0) + Math.min(c.result % 10, 10 - (c.result % 10)) }))
      .sort((a, b) => Number(b.star) - Number(a.star) || a.near - b.near || a.result - b.result),
  );
}

/** One move with the keyboard only: the board's tab stop, arrow keys to a cell, Enter, Enter. */
async function keyboardMove(page) {
  const home = page.locator('.zz-board button[tabindex="0"]');
  await home.focus();
  const [fromRow, fromColumn] = (await home.getAttribute('data-cell')).split('-').map(Number);
  const [{ cell }] = await candidates(page);
  const [row, column] = cell.split('-').map(Number);
  for (let i = 0; i < Math.abs(row - fromRow); i++)
    await page.keyboard.press(row > fromRow ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(column - fromColumn); i++)
    await page.keyboard.press(column > fromColumn ? 'ArrowRight' : 'ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), cell);
  await page.keyboard.press('Enter');
  await page.getByTestId('selection').waitFor();
  // A plain move plays on the second Enter; ÷ 2 on an odd number moves focus to "partie entière".
  await page.keyboard.press('Enter');
}

async function playOne(page, kind, turn) {
  const before = await announced(page);
  if (kind === 'pass') await page.getByTestId('pass').click();
  else if (kind === 'side') {
    // Tap-then-tap on the board: the first tap selects the start cell, the second puts the pawn there.
    const [{ cell }] = await candidates(page);
    await page.locator(`.zz-board [data-cell="${cell}"]`).click();
    await page.locator(`.zz-board [data-cell="${cell}"]`).click();
  } else if (turn % 3 === 0) await keyboardMove(page);
  else if (turn % 3 === 1) {
    const [{ cell }] = await candidates(page);
    await page.locator(`.zz-board [data-cell="${cell}"]`).click();
    const half = page.getByTestId('half-round');
    if (await half.isVisible()) await half.click();
    else await page.getByTestId('confirm').click();
  } else {
    // The accessible list: the button for the same cell ("ligne r, colonne c").
    const [{ cell }] = await candidates(page);
    const [row, column] = cell.split('-').map(Number);
    await page
      .getByTestId('move')
      .filter({ hasText: `ligne ${row + 1}, colonne ${column + 1}` })
      .first()
      .click();
  }
  await page.waitForFunction((n) => {
    const id = Number(document.querySelector('[data-announcement]')?.getAttribute('data-announcement') ?? 0);
    return id > n || document.querySelector('[data-testid="end"]');
  }, before);
}

describe('zigzag', () => {
  it('rules page in French with the board picture', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}#/rules/zigzag`);
    await page.getByRole('heading', { name: /Règles/ }).waitFor();
    await page.getByRole('heading', { name: 'Marquer des points' }).waitFor();
    assert.equal(await page.locator('.zz-board .zz-cell').count(), 48);
    assert.equal(await page.locator('.zz-board .zz-start').count(), 12);
    await axeScan(page, 'zigzag rules');
    await screenshots(page, 'zigzag-rules');
    await page.setViewportSize({ width: 360, height: 780 });
    await assertTargets(page, 'zigzag rules');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on a phone: a selection is cancelled by Escape, and a move against the computer is taken back', async () => {
    const { page, context, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${app.base}?seed=zz-takeback&fast=1#/new/zigzag`);
    // The quickest computer: the test is about the takeback, not the reply.
    await page.getByTestId('level-1-facile').check();
    await page.getByTestId('start').click();
    await page.getByTestId('side-top').click();
    assert.equal(await waitForPerson(page), 'move');
    assert.equal(await page.getByTestId('takeback').count(), 0, 'no takeback across the setup dice');
    const number = () => page.getByTestId('number-0').innerText();
    const before = await number();
    const [{ cell }] = await candidates(page);
    await page.locator(`.zz-board [data-cell="${cell}"]`).click();
    await page.getByTestId('cancel-selection').waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await page.getByTestId('selection').count(), 0, 'Escape let go of the selection');
    await playOne(page, 'move', 1);
    assert.equal(await waitForPerson(page), 'move');
    assert.notEqual(await number(), before);
    // On a desktop the button shares the top row with the hint: the whole board still fits 1280 × 800.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.zz-board [data-cell^="7-"]')].map(
          (e) => e.getBoundingClientRect().bottom,
        ),
      ),
    );
    assert.ok(bottom <= 800, `the bottom start row ends at y=${Math.round(bottom)}, inside 800 px`);
    await page.screenshot({ path: `${screenshotDir}/zigzag-takeback-1280.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    // "Reprendre mon coup": in view on the phone, and it brings back the position before the move.
    const takeback = page.getByTestId('takeback');
    await takeback.scrollIntoViewIfNeeded();
    const box = await takeback.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 740 && box.width >= 44, 'the button is on screen');
    await takeback.click();
    await page.getByTestId('takeback-said').getByText('Coup repris').waitFor();
    assert.equal(await number(), before);
    assert.equal(await page.getByTestId('takeback').count(), 0);
    // The autosave is the shortened record: a reload resumes at the same position.
    await page.reload();
    assert.equal(await waitForPerson(page), 'move');
    assert.equal(await number(), before);
    await page.screenshot({ path: `${screenshotDir}/zigzag-takeback-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('plays a seeded game against the computer to the end, partly with the keyboard', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=zz-e2e&fast=1#/new/zigzag`);
    await page.getByRole('heading', { name: /Nouvelle partie/ }).waitFor();
    await page.getByTestId('board-generated').check();
    await page.getByTestId('board-seed').fill('classe');
    await axeScan(page, 'zigzag new game');
    await screenshots(page, 'zigzag-new');
    await page.getByTestId('board-standard').check();
    await page.getByTestId('name-0').fill('Léa');
    await page.getByTestId('start').click();
    await page.getByTestId('turn-banner').waitFor();

    // The setup: dice roll by themselves, then the person chooses top or bottom.
    assert.equal(await waitForPerson(page), 'side');
    assert.equal(await page.locator('.zz-board [data-candidate]').count(), 2);
    await axeScan(page, 'zigzag setup');
    await assertTargets(page, 'zigzag setup');
    await screenshots(page, 'zigzag-setup');

    let turn = 0;
    let keyboardMoves = 0;
    let shot = false;
    let refused = false;
    for (; turn < 400; turn++) {
      const kind = await waitForPerson(page);
      if (kind === 'end') break;
      if (kind === 'move' && turn % 3 === 0) keyboardMoves++;
      if (!refused && kind === 'move') {
        // A start cell is never a destination: the engine refuses and the screen says why, in words.
        await page.locator('.zz-board [data-cell="0-5"]').click();
        assert.match(await page.getByTestId('error').innerText(), /ligne de départ|pas à côté|occupée/);
        refused = true;
      }
      await playOne(page, kind, turn);
      if (!shot && kind === 'move') {
        // The starting numbers were shown as "3 et 5 → 35" and the move explained as an equation.
        await page.getByTestId('explanation').waitFor();
        assert.match(await page.getByTestId('explanation').innerText(), /=/);
        assert.match(await page.locator('.game-log').innerText(), /→ son nombre de départ est \d\d\./);
        if ((await waitForPerson(page)) === 'move') {
          await page.locator('.zz-board [data-candidate]').first().click();
          await page.getByTestId('selection').waitFor();
          await axeScan(page, 'zigzag game');
          await page.setViewportSize({ width: 360, height: 780 });
          await assertTargets(page, 'zigzag game');
          await page.setViewportSize({ width: 1280, height: 900 });
          await screenshots(page, 'zigzag-game');
          shot = true;
        }
      }
    }
    await page.getByTestId('end').waitFor();
    assert.ok(keyboardMoves >= 2, `some moves by keyboard (${keyboardMoves})`);
    assert.ok(shot, 'a game screenshot was taken');
    const end = await page.getByTestId('end').innerText();
    // The ranking table gives both players' points.
    assert.match(end, /Points/);
    assert.equal(await page.getByTestId('ranking').locator('tbody tr').count(), 2);
    await axeScan(page, 'zigzag end');
    await screenshots(page, 'zigzag-end');
    // The step-by-step replay draws the same board (the Snapshot).
    await page.getByRole('link', { name: 'Revoir la partie pas à pas' }).click();
    await page.locator('.zz-board').first().waitFor();
    await axeScan(page, 'zigzag replay');
    // "Rejouer" replaces the autosave, but the finished game stays in the device's history.
    await page.goBack();
    await page.getByTestId('again').click();
    await page.goto(`${app.base}#/history`);
    await page.getByTestId('history').waitFor();
    const kept = page.getByTestId('history').getByRole('listitem');
    assert.equal(await kept.count(), 1);
    assert.match(await kept.innerText(), /Zigzag/);
    await axeScan(page, 'history');
    await screenshots(page, 'history');
    await kept.getByRole('link', { name: 'Revoir' }).click();
    const position = page.getByTestId('replay-position');
    await position.waitFor();
    assert.match(await position.innerText(), /^Étape 0 sur/);
    await page.keyboard.press('End');
    assert.doesNotMatch(await position.innerText(), /^Étape 0 sur/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
