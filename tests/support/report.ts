/** `npm run search:report` (scripts/search-report.ts) in this process, with `env` as its only environment. */
import {main as report} from '../../scripts/search-report';

/** Its exit code and what it printed, on standard output and on standard error. */
export async function runReport(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const {log, error} = console;
  console.log = (line: string) => out.push(line);
  console.error = (line: string) => err.push(line);
  try {
    const code = await report(argv, {PATH: process.env.PATH, ...env});
    return {code, stdout: out.join('\n'), stderr: err.join('\n')};
  } finally {
    Object.assign(console, {log, error});
  }
}
