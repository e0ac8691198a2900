import type { pt } from './locales/pt';

export type Resources = typeof pt;
export type Namespace = keyof Resources;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * Every namespace, the default one first: `useTranslation(NAMESPACES)` accepts any TranslationKey.
 * Written out (not read from the catalogues) so that naming them loads no catalogue; the check
 * below fails the typecheck when a namespace is added to the catalogues and not here.
 */
export const NAMESPACES = [
  'common',
  'nav',
  'landing',
  'auth',
  'dashboard',
  'courses',
  'learning',
  'community',
  'corrections',
  'review',
  'ranking',
  'ranks',
  'chat',
  'settings',
  'profile',
  'notifications',
  'admin',
  'adminCourses',
  'errors',
  'languages',
  'flags',
] as const satisfies readonly Namespace[];
type Unlisted = Exclude<Namespace, (typeof NAMESPACES)[number]>;
const everyNamespaceListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNamespaceListed;

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

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any translation key written with its namespace, e.g. `'courses:catalogue.title'`. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${Leaves<Resources[N]>}`;
}[Namespace];
