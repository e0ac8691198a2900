import { Suspense, startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/**
 * What a page shows under its first screen: React commits and paints the page without it, then
 * renders it right after in the background (ADR 0114). A commit is one task the browser cannot
 * split, so the first one stays short; nothing above moves when this arrives below it. It is a
 * `Suspense` boundary too: a part of it still loading (a lazy component) never holds back the
 * rest of the page.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Whether the parts of a page under its first screen that need `code` may render: false until the
 * page has painted its first render, then true once that code is in. The code is asked for only
 * then, so the first paint waits neither for it nor for its download, and the parts that use it
 * appear together, in one render, instead of one pushing another down when its code arrives
 * (ADR 0114). Should the code fail to load, they render anyway, and the lazy component retries.
 * `code` is read once, at the first render. A tab opened in the background, which paints no frame,
 * asks for the code when it is first shown.
 */
export function useCodeBelowTheFold(code: readonly { preload(): Promise<void> }[]): boolean {
  const [ready, setReady] = useState(false);
  const [wanted] = useState(code);
  useEffect(() => {
    let current = true;
    const show = () => {
      if (current) startTransition(() => setReady(true));
    };
    // The frame after the next one: the first render has been painted by then.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (current) Promise.all(wanted.map((component) => component.preload())).then(show, show);
      }, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [wanted]);
  return ready;
}
