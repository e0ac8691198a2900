import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A component fetched on demand, which can also be asked to start fetching before it renders. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); resolves when it is in. */
  preload(): Promise<void>;
};

/**
 * A component whose code is fetched when it first renders rather than with the page that shows it
 * (ADR 0073); `fallback` stands in while it arrives. Once its code is in (fetched by `preload` or
 * by an earlier render), a new instance renders it at once, with no fallback frame in between.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Deferred = lazy(() => start().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Decided once per instance: switching an instance from one path to the other would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: () => start().then(() => undefined) });
}
