import { en } from './locales/en';
import { pt } from './locales/pt';
import type { Catalogue } from './catalogue';
import type { Language } from './language';

export type Resources = typeof pt;
export type Namespace = keyof Resources;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

// Compile-time check that English provides every namespace and key of Portuguese.
const checkedEn: Catalogue<Resources> = en;

type Tree = { [key: string]: string | Tree };

/**
 * CLDR's Portuguese counts 0 as `one` ("0 aula"); the product writes zero with the plural ("0 aulas").
 * Every `_one`/`_other` pair without its own `_zero` text gets the `_other` text as `_zero`, which
 * i18next prefers for a count of 0 in any language.
 */
export function withZeroAsPlural<T extends object>(catalogue: T): T {
  const copy = (tree: Tree): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(tree)) {
      out[key] = typeof value === 'string' ? value : copy(value);
      const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
      if (base !== undefined && typeof value === 'string' && !(`${base}_zero` in tree)) out[`${base}_zero`] = value;
    }
    return out;
  };
  return copy(catalogue as unknown as Tree) as unknown as T;
}

export const resources = { pt: withZeroAsPlural(pt), en: checkedEn } satisfies Record<Language, Catalogue<Resources>>;

/** Every namespace, the default one first: `useTranslation(NAMESPACES)` accepts any TranslationKey. */
export const NAMESPACES = Object.keys(pt) as [typeof DEFAULT_NAMESPACE, ...Namespace[]];

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any translation key written with its namespace, e.g. `'courses:catalogue.title'`. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${Leaves<Resources[N]>}`;
}[Namespace];
