#!/usr/bin/env bash
# The whole suite: static checks, unit + integration on PGlite, integration on PostgreSQL (when
# TEST_DATABASE_URL is set), then the production build: a short crash test (SIGKILL under load) and browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit and integration tests (PGlite)"; npx vitest run
step "integration tests (PostgreSQL)"; bash scripts/test-postgres.sh
step "production build"; npm run --silent build
step "initial JavaScript per screen within budget"; npm run --silent size
step "durability (short)"; npm run --silent durability -- --kills 5 --db pglite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "durability (short, PostgreSQL)"; npm run --silent durability -- --kills 5 --db postgres
fi
step "end-to-end tests (Chromium)"; npx playwright test
