/**
 * The "Last updated on" dates need the full git history (src/gitHistory.ts): a folder outside any
 * repository (a tarball) and a shallow clone get no dates, a full clone does.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasFullGitHistory} from '../../src/gitHistory';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'ignore',
  });

test('a folder with no repository has no history; a repository has; its shallow clone has not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  try {
    const repo = path.join(dir, 'repo');
    fs.mkdirSync(path.join(repo, 'docs'), {recursive: true});
    assert.equal(hasFullGitHistory(repo), false);

    git(repo, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(repo, 'docs', `page${n}.md`), `# Page ${n}\n`);
      git(repo, 'add', '.');
      git(repo, 'commit', '-q', '-m', `page ${n}`);
    }
    assert.equal(hasFullGitHistory(repo), true);
    assert.equal(hasFullGitHistory(path.join(repo, 'docs')), true);

    git(dir, 'clone', '-q', '--depth', '1', `file://${repo}`, 'shallow');
    assert.equal(hasFullGitHistory(path.join(dir, 'shallow')), false);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
