import './register';
import type { PupilView } from '@ludimaths/protocol';
import { CLOSE_CODES } from '@ludimaths/protocol';
import { Link } from 'wouter';
import { useT } from '../i18n';
import OnlineTableScreen from '../online/OnlineTableScreen';
import { heldSeats } from '../online/seats-store';
import { classCredentials } from './api';
import { useClassLink } from './class-link';

/**
 * A pupil's screen (`/class/ID`): waiting while groups form, then the table of the round (the very
 * online table screen, with the pupil's class credential), and the next table at a new round.
 */
export default function PupilClassScreen({ classId }: { classId: string }) {
  const t = useT();
  const credential = classCredentials().get(classId)?.credential;
  const { view, link, outdated } = useClassLink(classId, credential);
  if (!credential || link.kind === 'refused') {
    // 4401: the credential is refused (the teacher removed this pupil); otherwise the class is gone.
    const removed = link.kind === 'refused' && link.code === CLOSE_CODES.badCredential;
    return (
      <div className="page narrow">
        <p role="alert" className="error" data-testid="class-lost">
          {t(!credential ? 'class.noCredential' : removed ? 'class.removed' : 'class.lost')}
        </p>
        <Link href="/class/join" className="button primary big">
          {t('class.joinHeading')}
        </Link>
      </div>
    );
  }
  // This device holds the teacher's secret for this class: the pupils' page is not theirs.
  if (view?.role === 'teacher')
    return (
      <div className="page narrow">
        <p role="alert" data-testid="class-wrong-page">
          {t('class.pupilPage')}
        </p>
        <Link href={`/class/${classId}/teacher`} className="button primary big">
          {t('class.toTeacherPage')}
        </Link>
      </div>
    );
  if (view?.role !== 'pupil') return <p className="loading">{t('online.connecting')}</p>;
  if (view.tableId && view.seat !== null) {
    // The class credential holds this seat: the table screen finds it like any seat it holds.
    heldSeats().set(view.tableId, { credential, seat: view.seat });
  }
  return (
    <div
      className="pupil-class"
      data-testid="pupil-class"
      data-table={view.tableId ?? ''}
      data-round={view.round}
    >
      <PupilBanner view={view} />
      {outdated && (
        <p role="alert" className="error">
          {t('online.outdated')}
        </p>
      )}
      {view.tableId && view.status === 'open' ? (
        <OnlineTableScreen key={view.tableId} tableId={view.tableId} inClass paused={view.paused} />
      ) : (
        <div className="page narrow">
          <h1>{t('class.hello', { name: view.name })}</h1>
          <p data-testid="pupil-waiting">
            {view.status === 'ended'
              ? t('class.ended')
              : view.group === null
                ? t('class.nextRound')
                : `${t('class.yourGroup', { n: view.group + 1 })} ${t('class.waitStart')}`}
          </p>
        </div>
      )}
    </div>
  );
}

/** The teacher's pause, said at once and read out. */
function PupilBanner({ view }: { view: PupilView }) {
  const t = useT();
  return (
    <div role="status" aria-live="assertive" className="class-banner">
      {view.paused && view.status === 'open' && (
        <p className="class-paused" data-testid="class-paused">
          {t('class.paused')}
        </p>
      )}
    </div>
  );
}
