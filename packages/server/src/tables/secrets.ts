import { createHash, randomBytes, randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@ludimaths/protocol';

/** A seat credential: 192 random bits, base64url (32 characters). Only its hash is stored. */
export const newCredential = (): string => randomBytes(24).toString('base64url');

/** Table ids: 96 random bits, base64url (16 characters); they let you watch, never play. */
export const newTableId = (): string => randomBytes(12).toString('base64url');

/**
 * The engine seed of a table, and a computer seat's seed for one decision. A table's seed is in its
 * record, so nothing the server decides may depend on it: dice come from `randomInt` and each bot
 * decision gets its own seed, never shown.
 */
export const newSeed = (): string => randomBytes(12).toString('base64url');

export const hashCredential = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Six characters a child can read and type: 23^6 ≈ 148 million codes. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}
