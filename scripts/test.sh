#!/usr/bin/env bash
# Runs every test suite. Needs: pnpm dependencies installed (pnpm install), Redis on 127.0.0.1:6379
# (started here if it is down) and Debian's Chromium (installed here through apt-get when missing, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-browser.sh
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

# The web app is built once, into web/dist: the deployment tests copy it (TOURDESK_WEB_BUILD) and the e2e stack
# serves it (E2E_SKIP_BUILD).
node scripts/build-web.mjs web/dist
TOURDESK_WEB_BUILD="$PWD/web/dist" pnpm exec vitest run
E2E_SKIP_BUILD=1 pnpm --filter e2e exec playwright test
