import { z } from 'zod';
import type { AnyGame, BaseState, GameDefinition } from './game';
import type { Step } from './play';
import { applyStep } from './play';
import type { Result } from './result';
import { err, ok } from './result';
import { describeIssue, mainIssue, ownValue } from './validate';

/**
 * The format tag and version of game records; see docs/records.md. Bump the version on any change,
 * and upgrade the older versions on read (`upgradeRecord`) so that saved games stay readable.
 */
export const RECORD_FORMAT = 'ludimaths-record';
export const RECORD_VERSION = 2;
/** Version 1 wrote piste's and zigzag's chance outcomes as bare numbers and arrays. */
export const READABLE_VERSIONS = [1, 2] as const;

/**
 * The longest record the engine reads, in steps. The longest real games are a Finito match at its
 * caps (50 rounds of at most 500 turns, 4 seats: about 127,400 steps) and a Zigzag game at its
 * largest move limit (100,000 pawn moves: about 200,000 steps); a legal but endless record (a piste
 * roll-off that ties forever) is refused before it is replayed. See docs/records.md.
 */
export const MAX_RECORD_STEPS = 250_000;

const seatSchema = z.strictObject({
  name: z.string().max(100).optional(),
  kind: z.enum(['human', 'bot']).optional(),
  bot: z.string().max(40).optional(),
});

const stepSchema = z.union([
  z.strictObject({ seat: z.number().int().min(0).max(15), move: z.unknown() }),
  z.strictObject({ chance: z.unknown() }),
]);

/** Shape of a record before its game validates options, moves and chance outcomes. */
export const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.union(READABLE_VERSIONS.map((v) => z.literal(v))),
  game: z.string().min(1),
  options: z.unknown().optional(),
  seats: z.array(seatSchema).min(1).max(16),
  seed: z.union([z.string(), z.number()]).optional(),
  steps: z.array(stepSchema).max(MAX_RECORD_STEPS),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type SeatInfo = z.infer<typeof seatSchema>;

/** A record of any version this code reads, before its steps are upgraded to the current shapes. */
export type StoredRecord = Omit<GameRecord, 'version'> & {
  readonly version: (typeof READABLE_VERSIONS)[number];
};

export interface GameRecord<O = unknown, M = unknown, C = unknown> {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly game: string;
  readonly options?: O;
  readonly seats: readonly SeatInfo[];
  readonly seed?: string | number;
  readonly steps: readonly Step<M, C>[];
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** Why a record does not replay: `index` is the first bad step, or -1 for the record's header. */
export interface ReplayError {
  readonly index: number;
  readonly code: string;
  readonly message: string;
}

/** Seed used when a record carries none (all its chance outcomes are written out anyway). */
export const DEFAULT_SEED = 'ludimaths';

export function makeRecord<O, M, C>(
  game: GameDefinition<BaseState, M, C, O, unknown>,
  options: O,
  seats: readonly SeatInfo[],
  seed: string | number,
  steps: readonly Step<M, C>[],
): GameRecord<O, M, C> {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, game: game.id, options, seats, seed, steps };
}

/**
 * Checks a record's envelope (JSON shape, format, version, length) without replaying it. A malformed
 * step is reported with its own index, like an illegal one.
 */
export function parseRecord(raw: unknown): Result<StoredRecord, ReplayError> {
  const steps = (raw as { steps?: unknown } | null)?.steps;
  // Checked before the schema so that a record of millions of steps is refused at once.
  if (Array.isArray(steps) && steps.length > MAX_RECORD_STEPS) {
    return err({
      index: -1,
      code: 'too-many-steps',
      message: `the record has ${steps.length} steps; at most ${MAX_RECORD_STEPS} are read`,
    });
  }
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) {
    const [field, index] = mainIssue(parsed.error)?.path ?? [];
    const isStep = field === 'steps' && typeof index === 'number';
    return err({
      index: isStep ? index : -1,
      code: 'bad-record',
      message: describeIssue('record', parsed.error),
    });
  }
  return ok(parsed.data as StoredRecord);
}

/**
 * A record of an older version in the current format: the game rewrites its steps (unvalidated: a
 * step it cannot read is kept as it is, and replay reports it at the same index as before).
 */
export function upgradeRecord(game: Pick<AnyGame, 'upgradeSteps'>, record: StoredRecord): GameRecord {
  if (record.version === RECORD_VERSION) return record as GameRecord;
  const steps = game.upgradeSteps ? game.upgradeSteps(record.steps, record.version) : record.steps;
  return { ...record, version: RECORD_VERSION, steps };
}

export interface Replayed<S, M = unknown, C = unknown, O = unknown> {
  readonly state: S;
  /** Every state from setup to the end, when asked for (step-by-step viewers). */
  readonly history?: readonly S[];
  /**
   * The record in the current format version (older versions upgraded), its options and steps as the
   * game parsed them (no need to parse twice).
   */
  readonly record: GameRecord;
  readonly options: O;
  readonly steps: readonly Step<M, C>[];
}

/**
 * Rebuilds a game from its record, validating every step through the game's own parsers and rules.
 * Returns the final state, or the first step that is malformed or illegal.
 */
export function replay<S extends BaseState, M, C, O>(
  game: GameDefinition<S, M, C, O, unknown>,
  raw: unknown,
  keepHistory = false,
): Result<Replayed<S, M, C, O>, ReplayError> {
  const envelope = parseRecord(raw);
  if (!envelope.ok) return envelope;
  if (envelope.value.game !== game.id) {
    return err({
      index: -1,
      code: 'wrong-game',
      message: `record is for "${envelope.value.game}", not "${game.id}"`,
    });
  }
  const record = upgradeRecord(game, envelope.value);
  const options = game.parseOptions(record.options ?? {});
  if (!options.ok)
    return err({ index: -1, code: options.error.code, message: `options: ${options.error.message}` });
  const start = game.setup(options.value, record.seats.length, record.seed ?? DEFAULT_SEED);
  if (!start.ok) return err({ index: -1, ...start.error });
  let state = start.value;
  const history: S[] | undefined = keepHistory ? [state] : undefined;
  const steps: Step<M, C>[] = [];
  for (const [index, rawStep] of record.steps.entries()) {
    const step = parseStep(game, rawStep);
    if (!step.ok) return err({ index, ...step.error });
    const next = applyStep(game, state, step.value);
    if (!next.ok) return err({ index, ...next.error });
    state = next.value;
    steps.push(step.value);
    history?.push(state);
  }
  const replayed = { state, record, options: options.value, steps };
  return ok(history ? { ...replayed, history } : replayed);
}

function parseStep<M, C>(
  game: GameDefinition<BaseState, M, C, unknown, unknown>,
  raw: Step,
): Result<Step<M, C>, { code: string; message: string }> {
  if ('chance' in raw) {
    const chance = game.parseChance(raw.chance);
    return chance.ok ? ok({ chance: chance.value }) : chance;
  }
  const move = game.parseMove(raw.move);
  return move.ok ? ok({ seat: raw.seat, move: move.value }) : move;
}

/** Replays a record with whichever registered game it names. */
export function replayAny(
  games: Readonly<Record<string, AnyGame>>,
  raw: unknown,
  keepHistory = false,
): Result<Replayed<BaseState> & { game: AnyGame }, ReplayError> {
  const envelope = parseRecord(raw);
  if (!envelope.ok) return envelope;
  const game = ownValue(games, envelope.value.game);
  if (!game) {
    const known = Object.keys(games).join(', ');
    return err({
      index: -1,
      code: 'unknown-game',
      message: `unknown game "${envelope.value.game}" (known: ${known})`,
    });
  }
  const replayed = replay(game, raw, keepHistory);
  return replayed.ok ? ok({ ...replayed.value, game }) : replayed;
}
