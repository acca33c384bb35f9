import { AGENT_PORTAL_NAME, documentTitle } from '@tourdesk/domain/routes';
import { useCallback, useEffect } from 'react';
import { useSiteConfig } from '@/config/site-config';

/**
 * Gives the page its own document title (domain `documentTitle`): the page's name, then the site's (the agent
 * portal's name, or the operator's on the consumer site), e.g. 'Manage Bookings · Day Tours Agent Portal'. The
 * route announcer reads it out after a navigation.
 * @param page the page's name, null for the site's name alone, or undefined while a part of the page titles it
 *   instead (an open tour details panel names its tour): the title is then left as that part set it
 */
export function usePageTitle(page: string | null | undefined): void {
  const { mode, operatorName } = useSiteConfig();
  const title =
    page === undefined ? null : documentTitle(page, mode === 'agent' ? AGENT_PORTAL_NAME : operatorName);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/**
 * A stable function that gives the document the title of a page named later (domain `documentTitle`, as
 * {@link usePageTitle}), e.g. by a panel once its tour's name is known; the page leaves its own title alone
 * meanwhile (`usePageTitle(undefined)`).
 */
export function usePageTitleSetter(): (page: string) => void {
  const { mode, operatorName } = useSiteConfig();
  const site = mode === 'agent' ? AGENT_PORTAL_NAME : operatorName;
  return useCallback(
    (page: string) => {
      document.title = documentTitle(page, site);
    },
    [site],
  );
}
