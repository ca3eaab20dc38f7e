import { z } from 'zod';
import { starterSchema, startRollDieSchema } from '../../core/start-roll';
import { parseWith } from '../../core/validate';
import { BOARD_NAMES } from './board';
import type { PisteOptions } from './types';

// Options, moves and chance outcomes as they are read from JSON (records, the CLI, the network).

export const DEFAULT_OPTIONS: PisteOptions = { board: 'grande' };

const optionsSchema = z.strictObject({
  board: z.enum(BOARD_NAMES).default('grande'),
  starter: starterSchema,
});
const moveSchema = z.strictObject({ kind: z.literal('roll'), dice: z.union([z.literal(1), z.literal(2)]) });
const face = z.number().int().min(1).max(6);
const chanceSchema = z.discriminatedUnion('kind', [
  startRollDieSchema,
  z.strictObject({ kind: z.literal('dice'), faces: z.array(face).min(1).max(2) }),
]);

export const parseOptions = (raw: unknown) => parseWith(optionsSchema, raw, 'bad-options', 'options');
export const parseMove = (raw: unknown) => parseWith(moveSchema, raw, 'bad-move', 'move');
export const parseChance = (raw: unknown) => parseWith(chanceSchema, raw, 'bad-chance', 'chance');
