import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { characterCount } from '../../lib/forms/fieldSchemas';

export interface CharacterCounterProps {
  /** For the field's `aria-describedby`. */
  id?: string;
  text: string;
  /** The field's maxLength, from the generated limits. */
  max: number;
  className?: string;
}

/**
 * "12/150" beside a field, counted as the limits count (code points); it turns red at the limit.
 * Screen readers hear "12 de 150 caracteres".
 */
export function CharacterCounter({ id, text, max, className }: CharacterCounterProps) {
  const { t } = useTranslation();
  const count = characterCount(text);
  return (
    <span id={id} className={cx('field__counter', count >= max && 'field__counter--full', className)} aria-live="polite">
      <span aria-hidden="true">{t('counter.short', { count, max })}</span>
      <span className="visually-hidden">{t('counter.long', { count, max })}</span>
    </span>
  );
}
