import { en } from './locales/en';
import { pt } from './locales/pt';
import type { Catalogue } from './catalogue';
import type { Language } from './language';

export type Resources = typeof pt;
export type Namespace = keyof Resources;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

// Compile-time check that English provides every namespace and key of Portuguese.
const checkedEn: Catalogue<Resources> = en;

export const resources = { pt, en: checkedEn } satisfies Record<Language, Catalogue<Resources>>;

/** Every namespace, the default one first: `useTranslation(NAMESPACES)` accepts any TranslationKey. */
export const NAMESPACES = Object.keys(pt) as [typeof DEFAULT_NAMESPACE, ...Namespace[]];

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any translation key written with its namespace, e.g. `'courses:catalogue.title'`. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${Leaves<Resources[N]>}`;
}[Namespace];
