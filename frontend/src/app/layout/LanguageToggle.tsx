import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { SUPPORTED_LANGUAGES, htmlLangOf } from '../../i18n/language';
import { cx } from '../../lib/cx';

export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  return (
    <div className={cx('lang-toggle', className)} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="lang-toggle__option"
          aria-pressed={language === option}
          lang={htmlLangOf(option)}
          title={t(`language.${option}Name`)}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
