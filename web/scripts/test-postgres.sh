#!/usr/bin/env bash
# Runs the database tests against a real PostgreSQL server (the production engine of web/src/lib/db),
# with nothing to set up by hand:
#
#   npm run test:postgres -w web            # or: bash web/scripts/test-postgres.sh [vitest args]
#
# 1. Finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin); when it is missing and we are
#    root, installs it with `apt-get install -y postgresql` (the cluster apt creates is not used).
# 2. initdb's a throwaway cluster in a temporary directory (trust auth, loopback only, its socket in
#    that directory) and starts it with pg_ctl on a free port. PostgreSQL refuses to run as root, so
#    as root the server runs as the `postgres` user (runuser, else su); otherwise as yourself.
# 3. Exports DATABASE_URL=postgres://postgres@127.0.0.1:<port>/forecourt_test and runs
#    `vitest run src/lib/db` (plus any arguments given), which then also runs the PostgreSQL half of
#    the contract (without DATABASE_URL those tests are skipped with a printed reason).
# 4. Stops the server and deletes the cluster on exit, whatever happened.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
web="$(dirname "$here")"

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin="$(pg_bin || true)"
if [[ -z "$bin" ]]; then
  if [[ $EUID -ne 0 ]]; then
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql' first." >&2
    exit 1
  fi
  echo "Installing PostgreSQL (apt-get)..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null
  bin="$(pg_bin)"
fi

# Run a PostgreSQL program as a user it accepts.
as_pg() {
  if [[ $EUID -ne 0 ]]; then
    "$@"
  elif command -v runuser >/dev/null; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

if [[ $EUID -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
fi

tmp="$(mktemp -d -t forecourt-pg.XXXXXX)"
data="$tmp/data"
[[ $EUID -eq 0 ]] && chown postgres "$tmp"

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  local status=$?
  if [[ -f "$data/postmaster.pid" ]]; then as_pg "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT INT TERM

echo "Starting PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (cluster in $tmp)..."
as_pg "$bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
as_pg "$bin/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c fsync=off -c full_page_writes=off" start >/dev/null
as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres forecourt_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/forecourt_test"
cd "$web"
# The PGlite half of these files already ran in the unit task (`vitest run`); only PostgreSQL's here.
DATABASE_TESTS_ONLY=postgres npx vitest run src/lib/db src/lib/reservations src/lib/payments "$@"
