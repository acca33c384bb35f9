import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import styles from '@/features/account/components/account-card.module.css';
import { paths } from '@tourdesk/domain/paths';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

/**
 * /login/forgot_password (seed 000 §2 Reset password screen): no query; on success back to /login, which says that
 * the password was reset (the history entry's state, so a reload keeps the notice and a fresh visit has none).
 */
export function Component() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {UI_TEXTS.resetPassword}
        </h1>
        <ForgotPasswordForm
          onReset={() => navigate(paths.login.getHref(), { state: { passwordReset: true } })}
        />
      </section>
    </div>
  );
}
