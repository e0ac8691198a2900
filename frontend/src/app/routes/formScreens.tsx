import type { ComponentType } from 'react';
import { PageSpinner } from '../../components/ui';
import { lazyComponent, type LazyComponent } from '../../components/ui/lazyComponent';

/** A screen of `formScreens`, with a spinner while it arrives. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, <PageSpinner />);
}

/**
 * The screens that are a form (with React Hook Form and zod, 39 kB gzip): their pages render
 * without waiting for them, and the router starts fetching them beside the page's own chunk
 * (`preload`), so the form stack is never on the way of a page's first render (ADR 0073). A page's
 * HTML names its screen's chunk too (ADR 0115): when it is in by the page's first render, the screen
 * renders with it, with no spinner first. The catalogue's filters are a plain form, part of its page.
 */
export const formScreens = {
  settings: lazyScreen(() => import('../../features/settings/components/SettingsScreen').then((module) => module.SettingsScreen)),
  upload: lazyScreen(() => import('../../features/courses/components/UploadScreen').then((module) => module.UploadScreen)),
  rating: lazyScreen(() => import('../../features/courses/learning/components/RatingScreen').then((module) => module.RatingScreen)),
  writing: lazyScreen(() => import('../../features/corrections/components/WriteScreen').then((module) => module.WriteScreen)),
  editWriting: lazyScreen(() => import('../../features/corrections/components/WriteScreen').then((module) => module.EditWritingScreen)),
  profileSetup: lazyScreen(() => import('../../features/profile/components/ProfileSetup').then((module) => module.ProfileSetup)),
};
