#!/usr/bin/env bash
# Installs Debian's nginx (light) for deploy/web-nginx.test.ts, which runs the web image's nginx configuration.
# Only the binary is used: the package's own service is not needed (the test starts nginx on a free port).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "nginx is missing: run 'apt-get install -y nginx-light' as root." >&2; exit 1; fi
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
