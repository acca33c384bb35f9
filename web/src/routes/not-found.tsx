import { MESSAGES } from '@tourdesk/domain/messages';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';

/** Any unknown address (seed 000 §2 'any other', seed 001 §2 catch-all): the 404 view. */
export function Component() {
  usePageTitle(MESSAGES.pageNotFound);
  return <NotFoundHero />;
}
