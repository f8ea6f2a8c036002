#!/usr/bin/env bash
# Quick start: install, migrate, seed, build and serve the site with demo content on SQLite.
#   npm run demo            → http://localhost:3000   (PORT=8080 npm run demo for another port)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/lib.sh

ensure_node_modules
step "migrating and seeding ${DATABASE_URI:-data/hotel.db}"
# The seed runs again only when the demo content changed (it is idempotent either way).
seed_stamp="$(cat seed/*.ts seed/*/*.ts | sha1sum | cut -c1-16) ${DATABASE_URI:-default}"
if [ -f data/.seeded ] && [ "$(cat data/.seeded)" = "$seed_stamp" ]; then
  npm run --silent migrate
else
  npm run --silent seed
  mkdir -p data && echo "$seed_stamp" > data/.seeded
fi
# Canonical, hreflang and image URLs name the address served below (set before the build: static pages carry it).
export SITE_URL="http://localhost:${PORT:-3000}"
ensure_build
step "serving on http://localhost:${PORT:-3000}"
echo "  staff login: http://localhost:${PORT:-3000}/admin — ${SEED_ADMIN_EMAIL:-staff@aurelia-hotels.example} / ${SEED_ADMIN_PASSWORD:-aurelia-demo-2026}"
exec npm run --silent start
