import { useFocusVisible } from 'react-aria';

/**
 * Keeps react-aria's tracking of how the visitor uses the page (pointer or keyboard) running from the page's first
 * moments: its tooltips open on a pointer's hover and its focus rings show for the keyboard only once it knows. The
 * landing pages' first controls are native, so without this it would start listening only when its first control
 * mounts (a tour panel opened by a link would ignore the mouse hovering its disabled pick-up). Renders nothing.
 */
export function InteractionModalityTracking() {
  useFocusVisible();
  return null;
}
