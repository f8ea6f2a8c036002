#!/usr/bin/env bash
# Quick start: install, migrate, seed, build and serve the site with demo content on SQLite.
#   npm run demo            → http://localhost:3000   (PORT=8080 npm run demo for another port)
# Every step runs once and only when needed: the install when node_modules is missing or older than the
# lock file, the seed (which migrates first) when the database is new, the demo content changed or a
# build is due (so that it builds against a migrated database), the build when sources changed.
# Otherwise nothing runs before `next start`, which applies any migration still pending itself.
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
if seeded && ! build_is_stale; then
  step "demo content already in $database"
else
  step "migrating and seeding $database"
  seed_started=$SECONDS
  npm run --silent seed
  mkdir -p data && echo "$seed_stamp" > data/.seeded
  echo "  seeded in $((SECONDS - seed_started)) s"
fi
# Canonical, hreflang and image URLs name the address served below (the production build needs it too).
export SITE_URL="http://localhost:${PORT:-3000}"
ensure_build
step "serving on http://localhost:${PORT:-3000} ($((SECONDS - demo_started)) s since npm run demo started)"
echo "  staff login: http://localhost:${PORT:-3000}/admin — ${SEED_ADMIN_EMAIL:-staff@aurelia-hotels.example} / ${SEED_ADMIN_PASSWORD:-aurelia-demo-2026}"
exec npm run --silent start
