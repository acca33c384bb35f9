#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright suites (never a downloaded browser build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "Chromium is missing: run 'apt-get install -y chromium' as root." >&2; exit 1; fi
apt-get update -qq && apt-get install -y -qq chromium >/dev/null
