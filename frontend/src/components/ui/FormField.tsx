import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface FormFieldIds {
  /** For the control: the label points at it. */
  id: string;
  /** The error message's id, for the control's `aria-describedby` while it shows. */
  errorId: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown beside the label, e.g. a character counter. */
  aside?: ReactNode;
  /** The field's error, shown under the control and announced. */
  error?: ReactNode;
  className?: string;
  /** Renders the control with the ids the label and the error use. */
  children: (ids: FormFieldIds) => ReactNode;
}

/** A labelled form control with its optional counter and error: the `.field` markup in one place. */
export function FormField({ label, aside, error, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = useId();
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={cx('field', className)}>
      {aside ? (
        <div className="field__label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, errorId })}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
