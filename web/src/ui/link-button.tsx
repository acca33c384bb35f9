import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UI_TEXTS } from '@/texts';
import styles from './button.module.css';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  size?: 'normal' | 'small';
  /** Id of the element describing the link, e.g. the card title for a card's 'Book Now'. */
  'aria-describedby'?: string;
  /** Opens the address in a new tab (`rel="noopener"`), which the link's accessible name says. */
  newTab?: boolean;
}

/** A client-side navigation link that looks like a button (used where the spec names a 'button' that navigates). */
export function LinkButton({
  to,
  children,
  variant = 'primary',
  size = 'normal',
  newTab = false,
  ...aria
}: LinkButtonProps) {
  const className = [
    styles.button,
    variant === 'secondary' && styles.secondary,
    size === 'small' && styles.small,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={to}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      {...aria}
    >
      {children}
      {newTab && <span className="visually-hidden"> {UI_TEXTS.opensInANewTab}</span>}
    </Link>
  );
}
