#!/bin/sh
# nginx entrypoint step of the tourdesk web image (runs before nginx starts, as the nginx user):
# 1. index.html = the build's index.html with the site configuration injected in place of <!--tourdesk-config-->,
#    byte for byte what web/site-config.mjs (injectSiteConfig(siteConfigFromEnv(env))) gives the web server:
#    <meta name="tourdesk-site"> and an inert <script type="application/json" id="tourdesk-config">.
# 2. the gateway upstream servers from GATEWAY_UPSTREAMS (comma list of host:port).
# 3. the frame-ancestors of embedded pages from EMBED_FRAME_ANCESTORS (space-separated origins besides 'self'),
#    as the web server (web/server/security-headers.ts) sends them.
# 4. the page renderers from RENDERER_UPSTREAMS (comma list of host:port; empty: none) and how pages are answered
#    (page.inc): proxied to the renderers, index.html when they all fail; index.html alone without renderers.
# Paths are overridable for the test that compares this script with site-config.mjs.
set -eu

TEMPLATE="${TOURDESK_INDEX_TEMPLATE:-/etc/nginx/tourdesk/index.template.html}"
OUTPUT="${TOURDESK_INDEX_OUTPUT:-/usr/share/nginx/html/index.html}"
UPSTREAMS_FILE="${TOURDESK_UPSTREAMS_FILE:-/etc/nginx/conf.d/gateway-upstreams.inc}"
EMBED_FILE="${TOURDESK_EMBED_FILE:-/etc/nginx/conf.d/embed-frame-ancestors.inc}"
RENDERER_FILE="${TOURDESK_RENDERER_FILE:-/etc/nginx/conf.d/renderer-upstreams.inc}"
PAGE_FILE="${TOURDESK_PAGE_FILE:-/etc/nginx/conf.d/page.inc}"

mode="${SITE_MODE:-consumer}"
case "$mode" in
  consumer | agent) ;;
  *)
    echo "40-tourdesk-site.sh: SITE_MODE must be 'consumer' or 'agent', not '$mode'" >&2
    exit 1
    ;;
esac

# A JSON string body as site-config.mjs (siteConfigTags) writes it: backslash and double quote escaped as
# JSON.stringify does, '<', '>', '&', U+2028 and U+2029 as \u escapes; line breaks and tabs are dropped (one-line
# settings).
LINE_SEPARATOR=$(printf '\342\200\250')
PARAGRAPH_SEPARATOR=$(printf '\342\200\251')
json_string() {
  printf '%s' "$1" | tr -d '\n\r\t' | LC_ALL=C sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g' \
    -e 's/>/\\u003e/g' -e 's/&/\\u0026/g' -e "s/$LINE_SEPARATOR/\\\\u2028/g" -e "s/$PARAGRAPH_SEPARATOR/\\\\u2029/g"
}

config="{\"mode\":\"$mode\""
# key=VARIABLE, in the order of site-config.mjs (JSON key order is part of the byte-for-byte match).
for pair in \
  phone=SITE_PHONE \
  email=SITE_EMAIL \
  operatorName=SITE_OPERATOR_NAME \
  privacyPolicyUrl=SITE_PRIVACY_POLICY_URL \
  bookingConditionsUrl=SITE_BOOKING_CONDITIONS_URL \
  heroTitle=SITE_HERO_TITLE \
  heroImageUrl=SITE_HERO_IMAGE_URL \
  logoUrl=SITE_LOGO_URL \
  secondaryLogoUrl=SITE_SECONDARY_LOGO_URL \
  secondaryLogoAlt=SITE_SECONDARY_LOGO_ALT \
  analytics=SITE_ANALYTICS \
  brand=SITE_BRAND \
  winterTourCodes=SITE_WINTER_TOUR_CODES \
  agentSiteOrigin=SITE_AGENT_ORIGIN; do
  key="${pair%%=*}"
  variable="${pair#*=}"
  eval "value=\${$variable:-}"
  if [ -n "$value" ]; then
    config="$config,\"$key\":\"$(json_string "$value")\""
  fi
done
config="$config}"

TOURDESK_TAGS="<meta name=\"tourdesk-site\" content=\"$mode\" />
    <script type=\"application/json\" id=\"tourdesk-config\">$config</script>" \
  awk '{
    marker = "<!--tourdesk-config-->"
    i = index($0, marker)
    if (i > 0) $0 = substr($0, 1, i - 1) ENVIRON["TOURDESK_TAGS"] substr($0, i + length(marker))
    print
  }' "$TEMPLATE" >"$OUTPUT.tmp"
mv "$OUTPUT.tmp" "$OUTPUT"

upstreams="${GATEWAY_UPSTREAMS:-gateway:4000}"
: >"$UPSTREAMS_FILE.tmp"
for server in $(printf '%s' "$upstreams" | tr ',' ' '); do
  case "$server" in
    *[!A-Za-z0-9.:_-]*)
      echo "40-tourdesk-site.sh: bad GATEWAY_UPSTREAMS entry '$server' (host:port expected)" >&2
      exit 1
      ;;
  esac
  echo "server $server max_fails=1 fail_timeout=5s;" >>"$UPSTREAMS_FILE.tmp"
done
mv "$UPSTREAMS_FILE.tmp" "$UPSTREAMS_FILE"

ancestors="'self'"
set -f # split the list on spaces without expanding a wildcard origin (https://*.example.com) as a file pattern
for source in ${EMBED_FRAME_ANCESTORS:-}; do
  [ "$source" = "'self'" ] && continue
  if ! printf '%s' "$source" | grep -Eq '^https?://(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?$'; then
    echo "40-tourdesk-site.sh: bad EMBED_FRAME_ANCESTORS entry '$source' (https://host[:port] expected)" >&2
    exit 1
  fi
  case " $ancestors " in
    *" $source "*) ;;
    *) ancestors="$ancestors $source" ;;
  esac
done
set +f
echo "1 \"$ancestors\";" >"$EMBED_FILE.tmp"
mv "$EMBED_FILE.tmp" "$EMBED_FILE"

renderers="${RENDERER_UPSTREAMS:-}"
: >"$RENDERER_FILE.tmp"
for server in $(printf '%s' "$renderers" | tr ',' ' '); do
  case "$server" in
    *[!A-Za-z0-9.:_-]*)
      echo "40-tourdesk-site.sh: bad RENDERER_UPSTREAMS entry '$server' (host:port expected)" >&2
      exit 1
      ;;
  esac
  echo "server $server max_fails=1 fail_timeout=5s;" >>"$RENDERER_FILE.tmp"
done
if [ -s "$RENDERER_FILE.tmp" ]; then
  # The renderer's own security headers give way to this image's (the location's add_header lines).
  cat >"$PAGE_FILE.tmp" <<'PAGE'
proxy_pass http://renderer;
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Host $host;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Request-Id $tourdesk_request_id;
proxy_hide_header Content-Security-Policy;
proxy_hide_header X-Frame-Options;
proxy_hide_header X-Content-Type-Options;
proxy_hide_header Referrer-Policy;
proxy_hide_header Cache-Control;
proxy_next_upstream error timeout http_502 http_503;
proxy_next_upstream_tries 2;
proxy_connect_timeout 2s;
proxy_read_timeout 15s;
proxy_intercept_errors on;
error_page 502 503 504 = @index;
PAGE
else
  # nginx needs a server in every upstream block: a placeholder, never used (page.inc does not proxy).
  echo "server 127.0.0.1:9 down;" >"$RENDERER_FILE.tmp"
  echo "try_files /index.html =404;" >"$PAGE_FILE.tmp"
fi
mv "$RENDERER_FILE.tmp" "$RENDERER_FILE"
mv "$PAGE_FILE.tmp" "$PAGE_FILE"

echo "40-tourdesk-site.sh: site '$mode', gateway upstreams: $upstreams, renderers: ${renderers:-none}, embed frame ancestors: $ancestors"
