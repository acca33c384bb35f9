let hydrating = false;

/**
 * Marks the start (true) and the end (false) of the route loaders' first run in the browser for a page the server
 * rendered (web/src/main.tsx, around the router's start): those loaders must ask for what the server drew with.
 */
export function markServerDrawnLoad(running: boolean): void {
  hydrating = running;
}

/**
 * Whether the route loaders now running are a server-rendered page's first run in the browser. The server cannot
 * see what this tab keeps (the basket in session storage), so such a loader asks for the same data as the server's
 * (the page hydrates with its markup), and the page adopts the browser's own state after hydration.
 */
export function loadingServerDrawnPage(): boolean {
  return hydrating;
}
