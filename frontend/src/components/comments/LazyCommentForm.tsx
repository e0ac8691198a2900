import { lazyComponent } from '../ui/lazyComponent';

/**
 * The comment form, loaded with its form and validation libraries when it is shown rather than
 * with the page, which renders without waiting for them (ADR 0073).
 */
export const CommentForm = lazyComponent(() => import('./CommentForm').then((module) => module.CommentForm));
