/**
 * The shipped deployment files (deploy/) agree with each other, with the server and with
 * OPERATIONS.md: a deployer who follows the walkthrough gets what the tests ran.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {operationsConfig} from '../../server/operations-config';
import {HEALTH_PATHS} from '../../server/operations';
import {deployEnv, SITE_CONFIG} from '../support/nginx';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const unit = read('deploy/systemd/quiznest-docs@.service');
const operations = read('OPERATIONS.md');

test('nginx sends to the ports the instances listen on, the primary first and the backup as backup', () => {
  const site = fs.readFileSync(SITE_CONFIG, 'utf8');
  assert.match(site, new RegExp(`server 127\\.0\\.0\\.1:${deployEnv('primary').PORT} [^;]*;`));
  assert.match(site, new RegExp(`server 127\\.0\\.0\\.1:${deployEnv('backup').PORT} backup;`));
  assert.match(site, /proxy_set_header X-Forwarded-For \$remote_addr;/);
});

test('each instance starts with the shipped settings, trusting nginx on loopback only', () => {
  for (const role of ['primary', 'backup'] as const) {
    const config = operationsConfig({...deployEnv('common'), ...deployEnv(role)});
    assert.deepEqual(config.trustProxy, ['127.0.0.1']);
    assert.equal(config.metrics?.host, '127.0.0.1');
  }
  // Only the primary writes into the data folder.
  assert.equal(deployEnv('backup').SEARCH_ANALYTICS, '0');
  assert.equal(deployEnv('backup').SEARCH_WRITES, '0');
});

test('the unit writes only in SEARCH_DATA_DIR, reads its settings where OPERATIONS.md installs them', () => {
  const dataDir = /SEARCH_DATA_DIR=(\S+)/.exec(unit)![1];
  assert.deepEqual(unit.match(/^ReadWritePaths=.*$/gm), [`ReadWritePaths=${dataDir}`]);
  assert.match(unit, new RegExp(`^StateDirectory=${path.basename(dataDir)}$`, 'm'));
  for (const setting of [
    'ProtectSystem=strict',
    'NoNewPrivileges=yes',
    'PrivateTmp=yes',
    'Restart=on-failure',
    'User=quiznest-docs',
  ])
    assert.match(unit, new RegExp(`^${setting}$`, 'm'));
  for (const file of unit.match(/^EnvironmentFile=(\S+)$/gm)!) {
    const installed = path.dirname(file.split('=')[1]);
    assert.match(operations, new RegExp(`install -d -m 0750 -o root -g quiznest-docs ${installed}\\b`));
  }
});

test('the deploy script waits for the readiness path the server answers', () => {
  assert.match(read('deploy/deploy.sh'), new RegExp(HEALTH_PATHS.ready.replace(/\//g, '\\/')));
  assert.match(operations, new RegExp(HEALTH_PATHS.ready.replace(/\//g, '\\/')));
});
