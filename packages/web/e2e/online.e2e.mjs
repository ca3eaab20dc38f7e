// Browser tests of online play against the real game server: for each game two browser contexts
// create and join a table through the UI and play a whole game against each other; a third context
// watches and never receives a hidden token; a reload and a server restart mid-game; a hostile name
// and a malformed code; Finito alone and a petite piste for three, to the end; a message the page
// cannot read; a computer seat named, paced and turned over like in local play (issue 25).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { chooseMove, playChoice, readTable } from './finito-player.mjs';
import {
  assertSeen,
  axeScan,
  buildApp,
  launchChromium,
  SERVICE_WORKERS,
  screenshotDir,
  screenshots,
} from './lib.mjs';
import { MY_TURN, pisteAct, playToEnd, startGameServer } from './online-lib.mjs';

let server;
let browser;
before(async () => {
  await buildApp();
  await mkdir(screenshotDir, { recursive: true });
  // Players count as away after 2 s instead of a minute, so the away offer is tested without waiting.
  server = await startGameServer(['--absent-after-ms', '2000']);
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Pawn moves in the online Zigzag game (the side choices and any passes come on top). */
const ZIGZAG_MOVES = 16;

async function newPlayer(options = {}) {
  // bypassCSP: the server's policy (script-src 'self') would refuse axe-core's injected script.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    // Moves animate less: clicks need not wait for pawns and tokens to settle.
    reducedMotion: 'reduce',
    serviceWorkers: SERVICE_WORKERS,
    ...options,
  });
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

/**
 * A Zigzag table that stops after `moves` moves: `moveLimit` is one of the game's options (see
 * docs/records.md), which any client may send; the form leaves it at 200, so it is added to the
 * form's request on its way to the server. A game to its end over the network, in a fifth of the moves.
 */
async function limitMoves(page, moves) {
  await page.route('**/api/tables', (route) => {
    const body = route.request().postDataJSON();
    const options = { ...body.options, moveLimit: moves };
    return route.continue({ postData: JSON.stringify({ ...body, options }) });
  });
}

/** How a Zigzag game ended, as the page says it (a target reached, both pawns stuck, the move limit). */
const ZIGZAG_END = /atteint \d+ points et gagne|Les deux pions sont bloqués|\d+ déplacements joués/;

/** Zigzag: the start side, else a scoring destination (★) first, else the first one on offer. */
async function zigzagAct(page) {
  if (await page.getByTestId('side-top').isVisible()) return page.getByTestId('side-top').click();
  if (await page.getByTestId('pass').isVisible()) return page.getByTestId('pass').click();
  const star = page.locator('.zz-board [data-candidate]:has(.zz-star)').first();
  const cell = (await star.count()) > 0 ? star : page.locator('.zz-board [data-candidate]').first();
  await cell.click();
  const half = page.getByTestId('half-round');
  if (await half.isVisible()) return half.click();
  return page.getByTestId('confirm').click();
}

/** Casse-tête: a token that fits somewhere, on the first lit cell; else pass. */
async function casseTeteAct(page) {
  if (await page.getByTestId('pass').isVisible()) return page.getByTestId('pass').click();
  await page.locator('.ct-hand button.ct-pick:not(.ct-nofit)').first().click();
  await page.locator('.ct-target.ct-lit').first().click();
}

/** Finito: the choice that keeps the longest increasing run (the local test's player). */
async function finitoAct(page) {
  await playChoice(page, chooseMove(await readTable(page)));
}

/** The online screens at both widths, scanned by axe. */
async function capture(page, name) {
  await axeScan(page, name);
  await screenshots(page, name);
}

/** Every WebSocket text frame a page receives, parsed. */
function recordFrames(page) {
  const frames = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString()),
    );
  });
  return frames;
}

async function twoPlayers(entryId, setup) {
  const lea = await newPlayer();
  const tom = await newPlayer();
  const table = await createTable(lea.page, entryId, 'Léa', setup);
  await joinTable(tom.page, table.code, 'Tom');
  await lea.page.getByTestId('online-seats').getByText('Tom').waitFor();
  return { lea, tom, ...table };
}

async function finish(players) {
  for (const p of players) {
    await p.page.getByTestId('end').waitFor();
    assert.deepEqual(p.errors, []);
  }
  for (const p of players) await p.context.close();
}

/** The local end screen's ranking, then the record copied once the server gives it. */
async function endScreenChecks({ page, context }) {
  await page.getByTestId('end').waitFor();
  const rows = page.getByTestId('ranking').locator('tbody tr');
  assert.equal(await rows.count(), 2);
  assert.match(await rows.first().innerText(), /1er/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('copy-record').click();
  await page
    .getByTestId('copy-status')
    .getByText(/^Copié/)
    .waitFor();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(copied.game, 'piste');
  assert.ok(copied.steps.length > 2, `${copied.steps.length} steps`);
}

describe('online play', () => {
  it('zigzag: create, share (code, link, QR), join by link, play a whole game; screens and axe', {
    timeout: 150_000,
  }, async () => {
    const started = Date.now();
    const lea = await newPlayer();
    await lea.page.goto(`${server.base}#/`);
    await lea.page.getByTestId('online-zigzag').click();
    await lea.page.getByTestId('online-name').waitFor();
    await capture(lea.page, 'online-new');
    await limitMoves(lea.page, ZIGZAG_MOVES);
    const { code } = await createTable(lea.page, 'zigzag', 'Léa');
    assert.match(code, /^[ACDEFGHJKMNPQRTWXY34679]{6}$/);
    assert.equal(await lea.page.getByTestId('qr').count(), 1);
    const link = await lea.page.getByTestId('join-link').getAttribute('href');
    assert.ok(link.endsWith(`#/join/${code}`), link);
    await capture(lea.page, 'online-waiting');

    // Tom opens the link: the code is filled in, he types his name.
    const tom = await newPlayer({ viewport: { width: 360, height: 780 } });
    await tom.page.goto(link);
    assert.equal(await tom.page.getByTestId('join-code').inputValue(), code);
    await capture(tom.page, 'online-join');
    await tom.page.getByTestId('join-name').fill('Tom');
    await tom.page.getByTestId('join-submit').click();
    // Léa sees him arrive, live; she starts.
    await lea.page.getByTestId('online-seats').getByText('Tom').waitFor();
    // A crafted link never replaces the seat Tom's browser keeps: it asks; a refused credential is not kept.
    await tom.page.waitForURL(/#\/table\/[^/]+$/);
    const tomsTable = tom.page.url();
    await tom.page.goto(`${tomsTable}/${'A'.repeat(32)}`);
    await tom.page.getByTestId('link-use').click();
    await tom.page.getByTestId('online-refused').waitFor();
    await tom.page.goto(`${server.base}#/`);
    await tom.page.goto(tomsTable);
    await tom.page.getByTestId('online-seats').getByText('Tom').waitFor();
    await tom.page.goto(`${tomsTable}/${'A'.repeat(32)}`);
    await tom.page.getByTestId('link-keep').click();
    await tom.page.getByTestId('online-seats').getByText('Tom').waitFor();
    await lea.page.getByTestId('online-start').click();
    let shot = false;
    const turns = await playToEnd([lea.page, tom.page], MY_TURN, zigzagAct, {
      during: async (turn) => {
        if (turn === 6 && !shot) {
          shot = true;
          await capture(lea.page, 'online-game');
        }
      },
    });
    await lea.page.getByTestId('end').waitFor();
    // The last move and why the game ended came over the network too.
    for (const p of [lea, tom]) await p.page.getByText(ZIGZAG_END).first().waitFor();
    await capture(lea.page, 'online-end');
    console.log(`zigzag online: ${turns} turns, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await finish([lea, tom]);
  });

  it('casse-tête: a spectator never receives a hand; a reload and a server restart mid-game', {
    timeout: 150_000,
  }, async () => {
    const started = Date.now();
    const { lea, tom, watch } = await twoPlayers('casse-tete');
    const spectator = await newPlayer();
    const frames = recordFrames(spectator.page);
    await spectator.page.goto(watch);
    await spectator.page.getByTestId('online-seats').waitFor();
    await lea.page.getByTestId('online-start').click();
    let reloaded = false;
    let restarted = false;
    await playToEnd([lea.page, tom.page], MY_TURN, casseTeteAct, {
      during: async (turn) => {
        if (turn === 4 && !reloaded) {
          reloaded = true;
          await tom.page.reload();
          await tom.page.getByTestId('turn-banner').waitFor();
          await capture(spectator.page, 'online-watch');
        }
        if (turn === 8 && !restarted) {
          restarted = true;
          // The banner shows while the server is down (checked before it comes back: a quick restart
          // could otherwise be over before the page is looked at), then goes once it is back.
          await server.kill();
          await lea.page.getByTestId('link-banner').getByText('Reconnexion…').waitFor();
          await screenshots(lea.page, 'online-reconnecting');
          await server.start();
          for (const p of [lea, tom, spectator])
            await p.page.getByText('Reconnexion…').waitFor({ state: 'detached', timeout: 30_000 });
        }
      },
    });
    assert.ok(reloaded && restarted);
    await spectator.page.getByTestId('end').waitFor();
    // The spectator's DOM shows no hand, and no frame it received carried one.
    assert.equal(await spectator.page.locator('.ct-hand button.ct-pick').count(), 0);
    const states = frames.map((f) => JSON.parse(f)).filter((m) => m.type === 'state');
    assert.ok(states.length > 5, `spectator states: ${states.length}`);
    for (const m of states) {
      assert.equal(m.view.hand, null, `a hand in a spectator frame (seq ${m.seq})`);
      assert.deepEqual(m.legal, []);
    }
    for (const f of frames) assert.doesNotMatch(f, /credential/);
    // The log came too, as for local play, with no token drawn into a hand (only that one was drawn).
    const logs = frames.map((f) => JSON.parse(f)).filter((m) => m.type === 'log');
    assert.ok(logs.length > 5, `spectator log messages: ${logs.length}`);
    for (const f of frames) assert.doesNotMatch(f, /"kind":"draw"/);
    assert.ok(logs.some((m) => m.steps.some((s) => s.step.hidden === 'chance')));
    for (const p of [lea, spectator]) {
      const lines = p.page.locator('ul[aria-labelledby="log-title"] li');
      assert.ok((await lines.count()) > 5, 'the log is shown');
      await lines
        .getByText(/pioche un jeton/)
        .first()
        .waitFor();
    }
    console.log(`casse-tête online: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await finish([lea, tom, spectator]);
  });

  it('petite piste: two people race to the end', { timeout: 150_000 }, async () => {
    const { lea, tom } = await twoPlayers('petite-piste');
    await lea.page.getByTestId('online-start').click();
    await playToEnd([lea.page, tom.page], MY_TURN, pisteAct);
    await endScreenChecks(lea);
    await finish([lea, tom]);
  });

  it('at 1280 × 800 the start button comes into view once the table is full, and the game opens at its top', {
    timeout: 60_000,
  }, async () => {
    const lea = await newPlayer({ viewport: { width: 1280, height: 800 } });
    const tom = await newPlayer();
    const { code } = await createTable(lea.page, 'petite-piste', 'Léa');
    await joinTable(tom.page, code, 'Tom');
    await lea.page.getByTestId('online-seats').getByText('Tom').waitFor();
    await assertSeen(lea.page, '[data-testid="online-start"]', 'the start button, once Tom sat down');
    await screenshots(lea.page, 'online-ready-1280x800');
    await lea.page.getByTestId('online-start').click();
    await lea.page.getByTestId('turn-banner').waitFor();
    await assertSeen(lea.page, '[data-testid="roll-2"]', 'the dice button, at the start');
    assert.deepEqual([...lea.errors, ...tom.errors], []);
    await Promise.all([lea.context.close(), tom.context.close()]);
  });

  it('finito: two people choose at the same time, to the end', { timeout: 150_000 }, async () => {
    const { lea, tom } = await twoPlayers('finito');
    await lea.page.getByTestId('online-start').click();
    await playToEnd([lea.page, tom.page], MY_TURN, finitoAct);
    await finish([lea, tom]);
  });

  it('finito alone online: played to the end, the rolls it took shown as the server counted them', {
    timeout: 150_000,
  }, async () => {
    const started = Date.now();
    const lea = await newPlayer();
    const frames = recordFrames(lea.page);
    // Alone, every seat is held at once: no code to share, the start straight away.
    await lea.page.goto(`${server.base}#/`);
    await lea.page.getByTestId('online-finito').click();
    await lea.page.getByTestId('online-name').fill('Léa');
    await lea.page.locator('input[name="count"][value="1"]').check();
    await lea.page.getByTestId('online-create').click();
    await lea.page.getByTestId('online-start').click();
    const turns = await playToEnd([lea.page], MY_TURN, finitoAct);
    await lea.page.getByTestId('end').waitFor();
    // The final state (refused by every client before issue 25) carries the engine's rolls; the end says them.
    const last = frames
      .map((f) => JSON.parse(f))
      .filter((m) => m.type === 'state')
      .at(-1);
    assert.equal(last.outcome.status, 'over');
    assert.ok(Number.isInteger(last.outcome.rolls), JSON.stringify(last.outcome));
    const words = last.outcome.winners.length > 0 ? 'Finito en' : 'Pas de Finito après';
    await lea.page.getByTestId('end').getByText(`${words} ${last.outcome.rolls} lancer`).waitFor();
    assert.equal(await lea.page.getByTestId('online-outdated').count(), 0);
    console.log(`finito solo online: ${turns} moves, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await finish([lea]);
  });

  it('a computer seat plays like in local play: named, paced, "À toi de jouer", the tab title in the background', {
    timeout: 150_000,
  }, async () => {
    const lea = await newPlayer();
    const { page } = lea;
    // No join code: the computer fills the only other seat at once.
    await page.goto(`${server.base}#/`);
    await page.getByTestId('online-petite-piste').click();
    await page.getByTestId('online-name').fill('Léa');
    await page.getByTestId('online-kind-1-computer').check();
    await page.getByTestId('online-create').click();
    // The waiting room names it as local play would.
    await page.getByTestId('online-seats').getByText('Ordinateur (moyen)', { exact: true }).waitFor();
    await page.getByTestId('online-start').click();
    await page.getByTestId('online-play').waitFor();
    // Every banner the page shows, in order, and the tab's title whenever it changes.
    await page.evaluate(() => {
      window.__banners = [];
      window.__titles = [];
      const look = () => {
        const text = document.querySelector('[data-testid="turn-banner"] > span')?.textContent ?? '';
        if (text !== window.__banners.at(-1)) window.__banners.push(text);
        if (document.title !== window.__titles.at(-1)) window.__titles.push(document.title);
      };
      look();
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
      // The page goes to the background and back as a tab does (tests drive `visibilityState`).
      window.__visibility = 'visible';
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => window.__visibility,
      });
      window.__show = (state) => {
        window.__visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    const base = await page.evaluate(() => document.title);
    // Léa plays, then leaves the tab: her next turn shows in its title, and the title comes back with her.
    await page.locator(MY_TURN).first().waitFor();
    await page.getByTestId('turn-banner').getByText('À toi de jouer').waitFor();
    await pisteAct(page);
    await page.evaluate(() => window.__show('hidden'));
    await page.waitForFunction((title) => document.title === `À toi de jouer – ${title}`, base);
    await page.evaluate(() => window.__show('visible'));
    await page.waitForFunction((title) => document.title === title, base);
    await playToEnd([page], MY_TURN, pisteAct);
    const banners = await page.evaluate(() => window.__banners);
    // The computer is seen thinking, then its dice rolling (the server sent both at once), then my turn.
    const thinking = banners.indexOf('Ordinateur (moyen) réfléchit…');
    assert.ok(thinking >= 0, banners.join(' / '));
    assert.match(banners[thinking + 1] ?? '', /roulent…$/, banners.join(' / '));
    assert.equal(banners[thinking + 2], 'À toi de jouer', banners.join(' / '));
    assert.ok(!banners.some((b) => /À Léa de jouer/.test(b)), banners.join(' / '));
    // The log and the end name it too; the title never changed while the tab was in front.
    assert.match(await page.locator('.game-log').last().innerText(), /Ordinateur \(moyen\)/);
    assert.match(await page.getByTestId('ranking').innerText(), /Ordinateur \(moyen\)/);
    assert.deepEqual(await page.evaluate(() => window.__titles), [base, `À toi de jouer – ${base}`, base]);
    await finish([lea]);
  });

  it('petite piste for three: two join by code, all three race to the end', {
    timeout: 150_000,
  }, async () => {
    const lea = await newPlayer();
    const tom = await newPlayer();
    const zoe = await newPlayer();
    const { code } = await createTable(lea.page, 'petite-piste', 'Léa', (page) =>
      page.locator('input[name="count"][value="3"]').check(),
    );
    await joinTable(tom.page, code, 'Tom');
    await joinTable(zoe.page, code, 'Zoé');
    await lea.page.getByTestId('online-seats').getByText('Zoé').waitFor();
    await lea.page.getByTestId('online-start').click();
    await playToEnd([lea.page, tom.page, zoe.page], MY_TURN, pisteAct);
    // The same end at every seat: the winner's name, said the same way.
    const said = await Promise.all(
      [lea, tom, zoe].map(async (p) => {
        await p.page.getByTestId('end').waitFor();
        return p.page.getByTestId('end').locator('.winner').first().innerText();
      }),
    );
    assert.match(said[0], /Léa|Tom|Zoé/);
    assert.equal(new Set(said).size, 1, said.join(' / '));
    await finish([lea, tom, zoe]);
  });

  it('a message the page cannot read: "update needed" shown, the game asked for again', {
    timeout: 90_000,
  }, async () => {
    const { lea, tom, watch } = await twoPlayers('petite-piste');
    await lea.page.getByTestId('online-start').click();
    await playToEnd([lea.page, tom.page], MY_TURN, pisteAct, { stopAfter: 2 });
    // A newer server, as this page sees it: its first state has an outcome field the page does not know.
    const spectator = await newPlayer();
    let altered = 0;
    let connections = 0;
    await spectator.page.routeWebSocket(/\/api\/ws$/, (ws) => {
      connections++;
      const upstream = ws.connectToServer();
      upstream.onMessage((frame) => {
        const message = JSON.parse(String(frame));
        if (message.type !== 'state' || altered > 0) return ws.send(frame);
        altered++;
        ws.send(JSON.stringify({ ...message, outcome: { ...message.outcome, medal: 'or' } }));
      });
    });
    const warnings = [];
    spectator.page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await spectator.page.goto(watch);
    await spectator.page.getByTestId('online-outdated').getByText('Mise à jour nécessaire').waitFor();
    // Not dropped: logged, and a new hello brings the game (the next state is shown).
    await spectator.page.getByTestId('online-play').waitFor();
    assert.equal(altered, 1);
    assert.ok(connections >= 2, `connections: ${connections}`);
    assert.ok(
      warnings.some((w) => /unreadable server message/.test(w)),
      warnings.join('\n'),
    );
    for (const p of [lea, tom, spectator]) {
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  });

  it('a hostile name is shown as text; malformed, unknown and full codes are said in plain words', {
    timeout: 150_000,
  }, async () => {
    const hostile = '<img src=x onerror=alert(1)>'.slice(0, 24);
    const { lea, tom, code } = await twoPlayers('zigzag');
    const mallory = await newPlayer();
    await mallory.page.goto(`${server.base}#/join`);
    const problem = mallory.page.getByTestId('join-problem');
    await mallory.page.getByTestId('join-code').fill('o0-il1');
    await mallory.page.getByTestId('join-submit').click();
    await problem.getByText(/n’utilisent jamais/).waitFor();
    await capture(mallory.page, 'online-join-error');
    await mallory.page.getByTestId('join-code').fill('acd');
    await mallory.page.getByTestId('join-submit').click();
    await problem.getByText(/6 signes/).waitFor();
    await mallory.page.getByTestId('join-code').fill('ac7 k4x');
    await mallory.page.getByTestId('join-submit').click();
    await problem.getByText(/Aucune table n’a ce code/).waitFor();
    await mallory.page.getByTestId('join-code').fill(code.toLowerCase());
    await mallory.page.getByTestId('join-name').fill(hostile);
    await mallory.page.getByTestId('join-submit').click();
    await problem.getByText(/complète/).waitFor();
    // No answer from the server: said plainly, local play still offered in the words.
    await mallory.page.route('**/api/join', (route) => route.abort());
    await mallory.page.getByTestId('join-submit').click();
    await problem.getByText(/ne répond pas/).waitFor();
    await mallory.page.unroute('**/api/join');
    // A table with a free seat: the hostile name sits there as plain text.
    const eve = await newPlayer();
    const second = await createTable(eve.page, 'zigzag', hostile + 'x'.repeat(40));
    await joinTable(mallory.page, second.code, hostile);
    // Eve's very long name was cut to the 24 characters a name may have; Mallory's sits beside it.
    await eve.page.getByTestId('online-seats').getByText(hostile, { exact: true }).waitFor();
    await eve.page.getByTestId('online-seats').getByText(`${hostile} (toi)`).waitFor();
    assert.equal(await eve.page.locator('.online-seats img').count(), 0);
    assert.equal(await mallory.page.locator('.online-seats img').count(), 0);
    for (const p of [lea, tom, mallory, eve]) {
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  });
  it('in English: create, wait, join, play; then the away offer: "Wait", then "Let the computer play"', {
    timeout: 90_000,
  }, async () => {
    const started = Date.now();
    const english = async () => {
      const player = await newPlayer();
      await player.context.addInitScript(() =>
        localStorage.setItem('ludimaths.settings', JSON.stringify({ locale: 'en' })),
      );
      return player;
    };
    const lea = await english();
    await lea.page.goto(`${server.base}#/`);
    await lea.page.getByTestId('online-zigzag').click();
    await lea.page.getByRole('heading', { name: /^Online game: / }).waitFor();
    await lea.page.getByTestId('online-name').fill('Léa');
    assert.equal(await lea.page.getByTestId('online-create').innerText(), 'Create the table');
    await lea.page.getByTestId('online-create').click();
    await lea.page.getByRole('heading', { name: 'Waiting room' }).waitFor();
    await lea.page.getByRole('heading', { name: 'Table code' }).waitFor();
    await lea.page.getByTestId('online-seats').getByText('Léa (you)').waitFor();
    const link = await lea.page.getByTestId('join-link').getAttribute('href');

    const tom = await english();
    await tom.page.goto(link);
    await tom.page.getByRole('heading', { name: 'Join an online game' }).waitFor();
    await tom.page.getByTestId('join-name').fill('Tom');
    assert.equal(await tom.page.getByTestId('join-submit').innerText(), 'Join');
    await tom.page.getByTestId('join-submit').click();
    await lea.page.getByTestId('online-seats').getByText('Tom', { exact: true }).waitFor();
    assert.equal(await lea.page.getByTestId('online-start').innerText(), 'Start the game');
    await lea.page.getByTestId('online-start').click();

    // The table in English, its log included.
    await playToEnd([lea.page, tom.page], MY_TURN, zigzagAct, { stopAfter: 4 });
    for (const p of [lea, tom]) {
      await p.page.getByRole('heading', { name: 'Players', exact: true }).waitFor();
      await p.page.getByRole('heading', { name: 'Game log', exact: true }).waitFor();
      assert.ok((await p.page.locator('ul[aria-labelledby="log-title"] li').count()) >= 4);
      assert.match(await p.page.getByTestId('turn-banner').innerText(), /Your turn|’s turn|thinking|Tom|Léa/);
    }
    await screenshots(lea.page, 'online-game-en');

    // Tom leaves: Léa sees him away, then is offered to wait or to let the computer play.
    await tom.context.close();
    await lea.page.getByTestId('online-seats').getByText('Tom (away)').waitFor();
    const away = lea.page.getByTestId('away');
    await away.getByText('Tom is no longer connected.').waitFor();
    await away.getByRole('button', { name: 'Wait' }).click();
    await away.waitFor({ state: 'detached' });
    await lea.page.waitForTimeout(2000);
    assert.equal(await away.count(), 0, 'the offer stays away once Léa chose to wait');
    // After a reload the offer comes back; the computer takes the seat and plays on.
    await lea.page.reload();
    await away.getByRole('button', { name: 'Let the computer play instead' }).click();
    await lea.page.getByTestId('online-seats').getByText('Tom (computer, Medium)').waitFor();
    await away.waitFor({ state: 'detached' });
    const seq = Number(await lea.page.getByTestId('online-play').getAttribute('data-seq'));
    await playToEnd([lea.page], MY_TURN, zigzagAct, { stopAfter: 2 });
    await lea.page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="online-play"]')?.getAttribute('data-seq')) > before + 2,
      seq,
    );
    assert.deepEqual(lea.errors, []);
    await lea.context.close();
    console.log(`English and away offer: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
