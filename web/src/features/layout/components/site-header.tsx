import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref, useSiteConfig } from '@/config/site-config';
import { useIsMobileUserAgent } from '@/lib/user-agent';
import { paths } from '@tourdesk/domain/paths';
import { PhoneIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './site-header.module.css';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** Agent navigation, composed by the route once the agent login is valid; nothing otherwise. */
  navigation?: ReactNode;
  /** The consumer site's currency switch, composed by the route; nothing otherwise. */
  currencySwitch?: ReactNode;
}

/**
 * The page header (seed 000 §1, §2 Header navigation): the logo linking home (at most 50px high), the second
 * logo (hidden on mobile user agents and narrow screens), the support phone {phone} as a `tel:` link, and
 * the agent navigation when given, and the consumer site's currency switch when given (the agent portal's is in
 * its navigation, within the agency's currencies).
 */
export function SiteHeader({ navigation, currencySwitch }: SiteHeaderProps) {
  const config = useSiteConfig();
  const showSecondLogo = !useIsMobileUserAgent();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.logos}>
          <Link
            to={paths.home.getHref()}
            className={styles.logoLink}
            aria-label={`${config.operatorName}, home page`}
          >
            <img className={styles.logo} src={config.logoUrl} alt="" width={185} height={50} />
          </Link>
          {showSecondLogo && (
            <img
              className={styles.secondaryLogo}
              src={config.secondaryLogoUrl}
              alt={config.secondaryLogoAlt}
              width={135}
              height={42}
            />
          )}
        </div>
        <div className={styles.actions}>
          {currencySwitch}
          <a className={styles.phone} href={telHref(config.phone)}>
            <PhoneIcon />
            <span>
              <span className="visually-hidden">{UI_TEXTS.callUsOn} </span>
              {config.phone}
            </span>
          </a>
        </div>
      </div>
      {navigation}
    </header>
  );
}
