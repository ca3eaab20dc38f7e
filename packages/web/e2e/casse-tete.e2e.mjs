// Browser tests of Casse-tête: a seeded hot-seat game between two people through the "pass the
// device" screen (a hand never shows before its owner confirms), played to the end screen with taps
// and keys; the solitaire through the same shell (hint, place, rotate, check, undo, reload, a
// confirmed new grid, solve); axe scans and screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertTargets, axeScan, screenshotDir, screenshots } from './lib.mjs';

const app = appForTests();
const newPage = (options) => app.newPage(options);

/** What the table shows: the end, the handoff screen, or a person's turn (pass or lay). */
async function nextState(page) {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('[data-testid="end"]')) return 'end';
    if (document.querySelector('[data-testid="pass-on"]')) return 'pass-on';
    if (document.querySelector('.handoff')) return 'handoff';
    if (document.querySelector('[data-testid="pass"]')) return 'pass';
    if (document.querySelector('.ct-hand button[aria-disabled="false"]')) return 'turn';
    return false;
  });
  return handle.jsonValue();
}

describe('casse-tête: hot-seat game', () => {
  it('passes the device between two people, never showing the next hand early, to the end', async () => {
    const started = Date.now();
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=ct-hotseat&fast=1#/`);
    await page.getByTestId('play-casse-tete').click();
    await page.locator('input[name="kind-1"][value="human"]').check();
    await page.getByTestId('name-0').fill('Léa');
    await page.getByTestId('name-1').fill('Tom');
    await page.getByTestId('start').click();

    let handoffs = 0;
    let placements = 0;
    let passes = 0;
    let refusals = 0;
    let rotations = 0;
    let holder = null;
    let shot = false;
    for (let turn = 0; turn < 200; turn++) {
      const state = await nextState(page);
      if (state === 'end') break;
      if (state === 'pass-on') {
        // The author sees the result of their move (their hand, the table, the points), then passes on.
        assert.equal(await page.getByTestId('hand').getAttribute('data-seat'), holder);
        await page.getByTestId('pass-on').click();
        continue;
      }
      if (state === 'handoff') {
        // Behind the handoff screen no hand is in the page at all, only the counts.
        assert.equal(await page.getByTestId('hand').count(), 0);
        assert.equal(await page.locator('.ct-hand').count(), 0);
        const ready = page.locator('.handoff button');
        const name = (await ready.textContent()).includes('Tom') ? 'Tom' : 'Léa';
        if (handoffs === 0) {
          await axeScan(page, 'casse-tete handoff');
          await screenshots(page, 'casse-tete-handoff');
        }
        handoffs++;
        // Confirm with the keyboard or a tap, alternately.
        if (handoffs % 2) await ready.click();
        else {
          await ready.focus();
          await page.keyboard.press('Enter');
        }
        await page.getByTestId('hand').waitFor();
        const seat = await page.getByTestId('hand').getAttribute('data-seat');
        assert.equal(seat, name === 'Léa' ? '0' : '1', 'the hand shown is the confirmed player’s');
        assert.match(await page.locator('#ct-hand').textContent(), new RegExp(name));
        holder = seat;
        continue;
      }
      const handSeat = await page.getByTestId('hand').getAttribute('data-seat');
      if (holder !== null) assert.equal(handSeat, holder);
      if (state === 'pass') {
        passes++;
        await page.getByTestId('pass').click();
        continue;
      }
      const token = page.locator('.ct-hand button.ct-pick:not(.ct-nofit)').first();
      if (placements % 2 === 0) {
        // Taps: token, then (once) a cell that does not light up, explained; then a lit cell.
        await token.click();
        const dark = page.locator('.ct-target:not(.ct-lit)').first();
        if (refusals === 0 && (await dark.count()) > 0) {
          await dark.click();
          await page.getByTestId('error').waitFor();
          assert.match(await page.getByTestId('error').textContent(), /Ce n’est pas possible/);
          refusals++;
          await page.getByRole('button', { name: 'Compris' }).click();
        }
        if (rotations === 0 && (await page.getByTestId('rotate-right').count()) > 0) {
          // R turns the chosen token; four quarter turns bring it back.
          const label = () => page.locator('.ct-hand .ct-selected .sr-only').textContent();
          const before = await label();
          await page.getByTestId('rotate-right').click();
          assert.notEqual(await label(), before);
          for (let i = 0; i < 3; i++) await page.keyboard.press('r');
          assert.equal(await label(), before);
          rotations++;
        }
        if (!shot && placements >= 6) {
          // Mid-game, a token chosen: the lit cells, the last explanation, the hand and the counts.
          assert.match(
            await page.getByTestId('explanation').textContent(),
            /pose le jeton \d+.*\+(5|10|20|40)/,
          );
          await axeScan(page, 'casse-tete game');
          await screenshots(page, 'casse-tete-game');
          await assertTargets(page, 'casse-tete game');
          shot = true;
        }
        await page.locator('.ct-target.ct-lit').first().click();
      } else {
        // Keys: focus the token, Enter chooses it and moves focus to a lit cell, Enter lays it.
        await token.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.classList.contains('ct-lit'));
        await page.keyboard.press('Enter');
      }
      placements++;
    }
    await page.getByTestId('end').waitFor();
    assert.ok(handoffs >= 2, `handoffs: ${handoffs}`);
    assert.ok(placements >= 4, `placements: ${placements}`);
    assert.equal(refusals, 1);
    assert.equal(rotations, 1, 'a chosen token was turned with the button and the R key');
    assert.ok(shot, 'mid-game screenshot taken');
    const log = await page.locator('.game-log').textContent();
    assert.match(log, /Fin de la partie/);
    assert.match(log, /Chaque joueur a reçu 5 jetons cachés/);
    await axeScan(page, 'casse-tete end');
    await screenshots(page, 'casse-tete-end');
    assert.deepEqual(errors, []);
    console.log(
      `casse-tête hot-seat: ${placements} placements, ${passes} passes, ${handoffs} handoffs in ${Date.now() - started} ms`,
    );
    await context.close();
  });

  it('has a rules page with a picture of tokens, and a rotation option', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?fast=1#/rules/casse-tete`);
    await page.locator('.ct-example .ct-token').first().waitFor();
    assert.equal(await page.locator('.ct-example .ct-token').count(), 4);
    await axeScan(page, 'casse-tete rules');
    await screenshots(page, 'casse-tete-rules');
    await page.goto(`${app.base}?fast=1#/new/casse-tete`);
    await page.getByTestId('rotation-off').check();
    await page.getByTestId('start').click();
    await page.getByTestId('table').waitFor();
    await nextState(page);
    assert.equal(await page.getByTestId('rotate-right').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('casse-tête: solitaire', () => {
  it('on a phone: undo goes back to the empty grid, redo plays again, a pick is let go of', async () => {
    const { page, context, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${app.base}?seed=solitaire-undo&fast=1#/new/casse-tete-solitaire`);
    await page.getByTestId('start').click();
    // The tray is shuffled one token per step: a pick counts only once all 30 are in it.
    await page.locator('.ct-tray button').nth(29).waitFor();
    const progress = page.getByTestId('progress');
    const token = page.locator('.ct-tray button').first();
    // A pick is not a move: "Annuler la sélection" lets go of it.
    await token.click();
    await page.getByTestId('cancel-selection').click();
    assert.equal(await token.getAttribute('aria-pressed'), 'false');
    // Place, turn, slide and remove: every kind of move, then all undone and all redone.
    await token.click();
    await page.locator('[data-cell="0,0"]').click();
    await page.locator('[data-cell="0,0"]').click();
    await page.getByTestId('sol-rotate-right').click();
    await page.locator('[data-cell="1,1"]').click();
    await page.locator('[data-cell="1,1"]').click();
    await page.getByTestId('sol-remove').click();
    assert.match(await progress.textContent(), /^0 jeton posé sur 30 · 4 coups/);
    const undo = page.getByTestId('sol-undo');
    for (let i = 0; i < 4; i++) await undo.click();
    assert.equal(await undo.getAttribute('aria-disabled'), 'true');
    assert.equal(await page.locator('.ct-slot.ct-filled').count(), 0);
    for (let i = 0; i < 3; i++) await page.getByTestId('sol-redo').click();
    assert.match(await page.locator('[data-cell="1,1"] .sr-only').textContent(), /tourné d’un quart de tour/);
    assert.match(await progress.textContent(), /^1 jeton posé sur 30 · 11 coups/);
    await page.screenshot({ path: `${screenshotDir}/solitaire-undo-redo-360.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is played through the shell: hint, place, check, rotate, undo, resume, a confirmed new grid, solved', async () => {
    const started = Date.now();
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=solitaire&fast=1#/`);
    await page.getByTestId('play-casse-tete-solitaire').click();
    assert.ok(await page.getByTestId('shape-6x5').isChecked());
    await page.getByTestId('start').click();
    await page.getByTestId('tray').waitFor();
    const progress = page.getByTestId('progress');
    assert.match(await progress.textContent(), /^0 jeton posé sur 30/);

    // The shell's hint on the empty 6 × 5 grid: a marked cell, its token picked in the tray; one tap
    // lays it. The solver is deterministic: token 1, unturned (the tray shows tokens under shuffled
    // numbers; `data-token` is the token itself).
    await page.getByTestId('hint').click();
    await page.locator('.ct-slot.ct-hinted').waitFor();
    assert.match(
      await page.getByTestId('hint-text').textContent(),
      /jeton marqué d’une étoile ligne 1, colonne 1/,
    );
    assert.equal(await page.locator('.ct-tray [aria-pressed="true"]').getAttribute('data-token'), '1');
    await page.locator('.ct-slot.ct-hinted').click();
    assert.match(await progress.textContent(), /^1 jeton posé/);
    const first = await page.locator('[data-cell="0,0"] .sr-only').textContent();

    // A token that does not match next to it: "Vérifier" lists the conflicting sides. Token 3 matches
    // token 1 in no rotation, so it conflicts however it is turned.
    const cell = page.locator('[data-cell="0,1"]');
    await page.locator('.ct-tray [data-token="3"]').click();
    await cell.click();
    assert.match(await progress.textContent(), /^2 jetons posés/);
    await page.getByTestId('sol-check').click();
    assert.match(await page.getByTestId('sol-notice').textContent(), /ne va pas|ne vont pas/);
    assert.match(await page.getByTestId('conflicts').textContent(), /≠/);
    assert.equal(await page.locator('.ct-slot.ct-conflict').count(), 2);
    await axeScan(page, 'solitaire');

    // Turn the laid token (button, then the R key), then undo both turns and the placement.
    await cell.click();
    const unturned = (await cell.locator('.sr-only').textContent()).replace(' (conflit)', '');
    await page.getByTestId('sol-rotate-right').click();
    assert.match(await cell.locator('.sr-only').textContent(), /tourné d’un quart de tour/);
    await page.keyboard.press('r');
    assert.match(await cell.locator('.sr-only').textContent(), /demi-tour/);
    await page.getByTestId('sol-undo').click();
    await page.getByTestId('sol-undo').click();
    assert.equal(await cell.locator('.sr-only').textContent(), unturned);
    await page.getByTestId('sol-undo').click();
    assert.match(await progress.textContent(), /^1 jeton posé/);
    await screenshots(page, 'solitaire');
    await assertTargets(page, 'solitaire');

    // The shell's autosave: the grid survives a reload.
    await page.reload();
    await page.getByTestId('tray').waitFor();
    assert.match(await progress.textContent(), /^1 jeton posé/);
    assert.equal(await page.locator('[data-cell="0,0"] .sr-only').textContent(), first);

    // "Nouvelle grille" asks before throwing the grid away (issue 15); "Non" keeps it.
    await page.getByTestId('sol-new').click();
    assert.match(await page.getByTestId('sol-new-confirm').textContent(), /Effacer cette grille/);
    await page.getByRole('button', { name: 'Non, je continue' }).click();
    assert.equal(await page.getByTestId('sol-new-confirm').count(), 0);
    assert.match(await progress.textContent(), /^1 jeton posé/);

    // Following the hints all the way solves the puzzle: the end panel says in how many moves.
    // (Clicked inside the page: the same buttons, without a round trip per tap.)
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let i = 1; i < 30; i++) {
        document.querySelector('[data-testid="hint"]').click();
        let hinted = null;
        for (let wait = 0; wait < 600 && !hinted; wait++) {
          await frame();
          hinted = document.querySelector('.ct-slot.ct-hinted');
        }
        if (!hinted) throw new Error(`no hint for token ${i + 1}`);
        hinted.click();
        // The mark goes once the move is played.
        for (let wait = 0; wait < 600 && document.querySelector('.ct-slot.ct-hinted'); wait++) await frame();
      }
    });
    await page.getByTestId('end').waitFor();
    // Every move counts: the first hint, the tries, the turns and the undos, then 29 placements.
    assert.match(await page.getByTestId('end').textContent(), /Bravo.*Grille résolue en \d+ coups/);
    assert.match(await page.getByTestId('turn-banner').textContent(), /Grille résolue/);
    await axeScan(page, 'solitaire solved');
    await screenshots(page, 'solitaire-solved');
    assert.deepEqual(errors, []);
    console.log(`solitaire: solved by hints in ${Date.now() - started} ms`);
    await context.close();
  });
});
