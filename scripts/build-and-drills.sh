#!/usr/bin/env bash
# The production build, the initial-JavaScript budget, then the short crash drills (SIGKILL under load) on PGlite and,
# when TEST_DATABASE_URL is set, on PostgreSQL, side by side (each picks free ports of its own). Run by test-all.sh
# in the background; a failing step ends it with that step's status.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== production build"; npm run --silent build
echo "== initial JavaScript per screen within budget"; npm run --silent size
echo "== crash drills (short, PGlite and PostgreSQL side by side)"
pglite_log=$(mktemp)
npm run --silent durability -- --kills 5 --db pglite >"$pglite_log" 2>&1 & pglite_pid=$!
postgres_status=0
if [ -n "${TEST_DATABASE_URL:-}" ]; then npm run --silent durability -- --kills 5 --db postgres || postgres_status=$?; fi
pglite_status=0; wait "$pglite_pid" || pglite_status=$?
cat "$pglite_log"; rm -f "$pglite_log"
if [ "$pglite_status" -ne 0 ] || [ "$postgres_status" -ne 0 ]; then
  echo "crash drill (PGlite) exited $pglite_status, crash drill (PostgreSQL) exited $postgres_status"
  exit 1
fi
