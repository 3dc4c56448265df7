#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and local trials of `intentguard serve --postgres`:
# initdb under DIR, listening on 127.0.0.1:PORT only, trust auth (loopback, throwaway data).
#   scripts/pg-test-server.sh start DIR PORT   prints the connection URL
#   scripts/pg-test-server.sh stop DIR
# Exit 3 when the PostgreSQL server binaries are not installed (apt-get install postgresql).
set -euo pipefail
cmd=${1:-}
dir=${2:-}
if [[ -z "$cmd" || -z "$dir" ]]; then
  echo "usage: $0 start DIR PORT | stop DIR" >&2
  exit 2
fi

bindir=""
if command -v pg_config >/dev/null 2>&1 && [[ -x "$(pg_config --bindir)/initdb" ]]; then
  bindir=$(pg_config --bindir)
else
  for candidate in /usr/lib/postgresql/*/bin; do
    [[ -x "$candidate/initdb" ]] && bindir=$candidate
  done
fi
if [[ -z "$bindir" ]] && command -v initdb >/dev/null 2>&1; then bindir=$(dirname "$(command -v initdb)"); fi
if [[ -z "$bindir" || ! -x "$bindir/pg_ctl" ]]; then
  echo "PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql" >&2
  exit 3
fi

# PostgreSQL refuses to run as root: run it as the postgres user then (the Debian package makes one)
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    local owner=${PG_TEST_USER:-postgres}
    runuser -u "$owner" -- "$@"
  else
    "$@"
  fi
}
owner_name() {
  if [[ $(id -u) -eq 0 ]]; then echo "${PG_TEST_USER:-postgres}"; else id -un; fi
}

case "$cmd" in
  start)
    port=${3:?PORT}
    mkdir -p "$dir"
    if [[ $(id -u) -eq 0 ]]; then chown "$(owner_name)" "$dir"; fi
    as_owner "$bindir/initdb" -D "$dir/data" -A trust -U "$(owner_name)" --no-sync >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      exit 1
    }
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null || {
      cat "$dir/server.log" >&2
      exit 1
    }
    echo "postgres://$(owner_name)@127.0.0.1:$port/postgres"
    ;;
  stop)
    [[ -d "$dir/data" ]] && as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
