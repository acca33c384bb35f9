import { createContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

/** Which site the served app is: the public consumer site or the guarded agent portal (GUIDE.md, seed 000 §2). */
export type SiteMode = 'consumer' | 'agent';

/**
 * Settings the spec names as placeholders or leaves to configuration ({phone}, {email}, the hero image...).
 * The server that serves index.html injects them (web/site-config.mjs); anything it leaves out takes the
 * defaults below.
 */
export interface SiteConfig {
  mode: SiteMode;
  /** Support phone number {phone} as displayed (seed 000 §1, §9). */
  phone: string;
  /** Sales contact e-mail address {email} (seed 001 §9). */
  email: string;
  /** Operator name for the footer copyright line. */
  operatorName: string;
  privacyPolicyUrl: string;
  bookingConditionsUrl: string;
  /** Title of the search page's hero (the spec gives only its subtitle). */
  heroTitle: string;
  /** The hero image's fixed address (seed 000 §9). */
  heroImageUrl: string;
  /** The header's logo (links home) and the second logo hidden on mobile (seed 000 §1). */
  logoUrl: string;
  secondaryLogoUrl: string;
  /** Text alternative of the second logo. */
  secondaryLogoAlt: string;
  /**
   * Where analytics events go (seed 001 §7 'Analytics events (not product behaviour)'): 'dataLayer' pushes
   * them to `window.dataLayer` for a tag manager the host page loads; '' (default) sends nothing.
   */
  analytics: '' | 'dataLayer';
  /**
   * The site's brand code (seed 001 §9: HAG is Haggis Adventures, HEX is Highland Explorer; the current brand is
   * fixed). The two brands have their own support contacts: the 'whom to contact' notices show only for them.
   */
  brand: Brand | '';
  /** The configured winter-tour codes (seed 001 §9, five codes the seed does not show), for the 'tours' parameter. */
  winterTourCodes: string[];
  /** Origin of the agent portal: the only target of the confirmation's message to a parent frame (seed 001 §4). */
  agentSiteOrigin: string;
}

/** Brand codes with their own support contacts (seed 001 §9). */
export type Brand = 'HAG' | 'HEX';

/** Defaults for every setting the serving environment leaves unset. The phone number is in Ofcom's drama range. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  mode: 'consumer',
  phone: '0131 496 0000',
  email: 'sales@tourdesk.example',
  operatorName: 'Highland Explorer Tours',
  privacyPolicyUrl: 'https://tourdesk.example/privacy-policy',
  bookingConditionsUrl: 'https://tourdesk.example/booking-conditions',
  heroTitle: 'Tours of the Scottish Highlands',
  heroImageUrl: '/hero-highlands.svg',
  logoUrl: '/logo.svg',
  secondaryLogoUrl: '/logo-secondary.svg',
  secondaryLogoAlt: 'Haggis Adventures',
  analytics: '',
  brand: 'HEX',
  winterTourCodes: [],
  agentSiteOrigin: 'http://127.0.0.1:3001',
};

function isSiteMode(value: unknown): value is SiteMode {
  return value === 'consumer' || value === 'agent';
}

/**
 * Reads the configuration the server injected as `<script type="application/json" id="tourdesk-config">`,
 * keeping only known keys of the right type and falling back to {@link DEFAULT_SITE_CONFIG}.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById('tourdesk-config');
  let served: Record<string, unknown> = {};
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') served = parsed as Record<string, unknown>;
    } catch (error) {
      console.error('Ignoring malformed site configuration', error);
    }
  }
  return parseSiteConfig(served);
}

/**
 * The site configuration from the served settings (web/site-config.mjs `siteConfigFromEnv`, also used as is by
 * the server renderer): known keys of the right type, {@link DEFAULT_SITE_CONFIG} for the rest.
 */
export function parseSiteConfig(served: Record<string, unknown>): SiteConfig {
  const config: SiteConfig = { ...DEFAULT_SITE_CONFIG };
  if (isSiteMode(served.mode)) config.mode = served.mode;
  if (served.analytics === 'dataLayer') config.analytics = 'dataLayer';
  if (served.brand === 'HAG' || served.brand === 'HEX') config.brand = served.brand;
  if (typeof served.winterTourCodes === 'string') {
    config.winterTourCodes = served.winterTourCodes
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
  }
  if (typeof served.agentSiteOrigin === 'string' && URL.canParse(served.agentSiteOrigin)) {
    config.agentSiteOrigin = new URL(served.agentSiteOrigin).origin;
  }
  for (const key of [
    'phone',
    'email',
    'operatorName',
    'privacyPolicyUrl',
    'bookingConditionsUrl',
    'heroTitle',
    'heroImageUrl',
    'logoUrl',
    'secondaryLogoUrl',
    'secondaryLogoAlt',
  ] as const) {
    const value = served[key];
    if (typeof value === 'string' && value.trim() !== '') config[key] = value;
  }
  return config;
}

/** `tel:` address for a displayed phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

/** Router context key holding the site configuration for loaders and middleware (the agent guard). */
export const siteConfigRouterContext = createRouterContext<SiteConfig>(DEFAULT_SITE_CONFIG);

/** Provides the site configuration to every layer (mounted once in src/app). */
export const SiteConfigProvider = SiteConfigContext.Provider;

/** The site configuration: mode, {phone}, {email} and the other served settings. */
export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
