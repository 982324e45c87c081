import http from 'node:http';
import {createServer} from './search/server';
import {searchConfig} from './search/config';
async function main() {
  const app = await createServer({buildDir: 'build', search: searchConfig()});
  await app.ready();
  const handler = app.routing ? app.server.listeners('request')[0] as http.RequestListener : undefined;
  // Drive the real request listener with minimal fake sockets via inject (light-my-request).
  const url = '/installation-guide/server-setup/vps/';
  for (let round = 0; round < 3; round++) {
    const n = 5000;
    const t = performance.now();
    for (let i = 0; i < n; i++) await app.inject({url, headers: {'accept-encoding': 'br, gzip'}});
    console.log('inject per request', ((performance.now() - t) * 1000 / n).toFixed(1), 'us');
  }
  void handler;
  await app.close();
}
main();
