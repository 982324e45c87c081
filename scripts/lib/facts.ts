/**
 * Runs the fact rules of scripts/lib/fact-rules.ts (the machine-checkable product facts of
 * CONTENT_GUIDE.md) over doc pages. tests/unit/content-facts.test.ts runs every rule over every
 * page under docs/ (and puts each old wording back to see it caught); scripts/check-content.ts
 * prints the findings beside the form rules.
 *
 * Rules read the page source line by line, so a finding names file:line. A fenced code block is
 * known as such (scripts/lib/fact-page.ts), and a shell line continued with "\" is read as one
 * command.
 */
import fs from 'node:fs';
import path from 'node:path';
import {allPages, DOCS_DIR} from './content-rules';
import {parsePage} from './fact-page';
import {FACTS, type FactRule} from './fact-rules';

export {FACTS};

export type FactFinding = {rule: string; file: string; line: number; text: string; fact: string};

function appliesTo(rule: FactRule, rel: string): boolean {
  if (!rule.where) return true;
  return rule.where.some((w) => (w.endsWith('/') ? rel.startsWith(w) : rel === w));
}

/** The findings of the rules on one page (`rel` relative to docs/). */
export function checkFacts(rel: string, source: string, rules: FactRule[] = FACTS): FactFinding[] {
  const page = parsePage(rel, source);
  const findings: FactFinding[] = [];
  for (const rule of rules) {
    if (!appliesTo(rule, page.rel)) continue;
    const wrong = new Set<number>();
    if (rule.forbid) {
      page.lines.forEach((line, i) => {
        if (rule.forbid!.test(line) && !(rule.unless && rule.unless.test(line))) wrong.add(i);
      });
    }
    if (rule.find) for (const i of rule.find(page)) wrong.add(i);
    if (rule.require && !rule.require.test(source)) wrong.add(0);
    for (const i of [...wrong].sort((a, b) => a - b)) {
      const text = (page.lines[i] ?? '').trim();
      findings.push({
        rule: rule.id,
        file: page.rel,
        line: i + 1,
        text: text.length > 160 ? text.slice(0, 157) + '...' : text,
        fact: rule.fact,
      });
    }
  }
  return findings;
}

/** Every finding of `rules` over every page under docs/. */
export function checkAllFacts(rules: FactRule[] = FACTS, files: string[] = allPages()): FactFinding[] {
  return files.flatMap((file) =>
    checkFacts(path.relative(DOCS_DIR, file), fs.readFileSync(file, 'utf8'), rules),
  );
}

export function formatFinding(f: FactFinding): string {
  return `${path.posix.normalize(`docs/${f.file}`)}:${f.line}: ${f.fact} [${f.rule}]\n    ${f.text}`;
}
