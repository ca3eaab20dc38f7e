// The real game server for the online browser tests: `ludimaths-server` in a child process serving
// the built app, the API and the WebSocket on one port, with its own data folder, so it can be
// killed and started again on the same port and data (a restart mid-game).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { register as registerHook } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir, freePort } from './lib.mjs';

// run.mjs hands over the server bundled for this run from the current sources
// (packages/server/scripts/bundle.mjs); a file run on its own uses `npm start`'s entry, which runs
// the bundle `npm install` or `npm run bundle` last built.
const serverBin =
  process.env.E2E_SERVER_BUNDLE ??
  fileURLToPath(new URL('../../server/bin/ludimaths-server.js', import.meta.url));

/** `flags`: more server flags (a short `--absent-after-ms` for the away offer). */
export async function startGameServer(flags = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-e2e-'));
  const base = `http://127.0.0.1:${port}/`;
  let child = null;
  const launch = async () => {
    child = spawn(
      process.execPath,
      [
        serverBin,
        ...['--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--web', distDir],
        ...['--log-level', 'warn', '--bot-budget-ms', '50', '--max-joins-per-minute', '1000'],
        ...['--max-messages-per-second', '1000'],
        ...flags,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    // A start takes under a second of CPU, but on a shared, loaded machine the restart mid-game
    // once took over 20 s of wall time.
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const response = await fetch(`${base}api/health`);
        if (response.ok) return;
      } catch {}
      if (child.exitCode !== null) throw new Error(`the game server exited (${child.exitCode})`);
      if (Date.now() > deadline) {
        // Not left running behind the failed test (it would keep the test file's process alive).
        child.kill('SIGKILL');
        throw new Error('the game server did not start in 60 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });
  await launch();
  return {
    base,
    /** Kills the server (SIGKILL: no goodbye to the clients); `start` brings it back on the same data. */
    kill: () => stop('SIGKILL'),
    start: launch,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a page shows now: the end, its seat's turn (`isTurn`, a selector), or neither. */
function stateOf(page, isTurn) {
  return page.evaluate((selector) => {
    if (document.querySelector('[data-testid="end"]')) return 'end';
    if (document.querySelector('[data-testid="pending"]')) return 'wait';
    return document.querySelector(selector) ? 'turn' : 'wait';
  }, isTurn);
}

/**
 * Acts, then waits until the move is stored and shown (a new seq), refused (an error), or the game is
 * over. An act that sent nothing (no pending move on screen) is repeated, at most twice, and said in
 * the output: each such line is worth a look, for a click the page loses can be lost by a child too
 * (it was once the Casse-tête pass button, moved from under the pointer as it was pressed; a state
 * arriving between two clicks keeps the picked token, see src/online/selection.test.tsx). A move
 * shown as pending that is never confirmed fails the test: that would be a lost move.
 */
export async function actUntilSent(page, seq, act) {
  for (let attempt = 1; ; attempt++) {
    await act();
    try {
      await page.waitForFunction(
        (before) =>
          document.querySelector('[data-testid="end"]') ||
          document.querySelector('[data-testid="error"]') ||
          document.querySelector('[data-testid="online-play"]')?.getAttribute('data-seq') !== before,
        seq,
      );
      return;
    } catch (error) {
      const pending = await page.getByTestId('pending').isVisible();
      if (pending || attempt >= 3) throw error;
      console.log(`nothing was sent after act ${attempt} (seq ${seq}): acting again`);
    }
  }
}

/**
 * Plays the pages to the end, each acting with `act(page, turn)` when its turn comes. One cheap look
 * at each page in turn (no waiting functions left behind on the page that does not act).
 */
export async function playToEnd(
  pages,
  isTurn,
  act,
  { maxTurns = 400, stopAfter = Number.POSITIVE_INFINITY, during = async () => {} } = {},
) {
  let turns = 0;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const states = await Promise.all(pages.map((page) => stateOf(page, isTurn)));
    if (states.every((s) => s === 'end') || turns >= stopAfter) return turns;
    const i = states.indexOf('turn');
    if (i < 0) {
      if (Date.now() > deadline) throw new Error(`nobody to play: ${states.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 15));
      continue;
    }
    assert.ok(turns < maxTurns, `the game is still going after ${maxTurns} moves`);
    const page = pages[i];
    const seq = await page.getByTestId('online-play').getAttribute('data-seq');
    await actUntilSent(page, seq, () => act(page, turns));
    if (await page.getByTestId('error').isVisible()) {
      throw new Error(`a move was refused: ${await page.getByTestId('error').innerText()}`);
    }
    turns++;
    await during(turns);
  }
}

/**
 * Every game shows the hint button (or, with one possible action, the note saying no hint is needed,
 * or, where the creator forbade hints, the note saying so) exactly when this seat must act: the
 * generic "my turn" sign.
 */
export const MY_TURN = '[data-testid="hint"], [data-testid="hint-none"], [data-testid="hint-off"]';

/** Piste: two dice, or one when only one is allowed. */
export async function pisteAct(page) {
  const two = page.getByTestId('roll-2');
  if (await two.isVisible()) return two.click();
  return page.getByTestId('roll-1').click();
}

/**
 * The rules engine, from its TypeScript sources (through tsx, a development tool), to check what a
 * browser test saw against the games' records.
 */
export async function loadEngine() {
  const { register } = await import('tsx/esm/api');
  registerHook('../../../scripts/source-condition.mjs', import.meta.url);
  register();
  return import('@ludimaths/engine');
}
