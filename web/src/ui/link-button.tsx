import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  size?: 'normal' | 'small';
  /** Id of the element describing the link, e.g. the card title for a card's 'Book Now'. */
  'aria-describedby'?: string;
}

/** A client-side navigation link that looks like a button (used where the spec names a 'button' that navigates). */
export function LinkButton({ to, children, variant = 'primary', size = 'normal', ...aria }: LinkButtonProps) {
  const className = [
    styles.button,
    variant === 'secondary' && styles.secondary,
    size === 'small' && styles.small,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className} {...aria}>
      {children}
    </Link>
  );
}
