import './register';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { checkJoinCode, codeProblemMessage } from '../online/join-code';
import { CodeField, NameField } from '../online/NameField';
import { problemMessage } from '../online/problems';
import { joinClass } from './join';

/** A pupil joins a class (`/class/join/CODE` from the QR code): the code and a first name. */
export default function PupilJoinScreen({ code: linked }: { code?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(linked ? decodeURIComponent(linked) : '');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const join = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkJoinCode(code);
    if (!checked.ok) {
      setProblem(codeProblemMessage(checked, t));
      return;
    }
    if (!name.trim()) {
      setProblem(t('class.nameEmpty'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const joined = await joinClass(checked.code, name.trim());
    setBusy(false);
    if (!joined.ok) {
      setProblem(
        joined.problem === 'unknown-code'
          ? t('class.unknownCode')
          : joined.problem === 'class-full'
            ? t('class.full')
            : t(problemMessage(joined.problem) ?? 'online.unreachable'),
      );
      return;
    }
    navigate(`/class/${joined.value}`);
  };

  return (
    <div className="page narrow">
      <h1>{t('class.joinHeading')}</h1>
      <form onSubmit={join} className="new-game" noValidate>
        <CodeField value={code} onChange={setCode} testId="class-code" label="class.code" />
        <NameField value={name} onChange={setName} testId="class-name" label="class.firstName" />
        {problem && (
          <p role="alert" className="error" data-testid="class-join-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="button primary big" disabled={busy} data-testid="class-join">
          {busy ? t('class.joining') : t('class.join')}
        </button>
      </form>
    </div>
  );
}
