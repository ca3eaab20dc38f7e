import type { ApiResult } from '../online/api';
import { classApi, classCredentials } from './api';

/** Joins a class as a pupil and keeps the credential in this browser; the class id when it worked. */
export async function joinClass(code: string, name: string): Promise<ApiResult<string>> {
  const joined = await classApi.join(code, name);
  if (!joined.ok) return joined;
  classCredentials().set(joined.value.classId, { credential: joined.value.credential, seat: null });
  return { ok: true, value: joined.value.classId };
}
