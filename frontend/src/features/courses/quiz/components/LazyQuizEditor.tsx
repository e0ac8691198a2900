import { Suspense, lazy, type ComponentProps } from 'react';
import type { QuizEditor as EagerQuizEditor } from './QuizEditor';

const Editor = lazy(() => import('./QuizEditor').then((module) => ({ default: module.QuizEditor })));

/** The quiz editor, loaded when an administrator opens it rather than with the content editor. */
export function QuizEditor(props: ComponentProps<typeof EagerQuizEditor>) {
  return (
    <Suspense fallback={null}>
      <Editor {...props} />
    </Suspense>
  );
}
