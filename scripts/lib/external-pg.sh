#!/usr/bin/env bash
# scripts/test's external-database check: the server's test suite against Debian's PostgreSQL
# package, started here as an ordinary cluster on a free loopback port and handed to the tests
# as an external database (TEST_DATABASE_URL), so the path operators use (DATABASE_URL to a
# PostgreSQL they run) is proven, not assumed: the whole suite, with the connection, migration,
# failover and replica tests (src/db). The tests that start `node src/main.ts` start its own
# embedded PostgreSQL whatever the test cluster is, so they prove that path here too.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
ensure_toolchain
ensure_debian_postgres || exit 1
cd "$ROOT"

dir="$(mktemp -d "${TMPDIR:-/tmp}/portal-debian-pg-XXXXXX")"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root: the package's own user owns the cluster.
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() {
  "${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
"${as_owner[@]}" "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -w -l "$dir/postgres.log" \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=300 -c fsync=off" \
  start >/dev/null
echo "Debian PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

cd apps/server
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" pnpm exec vitest run \
  --reporter=default --reporter=json --outputFile.json="$ROOT/.data/test-results/vitest-external-pg.json"
