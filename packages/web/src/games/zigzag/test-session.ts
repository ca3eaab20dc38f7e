import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import { instantPacing, Session } from '../../session/session';

export type ZSession = Session<
  Zigzag.ZigzagState,
  Zigzag.ZigzagMove,
  Zigzag.ZigzagChance,
  Zigzag.ZigzagOptions,
  Zigzag.ZigzagView
>;

/** For tests: Léa and Tom on the standard board, set up by the engine up to the first choice of side. */
export async function startedZigzag(seed: string): Promise<ZSession> {
  const made = Session.start({
    game: zigzag,
    options: { board: { kind: 'standard' }, moveLimit: 200 },
    seats: [
      { name: 'Léa', kind: 'human' },
      { name: 'Tom', kind: 'human' },
    ],
    seed,
    pacing: instantPacing,
  });
  if (!made.ok) throw new Error(made.error.message);
  await made.value.run();
  return made.value;
}
