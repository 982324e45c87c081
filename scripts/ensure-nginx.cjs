// Makes sure Debian's nginx is there for the reverse-proxy integration test
// (tests/integration/server-nginx.test.ts), through scripts/ensure-debian-package.cjs.
const {ensureDebianPackage} = require('./ensure-debian-package.cjs');

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const ensureNginx = () =>
  ensureDebianPackage({
    tool: 'nginx',
    binary: '/usr/sbin/nginx',
    pkg: 'nginx',
    envVar: 'NGINX_PATH',
    recommends: false,
  });

module.exports = {ensureNginx, nginx};
if (require.main === module) process.exit(ensureNginx() ? 0 : 1);
