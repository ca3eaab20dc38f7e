import { lazy, Suspense, useEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { intlLocale, useCatalog, useT } from '../i18n';
import { Home } from '../screens/Home';
import { SettingsScreen } from '../screens/Settings';
import type { AppServices } from './context';
import { AppContext, useReducedMotion, useSettings } from './context';

// Every screen that needs a game's engine is loaded on demand, so the home screen stays small.
const RulesScreen = lazy(() => import('../screens/Rules'));
const loadNewGame = () => import('../screens/NewGame');
const loadPlay = () => import('../screens/Play');
const NewGameScreen = lazy(loadNewGame);
const PlayScreen = lazy(loadPlay);
const ReplayScreen = lazy(() => import('../screens/Replay'));
const HistoryScreen = lazy(() => import('../screens/History'));
const AnalysisScreen = lazy(() => import('../analysis/AnalysisScreen'));
const PrintScreen = lazy(() => import('../print/PrintScreen'));
const FactsScreen = lazy(() => import('../facts/FactsScreen'));
const TutorialScreen = lazy(() => import('../tutorial/TutorialScreen'));
// Online play loads only when asked for: local play never downloads it.
const OnlineNewScreen = lazy(() => import('../online/OnlineNew'));
const JoinScreen = lazy(() => import('../online/Join'));
const OnlineTableScreen = lazy(() => import('../online/OnlineTableScreen'));
// The classroom, likewise: the teacher's form and dashboard, the pupils' join and class screens.
const ClassNewScreen = lazy(() => import('../classroom/ClassNew'));
const DashboardScreen = lazy(() => import('../classroom/Dashboard'));
const PupilJoinScreen = lazy(() => import('../classroom/PupilJoin'));
const PupilClassScreen = lazy(() => import('../classroom/PupilClass'));

/**
 * The way to a local game (the new-game screen, then the table) is fetched once the page is idle: on
 * a slow line each chunk fetched only after the child's tap costs a round trip of seconds.
 */
function warmLocalPlay(): void {
  void loadNewGame().catch(() => undefined);
  void loadPlay().catch(() => undefined);
}

/** Runs `task` when the browser has nothing better to do; returns how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppContext.Provider value={services}>
      <Localised />
    </AppContext.Provider>
  );
}

function Localised() {
  const [settings] = useSettings();
  const messages = useCatalog(settings.locale);
  return (
    <IntlProvider locale={intlLocale[settings.locale]} messages={messages} defaultLocale="fr-FR">
      <Shell />
    </IntlProvider>
  );
}

function Shell() {
  const t = useT();
  const [settings] = useSettings();
  const reduced = useReducedMotion();
  useEffect(() => {
    const root = document.documentElement;
    root.lang = settings.locale;
    root.classList.toggle('projector', settings.projector);
    root.classList.toggle('reduce-motion', reduced);
    document.title = t('app.title');
  }, [settings.locale, settings.projector, reduced, t]);
  useEffect(() => whenIdle(warmLocalPlay), []);

  return (
    <Router hook={useHashLocation}>
      <button type="button" className="skip-link" onClick={focusMain}>
        {t('nav.skip')}
      </button>
      <header className="topbar">
        <Link href="/" className="brand">
          <img src="icon.svg" alt="" width="36" height="36" />
          <span>{t('app.title')}</span>
        </Link>
        <nav aria-label={t('app.title')} className="topnav">
          <Link href="/replay" className="navlink">
            {t('nav.replay')}
          </Link>
          <Link href="/settings" className="navlink">
            {t('nav.settings')}
          </Link>
        </nav>
      </header>
      <FocusOnNavigate />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="loading">{t('play.loading')}</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/settings" component={SettingsScreen} />
            <Route path="/rules/:id">{(params) => <RulesScreen id={params.id} />}</Route>
            <Route path="/learn/:id">{(params) => <TutorialScreen id={params.id} />}</Route>
            <Route path="/new/:id">{(params) => <NewGameScreen id={params.id} />}</Route>
            <Route path="/play/:id">{(params) => <PlayScreen id={params.id} />}</Route>
            <Route path="/replay" component={ReplayScreen} />
            <Route path="/replay/history/:historyId" component={ReplayScreen} />
            <Route path="/replay/history/:historyId/at/:step" component={ReplayScreen} />
            <Route path="/replay/:id" component={ReplayScreen} />
            <Route path="/replay/:id/at/:step" component={ReplayScreen} />
            <Route path="/analysis/history/:historyId">{() => <AnalysisScreen />}</Route>
            <Route path="/analysis/:id">{() => <AnalysisScreen />}</Route>
            <Route path="/history" component={HistoryScreen} />
            <Route path="/online/:id">{(params) => <OnlineNewScreen id={params.id} />}</Route>
            <Route path="/join/:code?">
              {(params) => <JoinScreen key={params.code} code={params.code} />}
            </Route>
            <Route path="/table/:tableId/:credential?">
              {(params) => (
                <OnlineTableScreen
                  key={params.tableId}
                  tableId={params.tableId}
                  credential={params.credential}
                />
              )}
            </Route>
            <Route path="/watch/:tableId">
              {(params) => <OnlineTableScreen key={`w${params.tableId}`} tableId={params.tableId} watch />}
            </Route>
            <Route path="/class/new" component={ClassNewScreen} />
            <Route path="/class/join/:code?">
              {(params) => <PupilJoinScreen key={params.code} code={params.code} />}
            </Route>
            <Route path="/class/:classId/teacher/:secret?">
              {(params) => (
                <DashboardScreen key={params.classId} classId={params.classId} secret={params.secret} />
              )}
            </Route>
            <Route path="/class/:classId">
              {(params) => <PupilClassScreen key={params.classId} classId={params.classId} />}
            </Route>
            <Route path="/facts/:id">{(params) => <FactsScreen id={params.id} />}</Route>
            <Route path="/print/:id/:seed?">{(params) => <PrintScreen id={params.id} />}</Route>
            <Route>
              <Home />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </Router>
  );
}

/** After a route change, focus moves to the new screen instead of being lost on the old link. */
function FocusOnNavigate() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: false });
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The skip link is a button: the address hash belongs to the router. */
function focusMain() {
  document.getElementById('main')?.focus();
}
