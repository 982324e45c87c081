/**
 * Playwright reporter: the accessibility scans' findings per rule, every impact, once at the end
 * of the run (each scan attaches its violations: tests/e2e/accessibility.spec.ts). Silent when the
 * run had no scan.
 */
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {AXE_ATTACHMENT, RuleSummary} from './a11y';

export default class A11yReporter implements Reporter {
  private summary = new RuleSummary();
  private scanned = false;

  onTestEnd(test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name !== AXE_ATTACHMENT || !attachment.body) continue;
      this.scanned = true;
      this.summary.add(test.title, JSON.parse(attachment.body.toString('utf8')));
    }
  }

  onEnd() {
    if (this.scanned) console.log(`\n${this.summary}`);
  }
}
