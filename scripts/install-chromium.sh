#!/usr/bin/env bash
# Installs Debian's Chromium for the browser test, when missing. .ci/run
# starts it in the background while the packages build; scripts/test-serve.sh
# runs it again (a no-op once installed).
set -euo pipefail
command -v chromium >/dev/null 2>&1 && exit 0
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-chromium: installing chromium for the browser test…" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq chromium >/dev/null
echo "install-chromium: done." >&2
