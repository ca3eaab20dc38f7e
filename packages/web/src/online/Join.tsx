import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n';
import { onlineApi } from './api';
import { checkJoinCode, codeProblemMessage } from './join-code';
import { CodeField, NameField } from './NameField';
import { problemMessage } from './problems';
import { heldSeats } from './seats-store';

/** Joining by a code typed (forgiving) or by a link (`/join/CODE`): a name, then a free seat. */
export default function JoinScreen({ code: linked }: { code?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(linked ? decodeURIComponent(linked) : '');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [watch, setWatch] = useState<string | null>(null);

  const join = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkJoinCode(code);
    if (!checked.ok) {
      setProblem(codeProblemMessage(checked, t));
      return;
    }
    setBusy(true);
    setProblem(null);
    const joined = await onlineApi.join(checked.code, name.trim() || undefined);
    setBusy(false);
    if (!joined.ok && joined.problem === 'unknown-code' && name.trim()) {
      // Not a table's code: perhaps a class's, typed here rather than in "Rejoindre une séance".
      const { joinClass } = await import('../classroom/join');
      const classJoined = await joinClass(checked.code, name.trim());
      if (classJoined.ok) {
        navigate(`/class/${classJoined.value}`);
        return;
      }
    }
    if (!joined.ok) {
      // A code stops admitting once the table is full or playing, yet still names it: say which.
      const named = joined.problem === 'unknown-code' ? await onlineApi.tableOfCode(checked.code) : null;
      setWatch(named?.ok ? named.value.tableId : null);
      setProblem(
        t(named?.ok ? 'online.tableFull' : (problemMessage(joined.problem) ?? 'online.unreachable')),
      );
      return;
    }
    heldSeats().set(joined.value.table.id, { credential: joined.value.credential, seat: joined.value.seat });
    navigate(`/table/${joined.value.table.id}`);
  };

  return (
    <div className="page narrow">
      <h1>{t('online.joinHeading')}</h1>
      <form onSubmit={join} className="new-game" noValidate>
        <CodeField value={code} onChange={setCode} testId="join-code" label="online.code" />
        <NameField value={name} onChange={setName} testId="join-name" />
        {problem && (
          <p role="alert" className="error" data-testid="join-problem">
            {problem}
          </p>
        )}
        {problem && watch && (
          <Link href={`/watch/${watch}`} className="button secondary" data-testid="join-watch">
            {t('online.watchInstead')}
          </Link>
        )}
        <button type="submit" className="button primary big" disabled={busy} data-testid="join-submit">
          {busy ? t('online.joining') : t('online.join')}
        </button>
      </form>
    </div>
  );
}
