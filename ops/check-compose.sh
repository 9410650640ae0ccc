#!/usr/bin/env bash
# Runs compose.yaml for real with podman-compose and checks the stack a company runs (issue 18 item 6,
# ADR 51): PostgreSQL, two portal processes started together, Caddy in front.
#
#   ops/check-compose.sh                  # portal image from the Dockerfile (base: NODE_IMAGE, see below)
#   ops/check-compose.sh --local-base     # no registry: the Node 24 base ops/check-image.sh --local-base makes
#   CHECK_SKIP_BUILD=1 ops/check-compose.sh   # images built before
#   CHECK_KEEP=1 ops/check-compose.sh     # leave the stack running afterwards (podman-compose … down to end it)
#
# It checks: the two portal processes start together on an empty database and the migrations are applied
# once (the advisory lock, ADR 38) and the demo data seeded once; /api/health and /api/ready answer through
# the proxy; the proxy balances across both processes (requests counted in each one's JSON log by their
# X-Request-Id); sign-in with a demo account through the proxy; each image's HEALTHCHECK; a `stop` (SIGTERM)
# makes that process answer /api/ready 503 while it drains, the proxy sends everything to the other one
# meanwhile (no failed request), the process exits 0 and comes back.
#
# STAND-INS: where `postgres:17-bookworm` and `caddy:2` cannot be pulled (no registry here), CHECK_STANDINS=1
# (the default) builds look-alikes from Debian bookworm packages (PostgreSQL 15, Caddy 2.6) on the same
# base (ops/compose-check/*.Containerfile) and puts them in place with ops/compose-check/compose.standins.yaml
# on top of compose.yaml. CHECK_STANDINS=0 runs compose.yaml's own images. Everything else is compose.yaml.
#
# podman-compose 1.0.3 (Debian bookworm) ignores `depends_on: condition: service_healthy`: the script
# does what Docker Compose does there, starting PostgreSQL first and the rest once its health check passes.
# Needs: podman, podman-compose, iptables (netavark's bridge network, whose DNS lets the services find each
# other by name), bc, curl. Sandbox notes as in ops/check-image.sh (cgroup v1, no CAP_SYS_RESOURCE): PODMAN_FLAGS and lowered ulimits.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=${NODE_VERSION:-24.21.0}
BASE=${NODE_IMAGE:-node:24-bookworm-slim}
[[ ${1:-} == --local-base ]] && BASE=localhost/node:${NODE_VERSION}-bookworm-local
PROJECT=${CHECK_PROJECT:-portal-check}
PORT=${CHECK_PORT:-3206}
STANDINS=${CHECK_STANDINS:-1}
PODMAN_FLAGS=${PODMAN_FLAGS:---runtime runc --cgroup-manager=cgroupfs}
read -r -a PODMAN <<<"podman $PODMAN_FLAGS"
LIMITS=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)
FILES=(-f compose.yaml)
[[ $STANDINS == 1 ]] && FILES+=(-f ops/compose-check/compose.standins.yaml)
COMPOSE=(podman-compose -p "$PROJECT" --podman-args "$PODMAN_FLAGS" --podman-run-args "${LIMITS[*]}" "${FILES[@]}")
PROXY=http://127.0.0.1:$PORT
export SESSION_SECRET=${SESSION_SECRET:-check-compose-secret-check-compose-secret-00}
export SEED_DEMO=true PORTAL_PORT=$PORT PUBLIC_URL=$PROXY
TMP=$(mktemp -d)
failures=0

step() { printf '\n== %s\n' "$*"; }
ok() { printf '  ok   %s\n' "$*"; }
fail() {
  printf '  FAIL %s\n' "$*"
  failures=$((failures + 1))
}
container() { "${PODMAN[@]}" ps -a --format '{{.Names}}' --filter "label=io.podman.compose.project=$PROJECT" --filter "label=com.docker.compose.service=$1" | head -1; }
psql_in() { "${PODMAN[@]}" exec "$(container postgres)" psql -U portal -d portal -tA -c "$1"; }
# The portal processes publish no port: ask them at their address on the compose network (rootful podman
# routes the bridge from the host). 000 = no answer.
ready_inside() {
  local ip
  ip=$("${PODMAN[@]}" inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$1" 2>/dev/null || true)
  curl -s -o /dev/null -m 3 -w '%{http_code}' "http://${ip:-0.0.0.0}:3000/api/ready" || true
}

if [[ -z ${CHECK_SKIP_BUILD:-} ]]; then
  if [[ $BASE == localhost/* ]] && ! "${PODMAN[@]}" image exists "$BASE"; then
    echo "no $BASE: make it with ops/check-image.sh --local-base first" >&2
    exit 1
  fi
  step "portal image portal:local from the Dockerfile on $BASE"
  "${PODMAN[@]}" build -q --format docker "${LIMITS[@]}" --network host --build-arg "NODE_IMAGE=$BASE" -t localhost/portal:local .
  if [[ $STANDINS == 1 ]]; then
    step "stand-in images from Debian bookworm packages (for this check only)"
    "${PODMAN[@]}" build -q "${LIMITS[@]}" --network host --build-arg "BASE=$BASE" \
      -f ops/compose-check/postgres.Containerfile -t localhost/portal-standin-postgres:15-bookworm ops/compose-check
    "${PODMAN[@]}" build -q "${LIMITS[@]}" --network host --build-arg "BASE=$BASE" \
      -f ops/compose-check/caddy.Containerfile -t localhost/portal-standin-caddy:2.6-bookworm ops/compose-check
  fi
fi

cleanup() {
  if [[ -n ${CHECK_KEEP:-} ]]; then
    echo "stack left running: ${COMPOSE[*]} down -v"
  else
    "${COMPOSE[@]}" down -v >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
"${COMPOSE[@]}" down -v >/dev/null 2>&1 || true

step "up: PostgreSQL first, then (its health check passing) both portal processes together and the proxy"
"${COMPOSE[@]}" up -d --no-build postgres >"$TMP/up.log" 2>&1 || { cat "$TMP/up.log"; exit 1; }
for i in $(seq 1 60); do
  "${PODMAN[@]}" healthcheck run "$(container postgres)" >/dev/null 2>&1 && break
  [[ $i == 60 ]] && { "${PODMAN[@]}" logs "$(container postgres)"; exit 1; }
  sleep 1
done
ok "postgres healthy ($(psql_in 'show server_version'))"
started=$(date +%s.%N)
"${COMPOSE[@]}" up -d --no-build >>"$TMP/up.log" 2>&1 || { cat "$TMP/up.log"; exit 1; }
P1=$(container portal-1) P2=$(container portal-2) CADDY=$(container proxy)
for i in $(seq 1 240); do
  [[ $(curl -s -o /dev/null -w '%{http_code}' "$PROXY/api/ready") == 200 &&
    $(ready_inside "$P1") == 200 && $(ready_inside "$P2") == 200 ]] && break
  if [[ $i == 240 ]]; then
    for c in "$P1" "$P2" "$CADDY"; do "${PODMAN[@]}" logs --tail 20 "$c"; done
    exit 1
  fi
  sleep 0.5
done
printf '  both processes ready %.1f s after they were started\n' "$(echo "$(date +%s.%N) - $started" | bc)"

step "started together, migrated once, seeded once"
for c in "$P1" "$P2"; do
  state=$("${PODMAN[@]}" inspect -f '{{.State.StartedAt}} restarts={{.RestartCount}}' "$c")
  echo "  $c started ${state}"
  [[ $state == *restarts=0 ]] || fail "$c restarted (a failed start)"
done
journal=$("${PODMAN[@]}" exec "$P1" node -e 'console.log(require("/app/apps/server/dist/migrations/meta/_journal.json").entries.length)')
read -r rows distinct <<<"$(psql_in 'select count(*), count(distinct hash) from drizzle.__drizzle_migrations' | tr '|' ' ')"
if [[ $rows == "$journal" && $distinct == "$journal" ]]; then ok "$rows migrations recorded, each once ($journal in the image)"; else fail "migrations: $rows rows, $distinct distinct, $journal in the image"; fi
admins=$(psql_in "select count(*) from users where email = 'admin@example.com'")
users=$(psql_in 'select count(*) from users')
if [[ $admins == 1 ]]; then ok "demo data seeded once ($users users)"; else fail "admin@example.com $admins times ($users users)"; fi

step "/api/health and /api/ready through the proxy"
for path in /api/health /api/ready; do
  line=$(curl -s -i "$PROXY$path" | tr -d '\r' | awk 'NR==1{s=$2} tolower($1)=="x-request-id:"{id=$2} END{print s, id}')
  body=$(curl -s "$PROXY$path")
  read -r code rid <<<"$line"
  if [[ $code == 200 ]]; then ok "$path $code $body (x-request-id $rid)"; else fail "$path $code $body"; fi
done

step "the proxy balances across both processes"
# The probes (/api/health, /api/ready) are not logged (app.ts); the CSRF cookie endpoint is, cheaply.
for i in $(seq 1 20); do curl -s -o /dev/null -H "x-request-id: check-balance-$$-$i" "$PROXY/api/v1/accounts/csrf/"; done
sleep 1
n1=$("${PODMAN[@]}" logs "$P1" 2>&1 | grep -c "check-balance-$$-" || true)
n2=$("${PODMAN[@]}" logs "$P2" 2>&1 | grep -c "check-balance-$$-" || true)
if ((n1 > 0 && n2 > 0 && n1 + n2 >= 20)); then ok "20 requests: $n1 logged by portal-1, $n2 by portal-2"; else fail "20 requests: $n1 by portal-1, $n2 by portal-2"; fi
echo "  a request's log line (portal-1):"
{ "${PODMAN[@]}" logs "$P1" 2>&1 | grep -m1 "check-balance-$$-" | cut -c1-400 | sed 's/^/    /'; } || true

step "sign-in with a demo account through the proxy"
jar=$TMP/cookies
curl -s -c "$jar" -o /dev/null "$PROXY/api/v1/accounts/csrf/"
csrf=$(awk '$6=="csrftoken"{print $7}' "$jar")
login=$(curl -s -b "$jar" -c "$jar" -o "$TMP/login" -w '%{http_code}' -H 'content-type: application/json' \
  -H "x-csrftoken: $csrf" -H "origin: $PROXY" --data '{"email":"lead@acme.example","password":"Portal!demo1"}' \
  "$PROXY/api/v1/accounts/login/")
me=$(curl -s -b "$jar" -w ' %{http_code}' "$PROXY/api/v1/accounts/me/")
if [[ $login == 200 && $me == *'"lead@acme.example"'*' 200' ]]; then
  ok "login 200, /api/v1/accounts/me/ 200 as lead@acme.example"
  # The session is in PostgreSQL: the next requests land on either process and stay signed in.
  seen=0
  for _ in $(seq 1 6); do [[ $(curl -s -o /dev/null -b "$jar" -w '%{http_code}' "$PROXY/api/v1/accounts/me/") == 200 ]] && seen=$((seen + 1)); done
  if [[ $seen == 6 ]]; then ok "6 more signed-in requests across both processes: 200"; else fail "signed-in requests: $seen of 6"; fi
  page=$(curl -s -b "$jar" -o /dev/null -w '%{http_code} %{size_download}' "$PROXY/en-US/client/dashboard")
  [[ $page == 200* ]] && ok "signed-in dashboard page (server-rendered): ${page/ /, } bytes" || fail "dashboard page: $page"
else
  fail "login $login $(cut -c1-200 "$TMP/login"), me: ${me:0:200}"
fi

step "HEALTHCHECK of each container"
for c in "$P1" "$P2" "$(container postgres)"; do
  if "${PODMAN[@]}" healthcheck run "$c" >/dev/null; then ok "$c healthy"; else fail "$c unhealthy"; fi
done

step "stop portal-1 (SIGTERM): not ready while it drains, the proxy sends everything to portal-2"
IP1=$("${PODMAN[@]}" inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$P1")
# Through the proxy while portal-1 drains and stops: every request must succeed (Caddy's health check
# takes portal-1 out within its 2 s interval; a refused connection is retried on portal-2).
(
  bad=0 total=0
  while [[ ! -e $TMP/stopped ]]; do
    code=$(curl -s -o /dev/null -w '%{http_code}' -m 10 "$PROXY/api/v1/accounts/csrf/" || true)
    total=$((total + 1))
    [[ $code == 200 ]] || bad=$((bad + 1))
    sleep 0.05
  done
  echo "$total $bad" >"$TMP/drain"
) &
loader=$!
sleep 1
stop_start=$(date +%s.%N)
"${PODMAN[@]}" stop -t 30 "$P1" >"$TMP/stop" 2>&1 &
stopper=$!
draining="" seen=() last=""
for _ in $(seq 1 100); do
  code=$(curl -s -o /dev/null -m 1 -w '%{http_code}' "http://$IP1:3000/api/ready" || true)
  [[ $last == "$code" ]] || seen+=("$code")
  last=$code
  [[ $code == 503 ]] && draining=503
  [[ $code == 000 ]] && break
  sleep 0.1
done
if [[ $draining == 503 ]]; then ok "portal-1 /api/ready while stopping: ${seen[*]} (000 = gone)"; else fail "portal-1 /api/ready while stopping: ${seen[*]}"; fi
wait "$stopper"
touch "$TMP/stopped"
wait "$loader"
read -r total bad <"$TMP/drain"
printf '  stop took %.1f s (SHUTDOWN_DELAY 5s, then in-flight requests)\n' "$(echo "$(date +%s.%N) - $stop_start" | bc)"
if ((bad == 0 && total > 0)); then ok "$total requests through the proxy during the drain, none failed"; else fail "$bad of $total requests failed during the drain"; fi
code=$("${PODMAN[@]}" inspect -f '{{.State.ExitCode}}' "$P1")
[[ $code == 0 ]] && ok "portal-1 exit code 0" || fail "portal-1 exit code $code"
{ "${PODMAN[@]}" logs "$P1" 2>&1 | grep -E 'draining|shutting down' | cut -c1-300 | sed 's/^/    /'; } || true

step "portal-1 back: the proxy uses it again"
"${PODMAN[@]}" start "$P1" >/dev/null
for i in $(seq 1 120); do
  [[ $(ready_inside "$P1") == 200 ]] && break
  [[ $i == 120 ]] && fail "portal-1 did not come back"
  sleep 0.5
done
sleep 3 # Caddy's next health check (every 2 s)
for i in $(seq 1 10); do curl -s -o /dev/null -H "x-request-id: check-back-$$-$i" "$PROXY/api/v1/accounts/csrf/"; done
sleep 1
n1=$("${PODMAN[@]}" logs "$P1" 2>&1 | grep -c "check-back-$$-" || true)
((n1 > 0)) && ok "after its restart portal-1 took $n1 of 10 requests" || fail "portal-1 took none of 10 requests after its restart"

echo
built="base $BASE"
[[ -n ${CHECK_SKIP_BUILD:-} ]] && built="built before"
echo "images: portal localhost/portal:local ($built)"
for s in postgres proxy; do echo "  $s: $("${PODMAN[@]}" inspect -f '{{.ImageName}}' "$(container "$s")")"; done
[[ $STANDINS == 1 ]] && echo "  (postgres and proxy are STAND-INS built from Debian packages: ops/compose-check/)"
if ((failures > 0)); then
  echo "check-compose: $failures check(s) FAILED"
  exit 1
fi
echo "check-compose: all checks passed"
