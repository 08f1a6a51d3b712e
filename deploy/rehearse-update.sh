#!/usr/bin/env bash
# CI's rehearsal of README "Updating" on this machine, without systemd: `npm run update`, as root, installs this
# commit into a scratch ROOT and starts it (a background process of the dropzone user stands in for the service,
# the backup and the migrations run as that user as they do on a club's server); a club's data goes in
# (a member and a payment); then an update to a commit whose migration fails: it must exit 1, leave `current`
# where it was, start the old version again and show the same data. (A successful switch from one release to
# the next: scripts/update.test.ts, and by hand in the issue's note; it costs CI another build.)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
port=${REHEARSE_PORT:-3352}
trap 'fuser -s -k -TERM "$port/tcp" 2>/dev/null || true; rm -rf "$work"' EXIT
# the service's own user, as README step 1 makes it: the backup, the migrations and the server run as it
id -u dropzone >/dev/null 2>&1 || useradd --system --home-dir /var/lib/dropzone --shell /usr/sbin/nologin dropzone
chmod 755 "$work"
printf '%s\n' "DATA_DIR=$work/data" "PORT=$port" HOST=127.0.0.1 LOG_LEVEL=warn >"$work/env"
touch "$work/server.log" && chown dropzone "$work/server.log"
cat >"$work/start.sh" <<START
cd "$work/root/current" && runuser -u dropzone -- env \$(cat "$work/env" | xargs) nohup node packages/server/dist/main.js >>"$work/server.log" 2>&1 &
START
update() {
  node "$1/scripts/update.mjs" --root "$work/root" --ref HEAD --no-fetch --env-file "$work/env" \
    --stop-cmd "fuser -s -k -TERM $port/tcp; sleep 1" --start-cmd "sh $work/start.sh" \
    --restart-cmd "fuser -s -k -TERM $port/tcp; sleep 1; sh $work/start.sh" >"$work/update.log" 2>&1
}
club() { node deploy/rehearse-club.mjs "http://127.0.0.1:$port" "$1"; }

echo "first install of $(git rev-parse --short HEAD):"
update . || { cat "$work/update.log"; exit 1; }
grep -E '^[0-9]/5|^Done' "$work/update.log"
club seed

echo "an update whose migration fails:"
git clone -q . "$work/repo"
node -e '
  const fs = require("node:fs"), dir = process.argv[1] + "/packages/server/src/db/migrations";
  const journal = JSON.parse(fs.readFileSync(dir + "/meta/_journal.json", "utf8"));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_fails_on_purpose" });
  fs.writeFileSync(dir + "/meta/_journal.json", JSON.stringify(journal, null, 2));
  fs.writeFileSync(dir + "/9999_fails_on_purpose.sql",
    "UPDATE \"members\" SET \"first_name\" = '\''CHANGED'\'';--> statement-breakpoint\nSELECT 1 / 0;");
' "$work/repo"
git -C "$work/repo" add -A
git -C "$work/repo" -c user.name=ci -c user.email=ci@localhost commit -qm "a migration that fails"
before=$(readlink "$work/root/current")
if update "$work/repo"; then
  cat "$work/update.log"
  echo "the update with a failing migration exited 0" >&2
  exit 1
fi
grep -E '^[0-9]/5|^Starting|^Migration failed|^The migration failed' "$work/update.log"
grep -q 'division by zero' "$work/update.log" || { echo "it failed for another reason" >&2; exit 1; }
[ "$(readlink "$work/root/current")" = "$before" ] || { echo "current moved" >&2; exit 1; }
club check

echo "the update rehearsal passed"
