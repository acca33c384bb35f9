import { lazy, useState, type ComponentType } from 'react';

/** Code loads started with {@link Preloadable.preload}, until they settle. */
const pending = new Set<Promise<unknown>>();

/** A component whose code loads on demand, and the function that starts loading it early. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code (once); resolves when it has loaded, rejects when it could not. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component loaded on demand, as `React.lazy`, that renders at once where its code has already loaded when it
 * mounts. React.lazy always suspends on its first render, so a server-rendered page hydrating it leaves its
 * Suspense boundary dehydrated; any update that reaches the boundary before the code arrives makes React throw the
 * server's markup away and show the fallback until the code has loaded and rendered (a loading flash in a page
 * that was already drawn). Each instance keeps the form it mounted with, so arriving code never remounts it.
 * @param load imports the module and returns the component (rejects when the chunk cannot be loaded)
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (!loading) {
      const started = load().then((component) => (loaded = component));
      loading = started;
      const settled = started.then(
        () => undefined,
        () => {
          // A failed load may be tried again (a lost connection); the lazy form reports the error.
          loading = null;
        },
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    }
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadedComponent(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: PreloadedComponent, preload };
}

/**
 * Resolves when every code load started with a `preload` so far has settled (loaded or failed); never rejects.
 * The browser waits for it before hydrating a server-rendered page, so the components a route loader preloaded
 * hydrate with the rest of the page.
 */
export async function preloadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
