// A thoughtful Finito player for the browser tests (local and online): reads the seat's table from
// the page and plays the choice that keeps the longest increasing run, by taps and keys.

/** Token t ideally sits on the t-th of twelve evenly spread cells (the engine's greedy idea). */
const ideal = (t) => Math.round(((t - 1) * 35) / 11);

/** Cost of a board (token → cell): tokens off the longest increasing sequence, then distances. */
function cost(cells) {
  let placed = 0;
  let distance = 0;
  let longest = 0;
  const best = [];
  for (let t = 1; t <= 12; t++) {
    best[t] = 0;
    const cell = cells[t];
    if (cell === undefined) continue;
    placed++;
    distance += Math.abs(cell - ideal(t));
    let length = 1;
    for (let u = 1; u < t; u++)
      if (cells[u] !== undefined && cells[u] < cell) length = Math.max(length, best[u] + 1);
    best[t] = length;
    longest = Math.max(longest, length);
  }
  return 10 * (placed - longest) + distance;
}

/** Reads the device seat's board, hand and allowed cells from the page (what a person sees). */
export async function readTable(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('.board-area button[data-cell]')].map((b) => ({
      cell: Number(b.dataset.cell),
      token: Number(b.dataset.token),
      allowed: b.dataset.allowed === 'true',
    }));
    const hand = [...document.querySelectorAll('[data-testid^="hand-"]')].map((b) =>
      Number(b.getAttribute('data-testid').slice(5)),
    );
    return { cells, hand, counter: document.querySelector('[data-testid="finito-counter"]')?.textContent };
  });
}

/** The best (token, cell) by the cost above, as a thoughtful player would choose. */
export function chooseMove({ cells, hand }) {
  const where = {};
  for (const c of cells) if (c.token > 0) where[c.token] = c.cell;
  const targets = cells.filter((c) => c.allowed).map((c) => c.cell);
  const tokens = hand.length > 0 ? hand : Object.keys(where).map(Number);
  let best = null;
  for (const token of tokens)
    for (const cell of targets) {
      const next = { ...where, [token]: cell };
      const value = cost(next);
      if (!best || value < best.value) best = { token, cell, value, placing: hand.length > 0 };
    }
  return best;
}

/** Plays one choice: the token by a tap, the cell by the keyboard (focus + Enter). */
export async function playChoice(page, move) {
  if (move.placing) await page.getByTestId(`hand-${move.token}`).click();
  else {
    const from = await page.evaluate(
      (t) => document.querySelector(`.board-area button[data-token="${t}"]`)?.dataset.cell,
      move.token,
    );
    await page.locator(`.board-area button[data-cell="${from}"]`).click();
  }
  await page.locator(`.board-area button[data-cell="${move.cell}"]`).focus();
  await page.keyboard.press('Enter');
}
