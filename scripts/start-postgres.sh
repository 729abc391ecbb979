#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 (no systemd), as the postgres user.
# Prints the connection URL on stdout. Usage: scripts/start-postgres.sh DIR [PORT]
set -euo pipefail
dir=${1:?data directory}
port=${2:-}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
if [ -z "$port" ]; then
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')
fi
run_as_postgres() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
mkdir -p "$dir"
[ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
if [ ! -f "$dir/PG_VERSION" ]; then
  run_as_postgres "'$bin/initdb' -D '$dir' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
fi
run_as_postgres "'$bin/pg_ctl' -D '$dir' -w -t 60 -l '$dir/server.log' -o \"-c listen_addresses=127.0.0.1 -p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
