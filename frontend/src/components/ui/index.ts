export { Alert, type AlertProps, type AlertVariant } from './Alert';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { FormField, type FormFieldIds, type FormFieldProps } from './FormField';
export { LoadingCard } from './LoadingCard';
export { PageSpinner, Spinner, type SpinnerProps } from './Spinner';
