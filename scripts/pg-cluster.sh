#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the tests, in a fresh temporary folder, on a loopback port.
#
#   eval "$(bash scripts/pg-cluster.sh start)"   # sets PG_CLUSTER_DIR and TEST_POSTGRES_URL
#   bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR"
#
# start installs Debian's postgresql packages with apt-get when the server is missing, runs initdb
# in a new folder under $TMPDIR (as the `postgres` user when run as root: PostgreSQL refuses to run
# as root), starts the server on 127.0.0.1 only (PG_PORT, else a free port the kernel picks), with
# a random password, creates the database `codelift` and prints two shell assignments. Nothing
# outside the folder is touched: the socket, the data and the log live in it. stop stops the server
# and removes the folder. A start that fails cleans up after itself.
set -euo pipefail

PG_VERSION=15
PG_BIN="${PG_BIN:-/usr/lib/postgresql/$PG_VERSION/bin}"

log() { echo "pg-cluster: $*" >&2; }

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

install_server() {
  log "PostgreSQL $PG_VERSION is missing: installing Debian's postgresql packages…"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  # postgresql-contrib is part of postgresql-15 on Debian 12 (unaccent comes with the server).
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "postgresql-$PG_VERSION" postgresql-contrib >&2
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

stop_cluster() {
  local dir="$1"
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

start_cluster() {
  if [ ! -x "$PG_BIN/initdb" ]; then install_server; fi
  [ -x "$PG_BIN/initdb" ] || { log "no initdb in $PG_BIN after installing"; exit 1; }
  if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
    log "running as root and there is no postgres user to run the server as"
    exit 1
  fi

  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/codelift-pg.XXXXXX")"
  # From here on, any failure removes what was made.
  trap 'stop_cluster "$dir"' ERR INT TERM
  chmod 755 "$dir"
  if [ "$(id -u)" = "0" ]; then chown postgres: "$dir"; fi

  local password port
  password="$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"
  printf '%s\n' "$password" >"$dir/pwfile"
  chmod 600 "$dir/pwfile"
  if [ "$(id -u)" = "0" ]; then chown postgres: "$dir/pwfile"; fi

  as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" --auth=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    false
  }
  rm -f "$dir/pwfile"

  local tries=0
  while :; do
    port="${PG_PORT:-$(free_port)}"
    # A throwaway cluster: durability off (fsync, full page writes) for speed; loopback only.
    if as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200" \
      start >/dev/null 2>&1; then
      break
    fi
    tries=$((tries + 1))
    if [ -n "${PG_PORT:-}" ] || [ "$tries" -ge 3 ]; then
      cat "$dir/server.log" >&2 || true
      log "the server did not start"
      false
    fi
  done

  PGPASSWORD="$password" "$PG_BIN/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
    -c "CREATE DATABASE codelift" >&2
  trap - ERR INT TERM
  echo "PG_CLUSTER_DIR=$dir"
  echo "TEST_POSTGRES_URL=postgresql://postgres:$password@127.0.0.1:$port/codelift"
}

case "${1:-}" in
  start) start_cluster ;;
  stop) stop_cluster "${2:-${PG_CLUSTER_DIR:-}}" ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
