import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from '@/apollo/client';
import { App } from '@/app/app';
import '@/app/global.css';
import { createAppRouter } from '@/app/router';
import { readSiteConfig } from '@/config/site-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const siteConfig = readSiteConfig();
const client = createApolloClient(siteConfig.mode);
// A page the server rendered (web/src/entry-server.tsx) carries the cache its queries filled, as inert JSON.
const state = document.getElementById('tourdesk-apollo-state')?.textContent;

/**
 * Gives the browser a turn (input, rendering) before the next step, so that the steps of hydration are separate
 * tasks rather than one long one: `scheduler.yield()` where the browser has it (the step then runs before other
 * queued work), a zero-delay timer elsewhere.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates a server-rendered page: the route loaders run again in the browser, their queries answered by the
 * restored cache without a request, and hydration waits until they have, so the first render is the server's
 * markup, not the fallback. (Not a top-level await: the entry chunk would then have to leave every module it
 * shares with the route chunks to separate chunks.)
 */
async function hydrate(root: HTMLElement, serialized: string) {
  client.cache.restore(JSON.parse(serialized));
  await yieldToBrowser();
  const router = createAppRouter(client, siteConfig);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((routerState) => {
      if (!routerState.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await yieldToBrowser();
  hydrateRoot(
    root,
    <StrictMode>
      <App client={client} router={router} siteConfig={siteConfig} />
    </StrictMode>,
  );
}

if (state) {
  void hydrate(container, state);
} else {
  createRoot(container).render(
    <StrictMode>
      <App client={client} router={createAppRouter(client, siteConfig)} siteConfig={siteConfig} />
    </StrictMode>,
  );
}
