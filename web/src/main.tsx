import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApollo, loadApollo, loadApolloOnFirstInteraction } from '@/apollo/on-demand';
import { closePageAnswers, receivePageAnswers } from '@/apollo/page-answers';
import { App } from '@/app/app';
import '@/app/global.css';
import { createAppRouter } from '@/app/router';
import { readSiteConfig } from '@/config/site-config';
import { preloadsSettled } from '@/lib/preloadable';
import { markServerDrawnLoad } from '@/lib/server-drawn-page';
import { yieldToBrowser } from '@/lib/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const siteConfig = readSiteConfig();
// A page the server rendered (web/src/entry-server.tsx) carries, as inert JSON, either the answers it was drawn
// from (when they were all its Apollo cache held) or that cache.
const answers = document.getElementById('tourdesk-page-answers')?.textContent;
const state = document.getElementById('tourdesk-apollo-state')?.textContent;

/**
 * Hydrates a server-rendered page: the route loaders run again in the browser, answered by the page's answers
 * (without Apollo Client, which then loads at the first interaction) or by the restored cache, without a request,
 * and hydration waits until they have, and until the code they preloaded (a tour details panel the address
 * opens) has loaded, so the first render is the server's markup, not the fallback. (Not a
 * top-level await: the entry chunk would then have to leave every module it shares with the route chunks to
 * separate chunks.)
 */
async function hydrate(root: HTMLElement) {
  if (answers) receivePageAnswers(JSON.parse(answers));
  await yieldToBrowser();
  markServerDrawnLoad(true);
  const router = createAppRouter(siteConfig);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((routerState) => {
      if (!routerState.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  markServerDrawnLoad(false);
  closePageAnswers();
  await preloadsSettled();
  await yieldToBrowser();
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} siteConfig={siteConfig} />
    </StrictMode>,
  );
  if (answers) loadApolloOnFirstInteraction();
}

/** Renders a page the server did not: the agent portal, or any page the renderer could not draw. */
function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter(siteConfig)} siteConfig={siteConfig} />
    </StrictMode>,
  );
}

configureApollo(siteConfig.mode, state ? JSON.parse(state) : null);
// Apollo Client's code is asked for at once, beside the route's, unless the page hydrates from its answers.
if (!answers) void loadApollo();
if (answers || state) void hydrate(container);
else render(container);
