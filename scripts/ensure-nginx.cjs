// Makes sure Debian's nginx is there for the reverse-proxy integration test
// (tests/integration/server-nginx.test.ts): installs it with apt-get when it is missing and we are
// root, as scripts/ensure-chromium.cjs does for Chromium; otherwise says how, in one sentence.
const {existsSync} = require('node:fs');
const {spawnSync} = require('node:child_process');

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function ensureNginx() {
  if (existsSync(nginx)) return true;
  if (process.env.NGINX_PATH) {
    console.error(`NGINX_PATH is set to ${nginx}, which does not exist: point it at an nginx binary.`);
    return false;
  }
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'nginx is missing: install it with "sudo apt-get install -y nginx" (or set NGINX_PATH to an nginx binary) and run the tests again.',
    );
    return false;
  }
  console.log('nginx is missing: installing Debian\'s "nginx" package with apt-get…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const run = spawnSync('apt-get', args, {stdio: 'inherit', env});
    if (run.status !== 0) {
      console.error(
        `"apt-get ${args.join(' ')}" failed (exit ${run.status}): install the "nginx" package by hand.`,
      );
      return false;
    }
  }
  return existsSync(nginx);
}

module.exports = {ensureNginx, nginx};
if (require.main === module) process.exit(ensureNginx() ? 0 : 1);
