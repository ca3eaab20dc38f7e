import type { Result } from '@ludimaths/engine';
import { err } from '@ludimaths/engine';
import type { ErrorBody, ErrorCode } from '@ludimaths/protocol';

/** An expected refusal, sent to the client as `{ code, message }`. */
export const refuse = (code: ErrorCode, message: string, rule?: string): Result<never, ErrorBody> =>
  err(rule === undefined ? { code, message } : { code, message, rule });

export type Outcome<T> = Result<T, ErrorBody>;
