#!/usr/bin/env bash
# The whole suite: static checks, unit + integration on PGlite, integration on PostgreSQL (when
# TEST_DATABASE_URL is set), then the production build: a short crash test (SIGKILL under load) and the browser tests
# (journeys, and the visual project beside them). Steps that wait more than they compute overlap on the two cores
# (decision 019). The browser tests run last, alone: beside the PostgreSQL run and the drills (decision 031's first
# version) the machine was saturated, and flake-free journeys under CI's load come first (issue #21).
set -euo pipefail
cd "$(dirname "$0")/.."
# A step that fails ends the suite: the PostgreSQL run started in the background (in a process group of its own)
# must not outlive it.
trap 'if [ -n "${postgres_pid:-}" ]; then kill -- -"$postgres_pid" 2>/dev/null || true; fi' EXIT
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
# The PostgreSQL run shares its CPU with the database server and waits on it: it runs in the background while the
# build, the size check and the durability runs use the rest; its output is printed whole when it ends.
postgres_log=$(mktemp)
setsid bash scripts/test-postgres.sh >"$postgres_log" 2>&1 & postgres_pid=$!
step "production build (integration tests on PostgreSQL running alongside)"; npm run --silent build
step "initial JavaScript per screen within budget"; npm run --silent size
# Each durability run picks free ports of its own, so the two run side by side.
step "durability (short, PGlite and PostgreSQL side by side)"
durability_pglite_log=$(mktemp); durability_postgres_log=$(mktemp)
npm run --silent durability -- --kills 5 --db pglite >"$durability_pglite_log" 2>&1 & durability_pglite_pid=$!
durability_postgres_status=0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npm run --silent durability -- --kills 5 --db postgres >"$durability_postgres_log" 2>&1 ||
    durability_postgres_status=$?
fi
durability_pglite_status=0; wait "$durability_pglite_pid" || durability_pglite_status=$?
step "integration tests (PostgreSQL), waiting for the run started after the PGlite one"
postgres_status=0; wait "$postgres_pid" || postgres_status=$?
postgres_pid=""
cat "$postgres_log"; rm -f "$postgres_log"
# Printed last, so that a failed drill's report is in the tail of the log CI keeps.
step "durability reports"
cat "$durability_pglite_log" "$durability_postgres_log"; rm -f "$durability_pglite_log" "$durability_postgres_log"
if [ "$durability_pglite_status" -ne 0 ] || [ "$durability_postgres_status" -ne 0 ] || [ "$postgres_status" -ne 0 ]; then
  echo "durability (PGlite) exited $durability_pglite_status, durability (PostgreSQL) exited" \
    "$durability_postgres_status, integration tests (PostgreSQL) exited $postgres_status"
  exit 1
fi
step "browser tests (Chromium): journeys and the visual project"; npx playwright test
step "done"
