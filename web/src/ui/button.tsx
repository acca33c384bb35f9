import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  size?: 'normal' | 'small';
  /** Shows a spinner and disables the button while its action runs. */
  pending?: boolean;
  children: ReactNode;
}

/** A native button styled like the link button, with an optional pending spinner (`aria-busy`). */
export function Button({
  variant = 'primary',
  size = 'normal',
  pending = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    variant === 'secondary' && styles.secondary,
    variant === 'danger' && styles.danger,
    size === 'small' && styles.small,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
