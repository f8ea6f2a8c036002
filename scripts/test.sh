#!/usr/bin/env bash
# The whole test suite, as a newcomer and CI run it: npm test
# lint → unit → integration (real SQLite file) → build → API tests against `next start` → memory and
# two-server tests (their own `next start`) → browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/lib.sh
suite_started=$SECONDS

ensure_node_modules
ensure_chromium
ensure_system_fonts

step "lint (eslint + tsc --noEmit)"
npm run --silent lint

reports="$PWD/data/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
# vitest_run <project> [report name] [file filters…]: one JSON report per run, added up at the end.
vitest_run() {
  local project=$1 report=${2:-$1}
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile="$reports/$report.json" "${@:3}"
}

step "unit tests"
vitest_run unit

# One throwaway database for everything below, apart from the demo's data/hotel.db.
test_dir="$PWD/data/test"
rm -rf "$test_dir" && mkdir -p "$test_dir"
export DATABASE_URI="file:$test_dir/hotel.db" MEDIA_DIR="$test_dir/media"
step "test database: migrate and seed $DATABASE_URI"
npm run --silent seed

step "integration tests (Payload on the SQLite file)"
vitest_run integration

# The public origin of canonical, hreflang and image URLs: the address served below (TEST_BASE_URL),
# set before the build because statically rendered pages carry it.
export SITE_URL="http://127.0.0.1:${TEST_PORT:-3311}"
# The tests stand in for a reverse proxy: each simulated visitor names its address in X-Forwarded-For,
# as a proxy would append it (one trusted hop). tests/servers/client-address.servers.test.ts starts its
# own server without TRUST_PROXY to show that a client's header is then ignored.
export TRUST_PROXY="${TRUST_PROXY:-1}"

ensure_build

port=${TEST_PORT:-3311}
export TEST_BASE_URL="http://127.0.0.1:$port"
# The tests must run against the server started here, not whatever else answers on the port.
if port_answers 127.0.0.1 "$port"; then echo "port $port is taken: stop what listens there or set TEST_PORT" >&2; exit 1; fi
# A real SMTP server beside it (tests/support/mailbox-server.mjs): the browser tests read the e-mails
# guests and staff would receive from $MAILBOX_DIR.
mailbox_port=${TEST_SMTP_PORT:-2526}
if port_answers 127.0.0.1 "$mailbox_port"; then echo "port $mailbox_port is taken: stop what listens there or set TEST_SMTP_PORT" >&2; exit 1; fi
export MAILBOX_DIR="$test_dir/mailbox"
node tests/support/mailbox-server.mjs "$mailbox_port" "$MAILBOX_DIR" > "$test_dir/mailbox.log" 2>&1 &
mailbox_pid=$!
step "starting next start on $TEST_BASE_URL"
# Its own process group, so that stopping it stops every process next start made.
# Scheduled publishing looks for due jobs every 5 s instead of 30 s, so its browser test waits less.
SMTP_URL="smtp://relay:relay-secret@127.0.0.1:$mailbox_port" JOBS_POLL_MS=5000 PORT=$port setsid npm run --silent start > "$test_dir/server.log" 2>&1 &
server_pid=$!
trap 'kill -- -$server_pid 2>/dev/null || true; kill $mailbox_pid 2>/dev/null || true' EXIT
wait_for_url "$TEST_BASE_URL/api/language" 60 || { cat "$test_dir/server.log"; exit 1; }

step "API tests"
vitest_run api

step "bounded memory: 50,000 distinct public query strings against one next start"
vitest_run servers servers-memory tests/servers/bounded-memory

step "page cache: a crawl of the whole sitemap, then every page again from the cache"
vitest_run servers servers-page-cache tests/servers/page-cache

step "error pages: next start on a database that fails under it"
vitest_run servers servers-errors tests/servers/error-pages

step "outbox: a server killed in a burst of bookings, the mail server down, an address refused"
vitest_run servers servers-outbox tests/servers/outbox

# PostgreSQL and Redis on 127.0.0.1, as in CI. A laptop without either skips this test in one line;
# with only one of them the test runs and says which is missing. CI never skips it.
if [ "${CI:-}" != "true" ] && ! port_answers 127.0.0.1 5432 && ! port_answers 127.0.0.1 6379; then
  echo "two-server test skipped: PostgreSQL and Redis are not reachable on 127.0.0.1"
else
  step "two-server test: two next start on one PostgreSQL and one Redis"
  vitest_run servers servers-two tests/servers/two-servers
fi

# The password reset on PostgreSQL (the SQLite case is among the API tests); it skips itself in one line
# where PostgreSQL does not answer, except in CI.
step "password reset on PostgreSQL: next start on a fresh PostgreSQL database, the e-mail at a real SMTP server"
vitest_run servers servers-reset tests/servers/password-reset-postgres

step "browser tests (Playwright in Debian's chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

echo
echo "test suite: all steps passed in $((SECONDS - suite_started)) s"
node scripts/test-summary.mjs "$reports"/*.json
