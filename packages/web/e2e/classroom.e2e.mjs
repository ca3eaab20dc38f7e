// Browser test of a class session against the real game server: a teacher and six pupils (seven
// browser contexts) — the teacher creates a séance of petite piste in pairs, the pupils join with the
// class code and their first names, one pupil is moved, the round is played to the end with one
// reload, the results table is checked against the games' records replayed by the engine, then a
// new round takes every pupil to a new table. Screenshots of the dashboard at 1280 and 1920 px.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { axeScan, buildApp, launchChromium, SERVICE_WORKERS, screenshotDir } from './lib.mjs';
import { actUntilSent, loadEngine, MY_TURN, pisteAct, startGameServer } from './online-lib.mjs';

const { games, Match, uniformChance } = await loadEngine();

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

async function newContext(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    viewport,
    bypassCSP: true,
    reducedMotion: 'reduce',
    serviceWorkers: SERVICE_WORKERS,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const PUPILS = ['Ana', 'Ben', 'Cléo', 'Dan', 'Eva', 'Fès'];

/** The names at each table of the dashboard, in order. */
function tableNames(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="class-table-"]')].map((card) =>
      [...card.querySelectorAll('.class-seats li')].map(
        (li) => li.querySelector('span:not([aria-hidden])')?.textContent,
      ),
    ),
  );
}

/** One pupil's device: plays its seat whenever its turn comes, until the game is over there. */
async function playOwnSeat(page, afterMove = async () => {}) {
  for (let moves = 0; ; ) {
    await page.waitForFunction(
      (turn) => document.querySelector('[data-testid="end"]') || document.querySelector(turn),
      MY_TURN,
      { polling: 50, timeout: 120_000 },
    );
    if (await page.getByTestId('end').isVisible()) return moves;
    const seq = await page.getByTestId('online-play').getAttribute('data-seq');
    await actUntilSent(page, seq, () => pisteAct(page));
    if (await page.getByTestId('error').isVisible()) {
      throw new Error(`a move was refused: ${await page.getByTestId('error').innerText()}`);
    }
    moves++;
    await afterMove(moves);
  }
}

async function dashboardShots(page, name) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1920 ? 1080 : 900 });
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('class session', () => {
  it('a teacher and six pupils play a round of three tables to the end; results match the records', {
    timeout: 180_000,
  }, async () => {
    const started = Date.now();
    const lap = (what) => console.log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const teacher = await newContext();
    const t = teacher.page;
    await t.goto(`${server.base}#/`);
    await t.getByTestId('class-entry').click();
    await t.getByTestId('class-game').selectOption('petite-piste');
    await t.getByTestId('class-size-2').check();
    await axeScan(t, 'class-new');
    lap('form checked');
    await t.getByTestId('class-create').click();
    const shown = t.getByTestId('join-code-shown');
    await shown.waitFor();
    const code = await shown.getAttribute('data-code');
    assert.match(code, /^[ACDEFGHJKMNPQRTWXY34679]{6}$/);
    assert.equal(await t.getByTestId('qr').count(), 1);
    assert.match(await t.getByTestId('class-retention').innerText(), /7 jours/);
    const link = await t.getByTestId('join-link').getAttribute('href');

    // Six pupils on six devices: the link from the QR code (the code is filled in) and a first name.
    // The devices open the link together; the pupils join one after the other (groups follow that order).
    lap('class created');
    const pupils = await Promise.all(
      PUPILS.map(async (name) => {
        const pupil = await newContext({ width: 800, height: 800 });
        await pupil.page.goto(link);
        await pupil.page.getByTestId('class-name').fill(name);
        return { name, ...pupil };
      }),
    );
    // Each join is answered (the page leaves the form) before the next pupil's, so the order holds;
    // the six waiting screens are then awaited together.
    lap('pupils ready to join');
    for (const pupil of pupils) {
      assert.equal(await pupil.page.getByTestId('class-code').inputValue(), code);
      await pupil.page.getByTestId('class-join').click();
      await pupil.page.waitForURL(/#\/class\/[^/]+$/);
    }
    await Promise.all(pupils.map((p) => p.page.getByTestId('pupil-waiting').waitFor()));
    await t.getByTestId('class-table-2').getByText('Fès', { exact: true }).waitFor();
    assert.deepEqual(await tableNames(t), [
      ['Ana', 'Ben'],
      ['Cléo', 'Dan'],
      ['Eva', 'Fès'],
    ]);
    lap('pupils joined');
    await axeScan(t, 'class-dashboard-gathering');

    // Ana moves to Cléo and Dan's table; Ben will play with the computer.
    await t.getByTestId('class-move-Ana').selectOption('1');
    await t.getByTestId('class-table-1').getByText('Ana', { exact: true }).waitFor();
    assert.deepEqual(await tableNames(t), [['Ben'], ['Cléo', 'Dan', 'Ana'], ['Eva', 'Fès']]);
    await pupils[0].page.getByText('table 2').waitFor();

    lap('joined and moved');
    await t.getByTestId('class-start').click();
    await t.locator('[data-testid="class-dashboard"][data-phase="playing"]').waitFor();
    for (const p of pupils) await p.page.locator('[data-testid="online-play"]').waitFor();
    const tableOf = async (p) => p.page.getByTestId('pupil-class').getAttribute('data-table');
    const firstTables = await Promise.all(pupils.map(tableOf));
    assert.equal(new Set(firstTables).size, 3);

    // Every pupil plays on their own device at once (the three tables run side by side); Eva
    // reloads her page after her second move and carries on.
    let reloaded = false;
    const playing = Promise.all(
      pupils.map((p) =>
        playOwnSeat(p.page, async (moves) => {
          if (p.name !== 'Eva' || moves !== 2) return;
          await p.page.reload();
          await p.page.locator('[data-testid="online-play"]').waitFor();
          reloaded = true;
        }),
      ),
    );
    await t.locator('[data-testid="class-dashboard"] .class-seats li[data-acting="true"]').first().waitFor();
    // Live progress from the public view: every pawn's square on the petite piste, the turns played.
    await t.getByTestId('class-table-2').getByTestId('class-figures').first().waitFor();
    for (const figures of await t.getByTestId('class-figures').allInnerTexts())
      assert.match(figures, /^case \d+ sur 50$/);
    assert.match(await t.getByTestId('class-table-0').getByTestId('class-progress').innerText(), /tour/);
    await dashboardShots(t, 'class-dashboard');
    await axeScan(t, 'class-dashboard-playing');
    await playing;
    lap('round played');
    assert.ok(reloaded);
    await t.locator('[data-testid^="class-table-"][data-status="over"]').nth(2).waitFor();
    await dashboardShots(t, 'class-dashboard-over');

    // The results table, checked against each table's record as the engine replays it.
    await t.getByTestId('class-results').click();
    const table = t.getByTestId('class-results-table');
    await table.waitFor();
    const expected = new Map(PUPILS.map((n) => [n, { played: 0, wins: 0 }]));
    for (let i = 0; i < 3; i++) {
      const id = (await t.getByTestId(`class-watch-${i}`).getAttribute('href')).split('/').at(-1);
      const record = await (await fetch(`${server.base}api/tables/${id}/record`)).json();
      const replayed = Match.fromRecord(games.piste, record, { chance: uniformChance(() => 0) });
      assert.ok(replayed.ok, `table ${i + 1} replays`);
      const outcome = replayed.value.outcome();
      assert.equal(outcome.status, 'over');
      record.seats.forEach((seat, s) => {
        const row = expected.get(seat.name);
        if (!row || seat.kind !== 'human') return;
        row.played++;
        if (outcome.winners.includes(s)) row.wins++;
      });
    }
    const shownRows = await table.evaluate((el) =>
      [...el.querySelectorAll('tbody tr')].map((tr) => ({
        name: tr.querySelector('th').textContent,
        played: Number(tr.querySelector('[data-col="played"]').textContent),
        wins: Number(tr.querySelector('[data-col="wins"]').textContent),
      })),
    );
    assert.equal(shownRows.length, 6);
    for (const row of shownRows)
      assert.deepEqual({ played: row.played, wins: row.wins }, expected.get(row.name), row.name);
    assert.equal(
      [...expected.values()].every((r) => r.played === 1),
      true,
    );
    await axeScan(t, 'class-dashboard-results');
    const csv = t.waitForEvent('download');
    await t.getByTestId('class-csv').click();
    assert.match((await csv).suggestedFilename(), /\.csv$/);

    lap('results checked');
    // A new round, same groups: every pupil is taken to a new table.
    await t.getByTestId('class-new-same').click();
    await t.locator('[data-testid="class-dashboard"][data-phase="gathering"]').waitFor();
    await t.getByTestId('class-start').click();
    await t.locator('[data-testid="class-dashboard"][data-round="2"][data-phase="playing"]').waitFor();
    for (const [i, p] of pupils.entries()) {
      await p.page.waitForFunction((before) => {
        const table = document.querySelector('[data-testid="pupil-class"]')?.getAttribute('data-table');
        return table && table !== before;
      }, firstTables[i]);
    }
    // A new round while tables play says they will stop, and asks: Escape keeps them playing.
    await t.getByTestId('class-new-mixed').click();
    await t.getByTestId('class-confirm').getByText('3 tables jouent encore').waitFor();
    assert.equal(
      await t.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'class-confirm-no',
    );
    await t.keyboard.press('Escape');
    await t.getByTestId('class-confirm').waitFor({ state: 'detached' });
    assert.equal(await t.getByTestId('class-dashboard').getAttribute('data-round'), '2');
    // Pause: every pupil is told; then the session ends, once the teacher confirms.
    await t.getByTestId('class-pause').click();
    for (const p of pupils) await p.page.getByTestId('class-paused').waitFor();
    await t.getByTestId('class-end').click();
    await t.getByTestId('class-confirm').waitFor();
    await dashboardShots(t, 'class-confirm-end');
    await t.getByTestId('class-confirm-yes').click();
    for (const p of pupils) await p.page.getByTestId('pupil-waiting').getByText('terminée').waitFor();

    for (const p of [teacher, ...pupils]) {
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
    console.log(`class session: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('the dashboard still reads with 15 tables, on a laptop and on a whiteboard; names stay text', {
    timeout: 60_000,
  }, async () => {
    const post = async (path, body, secret) => {
      const response = await fetch(`${server.base}${path.slice(1)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        },
        body: JSON.stringify(body),
      });
      assert.ok(response.ok, `${path}: ${response.status}`);
      return response.json();
    };
    const created = await post('/api/classes', { game: 'zigzag', groupSize: 2, fill: true, level: 'facile' });
    const hostile = '<img src=x onerror=alert(1)>'.slice(0, 24);
    for (let i = 0; i < 30; i++)
      await post('/api/classes/join', { code: created.code, name: i === 7 ? hostile : `Élève ${i + 1}` });
    await post(`/api/classes/${created.classId}/actions`, { type: 'start-round' }, created.secret);
    const teacher = await newContext();
    const t = teacher.page;
    await t.goto(`${server.base}#/`);
    await t.evaluate(
      ([id, secret]) =>
        localStorage.setItem(`ludimaths.class.${id}`, JSON.stringify({ credential: secret, seat: null })),
      [created.classId, created.secret],
    );
    await t.goto(`${server.base}#/class/${created.classId}/teacher`);
    await t.getByTestId('class-table-14').waitFor();
    assert.equal(await t.locator('[data-testid^="class-table-"]').count(), 15);
    await t.getByTestId('class-table-3').getByText(hostile, { exact: true }).waitFor();
    assert.equal(await t.locator('.class-grid img').count(), 0);
    for (const [width, columns] of [
      [1280, 4],
      [1920, 5],
    ]) {
      await t.setViewportSize({ width, height: width === 1920 ? 1080 : 900 });
      const tops = await t
        .locator('[data-testid^="class-table-"]')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      const perRow = tops.filter((top) => top === tops[0]).length;
      assert.ok(perRow >= columns, `${perRow} tables per row at ${width} px`);
    }
    await dashboardShots(t, 'class-dashboard-15-tables');
    await axeScan(t, 'class-dashboard-15-tables');

    // One table on the whole screen, as a spectator, then back to the grid.
    // Each table's points from the first move on.
    assert.match(
      await t.getByTestId('class-table-0').getByTestId('class-figures').first().innerText(),
      /point/,
    );
    const focused = () => t.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await t.getByTestId('class-show-4').focus();
    await t.keyboard.press('Enter');
    await t.getByTestId('class-fullscreen').getByTestId('online-play').waitFor();
    assert.equal(await focused(), 'class-fullscreen-close');
    // Tab and Shift+Tab go round the dialog, never to the grid behind it.
    const inDialog = () =>
      t.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="class-fullscreen"]')));
    for (const key of [...Array(25).fill('Tab'), ...Array(25).fill('Shift+Tab')]) {
      await t.keyboard.press(key);
      assert.ok(
        await inDialog(),
        `after ${key}: ${await t.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
      );
    }
    // Escape closes it, and the keyboard is back on the table's card.
    await t.keyboard.press('Escape');
    await t.getByTestId('class-fullscreen').waitFor({ state: 'detached' });
    assert.equal(await focused(), 'class-show-4');

    // The teacher's secret link opens the dashboard on the whiteboard's computer, then leaves the address bar.
    const secretLink = await t.getByTestId('class-teacher-link').getAttribute('href');
    const board = await newContext({ width: 1920, height: 1080 });
    await board.page.goto(secretLink);
    await board.page.getByTestId('class-table-14').waitFor();
    assert.ok(!board.page.url().includes(created.secret), board.page.url());

    // A crafted link never replaces the secret this browser keeps: it asks, and a refused one is not kept.
    await t.goto(`${server.base}#/class/${created.classId}/teacher/${'A'.repeat(32)}`);
    await t.getByTestId('link-choice').waitFor();
    assert.ok(!t.url().includes('AAAA'), t.url());
    await t.getByTestId('link-use').click();
    await t.getByTestId('class-lost').waitFor();
    await t.goto(`${server.base}#/`);
    await t.goto(`${server.base}#/class/${created.classId}/teacher`);
    await t.getByTestId('class-table-14').waitFor();
    await t.goto(`${server.base}#/class/${created.classId}/teacher/${'A'.repeat(32)}`);
    await t.getByTestId('link-keep').click();
    await t.getByTestId('class-table-14').waitFor();

    // Deleting says what goes, and asks; cancelling keeps everything.
    await t.getByTestId('class-delete').click();
    await t.getByTestId('class-confirm').getByText('prénoms').waitFor();
    await t.getByTestId('class-confirm-no').click();
    await t.getByTestId('class-table-14').waitFor();
    await t.getByTestId('class-delete').click();
    await t.getByTestId('class-confirm-yes').click();
    await t.getByTestId('class-lost').getByText('supprimée').waitFor();
    for (const p of [teacher, board]) {
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  });

  it('thirty pupils join from one address; the teacher expects, removes and renames; the pause is said in French', {
    timeout: 150_000,
  }, async () => {
    // The server's default join limit (20 a minute per address), as a school would run it.
    const school = await startGameServer(['--max-joins-per-minute', '20']);
    const contexts = [];
    try {
      const call = async (path, body, secret) => {
        const response = await fetch(`${school.base}${path.slice(1)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(secret ? { authorization: `Bearer ${secret}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      const created = (
        await call('/api/classes', { game: 'piste', options: { board: 'petite' }, groupSize: 2, fill: true })
      ).body;
      const teacher = await newContext({ width: 1920, height: 1080 });
      contexts.push(teacher);
      const t = teacher.page;
      await t.goto(`${school.base}#/`);
      await t.evaluate(
        ([id, secret]) =>
          localStorage.setItem(`ludimaths.class.${id}`, JSON.stringify({ credential: secret, seat: null })),
        [created.classId, created.secret],
      );
      await t.goto(`${school.base}#/class/${created.classId}/teacher`);
      await t.getByTestId('join-code-shown').waitFor();

      // The teacher expects 30 pupils.
      await t.getByTestId('class-pupils').locator('summary').click();
      await t.getByTestId('class-expected').fill('30');
      await t.getByTestId('class-expected-save').click();
      await t.getByTestId('class-pupils').getByText('sur 30 attendus').waitFor();

      // 28 join through the API and two on their tablets, all from this one address within a minute.
      for (let i = 1; i <= 28; i++) {
        const joined = await call('/api/classes/join', { code: created.code, name: `Élève ${i}` });
        assert.equal(joined.status, 200, `join ${i}: ${JSON.stringify(joined.body)}`);
      }
      const tablet = async (name) => {
        const pupil = await newContext({ width: 800, height: 800 });
        contexts.push(pupil);
        await pupil.page.goto(`${school.base}#/class/join/${created.code}`);
        await pupil.page.getByTestId('class-name').fill(name);
        await pupil.page.getByTestId('class-join').click();
        return pupil.page;
      };
      const zoe = await tablet('Zoé');
      await zoe.getByTestId('pupil-waiting').waitFor();
      const yann = await tablet('Yann');
      await yann.getByTestId('pupil-waiting').waitFor();
      // The 31st is refused in words: the class is complete.
      const stranger = await tablet('Intrus');
      await stranger.getByTestId('class-join-problem').getByText('complète').waitFor();

      // On the whiteboard, gathering: the code and the tables are both on the screen.
      await t.getByTestId('class-table-14').getByText('Yann', { exact: true }).waitFor();
      const onScreen = await t.evaluate(() => {
        const inView = (el) => el && el.getBoundingClientRect().bottom <= window.innerHeight;
        const cards = [...document.querySelectorAll('[data-testid^="class-table-"]')];
        return {
          code: inView(document.querySelector('[data-testid="join-code-shown"]')),
          cards: cards.filter(inView).length,
        };
      });
      assert.ok(onScreen.code, 'the code is on the whiteboard');
      assert.ok(onScreen.cards >= 8, `${onScreen.cards} tables on the whiteboard`);
      await dashboardShots(t, 'class-dashboard-30-gathering');
      await t.setViewportSize({ width: 1920, height: 1080 });
      await axeScan(t, 'class-dashboard-30-pupils');

      // Yann is removed (asked first): his tablet is told and the class no longer lets him in.
      await t.getByTestId('class-remove-Yann').click();
      await t.getByTestId('class-confirm').getByText('Retirer Yann').waitFor();
      await t.getByTestId('class-confirm-yes').click();
      await t.getByTestId('class-pupil-Yann').waitFor({ state: 'detached' });
      await yann.getByTestId('class-lost').getByText('retiré').waitFor();
      // Élève 7 is renamed Lou, on the dashboard's table too.
      await t.getByTestId('class-rename-Élève 7').click();
      await t.getByTestId('class-rename-input').fill('Lou');
      await t.getByTestId('class-rename-save').click();
      await t.getByTestId('class-table-3').getByText('Lou', { exact: true }).waitFor();
      await t.getByTestId('class-pupils').getByText('29 sur 30 attendus').waitFor();

      // A round; Zoé plays against the computer. At her turn the teacher pauses.
      await t.getByTestId('class-start').click();
      await zoe.getByTestId('online-play').waitFor();
      await zoe.waitForSelector(MY_TURN, { timeout: 60_000 });
      await t.getByTestId('class-pause').click();
      await zoe.locator('[data-testid="online-play"][data-paused="true"]').waitFor();
      await zoe.getByTestId('class-paused').waitFor();
      assert.equal(await zoe.locator(MY_TURN).count(), 0, 'no hint offered during the pause');
      assert.equal(await zoe.getByTestId('turn-banner').count(), 0, 'no "your turn" during the pause');
      await zoe.setViewportSize({ width: 1280, height: 900 });
      await zoe.screenshot({ path: `${screenshotDir}/class-pupil-paused-1280.png`, fullPage: true });
      await pisteAct(zoe);
      const refusal = await zoe.getByTestId('error').innerText();
      assert.match(refusal, /L’enseignant a mis la partie en pause/);
      assert.doesNotMatch(refusal, /permise|teacher/);

      // Zoé opens the teacher's address: a plain message, not an endless "Connexion…".
      await zoe.goto(`${school.base}#/class/${created.classId}/teacher`);
      await zoe.getByTestId('class-wrong-page').getByText('celle de l’enseignant').waitFor();
      await zoe.getByRole('link', { name: 'Aller à ma page d’élève' }).click();
      await zoe.locator('[data-testid="online-play"][data-paused="true"]').waitFor();

      for (const c of contexts) assert.deepEqual(c.errors, []);
    } finally {
      for (const c of contexts) await c.context.close();
      await school.close();
    }
  });
});
