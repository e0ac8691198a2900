import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { CharacterCounter } from './CharacterCounter';

export interface FormFieldIds {
  /** For the control: the label points at it. */
  id: string;
  /** The counter's, the hint's and, while it shows, the error's ids: the control's `aria-describedby`. */
  describedBy: string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown beside the label, e.g. a link. */
  aside?: ReactNode;
  /** A character counter beside the label: the field's text and its maxLength. */
  counter?: { text: string; max: number };
  /** Shown under the control, e.g. what the value is used for. */
  hint?: ReactNode;
  /** The field's error, shown under the control and announced. */
  error?: ReactNode;
  className?: string;
  /** Renders the control with the ids the label, the counter and the error use. */
  children: (ids: FormFieldIds) => ReactNode;
}

/** A labelled form control with its optional counter, hint and error: the `.field` markup in one place. */
export function FormField({ label, aside, counter, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = useId();
  const counterId = useId();
  const hintId = useId();
  const describedBy = [counter && counterId, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={cx('field', className)}>
      {aside || counter ? (
        <div className="field__label-row">
          {labelElement}
          {aside}
          {counter && <CharacterCounter id={counterId} text={counter.text} max={counter.max} />}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
