// Renders public/icon.svg to the PNG sizes the web manifest lists, with Debian's Chromium.
// Run once after changing the icon: node packages/web/scripts/make-icons.mjs (the PNGs are committed).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('icon.svg', here), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`,
    );
    await writeFile(new URL(`icon-${size}.png`, here), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
