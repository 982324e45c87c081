/**
 * The finders of the gateway pages' fact rules that need a sentence's context (scripts/lib/fact-rules.ts);
 * each takes a page and returns the 0-based indexes of its wrong lines, as scripts/lib/fact-finders.ts.
 */
import {codeLines, type Page} from './fact-page';

/** A link to the top of Deposits, with no section. */
const DEPOSITS_TOP = /\]\(\/deposits\/?\)/;
/** A link to a Deposits section that says how a refund is done. */
const REFUND_SECTION =
  /\]\(\/deposits\/#(?:refund-a-deposit|refund-part-of-a-deposit|disputes-chargebacks-and-returns|check-pending-manual-deposits-every-day)\)/;

/**
 * A gateway page's refund sentence that sends the reader to the top of Deposits instead of the
 * refund procedure (no refund section linked in the sentence), or that links Refund a deposit
 * without Refund part of a deposit, so a partial refund ends in Mark as Refunded. A going-live
 * checklist item (the live test is refunded whole), a "step 1 of Refund a deposit" (the withdrawal
 * rule) and the Related list are not refund instructions of that kind; the status **Refunded** alone
 * does not make a sentence about refunding.
 */
export function refundSentenceWithoutAnchors(page: Page): number[] {
  if (!page.rel.startsWith('payment-gateways/')) return [];
  const code = codeLines(page);
  const wrong: number[] = [];
  let related = false;
  page.lines.forEach((line, i) => {
    if (/^## /.test(line)) related = /^## Related\b/.test(line);
    if (related || code.has(i)) return;
    const checklist = /^\s*- \[ \] /.test(line);
    const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z*[`(|])/);
    const bad = sentences.some((sentence) => {
      const text = sentence.replace(/(?<!Mark as )\*\*Refunded\*\*/g, '');
      if (!/refund/i.test(text)) return false;
      if (DEPOSITS_TOP.test(text) && !REFUND_SECTION.test(text)) return true;
      const rest = text.replace(/(?:step 1|steps 1\.1 and 1\.2) of \[Refund a deposit\]\([^)]*\)/g, '');
      return (
        !checklist &&
        /\]\(\/deposits\/#refund-a-deposit\)/.test(rest) &&
        !/\]\(\/deposits\/#refund-part-of-a-deposit\)/.test(rest)
      );
    });
    if (bad) wrong.push(i);
  });
  return wrong;
}
