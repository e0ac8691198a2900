import { useLanguageName } from '../../lib/languages';

/** A language `<select>`'s options: the codes a DTO accepts, in its order, by their names in the reader's language. */
export function LanguageOptions({ codes }: { codes: readonly string[] }) {
  const languageName = useLanguageName();
  return codes.map((code) => (
    <option key={code} value={code}>
      {languageName(code)}
    </option>
  ));
}
