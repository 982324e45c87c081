// Makes sure a tool the tests run is there: when its binary is missing and we are root on Debian,
// installs its package with apt-get (Chromium for e2e, nginx and systemd for the service tests);
// otherwise says how, in one sentence. One helper for every such tool (ensure-chromium.cjs,
// ensure-nginx.cjs, and the systemd test call it).
const {existsSync} = require('node:fs');
const {spawnSync} = require('node:child_process');

/**
 * Whether the binary is there at the end.
 * @param {{tool: string, binary: string, pkg: string, envVar?: string, recommends?: boolean}} what
 *   `tool` the name readers know, `binary` its default path, `pkg` Debian's package, `envVar` a
 *   variable that may point elsewhere, `recommends` whether apt-get may add recommended packages.
 * @returns {boolean}
 */
function ensureDebianPackage({tool, binary, pkg, envVar, recommends = true}) {
  const path = (envVar && process.env[envVar]) || binary;
  if (existsSync(path)) return true;
  if (envVar && process.env[envVar]) {
    console.error(`${envVar} is set to ${path}, which does not exist: point it at a ${tool} binary.`);
    return false;
  }
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    const elsewhere = envVar ? ` (or set ${envVar} to a ${tool} binary)` : '';
    console.error(
      `${tool} is missing: install it with "sudo apt-get install -y ${pkg}"${elsewhere} and run the tests again.`,
    );
    return false;
  }
  console.log(`${tool} is missing: installing Debian's "${pkg}" package with apt-get…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  const install = ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), pkg];
  for (const args of [['update', '-qq'], install]) {
    const run = spawnSync('apt-get', args, {stdio: 'inherit', env});
    if (run.status !== 0) {
      console.error(
        `"apt-get ${args.join(' ')}" failed (exit ${run.status}): install the "${pkg}" package by hand.`,
      );
      return false;
    }
  }
  return existsSync(path);
}

module.exports = {ensureDebianPackage};
