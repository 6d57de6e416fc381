#!/usr/bin/env bash
# Debian's Chromium (or CHROMIUM_PATH) for the e2e tests, with its omnibox popup turned off.
#
# Chromium 156 builds two omnibox popup WebUIs (chrome://omnibox-popup.top-chrome, each its own renderer
# process) for every browser window, also headless, where nobody can open them. Playwright opens a window per
# browser context, so every test paid for browser UI it never shows: ~0.4 s of CPU per context kept open 5 s, and
# 70 tests of four specs ran in 200 s with the popup off against 280 s with it (2 × 2 runs). A second --disable-features
# replaces the first instead of adding to it, so the two features are appended to the list the launcher
# (Playwright) passes, which stays its own.
set -euo pipefail
off="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
args=()
seen=0
for a in "$@"; do
  case "$a" in
    --disable-features=*) a="$a,$off"; seen=1 ;;
  esac
  args+=("$a")
done
[ "$seen" -eq 1 ] || args+=("--disable-features=$off")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
