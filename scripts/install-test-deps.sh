#!/usr/bin/env bash
# Installs what the browser tests need beyond npm: Debian's Chromium (browser downloads do not work here).
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium fehlt – installiere Debians Paket chromium …"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
