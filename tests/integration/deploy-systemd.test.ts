/**
 * The shipped systemd unit passes `systemd-analyze verify` and `systemd-analyze security` rates it
 * "OK" or better (run offline, on the unit as an instance: quiznest-docs@primary.service).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/repo-root';
import {ensureDebianPackage} from '../../scripts/ensure-debian-package.cjs';

const UNIT = path.join(REPO_ROOT, 'deploy/systemd/quiznest-docs@.service');

test('the systemd unit passes systemd-analyze verify and rates "OK" or better in systemd-analyze security', (t) => {
  // Debian's systemd package has systemd-analyze; installed when missing, as Chromium and nginx are.
  const tool = {tool: 'systemd-analyze', binary: '/usr/bin/systemd-analyze', pkg: 'systemd'};
  assert.ok(ensureDebianPackage(tool), 'systemd-analyze is needed: apt-get install systemd');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const instance = path.join(dir, 'quiznest-docs@primary.service');
  fs.copyFileSync(UNIT, instance);
  const verify = spawnSync('systemd-analyze', ['verify', instance], {encoding: 'utf8'});
  assert.equal(verify.error, undefined, 'systemd-analyze is missing: apt-get install systemd');
  assert.equal(verify.status, 0, verify.stderr);
  assert.equal(verify.stderr.trim(), '');
  const security = spawnSync('systemd-analyze', ['security', '--offline=yes', '--no-pager', instance], {
    encoding: 'utf8',
  });
  const rating = /Overall exposure level for quiznest-docs@primary\.service: ([\d.]+) (\w+)/.exec(
    security.stdout,
  );
  assert.ok(rating, security.stdout + security.stderr);
  t.diagnostic(`systemd-analyze security: ${rating[1]} ${rating[2]}`);
  assert.ok(['SAFE', 'OK'].includes(rating[2]), `exposure ${rating[1]} ${rating[2]}`);
});
