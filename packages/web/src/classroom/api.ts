import type { ClassAction, CreateClassRequest } from '@ludimaths/protocol';
import {
  CLASS_ROUTES,
  classJoinResponse,
  classPath,
  classResults,
  createClassResponse,
  teacherView,
} from '@ludimaths/protocol';
import type { ApiResult } from '../online/api';
import { call } from '../online/api';
import { heldSeats } from '../online/seats-store';

export { saveFile } from '../online/download';

/** The class routes; teacher routes carry the teacher's secret. */
export const classApi = {
  create: (request: CreateClassRequest) => call(CLASS_ROUTES.create, createClassResponse, request),
  join: (code: string, name: string) => call(CLASS_ROUTES.join, classJoinResponse, { code, name }),
  act: (id: string, secret: string, action: ClassAction) =>
    call(classPath('actions', id), teacherView, action, { secret }),
  results: (id: string, secret: string) =>
    call(classPath('results', id), classResults, undefined, { secret }),
  /** Deletes the session now (204, no body). */
  async remove(id: string, secret: string): Promise<boolean> {
    try {
      const response = await fetch(classPath('session', id), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${secret}` },
      });
      return response.ok;
    } catch {
      return false;
    }
  },
  /** The records archive as a file to save. */
  async records(id: string, secret: string): Promise<ApiResult<Blob>> {
    try {
      const response = await fetch(classPath('records', id), {
        headers: { authorization: `Bearer ${secret}` },
      });
      if (response.ok) return { ok: true, value: await response.blob() };
      return { ok: false, problem: 'unreachable', message: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, problem: 'unreachable', message: String(error) };
    }
  },
};

/** This browser's class credentials (the teacher's secret or a pupil's), by class id. */
export const classCredentials = () => heldSeats(undefined, 'ludimaths.class.');
