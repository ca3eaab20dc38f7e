/**
 * Print page addresses: `/print/<game>`, and `/print/zigzag/<word>` for the Zigzag board generated
 * from a word. The router hands screens its location already decoded with `decodeURI`, which leaves
 * `%2F` and `%23` encoded but turns `%25` into "%", so a word escaped once could not be read back
 * exactly ("100%2F" and "100/" would look alike). The word is therefore escaped as a URI component and
 * the result escaped again: the router's decoding undoes the second escape, `seedFromPath` the first.
 */
export function printPath(game: string, seed?: string): string {
  return seed === undefined ? `/print/${game}` : `/print/${game}/${encodeURI(encodeURIComponent(seed))}`;
}

/** The word in a print address as the router gives it (`/print/zigzag/mot%20cl%C3%A9` → "mot clé"). */
export function seedFromPath(location: string): string | undefined {
  const match = /^\/print\/[^/]+\/(.+)$/.exec(location);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    // A hand-typed address with a stray "%": take it as written.
    return match[1];
  }
}
