#!/usr/bin/env bash
# Stops the server started by start-postgres.sh. Usage: scripts/stop-postgres.sh DIR
set -uo pipefail
dir=${1:?data directory}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ "$(id -u)" = "0" ]; then
  su postgres -s /bin/bash -c "'$bin/pg_ctl' -D '$dir' -m fast stop" >/dev/null 2>&1 || true
else
  "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
fi
