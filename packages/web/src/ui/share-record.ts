/** A game record as the JSON text a person keeps or shares (the replay viewer and the CLI read it). */
export function recordText(record: unknown): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Saves the record as a file named after the game and the day. */
export function downloadRecord(record: unknown, id: string): void {
  const blob = new Blob([recordText(record)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ludimaths-${id}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure context),
 * else the older copy command on a hidden text area (an address on the class network is plain http).
 * Says whether it worked, so the page can confirm it or offer the download instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): the older way may still work.
  }
  // Selecting the text area takes the focus: it goes back to the button the person pressed.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
