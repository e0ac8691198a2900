import './styles/global.css';
import { loadCatalogues } from './i18n';
import { whenIdle } from './lib/idle';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The first render waits for the reader's language's core texts, downloaded beside the code
// (ADR 0072). Should they fail, the page still renders (with its keys) rather than stay blank.
const texts = loadCatalogues('core').catch(() => undefined);

// A visitor arriving at the landing page gets its own small app; every other address gets the
// whole app, whose router also shows the landing page to a member coming back to it (ADR 0073).
void (window.location.pathname === '/' ? import('./app/landing/start') : import('./app/start')).then((app) =>
  app.start(container, texts),
);

// Real members' page speed, measured once the page has painted and the main thread is idle (ADR 0112).
whenIdle(() => void import('./lib/vitals').then((vitals) => vitals.startVitals()));
