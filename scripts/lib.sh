# Shared steps of scripts/demo.sh and scripts/test.sh.

step() { printf '\n\033[1m▸ %s\033[0m\n' "$*"; }

# Installs dependencies when node_modules is missing or older than the lock file.
ensure_node_modules() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # npm install, not npm ci: the registry here lacks some other platforms' optional binaries
    # (@swc/core-darwin-*, @tailwindcss/oxide-*), so the lock file cannot list them and npm ci refuses it.
    # --prefer-offline: packages already in npm's cache are not asked about again (the lock file pins them).
    step "installing dependencies (npm install from package-lock.json)"
    local started=$SECONDS
    npm install --no-audit --no-fund --prefer-offline
    echo "  installed in $((SECONDS - started)) s"
  fi
}

# True when there is no build yet, or sources changed since the last one.
build_is_stale() {
  [ ! -f .next/BUILD_ID ] || [ -n "$(find src public package-lock.json next.config.ts cache-handler.mjs -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]
}

# Builds when build_is_stale.
ensure_build() {
  if build_is_stale; then
    step "building (next build)"
    local started=$SECONDS
    npm run --silent build
    echo "  built in $((SECONDS - started)) s"
  fi
}

# Installs Debian packages quietly, as root or through sudo.
apt_install() {
  local run=()
  if [ "$(id -u)" -ne 0 ]; then run=(sudo); fi
  "${run[@]}" apt-get update -qq && "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Debian's Chromium for the browser tests (never 'playwright install': it downloads a browser).
ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  step "installing Debian's chromium"
  apt_install chromium
}

# The system's own Thai and CJK faces, as every phone has: Debian's fonts-thai-tlwg (whose Loma the site's
# Thai fallback face is measured from, scripts/thai-fallback-metrics.mjs) and fonts-noto-cjk. Without them
# Thai and Japanese text is drawn from no face at all, and the browser tests of fonts and layout in those
# languages measure nothing a visitor sees.
ensure_system_fonts() {
  local missing=()
  fc-list :lang=th family 2>/dev/null | grep -q . || missing+=(fonts-thai-tlwg)
  fc-list :lang=ja family 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk)
  if [ ${#missing[@]} -eq 0 ]; then return; fi
  step "installing Debian's ${missing[*]}"
  apt_install "${missing[@]}"
}

# Waits until a URL answers, or fails after $2 seconds.
wait_for_url() {
  local url=$1 limit=${2:-60} waited=0
  until curl -fsS -o /dev/null "$url" 2>/dev/null; do
    sleep 0.5
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 2)) ]; then echo "no answer from $url after ${limit} s" >&2; return 1; fi
  done
}

# Whether something accepts TCP connections on host $1, port $2 (within 1 s).
port_answers() {
  node -e 'const socket = require("node:net").connect(+process.argv[2], process.argv[1])
socket.setTimeout(1000, () => process.exit(1))
socket.on("connect", () => process.exit(0))
socket.on("error", () => process.exit(1))' "$1" "$2"
}
