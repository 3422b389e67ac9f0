#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser downloads do not work here) for the
# browser tests and Debian's nginx for the test of the generated nginx configuration. Idempotent.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Es fehlt: ${missing[*]} – installiere Debians Pakete …"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # the tests start nginx themselves on a free loopback port with their own configuration
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
"${NGINX_PATH:-/usr/sbin/nginx}" -v
