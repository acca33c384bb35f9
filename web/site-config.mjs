/**
 * Server-side half of the site configuration: reads the environment of the process that serves the app
 * (the web server, web/server, in production; Vite in development) and puts it into index.html, so one build serves both the consumer site and the agent portal. The
 * browser half is src/config/site-config.ts.
 */

/** @typedef {'consumer' | 'agent'} SiteMode */

/**
 * Builds the served configuration from environment variables. Unset variables are left out so that the
 * browser's defaults (src/config/site-config.ts) apply.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, unknown>}
 */
export function siteConfigFromEnv(env) {
  const mode = env.SITE_MODE ?? 'consumer';
  if (mode !== 'consumer' && mode !== 'agent') {
    throw new Error(`SITE_MODE must be 'consumer' or 'agent', not '${mode}'`);
  }
  /** @type {Record<string, unknown>} */
  const config = { mode };
  const optional = {
    phone: env.SITE_PHONE,
    email: env.SITE_EMAIL,
    operatorName: env.SITE_OPERATOR_NAME,
    privacyPolicyUrl: env.SITE_PRIVACY_POLICY_URL,
    bookingConditionsUrl: env.SITE_BOOKING_CONDITIONS_URL,
    heroTitle: env.SITE_HERO_TITLE,
    heroImageUrl: env.SITE_HERO_IMAGE_URL,
    logoUrl: env.SITE_LOGO_URL,
    secondaryLogoUrl: env.SITE_SECONDARY_LOGO_URL,
    secondaryLogoAlt: env.SITE_SECONDARY_LOGO_ALT,
    analytics: env.SITE_ANALYTICS,
    brand: env.SITE_BRAND,
    winterTourCodes: env.SITE_WINTER_TOUR_CODES,
    agentSiteOrigin: env.SITE_AGENT_ORIGIN,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') config[key] = value;
  }
  return config;
}

/** JSON escapes that keep a script's text inert: no `</script>`, `<!--` or line separator can change it. */
const JSON_ESCAPES = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The configuration as a `tourdesk-site` meta tag and an inert JSON script (never executed, so a strict
 * Content-Security-Policy needs no exception), `<`, `>`, `&`, U+2028 and U+2029 escaped in the JSON.
 * @param {Record<string, unknown>} config
 * @returns {string}
 */
export function siteConfigTags(config) {
  const json = JSON.stringify(config).replace(
    /[<>&\u2028\u2029]/g,
    (c) => JSON_ESCAPES[/** @type {keyof typeof JSON_ESCAPES} */ (c)],
  );
  return (
    `<meta name="tourdesk-site" content="${String(config.mode)}" />\n` +
    `    <script type="application/json" id="tourdesk-config">${json}</script>`
  );
}

/**
 * index.html with its `<!--tourdesk-config-->` marker cut out and {@link siteConfigTags} put in its place (joined,
 * not substituted: no replacement pattern can expand).
 * @param {string} html
 * @param {Record<string, unknown>} config
 * @returns {string}
 */
export function injectSiteConfig(html, config) {
  const marker = '<!--tourdesk-config-->';
  const at = html.indexOf(marker);
  if (at < 0) return html;
  return [html.slice(0, at), siteConfigTags(config), html.slice(at + marker.length)].join('');
}
