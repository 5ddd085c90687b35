#!/usr/bin/env bash
# Proves the deployment in deploy/: two instances on loopback ports behind nginx (deploy/nginx.conf
# with the ports rewritten, its own temporary prefix for pid, logs, temporary files and cache):
#   (a) the same seeded body gives identical bytes (elapsedMs aside) through nginx and from each
#       instance;
#   (b) stopping one instance (SIGTERM) during a bounded load through nginx loses no request,
#       and the instance drains and exits 0;
#   (c) a repeated body is served from nginx's cache (X-Cache-Status: HIT).
# Installs nothing: fails loudly when nginx is missing. Cleans up everything it started, on
# success and on failure. Uses the build in build/ (npm run build first).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'deploy check: %s\n' "$*"; }
die() {
  printf '\n*** deploy check FAILED: %s ***\n\n' "$*" >&2
  exit 1
}

NGINX="$(command -v nginx || true)"
[ -n "$NGINX" ] || NGINX=/usr/sbin/nginx
[ -x "$NGINX" ] || die "nginx is not installed (Debian: apt-get install -y --no-install-recommends nginx)"
command -v curl >/dev/null || die "curl is not installed"
[ -f build/src/server.js ] || die "build/src/server.js is missing: run npm run build first"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/odds-deploy-check.XXXXXX")"
# nginx's workers run as an unprivileged user when the master is root: they must reach the prefix
chmod 755 "$WORK"
mkdir -p "$WORK/logs" "$WORK/temp"
PIDS=()

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  # nginx runs in the foreground as a child of this script: SIGTERM below stops it (fast shutdown)
  for pid in "${PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${PIDS[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ]; then
    for f in "$WORK"/a.log "$WORK"/b.log "$WORK"/logs/error.log; do
      [ -f "$f" ] && { echo "--- last lines of $f" >&2; tail -n 15 "$f" >&2; }
    done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# three free loopback ports (asked of the kernel, then released)
read -r PORT_A PORT_B PORT_LB < <(node -e '
  const net = require("node:net");
  const one = () => new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => ok(p)); }); });
  (async () => { const ps = new Set(); while (ps.size < 3) ps.add(await one()); console.log([...ps].join(" ")); })();')

start_instance() {
  local name=$1 port=$2
  PORT=$port HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 LOG_LEVEL=info SHUTDOWN_TIMEOUT_MS=15000 \
    node build/src/server.js >"$WORK/$name.log" 2>&1 &
  PIDS+=($!)
  eval "PID_$name=$!"
}
start_instance a "$PORT_A"
start_instance b "$PORT_B"

wait_ready() {
  local url=$1
  for _ in $(seq 1 150); do
    curl -fsS -o /dev/null "$url/ready" 2>/dev/null && return 0
    sleep 0.2
  done
  die "$url/ready did not answer 200 within 30 s"
}
wait_ready "http://127.0.0.1:$PORT_A"
wait_ready "http://127.0.0.1:$PORT_B"
say "instances ready on $PORT_A (pid $PID_a) and $PORT_B (pid $PID_b)"

sed -e "s/127\.0\.0\.1:3001/127.0.0.1:$PORT_A/; s/127\.0\.0\.1:3002/127.0.0.1:$PORT_B/; s/127\.0\.0\.1:8080/127.0.0.1:$PORT_LB/" \
  deploy/nginx.conf >"$WORK/nginx.conf"
grep -q "127.0.0.1:$PORT_LB" "$WORK/nginx.conf" || die "could not set nginx's port"
"$NGINX" -t -q -p "$WORK/" -e "$WORK/logs/error.log" -c "$WORK/nginx.conf" || die "nginx refused the configuration"
"$NGINX" -p "$WORK/" -e "$WORK/logs/error.log" -c "$WORK/nginx.conf" -g 'daemon off;' &
PIDS+=($!)
LB="http://127.0.0.1:$PORT_LB"
wait_ready "$LB"
say "nginx on $PORT_LB, prefix $WORK"

# in the background so that an interrupt reaches the trap at once, not after the proofs
node deploy/proofs.mjs "$LB" "http://127.0.0.1:$PORT_A" "http://127.0.0.1:$PORT_B" "$PID_a" &
PROOFS=$!
PIDS+=("$PROOFS")
wait "$PROOFS" || die "a proof failed (above)"

# instance A drained and exited by itself, with status 0
for _ in $(seq 1 100); do
  kill -0 "$PID_a" 2>/dev/null || break
  sleep 0.2
done
kill -0 "$PID_a" 2>/dev/null && die "instance A still runs 20 s after SIGTERM"
set +e
wait "$PID_a"
CODE_A=$?
set -e
[ "$CODE_A" -eq 0 ] || die "instance A exited with status $CODE_A"
grep -q '"msg":"drained; closed"' "$WORK/a.log" || die "instance A did not log a clean drain"
SERVED_A=$(grep -c "upstream=127.0.0.1:$PORT_A " "$WORK/logs/access.log" || true)
SERVED_B=$(grep -c "upstream=127.0.0.1:$PORT_B" "$WORK/logs/access.log" || true)
[ "$SERVED_A" -gt 0 ] && [ "$SERVED_B" -gt 0 ] || die "nginx did not balance: A served $SERVED_A, B $SERVED_B"
say "instance A drained and exited 0; nginx sent $SERVED_A requests to A and $SERVED_B to B"
say "all proofs passed"
