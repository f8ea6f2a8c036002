#!/usr/bin/env bash
# Quick start: install, migrate, seed, build and serve the site with demo content on SQLite.
#   npm run demo            → http://localhost:3000   (PORT=8080 npm run demo for another port)
# Every step runs once and only when needed: the install when node_modules is missing or older than the
# lock file, the seed (which migrates first) when the database is new or the demo content changed, the
# build when sources changed. The build renders no page and reads no database (pages are rendered on
# their first request), so seed and build run side by side. Otherwise nothing runs before
# `next start`, which applies any migration still pending itself.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/lib.sh
demo_started=$SECONDS

ensure_node_modules

database=${DATABASE_URI:-file:data/hotel.db}
seed_stamp="$(cat seed/*.ts seed/*/*.ts | sha1sum | cut -c1-16) $database"
seeded() {
  [ -f data/.seeded ] && [ "$(cat data/.seeded)" = "$seed_stamp" ] || return 1
  # A stamp says nothing about a database or media folder deleted since; PostgreSQL is always seeded
  # again (a re-run that finds everything in place writes nothing).
  case "$database" in file:*) [ -f "${database#file:}" ] && [ -d "${MEDIA_DIR:-data/media}" ] ;; *) return 1 ;; esac
}
# Canonical, hreflang and image URLs name the address served below (the production build needs it too).
export SITE_URL="http://localhost:${PORT:-3000}"
seed_pid=
if seeded; then
  step "demo content already in $database"
else
  # In the background, beside the build; its lines are shown once it is done.
  step "migrating and seeding $database (beside the build; its log follows when it is done)"
  # Its own process group, so that a failed build stops the seed and every process it made.
  mkdir -p data
  SEED_STAMP="$seed_stamp" setsid bash -c 'started=$SECONDS
    npm run --silent seed && echo "$SEED_STAMP" > data/.seeded && echo "  seeded in $((SECONDS - started)) s"' \
    > data/.seed.log 2>&1 &
  seed_pid=$!
  trap 'kill -- -$seed_pid 2>/dev/null || true' EXIT
fi
ensure_build
if [ -n "$seed_pid" ]; then
  seed_status=0
  wait "$seed_pid" || seed_status=$?
  trap - EXIT
  step "seed log"
  cat data/.seed.log
  if [ "$seed_status" -ne 0 ]; then echo "the seed failed (data/.seed.log)" >&2; exit "$seed_status"; fi
fi
step "serving on http://localhost:${PORT:-3000} ($((SECONDS - demo_started)) s since npm run demo started)"
echo "  staff login: http://localhost:${PORT:-3000}/admin — ${SEED_ADMIN_EMAIL:-staff@aurelia-hotels.example} / ${SEED_ADMIN_PASSWORD:-aurelia-demo-2026}"
exec npm run --silent start
