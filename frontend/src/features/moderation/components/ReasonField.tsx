import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../api/moderationApi';

/** The optional reason a reject or delete confirmation asks for (kept in the audit trail). */
export function ReasonField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('posts.confirm.reason')}
      </label>
      <textarea
        id={id}
        className="input textarea moderation-reason"
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        {t('posts.confirm.reasonHint')}
      </p>
    </div>
  );
}
