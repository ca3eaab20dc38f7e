import type { ClassAction, ClassPupil, TeacherView } from '@ludimaths/protocol';
import { MAX_PUPILS } from '@ludimaths/protocol';
import { useState } from 'react';
import type { Translate } from '../i18n';
import { Confirm } from './Confirm';

/**
 * The teacher's hold on who is in the class: how many pupils are expected (strangers cannot fill
 * it), and each pupil renamed (a typo, an unkind nickname) or removed, removal asked first.
 */
export function PupilsPanel({
  view,
  busy,
  act,
  t,
}: {
  view: TeacherView;
  busy: boolean;
  act: (action: ClassAction) => Promise<void>;
  t: Translate;
}) {
  const [expected, setExpected] = useState(String(view.expected ?? ''));
  const [renaming, setRenaming] = useState<ClassPupil | null>(null);
  const [removing, setRemoving] = useState<ClassPupil | null>(null);
  const count = Number(expected);
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_PUPILS;
  return (
    <details className="class-pupils" data-testid="class-pupils">
      <summary>
        {t('class.managePupils', { count: view.pupils.length, expected: view.expected ?? 'none' })}
      </summary>
      <form
        className="class-expected"
        onSubmit={(event) => {
          event.preventDefault();
          if (validCount) void act({ type: 'expect', pupils: count });
        }}
      >
        <label>
          {t('class.expected')}{' '}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PUPILS}
            value={expected}
            onChange={(e) => setExpected(e.currentTarget.value)}
            aria-describedby="class-expected-help"
            data-testid="class-expected"
          />
        </label>{' '}
        <button
          type="submit"
          className="button secondary"
          disabled={busy || !validCount}
          data-testid="class-expected-save"
        >
          {t('class.expectedSave')}
        </button>
        <p className="hint" id="class-expected-help">
          {t('class.expectedHelp')}
        </p>
      </form>
      <ul className="class-pupil-list">
        {view.pupils.map((pupil) => (
          <li key={pupil.id} data-testid={`class-pupil-${pupil.name}`}>
            {renaming?.id === pupil.id ? (
              <RenameForm pupil={pupil} t={t} onDone={() => setRenaming(null)} act={act} />
            ) : (
              <>
                <span className="class-pupil-name">{pupil.name}</span>
                {view.hints && (
                  <span className="class-pupil-hints" data-testid={`class-hints-${pupil.name}`}>
                    {t('class.pupilHints', { count: pupil.hints })}
                  </span>
                )}
                <button
                  type="button"
                  className="button secondary class-mini"
                  disabled={busy}
                  onClick={() => setRenaming(pupil)}
                  aria-label={`${t('class.rename')} ${pupil.name}`}
                  data-testid={`class-rename-${pupil.name}`}
                >
                  {t('class.rename')}
                </button>
                <button
                  type="button"
                  className="button secondary class-mini"
                  disabled={busy}
                  onClick={() => setRemoving(pupil)}
                  aria-label={`${t('class.remove')} ${pupil.name}`}
                  data-testid={`class-remove-${pupil.name}`}
                >
                  {t('class.remove')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <Confirm
          text={t('class.removeConfirm', { name: removing.name })}
          confirm={t('class.remove')}
          onConfirm={() => {
            setRemoving(null);
            void act({ type: 'remove', pupil: removing.id });
          }}
          onCancel={() => setRemoving(null)}
          t={t}
        />
      )}
    </details>
  );
}

function RenameForm({
  pupil,
  t,
  onDone,
  act,
}: {
  pupil: ClassPupil;
  t: Translate;
  onDone: () => void;
  act: (action: ClassAction) => Promise<void>;
}) {
  const [name, setName] = useState(pupil.name);
  const trimmed = name.trim();
  return (
    <form
      className="class-rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) void act({ type: 'rename', pupil: pupil.id, name: trimmed }).then(onDone);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <label>
        <span className="sr-only">{t('class.renameLabel', { name: pupil.name })}</span>
        <input
          value={name}
          maxLength={24}
          onChange={(e) => setName(e.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the field the teacher just asked for
          autoFocus
          data-testid="class-rename-input"
        />
      </label>{' '}
      <button
        type="submit"
        className="button primary class-mini"
        disabled={!trimmed}
        data-testid="class-rename-save"
      >
        {t('class.renameSave')}
      </button>{' '}
      <button type="button" className="button secondary class-mini" onClick={onDone}>
        {t('class.confirmCancel')}
      </button>
    </form>
  );
}
