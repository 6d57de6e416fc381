#!/usr/bin/env bash
# npm test: typecheck, lint, unit tests, server tests on PGlite (and on PostgreSQL when
# TEST_DATABASE_URL is set), a production build, the Playwright end-to-end tests and the fast fault drills.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
last=$start
current=""
# Each step's heading says how long the step before it took, so a CI log shows where the time goes.
step() {
  local now; now=$(date +%s)
  [ "$now" -gt "$start" ] && printf '(%s s)\n' "$(( now - last ))"
  last=$now
  current=$*
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
# A failure names its step at the end of the log, not only in the heading somewhere above the output.
trap 'status=$?; if [ -n "${typecheck_pid:-}" ]; then kill "$typecheck_pid" 2>/dev/null || true; fi; [ "$status" -eq 0 ] || printf "\n\033[1mnpm test: FAILED in step \"%s\" (exit %s, after %s s)\033[0m\n" "$current" "$status" "$(( $(date +%s) - start ))"' EXIT

# The typecheck (one process, mostly one core) runs beside the lint and the unit tests; its output follows theirs.
step "typecheck, beside lint and unit tests"
npx react-router typegen
typecheck_log=$(mktemp)
npx tsc --noEmit >"$typecheck_log" 2>&1 &
typecheck_pid=$!

step "lint"
npx eslint . --max-warnings 0

step "unit tests"
npx vitest run --project unit

step "typecheck (its result)"
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
typecheck_pid=""
cat "$typecheck_log"
rm -f "$typecheck_log"
[ "$typecheck_status" -eq 0 ]

# The build comes before the server tests: the response-cache test runs the production server from it (ADR 047).
step "production build"
node scripts/build.mjs

step "JavaScript per page (gzip, from the build)"
npx tsx scripts/js-budget.ts

step "server tests on PGlite"
TEST_DB=pglite npx vitest run --project server

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project server
else
  echo "(TEST_DATABASE_URL unset: server tests on PostgreSQL skipped)"
fi

step "end-to-end tests (Chromium)"
npx playwright test

step "fault drills, fast half (PGlite: F1×3, F2, F8, F10, F12; PostgreSQL: F14×1)"
# A real production server from the build above under checkout load; the whole set: npm run test:faults.
npx tsx scripts/faults/run.ts --fast

step "done"
echo "npm test: all green in $(( $(date +%s) - start )) s"
