#!/usr/bin/env bash
# Checks of the deploy files that need no container engine and no systemd running (CI runs it; so can you):
# the Caddyfile parses, the systemd units verify, compose.yaml validates (and refuses to start without its
# secrets), and the Dockerfile keeps its promises (Node 20 slim, non-root, a health check, the builds only).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "Caddyfile:"
if ! DROPZONE_DOMAIN=dropzone.example.fi XDG_CONFIG_HOME="$tmp" XDG_DATA_HOME="$tmp" \
  caddy validate --adapter caddyfile --config deploy/Caddyfile >"$tmp/caddy.log" 2>&1; then
  cat "$tmp/caddy.log" >&2
  exit 1
fi
echo "  valid"

echo "systemd units:"
systemd-analyze verify deploy/dropzone.service
cp deploy/dropzone@.service "$tmp/dropzone@3001.service"
systemd-analyze verify "$tmp/dropzone@3001.service"
echo "  dropzone.service and dropzone@.service verify"

echo "compose.yaml (docker-compose $(docker-compose version --short)):"
docker-compose -f deploy/compose.yaml --env-file deploy/env.example config -q
if env -u POSTGRES_PASSWORD -u DROPZONE_DOMAIN \
  docker-compose -f deploy/compose.yaml --env-file /dev/null config -q 2>/dev/null; then
  echo "  compose.yaml starts without POSTGRES_PASSWORD and DROPZONE_DOMAIN: it must refuse" >&2
  exit 1
fi
echo "  valid with deploy/env.example; refused without its secrets"

echo "Dockerfile:"
fail() { echo "  $1" >&2; exit 1; }
final=$(awk '/^FROM /{stage=""} {stage=stage $0 "\n"} END{printf "%s", stage}' Dockerfile)
grep -q '^FROM node:20-bookworm-slim' <<<"$final" || fail "the final stage is not Node 20 slim"
grep -q '^USER node' <<<"$final" || fail "the final stage does not run as the unprivileged node user"
grep -q '^HEALTHCHECK ' <<<"$final" || fail "the final stage has no health check"
grep -q '/api/health' <<<"$final" || fail "the health check does not ask /api/health"
grep -q '^COPY --from=build /app/packages/server/dist' <<<"$final" || fail "the server build is not copied"
grep -q '^COPY --from=build /app/packages/web/dist' <<<"$final" || fail "the web build is not copied"
if grep -q '^COPY \. ' <<<"$final"; then fail "the final stage copies the sources"; fi
grep -q -- '--omit=dev' Dockerfile || fail "the image would carry development dependencies"
grep -q '^\*\*/node_modules' .dockerignore || fail ".dockerignore lets node_modules into the build"
echo "  multi-stage, Node 20 slim, runs as node, health check, builds and production dependencies only"
echo "No container engine runs here: the image itself is not built by this check."
