#!/usr/bin/env bash
# scripts/test's set-up-anywhere check: clones this checkout's HEAD into a fresh folder only its
# owner can enter (mode 0700), installs the server's dependencies there from pnpm's store
# (frozen; offline when the store has everything; nothing from this checkout's node_modules),
# starts the server from the clone on its own embedded PostgreSQL, asserts /healthz answers,
# stops it and cleans up.
# Run as root this is the case that used to fail (`spawn .../initdb EACCES`).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_toolchain
home="$(mktemp -d "${TMPDIR:-/tmp}/portal-clone-XXXXXX")"
chmod 0700 "$home"
clone="$home/portal"
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -TERM "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
  fi
  # As root the cluster lives outside the closed folder; its location is noted beside .data/pg.
  if [ -f "$clone/.data/pg.location" ]; then rm -rf "$(dirname "$(cat "$clone/.data/pg.location")")"; fi
  rm -rf "$home"
}
trap cleanup EXIT
started=$SECONDS

git clone -q "$ROOT" "$clone"
git -C "$clone" checkout -q --detach "$(git -C "$ROOT" rev-parse HEAD)"
echo "cloned HEAD into $clone (folder mode $(stat -c %a "$home"), as $(id -un))"

# Only what the server needs: it and the workspace packages it imports; nothing is built.
(cd "$clone" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --prefer-offline \
  --filter "@portal/server..." --reporter=silent)
echo "installed in $((SECONDS - started)) s"

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
(cd "$clone" && PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn exec node apps/server/src/main.ts) \
  >"$home/server.log" 2>&1 &
server=$!
for _ in $(seq 1 480); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
    echo "the clone's server answers /healthz ($((SECONDS - started)) s after the clone)"
    kill -TERM "$server"
    wait "$server" && status=0 || status=$?
    server=""
    [ "$status" = 0 ] || { echo "the clone's server did not stop cleanly (exit $status)" >&2; exit 1; }
    exit 0
  fi
  kill -0 "$server" 2>/dev/null || break
  sleep 0.25
done
echo "the clone's server did not answer /healthz:" >&2
tail -20 "$home/server.log" >&2
exit 1
