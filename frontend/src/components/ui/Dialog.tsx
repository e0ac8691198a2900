import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../lib/forms/zod';
import type { FieldLimit } from '../../lib/api/limits';
import { cx } from '../../lib/cx';
import { useFieldSchemas } from '../../lib/forms/fieldSchemas';
import { Button } from './Button';
import { FormField } from './FormField';
import { CloseIcon } from './icons';
import './dialog.css';

/** Elements that can take focus inside a dialog, in document order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** `lg` for lists (e.g. comments); `sm` for confirmations; `xs` for short forms (e.g. a sign-in). */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** While false, Escape and the backdrop do not close it (e.g. while the action runs). */
  dismissible?: boolean;
  /** Hide the × button (confirmations have a Cancel button instead). */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page
 * inert (focus stays inside), Escape closes it, focus goes to the element marked
 * `data-autofocus` (else the first focusable one) and returns to the opener on close.
 * The content is only rendered while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  hideCloseButton = false,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(`.dialog__content ${FOCUSABLE}`) ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing on unmount too, so the page never stays inert behind a dialog that is gone.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // React passes `close` and `cancel` up the component tree; a nested dialog's events are not ours.
  const own = (event: SyntheticEvent) => event.target === event.currentTarget;

  // showModal() makes the page inert, but Tab after the last control would reach the browser's
  // own UI; wrap around instead, so focus stays in the dialog.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const dialog = ref.current;
    if (!dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.closest('dialog') === dialog && element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={cx('modal', 'dialog', `dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        if (!own(event)) return;
        if (!dismissible) event.preventDefault();
      }}
      onClose={(event) => {
        if (!own(event)) return;
        const back = opener.current;
        opener.current = null;
        if (back?.isConnected) back.focus();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (own(event) && dismissible) onClose();
      }}
    >
      {open && (
        <div className="modal__body dialog__body">
          <div className="modal__header">
            <div className="dialog__heading">
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
              {subtitle && (
                <div id={subtitleId} className="modal__subtitle">
                  {subtitle}
                </div>
              )}
            </div>
            {!hideCloseButton && (
              <button
                type="button"
                className="icon-button"
                onClick={onClose}
                aria-label={t('close')}
                disabled={!dismissible}
              >
                <CloseIcon size={22} />
              </button>
            )}
          </div>
          {children !== undefined && <div className="dialog__content">{children}</div>}
          {footer && <div className="modal__actions dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen; plain text or nodes. */
  message?: ReactNode;
  /**
   * Asks for an optional reason under the message (kept in the audit trail, or shown to the
   * uploader), within the DTO field's limits; `onConfirm` receives it trimmed.
   */
  reason?: { label: string; hint?: string; limit: FieldLimit };
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** `danger` for destructive actions. */
  variant?: 'primary' | 'danger';
  /** The confirmed action is running: the confirm button spins, nothing closes the dialog. */
  busy?: boolean;
  /** Shown above the buttons when the action failed. */
  error?: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an action. Focus starts on Cancel, so Enter or Space on a dialog
 * opened by mistake does nothing harmful; Escape cancels. The form (and its reason) starts empty
 * each time the dialog opens.
 */
export function ConfirmDialog({ open, title, onCancel, busy = false, ...form }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="sm"
      role="alertdialog"
      dismissible={!busy}
      hideCloseButton
    >
      <ConfirmForm {...form} busy={busy} onCancel={onCancel} />
    </Dialog>
  );
}

function ConfirmForm({
  message,
  reason,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  busy,
  error,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open' | 'title'> & { busy: boolean }) {
  const fields = useFieldSchemas();
  const reasonLimit = reason?.limit;
  const schema = useMemo(() => z.object({ reason: reasonLimit ? fields.text(reasonLimit) : z.string() }), [fields, reasonLimit]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((values) => {
    if (!busy) onConfirm(values.reason);
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <form className="dialog__form" onSubmit={submit} noValidate>
      {message && <div className="dialog__message">{message}</div>}
      {reason && (
        <FormField label={reason.label} hint={reason.hint} error={reasonError}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className="input textarea dialog__reason"
              rows={3}
              maxLength={reason.limit.maxLength}
              disabled={busy}
              aria-describedby={describedBy}
              aria-invalid={reasonError ? true : undefined}
              {...form.register('reason')}
            />
          )}
        </FormField>
      )}
      {error && (
        <p className="dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={variant} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
