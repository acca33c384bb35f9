/** How many animation frames to wait for a passenger's form to be shown (it opens on the next render). */
const WAIT_FRAMES = 30;

/**
 * Moves focus on at checkout once a passenger is saved (WAI-ARIA APG: focus is not left on the document when the
 * form that had it closes), then scrolls the section to the top of the view (smoothly unless reduced motion is
 * asked for):
 * - `field`: the next passenger's section (seed 001 §4 Checkout): the first field of its form once the form is
 *   shown (waiting a few frames), else the section's heading;
 * - `heading`: the payment summary (#payment_checkout, after the last passenger): its heading.
 * A heading is made focusable outside the Tab order. Nothing happens when the section is not on the page.
 * @param id the section's element id
 */
export function focusSection(id: string, target: 'field' | 'heading'): void {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  const attempt = (framesLeft: number) => {
    const section = document.getElementById(id);
    if (!section) return;
    const form = target === 'field' ? section.querySelector('form') : null;
    if (form?.hidden && framesLeft > 0) {
      window.requestAnimationFrame(() => attempt(framesLeft - 1));
      return;
    }
    const field =
      form && !form.hidden
        ? form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
        : null;
    const focused = field ?? section.querySelector<HTMLElement>('h2, h3');
    if (!focused) return;
    if (!field && !focused.hasAttribute('tabindex')) focused.setAttribute('tabindex', '-1');
    focused.focus({ preventScroll: true });
    section.scrollIntoView({ behavior, block: 'start' });
  };
  attempt(WAIT_FRAMES);
}
