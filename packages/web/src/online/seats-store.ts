/** What this browser holds at one online table: the credential is the only proof of the seat. */
export interface HeldSeat {
  readonly credential: string;
  readonly seat: number | null;
}

const PREFIX = 'ludimaths.online.';
const CREDENTIAL = /^[A-Za-z0-9_-]{32}$/;

/**
 * Seats kept in localStorage by table id, so a reload (or coming back later) takes the same seat back.
 * Storage may be missing or full (private browsing): the game still works, only a reload forgets.
 */
export function heldSeats(storage: Storage | undefined = globalThis.localStorage, prefix = PREFIX) {
  return {
    get(tableId: string): HeldSeat | null {
      try {
        const raw = storage?.getItem(prefix + tableId);
        if (!raw) return null;
        const held = JSON.parse(raw) as Partial<HeldSeat>;
        if (typeof held.credential !== 'string' || !CREDENTIAL.test(held.credential)) return null;
        return { credential: held.credential, seat: typeof held.seat === 'number' ? held.seat : null };
      } catch {
        return null;
      }
    },
    set(tableId: string, held: HeldSeat): boolean {
      try {
        storage?.setItem(prefix + tableId, JSON.stringify(held));
        return storage !== undefined;
      } catch {
        return false;
      }
    },
  };
}

export function isCredential(text: string): boolean {
  return CREDENTIAL.test(text);
}
