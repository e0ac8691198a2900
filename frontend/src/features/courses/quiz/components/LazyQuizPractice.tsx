import { Suspense, lazy, type ComponentProps } from 'react';
import type { QuizPractice as EagerQuizPractice } from './QuizPractice';

const Practice = lazy(() => import('./QuizPractice').then((module) => ({ default: module.QuizPractice })));

/** The practice section, loaded when a lesson with a quiz shows it rather than with every lesson page. */
export function QuizPractice(props: ComponentProps<typeof EagerQuizPractice>) {
  return (
    <Suspense fallback={null}>
      <Practice {...props} />
    </Suspense>
  );
}
