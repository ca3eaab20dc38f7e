// Performance budget: the JavaScript the home screen loads (every script index.html references, and
// the chunks it preloads) must stay within 170 KB as sent: the build's brotli copy, which the server
// sends to every browser that accepts it (each file must have one). Game screens must load on demand:
// none of their code may sit in those initial chunks, and no game's messages either (they arrive with
// the game's chunk). Run after `vite build`.
import { readFile } from 'node:fs/promises';

const BUDGET = 170 * 1000;
/** A game's message id as a quoted key: `"zigzag.board"`, `'rules.finito.goal'`. */
const GAME_MESSAGE_ID = /["'`]((?:rules\.)?(?:piste|zigzag|casse-tete|finito)\.[\w.-]+)["'`]/;
const dist = new URL('../dist/', import.meta.url);
const html = await readFile(new URL('index.html', dist), 'utf8');
const files = new Set();
for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) files.add(match[1]);
for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
  files.add(match[1]);
if (files.size === 0) {
  console.error('budget: no script found in dist/index.html (run the build first)');
  process.exit(1);
}

let total = 0;
const problems = [];
for (const file of files) {
  const path = new URL(file.replace(/^\.?\//, ''), dist);
  const code = await readFile(path);
  const sent = await readFile(new URL(`${path.href}.br`)).catch(() => null);
  if (!sent) problems.push(`${file} has no brotli copy: the server would send it uncompressed`);
  const size = sent?.length ?? code.length;
  total += size;
  console.log(
    `  ${file}  ${(code.length / 1000).toFixed(1)} KB raw, ${(size / 1000).toFixed(1)} KB sent (brotli)`,
  );
  // A class name used only by the piste board: its presence would mean a game screen is eager.
  if (code.includes('square-factors')) problems.push(`${file} contains game-screen code (not lazy)`);
  const gameMessage = String(code).match(GAME_MESSAGE_ID);
  if (gameMessage) problems.push(`${file} contains the game message ${gameMessage[1]} (not lazy)`);
}
console.log(`home screen JavaScript: ${(total / 1000).toFixed(1)} KB sent (budget ${BUDGET / 1000} KB)`);
if (total > BUDGET) problems.push(`over budget by ${((total - BUDGET) / 1000).toFixed(1)} KB`);
for (const p of problems) console.error(`budget: ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
