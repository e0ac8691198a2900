import type { Catalogue } from '../../catalogue';
import type pt from '../pt/languages';

const languages: Catalogue<typeof pt> = {
  pt: 'Portuguese',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  ru: 'Russian',
  zh: 'Chinese (Mandarin)',
  ar: 'Arabic',
};

export default languages;
