import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldLimit } from '../../lib/api/limits';
import { cx } from '../../lib/cx';
import { useFieldSchemas } from '../../lib/forms/fieldSchemas';
import { Button } from '../ui';
import { commentSchema } from './commentSchema';
import './comments.css';

export interface CommentFormProps {
  /** The DTO field the comment is sent as, from the generated limits. */
  limit: FieldLimit & { maxLength: number };
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Show the label above the field instead of to screen readers only. */
  showLabel?: boolean;
  sending: boolean;
  /** Why the last send failed. */
  error: string | null;
  /** Sends the trimmed text; `sent` empties the field once the server has it. */
  onSend: (content: string, sent: () => void) => void;
  /** The member types again after a failure. */
  onEdit?: () => void;
}

/** A comment's text and its button, disabled while the text is blank or being sent; Ctrl/⌘+Enter sends. */
export function CommentForm({ limit, label, placeholder, submitLabel, showLabel = false, sending, error, onSend, onEdit }: CommentFormProps) {
  const { t } = useTranslation();
  const fields = useFieldSchemas();
  const schema = useMemo(
    () => commentSchema(fields, limit, t('comments.tooLong', { count: limit.maxLength })),
    [fields, limit, t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { content: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const canSend = form.watch('content').trim() !== '' && !sending;
  const problem = form.formState.errors.content?.message ?? error;

  const submit = form.handleSubmit((values) => {
    if (sending) return;
    onSend(values.content, () => form.reset({ content: '' }));
  });

  // Enter alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <form ref={formRef} className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={cx(showLabel ? 'field__label comment-form__label' : 'visually-hidden')}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className="input textarea comment-form__field"
        rows={2}
        maxLength={limit.maxLength}
        placeholder={placeholder}
        {...form.register('content', { onChange: () => onEdit?.() })}
        onKeyDown={onKeyDown}
        aria-describedby={problem ? errorId : undefined}
        aria-invalid={problem ? true : undefined}
      />
      <Button type="submit" size="sm" disabled={!canSend} loading={sending} className="comment-form__submit">
        {submitLabel}
      </Button>
      {problem && (
        <p id={errorId} className="field__error comment-form__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
