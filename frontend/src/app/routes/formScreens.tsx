import type { ComponentType } from 'react';
import { PageSpinner } from '../../components/ui';
import { lazyComponent } from '../../components/ui/lazyComponent';

/**
 * The screens that are a form (with React Hook Form and zod, 39 kB gzip): their pages render
 * without them, and the router starts downloading them beside the page's own chunk, so the form
 * stack is never on the way of a page's first render (ADR 0073).
 */
export const formScreens = {
  settings: () => import('../../features/settings/components/SettingsScreen').then((module) => module.SettingsScreen),
  upload: () => import('../../features/courses/components/UploadScreen').then((module) => module.UploadScreen),
  rating: () => import('../../features/courses/learning/components/RatingScreen').then((module) => module.RatingScreen),
  catalogue: () => import('../../features/courses/components/CatalogueScreen').then((module) => module.CatalogueScreen),
  profileSetup: () => import('../../features/profile/components/ProfileSetup').then((module) => module.ProfileSetup),
};

/** A screen of `formScreens` as a component, with a spinner while it arrives. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, <PageSpinner />);
}
