/**
 * Whether the site has the git history the docs' "Last updated on" dates are read from.
 *
 * Docusaurus 3.8.1 runs `git log` for each doc page in a production build. Outside a git work tree
 * (a tarball without `.git`) that command fails and so does the build; in a shallow clone every page
 * not changed within its depth would get the date of the clone's oldest commit. In both cases
 * docusaurus.config.ts shows no dates at all. (A page not committed yet simply has none: Docusaurus
 * warns once.)
 */
import {execFileSync} from 'node:child_process';

export function hasFullGitHistory(dir: string): boolean {
  try {
    const [inside, shallow] = execFileSync(
      'git',
      ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'],
      {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']},
    ).split('\n');
    return inside === 'true' && shallow === 'false';
  } catch {
    return false; // git is not installed, or dir is not in a repository
  }
}
