import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { i18n, loadCatalogues, type Language } from '../../i18n';
import { LandingApp } from './LandingApp';

/**
 * The landing page's markup as a guest first sees it, in one language: rendered at build time
 * (`frontend/prerender-landing.mjs`, after `vite build`) into the HTML the server sends for `/`, so
 * the first paint needs no JavaScript (ADR 0081). The tree is the one `start.tsx` hydrates.
 */
export async function renderLanding(language: Language): Promise<{ html: string; title: string; description: string }> {
  await i18n.changeLanguage(language);
  await loadCatalogues('core');
  const html = renderToString(
    <StrictMode>
      <LandingApp referral={null} prerendered />
    </StrictMode>,
  );
  return { html, title: i18n.t('common:appName'), description: i18n.t('common:metaDescription') };
}
