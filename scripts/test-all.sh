#!/usr/bin/env bash
# The whole suite: static checks, unit + integration on PGlite, then the production build and, side by side, the
# browser tests (journeys and the visual project), integration on PostgreSQL (when TEST_DATABASE_URL is set) and a
# short crash test (SIGKILL under load). Steps that wait more than they compute overlap on the two cores
# (decisions 019 and 031).
set -euo pipefail
cd "$(dirname "$0")/.."
# A step that fails ends the suite: the runs started in the background (each in a process group of its own) must
# not outlive it.
background_pids=()
trap 'for pid in "${background_pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done' EXIT
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
step "production build"; npm run --silent build
step "initial JavaScript per screen within budget"; npm run --silent size
# The PostgreSQL run waits on its database server and the durability runs mostly wait for restarts and the mail
# drain: they run in the background while the browser tests use the rest. Their output is printed whole at the end.
step "end-to-end tests (Chromium), with integration tests on PostgreSQL and the durability runs alongside"
postgres_log=$(mktemp); durability_pglite_log=$(mktemp); durability_postgres_log=$(mktemp)
setsid bash scripts/test-postgres.sh >"$postgres_log" 2>&1 & postgres_pid=$!; background_pids+=("$postgres_pid")
# Each durability run picks free ports of its own, so the two run side by side.
setsid npm run --silent durability -- --kills 5 --db pglite >"$durability_pglite_log" 2>&1 &
durability_pglite_pid=$!; background_pids+=("$durability_pglite_pid")
durability_postgres_pid=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  setsid npm run --silent durability -- --kills 5 --db postgres >"$durability_postgres_log" 2>&1 &
  durability_postgres_pid=$!; background_pids+=("$durability_postgres_pid")
fi
e2e_status=0; npx playwright test || e2e_status=$?
step "integration tests (PostgreSQL) and durability, waiting for the runs started with the browser tests"
postgres_status=0; wait "$postgres_pid" || postgres_status=$?
durability_pglite_status=0; wait "$durability_pglite_pid" || durability_pglite_status=$?
durability_postgres_status=0
if [ -n "$durability_postgres_pid" ]; then wait "$durability_postgres_pid" || durability_postgres_status=$?; fi
background_pids=()
cat "$postgres_log"; rm -f "$postgres_log"
# Printed last, so that a failed drill's report is in the tail of the log CI keeps.
step "durability reports"
cat "$durability_pglite_log" "$durability_postgres_log"; rm -f "$durability_pglite_log" "$durability_postgres_log"
if [ "$e2e_status" -ne 0 ] || [ "$durability_pglite_status" -ne 0 ] || [ "$durability_postgres_status" -ne 0 ] ||
  [ "$postgres_status" -ne 0 ]; then
  echo "end-to-end tests exited $e2e_status, durability (PGlite) exited $durability_pglite_status," \
    "durability (PostgreSQL) exited $durability_postgres_status, integration tests (PostgreSQL) exited $postgres_status"
  exit 1
fi
step "done"
