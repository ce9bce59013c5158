#!/usr/bin/env bash
# The whole suite: static checks, unit + integration on PGlite, integration on PostgreSQL (when
# TEST_DATABASE_URL is set), then the production build: a short crash test (SIGKILL under load) and browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step is stamped with the minutes and seconds since the suite started, so a slow step shows in CI's log.
started=$SECONDS
step() { printf '\n\033[1m== [%d:%02d] %s\033[0m\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$1"; }
# Both are single-threaded: on two cores they run side by side. Each one's output is printed whole when it ends.
step "typecheck and lint"
typecheck_log=$(mktemp); lint_log=$(mktemp)
npm run --silent typecheck >"$typecheck_log" 2>&1 & typecheck_pid=$!
npm run --silent lint >"$lint_log" 2>&1 & lint_pid=$!
typecheck_status=0; wait "$typecheck_pid" || typecheck_status=$?
lint_status=0; wait "$lint_pid" || lint_status=$?
cat "$typecheck_log" "$lint_log"; rm -f "$typecheck_log" "$lint_log"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "typecheck exited $typecheck_status, lint exited $lint_status"; exit 1
fi
step "unit and integration tests (PGlite)"; npx vitest run
step "integration tests (PostgreSQL)"; bash scripts/test-postgres.sh
step "production build"; npm run --silent build
step "initial JavaScript per screen within budget"; npm run --silent size
step "durability (short)"; npm run --silent durability -- --kills 5 --db pglite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "durability (short, PostgreSQL)"; npm run --silent durability -- --kills 5 --db postgres
fi
step "end-to-end tests (Chromium)"; npx playwright test
step "done"
