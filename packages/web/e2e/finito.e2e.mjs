// Browser tests of Finito: the rules page; a seeded game with two people on one device (each chooses
// behind "passe l'appareil", the other's choice stays hidden until the reveal); a seeded solo game
// played to the end screen through taps and keys. Axe scans and screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove, playChoice, readTable } from './finito-player.mjs';
import { appForTests, assertTargets, axeScan, recordRolling, screenshots } from './lib.mjs';

const app = appForTests();
const newPage = (options) => app.newPage(options);

describe('finito', () => {
  it('rules page with the board picture', async () => {
    const { page, context } = await newPage();
    await page.goto(`${app.base}#/rules/finito`);
    await page.getByRole('heading', { name: /Règles/ }).waitFor();
    assert.equal(await page.locator('.finito-rules .fcell').count(), 36);
    await page.getByText('Suite de 5', { exact: false }).first().waitFor();
    await axeScan(page, 'finito rules');
    await screenshots(page, 'finito-rules');
    await context.close();
  });

  it('two people on one device: each chooses behind the handoff screen, then the reveal', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=finito-duo&fast=1#/new/finito`);
    await page.getByRole('heading', { name: /Nouvelle partie/ }).waitFor();
    await page.locator('input[name="kind-1"][value="human"]').check();
    await page.getByTestId('name-0').fill('Léa');
    await page.getByTestId('name-1').fill('Tom');
    await page.getByTestId('finito-match').check();
    await page.getByTestId('finito-target').fill('40');
    await axeScan(page, 'finito new game');
    await screenshots(page, 'finito-new');
    await page.getByTestId('start').click();

    // Even the first chooser confirms she holds the device; then Léa chooses, with the keyboard.
    await page.getByRole('button', { name: /Je suis Léa/ }).click();
    await page.getByTestId('turn-banner').getByText('À Léa de jouer').waitFor();
    await page.getByTestId('finito-why').waitFor();
    const lea = await readTable(page);
    assert.equal(lea.hand.length, 3);
    const leaMove = chooseMove(lea);
    await page.getByTestId(`hand-${leaMove.token}`).focus();
    await page.keyboard.press('Enter');
    // Picking a token puts the focus on the first allowed cell: Enter places it there.
    const focused = await page.evaluate(() => document.activeElement?.dataset.cell);
    assert.ok(focused !== undefined, 'focus moved to an allowed cell');
    // Arrow keys move between cells (one tab stop for the whole board); back up again, then Enter.
    const row = Math.floor(Number(focused) / 6);
    const [away, back] = row < 5 ? ['ArrowDown', 'ArrowUp'] : ['ArrowUp', 'ArrowDown'];
    await page.keyboard.press(away);
    const moved = await page.evaluate(() => document.activeElement?.dataset.cell);
    assert.equal(Math.abs(Number(moved) - Number(focused)), 6);
    await page.keyboard.press(back);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), focused);
    await page.keyboard.press('Enter');

    // Léa sees her own choice first, then passes the device on.
    await page
      .getByTestId('finito-own-choice')
      .getByText(/Ton choix/)
      .waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Passe l’appareil à Tom' }).count(), 0);
    await page.getByTestId('pass-on').click();
    // The device goes to Tom: nothing of the game behind the handoff screen.
    await page.getByRole('heading', { name: 'Passe l’appareil à Tom' }).waitFor();
    assert.equal(await page.locator('.fboard').count(), 0);
    await axeScan(page, 'finito handoff');
    await screenshots(page, 'finito-handoff');
    await page.getByRole('button', { name: /Je suis Tom/ }).click();

    // Tom sees that Léa has chosen, but not what: her board is still empty.
    await page.getByTestId('seat-state-0').getByText('a choisi').waitFor();
    assert.equal(await page.getByTestId('seat-0').locator('.ftoken').count(), 0);
    assert.match(await page.locator('.game-log').innerText(), /Léa a choisi en secret/);
    const tom = await readTable(page);
    await playChoice(page, chooseMove(tom));

    // The reveal: Tom sees both choices before passing the device back to Léa.
    await page.getByTestId('pass-on').waitFor();
    assert.match(await page.getByTestId('finito-reveal').innerText(), /Tom pose le jeton \d+/);
    await page.getByTestId('pass-on').click();
    await page.getByRole('heading', { name: 'Passe l’appareil à Léa' }).waitFor();
    await page.getByRole('button', { name: /Je suis Léa/ }).click();
    const reveal = await page.getByTestId('finito-reveal').innerText();
    assert.match(reveal, /Léa pose le jeton \d+/);
    assert.match(reveal, /Tom pose le jeton \d+/);
    assert.equal(await page.getByTestId('seat-1').locator('.ftoken').count(), 1);
    assert.equal(await page.locator('.board-area .ftoken').count(), 1);

    // Two more turns, then the table is photographed and scanned.
    for (const name of ['Léa', 'Tom', 'Léa', 'Tom']) {
      const handoff = page.getByRole('button', { name: new RegExp(`Je suis ${name}`) });
      if (await handoff.isVisible()) await handoff.click();
      await page.getByTestId('turn-banner').getByText(`À ${name} de jouer`).waitFor();
      await playChoice(page, chooseMove(await readTable(page)));
      await page.getByTestId('pass-on').click();
      await page.getByRole('button', { name: /Je suis/ }).waitFor();
    }
    await page.getByRole('button', { name: /Je suis Léa/ }).click();
    await page
      .getByTestId('finito-run')
      .getByText(/Suite de \d/)
      .waitFor();
    await axeScan(page, 'finito game');
    await assertTargets(page, 'finito game (1280)');
    await screenshots(page, 'finito-game');
    await page.setViewportSize({ width: 360, height: 780 });
    await assertTargets(page, 'finito game (360)');

    // A cell the roll does not allow is refused by the engine and explained in words.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = await readTable(page);
    const wrong = table.cells.find((c) => !c.allowed && c.token === 0);
    await page.getByTestId(`hand-${table.hand[0]}`).click();
    await page.locator(`.board-area button[data-cell="${wrong.cell}"]`).click();
    await page
      .getByTestId('error')
      .getByText(/case en surbrillance/)
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('solo: a seeded game to "Finito en N lancers !", taps and keys', async () => {
    const started = Date.now();
    const { page, context, errors } = await newPage();
    await page.goto(`${app.base}?seed=finito-solo&fast=1#/new/finito`);
    await page.getByRole('heading', { name: /Nouvelle partie/ }).waitFor();
    await page.locator('input[name="count"][value="1"]').check();
    await page.getByTestId('start').click();
    // The hint: the strongest bot's move for this seat, in words, outlined on the token and the cell.
    await page.getByTestId('hint').click();
    const hint = page.getByTestId('hint-text');
    await hint.getByText(/L’ordinateur jouerait\s*: poser le jeton \d+ sur une case/).waitFor();
    assert.equal(await page.locator('.hand-token.hinted').count(), 1);
    assert.equal(await page.locator('.board-area .fcell.hinted').count(), 1);
    const end = page.getByTestId('end');
    let counter = null;
    let turns = 0;
    for (; turns < 300; turns++) {
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid="end"]') ||
          (document.querySelector('.board-area button[data-allowed]') &&
            document.querySelector('[data-testid="finito-counter"]')?.textContent !== previous),
        counter,
      );
      if (await end.isVisible()) break;
      const table = await readTable(page);
      counter = table.counter;
      await playChoice(page, chooseMove(table));
    }
    await end.waitFor();
    const celebrate = await page.getByTestId('finito-celebrate').innerText();
    assert.match(celebrate, /Finito en \d+ lancers/);
    assert.match(await page.locator('.game-log').innerText(), /Finito en \d+ lancers/);
    // The end says how many rolls it took (not "Joueur 1 a gagné"), and the record on this device.
    assert.match(await page.getByTestId('end').innerText(), /Finito en \d+ lancers/);
    assert.doesNotMatch(await page.getByTestId('end').innerText(), /a gagné/);
    assert.match(await page.getByTestId('turn-banner').innerText(), /Finito en \d+ lancers/);
    assert.match(await page.getByTestId('finito-best').innerText(), /Ton record\s*: \d+ lancers?/);
    await axeScan(page, 'finito end');
    await screenshots(page, 'finito-end');
    assert.deepEqual(errors, []);
    console.log(`finito solo: ${turns} choices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await context.close();
  });

  it('the d20 tumbles while rolling, but not under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const { page, context } = await newPage({ reducedMotion });
      // No fast=1: the real waits, so the die is seen rolling.
      await page.goto(`${app.base}?seed=finito-motion#/new/finito`);
      await page.locator('input[name="count"][value="1"]').check();
      const seenRolling = await recordRolling(page, '.d20.rolling');
      await page.getByTestId('start').click();
      await page.getByTestId('finito-why').waitFor();
      const seen = await seenRolling();
      assert.equal(seen.banner, true, 'the banner says the dice are rolling');
      assert.equal(seen.tumbling, reducedMotion !== 'reduce', `d20 tumbling with ${reducedMotion}`);
      await context.close();
    }
  });
});
