import type { ClassResults } from '@ludimaths/protocol';

/**
 * The results as CSV: one row per pupil. French spreadsheets expect `;` between fields (the comma
 * is their decimal sign), English ones `,`. A name a spreadsheet would read as a formula (=, +, −, @)
 * is prefixed with an apostrophe.
 */
export function resultsCsv(
  results: ClassResults,
  headers: readonly [string, string, string, string, string],
  separator: ';' | ',',
): string {
  const cell = (text: string) => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[";,\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [headers.map(cell).join(separator)];
  for (const row of results.rows) {
    lines.push(
      [row.name, String(row.played), String(row.wins), row.scores.join(' '), row.rolls.join(' ')]
        .map(cell)
        .join(separator),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
