#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find, each step timed.
# The server suite also runs against PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
# docs/testing.md says where the time goes and why the steps are arranged this way.
set -euo pipefail
cd "$(dirname "$0")/.."

step_started=$SECONDS
step() {
  printf '\n==> %s\n' "$1"
  step_started=$SECONDS
}
took() { printf '    (%s: %d s)\n' "$1" $((SECONDS - step_started)); }

step "type check and lint, side by side"
mkdir -p .tmp
npx tsc --noEmit -p tsconfig.json >.tmp/typecheck.log 2>&1 &
typecheck_pid=$!
lint_status=0
npx eslint . --max-warnings 0 || lint_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
cat .tmp/typecheck.log
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "type check exit $typecheck_status, lint exit $lint_status"
  exit 1
fi
took "type check and lint"

step "unit and server integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
took "unit and server tests"

if ls tests/e2e/*.spec.ts >/dev/null 2>&1; then
  step "end-to-end tests in Chromium against the real server"
  node scripts/ensure-chromium.mjs
  node scripts/ensure-build.mjs
  npx playwright test
  took "build and end-to-end tests"
fi
