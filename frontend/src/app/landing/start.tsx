import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from '../../i18n';
import { LandingApp } from './LandingApp';

/**
 * Starts the landing page's app. The server sends a guest the page's markup in the language of the
 * address (`data-prerendered` on the container, ADR 0081): the app takes it over as it is
 * (`hydrateRoot`), so nothing moves when the JavaScript arrives. A reader whose stored language is
 * not that one gets the page rendered afresh in theirs.
 */
export function start(container: HTMLElement, texts: Promise<unknown>): void {
  const prerendered = container.dataset.prerendered;
  const referral = new URLSearchParams(window.location.search).get('ref');
  void texts.then(() => {
    const hydrate = prerendered !== undefined && prerendered === i18n.language;
    const app = (
      <StrictMode>
        <LandingApp referral={referral} prerendered={hydrate} />
      </StrictMode>
    );
    if (hydrate) {
      hydrateRoot(container, app);
      return;
    }
    container.replaceChildren();
    createRoot(container).render(app);
  });
}
