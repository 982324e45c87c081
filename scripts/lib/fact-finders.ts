/**
 * The finders of the fact rules that need more than one line or a code block's context: each takes
 * a page and returns the 0-based indexes of its wrong lines (index 0 when a whole page lacks
 * something). The rule table that uses them is scripts/lib/fact-rules.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR} from './content-rules';
import {blockText, codeLines, commands, type Page} from './fact-page';

/** `queue:work` with options but without `--timeout=60`. */
export function queueWorkWithoutTimeout60(page: Page): number[] {
  const wrong: number[] = [];
  page.lines.forEach((line, i) => {
    for (const m of line.matchAll(/queue:work((?:\s+--[\w-]+(?:=[^\s`'"]*)?)+)/g)) {
      if (!/--timeout=60\b/.test(m[1])) wrong.push(i);
    }
  });
  return wrong;
}

/** A plain `php artisan` on a VPS: in a code block of a page that shows `/var/www`, or on a line naming `/var/www`. */
export function plainArtisanOnVps(page: Page): number[] {
  const pageIsVps = page.lines.some((l) => l.includes('/var/www'));
  if (!pageIsVps) return [];
  const code = codeLines(page);
  const cronOrService = /^\s*(?:[*\d/,-]+\s+){5}|^\s*(?:ExecStart|command)=/;
  const plain = (text: string) =>
    [...text.matchAll(/(^|[^\w/.-])php artisan\b/g)].some((m) => {
      const before = text.slice(0, (m.index ?? 0) + m[1].length);
      return !/sudo -u www-data\s*$/.test(before);
    });
  const wrong = new Set<number>();
  // Code blocks: a cPanel or laptop block is one that says so (its tab, its paths or its PHP binary).
  for (const block of page.blocks) {
    const text = blockText(page, block);
    if (block.tab && block.tab !== 'vps') continue;
    if (/\/home\/|~\/quiznest|ea-php|C:\\/.test(text)) continue;
    for (const command of commands(page, block)) {
      if (cronOrService.test(command.text)) continue;
      if (plain(command.text)) wrong.add(command.at);
    }
  }
  // Prose that names the VPS path and a plain artisan command on the same line.
  page.lines.forEach((line, i) => {
    if (code.has(i) || !line.includes('/var/www') || /\* \* \* \* \*/.test(line)) return;
    if (line.includes('sudo -u www-data php artisan')) return; // states the rule itself
    if (plain(line)) wrong.add(i);
  });
  return [...wrong].sort((a, b) => a - b);
}

/** A cPanel command (a `/home/cpuser` or `~/quiznest` path, or a cPanel page's code block) running artisan without `ea-php`. */
export function cpanelArtisanWithoutVersion(page: Page): number[] {
  const wrong = new Set<number>();
  const code = codeLines(page);
  const cpanelPage = page.rel.startsWith('installation-guide/server-setup/cPanel/');
  for (const block of page.blocks) {
    const text = blockText(page, block);
    // Tabs of the cPanel guide's two PHP tools (MultiPHP Manager, CloudLinux Select PHP Version).
    if (block.tab && !['cpanel', 'multiphp', 'cloudlinux'].includes(block.tab)) continue;
    if (!cpanelPage && block.tab !== 'cpanel' && !/\/home\/cpuser/.test(text)) continue;
    // On CloudLinux's Select PHP Version, /usr/local/bin/php is the account's chosen version: a block
    // whose lead-in (the 6 lines above it) names that tool may use it.
    const first = block.lines[0] ?? 0;
    const leadIn = page.lines.slice(Math.max(0, first - 7), first).join('\n');
    const cloudLinux = block.tab === 'cloudlinux' || /Select PHP Version/.test(leadIn);
    for (const command of commands(page, block)) {
      if (!/\bartisan\b/.test(command.text) || /ea-php\d+/.test(command.text)) continue;
      if (cloudLinux && /\/usr\/local\/bin\/php artisan\b/.test(command.text)) continue;
      wrong.add(command.at);
    }
  }
  page.lines.forEach((line, i) => {
    if (code.has(i)) return;
    for (const m of line.matchAll(/`[^`]*\/home\/cpuser[^`]*`/g)) {
      if (/\bartisan\b/.test(m[0]) && !/ea-php\d+/.test(m[0])) wrong.add(i);
    }
  });
  return [...wrong].sort((a, b) => a - b);
}

const ADMIN_EXCLUDES = [
  '/.env',
  '/storage/',
  '/public/storage',
  '/public/robots.txt',
  '/public/sitemap*.xml',
];

/** `rsync` into an `admin/` folder without every exclude of the update procedure (unless it copies the running site's `quiznest/admin/` without `--delete`), or `--delete` with no exclude at all. */
export function rsyncWithoutExcludes(page: Page): number[] {
  const wrong: number[] = [];
  for (const block of page.blocks) {
    for (const command of commands(page, block)) {
      if (!/(^|[\s;&|])rsync\s/.test(command.text)) continue;
      const excludes = [...command.text.matchAll(/--exclude[= ]['"]?([^\s'"]+)/g)].map((m) => m[1]);
      const args = command.text.split(/\s+/).filter((a) => !a.startsWith('-'));
      const target = args[args.length - 1] ?? '';
      // A copy of the running site's own admin/ (a staging copy) carries its site files along.
      const fromLiveSite =
        /(?:^|\/)quiznest\/admin\/$/.test(args[args.length - 2] ?? '') && !/--delete\b/.test(command.text);
      if (/--delete\b/.test(command.text) && excludes.length === 0) wrong.push(command.at);
      else if (/admin\/?$/.test(target) && !fromLiveSite) {
        const needed = target.includes('/home/')
          ? [...ADMIN_EXCLUDES, '/public/.htaccess', '/public/.user.ini', '/public/php.ini']
          : ADMIN_EXCLUDES;
        if (needed.some((n) => !excludes.includes(n))) wrong.push(command.at);
      }
    }
  }
  return wrong;
}

/** A `certbot` command whose `-d` names mix the admin domain with the client's: one certificate that stops renewing when the client moves. */
export function certbotMixesHosts(page: Page): number[] {
  const wrong: number[] = [];
  for (const block of page.blocks) {
    for (const command of commands(page, block)) {
      if (!/(?:^|[\s;&|])certbot\s/.test(command.text)) continue;
      const names = [...command.text.matchAll(/(?:^|\s)(?:-d|--domains?)[ =]([^\s]+)/g)].flatMap((m) =>
        m[1].split(','),
      );
      const admin = names.filter((n) => n.startsWith('admin.'));
      if (admin.length > 0 && admin.length < names.length) wrong.push(command.at);
    }
  }
  return wrong;
}

/** A live database dropped: `DROP DATABASE quiznest` (or `cpuser_quiznest`) in SQL, or phpMyAdmin's **Drop**. */
export const LIVE_DROP = /DROP DATABASE (?:IF EXISTS )?(?:cpuser_)?quiznest\b(?!_)|choose \*\*Drop\*\*/;

/** Pages for both kinds of VPS, where the owner of the code is your user or `quiznest`: the only page that may write `"$USER"` for it is the manual guide. */
const OWNER_IS_USER_PAGES = new Set(['installation-guide/server-setup/vps.md']);

/**
 * On a page that serves both kinds of VPS, the owner of the code written as `"$USER"` (`chown "$USER":www-data`),
 * or a file copy, Composer or link command into /var/www run as yourself instead of `sudo -u "$OWNER"`.
 */
export function ownerAsUser(page: Page): number[] {
  if (OWNER_IS_USER_PAGES.has(page.rel) || page.rel.includes('cPanel/')) return [];
  const wrong = new Set<number>();
  page.lines.forEach((line, i) => {
    if (/chown\s+(?:-\w+\s+)*"?\$USER"?:www-data/.test(line)) wrong.add(i);
  });
  for (const block of page.blocks) {
    if (block.tab && block.tab !== 'vps') continue;
    const text = blockText(page, block);
    const vps = block.tab === 'vps' || /\/var\/www\//.test(text);
    if (!vps || /\/home\/|~\/quiznest|ea-php/.test(text)) continue;
    for (const command of commands(page, block)) {
      if (/^(?:rsync|unzip|composer|ln -s\w*)\s/.test(command.text)) wrong.add(command.at);
    }
  }
  return [...wrong].sort((a, b) => a - b);
}

/** A code block that downloads Composer's installer without checking it against installer.sig, or whose check fails silently. */
export function composerWithoutChecksum(page: Page): number[] {
  const wrong: number[] = [];
  for (const block of page.blocks) {
    const text = blockText(page, block);
    if (!/getcomposer\.org\/installer/.test(text)) continue;
    if (!/installer\.sig/.test(text) || !/sha384/.test(text) || !/echo "checksum mismatch/.test(text)) {
      wrong.push(
        block.lines.find((i) => page.lines[i].includes('getcomposer.org/installer')) ?? block.lines[0],
      );
    }
  }
  return wrong;
}

/** A worked INR example whose Conversion Rate is not 88 (or 1, when the default currency is INR). */
export function inrRateNot88(page: Page): number[] {
  const wrong: number[] = [];
  page.lines.forEach((line, i) => {
    if (!/\bINR\b|rupee|₹/i.test(line)) return;
    const rates = [
      ...[...line.matchAll(/Conversion Rate\**\s+(?:of\s+|to\s+)?`?(\d+(?:\.\d+)?)`?/g)].map((m) => m[1]),
      ...[...line.matchAll(/`?(\d+(?:\.\d+)?)`?\s+rupees per\b/g)].map((m) => m[1]),
      ...[
        ...line.matchAll(
          /\d[\d,]*(?:\.\d+)?\s*[×x]\s*(\d+(?:\.\d+)?)\s*=\s*(?:₹\s*)?[\d,]+(?:\.\d+)?(?=\s*(?:INR|rupees)|)/g,
        ),
      ]
        .filter((m) => /₹|INR|rupee/.test(line.slice(m.index ?? 0, (m.index ?? 0) + m[0].length + 8)))
        .map((m) => m[1]),
    ];
    if (rates.some((r) => r !== '88' && r !== '1')) wrong.push(i);
  });
  return wrong;
}

/** A worked taka example whose Conversion Rate is not 122 (or 1, when the default currency is BDT). */
export function bdtRateNot122(page: Page): number[] {
  const wrong: number[] = [];
  page.lines.forEach((line, i) => {
    if (!/\bBDT\b|\btaka\b|৳/i.test(line)) return;
    const rates = [
      ...line.matchAll(/Conversion Rate\**\s+(?:of\s+|to\s+)?`?(\d+(?:\.\d+)?)`?/g),
      ...line.matchAll(/`BDT`,\s+for example\s+`(\d+(?:\.\d+)?)`/g),
      ...line.matchAll(/[×x]\s*(\d+(?:\.\d+)?)\s*=\s*[\d,]+(?:\.\d+)?`?\s*BDT\b/g),
      ...line.matchAll(/^\|\s*\*\*Conversion Rate\*\*\s*\|.*\|\s*`(\d+(?:\.\d+)?)`\s*\|\s*$/g),
    ].map((m) => m[1]);
    if (rates.some((r) => r !== '122' && r !== '1')) wrong.push(i);
  });
  return wrong;
}

/** The static export's .htaccess must send an address without its own file to the shell of its route, for every route that has one. */
export function htaccessWithoutShellFallback(page: Page): number[] {
  const block = page.blocks.find(
    (b) => b.lang === 'apacheconf' && b.lines.some((i) => /RewriteRule/.test(page.lines[i])),
  );
  if (!block) return [0];
  const text = blockText(page, block);
  const ok = /RewriteRule\s+\^\(\[\^\/\]\+\)\/\[\^\/\]\+\/\?\$\s+\/\$1\/_\.html/.test(text);
  return ok ? [] : [block.lines[0] - 1];
}

/** The page that holds the environment variable reference, relative to docs/. */
const ENV_REFERENCE_PAGE = 'Settings/System Setting/System Configuration.md';
const ENV_REFERENCE_HEADING = /^## Environment variable reference\s*$/;
/** Keys that are `.env` keys wherever they appear: the prefixes of QuizNest's admin/.env and client/.env. */
const ENV_KEY =
  /\b(?:(?:APP|DB|MAIL|QUEUE|CACHE|SESSION|REDIS|LOG|NEXT_PUBLIC|FRONTEND|NOTIFICATION|FILESYSTEM|BROADCAST|AWS)_[A-Z0-9_]*[A-Z0-9])(?![\w-])/g;
/** Any UPPER_CASE key, counted as a `.env` key on a line that names a `.env` file or in an `ini` block. */
const ANY_KEY = /`([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?:=[^`]*)?`|^\s*([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])=/g;

/** The keys listed in the first column of the tables of the reference section. */
function envReferenceKeys(lines: string[]): Set<string> | undefined {
  const start = lines.findIndex((l) => ENV_REFERENCE_HEADING.test(l));
  if (start < 0) return undefined;
  const keys = new Set<string>();
  for (let i = start + 1; i < lines.length && !/^## /.test(lines[i]); i++) {
    const first = lines[i].match(/^\|([^|]*)\|/);
    if (first) for (const m of first[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) keys.add(m[1]);
  }
  return keys;
}

let referenceKeys: Set<string> | undefined;
function listedEnvKeys(): Set<string> {
  if (!referenceKeys) {
    const file = path.join(DOCS_DIR, ENV_REFERENCE_PAGE);
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split(/\r?\n/) : [];
    referenceKeys = envReferenceKeys(lines) ?? new Set();
  }
  return referenceKeys;
}

/** A `.env` key that the environment variable reference does not list (or, on its own page, a missing reference). */
export function envKeyNotInReference(page: Page): number[] {
  const own = page.rel === ENV_REFERENCE_PAGE ? envReferenceKeys(page.lines) : undefined;
  if (page.rel === ENV_REFERENCE_PAGE && !own) return [0];
  const listed = own ?? listedEnvKeys();
  const iniLines = new Set(page.blocks.filter((b) => b.lang === 'ini').flatMap((b) => b.lines));
  const wrong: number[] = [];
  page.lines.forEach((line, i) => {
    const keys = [...line.matchAll(ENV_KEY)].map((m) => m[0]);
    if (/\.env\b/.test(line) || iniLines.has(i)) {
      for (const m of line.matchAll(ANY_KEY)) keys.push(m[1] ?? m[2]);
    }
    if (keys.some((k) => !listed.has(k))) wrong.push(i);
  });
  return wrong;
}

/** The supported-versions table of Common Requirements: a row with a date for each recommended version, and the date it was checked. */
export function versionsTableWithoutDates(page: Page): number[] {
  const text = page.lines.join('\n');
  const needed = [
    /^## Supported versions\s*$/m,
    /^\| PHP \| 8\.3 \|[^\n]*\| 31 December 2027 \|$/m,
    /^\| Node\.js \| 24 LTS \|[^\n]*\| 30 April 2028 \|$/m,
    /^\| MySQL \| 8\.4 LTS \|[^\n]*\| 30 April 2032 \|$/m,
    /^\| MariaDB \| 11\.4 LTS \|[^\n]*\| 29 May 2029 \|$/m,
    /^\| Ubuntu \(VPS\) \| 24\.04 LTS \|[^\n]*\| April 2029\b/m,
    /^\*Dates last checked on \d{1,2} \w+ \d{4}\b/m,
  ];
  return needed.every((re) => re.test(text)) ? [] : [0];
}

/** `swapon /swapfile` on a page that never adds the swap file to /etc/fstab: the swap is gone after the next reboot. */
export function swapNotPersisted(page: Page): number[] {
  if (page.lines.some((l) => /\/swapfile\s+none\s+swap\b/.test(l))) return [];
  return page.lines.flatMap((l, i) => (/swapon\s+\/swapfile\b/.test(l) ? [i] : []));
}

/** Root or password sign-in turned off over SSH on a page that never says to test it from a second session. */
export function sshdWithoutSecondSession(page: Page): number[] {
  if (page.lines.some((l) => /second (?:SSH )?(?:session|terminal)/i.test(l))) return [];
  return page.lines.flatMap((l, i) =>
    /\b(?:PermitRootLogin|PasswordAuthentication) no\b/.test(l) ? [i] : [],
  );
}

/** `ufw enable` in a code block of a page that has not allowed SSH before it. */
export function ufwEnableBeforeSsh(page: Page): number[] {
  const wrong: number[] = [];
  let sshAllowed = false;
  const code = codeLines(page);
  page.lines.forEach((line, i) => {
    if (/ufw allow (?:OpenSSH|ssh|22)\b/.test(line)) sshAllowed = true;
    if (code.has(i) && /\bufw(?: --force)? enable\b/.test(line) && !sshAllowed) wrong.push(i);
  });
  return wrong;
}

/** A field table whose **Mode** example is `Sandbox` while its **Status** example is `Enabled`: filled in top to bottom, it publishes a test gateway. */
export function statusEnabledBesideSandboxMode(page: Page): number[] {
  const example = (line: string) =>
    line
      .replace(/\s*\|\s*$/, '')
      .split('|')
      .pop()
      ?.trim() ?? '';
  const status = page.lines.findIndex((l) => l.startsWith('| **Status** |'));
  const mode = page.lines.findIndex((l) => l.startsWith('| **Mode** |'));
  if (status < 0 || mode < 0) return [];
  return example(page.lines[status]) === '`Enabled`' && example(page.lines[mode]) === '`Sandbox`'
    ? [status]
    : [];
}

/**
 * The first line of each `:::warning` about **Sandbox** mode longer than 100 words (link targets not
 * counted): the test warnings stay short and send the reader to the one numbered procedure.
 */
export function longSandboxWarning(page: Page): number[] {
  const found: number[] = [];
  let start = -1;
  let text: string[] = [];
  page.lines.forEach((line, i) => {
    if (start < 0) {
      if (/^:::warning\b/.test(line)) {
        start = i;
        text = [];
      }
      return;
    }
    if (/^:::\s*$/.test(line)) {
      const body = text.join(' ').replace(/\]\([^)]*\)/g, ']');
      const words = body.split(/\s+/).filter((w) => /\w/.test(w)).length;
      if (/\*\*Sandbox\*\*/.test(body) && words > 100) found.push(start);
      start = -1;
      return;
    }
    text.push(line);
  });
  return found;
}

/**
 * A going-live checklist whose items are out of the order you act in: the closed test (sandbox side
 * closed, gateway **Disabled**) comes first, then the live webhook, then the one live **Save**
 * (**Status** **Enabled**, name and limits set to their real values, **Mode** **Live** and every key and secret in it,
 * never on a line of their own), then the real deposit and its refund, then the look after 72 hours.
 * Returns the first item that comes too early or too late, or that saves apart from that **Save**.
 */
export function goLiveChecklistOutOfOrder(page: Page): number[] {
  const items = page.lines.flatMap((line, i) => (line.startsWith('- [ ] ') ? [i] : []));
  const first = (re: RegExp) => items.find((i) => re.test(page.lines[i])) ?? -1;
  const close = first(/The sandbox side of the test is closed/);
  const save = first(/^- \[ \] \*\*Status\*\* is \*\*Enabled\*\*/);
  const webhook = items.find((i) => i !== save && /webhook|IPN|Notification URL/i.test(page.lines[i])) ?? -1;
  const deposit = first(/\*\*Mark as Refunded\*\*/);
  const look = first(/72 hours after the test/);
  const apart = first(
    /^- \[ \] \*\*Display Name\*\*, \*\*Minimum Amount\*\* and \*\*Maximum Amount\*\* are (?:restored|set to their real values)/,
  );
  if (apart >= 0) return [apart];
  const savesApart = items.find(
    (i) =>
      i !== save &&
      /\*\*Mode\*\* (?:is |set to |to )?\*\*Live\*\*|\b(?:is|are) (?:saved|in the form|in \*\*)|\bsaved (?:its|in the form)\b/.test(
        page.lines[i],
      ),
  );
  if (savesApart !== undefined) return [savesApart];
  if (webhook > save && save >= 0) return [webhook];
  const order = [close, save, deposit, look];
  for (let k = 1; k < order.length; k++) {
    if (order[k] >= 0 && order[k - 1] >= 0 && order[k] < order[k - 1]) return [order[k - 1]];
  }
  return [];
}

/** A procedure that reuses the step-10 admin block without running the web installer. */
const REUSES_STEP_10 = /steps? 6 to 11 of the VPS guide|block of step 10|templates of \[?step 10/;

/**
 * Lines that carry the installer lock into a procedure that runs no installer: a line that reuses
 * step 10 (steps 6 to 11, its block or its templates) without naming its install lock (kept or left
 * out), and on Post-Installation an `allow` line printed in a code block.
 */
export function step10LockCarriedOver(page: Page): number[] {
  const code = codeLines(page);
  const wrong: number[] = [];
  page.lines.forEach((line, i) => {
    if (!code.has(i) && REUSES_STEP_10.test(line) && !/install lock/.test(line)) wrong.push(i);
  });
  if (page.rel === 'post-installation.md') {
    for (const block of page.blocks) {
      for (const i of block.lines) if (/^\s*allow \S+;/.test(page.lines[i])) wrong.push(i);
    }
  }
  return wrong.sort((a, b) => a - b);
}

/**
 * For facts each page words its own way: each page named in `points` must match every one of its
 * patterns. A page that does not is reported at line 1 (index 0); other pages are not read.
 */
export function pagesSay(points: Record<string, RegExp | RegExp[]>): (page: Page) => number[] {
  return (page) => {
    const text = page.lines.join('\n');
    return [points[page.rel] ?? []].flat().every((pattern) => pattern.test(text)) ? [] : [0];
  };
}

/**
 * A settings page (under Settings/) whose **Where to find it** does not name the settings group a role
 * needs, in the form "Your role needs **Edit** on the **…** group of **Settings**" (**View** where the
 * page is read-only), in the paragraph right under the heading.
 */
export function settingsPageWithoutGroup(page: Page): number[] {
  if (!page.rel.startsWith('Settings/')) return [];
  const where =
    /^## Where to find it\n\n[^\n]*Your role needs \*\*(?:View|Edit)\*\* on the \*\*[^*\n]+\*\* group of \*\*Settings\*\*/m;
  return where.test(page.lines.join('\n')) ? [] : [0];
}

/** A rule that widens a look-up's filters: the link to Deposits' filter rule, or the filters set in so many words. */
const WIDENED =
  /#the-deposit-list-and-its-filters|\*\*Mode\*\* (?:(?:set )?to both|\*\*Both\*\*)|\bwidened\b/;
/** A look-up verb, where a step or sentence starts, and the clause it governs. */
const LOOKUP = /(?:^\s*(?:\d+\.|-|\|)?\s*|[.:;|]\s+|\b(?:and|then)\s+)(search|find|look up)\b([^.;:|]*)/gi;
/** A look-up outside QuizNest: at the provider, in a dashboard, a bank statement or a wallet. */
const ELSEWHERE =
  /\b(?:at|in|on|from) (?:the |your )?(?:provider|bank)|dashboard|statement|merchant panel|Merchant Interface|Coinbase Business|wallet/i;
/** What a QuizNest look-up looks for. */
const QUIZNEST_OBJECT =
  /\*\*Deposits\*\*|\[Deposits|\bhere\b|\bthe deposit\b|`DEP-`|reference|transaction id|\bthe player\b|payout details/i;

/**
 * A step that looks up a deposit, a payment row or a request in QuizNest (search, find, look up)
 * while the list's default filters (Mode Live, the last 30 days or this month, one status) still
 * apply: neither the line nor an earlier line of its block widens them (a list's steps carry their
 * filters down the list; a paragraph carries them into the table right after it). Look-ups at the
 * provider, in a bank statement or a wallet are not QuizNest's.
 */
export function lookupWithDefaultFilters(page: Page): number[] {
  const wrong: number[] = [];
  const code = codeLines(page);
  const kind = (line: string) =>
    /^\s*\|/.test(line) ? 'table' : /^\s*(?:\d+\.|-) /.test(line) ? 'list' : 'para';
  let widened = false;
  let current = '';
  let previous = '';
  page.lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (current) previous = current;
      current = '';
      return;
    }
    if (!current) {
      current = kind(line);
      if (!(current === 'table' && previous === 'para')) widened = false;
    }
    if (/^#{2,4} /.test(line)) widened = false;
    if (code.has(i)) return;
    if (WIDENED.test(line)) {
      widened = true;
      return;
    }
    if (widened) return;
    for (const m of line.matchAll(LOOKUP)) {
      if (ELSEWHERE.test(m[2])) continue;
      if (QUIZNEST_OBJECT.test(m[2])) {
        wrong.push(i);
        break;
      }
    }
  });
  return wrong;
}

/** A check whose output the reader must read before going on: the dump's last line or table count, or MySQL's install candidate. */
const GUARD_CHECK = /tail -n 1 |grep -c '\^CREATE TABLE'|apt-cache policy mysql-server/;
/** What that check guards and cannot be undone: a live database dropped, or MySQL installed from whatever the candidate is. */
const GUARDED_ACTION = new RegExp(`${LIVE_DROP.source}|apt(?:-get)? install\\b[^\\n]*\\bmysql-server\\b`);

/**
 * A code block that runs an irreversible command (a live `DROP DATABASE`, `apt install … mysql-server`)
 * after a check in the same block: pasted, it runs before the reader has compared the check's output.
 * The action belongs in a block of its own after the sentence that says what the check must show.
 */
export function irreversibleBesideItsCheck(page: Page): number[] {
  return page.blocks.flatMap((block) => {
    const check = block.lines.findIndex((i) => GUARD_CHECK.test(page.lines[i]));
    return check < 0 ? [] : block.lines.slice(check + 1).filter((i) => GUARDED_ACTION.test(page.lines[i]));
  });
}

/** A line that puts the paused nightly backup back, with no `ls /etc/cron.d/` right after it (L14). */
export function backupPutBackWithoutLs(page: Page): number[] {
  const putBack =
    /^\s*sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/$/;
  return page.lines.flatMap((line, i) =>
    putBack.test(line) && !/^\s*ls \/etc\/cron\.d\/$/.test(page.lines[i + 1] ?? '') ? [i] : [],
  );
}
