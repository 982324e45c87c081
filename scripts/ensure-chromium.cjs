// Makes sure Debian's Chromium is there for the e2e tests: installs it with
// apt-get when it is missing and we are root; otherwise says how, in one sentence.
const {existsSync} = require('node:fs');
const {spawnSync} = require('node:child_process');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH is set to ${chromium}, which does not exist: point it at a Chromium binary.`,
    );
    return false;
  }
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'Chromium is missing: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH to a Chromium binary) and run npm test again.',
    );
    return false;
  }
  console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, {stdio: 'inherit', env});
    if (run.status !== 0) {
      console.error(
        `"apt-get ${args.join(' ')}" failed (exit ${run.status}): install the "chromium" package by hand.`,
      );
      return false;
    }
  }
  return existsSync(chromium);
}

module.exports = {ensureChromium, chromium};
if (require.main === module) process.exit(ensureChromium() ? 0 : 1);
