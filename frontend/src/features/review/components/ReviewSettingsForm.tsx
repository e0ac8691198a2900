import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../components/ui';
import { requestLimits } from '../../../lib/api/limits';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { z } from '../../../lib/forms/zod';
import { useSaveReviewSettings, type ReviewSettings } from '../api/reviewApi';
import { useReviewErrorText } from '../hooks/useReviewErrorText';

const limits = requestLimits.ReviewSettingsInputDto;

/**
 * New cards a day and the retention aimed for, each with the sentence that says what it changes;
 * their ranges are the DTO's (ADR 0045). Loaded when the start view shows it (ADR 0073).
 */
export function ReviewSettingsForm({ initial }: { initial: ReviewSettings }) {
  const { t } = useTranslation('review');
  const fields = useFieldSchemas();
  const errorText = useReviewErrorText();
  const save = useSaveReviewSettings();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        newPerDay: fields.number(limits.newPerDay, {}, { integer: true }),
        desiredRetention: fields.number(limits.desiredRetention, {}, { integer: true }),
      }),
    [fields],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  });
  return (
    <form
      className="review-settings__form"
      onSubmit={(event) => {
        if (save.isPending) return event.preventDefault();
        void submit(event);
      }}
      noValidate
    >
      <TextField
        label={t('settings.newPerDay')}
        hint={t('settings.newPerDayHint')}
        error={errors.newPerDay?.message}
        type="number"
        inputMode="numeric"
        min={limits.newPerDay.minimum}
        max={limits.newPerDay.maximum}
        step={1}
        {...form.register('newPerDay', { valueAsNumber: true, onChange: () => setSaved(false) })}
      />
      <TextField
        label={t('settings.retention')}
        hint={t('settings.retentionHint')}
        error={errors.desiredRetention?.message}
        type="number"
        inputMode="numeric"
        min={limits.desiredRetention.minimum}
        max={limits.desiredRetention.maximum}
        step={1}
        {...form.register('desiredRetention', { valueAsNumber: true, onChange: () => setSaved(false) })}
      />
      {save.isError && (
        <p className="field__error" role="alert">
          {errorText(save.error, t('settings.saveError'))}
        </p>
      )}
      <div className="review-settings__footer">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('settings.save')}
        </Button>
        <p role="status" className="review-settings__saved">
          {saved ? t('settings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
