import { lazyComponent } from '../../../../components/ui/lazyComponent';

/** The quiz editor, loaded when an administrator opens it rather than with the content editor. */
export const QuizEditor = lazyComponent(() => import('./QuizEditor').then((module) => module.QuizEditor));
