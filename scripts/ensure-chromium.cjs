// Makes sure Debian's Chromium is there for the e2e tests (scripts/ensure-debian-package.cjs).
const {ensureDebianPackage} = require('./ensure-debian-package.cjs');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ensureChromium = () =>
  ensureDebianPackage({
    tool: 'Chromium',
    binary: '/usr/bin/chromium',
    pkg: 'chromium',
    envVar: 'CHROMIUM_PATH',
  });

module.exports = {ensureChromium, chromium};
if (require.main === module) process.exit(ensureChromium() ? 0 : 1);
