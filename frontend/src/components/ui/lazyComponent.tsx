import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched when it first renders rather than with the page that shows it
 * (ADR 0073); `fallback` stands in while it arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
