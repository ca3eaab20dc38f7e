// Browser tests of the print-and-play pages: each page is laid out in print media at the size of an
// A4 page's printable area and printed to PDF by Chromium. Checked: one PDF page per sheet, all A4;
// no sheet taller or wider than its page; nothing sticking out of its sheet or of its board cell or
// token; the key text present (read from the DOM in print media: Chromium's PDF text is glyph ids,
// which only a full PDF library could read back). Screenshots of the screen preview (360 and 1280 px)
// and of the printed sheets; the PDFs are kept in artifacts/print/.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { appForTests, axeScan, screenshotDir, screenshots } from './lib.mjs';

const app = appForTests();
const pdfDir = `${screenshotDir}/../print`;

/** A4 (210 × 297 mm) less the stylesheet's 12 mm margins: 186 × 273 mm at 96 px to the inch. */
const PRINTABLE = { width: Math.floor((186 / 25.4) * 96), height: Math.floor((273 / 25.4) * 96) };
/** A4 in PDF points, as Chromium writes it (8.27 × 11.7 in). */
const A4_POINTS = { width: 595.92, height: 842.88 };

/** Whatever may clip its content: what is inside must stay inside. */
const CELLS = '.square, .zz-cell, .fcell, .ct-token, .finito-token, .legend-swatch';

/** The address of a Zigzag board generated from a word (see src/print/paths.ts). */
const zigzagWord = (word) => `zigzag/${encodeURI(encodeURIComponent(word))}`;

const PAGES = [
  {
    name: 'piste',
    route: 'piste',
    texts: [
      'Le plateau, de 0 à 99',
      '2 × 2 × 3',
      '2 × 2 × 2',
      '× 2 × 2 × 2',
      '↩ 7',
      '★ → 0',
      'arrivée',
      'Règles',
    ],
    count: ['.sheet-board li[data-square]', 100],
  },
  {
    name: 'petite-piste',
    route: 'petite-piste',
    texts: ['Le plateau, de 0 à 50', '2 × 3 × 7', '↩ 5', 'Règles'],
    count: ['.sheet-board li[data-square]', 51],
  },
  {
    name: 'zigzag',
    route: 'zigzag',
    texts: ['Le plateau habituel', '+ 5', '× 3', '÷ 2', '− 8', 'deux dés'],
    count: ['.sheet-board .zz-op', 36],
  },
  {
    name: 'zigzag-generated',
    route: zigzagWord('CM2 B'),
    texts: ['Le plateau tiré du mot « CM2 B »', 'Règles'],
    count: ['.sheet-board .zz-op', 36],
  },
  {
    name: 'finito',
    route: 'finito',
    texts: ['Le plateau et les jetons d’un joueur', 'Les jetons, à découper', 'dé à 20 faces', 'Règles'],
    count: ['.sheet-board .finito-token', 12],
  },
  {
    name: 'casse-tete',
    route: 'casse-tete',
    texts: ['Les 30 jetons, à découper', '4/9', '0,65', '3½', '85 %', 'Règles'],
    count: ['.ct-cutouts .ct-token', 30],
  },
];

/**
 * In the page, under print media at the printable size: the sheets' sizes, every way something
 * spills out of its page, sheet or cell, and the text that prints.
 */
function printLayout(cells) {
  const problems = [];
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const within = (r, box) =>
    r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const name = (el) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
  for (const selector of ['.topbar', '.skip-link', '.print-controls']) {
    for (const el of document.querySelectorAll(selector)) if (shown(el)) problems.push(`${selector} prints`);
  }
  if (document.documentElement.scrollWidth > innerWidth + 1)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide, paper ${innerWidth} px`);
  const sheets = [...document.querySelectorAll('.sheet')].map((sheet) => {
    const box = sheet.getBoundingClientRect();
    const kind = sheet.getAttribute('data-sheet');
    if (box.width > innerWidth + 1 || box.height > innerHeight + 1)
      problems.push(
        `the ${kind} sheet is ${box.width}×${box.height} px, a page ${innerWidth}×${innerHeight} px`,
      );
    for (const el of sheet.querySelectorAll('*')) {
      if (el.closest('.sr-only') || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (!within(r, box)) problems.push(`${name(el)} sticks out of the ${kind} sheet`);
      const cell = el.parentElement?.closest(cells);
      if (cell && sheet.contains(cell) && !within(r, cell.getBoundingClientRect()))
        problems.push(`${name(el)} sticks out of ${name(cell)}`);
    }
    return { kind, height: Math.round(box.height) };
  });
  const text = (document.querySelector('.print-doc')?.innerText ?? '').replace(/[\u00a0\u202f]/g, ' ');
  return { sheets, problems, text };
}

/** The pages and page sizes of a PDF as Chromium writes it (plain page objects, no object streams). */
function pdfPages(pdf) {
  const source = pdf.toString('latin1');
  const pages = source.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  const boxes = [...source.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { pages, boxes };
}

async function openPrintPage(route) {
  const { page, context, errors } = await app.newPage();
  await page.goto(`${app.base}#/print/${route}`);
  await page.locator('.sheet-rules .rules').waitFor();
  await page.locator('.sheet:not(.sheet-rules)').first().waitFor();
  return { page, context, errors };
}

describe('print-and-play pages', () => {
  for (const { name, route, texts, count } of PAGES) {
    it(`${name}: one A4 page per sheet, nothing overflowing, the key text printed`, async () => {
      const { page, context, errors } = await openPrintPage(route);
      assert.equal(await page.locator(count[0]).count(), count[1]);
      await axeScan(page, `print ${name}`);
      await screenshots(page, `print-${name}`);

      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize(PRINTABLE);
      const layout = await page.evaluate(printLayout, CELLS);
      assert.deepEqual(layout.problems, [], `${name}: ${JSON.stringify(layout.sheets)}`);
      for (const text of texts) assert.ok(layout.text.includes(text), `${name}: "${text}" is not printed`);
      assert.ok(!layout.text.includes('Imprimer le jeu'), 'the controls are not printed');
      await page.screenshot({ path: `${screenshotDir}/print-${name}-paper.png`, fullPage: true });

      const pdf = await page.pdf({ format: 'A4' });
      await mkdir(pdfDir, { recursive: true });
      await writeFile(`${pdfDir}/${name}.pdf`, pdf);
      const { pages, boxes } = pdfPages(pdf);
      assert.equal(
        pages,
        layout.sheets.length,
        `${name}: ${pages} PDF pages for ${layout.sheets.length} sheets`,
      );
      assert.ok(layout.sheets.length >= 2, 'the material and the rules');
      assert.equal(boxes.length, pages);
      for (const box of boxes) {
        assert.ok(Math.abs(box.width - A4_POINTS.width) < 2 && Math.abs(box.height - A4_POINTS.height) < 2);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('are linked from the home screen and the rules pages; the Print button prints', async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto(`${app.base}#/`);
    await page.getByTestId('print-casse-tete').click();
    await page.getByRole('heading', { level: 1, name: 'Imprimer : Casse-tête' }).waitFor();
    await page.locator('.sheet-rules').waitFor();
    await page.evaluate(() => {
      window.printed = 0;
      window.print = () => {
        window.printed += 1;
      };
    });
    await page.getByTestId('print').click();
    assert.equal(await page.evaluate(() => window.printed), 1);
    await page.goto(`${app.base}#/rules/petite-piste`);
    await page.getByTestId('print-link').click();
    await page.getByRole('heading', { level: 1, name: 'Imprimer : La petite piste' }).waitFor();
    await page.locator('.sheet-board').waitFor();
    assert.equal(await page.locator('.sheet-board li[data-square]').count(), 51);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('print the Zigzag board drawn from the word typed, kept in the address across a reload', async () => {
    const { page, context, errors } = await openPrintPage('zigzag');
    const firstRow = () =>
      page.locator('.sheet-board .zz-op .zz-operation').evaluateAll((els) => els.map((e) => e.textContent));
    const standard = await firstRow();
    await page.getByTestId('board-generated').check();
    await page.getByTestId('board-seed').fill('CM2 B');
    // Typing keeps the focus in the field (the address changes without a navigation).
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'board-seed',
    );
    await page.locator('.sheet-board h2', { hasText: 'CM2 B' }).waitFor();
    const generated = await firstRow();
    assert.notDeepEqual(generated, standard);
    assert.equal(new URL(page.url()).hash, `#/print/${zigzagWord('CM2 B')}`);
    await page.reload();
    await page.locator('.sheet-board h2', { hasText: 'CM2 B' }).waitFor();
    assert.deepEqual(await firstRow(), generated);
    assert.equal(await page.getByTestId('board-seed').inputValue(), 'CM2 B');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('speak English when asked', async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto(`${app.base}#/settings`);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.goto(`${app.base}#/print/finito`);
    await page.getByRole('heading', { level: 1, name: 'Print: Finito' }).waitFor();
    await page.locator('.sheet-rules').waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize(PRINTABLE);
    const layout = await page.evaluate(printLayout, CELLS);
    assert.deepEqual(layout.problems, []);
    for (const text of [
      'One player’s board and tokens',
      'The tokens, to cut out',
      'twenty-sided die',
      'Rules',
    ])
      assert.ok(layout.text.includes(text), `"${text}" is not printed`);
    await page.screenshot({ path: `${screenshotDir}/print-finito-en-paper.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
