// Renders a screen as the app does (services, French messages, a Suspense boundary for lazy games),
// with memory stores; for the screens' unit tests only.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { AppContext } from '../app/context';
import { createSettingsStore } from '../app/settings';
import { fr } from '../i18n/fr';
import type { GameHistory } from '../session/history';
import { memoryHistory } from '../session/history';
import type { RecordStore } from '../session/storage';
import { memoryRecordStore } from '../session/storage';

export function renderScreen(
  children: ReactNode,
  {
    records = memoryRecordStore(),
    history = memoryHistory(),
  }: { records?: RecordStore; history?: GameHistory } = {},
) {
  const services = { settings: createSettingsStore(undefined), records, history, seed: null, fast: true };
  return render(
    <AppContext.Provider value={services}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <Suspense fallback={<p>…</p>}>{children}</Suspense>
      </IntlProvider>
    </AppContext.Provider>,
  );
}
