#!/usr/bin/env bash
# The browser the e2e tests drive: CHROMIUM_PATH when set; otherwise Debian's chromium-headless-shell when it is
# installed, else Debian's Chromium.
#
# The headless shell is Chromium's engine without the browser around it (no windows, tabs or browser UI); it is what
# Playwright itself runs for headless tests by default. The suite is CPU-bound on a 2-core machine, and a browser
# context there costs less: account, admin-guard and cart specs took 113 test-seconds against 148 in full Chromium.
# Debian packages it as chromium-headless-shell (.ci/run installs it); the tests pass in either browser.
#
# Full Chromium 156 builds two omnibox popup WebUIs (chrome://omnibox-popup.top-chrome, each its own renderer
# process) for every browser window, also headless, where nobody can open them. Playwright opens a window per
# browser context, so every test paid for browser UI it never shows: 70 tests of four specs ran in 200 s with the
# popup off against 280 s with it. A second --disable-features replaces the first instead of adding to it, so the two
# features are appended to the list the launcher (Playwright) passes, which stays its own.
set -euo pipefail
shell=/usr/lib/chromium/chromium-headless-shell
browser="${CHROMIUM_PATH:-}"
if [ -z "$browser" ]; then
  if [ -x "$shell" ]; then browser="$shell"; else browser=/usr/bin/chromium; fi
fi
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
exec "$browser" "${args[@]}"
