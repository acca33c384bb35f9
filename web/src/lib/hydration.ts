/**
 * Whether the browser is hydrating a page the server rendered (main.tsx sets it around the first render). Route
 * loaders read it to leave the code of controls the rendered page already shows (lazy, in Suspense boundaries) to
 * load after hydration, so it is not needed before the page is interactive; a page rendered in the browser loads
 * that code with its query, so the controls appear with the page.
 */
let hydrating = false;

/** Marks the start (true) or the end (false) of the hydration of a server-rendered page. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** True while a server-rendered page is being hydrated. */
export function isHydrating(): boolean {
  return hydrating;
}
