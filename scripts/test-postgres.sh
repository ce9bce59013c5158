#!/usr/bin/env bash
# Runs the integration suite against real PostgreSQL. Each test file gets its own fresh database.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run (.ci/run sets it; see README)."
  exit 0
fi
TEST_DB=postgres npx vitest run tests/integration
