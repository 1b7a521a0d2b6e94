#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
# The server suite also runs against PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$1"; }

step "type check"
npx tsc --noEmit -p tsconfig.json

step "lint"
npx eslint . --max-warnings 0

step "unit and server integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run

if ls tests/e2e/*.spec.ts >/dev/null 2>&1; then
  step "end-to-end tests in Chromium against the real server"
  node scripts/ensure-chromium.mjs
  node scripts/ensure-build.mjs
  npx playwright test
fi
