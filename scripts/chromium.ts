/**
 * Debian's Chromium, the one browser the e2e tests, benchmarks and screenshots
 * use (`apt-get install -y chromium`; CHROMIUM_PATH for another binary).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root has no sandbox; shared memory in /tmp rather than /dev/shm (Debian's launcher means to add
 * that flag when /dev/shm is small, but its test breaks where /dev/shm is mounted twice, as here:
 * "[: …: unexpected operator"); the rest keep Chromium off the (closed) network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
