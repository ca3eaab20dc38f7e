import type { Seat } from '@ludimaths/engine';
import { Rng } from '@ludimaths/engine';
import type { LiveTable } from '../tables/live-table';
import { newSeed } from '../tables/secrets';
import type { BotPool } from './pool';

export interface ComputerSeatsOptions {
  readonly budgetMs: number;
  /** After a failed store write, the seat tries again this much later. */
  readonly retryMs?: number;
  readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Plays a table's computer seats: whenever one must act, its view and legal moves go to the bot pool,
 * and the answer comes back as an ordinary move at the revision it was computed for (a stale answer
 * is dropped and the seat asked again). A failed decision falls back to a random legal move.
 */
export class ComputerSeats {
  constructor(
    private readonly pool: BotPool,
    private readonly options: ComputerSeatsOptions,
  ) {}

  attach(table: LiveTable): void {
    table.onCommitted = () => this.schedule(table);
    table.onTurnExpired = (seat) => {
      // A person out of time: the weakest level plays this one move for them.
      void this.decide(table, seat, 'timeout', 'facile').catch((error: unknown) => {
        this.options.log.error({ table: table.id, seat, err: String(error) }, 'timed-out move failed');
      });
    };
    table.refreshDeadlines();
    this.schedule(table);
  }

  schedule(table: LiveTable): void {
    const match = table.match;
    if (!match || table.deleted || table.row.status !== 'playing' || table.row.settings.paused) return;
    if (!table.runHere()) return;
    const actors = match.actors();
    if (actors.kind !== 'seats') return;
    for (const seat of actors.seats) {
      const stored = table.row.seats[seat];
      if (stored?.kind !== 'computer' || table.thinking.has(seat)) continue;
      table.thinking.add(seat);
      const revision = match.revision;
      this.decide(table, seat).then(
        () => this.askAgain(table, seat, table.match?.revision === revision),
        (error: unknown) => {
          // A store failure (the database restarting).
          this.options.log.error({ table: table.id, seat, err: String(error) }, 'computer seat failed');
          this.askAgain(table, seat, true);
        },
      );
    }
  }

  /**
   * The seat may be asked again: at once when the game moved on, a little later when nothing moved
   * (a store failure, a move refused or found stale again and again), so that a seat never spins.
   */
  private askAgain(table: LiveTable, seat: Seat, later: boolean): void {
    const again = () => {
      table.thinking.delete(seat);
      this.schedule(table);
    };
    if (later) setTimeout(again, this.options.retryMs ?? 1000).unref();
    else again();
  }

  private async decide(table: LiveTable, seat: Seat, tag = 'computer', level?: string): Promise<void> {
    const match = table.match;
    if (!match) return;
    const actors = match.actors();
    if (actors.kind !== 'seats' || !actors.seats.includes(seat)) return;
    const revision = match.revision;
    const legal = match.legalMoves(seat);
    // A fresh secret for each decision: derived from the table's seed, which every record shows, it let
    // anyone replay the bot and know the computer's move before it was made (issue 26.8).
    const seed = newSeed();
    let move: unknown;
    try {
      move = await this.pool.choose(
        {
          game: table.row.game,
          level: level ?? table.row.seats[seat]?.level ?? 'moyen',
          seat,
          view: match.view(seat),
          legal,
          seed,
          budgetMs: this.options.budgetMs,
        },
        { table: table.id, watched: table.watched() },
      );
    } catch (error) {
      if (table.row.status !== 'playing') return;
      this.options.log.warn(
        { table: table.id, seat, err: String(error) },
        'computer seat fell back to a random move',
      );
      move = Rng.fromSeed(seed).pick(legal);
    }
    const result = await table.play(seat, `${tag}-${seat}-${revision}`, revision, move, () => {}, 'computer');
    if (result.kind === 'refused' && result.error.code === 'illegal-move') {
      this.options.log.error(
        { table: table.id, seat, error: result.error },
        'computer seat chose an illegal move',
      );
      const random = Rng.fromSeed(seed).pick(legal);
      await table.play(seat, `${tag}-${seat}-${revision}-random`, revision, random, () => {}, 'computer');
    }
  }
}
