import type { BotName } from '@ludimaths/engine';
import type { MessageId, Translate } from '../i18n';

/** Every level the server may seat, in words (the last two only come from tests and the CLI). */
const levelWords: Readonly<Record<BotName, MessageId>> = {
  facile: 'new.level.facile',
  moyen: 'new.level.moyen',
  fort: 'new.level.fort',
  random: 'online.level.random',
  greedy: 'online.level.greedy',
};

/**
 * A computer seat's name, as local play's players read it: "Ordinateur (moyen)", or, for a person's
 * seat the computer took over, that person's name with the computer's level.
 */
export function computerName(t: Translate, level: BotName, name: string | null): string {
  if (name === null) return t(`online.computer.${level}`);
  return t('online.seatComputer', { name, level: t(levelWords[level]) });
}
