import type { Seat } from '@ludimaths/engine';

/**
 * Several nodes: each tells the others which seats (tables) or pupils (classes) are connected to it
 * when that changes and every PRESENCE_MS; a node silent for three periods (gone) no longer counts.
 */
export const PRESENCE_MS = 5000;
export const PRESENCE_TTL_MS = 3 * PRESENCE_MS;

/** The seats of one table connected to other nodes, as each node last said. */
export class SeatsElsewhere {
  private readonly nodes = new Map<string, { readonly seats: ReadonlySet<Seat>; readonly at: number }>();

  /** `node` has these seats connected now; returns the seats it no longer has. */
  heard(node: string, seats: readonly Seat[], now: number): Seat[] {
    const before = this.nodes.get(node)?.seats ?? new Set<Seat>();
    this.nodes.set(node, { seats: new Set(seats), at: now });
    return [...before].filter((seat) => !seats.includes(seat));
  }

  /**
   * Until when the seat counts as connected on another node (0: no node has it): a node that went
   * silent still counts for PRESENCE_TTL_MS after it last spoke.
   */
  presentUntil(seat: Seat): number {
    let until = 0;
    for (const { seats, at } of this.nodes.values())
      if (seats.has(seat)) until = Math.max(until, at + PRESENCE_TTL_MS);
    return until;
  }
}
