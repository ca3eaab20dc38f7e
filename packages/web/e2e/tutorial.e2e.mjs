// Browser tests of the tutorials: the petite piste's, completed at 360 × 740 by keyboard and taps,
// with a wrong tap explained, the lit target on screen at every step, a screenshot of each step's first
// screen, the tick on the game's card afterwards, and the read-aloud button only where a voice exists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForTests, assertSeen, assertTargets, axeScan, screenshotDir } from './lib.mjs';

const app = appForTests();
const PHONE = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' };

/** A speech synthesis with the given voices that records what it is asked to say. */
function fakeSpeech(langs) {
  return `(() => {
    const voices = ${JSON.stringify(langs)}.map((lang) => ({ lang, name: lang, default: false, localService: true, voiceURI: lang }));
    window.__spoken = [];
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
        cancel() {},
        addEventListener() {},
        removeEventListener() {},
      },
    });
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
  })()`;
}

const LIT = '.tutorial .lit[data-tutorial-target], .tutorial .lit [data-tutorial-target]';
const litTarget = (page) => page.locator(LIT).first().getAttribute('data-tutorial-target');
const say = (page) => page.getByTestId('tutorial-say').textContent();
const hint = (page) => page.getByTestId('tutorial-hint').textContent();

describe('tutorials', () => {
  it('the petite piste: offered on the first visit, completed at 360 px by keyboard and taps, ticked on its card', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await page.addInitScript(fakeSpeech(['fr-FR']));
    await page.goto(`${app.base}#/new/petite-piste`);
    // The first visit offers the tutorial; the second does not.
    await page.getByTestId('tutorial-offer').getByRole('link').click();
    await page.getByText('Étape 1 sur 11').waitFor();
    await axeScan(page, 'tutorial');
    await assertTargets(page, 'tutorial at 360 px');

    for (let step = 1; step <= 11; step++) {
      await page.getByText(`Étape ${step} sur 11`).waitFor();
      const target = await litTarget(page);
      await assertSeen(page, `[data-tutorial-target="${target}"]`, `step ${step}'s lit target`);
      await page.screenshot({ path: `${screenshotDir}/tutorial-petite-piste-step-${step}-360.png` });
      const sentence = await say(page);
      if (step === 3) {
        // 7 → 11: a wrong tap on the square the dice reached is answered, and the lesson goes on.
        assert.equal(target, 'square-11');
        await page.locator('[data-tutorial-target="square-7"]').click();
        assert.match(await hint(page), /le nombre premier suivant est 11/);
        assert.equal(await say(page), sentence, 'a wrong tap keeps the lesson');
        await assertSeen(page, '[data-tutorial-target="square-11"]', 'the lit square after a wrong tap');
        await page.screenshot({ path: `${screenshotDir}/tutorial-petite-piste-wrong-tap-360.png` });
      }
      if (step === 1) {
        await page.getByRole('button', { name: 'Lire à voix haute' }).click();
        const spoken = await page.evaluate(() => window.__spoken);
        assert.deepEqual(spoken, [{ text: sentence, lang: 'fr-FR' }]);
      }
      if (step === 5) assert.equal(target, 'roll-1', 'the single die is tried');
      if (step === 6) assert.match(sentence, /Refusé/);
      if (step === 9) assert.equal(target, 'square-48', 'the bounce: 52 comes back to 48');
      if (step % 2 === 0) {
        // Keyboard: each lesson puts focus on its lit target.
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-tutorial-target')),
          target,
        );
        await page.keyboard.press('Enter');
      } else {
        await page.locator(`[data-tutorial-target="${target}"]`).click();
      }
      if (step < 11) await page.getByText(`Étape ${step + 1} sur 11`).waitFor();
    }
    await page.getByText('Bravo, tu sais jouer').waitFor();
    await page.screenshot({ path: `${screenshotDir}/tutorial-petite-piste-done-360.png` });

    await page.goto(`${app.base}#/`);
    await page.reload();
    await page.getByTestId('learned-petite-piste').waitFor();
    assert.equal(await page.getByTestId('learned-piste').count(), 0, 'only the tutorial done is ticked');
    await page.goto(`${app.base}#/new/petite-piste`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByTestId('tutorial-offer').count(), 0, 'offered once');
    await page.goto(`${app.base}#/rules/petite-piste`);
    await page.getByTestId('learn-link').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('in English, with no voice the read-aloud button is hidden', async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await page.addInitScript(fakeSpeech([]));
    await page.addInitScript(() =>
      localStorage.setItem(
        'ludimaths.settings',
        JSON.stringify({ locale: 'en', reducedMotion: null, projector: false }),
      ),
    );
    await page.goto(`${app.base}#/learn/petite-piste`);
    await page.getByText('Step 1 of 11').waitFor();
    assert.match(await say(page), /land exactly on square 50/);
    assert.equal(await page.getByRole('button', { name: 'Read aloud' }).count(), 0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 11').waitFor();
    await page.locator('[data-tutorial-target="square-5"]').click();
    assert.match(await hint(page), /roll both dice/);
    // Progress is kept on the device: a reload comes back to the lesson, which can start again.
    await page.reload();
    await page.getByText('Step 2 of 11').waitFor();
    await page.getByTestId('tutorial-restart').click();
    await page.getByText('Step 1 of 11').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
