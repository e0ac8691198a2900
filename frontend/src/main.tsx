import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadCatalogues } from './i18n';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The router starts loading the page's chunk as it is created; the first render waits only for the
// reader's language's core texts, downloaded beside it (ADR 0072). Should they fail, the page still
// renders (with its keys) rather than stay blank.
void loadCatalogues('core')
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
