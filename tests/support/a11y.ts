/**
 * The accessibility check (axe-core, injected by @axe-core/playwright): which pages in which
 * variants, how a page is brought to the state a reader sees before it is scanned, and the summary
 * per rule. Used by tests/e2e/accessibility.spec.ts, as a sample inside `npm test` and in full by
 * `npm run a11y` (A11Y_SCOPE=all).
 */
import {expect, type Page} from '@playwright/test';
import {AxeBuilder} from '@axe-core/playwright';
import {allRoutes} from './routes';
import {waitForDocSearchStyles} from './dialog';

/** One violation as axe reports it (the type of @axe-core/playwright's results). */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What fails the check; moderate and minor findings are reported (README lists them, with their cause). */
const BLOCKING = new Set(['serious', 'critical']);

export type Variant = {
  name: string;
  theme: 'light' | 'dark';
  viewport: {width: number; height: number};
  /** The phone's menu (the sidebar drawer) open. */
  menuOpen?: boolean;
};

export const VARIANTS: Variant[] = [
  {name: 'desktop light', theme: 'light', viewport: {width: 1280, height: 800}},
  {name: 'desktop dark', theme: 'dark', viewport: {width: 1280, height: 800}},
  {name: 'phone', theme: 'light', viewport: {width: 390, height: 844}},
  {name: 'phone, menu open', theme: 'light', viewport: {width: 390, height: 844}, menuOpen: true},
];

/**
 * The routes `npm test` scans: the home page, a gateway page (wide tables), a settings page with a
 * table, a category index and /search. `npm run a11y` scans every route of the URL contract.
 */
const SAMPLE = [
  '/',
  '/payment-gateways/stripe',
  '/Settings/Localization/Socialite Media',
  '/category/settings',
  '/search',
];

export const a11yRoutes = () => (process.env.A11Y_SCOPE === 'all' ? allRoutes : SAMPLE);

/** The colour mode a reader chose on an earlier visit (Docusaurus keeps it in localStorage). */
export async function useTheme(page: Page, theme: Variant['theme']) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Console errors and uncaught exceptions of the page, from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A page as the reader sees it once it has settled: hydrated, fonts and styles in, in the variant. */
export async function openSettled(page: Page, url: string, variant: Variant) {
  await page.setViewportSize(variant.viewport);
  await useTheme(page, variant.theme);
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', variant.theme);
  await waitForDocSearchStyles(page);
  await page.evaluate(() => document.fonts.ready);
  if (variant.menuOpen) {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // The drawer slides in: scan it where it stops, not mid-way (colours are measured on what is under it).
    await page
      .locator('.navbar-sidebar')
      .evaluate((el) => Promise.all(el.getAnimations({subtree: true}).map((a) => a.finished)));
  }
}

/** axe's violations on the page as it is now. */
export async function scan(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  return results.violations;
}

/** One line per failing element of the blocking violations, for an assertion message. */
export function describeBlocking(violations: Result[]): string {
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? v.help})`,
      ),
    )
    .join('\n');
}

/** The name of the attachment that carries a scan's violations to the summary (a11y-reporter.ts). */
export const AXE_ATTACHMENT = 'axe-violations';

type Row = {impact: string; help: string; scans: Set<string>; elements: number};

/** Findings per rule over the whole run: impact, scans (a page in a variant) and elements. */
export class RuleSummary {
  private rules = new Map<string, Row>();
  private scans = 0;

  add(scanName: string, violations: Pick<Result, 'id' | 'impact' | 'help' | 'nodes'>[]) {
    this.scans += 1;
    for (const v of violations) {
      const row = this.rules.get(v.id) ?? {
        impact: v.impact ?? 'unknown',
        help: v.help,
        scans: new Set(),
        elements: 0,
      };
      row.scans.add(scanName);
      row.elements += v.nodes.length;
      this.rules.set(v.id, row);
    }
  }

  toString(): string {
    const order = ['critical', 'serious', 'moderate', 'minor', 'unknown'];
    const rows = [...this.rules.entries()].sort(
      ([a, x], [b, y]) => order.indexOf(x.impact) - order.indexOf(y.impact) || a.localeCompare(b),
    );
    const blocking = rows.filter(([, r]) => BLOCKING.has(r.impact));
    const failures = blocking.reduce((n, [, r]) => n + r.scans.size, 0);
    const elements = blocking.reduce((n, [, r]) => n + r.elements, 0);
    return [
      `axe over ${this.scans} scans: ${failures} serious or critical rule-and-scan failures on ${elements} elements.`,
      ...(rows.length ? ['impact    rule                             scans elements'] : []),
      ...rows.map(
        ([id, r]) =>
          `${r.impact.padEnd(9)} ${id.padEnd(32)} ${String(r.scans.size).padStart(5)} ${String(r.elements).padStart(8)}  ${r.help}`,
      ),
    ].join('\n');
  }
}
