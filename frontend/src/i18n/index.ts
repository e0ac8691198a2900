export { i18n } from './instance';
export { loadCatalogues, switchLanguage, type Area } from './areas';
export { useLanguage } from './useLanguage';
export type { Language } from './language';
export { NAMESPACES } from './namespaces';
export type { Namespace, TranslationKey } from './namespaces';
