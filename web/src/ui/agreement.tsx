import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button, type ButtonProps } from './button';
import styles from './agreement.module.css';

/** Props of {@link TickBox}. */
export interface TickBoxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** Called when the checkbox loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Extra class of the label (e.g. bolder text). */
  className?: string;
  children: ReactNode;
}

/**
 * An agreement checkbox ('I understand and agree.', the booking conditions, the newsletter opt-in, the agent's
 * on-account confirmation): a react-aria
 * checkbox (native input underneath, Space toggles it) with a 24px box and a 44px-high target.
 */
export function TickBox({ isSelected, onChange, onBlur, className, children }: TickBoxProps) {
  return (
    <Checkbox
      className={[styles.tickBox, className].filter(Boolean).join(' ')}
      isSelected={isSelected}
      onChange={onChange}
      onBlur={onBlur}
    >
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14">
          <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </span>
      <span>{children}</span>
    </Checkbox>
  );
}

/**
 * The full-width button that moves a booking on (the cart's checkout, 'Continue to Payment'); greyed out while the
 * agreement it waits for is missing.
 */
export function ProceedButton({ className, ...button }: ButtonProps) {
  return <Button className={[styles.proceed, className].filter(Boolean).join(' ')} {...button} />;
}
