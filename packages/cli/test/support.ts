import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes `content` to a fresh temporary file and returns its path. */
export async function tempFile(name: string, content: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ludimaths-'));
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}
