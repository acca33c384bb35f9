import { NotFoundHero } from '@/features/layout/components/not-found-hero';

/** Any unknown address (seed 000 §2 'any other', seed 001 §2 catch-all): the 404 view. */
export function Component() {
  return <NotFoundHero />;
}
