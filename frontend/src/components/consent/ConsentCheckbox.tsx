import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { legalPageHref } from '../../lib/paths';
import { CheckboxField } from '../ui';

/**
 * "I have read and accept the Termos de Uso and the Política de Privacidade", never ticked by
 * itself, with each document's page opening in a new tab so the form keeps what was typed (ADR 0110).
 */
export function ConsentCheckbox(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t, i18n } = useTranslation('profile');
  const link = (page: 'terms' | 'privacy') => (
    <a href={legalPageHref(page, i18n.language)} target="_blank" rel="noopener">
      {t(`consent.${page}`)}
      <span className="visually-hidden"> {t('consent.newTab')}</span>
    </a>
  );
  return (
    <CheckboxField
      className="consent-checkbox"
      label={
        <span className="consent-checkbox__text">
          {t('consent.acceptBefore')}
          {link('terms')}
          {t('consent.acceptBetween')}
          {link('privacy')}
          {t('consent.acceptAfter')}
        </span>
      }
      {...props}
    />
  );
}
