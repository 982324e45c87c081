#!/bin/sh
# Deploys a new release with no refused or failed request (OPERATIONS.md, "Restarts that drop
# nothing"): builds it in a folder of its own while the running instances keep serving the old one
# from memory, points /opt/quiznest-docs/current at it, then restarts the backup and, once it is
# ready, the primary (nginx sends the primary's requests to the backup meanwhile), waiting each
# time until /_/health/ready answers 200. tests/integration/server-nginx.test.ts does the same
# under load. Run as the deploy user (owner of /opt/quiznest-docs), with sudo for systemctl:
#   SITE_URL=https://docs.example.com deploy/deploy.sh [git ref, default main]
set -eu
: "${SITE_URL:?set SITE_URL to the address of the site, e.g. SITE_URL=https://docs.example.com}"

ref="${1:-main}"
app=/opt/quiznest-docs
release="$app/releases/$(date -u +%Y%m%d%H%M%S)"

git -C "$app/repo" fetch --quiet origin
git -C "$app/repo" worktree add --detach "$release" "origin/$ref"
cd "$release"
npm ci
npm run build
ln -sfn "$release" "$app/current.new"
mv -T "$app/current.new" "$app/current"

ready() {
  port=$(sed -n 's/^PORT=//p' "/etc/quiznest-docs/$1.env")
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/_/health/ready"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 120 ]; then
      echo "quiznest-docs@$1 is not ready after 60 s: see journalctl -u quiznest-docs@$1" >&2
      exit 1
    fi
    sleep 0.5
  done
}

for instance in backup primary; do
  sudo systemctl restart "quiznest-docs@$instance"
  ready "$instance"
  echo "quiznest-docs@$instance: ready on $release"
done
