import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followNewBuilds } from './app/new-build';
import { createSettingsStore } from './app/settings';
import { WEB_GAMES } from './games/registry';
import { storageHistory } from './session/history';
import { localRecordStore } from './session/storage';
import './styles.css';

if ('serviceWorker' in navigator)
  followNewBuilds(navigator.serviceWorker, document, () => window.location.reload());

const params = new URLSearchParams(window.location.search);
const records = localRecordStore();
for (const game of WEB_GAMES) if ('migrateSaves' in game) game.migrateSaves?.(records);
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <App
      services={{
        settings: createSettingsStore(),
        records,
        history: storageHistory(),
        seed: params.get('seed'),
        fast: params.get('fast') === '1',
      }}
    />
  </StrictMode>,
);
