import { useTranslation } from 'react-i18next';
import './skip-link.css';

/**
 * "Pular para o conteúdo": the first stop of the keyboard on every page, shown when focused, which
 * moves focus to the page's `<main>` (its `id` is `target`, and it takes focus: `tabIndex={-1}`).
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('skipToContent')}
    </a>
  );
}
