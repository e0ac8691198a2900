import { Suspense, lazy, type ComponentProps } from 'react';
import type { CommentForm as EagerCommentForm } from './CommentForm';

const Form = lazy(() => import('./CommentForm').then((module) => ({ default: module.CommentForm })));

/**
 * The comment form, loaded with its form and validation libraries when it is shown rather than
 * with the page, which renders without waiting for them (ADR 0073).
 */
export function CommentForm(props: ComponentProps<typeof EagerCommentForm>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
