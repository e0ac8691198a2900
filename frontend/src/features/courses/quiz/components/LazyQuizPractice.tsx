import { lazyComponent } from '../../../../components/ui/lazyComponent';

/** The practice section, loaded when a lesson with a quiz shows it rather than with every lesson page. */
export const QuizPractice = lazyComponent(() => import('./QuizPractice').then((module) => module.QuizPractice));
