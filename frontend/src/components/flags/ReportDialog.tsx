import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isNetworkError, retryAfterOf, statusOf } from '../../lib/api/errors';
import { requestLimits } from '../../lib/api/limits';
import { useServerMessage } from '../../lib/api/useServerMessage';
import { z } from '../../lib/forms/zod';
import { useFieldSchemas } from '../../lib/forms/fieldSchemas';
import { Button, TextAreaField } from '../ui';
import { Dialog } from '../ui/Dialog';
import { useSendReport, type FlagTarget } from './flagsApi';
import './flags.css';

const limits = requestLimits.ReportBodyDto;

export interface ReportDialogProps {
  /** False closes it: the native dialog then gives focus back to the menu's button. */
  open: boolean;
  target: FlagTarget;
  onClose: () => void;
}

/**
 * Asks why an item is reported (one of the DTO's reasons, then optional details within its
 * limit), sends it, and then says thanks and what happens next. Focus starts on the first reason;
 * the dialog keeps it inside and Escape closes it.
 */
export function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  const { t } = useTranslation('flags');
  const send = useSendReport();
  const fields = useFieldSchemas();
  const errorText = useReportErrorText();
  const schema = useMemo(
    () =>
      z.object({
        // Radio buttons with none checked give null, not the empty default.
        reason: z.preprocess((value) => value ?? '', fields.choice(limits.reason, { invalid: t('report.reasonRequired') })),
        details: fields.text(limits.details),
      }),
    [fields, t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '', details: '' } });
  const errors = form.formState.errors;
  const reasonErrorId = useId();
  const formId = useId();
  const details = form.watch('details');
  const busy = send.isPending;

  const submit = form.handleSubmit(({ reason, details: text }) => {
    if (busy) return;
    send.mutate({ targetType: target.type, targetId: target.id, reason, ...(text ? { details: text } : {}) });
  });

  if (send.isSuccess) {
    return (
      <Dialog open={open} onClose={onClose} title={t('done.title')} size="sm" className="report-dialog">
        <div className="report-dialog__done" role="status">
          <p>{t('done.message')}</p>
          {send.data.replaced && <p>{t('done.replaced')}</p>}
        </div>
        <div className="modal__actions">
          <Button onClick={onClose} data-autofocus>
            {t('done.close')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t(`report.title.${target.type}`)}
      subtitle={t('report.intro')}
      size="sm"
      dismissible={!busy}
      className="report-dialog"
      // The buttons under the scrolling reasons, never scrolled away or clipped on a small phone.
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="dialog__form report-dialog__form" onSubmit={submit} noValidate>
        <fieldset
          className="report-dialog__reasons"
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          aria-invalid={errors.reason ? true : undefined}
          disabled={busy}
        >
          <legend className="field__label">{t('report.reason')}</legend>
          {limits.reason.enum.map((reason, index) => (
            <label key={reason} className="report-dialog__reason">
              <input type="radio" value={reason} data-autofocus={index === 0 ? true : undefined} {...form.register('reason')} />
              <span>
                <span className="report-dialog__reason-name">{t(`reasons.${reason}`)}</span>
                <span className="report-dialog__reason-hint">{t(`reasonHints.${reason}`)}</span>
              </span>
            </label>
          ))}
          {errors.reason && (
            <p id={reasonErrorId} className="field__error" role="alert">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t('report.details')}
          hint={t('report.detailsHint')}
          counter={{ text: details, max: limits.details.maxLength }}
          error={errors.details?.message}
          rows={3}
          maxLength={limits.details.maxLength}
          disabled={busy}
          {...form.register('details')}
        />
        {send.isError && (
          <p className="dialog__error" role="alert">
            {errorText(send.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

const HOUR = 3_600;

/** Why a report failed, in the reader's language: the day's limit with the wait, a banned member, an item gone. */
function useReportErrorText() {
  const { t } = useTranslation('flags');
  const serverMessage = useServerMessage();
  return (error: unknown) => {
    if (isNetworkError(error)) return t('errors.connection');
    switch (statusOf(error)) {
      case 429: {
        const seconds = retryAfterOf(error) ?? HOUR;
        return seconds >= HOUR
          ? t('errors.rateLimitedHours', { count: Math.ceil(seconds / HOUR) })
          : t('errors.rateLimitedMinutes', { count: Math.max(1, Math.ceil(seconds / 60)) });
      }
      case 403:
        return serverMessage(error, t('errors.banned'));
      case 404:
        return t('errors.gone');
      default:
        return serverMessage(error, t('errors.failed'));
    }
  };
}
