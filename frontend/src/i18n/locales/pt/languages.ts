// Names of the ISO 639-1 codes the API stores (ADR 0020), keyed by code.
const languages = {
  pt: 'Português',
  en: 'Inglês',
  es: 'Espanhol',
  fr: 'Francês',
  de: 'Alemão',
  it: 'Italiano',
  ja: 'Japonês',
  ko: 'Coreano',
  ru: 'Russo',
  zh: 'Chinês (Mandarim)',
  ar: 'Árabe',
};

export default languages;
