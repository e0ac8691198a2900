import { en } from './locales/en';
import { pt } from './locales/pt';
import type { Catalogue } from './catalogue';
import type { Language } from './language';
import { withZeroAsPlural, type Resources } from './namespaces';

export { DEFAULT_NAMESPACE, NAMESPACES, withZeroAsPlural } from './namespaces';
export type { Namespace, Resources, TranslationKey } from './namespaces';

// Compile-time check that English provides every namespace and key of Portuguese.
const checkedEn: Catalogue<Resources> = en;

/**
 * Both languages' whole catalogues in one object, for tests. The SPA never imports this file: it
 * loads the reader's language an area at a time (areas.ts, ADR 0072).
 */
export const resources = { pt: withZeroAsPlural(pt), en: checkedEn } satisfies Record<Language, Catalogue<Resources>>;
