import { i18n } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';
import { withZeroAsPlural, type Namespace, type Resources } from './namespaces';

/**
 * The catalogues are split by language and by area (ADR 0072): a reader downloads only their
 * language, and the landing page only the `core` area (itself, the navbar, sign-in, errors).
 */
export type Area = 'core' | 'app' | 'admin';

type AreaModule = { default: Partial<Resources> };

const loaders = {
  pt: {
    core: () => import('./locales/pt/core'),
    app: () => import('./locales/pt/app'),
    admin: () => import('./locales/pt/admin-area'),
  },
  en: {
    core: () => import('./locales/en/core'),
    app: () => import('./locales/en/app'),
    admin: () => import('./locales/en/admin-area'),
  },
} satisfies Record<Language, Record<Area, () => Promise<AreaModule>>>;

// Compile-time check that the areas hold every namespace, so no page can miss one.
type InArea<A extends Area> = keyof Awaited<ReturnType<(typeof loaders)['pt'][A]>>['default'];
type Homeless = Exclude<Namespace, InArea<'core'> | InArea<'app'> | InArea<'admin'>>;
const everyNamespaceHasAnArea: [Homeless] extends [never] ? true : Homeless = true;
void everyNamespaceHasAnArea;

const loads = new Map<string, Promise<void>>();
/** The areas the pages shown so far needed: a change of language brings them all in the new one. */
const wanted = new Set<Area>();

function loadArea(language: Language, area: Area): Promise<void> {
  const key = `${language}|${area}`;
  let load = loads.get(key);
  if (!load) {
    load = (loaders[language][area]() as Promise<AreaModule>).then((module) => {
      for (const [namespace, catalogue] of Object.entries(module.default)) {
        i18n.addResourceBundle(language, namespace, language === 'pt' ? withZeroAsPlural(catalogue) : catalogue, true, true);
      }
    });
    // A failed download (offline) is tried again by the next page that needs it.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Resolves when the areas' texts are in for the current language. */
export function loadCatalogues(...areas: Area[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  const language = currentLanguage();
  return Promise.all(areas.map((area) => loadArea(language, area))).then(() => undefined);
}

/** Switches the interface language once the texts already shown are in for it. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((area) => loadArea(language, area)));
  await i18n.changeLanguage(language);
}
