#!/usr/bin/env bash
# The whole suite: static checks; unit + integration tests on PGlite, with the integration tests on PostgreSQL (when
# TEST_DATABASE_URL is set), the production build and its short crash drills (SIGKILL under load) alongside; then the
# browser tests (journeys, and the visual project beside them). Steps that wait more than they compute overlap on the
# two cores (decisions 019, 035). The browser tests run last, alone: flake-free journeys under CI's load come first
# (issue #21).
set -euo pipefail
cd "$(dirname "$0")/.."
# A step that fails ends the suite: what runs in the background (each in a process group of its own) must not
# outlive it.
trap 'for pid in "${postgres_pid:-}" "${drills_pid:-}"; do [ -n "$pid" ] && kill -- -"$pid" 2>/dev/null; done; true' EXIT
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
# The PostgreSQL run, the build with its size check and the two crash drills wait more than they compute (on the
# database server, on timing floors, on a killed server's jobs): they run in the background, each in a process group
# of its own, while Vitest on PGlite runs in the foreground. Their output is printed whole when they end.
postgres_log=$(mktemp); drills_log=$(mktemp)
setsid bash scripts/test-postgres.sh >"$postgres_log" 2>&1 & postgres_pid=$!
setsid bash scripts/build-and-drills.sh >"$drills_log" 2>&1 & drills_pid=$!
step "unit and integration tests (PGlite), with the PostgreSQL run, the build and the crash drills alongside"
npx vitest run
step "integration tests (PostgreSQL)"
postgres_status=0; wait "$postgres_pid" || postgres_status=$?
postgres_pid=""
cat "$postgres_log"; rm -f "$postgres_log"
# Printed last, so that a failed drill's report is in the tail of the log CI keeps.
step "production build, initial JavaScript per screen, crash drills"
drills_status=0; wait "$drills_pid" || drills_status=$?
drills_pid=""
cat "$drills_log"; rm -f "$drills_log"
if [ "$postgres_status" -ne 0 ] || [ "$drills_status" -ne 0 ]; then
  echo "integration tests (PostgreSQL) exited $postgres_status; build, size and drills exited $drills_status"
  exit 1
fi
step "browser tests (Chromium): journeys and the visual project"; npx playwright test
step "done"
