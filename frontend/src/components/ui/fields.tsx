import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FormField } from './FormField';

/** What a labelled field shows around its control (see FormField). */
interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  counter?: { text: string; max: number };
  /** Shown under the control and announced. */
  error?: ReactNode;
  /** Marked invalid while the form says why elsewhere (one alert for the whole form). */
  invalid?: boolean;
  /** The `.field` wrapper's class. */
  fieldClassName?: string;
}

const ariaOf = (describedBy: string | undefined, { error, invalid }: FieldFrame) => ({
  'aria-describedby': describedBy,
  'aria-invalid': error || invalid ? true : undefined,
});

/** A labelled text input; spread `form.register(name)` into it. */
export function TextField({ label, hint, counter, error, invalid, fieldClassName, className, ...input }: FieldFrame & ComponentProps<'input'>) {
  return (
    <FormField label={label} hint={hint} counter={counter} error={error} className={fieldClassName}>
      {({ id, describedBy }) => <input id={id} className={cx('input', className)} {...ariaOf(describedBy, { label, error, invalid })} {...input} />}
    </FormField>
  );
}

/** A labelled textarea; spread `form.register(name)` into it. */
export function TextAreaField({ label, hint, counter, error, invalid, fieldClassName, className, ...textarea }: FieldFrame & ComponentProps<'textarea'>) {
  return (
    <FormField label={label} hint={hint} counter={counter} error={error} className={fieldClassName}>
      {({ id, describedBy }) => (
        <textarea id={id} className={cx('input textarea', className)} {...ariaOf(describedBy, { label, error, invalid })} {...textarea} />
      )}
    </FormField>
  );
}

/** A labelled select with its `<option>`s as children; spread `form.register(name)` into it. */
export function SelectField({ label, hint, error, invalid, fieldClassName, className, children, ...select }: FieldFrame & ComponentProps<'select'>) {
  return (
    <FormField label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy }) => (
        <select id={id} className={cx('input select', className)} {...ariaOf(describedBy, { label, error, invalid })} {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox with its label beside it; `role="switch"` makes it a toggle. */
export function CheckboxField({ label, hint, className, ...input }: { label: ReactNode; hint?: ReactNode } & ComponentProps<'input'>) {
  return (
    <label className={cx('checkbox-field', className)}>
      <input type="checkbox" className="checkbox-field__input" {...input} />
      <span className="checkbox-field__label">
        {label}
        {hint && <span className="checkbox-field__hint">{hint}</span>}
      </span>
    </label>
  );
}
