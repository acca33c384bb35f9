import { gql } from '@apollo/client';
import { lazy, Suspense } from 'react';
import { LABELS } from '@tourdesk/domain/messages';
import { guardRedirect } from '@tourdesk/domain/routes';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import { AppShellDocument } from '@/apollo/generated/graphql';
import { apolloContext, routeQuery } from '@/apollo/router-context';
import { siteConfigRouterContext, useSiteConfig } from '@/config/site-config';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { RouteAnnouncer } from '@/features/layout/components/route-announcer';
import { SystemsNotice } from '@/features/layout/components/systems-notice';
import { ConsumerCurrencySwitch } from './currency-switch';
import { useFocusOnNavigation } from '@/features/layout/hooks/use-focus-on-navigation';
import { useScrollToHash } from '@/features/layout/hooks/use-scroll-to-hash';
import { embeddedTourFromLocation } from '@/features/tours/api/search-params';
import { paths } from '@tourdesk/domain/paths';
import { LinkButton } from '@/ui/link-button';
import { LoadingState } from '@/ui/loading-state';
import { UI_TEXTS } from '@/texts';
import styles from './root.module.css';

/** Only the agent portal shows it, so its code (Apollo's hooks, the menu's react-aria) loads only there. */
const AgentHeaderNavigation = lazy(() =>
  import('./agent-header').then((module) => ({ default: module.AgentHeaderNavigation })),
);

if (false) {
  gql`
    query AppShell {
      viewer {
        currency
        agent {
          ...AgentNavigation_agent
        }
      }
    }
  `;
}

/**
 * The agent portal's route guard (seed 000 §2): without a valid agent login every address but /login,
 * /login/forgot_password and /login/register redirects to /login. The login state is the gateway session's
 * `viewer.agent`. The consumer site has no guard.
 */
export const agentGuard: MiddlewareFunction = async ({ request, context }) => {
  if (context.get(siteConfigRouterContext).mode !== 'agent') return;
  const { pathname } = new URL(request.url);
  // Public pages (/login...) need no login check, so no request.
  if (guardRedirect(pathname, false) === null) return;
  const { data } = await context.get(apolloContext).client.query({ query: AppShellDocument });
  const target = guardRedirect(pathname, Boolean(data?.viewer.agent));
  if (target) throw redirect(target);
};

/** Preloads the shell's query (the agent login, for the navigation) in the agent portal; nothing for consumers. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.get(siteConfigRouterContext).mode !== 'agent') return { shellRef: null };
  return { shellRef: routeQuery(context, AppShellDocument) };
}

function Frame({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  useScrollToHash();
  useFocusOnNavigation('main');
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {UI_TEXTS.skipToContent}
      </a>
      {header}
      <SystemsNotice />
      <RouteAnnouncer />
      <main id="main" className={`${styles.main} ${styles.page}`} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * The layout of every page (seed 000 §1-§2): header (with the agent navigation in the agent portal once
 * logged in), the page, and the footer; scrolls to hash anchors and, after a client-side navigation, moves focus
 * to the new page's heading. The embedded mode (seed 001 §1, `embed` with a tour), shown in a host site's frame,
 * has the page alone.
 */
export function Component() {
  const { shellRef } = useLoaderData<typeof loader>();
  const { mode } = useSiteConfig();
  const { search, hash } = useLocation();
  if (embeddedTourFromLocation(search, hash)) {
    return (
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    );
  }
  // The header stays mounted while the navigation's code and the shell query arrive (focus and an open menu kept).
  const header = (
    <SiteHeader
      currencySwitch={mode === 'agent' ? null : <ConsumerCurrencySwitch />}
      navigation={
        shellRef && (
          <Suspense fallback={null}>
            <AgentHeaderNavigation shellRef={shellRef} />
          </Suspense>
        )
      }
    />
  );
  return (
    <Frame header={header}>
      <Outlet />
    </Frame>
  );
}

/**
 * Shown while the first page's code and data load: the layout (header and footer in their final places, so
 * nothing moves when the page arrives) around a loading state; in the embedded mode the loading state alone.
 */
export function HydrateFallback() {
  const { search, hash } = useLocation();
  const { mode } = useSiteConfig();
  const loading = <LoadingState text="Loading" />;
  if (embeddedTourFromLocation(search, hash)) {
    return (
      <main id="main" className={styles.main}>
        {loading}
      </main>
    );
  }
  return (
    <Frame header={<SiteHeader currencySwitch={mode === 'agent' ? null : <ConsumerCurrencySwitch />} />}>
      {loading}
    </Frame>
  );
}

/** An unexpected failure (gateway down, masked server error): the shell with a way back home. */
export function ErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const { phone } = useSiteConfig();
  return (
    <Frame header={<SiteHeader />}>
      <section className={styles.error} aria-labelledby="error-title">
        <h1 id="error-title">{UI_TEXTS.sorrySomethingWentWrong}</h1>
        <p>
          {UI_TEXTS.weCouldNotLoadThisPage} {phone}.
        </p>
        <LinkButton to={paths.home.getHref()}>{LABELS.returnToHomePage}</LinkButton>
      </section>
    </Frame>
  );
}
