/**
 * The first script of a server-rendered page (web/server.mjs writes the page with it instead of the app's entry
 * script): the page is already drawn, so the app's code is asked for only once the browser has painted it. The
 * framework (React, Apollo Client, React Router: about 150 KB gzip) then no longer competes with the page's own
 * images for a slow connection before the first paint, and the page hydrates as soon as it arrives.
 * The element `#tourdesk-scripts` holds `{ entry, modules }`: the entry chunk's address and the chunks to preload
 * with it (the entry's and the route's imports), as the build's manifest names them.
 */
interface AppScripts {
  entry: string;
  modules: string[];
}

function loadApp({ entry, modules }: AppScripts) {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

const scripts = document.getElementById('tourdesk-scripts')?.textContent;
if (scripts) {
  const app = JSON.parse(scripts) as AppScripts;
  // After the next frame has been painted (a hidden tab paints nothing: it starts at once).
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => loadApp(app)));
  else loadApp(app);
}
