import { useState } from 'react';
import type { CatalogEntry } from '../catalog';
import type { AnyWebGame } from '../games/types';
import { useT } from '../i18n';
import type { ApiResult } from './api';
import { problemMessage } from './problems';

/** What is created: an online table or a class session (their messages and test ids). */
type Creating = 'online' | 'class';

/**
 * The state of a form that creates something on the server: the game's options (its defaults and
 * the catalogue entry's preset), whether the request is under way, and what went wrong.
 */
export function useCreateForm(game: AnyWebGame, entry: CatalogEntry, creating: Creating) {
  const t = useT();
  const [options, setOptions] = useState<unknown>(() => ({
    ...(game.definition.defaultOptions as object),
    ...entry.presetOptions,
  }));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Sends the request; on success hands its answer to `done`, else says what went wrong. */
  const submit = async <T,>(request: Promise<ApiResult<T>>, done: (value: T) => void) => {
    setBusy(true);
    setProblem(null);
    const made = await request;
    setBusy(false);
    if (made.ok) return done(made.value);
    const id = problemMessage(made.problem);
    setProblem(id ? t(id) : t(`${creating}.failed`, { message: made.message }));
  };
  return { game, creating, options: options as Record<string, unknown>, setOptions, busy, problem, submit };
}

/** The end of such a form: the game's own options, what went wrong, and the submit button. */
export function FormEnd({ form }: { form: ReturnType<typeof useCreateForm> }) {
  const t = useT();
  const { game, creating } = form;
  const Options = game.OptionsForm;
  return (
    <>
      {Options && (
        <div className="options">
          <Options value={form.options} onChange={form.setOptions} />
        </div>
      )}
      {form.problem && (
        <p role="alert" className="error" data-testid={`${creating}-problem`}>
          {form.problem}
        </p>
      )}
      <button
        type="submit"
        className="button primary big"
        disabled={form.busy}
        data-testid={`${creating}-create`}
      >
        {form.busy ? t(`${creating}.creating`) : t(`${creating}.create`)}
      </button>
    </>
  );
}
