/**
 * The machine-checkable product facts of CONTENT_GUIDE.md, one rule each: statements no page may
 * make (`forbid`, or a `find` that needs more than one line) and statements named pages must make
 * (`require`). scripts/lib/facts.ts runs them; tests/unit/content-facts.test.ts runs every rule over
 * every page under docs/ and puts each old wording back to see it caught. Change a fact here and in
 * CONTENT_GUIDE.md together.
 */
import {
  backupPutBackWithoutLs,
  bdtRateNot122,
  certbotMixesHosts,
  composerWithoutChecksum,
  dropWithoutDumpCheck,
  dropWithoutTableCount,
  cpanelArtisanWithoutVersion,
  envKeyNotInReference,
  htaccessWithoutShellFallback,
  irreversibleBesideItsCheck,
  ownerAsUser,
  inrRateNot88,
  plainArtisanOnVps,
  queueWorkWithoutTimeout60,
  rsyncWithoutExcludes,
  statusEnabledBesideSandboxMode,
  goLiveChecklistOutOfOrder,
  step10LockCarriedOver,
  longSandboxWarning,
  pagesSay,
  lookupWithDefaultFilters,
  sshdWithoutSecondSession,
  swapNotPersisted,
  ufwEnableBeforeSsh,
  versionsTableWithoutDates,
} from './fact-finders';
import {refundSentenceWithoutAnchors} from './fact-finders-gateways';
import {undoImportWithoutOwnLive} from './fact-finders-restore';
import type {Page} from './fact-page';

export type FactRule = {
  id: string;
  /** What a reader would notice if the rule broke; the name of its test. */
  title: string;
  /** The canonical fact, as CONTENT_GUIDE.md states it; printed with every finding. */
  fact: string;
  /**
   * The pages the rule reads: files (`post-installation.md`) or folders (`payment-gateways/`),
   * relative to docs/. Every page when absent. A `require` rule must be met by each listed file.
   */
  where?: string[];
  /** A line that matches states the fact wrongly, unless it also matches `unless`. */
  forbid?: RegExp;
  unless?: RegExp;
  /** Checks that need context (code blocks, several lines): the 0-based indexes of wrong lines. */
  find?: (page: Page) => number[];
  /** Each page the rule reads must match this somewhere; a page that does not is reported at line 1. */
  require?: RegExp;
};

/** The one form of a gateway page's instruction for a refund you make (read22 gateways 1). */
const REFUND_SHORT_FORM =
  /as \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) says, withdrawals closed first \(part of a payment: \[Refund part of a deposit\]\(\/deposits\/#refund-part-of-a-deposit\)\)/;
/** The one form of a refund event's line, which links the procedure on Deposits (diff25 ops 3, read25 gateways 3). */
const REFUND_EVENT_FORM =
  /act on (?:it|one)[^\n]{0,60}as \[A provider reports a refund\]\(\/deposits\/#a-provider-reports-a-refund\) says/;

/** The gateway pages whose refund-event row acts only on a deposit still Successful with no open hold (diff27 money 3). */
const REFUND_EVENT_ROW_PAGES = [
  'payment-gateways/square.md',
  'payment-gateways/authorize-net.md',
  'payment-gateways/coinbase-commerce.md',
  'payment-gateways/nowpayments.md',
];

const VPS_PAGES = ['installation-guide/server-setup/vps.md', 'post-installation.md'];

const SANDBOX_GATEWAY_PAGES = [
  'payment-gateways/authorize-net.md',
  'payment-gateways/bkash.md',
  'payment-gateways/flutterwave.md',
  'payment-gateways/gocardless.md',
  'payment-gateways/instamojo.md',
  'payment-gateways/mercado-pago.md',
  'payment-gateways/mollie.md',
  'payment-gateways/nowpayments.md',
  'payment-gateways/paypal.md',
  'payment-gateways/paystack.md',
  'payment-gateways/paytm.md',
  'payment-gateways/razorpay.md',
  'payment-gateways/square.md',
  'payment-gateways/sslcommerz.md',
  'payment-gateways/stripe.md',
];

/** The gateway pages with a dispute, chargeback or return paragraph: the sandbox ones but GoCardless and NOWPayments. */
const DISPUTE_GATEWAY_PAGES = SANDBOX_GATEWAY_PAGES.filter((p) => !/gocardless|nowpayments/.test(p));
/** The pages that send a reader to the Laravel log (the installation guides apart: a fresh install has one laravel.log). */
const LOG_READER_PAGES = [
  'Extra/index.md',
  'post-installation.md',
  'Settings/',
  'payment-gateways/',
  'deposits/',
  'Mange User/',
  'Admin Users/',
];

/** The lines of each `###` section of a page that grants money-in and money-out permissions together. */
function depositAndPayoutInOneRole(page: Page): number[] {
  const found: number[] = [];
  let section: number[] = [];
  let recipe = false;
  const close = () => {
    if (!recipe) {
      section = [];
      return;
    }
    const text = section.map((i) => page.lines[i]).join('\n');
    if (
      /^- [^\n]*\*\*Approve deposits\*\*/m.test(text) &&
      /^- [^\n]*\*\*(?:Approve withdrawals|Mark paid)\*\*/m.test(text)
    ) {
      found.push(section.find((i) => /\*\*Approve deposits\*\*/.test(page.lines[i]))!);
    }
    section = [];
  };
  page.lines.forEach((line, i) => {
    if (/^#{2,4} |^\*\*[^*]+\*\*: /.test(line)) {
      close();
      recipe = !/^## /.test(line);
    }
    section.push(i);
  });
  close();
  return found;
}

export const FACTS: FactRule[] = [
  {
    id: 'queue-timeout-60',
    title: 'every queue worker line stops a job after 60 seconds, before retry_after hands it out again',
    fact: 'queue:work runs with --timeout=60, shorter than retry_after (DB_QUEUE_RETRY_AFTER, default 90)',
    find: queueWorkWithoutTimeout60,
  },
  {
    id: 'no-timeout-90',
    title: 'no page lets a job run 90 seconds, long enough to be picked up twice',
    fact: 'the worker timeout is 60 seconds; 90 is retry_after, and a timeout equal to it runs jobs twice',
    forbid: /--timeout[= ]90\b|(?:stops|kills|ends) (?:a|the) job after 90 seconds/i,
  },
  {
    id: 'retry-after-explained',
    title: 'the pages that set up a worker explain retry_after',
    fact: 'the worker --timeout must stay below retry_after (DB_QUEUE_RETRY_AFTER, default 90); raise both together',
    where: [
      'post-installation.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/cPanel/Admin.md',
      'Settings/System Setting/Cron Job Settings.md',
    ],
    require: /DB_QUEUE_RETRY_AFTER/,
  },
  {
    id: 'client-redirect-names-hosts',
    title: 'the client .htaccess redirects www and HTTP only, never every other name of public_html',
    fact: 'the cPanel client rules redirect ^www\\.example\\.com$ and HTTP example.com to https://example.com, /.well-known/ excluded; no catch-all RewriteCond %{HTTP_HOST} !^example\\.com$, which also redirects subdomains and addon domains whose folders sit inside the document root',
    forbid: /RewriteCond %\{HTTP_HOST\} !\^/,
  },
  {
    id: 'standalone-update-beside-live',
    title: 'the cPanel standalone update never empties the live application folder',
    fact: 'the new build is extracted into ~/quiznest-client-next, swapped in with mv quiznest-client quiznest-client-previous && mv quiznest-client-next quiznest-client, then tmp/restart.txt is touched',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    forbid: /find ~\/quiznest-client -mindepth 1/,
    require: /mv quiznest-client quiznest-client-previous && mv quiznest-client-next quiznest-client/,
  },
  {
    id: 'client-failed-cleared-first',
    title: 'a second client rollback does not move the live build into an old client-failed folder',
    fact: 'a client rollback removes client-failed (rm -rf) on the line before mv client client-failed',
    find: (page) =>
      page.lines.flatMap((line, i) =>
        /\bmv (?:\S*\/)?(?:quiznest-)?client (?:\S*\/)?(?:quiznest-)?client-failed\b/.test(line) &&
        !/rm -rf (?:\S*\/)?(?:quiznest-)?client-failed\b/.test(page.lines[i - 1] ?? '')
          ? [i]
          : [],
      ),
  },
  {
    id: 'composer-owner-in-www-data',
    title: 'composer install as the code owner can write bootstrap/cache',
    fact: 'bootstrap/cache is www-data:www-data 775, so the code owner (quiznest on an install.sh server) must be in the www-data group: id lists www-data, else sudo usermod -aG www-data',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require: /usermod -aG www-data (?:"\$OWNER"|quiznest)/,
  },
  {
    id: 'php-upgrade-pins-cli',
    title: 'installing a new PHP does not move the scheduler and worker to it before the website',
    fact: 'installing php8.4-cli switches /usr/bin/php in auto mode; the upgrade pins it with update-alternatives --set php /usr/bin/php8.3 until the FPM switch',
    where: ['post-installation.md'],
    require: /php8\.4-cli[\s\S]{0,200}update-alternatives --set php \/usr\/bin\/php8\.3/,
  },
  {
    id: 'backup-tar-file-changed',
    title: 'the nightly backup does not fail because a file changed while tar read it',
    fact: 'the backup script runs tar with --warning=no-file-changed and treats exit status 1 as success, any status above 1 as an error',
    where: ['post-installation.md'],
    require: /^(?=[\s\S]*--warning=no-file-changed)(?=[\s\S]*"\$tar_status" -gt 1)/,
  },
  {
    id: 'cloudlinux-cron-lines',
    title: 'the cPanel guide gives the cron lines for CloudLinux Select PHP Version',
    fact: 'with Select PHP Version, the cron lines name /usr/local/bin/php: cd /home/cpuser/quiznest/admin && /usr/local/bin/php artisan schedule:run',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require: /\/usr\/local\/bin\/php artisan schedule:run/,
  },
  {
    id: 'homebrew-node-not-lts',
    title: "no page says Homebrew's node formula is an LTS",
    fact: "Homebrew's node formula follows the newest Node.js release (Current or LTS); pages install node@24",
    forbid: /newest LTS[^.]*Homebrew|Homebrew's `node`[^.]*newest LTS/,
  },
  {
    id: 'vercel-config-cache-platform',
    title: 'the Vercel page caches the admin configuration as the platform requires',
    fact: 'after FRONTEND_URL or APP_URL changes: sudo -u www-data php artisan config:cache on a VPS, /usr/local/bin/ea-php83 artisan config:cache on cPanel',
    where: ['installation-guide/server-setup/vercel.md'],
    forbid: /run `php artisan config:cache`/,
  },
  {
    id: 'build-elsewhere-linux-x64',
    title: 'a client built on another machine runs on the server',
    fact: 'a client built elsewhere for a VPS is built on Linux x64 with Node.js 24 and the same client/.env (standalone node_modules holds platform binaries)',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /build on another machine with (?:the same Node|Node)/,
    require: /Linux x64|Linux on x64/,
  },
  {
    id: 'certificate-split-by-name',
    title: 'splitting the install.sh certificate starts from its name',
    fact: 'before the client moves to Vercel, sudo certbot certificates shows the Certificate Name; the certificate already holding that name is the one edited with the (U)pdate prompt, issued second',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /^(?=[\s\S]*If the \*\*Certificate Name\*\* is `admin\.example\.com`)(?=[\s\S]*If the \*\*Certificate Name\*\* is `example\.com`)/,
  },
  {
    id: 'cpanel-domain-change-complete',
    title: 'a cPanel domain change keeps the client served and the admin panel on its PHP version',
    fact: 'on cPanel the new client domain shares the document root (or the Node.js app URL changes), the new admin name gets its version in MultiPHP Manager, and the handler block is checked after the old admin domain is removed',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*\*\*Share document root\*\*)(?=[\s\S]*\*\*Application URL\*\* to `example\.net`)(?=[\s\S]*grep -n 'cPanel-generated handler' ~\/quiznest\/admin\/public\/\.htaccess)/,
  },
  {
    id: 'standalone-build-has-static',
    title: 'the standalone upload has the client images and static assets',
    fact: 'a plain next build leaves public/ and .next/static out of .next/standalone; the client build script copies them (cp -r public .next/standalone/ && cp -r .next/static .next/standalone/.next/)',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    require: /cp -r public \.next\/standalone\/ && cp -r \.next\/static \.next\/standalone\/\.next\//,
  },
  {
    id: 'install-sh-differences-stated',
    title: 'the VPS guide says how install.sh differs instead of "the same stack"',
    fact: 'install.sh installs Ubuntu MySQL 8.0 (replaced with 8.4 afterwards), runs the code as quiznest, issues one certificate for every name; the MySQL APT repository exists only after the 8.4 upgrade',
    where: ['installation-guide/server-setup/vps.md', 'installation-guide/server-setup/vps-automated.md'],
    forbid: /installs the same stack|PHP, MySQL and Node\.js repositories the script added/,
  },
  {
    id: 'no-key-generate-cron',
    title: 'no cron job regenerates APP_KEY and makes the stored gateway secrets unreadable',
    fact: 'never run key:generate on a site that holds secrets, and never from cron',
    forbid:
      /key:generate[^.]*(?:cron|\/usr\/local\/bin\/|every minute|once per minute)|(?:cron|every minute|once per minute)[^.]*key:generate/i,
    unless: /\b(?:never|do not|don't)\b[^.]*key:generate/i,
  },
  {
    id: 'node-supported-range',
    title: 'no page sends the reader to Node.js 20, which no longer gets security fixes',
    fact: 'the client runs on Node.js 22 LTS or 24 LTS (24 recommended); Node.js 20 reached end of life on 30 April 2026',
    forbid:
      /Node(?:\.js)?\s*20\b|node@20|setup_20\.x|nvm install 20\b|OpenJS\.NodeJS\.20|\bv20\.x|\b20\.x\b|only supported (?:Node|version)/i,
    unless: /end of life|end-of-life|no security fixes/i,
  },
  {
    id: 'node-range-stated',
    title: 'the requirements and Vercel pages name Node.js 22 and 24',
    fact: 'the client runs on Node.js 22 LTS or 24 LTS (24 recommended)',
    where: ['common-requirements.md', 'installation-guide/server-setup/vercel.md'],
    require: /24(?:\.x| LTS)[^\n]*22(?:\.x| LTS)|22(?:\.x| LTS)[^\n]*24(?:\.x| LTS)/,
  },
  {
    id: 'env-keys-in-reference',
    title: 'every .env key a page uses is explained in the environment variable reference',
    fact: 'System Configuration has "## Environment variable reference" listing every admin/.env and client/.env key the docs use (what it does, example, which field writes it)',
    find: envKeyNotInReference,
  },
  {
    id: 'versions-table-dated',
    title: 'the supported-versions table gives each recommended version its end-of-security date',
    fact: 'Common Requirements has "## Supported versions" with upstream dates (PHP 8.3 31 December 2027, Node.js 24 30 April 2028, MySQL 8.4 30 April 2032, MariaDB 11.4 29 May 2029, Ubuntu 24.04 April 2029) and a "Dates last checked on" line',
    where: ['common-requirements.md'],
    find: versionsTableWithoutDates,
  },
  {
    id: 'eol-database-not-supported',
    title: 'no page calls MySQL 8.0 or MariaDB 10.6 supported or recommended',
    fact: 'MySQL 8.0 (30 April 2026) and MariaDB 10.6 (6 July 2026) are past end of life: they work but get no security fixes; recommend MySQL 8.4 LTS or MariaDB 11.4',
    forbid:
      /(?:MySQL\s+8\.0|MariaDB\s+10\.6|\b10\.6)(?![.\d+])[^.|]*\b(?:QuizNest supports|is supported|are supported|recommended)\b|\b(?:recommended|supported)\b[^.|]*(?:MySQL\s+8\.0|MariaDB\s+10\.6)(?![.\d+])/i,
    unless: /end of life|no security fixes|oldest/i,
  },
  {
    id: 'inr-rate-88',
    title: 'every rupee example uses the same conversion rate, 88 per USD',
    fact: 'worked INR examples use a Conversion Rate of 88 per USD (1 when the default currency is INR)',
    find: inrRateNot88,
  },
  {
    id: 'update-keeps-site-files',
    title: 'an update never deletes the sitemap or the hand-edited robots.txt',
    fact: 'rsync into admin/ excludes /.env, /storage/, /public/storage, /public/robots.txt, /public/sitemap*.xml (and /public/.htaccess, /public/.user.ini, /public/php.ini on cPanel); --delete only with those excludes',
    find: rsyncWithoutExcludes,
  },
  {
    id: 'env-stays-writable',
    title: 'admin/.env stays writable by the panel and unreadable to others',
    fact: 'VPS: admin/.env owner the deploy user, group www-data, mode 660; cPanel: owner the account, mode 600',
    forbid:
      /chown\s+(?:-\w+\s+)*www-data(?::www-data)?\s+\S*\.env\b|chmod\s+0?(?:640|644|440|400)\s+\S*\.env\b|\.env`?[^|.]*\(`?0?640`?\)/,
  },
  {
    id: 'env-mode-stated',
    title: 'the VPS pages set admin/.env to 660 and the cPanel page to 600',
    fact: 'VPS: chmod 660 .env (group www-data); cPanel: chmod 600 .env',
    where: [...VPS_PAGES, 'installation-guide/server-setup/cPanel/Admin.md'],
    find: (page) => {
      const want = page.rel.includes('cPanel') ? /chmod 600 \S*\.env/ : /chmod 660 \S*\.env/;
      return page.lines.some((l) => want.test(l)) ? [] : [0];
    },
  },
  {
    id: 'vps-artisan-as-www-data',
    title: 'on a VPS, artisan never leaves files in storage/ that PHP-FPM cannot write',
    fact: 'on a VPS every artisan command is sudo -u www-data php artisan …',
    find: plainArtisanOnVps,
  },
  {
    id: 'cpanel-php-version-named',
    title: 'cPanel cron jobs and Terminal commands run the PHP version chosen for the site',
    fact: 'cPanel commands name the version: /usr/local/bin/ea-php83 artisan … (the one chosen in MultiPHP Manager)',
    find: cpanelArtisanWithoutVersion,
  },
  {
    id: 'cpanel-cron-worker',
    title: 'the cron-started queue worker of cPanel exits before the next one starts',
    fact: 'cPanel queue cron: cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan queue:work --stop-when-empty --tries=3 --timeout=60 --max-time=55 (/usr/local/bin/php on CloudLinux Select PHP Version)',
    forbid: /queue:work\b[^\n]*--stop-when-empty/,
    unless:
      /\/home\/[^\n]*\/usr\/local\/bin\/(?:ea-php\d+|php) artisan queue:work --stop-when-empty --tries=3 --timeout=60 --max-time=55\b|`(?:sudo -u www-data php|\/usr\/local\/bin\/ea-php\d+) artisan queue:work --stop-when-empty --tries=3 --timeout=60 --force`/,
  },
  {
    id: 'cpanel-handler-kept',
    title: 'a cPanel update keeps the MultiPHP handler of public/.htaccess',
    fact: 'updates keep the handler block of admin/public/.htaccess, or the version is chosen again in MultiPHP Manager',
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/Admin.md'],
    require: /MultiPHP Manager[^\n]*handler|handler[^\n]*MultiPHP Manager/,
  },
  {
    id: 'scheduler-in-www-data-crontab',
    title: "on a VPS the scheduler runs from www-data's crontab",
    fact: 'VPS scheduler: sudo crontab -u www-data -e, never your own crontab or root’s',
    forbid: /\bcrontab\s+-e\b|cron (?:entry|job|line)[^.]*for the user that owns the files/i,
  },
  {
    id: 'scheduler-crontab-stated',
    title: 'the scheduler pages name the crontab of www-data',
    fact: 'VPS scheduler: sudo crontab -u www-data -e',
    where: [...VPS_PAGES, 'Settings/System Setting/Cron Job Settings.md'],
    require: /crontab -u www-data -e/,
  },
  {
    id: 'queue-worker-unit',
    title: 'the VPS worker runs as www-data and is renewed every hour',
    fact: 'quiznest-queue.service: User=www-data, queue:work --tries=3 --timeout=60 --max-time=3600',
    where: ['installation-guide/server-setup/vps.md'],
    require: /ExecStart=\/usr\/bin\/php artisan queue:work --tries=3 --timeout=60 --max-time=3600/,
  },
  {
    id: 'vps-mysql-root-with-password',
    title:
      'MySQL console commands on a VPS work whether root has a password (VPS guide) or auth_socket (install.sh)',
    fact: 'VPS pages open MySQL as root with `sudo mysql -u root -p`, never a bare `sudo mysql`',
    where: [...VPS_PAGES, 'installation-guide/server-setup/vps-automated.md'],
    forbid: /\bsudo (?:sh -c ')?mysql\b(?!_secure_installation| -u root -p\b)/,
    unless: /~\/\.my\.cnf/,
  },
  {
    id: 'update-has-rollback',
    title: 'the update procedure says how to go back when a migration fails',
    fact: 'keep the previous release and the pre-update dump; if migrate fails, restore both, then up',
    where: ['post-installation.md'],
    require: /^#{2,4} .*[Rr]oll (?:it )?back/m,
  },
  {
    id: 'swap-persisted',
    title: 'the swap file that the client build needs is still there after a reboot',
    fact: 'a VPS gets a 2 GB /swapfile (fallocate, chmod 600, mkswap, swapon) with the line /swapfile none swap sw 0 0 in /etc/fstab',
    find: swapNotPersisted,
  },
  {
    id: 'swap-step-stated',
    title: 'the VPS guide adds persistent swap before the client build',
    fact: 'a VPS gets a 2 GB /swapfile, listed in /etc/fstab, checked with swapon --show and free -h',
    where: ['installation-guide/server-setup/vps.md'],
    require: /\/swapfile none swap sw 0 0[\s\S]*swapon --show/,
  },
  {
    id: 'sshd-tested-second-session',
    title:
      'turning off root and password sign-in is tested from a second SSH session before the first one closes',
    fact: 'PermitRootLogin no and PasswordAuthentication no go in /etc/ssh/sshd_config.d/, then sudo systemctl reload ssh, tested from a second session before closing the first',
    find: sshdWithoutSecondSession,
  },
  {
    id: 'sshd-hardening-stated',
    title: 'the VPS guide turns off root and password sign-in over SSH',
    fact: 'PermitRootLogin no and PasswordAuthentication no in /etc/ssh/sshd_config.d/00-hardening.conf, sudo systemctl reload ssh',
    where: ['installation-guide/server-setup/vps.md'],
    require: /PermitRootLogin no[\s\S]*PasswordAuthentication no[\s\S]*sudo systemctl reload ssh/,
  },
  {
    id: 'ufw-ssh-before-enable',
    title: 'the firewall never goes on before SSH is allowed through it',
    fact: 'sudo ufw allow OpenSSH comes before sudo ufw enable (step 2 of the VPS guide); Nginx Full is added in step 11',
    find: ufwEnableBeforeSsh,
  },
  {
    id: 'backup-offsite-and-drill',
    title: 'the backup section copies the backup off the server, encrypted, and rehearses a restore',
    fact: 'nightly archive of the dump, storage/app and admin/.env, copied off-site encrypted (rclone crypt or rsync over SSH), restore rehearsed on a test copy every three months',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*\boff-site\b)(?=[\s\S]*\bencrypt)(?=[\s\S]*^#{2,4} Rehearse a restore)(?=[\s\S]*^#{2,4} Restore the platform)/m,
  },
  {
    id: 'mysql-password-not-on-command-line',
    title: 'no mysqldump or mysql line puts the database password on the command line',
    fact: 'mysqldump reads its credentials from an option file of mode 600 (--defaults-extra-file=…), or asks with -p; never -pPASSWORD or --password=',
    forbid: /\bmysql(?:dump)?\b[^\n]*(?:\s-p[^\s`'"]|--password=)/,
  },
  {
    id: 'late-webhook-credits',
    title: 'a payment confirmed after the 24-hour window is still credited',
    fact: 'a late verified webhook always moves a Failed (expired) deposit to Successful',
    forbid:
      /credit\w*[^.]*\b(?:as long as|only if|provided(?: that)?|if)\b[^.]*within 24 hours|late[^.]*webhook[^.]*(?:ignored|not credited|no longer credit)/i,
  },
  {
    id: 'bounced-payout-no-deduction',
    title: "a bounced payout never takes the player's coins twice",
    fact: 'a bounced paid withdrawal: re-send the payout or return the coins with Adjust Balance (Add); never deduct',
    forbid:
      /deduct the matching coins|(?:bounc\w*|comes back|returned to you)[^.]*\b(?:deduct|subtract|take (?:back|away))\b/i,
  },
  {
    id: 'deposit-amount-in-money',
    title: 'players enter money on the deposit form, and coins follow from it',
    fact: 'on a deposit the player enters an amount in the default currency; QuizNest computes the coins',
    forbid:
      /\b(?:player|players|you)\s+(?:buys?|chooses?|enters?|picks?|types?)\s+(?:a\s+|the\s+)?(?:[\d,]+\s+coins|coin amount|number of coins)|\bbuy\s+(?:[\d,]+|a (?:small )?number of)\s+coins\b/i,
  },
  {
    id: 'negative-balance-only-by-refund',
    title: 'only a refunded deposit can take a balance below zero',
    fact: 'Mark as Refunded is the only action that can take a balance below zero; an Adjust Balance subtraction cannot',
    forbid:
      /(?:adjust\w*|subtract\w*)[^.]*\b(?:can|may|will)\s+(?:take|push|bring|leave)[^.]*(?:below zero|negative)|Mark as Refunded[^.]*\b(?:cannot|never|can't)\b[^.]*(?:below zero|negative)/i,
    unless: /cannot|can't|never/i,
  },
  {
    id: 'negative-balance-stated',
    title: 'the balance pages agree on what may make a balance negative',
    fact: 'Mark as Refunded is the only action that can take a balance below zero; an Adjust Balance subtraction cannot',
    where: ['Mange User/Users.md', 'deposits/index.md', 'withdraw/index.md'],
    require: /\bonly \*\*Mark as Refunded\*\*|\*\*Mark as Refunded\*\* is the only/i,
  },
  {
    id: 'settings-permission-per-group',
    title: 'settings permissions are named by their group',
    fact: 'settings permissions are granted per settings group (View/Edit on Finance Settings, System Setting, …)',
    forbid: /\b(?:the|and)\s+Settings permissions?\b/i,
  },
  {
    id: 'composer-checksum',
    title: "Composer's installer is checked before it runs",
    fact: 'composer-setup.php is verified against https://composer.github.io/installer.sig (SHA-384) before it runs',
    find: composerWithoutChecksum,
  },
  {
    id: 'local-webhooks-forwardable',
    title: 'webhooks reach a laptop through the provider CLI or a tunnel',
    fact: 'providers cannot call a laptop directly, but stripe listen --forward-to … or a tunnel forwards webhooks to it',
    forbid:
      /webhooks?\s+(?:do not|don't|cannot|can't|never)\s+(?:arrive|reach|work)[^.]*(?:local|127\.0\.0\.1|localhost)|local install[^.]*(?:reconciliation only|only by reconciliation|by reconciliation instead)|impossible[^.]*webhook|webhook[^.]*impossible/i,
  },
  {
    id: 'local-webhooks-how',
    title: 'the gateway overview pages say how to forward webhooks locally',
    fact: 'providers cannot call a laptop directly, but stripe listen --forward-to … or a tunnel forwards webhooks to it',
    where: ['payment-gateways/overview.md', 'Settings/Finance Settings/Payment Gateways.md'],
    require: /tunnel/,
  },
  {
    id: 'ai-generation-on-queue',
    title: 'AI question generation runs on the queue, not in a long web request',
    fact: 'Generate with AI runs as a queued job; max_execution_time does not limit it, the worker --timeout does',
    forbid:
      /(?:long|slow)\s+(?:admin\s+|web\s+)?requests?[^.|]*(?:\bAI\b|generat\w+ questions)|(?:\bAI\b|generat\w+ questions)[^.|]*(?:long|slow)\s+(?:admin\s+|web\s+)requests?/i,
  },
  {
    id: 'maintenance-one-mechanism',
    title: 'the Maintenance Mode screen and artisan down are one mechanism',
    fact: "the Maintenance Mode screen and php artisan down --secret=… both use Laravel's storage/framework/down; php artisan up ends either",
    forbid:
      /artisan down`?\s+stops the whole[^.]*|Maintenance Mode\]\([^)]*\)\s+instead|use \*\*Maintenance Mode\*\* instead/i,
  },
  {
    id: 'static-export-shell',
    title: 'a page or quiz created after a static export build still opens',
    fact: 'the static export .htaccess serves an address of any route with a shell (page, quiz, contest, category, contest-category) that has no file of its own from the route shell _.html: RewriteRule ^([^/]+)/[^/]+/?$ /$1/_.html',
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    find: htaccessWithoutShellFallback,
  },
  {
    id: 'admin-docroot-public',
    title: 'no page serves the admin folder itself, whose .env an update would expose',
    fact: 'the admin document root is always admin/public (Domains > Manage, or the host); never admin/ with a top-level .htaccess rewriting into public/',
    forbid: /RewriteRule\s+\S+\s+\/?public\/\$1/,
  },
  {
    id: 'node-install-pinned',
    title: 'no Node.js install floats to the newest LTS, 26, which the client does not support',
    fact: 'install Node.js by major: node@24, setup_24.x, nvm install 24, winget OpenJS.NodeJS.LTS --version 24.x.y (pinned with winget pin add … --version 24.*)',
    forbid:
      /OpenJS\.NodeJS\.LTS\b(?![^\n]*--version\s+2[24]\.)|nvm install\s+(?:--lts|lts\/\*|node\b)|setup_(?:lts|current)\.x|choco install[^\n]*\bnodejs(?:-lts)?\b(?![^\n]*--version[= ]2[24]\.)|brew install\s+(?:[\w@.-]+\s+)*node(?![\w@-])|`node`[^.]*not an LTS/,
    unless: /winget show --id OpenJS\.NodeJS\.LTS --versions|package follows the newest LTS|No page installs/,
  },
  {
    id: 'server-env-change-config-cache',
    title: 'a .env change on a server ends with the configuration cached again',
    fact: 'after a change to admin/.env on a server, run config:cache (in the platform form); config:clear is never the last step',
    where: [
      'installation-guide/server-setup/cPanel/',
      'installation-guide/server-setup/vercel.md',
      'installation-guide/server-setup/vps-automated.md',
      'payment-gateways/',
      'Settings/SEO & Meta/',
    ],
    forbid: /artisan config:clear\b/,
    unless: /config:cache/,
  },
  {
    id: 'deposit-credit-not-adjustment',
    title: 'a payment the gateway never reported is credited once, on its deposit',
    fact: 'a payment confirmed at the provider but not reported is settled with Check Status or Mark as Successful on the deposit, never with Adjust Balance: a late webhook credits the deposit again',
    forbid:
      /(?:adjust\w*|Adjust Balance)[^.]*\bcredit\w*\b[^.]*\b(?:payment|deposit)\b[^.]*(?:never reported|not reported|not credited|confirmed)|`[^`]*payment not credited[^`]*`/i,
    unless: /\b(?:never|not)\b[^.]*\b(?:an adjustment|Adjust Balance)\b|Mark as Successful/,
  },
  {
    id: 'mode-mismatch-charges-real-money',
    title: 'the gateway pages say that live keys in Sandbox mode charge real cards',
    fact: 'Mode and keys must match: where the key alone decides (Stripe), live keys in Sandbox charge real cards and test keys in Live give real coins; where environments have separate addresses (PayPal), a mismatch fails every payment',
    where: ['Settings/Finance Settings/Payment Gateways.md', 'payment-gateways/overview.md'],
    forbid: /makes every payment fail/i,
    unless: /real card|real money|separate addresses/i,
    require: /live keys in \*\*Sandbox\*\* mode charge real cards/i,
  },
  {
    id: 'stripe-live-key-shown-once',
    title: 'the Stripe page never sends the reader to reveal a live secret key again',
    fact: 'Stripe shows a live secret key once (Create secret key); only sandbox keys have Reveal test key',
    forbid: /Reveal live key/,
  },
  {
    id: 'held-deposits-never-expire',
    title: 'deposits held for risk review or partly paid wait for the administrator',
    fact: 'SSLCommerz "risk review" and NOWPayments "partially paid" deposits, like manual ones, stay Pending until an administrator decides; the 24-hour expiry skips them',
    where: [
      'payment-gateways/overview.md',
      'payment-gateways/nowpayments.md',
      'payment-gateways/sslcommerz.md',
      'deposits/index.md',
    ],
    forbid: /(?:risk|partially)[^.]*(?:within 24 hours|expires? after)/i,
    unless: /never expires?|skip/i,
    require: /\bnever expires?\b/,
  },
  {
    id: 'bdt-rate-122',
    title: 'every taka example uses the same conversion rate, 122 per USD',
    fact: 'worked BDT examples use a Conversion Rate of 122 per USD (1 when the default currency is BDT)',
    find: bdtRateNot122,
  },
  {
    id: 'maintenance-page-shows-saved-text',
    title: 'players see the saved maintenance message however maintenance mode started',
    fact: 'with Status On or php artisan down, players see the Title, Message and Expected Back At last saved on the Maintenance Mode screen (its defaults until changed)',
    forbid: /plain `?503`? page until you save/i,
  },
  {
    id: 'restore-empties-database-first',
    title: 'a restore empties the database before it imports, because a dump replaces only its own tables',
    fact: 'importing a dump replaces only the tables it contains; a restore drops and recreates the database first (Restore the platform)',
    forbid: /replaces every table/i,
  },
  {
    id: 'app-url-written-by-you',
    title: 'the pages agree on who writes APP_URL',
    fact: 'APP_URL is written by you in admin/.env before /install (install.sh writes it); neither the web installer nor a field writes it',
    forbid: /(?:`APP_URL`|Application URL)[^\n]*\bSet by the installer\b/,
  },
  {
    id: 'ai-timeout-retried-and-paid',
    title: 'the AI page says that a generation cut off at the timeout is tried again, and paid again',
    fact: 'a job killed at --timeout=60 is retried up to --tries=3; retry_after only stops two workers running it at once, so a timed-out AI generation can be paid up to three times',
    where: ['Settings/Integration Settings/AI Integration.md'],
    forbid:
      /never run, and paid for, twice|(?:generation|job)[^.]*\bnever\b[^.]*\b(?:run|paid)\b[^.]*\btwice\b/i,
    require: /with `--tries=3`[^.]*\bagain\b/,
  },
  {
    id: 'mac-which-php-keg',
    title: 'the Mac page expects the PHP path that its own PATH line gives',
    fact: 'with the keg-only PATH of the Mac guide, which php prints /opt/homebrew/opt/php@8.3/bin/php (/usr/local/opt/php@8.3/bin/php on Intel)',
    forbid: /which php`?[^.]*\/(?:opt\/homebrew|usr\/local)\/bin\/php\b/,
  },
  {
    id: 'windows-mariadb-pinned',
    title: 'MariaDB on Windows is installed as 11.4 by number and pinned',
    fact: 'winget install --id MariaDB.Server --exact --version 11.4.x then winget pin add --id MariaDB.Server --version 11.4.*; choco install mariadb --version 11.4.x and choco pin',
    forbid:
      /winget install[^\n]*\bMariaDB\.Server\b(?![^\n]*--version\s+11\.4\.)|choco install[^\n]*\bmariadb\b(?![^\n]*--version[= ]11\.4\.)/,
  },
  {
    id: 'static-export-shell-every-route',
    title: 'a category created after a static export build opens, like a quiz',
    fact: 'the shell rule of the static export names no route: RewriteRule ^([^/]+)/[^/]+/?$ /$1/_.html with RewriteCond %{DOCUMENT_ROOT}/$1/_.html -f',
    forbid: /RewriteRule\s+\^\((?:page|quiz|contest)(?:\|(?:page|quiz|contest))*\)\//,
  },
  {
    id: 'certbot-one-host-per-certificate',
    title: 'the admin certificate keeps renewing when the client domain moves away',
    fact: 'the admin domain gets a certificate of its own (certbot --cert-name admin.example.com -d admin.example.com), the client another (-d example.com -d www.example.com); certbot renews all names of a certificate or none',
    find: certbotMixesHosts,
  },
  {
    id: 'client-move-keeps-admin-https',
    title:
      'the Vercel, VPS and install.sh pages say how to move the client off a VPS without losing the admin certificate',
    fact: 'before example.com points at Vercel, the admin certificate is issued again for the admin domain alone, then the client block, its certificate and its PM2 process are removed (vps#move-the-client-from-this-server-to-vercel)',
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      'installation-guide/server-setup/vercel.md',
    ],
    require: /#move-the-client-from-this-server-to-vercel/,
  },
  {
    id: 'admin-only-vps-documented',
    title: 'an installer with a Vercel client finds what to skip on the VPS',
    fact: 'vps.md has "## Admin-only VPS for a Vercel client" (DNS, no Node.js/PM2, admin server block and certificate only, install.sh with --skip-ssl); the Vercel and install.sh pages link to it',
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      'installation-guide/server-setup/vercel.md',
    ],
    require: /admin-only-vps-for-a-vercel-client/,
  },
  {
    id: 'www-redirects-to-frontend-url',
    title: 'visitors on www reach the one address the API accepts',
    fact: 'the client is served at the FRONTEND_URL address only; www.example.com redirects there (nginx: its own server block with return 301 https://example.com$request_uri; Apache: RewriteRule ^ https://example.com%{REQUEST_URI})',
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      'installation-guide/server-setup/cPanel/Client/static-export.md',
    ],
    forbid: /server_name\s+(?:example\.com\s+www\.example\.com|www\.example\.com\s+example\.com)\s*;/,
    require:
      /return 301 https:\/\/example\.com\$request_uri|RewriteRule \^ https:\/\/example\.com%\{REQUEST_URI\}/,
  },
  {
    id: 'unattended-upgrades-cover-added-repos',
    title: 'automatic updates also patch PHP from the PPA, MySQL and Node.js',
    fact: "Ubuntu's Allowed-Origins covers Ubuntu's archives only; /etc/apt/apt.conf.d/52unattended-upgrades-quiznest adds Origins-Pattern origin=LP-PPA-ondrej-php, origin=MySQL, origin=Node Source",
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /security updates install themselves|security pocket only and never/i,
    unless: /step 5|Origins-Pattern|PPA/,
    require:
      /Unattended-Upgrade::Origins-Pattern \{[\s\S]*?"origin=LP-PPA-ondrej-php";[\s\S]*?"origin=MySQL";[\s\S]*?"origin=Node Source";/,
  },
  {
    id: 'install-sh-follow-ups',
    title:
      'the install.sh page covers what the script leaves: MySQL 8.4 closed to the network, the sitemap file, patched repositories',
    fact: 'replacing install.sh’s MySQL 8.0 with 8.4 ends with bind-address and mysqlx-bind-address = 127.0.0.1; the script creates public/sitemap.xml for www-data; its PPA, MySQL and NodeSource repositories join the automatic updates',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /^(?=[\s\S]*\bmysqlx-bind-address\b)(?=[\s\S]*`public\/sitemap\.xml`)(?=[\s\S]*let-automatic-updates-cover-php-mysql-and-nodejs)/,
  },
  {
    id: 'update-keeps-sitemap-parts',
    title: 'an update keeps the sitemap parts that www-data cannot create again',
    fact: 'the update and rollback rsync exclude /public/sitemap*.xml (sitemap.xml and sitemap-1.xml …), never only /public/sitemap.xml',
    forbid: /--exclude[= ]['"]?\/public\/sitemap\.xml\b/,
  },
  {
    id: 'client-update-with-rollback',
    title: 'the client is updated beside the live one, with a way back',
    fact: 'a VPS client is built in /var/www/quiznest/client-next, swapped with client (the old one kept as client-previous) and restarted with pm2 reload quiznest-client; rolling back swaps client-previous in again; cPanel keeps a copy of the build or the previous zip, Vercel uses Instant Rollback',
    where: [
      'post-installation.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
    ],
    forbid: /replace the `client\/` folder, keeping|run `npm run build` and `pm2 restart quiznest-client`/,
    require: /update-the-client-with-a-rollback|^#{2,3} Update the client with a rollback$/m,
  },
  {
    id: 'client-swap-procedure',
    title: 'the client update builds in client-next and can swap client-previous back',
    fact: 'build in client-next, sudo mv client client-previous && sudo mv client-next client, pm2 reload quiznest-client; rollback: sudo mv client client-failed && sudo mv client-previous client',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^### Update the client with a rollback$)(?=[\s\S]*sudo mv client client-previous && sudo mv client-next client)(?=[\s\S]*sudo mv client client-failed && sudo mv client-previous client)(?=[\s\S]*pm2 reload quiznest-client)/m,
  },
  {
    id: 'runtime-upgrades-documented',
    title: 'installers find how to upgrade PHP, MySQL and Node.js before their end of life',
    fact: 'Post-Installation has "Keep the server patched" and "Upgrade PHP, MySQL and Node.js": PHP via a new FPM socket in quiznest-admin.conf, update-alternatives --set php and a worker restart (cPanel: MultiPHP Manager, INI Editor, ea-php cron lines, composer check-platform-reqs); MySQL 8.0 to 8.4 with mysql_native_password accounts switched first and bind-address after; Node.js 22 to 24 with setup_24.x, a rebuild beside the live client and pm2 update',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^## Keep the server patched$)(?=[\s\S]*^### Upgrade PHP \(8\.2 to 8\.3 or 8\.4\)$)(?=[\s\S]*update-alternatives --set php)(?=[\s\S]*-fpm\.sock)(?=[\s\S]*check-platform-reqs)(?=[\s\S]*MultiPHP INI Editor)(?=[\s\S]*^### Upgrade MySQL 8\.0 to 8\.4$)(?=[\s\S]*mysql_native_password)(?=[\s\S]*mysqlx-bind-address)(?=[\s\S]*^### Upgrade Node\.js 22 to 24$)(?=[\s\S]*setup_24\.x)(?=[\s\S]*pm2 update)/m,
  },
  {
    id: 'dump-checked-before-use',
    title: 'no rollback or restore drops the database for a dump that may be empty',
    fact: 'dumps are written to a file (not piped into gzip, which hides a failed mysqldump) and checked: the last line is "-- Dump completed on …"; a rollback or restore checks it before DROP DATABASE',
    where: ['post-installation.md', 'Extra/index.md', 'installation-guide/server-setup/vps-automated.md'],
    forbid: /\bmysqldump\b[^\n]*\|\s*gzip\b/,
    unless: /pipefail/,
    find: dropWithoutDumpCheck,
  },
  {
    id: 'vps-owner-from-code',
    title:
      'commands for both kinds of VPS run as the real owner of the code, quiznest on an install.sh server',
    fact: 'pages for any VPS read the owner from the code (OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)") and run rsync, unzip, composer and ln as sudo -u "$OWNER" -H, and chown .env to "$OWNER":www-data; only the manual VPS guide writes "$USER"',
    find: ownerAsUser,
  },
  {
    id: 'change-domain-documented',
    title: 'installers find every place to change when the domain changes',
    fact: 'Post-Installation "Change the domain": DNS and one certificate per host for the new names, APP_URL and FRONTEND_URL then config:cache, the client rebuilt with NEXT_PUBLIC_*, every registered gateway webhook URL (new secrets where a new endpoint is created), the social-login redirect URIs, the sitemap; old names kept until pending deposits settle, then their certificates deleted',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^## Change the domain$)(?=[\s\S]*APP_URL=https:\/\/admin\.example\.net)(?=[\s\S]*FRONTEND_URL=https:\/\/example\.net)(?=[\s\S]*NEXT_PUBLIC_API_URL=https:\/\/admin\.example\.net\/api)(?=[\s\S]*admin\.example\.net\/api\/payments\/webhook\/<slug>)(?=[\s\S]*admin\.example\.net\/api\/auth\/<provider>\/callback)(?=[\s\S]*certbot --nginx --cert-name admin\.example\.net)/m,
  },
  {
    id: 'alerts-documented',
    title: 'a failed backup or a site that is down reaches a person',
    fact: 'Post-Installation "Get alerts when something fails": the VPS backup cron line mails on failure (MAILTO, msmtp-mta, || echo), cPanel mails errors to Cron Email; an outside uptime check on https://admin.example.com/up (Laravel 11), the client and certificate expiry',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^## Get alerts when something fails$)(?=[\s\S]*^MAILTO=admin@example\.com$)(?=[\s\S]*msmtp-mta)(?=[\s\S]*\|\| echo "QuizNest backup failed)(?=[\s\S]*\*\*Cron Email\*\*)(?=[\s\S]*https:\/\/admin\.example\.com\/up)/m,
  },
  {
    id: 'test-keys-in-live-give-real-coins',
    title: 'no gateway page calls test keys in Live mode harmless: test cards earn real coins',
    fact: 'where the key alone decides the environment (Stripe, Razorpay), test keys in Live mode give real, withdrawable coins for published test cards; a payment that never settles is still credited',
    where: ['payment-gateways/'],
    forbid: /never (?:pay out|settle)/i,
    unless: /real, withdrawable coins/i,
  },
  {
    id: 'gateway-test-section-warns',
    title: 'every sandbox gateway page says test payments credit real coins and how to test safely',
    fact: 'a gateway Enabled in Sandbox mode credits real, withdrawable coins: test on a staging copy, or on production follow Close a production test (linked) right after; never leave it Enabled in Sandbox on production; type every key and secret again when Mode changes (going-live checklist)',
    where: SANDBOX_GATEWAY_PAGES,
    require:
      /^(?=[\s\S]*staging copy)(?=[\s\S]*#close-a-production-test)(?=[\s\S]*never leave [^\n]*?\*\*Enabled\*\* in \*\*Sandbox\*\* mode on production)(?=[\s\S]*typed? every key and secret of the new mode again)/,
  },
  {
    id: 'late-webhook-not-pending-only',
    title: 'no gateway page accepts a payment only while its deposit is Pending',
    fact: 'a late verified webhook moves a Failed (expired or hand-marked) deposit to Successful on every gateway, Instamojo included',
    where: ['payment-gateways/'],
    forbid: /belongs to a \*\*Pending\*\* deposit|mark it \*\*Failed\*\* by hand rather than waiting/i,
  },
  {
    id: 'test-amount-at-minimum',
    title: 'live test payments are at or above the gateway minimum',
    fact: 'a live test deposit is at least the Minimum Amount (bKash 50 BDT; Instamojo never below ₹9)',
    where: ['payment-gateways/'],
    forbid: /a few (?:taka|rupees)\b/i,
  },
  {
    id: 'referral-bonus-pure-cost',
    title: 'Coin Settings never says a deposit pays for the referral bonus',
    fact: 'deposited coins are withdrawable at the value paid, so referral bonuses are pure cost; Mark as Refunded takes back the deposit coins only, never the bonus',
    forbid: /referral never costs more than it brings in|bonus\w*[^.]*below[^.]*smallest deposit/i,
  },
  {
    id: 'deposit-and-payout-roles-split',
    title: 'no role recipe lets one person confirm deposits and pay withdrawals',
    fact: 'Approve deposits (Mark as Successful, Approve) and Approve withdrawals / Mark paid go to two roles: deposit confirmer and payout officer',
    where: ['Admin Users/Role.md'],
    find: depositAndPayoutInOneRole,
  },
  {
    id: 'manual-deposits-checked-daily',
    title: 'someone looks at Pending manual deposits every day',
    fact: 'no notification announces a manual deposit and manual deposits never expire: Deposits has a daily deposit check (anchor #check-pending-manual-deposits-every-day kept)',
    where: ['deposits/index.md'],
    require: /^## Daily deposit check \{#check-pending-manual-deposits-every-day\}$/m,
  },
  {
    id: 'withdraw-never-pending-to-paid',
    title: 'a withdrawal is approved before it is paid',
    fact: 'withdrawals go Pending → Approved → Paid (or Rejected); never Pending → Paid',
    forbid: /\*\*Pending\*\*[^.]*\bmove it to\b[^.]*\*\*Paid\*\*/,
  },
  {
    id: 'usdt-not-iso-4217',
    title: 'no page calls USDT an ISO 4217 code',
    fact: 'withdraw method Currency is a currency code, such as USD, or USDT for crypto; USDT is not an ISO 4217 code',
    forbid: /ISO 4217[^\n]*USDT/,
    unless: /not an ISO 4217/,
  },
  {
    id: 'standalone-upload-has-lockfile',
    title: 'the cPanel standalone upload carries package-lock.json',
    fact: 'client/package-lock.json is copied into .next/standalone before upload, so Run NPM Install installs the versions the build was made with',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    require:
      /^(?=[\s\S]*^cp package-lock\.json \.next\/standalone\/$)(?=[\s\S]*Copy-Item package-lock\.json)/m,
  },
  {
    id: 'maintenance-return-url-503',
    title: 'Maintenance Mode warns that players who just paid see a 503 page',
    fact: 'the return URL /payments/return/<slug> is part of the admin panel and answers 503 in maintenance mode; the webhook or reconciliation still credits the deposit',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    require: /`\/payments\/return\/<slug>`/,
  },
  {
    id: 'bounced-payout-reconciled',
    title: 'a bounced payout is recorded for the monthly reconciliation',
    fact: 'a bounced payout stays Paid (no status for it): note the return and its bank reference beside the WDR- line of the month',
    where: ['withdraw/index.md', 'Payments/index.md'],
    require: /no status for a returned payout/,
  },
  {
    id: 'sandbox-test-checkouts-closed',
    title: 'after a Sandbox test, open test checkouts are closed before a player can pay them',
    fact: 'a disabled gateway still accepts webhooks and reconciles Pending deposits for 24 hours, and the Deposits Mode filter shows Live by default: after the test, set the Mode filter to Sandbox (with the tested Gateway and the test Date) and Mark as Failed every deposit listed still Pending (step 3 of Close a production test, which every gateway page links; see production-test-closed-at-provider for the rest)',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /\*\*Mode\*\* filter[^\n]*\*\*Sandbox\*\*[^\n]*\*\*Mark as Failed\*\*[^\n]*on every deposit listed/,
  },
  {
    id: 'disabled-gateway-keys-kept-30-days',
    title: 'a disabled gateway keeps its keys and webhook for late payments',
    fact: 'payments can complete after their deposit expired (bank transfer, vouchers, crypto): keep the keys and the webhook for at least 30 days, until the provider shows no open payment; an empty Pending list is not enough',
    forbid: /no \*\*Pending\*\* deposit[^\n]*remove the keys/i,
  },
  {
    id: 'manual-gateways-section',
    title: 'the Manual Gateways section that Deposits points to exists',
    fact: 'manual gateways are created in the Manual Gateways section of Payment Gateway Settings (name, instructions, required details, limits, charges, status) and approved on Deposits',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require: /^## Manual gateways$(?=[\s\S]*^### Create a manual gateway$)/m,
  },
  {
    id: 'maintenance-no-contest-reschedule',
    title: 'Maintenance Mode never tells admins to reschedule a contest players joined',
    fact: 'Start Time is locked once a player joined: cancel the contest (refunds every entry fee) or move the maintenance window',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    forbid: /\breschedule them\b/i,
  },
  {
    id: 'finance-settings-edit-super-admins',
    title: 'payout staff never get Edit on Finance Settings, which holds the gateway keys',
    fact: 'Edit on the Finance Settings group controls payment gateway keys and withdraw methods: keep it for Super Admins',
    forbid: /\*\*Edit\*\* on the \*\*Finance Settings\*\*[^\n]*only to the people who pay out/,
  },
  {
    id: 'provider-holds-expire',
    title: 'PayPal and Authorize.Net holds say the deposit expires and how a late release settles it',
    fact: 'a PayPal PENDING capture and an Authorize.Net fraud hold expire to Failed after 24 hours (the player is told "Deposit failed"); decide holds within the day; a late verified webhook moves Failed to Successful',
    where: ['payment-gateways/paypal.md', 'payment-gateways/authorize-net.md'],
    require: /the held deposit turns \*\*Failed\*\* after 24 hours/,
  },
  {
    id: 'adjust-balance-escalated',
    title: 'partial refunds and returned payouts name who makes the balance adjustment',
    fact: 'deposit confirmers and payout officers have no Adjust balance: they hand the adjustment, with the DEP- or WDR- reference, to a Super Admin or the role holding Adjust balance (a Finance manager)',
    where: ['deposits/index.md', 'withdraw/index.md'],
    require: /has no \*\*Adjust balance\*\*: hand [^\n]*Super Admin/,
  },
  {
    id: 'facebook-linking-warned',
    title: 'Social Login warns that a Facebook address links to an existing account unchecked',
    fact: 'a Facebook address counts as verified and there is no setting to stop Facebook linking by email: enable Facebook only accepting that risk, or leave it Disabled',
    where: ['Settings/User Settings/Social Login.md'],
    require: /no setting that turns off linking by email for Facebook/,
  },
  {
    id: 'kyc-documents-verify-kyc-only',
    title: 'KYC documents are shown only to roles with Verify KYC',
    fact: 'identity documents are shown only to admins whose role has Verify KYC (and the Super Admin), also on the withdrawal request page',
    forbid: /KYC status and documents/,
  },
  {
    id: 'reconcile-sandbox-rows',
    title: 'the monthly reconciliation includes Sandbox-mode rows',
    fact: 'the Payments Mode filter defaults to Live; a Sandbox row can be a real charge (live keys in Sandbox mode) or a test payment that credited real coins: reconcile with Mode set to both',
    where: ['Payments/index.md'],
    require: /\*\*Mode\*\* to both \*\*Live\*\* and \*\*Sandbox\*\*/,
  },
  {
    id: 'gateway-steps-name-webhook-exceptions',
    title: 'the generic Enable a gateway steps name the gateways with nothing to register and no sandbox',
    fact: 'Mollie, Instamojo, NOWPayments and bKash get the webhook URL with each payment (nothing to register); Coinbase Commerce creates it through API/CLI and its QuizNest form has no Sandbox mode',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*Mollie, Instamojo, NOWPayments and bKash need nothing registered)(?=[\s\S]*Coinbase Commerce form has no \*\*Sandbox\*\* mode)/,
  },
  {
    id: 'limits-in-default-currency',
    title: 'limits are stated in the default currency, not in a gateway currency or a fixed USD',
    fact: 'limits and charges are in the default currency: a provider cap in its own currency is converted with the Conversion Rate; a method paying in the default currency keeps that code and rate 1',
    forbid: /Keep at or below ₹1,00,000 so|leave `USD` and `1`/,
  },
  {
    id: 'withdraw-coins-rounded-up',
    title: 'the coins held for a withdrawal are rounded up',
    fact: 'coins held for a withdrawal = amount × coin rate, rounded up',
    where: ['withdraw/index.md'],
    forbid: /coin rate: the coins held/,
  },
  {
    id: 'delete-player-resolve-deposits',
    title: 'deleting a player resolves their pending deposits first',
    fact: 'deleting a player forfeits coins: resolve their Pending deposits (and withdrawals) before deleting',
    where: ['Mange User/Users.md'],
    require: /Resolve the player's \*\*Pending\*\* deposits/,
  },
  {
    id: 'coinbase-key-can-create-charges',
    title:
      'the Coinbase key permission named in the steps, checklist and troubleshooting is the one that creates checkouts',
    fact: 'Coinbase Business checkouts are created and read with the View permission (APIs that move no funds); the key has View only, no Trade or Transfer, restricted to the portfolio',
    where: ['payment-gateways/coinbase-commerce.md'],
    forbid: /view-only key cannot create|permissions Coinbase requires to create charges/i,
  },
  // Payment gateways read-through (content-gw): the production test, keys and money-losing paths.
  {
    id: 'production-test-closed-at-provider',
    title: 'a production test is closed at the provider and re-checked after 72 hours, withdrawals first',
    fact: 'neither disabling nor Mark as Failed closes a test checkout and Stripe/PayPal retry webhooks for 3 days: close the sandbox side at the provider, Mark as Failed the Pending test deposits, reject withdrawals funded by test coins before Mark as Refunded, look again after 72 hours (Payment Gateway Settings #close-a-production-test)',
    where: [
      ...SANDBOX_GATEWAY_PAGES,
      'payment-gateways/overview.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    forbid: /(?:look|looked|checked) again (?:after )?24 hours|after 24 hours, set the \*\*Mode\*\* filter/i,
    require:
      /^(?=[\s\S]*#close-a-production-test)(?=[\s\S]*72 hours)(?=[\s\S]*withdrawals? funded by test coins)/i,
  },
  {
    id: 'production-test-limits-1',
    title: 'a production test caps what one test-card payment can buy',
    fact: "before a production test: Display Name `TEST – do not use`, Minimum Amount = Maximum Amount = the smallest amount that clears the provider's minimum after conversion (1.00 on a USD site); restored in the Save that switches to Live (Enable a gateway, step 3; gateway pages link it)",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /\*\*Minimum Amount\*\* and \*\*Maximum Amount\*\* (?:to|at) the smallest amount that clears the provider's minimum after conversion \(`1\.00` on a USD site\)/,
  },
  {
    id: 'staging-copy-new-app-key',
    title: 'a staging copy of production cannot use the live gateway keys',
    fact: 'a staging copy of production gets a new APP_KEY (php artisan key:generate --force) and every gateway Disabled before its cron job runs; sandbox keys typed in for the gateways tested',
    where: [
      ...SANDBOX_GATEWAY_PAGES,
      'payment-gateways/overview.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    require: /copy-production-to-a-staging-site/,
  },
  {
    id: 'status-row-qualified',
    title: 'every gateway Status row says a Sandbox gateway is enabled only for the test',
    fact: "a gateway's Status row and its test steps agree: in Sandbox mode enabled only for the minutes of the test, kept Enabled once Live and the live test passed",
    where: SANDBOX_GATEWAY_PAGES,
    forbid: /^\| \*\*Status\*\* \|/,
    unless: /enable it only for the minutes of the test/,
  },
  {
    id: 'status-example-disabled-in-sandbox',
    title: 'a field table never shows Status Enabled next to Mode Sandbox',
    fact: 'where the Mode example is Sandbox, the Status example is Disabled',
    where: ['payment-gateways/'],
    find: statusEnabledBesideSandboxMode,
  },
  {
    id: 'key-decides-environment-warned',
    title: 'every gateway where the key decides the environment warns about a Mode mismatch both ways',
    fact: 'Stripe, Razorpay, Paystack, Flutterwave, Mercado Pago and Mollie use one API host: live keys in Sandbox charge real money under a Sandbox label, test keys in Live give real, withdrawable coins for test cards',
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/razorpay.md',
      'payment-gateways/paystack.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mercado-pago.md',
    ],
    require: /\b(?:key|token|key, not \*\*Mode\*\*,)\b[^\n]*decides[^\n]*real, withdrawable coins/,
  },
  {
    id: 'key-decides-gateways-listed',
    title: 'the overview and settings name every gateway where the key decides the environment',
    fact: 'where the key alone decides the environment: Stripe, Razorpay, Paystack, Flutterwave, Mercado Pago and Mollie',
    where: ['payment-gateways/overview.md', 'Settings/Finance Settings/Payment Gateways.md'],
    require: /Stripe, Razorpay, Paystack, Flutterwave, Mercado Pago,? (?:and )?Mollie/,
  },
  {
    id: 'mercado-pago-token-user-id',
    title: 'Mercado Pago says how to tell a test APP_USR- token from a production one',
    fact: "the prefix APP_USR- is shared: the number after the Access Token's last hyphen is the user ID it acts for (own account = production, test seller = test)",
    where: ['payment-gateways/mercado-pago.md'],
    require: /number after the last hyphen of the (?:saved )?\*\*Access Token\*\*/,
  },
  {
    id: 'echeck-off-for-deposits',
    title: 'Authorize.Net eCheck is not offered for deposits, since its returns are never read',
    fact: 'eCheck.Net is credited when the debit is submitted and its ACH returns (up to 60 days) are never read: leave it off on the account QuizNest uses',
    where: ['payment-gateways/authorize-net.md', 'payment-gateways/overview.md'],
    forbid:
      /eCheck[^\n|]*where your account has it enabled|Accept card and eCheck deposits|\| Cards, eCheck \(US bank debit\) \|/,
    require: /eCheck[^\n]*(?:off|not for deposits)/,
  },
  {
    id: 'disputes-procedure',
    title: 'every card or wallet gateway page says what to do with a dispute or chargeback',
    fact: "disputes and chargebacks are not read: reject the player's open withdrawals, Mark as Refunded with the dispute ID as Refund Reference (Deposits #disputes-chargebacks-and-returns)",
    where: [...DISPUTE_GATEWAY_PAGES, 'deposits/index.md'],
    require: /disputes-chargebacks-and-returns/,
  },
  {
    id: 'partial-refund-no-second-full-deduction',
    title: 'the rest of a partly refunded deposit is not deducted in full a second time',
    fact: 'after a partial refund (Adjust Balance), the rest of that deposit is also subtracted with Adjust Balance, never Mark as Refunded, which deducts the full Coins again',
    where: ['deposits/index.md'],
    require: /After a partial refund, never click \*\*Mark as Refunded\*\*/,
  },
  {
    id: 'refund-events-only-note',
    title: 'Deposits and the gateway pages agree that refund events only add a note',
    fact: 'refund events from Authorize.Net, Square, Coinbase Commerce and NOWPayments only add a note to the deposit; status and coins change only with Mark as Refunded',
    where: ['deposits/index.md'],
    forbid: /QuizNest never reads refunds from webhooks\.|are not read from webhooks\.$/,
    require:
      /only add a note to the deposit; the status and the coins change only with \*\*Mark as Refunded\*\*/,
  },
  {
    id: 'live-test-deposit-refunded',
    title: 'every going-live checklist takes back the coins of the live test deposit',
    fact: 'the live test deposit is refunded at the provider (crypto: returned from your wallet), then Mark as Refunded, on all 16 gateway pages',
    where: ['payment-gateways/'],
    require: /^- \[ \] [^\n]*(?:refunded|returned|voided)[^\n]*\*\*Mark as Refunded\*\*/m,
  },
  {
    id: 'live-test-at-minimum-amount',
    title: 'the live test amount of Paytm and Razorpay is the Minimum Amount the form accepts',
    fact: 'a live test deposit is at least the Minimum Amount: Paytm ₹88 and Razorpay ₹880 on a USD site at 88 with the example limits',
    where: ['payment-gateways/'],
    forbid: /A real ₹1 or ₹10 deposit|A real ₹10 deposit|a pound or two was credited/,
  },
  {
    id: 'coinbase-key-view-named',
    title: 'the Coinbase key steps name the exact permission to tick',
    fact: 'step 4, the checklist and the 403 entry all name View (and no Trade or Transfer)',
    where: ['payment-gateways/coinbase-commerce.md'],
    require:
      /^(?=[\s\S]*tick the \*\*View\*\* permission only)(?=[\s\S]*neither \*\*Trade\*\* nor \*\*Transfer\*\*)(?=[\s\S]*\*\*View\*\* permission, which creating a checkout requires)/,
  },
  {
    id: 'sslcommerz-currency-bdt',
    title: 'SSLCommerz never suggests a USD or EUR Currency that the amount check would reject',
    fact: 'SSLCommerz compares the validated amount and currency (settled taka) with Payable and Currency: keep Currency BDT; a paid but uncredited deposit is settled with Mark as Successful',
    where: ['payment-gateways/sslcommerz.md', 'payment-gateways/overview.md'],
    forbid:
      /QuizNest sends the form's \*\*Currency\*\*|unless you have a reason to let SSLCommerz convert|converted by SSLCommerz \||compares `tran_id`, amount and currency with/,
  },
  {
    id: 'sslcommerz-charged-not-credited',
    title: 'SSLCommerz troubleshooting covers a player charged but not credited',
    fact: 'an amount or currency mismatch leaves a paid deposit uncredited: Currency back to BDT, Mark as Successful after checking VALID and the amount',
    where: ['payment-gateways/sslcommerz.md'],
    require: /^\*\*Player charged but deposit not credited/m,
  },
  {
    id: 'instamojo-one-payment-per-request',
    title: 'Instamojo says a payment request takes one payment, and what to do with a second',
    fact: 'QuizNest creates Instamojo payment requests with allow_repeated_payments=false; a second Credit on one request is refunded from the dashboard',
    where: ['payment-gateways/instamojo.md'],
    require: /`allow_repeated_payments` set to `false`[^\n]*refund the second/,
  },
  {
    id: 'bad-signature-status-named',
    title: 'every gateway page says which HTTP status a bad signature gets, so the provider retries',
    fact: 'a bad webhook signature gets HTTP 400 (GoCardless: 498 Token Invalid); never silently ignored with 200',
    where: ['payment-gateways/'],
    forbid: /\bignores? (?:any notification|anything) that does not match/i,
  },
  {
    id: 'local-testing-mollie-bkash-https',
    title: 'local testing without a tunnel names Mollie and bKash, which need public HTTPS',
    fact: 'reconciliation confirms local test deposits without a tunnel, except Mollie and bKash, which refuse a non-HTTPS address',
    where: ['payment-gateways/overview.md', 'Settings/Finance Settings/Payment Gateways.md'],
    forbid: /reconciliation check[^\n]*(?:confirms local|still confirms local)/,
    unless: /except on Mollie and bKash/,
  },
  {
    id: 'lost-webhook-within-24-hours',
    title: 'a lost webhook ends in Successful only when the payment is made within 24 hours',
    fact: 'reconciliation recovers a lost webhook only while the deposit is Pending (24 hours); a slow payment whose late notification is lost is not checked again',
    where: ['payment-gateways/overview.md'],
    forbid: /a lost webhook still ends in \*\*Successful\*\*(?![^\n]*within)/,
  },
  {
    id: 'retryable-failure-stays-pending',
    title: 'Flutterwave does not tell a player "Deposit failed" for an attempt they can retry',
    fact: 'a failed attempt the player can retry in the same checkout (Razorpay, Instamojo, Flutterwave) leaves the deposit Pending',
    where: ['payment-gateways/flutterwave.md'],
    forbid: /A `failed` status marks the deposit \*\*Failed\*\*/,
  },
  {
    id: 'slow-method-deposit-failed-notice',
    title: 'slow-method pages warn that the player is told "Deposit failed" although they paid',
    fact: 'slow methods expire at 24 hours and the player is told "Deposit failed": answer with the deposit, never Adjust Balance',
    where: [
      'payment-gateways/mollie.md',
      'payment-gateways/mercado-pago.md',
      'payment-gateways/nowpayments.md',
    ],
    require: /told "Deposit failed"[^\n]*never with \*\*Adjust Balance\*\*/,
  },
  // Administrator read-through (read-admin.md): operations pages and the settings pages outside
  // Finance Settings.
  {
    id: 'restore-repays-paid-withdrawals',
    title: 'a backup restore marks paid withdrawals Paid again and pauses the scheduler',
    fact: 'a restore brings withdrawals paid since the backup back as Pending or Approved: maintenance mode and the scheduler paused (crontab saved and emptied) first, then Payments exported, and each marked Paid again with the same Payout Reference',
    where: ['Extra/index.md', 'post-installation.md'],
    require:
      /^(?=[\s\S]*(?:\*\*Paid\*\* again|\*\*Mark as Paid\*\*) with the same \*\*Payout Reference\*\*)(?=[\s\S]*(?:pause the scheduler|scheduler (?:and nightly backup )?paused))/i,
  },
  {
    id: 'adjust-credit-only-without-deposit',
    title:
      'the rule against crediting payments by adjustment sends a restore-lost payment to the restore tab',
    fact: "a payment is settled on its deposit, never with Adjust Balance, except a won dispute's coins; a payment lost in a backup restore goes to the finance manager who keeps the restore's tab (Users and Deposits say so)",
    where: ['Mange User/Users.md', 'deposits/index.md'],
    require:
      /lost in a backup restore,? (?:is settled only by|(?:which )?goes to|is not the deposit confirmer's to credit: it goes to) the finance manager/,
  },
  {
    id: 'contest-edit-is-finance',
    title: 'the content editor recipe cannot set prize pools or payout modes',
    fact: 'Create and Edit on Contests set the prize pool and Prize Payout: finance permissions, never in the Content editor recipe (Contests: View); Approve & Pay, Disqualify, question corrections and Recalculate Results need Pay prizes',
    forbid: /\*\*Manage Contests > Category\*\* and \*\*Contests\*\*: View, Create, Edit/,
  },
  {
    id: 'prize-payout-locked-when-ended',
    title: 'an Ended contest awaiting approval cannot be switched to Automatic payout',
    fact: 'Prize Payout can be changed until End Time and is locked once the contest is Ended: results awaiting approval are paid only by Approve & Pay',
    where: ['Mange Contests/Contests.md'],
    forbid: /^\| \*\*Ended\*\* \| [^|]*\*\*Prize Payout\*\*/,
  },
  {
    id: 'kyc-disabled-opens-withdrawals',
    title: 'disabling KYC warns that it opens withdrawals and says the switches come back',
    fact: 'KYC Status Disabled stops applying the Require switches (every player can withdraw); they keep their value and apply again once KYC is Enabled',
    where: ['Settings/User Settings/Kyc.md'],
    require:
      /^(?=[\s\S]*:::danger Disabled opens withdrawals to every player)(?=[\s\S]*keep their saved value)/,
  },
  {
    id: 'kyc-reject-after-payout-sent',
    title: 'a KYC reviewer never turns a payout already sent into a refund of its coins',
    fact: 'before rejecting a Verified player, check their Approved withdrawals; a request whose money has left is never rejected, and a Super Admin can still Mark as Paid it',
    where: ['Settings/User Settings/Kyc.md'],
    require:
      /^(?=[\s\S]*Before you reject a player who is already \*\*Verified\*\*)(?=[\s\S]*whose money has left your account, whatever its status)/,
  },
  {
    id: 'discount-paid-by-platform',
    title: 'a contest fee discount larger than the commission is not said to come out of the commission',
    fact: 'the platform pays every Contest Fee Discount: up to the commission it reduces the commission, beyond it prizes are paid with coins nobody paid in; keep discounts at or below the lowest commission',
    forbid: /discount comes out of your commission/i,
  },
  {
    id: 'coin-bonus-counts-for-rank-and-limit',
    title: "a subscription's Coin Bonus is counted towards the daily limit and the rank on every page",
    fact: 'the Coin Bonus is part of the Quiz Reward: it counts towards the Daily Earning Limit and a Coins Earned rank; sign-up and referral bonuses count towards neither',
    where: ['Settings/Quiz Settings/Coin Settings.md', 'Settings/Quiz Settings/Ranking Settings.md'],
    forbid: /\| (?:Deposits, )?[Bb]onuses, contest prizes/,
  },
  {
    id: 'facebook-takeover-freeze-account',
    title: 'a Facebook account takeover is stopped on the account, not by unlinking',
    fact: 'after unlinking, the next Facebook sign-in links the account again: ban the account, review Pending and Approved withdrawals, change its email (or disable Facebook), then a new password',
    where: ['Settings/User Settings/Social Login.md'],
    require: /Unlinking Facebook alone does not help/,
  },
  {
    id: 'social-enable-then-test-live',
    title:
      'Social Login says a provider is tested live with its button showing, and disabled again on failure',
    fact: 'the button shows only while the provider is Enabled: test on staging or in a quiet hour, and set it back to Disabled if the test fails',
    where: ['Settings/User Settings/Social Login.md'],
    forbid: /Enable only after saving and testing the credentials/,
  },
  {
    id: 'email-verification-stops-existing-players',
    title: 'turning on email verification warns that it stops existing players too',
    fact: 'Email Verification Required applies to existing unverified players (no play, join, deposit or new withdrawal until they confirm; contests already joined stay playable): warn, and announce it first',
    where: ['Settings/System Setting/General.md'],
    require:
      /^(?=[\s\S]*:::warning Email Verification Required also stops existing players)(?=[\s\S]*applies to existing unverified players too)/,
  },
  {
    id: 'coin-rate-change-liability',
    title: 'changing the coin rate on a live site warns about what it costs',
    fact: 'lowering the Coin Rate raises the money value of every coin in circulation: work out the liability first, prefer never changing it after launch, and change it in a planned maintenance window (Pending withdrawals keep their recorded rate)',
    where: ['Settings/Finance Settings/Currency.md'],
    require: /:::danger A lower coin rate raises what you owe on every coin/,
  },
  {
    id: 'ban-disqualifies-unpaid-contests',
    title:
      'banning a cheater disqualifies them from unpaid contests and finds their withdrawals by the player',
    fact: "Withdrawals has no Banned marker: find a banned player's requests on the profile's Withdrawals tab; a ban keeps contest results, so Disqualify the player in every Ended contest not yet paid",
    where: ['Mange User/Users.md'],
    forbid: /marked \*\*Banned\*\* on \[Withdrawals\]/,
    require: /\*\*Disqualify\*\* (?:the player|on the player's row)/,
  },
  {
    id: 'account-deletion-forfeit-logged',
    title:
      'the balance forfeited by an account deletion has a coin log type, and the player is asked to withdraw first',
    fact: 'deleting an account forfeits its balance as a Balance Forfeited debit in the coin log; before deleting on request, ask the player to withdraw the balance',
    where: ['Report/index.md', 'Mange User/Users.md'],
    require: /\*\*Balance Forfeited\*\*/,
  },
  {
    id: 'money-tickets-never-deleted',
    title: 'Support Ticket never tells admins to delete a ticket about money',
    fact: 'tickets about money or disputes are never deleted; identity documents go through KYC, payment proof is a transaction id; the outcome is written on the deposit, withdrawal or adjustment, which survive account deletion',
    forbid: /delete the ticket once the matter is settled/i,
  },
  {
    id: 'cron-heuristic-online-deposits',
    title: 'the dashboard blames the cron job only for online deposits that should have expired',
    fact: 'only an online gateway deposit without a hold note still Pending after 24 hours means the scheduler stopped; manual, risk-review and partially-paid deposits stay Pending on purpose',
    where: ['dashboard/index.md'],
    forbid: /if deposits stay \*\*Pending\*\* for more than 24 hours/,
  },
  {
    id: 'content-editor-has-dashboard',
    title: 'the content editor recipe gives a dashboard, as the dashboard tip promises',
    fact: 'every role recipe includes Dashboard: View; the content editor sees the contest cards with Contests: View',
    where: ['Admin Users/Role.md'],
    require: /### Content editor\n\n[^\n]*\n\n- \*\*Dashboard\*\*: View/,
  },
  {
    id: 'dashboard-daily-held-payments',
    title: 'the dashboard daily checks include PayPal and Authorize.Net holds before they expire',
    fact: 'PayPal holds and Authorize.Net fraud.held payments expire to Failed after 24 hours: decide them at the provider within the day, then check the deposit turned Successful',
    where: ['dashboard/index.md'],
    require:
      /PayPal captures on hold and Authorize\.Net `fraud\.held` payments are not protected from expiry/,
  },
  {
    id: 'payments-differences-partial-refund-chargeback',
    title: 'the Payments table of differences explains partial refunds and chargebacks',
    fact: 'a partial refund is an Admin Adjustment with the DEP- reference (no Refund row), matched on the provider refund id; a chargeback is marked Refunded with the dispute id as Refund Reference, never refunded at the provider as well',
    where: ['Payments/index.md'],
    require:
      /^(?=[\s\S]*\| A refund at the provider has no \*\*Refund\*\* row here)(?=[\s\S]*\| A dispute or chargeback at the provider \|)/m,
  },
  {
    id: 'redis-switch-drains-database-queue',
    title: 'moving the queue to Redis drains the jobs queued in the database during the switch',
    fact: 'after switching Queue Connection to redis, run one worker on the database connection (queue:work database --tries=3 --timeout=60 --max-time=120) so that jobs queued during the switch are sent',
    where: ['Settings/System Setting/System Configuration.md'],
    require: /queue:work database --tries=3 --timeout=60/,
  },
  {
    id: 'bucket-move-syncs-again',
    title: 'moving uploads to a bucket copies late uploads and says the bucket needs its own backup',
    fact: 'run aws s3 sync again right after switching Driver (or keep the site in maintenance mode); the nightly backup no longer holds uploads in the bucket: turn on versioning with object lock or an out-of-reach replication',
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /^(?=[\s\S]*run the same `aws s3 sync` line again)(?=[\s\S]*copied where the server's key cannot reach)/,
  },
  {
    id: 'fixed-pool-can-be-paid-in-full',
    title: 'Contests never promises that Minimum Seats fills every prize rank of a Fixed pool',
    fact: 'players who joined but never started count towards Minimum Seats but are not ranked; empty prize ranks are not paid, so a Fixed pool can be (not is) paid in full',
    where: ['Mange Contests/Contests.md'],
    forbid:
      /is paid in full as soon as \*\*Minimum Seats\*\*|Set \*\*Minimum Seats\*\* at least as high as the last prize rank/,
  },
  {
    id: 'ai-type-appended-not-drafts',
    title: 'AI generation names the question types it supports and never calls Needs Review questions drafts',
    fact: 'generated questions wait in Needs Review (not drafts); Type (Single Choice, Multiple Choice, True/False) is appended by QuizNest with the answer format, so the template names no type',
    where: ['Settings/Integration Settings/AI Integration.md'],
    forbid: /saved as drafts|writing multiple-choice quiz questions|exactly one correct answer\.$/i,
    require: /The \*\*Type\*\* of the dialog is not a variable/,
  },
  {
    id: 'quiz-coins-example-names-coin-settings',
    title: 'the quiz coins example names the wrong answer penalty and replays',
    fact: 'quiz coins = correct answers × coins per correct answer − Wrong Answer Penalty × wrong answers (never below 0); with Reward Replays Off only the first play earns coins',
    where: ['Mange Quizzes/Quizzes.md'],
    require: /^(?=[\s\S]*\*\*Wrong Answer Penalty\*\*)(?=[\s\S]*\*\*Reward Replays\*\*)/,
  },
  {
    id: 'maintenance-window-registration-subscriptions',
    title:
      'the maintenance window check covers registrations closing in it and extends subscriptions after it',
    fact: 'a Registration Closes At inside the window cancels the contest if it has fewer than Minimum Seats by then (players cannot join during the window): move it; after a long closure, Extend the Active subscriptions by the length of the window',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    require:
      /^(?=[\s\S]*no contest's \*\*Registration Closes At\*\* falls in it)(?=[\s\S]*\*\*Extend\*\* on the \*\*Active\*\* subscriptions)/,
  },
  {
    id: 'no-staging-database-to-production',
    title: 'no page treats copying a staging database over production as routine',
    fact: 'databases are copied production to staging only; the staging copy gets Staging Mode On, its scheduler off and every gateway in Sandbox with sandbox keys',
    forbid: /\bcopy (?:a |the )?staging database (?:to|over|onto) production/i,
    unless: /[Nn]ever copy/,
  },
  // Install and deploy (installation guides, Common Requirements, Post-Installation, sidebar).
  {
    id: 'rollback-payments-since-dump',
    title:
      'a rolled-back update looks up payments from the time of the dump, because webhooks pass maintenance mode',
    fact: 'maintenance mode answers 503 except payment webhooks, which keep crediting deposits; a rollback imports the pre-update dump, so it always looks up gateway payments completed since the time of that dump, whether or not up ran',
    where: ['post-installation.md'],
    forbid: /note the time of `up`|answers `?503`? to everyone else/i,
  },
  {
    id: 'update-composer-in-release',
    title: 'an update installs vendor/ in the unpacked release before it reaches the live code',
    fact: 'the download ships without vendor/: composer install runs in /var/www/quiznest-releases/2.4.0/admin (~/quiznest-releases/2.4.0/admin on cPanel) before rsync copies the release over admin/',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*cd \/var\/www\/quiznest-releases\/2\.4\.0\/admin(?:\n\s*| && )sudo -u "\$OWNER" -H composer install)(?=[\s\S]*cd ~\/quiznest-releases\/2\.4\.0\/admin(?:\n\s*| && )\/usr\/local\/bin\/ea-php83 ~\/composer\.phar install)/,
  },
  {
    id: 'update-checked-before-up',
    title: 'the admin update is checked through the bypass cookie before players see it',
    fact: 'before up: /up shows Application up, sign-in works, migrate:status shows nothing Pending, the worker is active; after up: Cron Job Settings last run and the Queue Monitor heartbeat',
    where: ['post-installation.md'],
    require: /^(?=[\s\S]*migrate:status \| grep -c Pending)(?=[\s\S]*\*\*Application up\*\*)/,
  },
  {
    id: 'mysql-rollback-fresh-dump',
    title: 'going back to MySQL 8.0 after players used 8.4 does not throw their data away',
    fact: 'the 8.0 data copy holds data up to the pre-upgrade dump only: after up, the rollback dumps 8.4 first and imports that dump into 8.0',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*The copy of step 2 holds the data up to step 2 only)(?=[\s\S]*mysql -u quiznest -p quiznest < ~\/backups\/quiznest-db-from-mysql84\.sql)/,
  },
  {
    id: 'static-export-htaccess-spares-other-sites',
    title: 'the static export .htaccess leaves PHP sites in folders below the document root working',
    fact: 'the static export .htaccess is read for addon domains and subdomains below public_html: DirectoryIndex index.html index.php, and ErrorDocument 404 /404.html only inside <If> for the client hosts',
    forbid: /^\s*DirectoryIndex index\.html\s*$|^ErrorDocument 404 \/404\.html/,
  },
  {
    id: 'domain-change-install-sh-certificate',
    title: 'changing the domain on an install.sh server leaves Nginx able to start',
    fact: 'install.sh (and an older VPS guide) issues one certificate for both names: split it before the domain change, disable quiznest-www.conf with the redirect block, and delete the old admin certificate only when no enabled file names it',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*On a VPS whose `sudo certbot certificates` shows one certificate listing both `admin\.example\.com` and `example\.com` [^\n]*, split it first)(?=[\s\S]*grep -Rl 'live\/admin\.example\.com\/' \/etc\/nginx\/sites-enabled\/\n```[\s\S]*certbot delete --cert-name admin\.example\.com)/,
  },
  {
    id: 'domain-change-monitors-and-way-back',
    title: 'a domain change repoints the monitors, forces HTTPS on cPanel and has a way back',
    fact: 'the domain change points the uptime and certificate monitors at the new names, turns on Force HTTPS Redirect for admin.example.net on cPanel, and says how to go back if the checks of step 9 fail',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*Point the monitors of \[Check that the site answers\])(?=[\s\S]*\*\*Force HTTPS Redirect\*\* for it)(?=[\s\S]*If a check of step 9 fails)/,
  },
  {
    id: 'standalone-lock-compared-before-swap',
    title: 'a cPanel client update with new packages stops the app before the swap instead of crashing it',
    fact: 'cmp compares the package-lock.json of ~/quiznest-client-next with the running one before the swap; when it changed: Stop App, swap, Run NPM Install, Start App',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    forbid: /cmp -s quiznest-client\/package-lock\.json quiznest-client-previous\/package-lock\.json/,
    require: /cmp -s ~\/quiznest-client-next\/package-lock\.json ~\/quiznest-client\/package-lock\.json/,
  },
  {
    id: 'windows-zip-with-tar',
    title: 'a zip made on Windows unpacks into folders on the Linux host',
    fact: 'on Windows the upload zip is made with the bundled tar -a (or PowerShell 7, 7-Zip), never Compress-Archive of Windows PowerShell 5.1, whose backslash separators unpack as flat names',
    forbid: /^\s*Compress-Archive /,
  },
  {
    id: 'standalone-terminal-update-into-next',
    title: 'a client update built in cPanel Terminal never writes into the running application',
    fact: 'the Terminal rsync into ~/quiznest-client/ is for the first installation only; an update builds and rsyncs into ~/quiznest-client-next',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    require:
      /^(?=[\s\S]*# First installation only:\nrsync -a --delete --exclude node_modules --exclude tmp \.next\/standalone\/ ~\/quiznest-client\/)(?=[\s\S]*rm -rf ~\/quiznest-client-next && mkdir ~\/quiznest-client-next\ncd ~\/quiznest-src\/client\nnpm ci\nnpm run build)/,
  },
  {
    id: 'node-20-never-the-requirement',
    title: 'no page or sidebar description asks for Node.js 20',
    fact: 'the client needs Node.js 24 LTS (or 22 LTS); Node.js 20 is past end of life and is named only as such',
    forbid: /\bNode\.js 20\b/,
    unless: /end of life|past|reached|no security/i,
  },
  {
    id: 'copied-build-keeps-package-json',
    title: 'a client built on another machine lands in a client-next that can start',
    fact: 'a .next built elsewhere goes into a client-next filled from the release or the live folder first, because PM2 runs npm run start, which needs package.json; ls client-next/package.json client-next/.next/standalone/server.js before the swap',
    where: ['installation-guide/server-setup/vps.md'],
    require: /ls client-next\/package\.json client-next\/\.next\/standalone\/server\.js/,
  },
  {
    id: 'storage-closed-to-others',
    title: 'the permission commands never leave KYC documents or .env readable by other accounts',
    fact: 'storage and bootstrap/cache get chmod -R ug+rwX,o-rwx (ug+rwX alone removes nothing); .env gets chmod 660 first and is left out of the 644 pass',
    forbid: /chmod -R ug\+rwX storage|find \. -type f -exec chmod 644/,
  },
  {
    id: 'backup-alert-through-cron',
    title:
      'the backup-failure alert is tested on the path cron uses, with a From address the SMTP service accepts',
    fact: '/etc/msmtprc has set_from_header on, and the alert is tested with a copy of the cron job two minutes ahead and the option file renamed, never only with msmtp by hand or the script run in a shell',
    where: ['post-installation.md'],
    require: /^(?=[\s\S]*^set_from_header on$)(?=[\s\S]*\/etc\/cron\.d\/quiznest-alert-test)/m,
  },
  {
    id: 'cpanel-no-terminal-no-upkeep',
    title: 'a cPanel reader without Terminal learns before installing that updates and backups need it',
    fact: 'installation works without Terminal, but updates, backups and restores need Terminal or SSH; never update by extracting a download over admin/ in File Manager',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require: /updating QuizNest, the nightly backup and a restore all need \*\*Terminal\*\* or SSH/,
  },
  {
    id: 'cloudlinux-php-in-commands',
    title: 'a CloudLinux account runs every command with /usr/local/bin/php, not only the cron lines',
    fact: 'where the version is set in Select PHP Version, every /usr/local/bin/ea-php83 in commands (Composer, key:generate, storage:link, updates, restores) becomes /usr/local/bin/php',
    where: ['installation-guide/server-setup/cPanel/Admin.md', 'post-installation.md'],
    require: /every `\/usr\/local\/bin\/ea-php83` in (?:the )?commands[^\n]*becomes `\/usr\/local\/bin\/php`/,
  },
  {
    id: 'versions-tested-range',
    title: 'every page states one version policy: the tested range, never "or newer"',
    fact: 'PHP 8.2 to 8.4, MySQL 8.0 or 8.4, MariaDB 10.6 to 11.4 are tested; a newer release (PHP 8.5, MySQL 9.x, MariaDB 11.8 of Debian 13) is not yet tested',
    forbid:
      /PHP 8\.2(?:\.0)? or newer|PHP 8\.2\+|\| 8\.2 or newer|MySQL 8\.0\+|MariaDB 10\.6\+|MariaDB 10\.6 or newer|MySQL is 8\.0 or newer/,
  },
  {
    id: 'chocolatey-new-window',
    title: 'the Chocolatey tab opens a new PowerShell window instead of refreshenv',
    fact: "refreshenv does not refresh a PowerShell session without Chocolatey's profile module: open a new PowerShell window after the installs",
    forbid: /^\s*refreshenv\s*$/,
  },
  // Deposits and Withdrawals follow-up: the restore exception, payouts sent while KYC blocks them,
  // disputes, held payments and partial refunds.
  {
    id: 'withdraw-sent-payout-never-rejected',
    title: 'Withdrawals says what to do with a payout already sent when Mark as Paid is disabled',
    fact: 'a request whose money has left is never rejected, whatever its status (Reject returns the coins); ban the account, then verify the player again or have a Super Admin Mark as Paid the Approved request',
    where: ['withdraw/index.md'],
    forbid: /Never reject a request you have already paid/,
    require:
      /^(?=[\s\S]*^### Money already sent but Mark as Paid is disabled$)(?=[\s\S]*Never reject a request whose money has left your account, whatever its status)/m,
  },
  {
    id: 'dispute-not-refunded-at-provider',
    title: 'Deposits and Payments send a dispute to its procedure and never refund it at the provider too',
    fact: 'a disputed payment is never refunded at the provider as well; the deposit is marked Refunded with the dispute id as Refund Reference (Deposits #disputes-chargebacks-and-returns, linked from the Payments table of differences)',
    where: ['deposits/index.md', 'Payments/index.md'],
    require:
      /^(?=[\s\S]*at the provider as well)(?=[\s\S]*\(\/deposits\/#disputes-chargebacks-and-returns\)|[\s\S]*\(#disputes-chargebacks-and-returns\))/,
  },
  {
    id: 'deposits-held-payments-expire',
    title: 'Deposits says PayPal and Authorize.Net holds expire and puts them in the daily check',
    fact: 'PayPal captures on hold and Authorize.Net fraud.held payments are not protected from expiry: decide them at the provider within the day, then check the deposit turned Successful',
    where: ['deposits/index.md'],
    require:
      /^(?=[\s\S]*Authorize\.Net `fraud\.held`(?: payments are n| \| N)ot protected from expiry)(?=[\s\S]*^\d+\. Decide the held payments (?:you can decide )?at the provider)/m,
  },
  {
    id: 'deposits-partial-refund-in-reconciliation',
    title: 'Deposits says where a partial refund shows up in the monthly reconciliation',
    fact: 'a partial refund is an Admin Adjustment with the DEP- reference, not a Refund row: the Payments table of differences matches it on the provider refund id',
    where: ['deposits/index.md'],
    require:
      /partial refund is recorded as an \*\*Admin Adjustment\*\*[^\n]*\(\/Payments\/#reconcile-with-a-provider-month-by-month\)/,
  },
  // Administrator read-through 4 (read4-admin.md): restores, role recipes, bans, maintenance
  // windows and the settings procedures that can only be tested live.
  {
    id: 'restore-money-before-up',
    title:
      'a restore redoes the money through the bypass link before players and payout officers get back in',
    fact: 'Restore the platform splits its last step: caches and worker, then the steps of Before and after a restore through the bypass link, and only then php artisan up and the crontab put back',
    where: ['post-installation.md', 'Extra/index.md'],
    forbid:
      /Rebuild the caches, (?:start the worker, )?leave maintenance mode and put the (?:scheduler|cron jobs) back|Restore, then open \[Withdrawals\]\(\/withdraw\/\) before you leave maintenance mode/,
    require: /Only (?:then|now)(?:, notifications back on \(Extra's check\),)? leave maintenance mode/,
  },
  {
    id: 'restore-credits-refunds-then-withdrawals',
    title: 'the restore checklist sets every status like the export before it touches a balance',
    fact: "after a restore: Match the statuses first (each deposit and SUB- charge given the export's status, Mark as Refunded with its Refund row's Refund Reference; a lost SUB- charge gets Assign Plan or Extend, never Adjust Balance; withdrawals Paid again or Rejected again), then Match the balances",
    where: ['Extra/index.md'],
    forbid: /^2\. Restore, then open \[Withdrawals\]/,
    require:
      /^(?=[\s\S]*its status in the export, as the table says; \*\*Mark as Refunded\*\* takes the \*\*Refund Reference\*\* of its \*\*Refund\*\* row)(?=[\s\S]*\*\*Assign Plan\*\*[^\n]*never \*\*Adjust Balance\*\*)(?=[\s\S]*\*\*Reject\*\* it again)(?=[\s\S]*^#### Match the statuses$[\s\S]*^#### Match the balances$)/m,
  },
  {
    id: 'contest-publisher-not-payout-officer',
    title: 'the recipe for publishing contests never gives the payout officer a way to pay themselves',
    fact: 'contest Create/Edit/Cancel go to a Super Admin or a Contest publisher role (Contests: View, Create, Edit, Cancel contests; nothing on Winners, no Withdraw permission), never added to the payout officer, who keeps Pay prizes',
    where: ['Admin Users/Role.md'],
    forbid: /payout officer above with \*\*Contests\*\*: Create/,
    require:
      /^### Contest publisher$[\s\S]*^- \*\*Manage Contests > Contests\*\*: View, Create, Edit, \*\*Cancel contests\*\*$/m,
  },
  {
    id: 'payments-test-coins-reject-first',
    title: 'the monthly reconciliation rejects withdrawals funded by test coins before refunding them',
    fact: 'a Sandbox test deposit found in the reconciliation: close the withdrawals funded by test coins first, as in step 1 of Refund a deposit, then Mark as Refunded (Close a production test)',
    where: ['Payments/index.md'],
    forbid: /Click \*\*Mark as Refunded\*\* on the deposit if that was not done after the test/,
    require:
      /close the withdrawals funded by test coins as in step 1 of \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) \(only those whose money has not left\), then click \*\*Mark as Refunded\*\*/,
  },
  {
    id: 'redis-drain-works-in-maintenance',
    title: 'the Redis move drains the database queue even when the site is in maintenance mode',
    fact: 'workers pause in maintenance mode unless --force: wait for Pending jobs 0 before maintenance mode, run the drain worker with --force and repeat it until queue:monitor database:default shows 0',
    where: ['Settings/System Setting/System Configuration.md'],
    forbid: /queue:work database(?![^\n`]*--force)/,
    require: /queue:monitor database:default/,
  },
  {
    id: 'maintenance-procedures-plan-window',
    title: 'every settings procedure that turns on maintenance mode checks contests first',
    fact: 'a procedure that uses maintenance mode (coin rate, Redis, storage move) starts with planning the window as in Plan a maintenance window: no Live contest, no registration closing in it',
    where: [
      'Settings/Finance Settings/Currency.md',
      'Settings/System Setting/System Configuration.md',
      'Settings/Integration Settings/Service.md',
    ],
    require:
      /plan the window as in \[Plan a maintenance window\]\(\/Settings\/System%20Setting\/Maintenance%20Mode#plan-a-maintenance-window\) \(no \*\*Live\*\* contest, no registration closing in it\)/i,
  },
  {
    id: 'coin-rate-joined-contests-locked',
    title: 'the coin-rate change never plans fee changes on contests players already joined',
    fact: 'the Entry Fee and prize pool of a contest players joined are locked: it runs at its old numbers or is cancelled and duplicated; Pending withdrawals keep their recorded rate and need no settling',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /settle the \*\*Pending\*\* withdrawals|apply the contest and Coin Settings changes you prepared/,
    require: /Once a player has joined a contest, its \*\*Entry Fee\*\* and prize pool are locked/,
  },
  {
    id: 'bucket-tested-before-switch',
    title: 'a bucket is tested, public reads included, before every image of the site is read from it',
    fact: 'save and Test Connection the bucket fields with Driver still Local, open one synced file at its Public URL address before switching; undo: Driver back to Local and aws s3 sync in the other direction',
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /^(?=[\s\S]*With \*\*Driver\*\* still \*\*Local\*\*, fill in the bucket fields)(?=[\s\S]*open it at the \*\*Public URL\*\* address)(?=[\s\S]*aws s3 sync s3:\/\/quiznest-uploads storage\/app\/public)/,
  },
  {
    id: 'ban-stops-automatic-payout',
    title:
      'a ban switches the running Automatic contests of a cheater to Manual Approval before the prize is paid',
    fact: 'with Automatic payout there is no window to disqualify once a contest ends: for every Upcoming or Live contest the banned player joined, switch Prize Payout to Manual Approval at once, then Disqualify before Approve & Pay',
    where: ['Mange User/Users.md', 'Mange Contests/Winners.md'],
    forbid: /prizes are paid about two minutes after \*\*End Time\*\*, so do it at once/,
    require: /switch \*\*Prize Payout\*\* to \*\*Manual Approval\*\*/,
  },
  {
    id: 'ban-entry-fee-after-completed',
    title: 'refunding the entry fee of a banned player waits for the contest, so it is never paid twice',
    fact: 'an entry fee is refunded automatically if the contest is cancelled: adjust it only once the contest is Completed, naming the contest',
    where: ['Mange User/Users.md'],
    forbid: /refund them with an adjustment if you decide the player is owed them/,
    require: /wait until the contest is \*\*Completed\*\*/,
  },
  {
    id: 'ban-approved-withdrawal-asked-first',
    title: 'the ban steps never reject an Approved withdrawal whose money has already left',
    fact: 'before rejecting an Approved request of a banned player, the payout officer confirms the money has not left; if it has, Mark as Paid, never Reject',
    where: ['Mange User/Users.md'],
    forbid: /review each one: reject it to return the coins/,
    require: /confirm first that the money has not left/,
  },
  {
    id: 'recaptcha-tested-with-way-back',
    title: 'reCAPTCHA is switched on with a way back, and tested on sign-in too',
    fact: 'a wrong reCAPTCHA key refuses every player and a wrong Secret Key shows no widget error: enable on staging or in a quiet hour, test sign-up and sign-in with an existing account, set Disabled at once on failure; v3 threshold in steps of 0.1 watching Failed sign-ins',
    where: ['Settings/Integration Settings/Extensions.md'],
    forbid: /^3\. Sign up with a test account\. If the widget shows/,
    require:
      /^(?=[\s\S]*\*\*Sign in\*\* with an existing account)(?=[\s\S]*set \*\*Status\*\* back to \*\*Disabled\*\* and click \*\*Save\*\* at once)(?=[\s\S]*\*\*Failed\*\* sign-ins)/,
  },
  {
    id: 'staging-warning-links-real-procedure',
    title: 'the Robots TXT staging warning sends readers to the real staging procedure, new APP_KEY first',
    fact: 'a staging copy follows Copy production to a staging site (new APP_KEY, every gateway Disabled) before its scheduler or worker runs; no page gives a shorter Sandbox-keys-only version',
    where: ['Settings/SEO & Meta/Robots TXT.md'],
    forbid: /set every gateway's \*\*Mode\*\* to \*\*Sandbox\*\*, with sandbox keys typed in/,
    require:
      /\(\/Settings\/Finance%20Settings\/Payment%20Gateways#copy-production-to-a-staging-site\)[^\n]*key:generate --force/,
  },
  {
    id: 'go-live-enables-gateway',
    title: 'the go-live checklist turns the gateway back on before the live test deposit',
    fact: 'a production test ends with the gateway Disabled; the Save that switches to Live also sets Status to Enabled, with the real name and limits, so the live test deposit can be made',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^### Go live\b[^\n]*$[\s\S]*?^3\. Set \*\*Status\*\* to \*\*Enabled\*\*[^\n]*real \*\*Display Name\*\*[\s\S]*?^4\. Click \*\*Save\*\* once, for steps 2 and 3 together/m,
  },
  {
    id: 'retired-plan-quizzes-moved',
    title: 'a disabled or draft plan never leaves premium quizzes locked with nothing to buy',
    fact: 'a saved plan locks its Premium Quizzes at once, enabled or disabled: a new plan gets them in the Save that enables it; the quizzes of a retired plan are moved to an enabled plan or removed',
    where: ['Subscription/index.md'],
    forbid: /The quizzes you selected are now locked for players without the plan/,
    require:
      /^(?=[\s\S]*pick the \*\*Premium Quizzes\*\* in the same \*\*Save\*\* that sets \*\*Status\*\* to \*\*Enabled\*\*)(?=[\s\S]*move its quizzes and categories to an enabled plan)/,
  },
  {
    id: 'renewal-refund-keeps-paid-days',
    title: 'refunding only a renewal gives back the days already paid for',
    fact: 'Mark as Refunded on a charge cancels the whole Active subscription; to refund only a renewal, Mark as Refunded and then Assign Plan with the end date from before the renewal',
    where: ['Subscription/index.md'],
    require: /To refund only a renewal, click \*\*Mark as Refunded\*\*[^\n]*then \*\*Assign Plan\*\*/,
  },
  {
    id: 'contest-refund-what-was-paid',
    title: 'a cancelled contest refunds what each player paid, never the full fee to a subscriber',
    fact: 'a cancelled contest returns what each player paid: the Entry Fee minus any subscription Contest Fee Discount',
    where: ['Mange Contests/Contests.md'],
    forbid:
      /returns each player's entry fee|Every entry fee is refunded exactly as|every entry fee has been refunded/,
  },
  {
    id: 'single-player-ignores-opt-out',
    title: 'Notification Settings says a Single player message reaches players who turned announcements off',
    fact: 'the Announcements opt-out skips a player in every Send Notification audience except Single player, a personal service message',
    where: ['Settings/User Settings/Notification Settings.md'],
    require: /\*\*Announcements\*\*[^\n]*\*\*Single player\*\* is a personal service message/,
  },
  {
    id: 'partial-refund-numbered-procedure',
    title: 'a partial refund is a numbered procedure, not a paragraph inside a danger box',
    fact: 'Deposits has ### Refund part of a deposit: refund at the provider, Adjust Balance with the DEP- reference (escalated), the zero floor, never Mark as Refunded for the rest; Check and Undo',
    where: ['deposits/index.md'],
    forbid:
      /^\*\*Mark as Refunded\*\* cannot be undone[^\n]*For a partial refund, refund the part at the provider/,
    require: /^### Refund part of a deposit$[\s\S]*^Check: the deposit is still \*\*Successful\*\*/m,
  },
  {
    id: 'bounced-payout-own-section',
    title: 'a bounced payout has its own numbered steps, apart from the never-reject danger',
    fact: 'Withdrawals has ### A paid payout came back (statement, send again or Adjust Balance Add with the WDR- reference, note it for the reconciliation; Check and Undo); the danger box keeps only never-reject-after-sending',
    where: ['withdraw/index.md'],
    forbid: /If a paid transfer comes back to you later[^\n]*Either send the payout again/,
    require: /^### A paid payout came back$/m,
  },
  {
    id: 'dashboard-cron-last-run-in-scheduler-item',
    title: 'the dashboard names the cron last-run time in the scheduler check, not the held-payments check',
    fact: 'item 7 of What to check every day (the scheduler) says where the last run time is shown (Cron Job Settings)',
    where: ['dashboard/index.md'],
    forbid: /^8\. Held payments:[^\n]*Cron Job Settings/,
    require: /^7\. The scheduler:[^\n]*Cron Job Settings/m,
  },
  {
    id: 'production-test-one-order',
    title: 'the production test warning gives one order to follow instead of repeating the steps',
    fact: 'on production: Enable a gateway, then Close a production test, then Go live, then the look 72 hours after the test, in that order (as the going-live checklists)',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /\[Enable a gateway\]\(#enable-a-gateway\)[\s\S]*?\[Close a production test\]\(#close-a-production-test\)[\s\S]*?^6\. \[Go live\]\(#go-live\)[^\n]*\n7\. 72 hours after the test/m,
  },
  // Install/deploy read-through (read4): static export upload and rollback, the cPanel backup
  // pulled over SSH, the open web installer, the backup check-in, the update's checks.
  {
    id: 'client-zip-fresh-and-versioned',
    title: 'a cPanel client zip never carries the last build along and never overwrites the way back',
    fact: 'the client zip is named after the version (and, for the static export, the build date) and made after rm -f of that name, because zip -r adds to an existing zip; the previous zip is the rollback',
    where: [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
    ],
    forbid:
      /zip -r \.\.\/(?:\.\.\/)?quiznest-client(?:-static)?\.zip|tar -a -c -f quiznest-client(?:-static)?\.zip/,
    require:
      /^rm -f \.\.\/(?:\.\.\/)?(quiznest-client(?:-static)?-2\.4\.0[\w-]*\.zip)\nzip -r \.\.\/(?:\.\.\/)?\1 /m,
  },
  {
    id: 'static-export-keeps-htaccess-blocks',
    title: 'the static export upload keeps the handler block that other sites of the account inherit',
    fact: "before the first upload the document root's .htaccess is saved and its cPanel-generated handler and redirect blocks are copied into client/public/.htaccess; the verification checks that the other sites keep their PHP version",
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    require:
      /^(?=[\s\S]*grep -n 'cPanel-generated handler\\\|RewriteRule)(?=[\s\S]*still shows the same PHP version)/,
  },
  {
    id: 'backup-pull-without-rclone',
    title: 'a cPanel backup pulled over SSH neither stops at a missing rclone nor fills the disk',
    fact: 'the backup script prunes archives older than 14 days before the off-site copy, and copies only when REMOTE is set; a cPanel account whose archives another machine pulls writes REMOTE= empty',
    where: ['post-installation.md'],
    forbid: /^rclone copy "\$DEST\/\$NAME" "\$REMOTE"$/,
    require:
      /^(?=[\s\S]*^find "\$DEST"[^\n]*-delete\nif \[ -n "\$REMOTE" \]; then rclone copy "\$DEST\/\$NAME" "\$REMOTE"; fi$)(?=[\s\S]*write the line as `REMOTE=`)/m,
  },
  {
    id: 'installer-open-until-run',
    title: 'every server guide warns that the open web installer hands out the Super Admin',
    fact: 'until the web installer has finished, anyone who opens /install can create the Super Admin: run it right after HTTPS (VPS step 12, cPanel steps 6 and 7 in one sitting, install.sh before anything else)',
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      'installation-guide/server-setup/cPanel/Admin.md',
    ],
    require:
      /Until the web installer has finished, anyone who opens `\/install` can create the \*\*Super Admin\*\*/,
  },
  {
    id: 'vps-install-location-restricted',
    title: 'the manual VPS admin server block lets only your address open the web installer',
    fact: 'quiznest-admin.conf holds allow <your IP>; deny all; at server level from step 10 until step 12 has finished',
    where: ['installation-guide/server-setup/vps.md'],
    require: /^ {4}allow 203\.0\.113\.5;\n {4}deny all;/m,
  },
  {
    id: 'checkin-ping-only-after-success',
    title: 'the backup check-in ping is never sent after a failed backup',
    fact: 'the ping goes between the backup and the alert: … 2>&1 && curl -fsS -m 10 --retry 3 <ping> >/dev/null || echo "QuizNest backup failed …", the complete line shown',
    where: ['post-installation.md'],
    forbid: /end the backup command with `&& curl|\|\| echo "QuizNest backup failed[^\n]*&& curl/,
    require:
      /2>&1 && curl -fsS -m 10 --retry 3 https:\/\/hc\.example\/your-check-id >\/dev\/null \|\| echo "QuizNest backup failed/,
  },
  {
    id: 'static-export-if-blocks-both',
    title: 'a host that rejects <If> is told to remove both <If> blocks of the static export',
    fact: 'where a host rejects <If>, both <If> blocks go: the ErrorDocument one and the /_next/static/ cache rule',
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    forbid: /fail on the cache rule for `\/_next\/static\/`: remove that block/,
    require: /remove both `<If>` blocks/,
  },
  {
    id: 'cpanel-client-www-resolves',
    title: 'the cPanel client pages ask for a www DNS record before AutoSSL',
    fact: 'both cPanel client pages ask under Before you start for www.example.com to have the same records as example.com or a CNAME to it',
    where: [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
    ],
    require:
      /`www\.example\.com` (?:resolves? to the server|has the same records or a `CNAME` to `example\.com`)/,
  },
  {
    id: 'update-release-checked-by-path',
    title: 'the update checks the unpacked release by its full path, never the live vendor folder',
    fact: 'the update lists the release folder (an extra top-level folder is moved up), runs Composer after cd … &&, checks …/quiznest-releases/2.4.0/admin/composer.json and vendor/autoload.php by absolute path, and step 6 checks the QuizNest version in System Information',
    where: ['post-installation.md'],
    forbid: /^\s*ls vendor\/autoload\.php$/,
    require:
      /^(?=[\s\S]*cd \/var\/www\/quiznest-releases\/2\.4\.0\/admin && sudo -u "\$OWNER" -H composer install)(?=[\s\S]*ls \/var\/www\/quiznest-releases\/2\.4\.0\/admin\/composer\.json \/var\/www\/quiznest-releases\/2\.4\.0\/admin\/vendor\/autoload\.php)(?=[\s\S]*ls ~\/quiznest-releases\/2\.4\.0\/admin\/composer\.json ~\/quiznest-releases\/2\.4\.0\/admin\/vendor\/autoload\.php)(?=[\s\S]*shows the new \*\*QuizNest version\*\*)/,
  },
  {
    id: 'update-rollback-restores-env',
    title: 'rolling back an update puts back the .env saved before it',
    fact: 'the rollback restores .env from quiznest-files-pre-update.tar.gz when it changed during the update, then sets its owner and mode again',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*sudo tar -xzf ~\/backups\/quiznest-files-pre-update\.tar\.gz -C \/var\/www\/quiznest\/admin \.env)(?=[\s\S]*tar -xzf ~\/backups\/quiznest-files-pre-update\.tar\.gz -C \/home\/cpuser\/quiznest\/admin \.env)/,
  },
  {
    id: 'domain-change-static-errordocument',
    title: 'after a domain change the static export still shows its own 404 page',
    fact: 'a domain change on a static export also changes the host pattern of the <If> around ErrorDocument to the new names',
    where: ['post-installation.md'],
    require: /<If "%\{HTTP_HOST\} =~ \/\^\(www\\\.\)\?example\\\.net\$\/">/,
  },
  {
    id: 'install-sh-rerun-config-cache',
    title: 'after install.sh switches to HTTPS, the API is told the new client origin',
    fact: 'after a re-run of install.sh that switched the addresses to https://, the reader runs sudo -u www-data php artisan config:cache and checks the console for CORS errors',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /from `http:\/\/` to `https:\/\/` and rebuilds the client\.(?! Then run)/,
    require: /cd \/var\/www\/quiznest\/admin && sudo -u www-data php artisan config:cache/,
  },
  {
    id: 'supervisor-worker-restarted',
    title: 'a worker run by Supervisor is stopped and restarted wherever the systemd unit is',
    fact: 'with Supervisor instead of the unit, every systemctl stop/start/restart quiznest-queue becomes supervisorctl stop/start/restart quiznest-queue (said in the VPS guide and in How to run the commands on this page; the PHP upgrade names it at its restart)',
    where: ['installation-guide/server-setup/vps.md', 'post-installation.md'],
    require: /becomes `sudo supervisorctl stop`, `start` or `restart quiznest-queue`/,
  },
  {
    id: 'copied-build-owned-by-owner',
    title: 'a client built elsewhere can be copied onto a server set up by install.sh',
    fact: 'the copied .next goes into client-next with sudo cp -a, then sudo chown -R "$OWNER":www-data client-next/.next, because client-next belongs to quiznest on an install.sh server',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /^cp -a ~\/client-build-next client-next\/\.next/,
    require: /sudo chown -R "\$OWNER":www-data client-next\/\.next/,
  },
  {
    id: 'bootstrap-cache-one-mode',
    title: 'storage and bootstrap/cache have one mode on every page, closed to other accounts',
    fact: 'storage/ and bootstrap/cache/ are www-data:www-data with ug+rwX,o-rwx (folders 770); the install.sh page sends the reader to the Security checklist permission block after the script',
    forbid: /mode `775`/,
  },
  {
    id: 'install-sh-finish-substeps',
    title:
      'finishing after install.sh is a short list, with the SSH test and mysql_secure_installation in sight',
    fact: 'item 2 of Finish the installation is four sub-steps: SSH (tested from a second session), automatic updates, mysql_secure_installation, permissions and swap',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /^ {3}1\. \*\*SSH\*\*:[^\n]*second one[\s\S]*^ {3}3\. \*\*MySQL\*\*: run `sudo mysql_secure_installation`[\s\S]*^ {3}4\. \*\*Permissions and swap\*\*: run the permission block of the \[Security checklist\]/m,
  },
  {
    id: 'fedora-php-named-versions',
    title: 'the Fedora tab names the PHP version of each release and calls PHP 8.5 untested',
    fact: 'Fedora 41 ships PHP 8.3, 42 and 43 PHP 8.4; newer Fedora releases ship PHP 8.5, not yet tested',
    forbid: /ship PHP 8\.3 or newer/,
  },
  {
    id: 'fedora-php-85-untested',
    title: 'the Linux page tells a Fedora reader that its PHP 8.5 is not yet tested',
    fact: 'newer Fedora releases ship PHP 8.5, which is not yet tested: fine for trying QuizNest',
    where: ['installation-guide/local-machine-setup/Linux.md'],
    require: /Newer Fedora releases ship PHP 8\.5, which is not yet tested/,
  },
  {
    id: 'debian13-mariadb-before-install',
    title: 'a Debian 13 reader chooses MariaDB 11.4 before installing, and apt keeps it',
    fact: "Debian 13's choice comes before the install command; MariaDB 11.4 from mariadb_repo_setup is pinned (Pin: origin dlm.mariadb.com, Pin-Priority: 1000), never installed over Debian's 11.8",
    where: ['installation-guide/local-machine-setup/Linux.md'],
    forbid: /in place of Debian's package: `curl -LsS/,
    require:
      /^(?=[\s\S]*On Debian 13, decide before you install)(?=[\s\S]*Pin: origin dlm\.mariadb\.com\\nPin-Priority: 1000)(?=[\s\S]*Do not install Debian's `mariadb-server` first)/,
  },
  {
    id: 'chocolatey-services',
    title: 'the Chocolatey tab does not send the reader looking for a PHP service',
    fact: 'Chocolatey installs MariaDB as a Windows service; PHP and Composer are plain programs on PATH',
    forbid: /Chocolatey installs PHP, Composer and MariaDB as a Windows service/,
  },
  {
    id: 'ubuntu-2204-skip-first-block',
    title: 'an Ubuntu 22.04 reader skips the PHP 8.1 block before running it',
    fact: 'the Linux apt tab says above its first block that Ubuntu 22.04 skips it for the ondrej/php block',
    where: ['installation-guide/local-machine-setup/Linux.md'],
    require: /On Ubuntu 22\.04, skip this block and use the next one/,
  },
  {
    id: 'laragon-mysql-57-remedy',
    title: 'a Laragon with MySQL 5.7 is told how to get a supported database',
    fact: 'Laragon showing MySQL 5.7: MySQL 8.4 ZIP into C:\\laragon\\bin\\mysql\\ and Menu > MySQL > Version, or MariaDB 11.4 of the winget tab',
    where: ['installation-guide/local-machine-setup/Windows.md'],
    require: /If it shows `5\.7`[\s\S]*C:\\laragon\\bin\\mysql\\[\s\S]*\*\*Menu > MySQL > Version\*\*/,
  },
  {
    id: 'cpanel-terminal-upload-folder',
    title: 'the cPanel Terminal upload creates ~/quiznest before scp and cd use it',
    fact: 'the Terminal route of the cPanel guide starts with mkdir -p ~/quiznest, and scp targets ~/quiznest/',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /upload the archive the same way or with `scp`, then/,
    require:
      /^(?=[\s\S]*^mkdir -p ~\/quiznest$)(?=[\s\S]*scp admin\.zip cpuser@203\.0\.113\.20:~\/quiznest\/)/m,
  },
  {
    id: 'cpanel-php-tool-tabs',
    title: 'the cPanel guide shows each PHP tool in a tab of its own, with its binary and cron lines',
    fact: 'step 4 and the cron lines of step 8 are tabs: MultiPHP Manager (ea-php83) and CloudLinux Select PHP Version (/usr/local/bin/php)',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require:
      /^(?:[\s\S]*?<TabItem value="multiphp" label="MultiPHP Manager" default>[\s\S]*?<TabItem value="cloudlinux" label="CloudLinux Select PHP Version">){2}/,
  },
  {
    id: 'restore-new-server-procedure',
    title: 'a restore onto a new server is a numbered list of its own, not lines to leave out',
    fact: 'Restore onto a new server: install steps 1-5, fetch the archive, steps 6-11 with its DB_PASSWORD and no key:generate, import, storage/app and .env, storage link and caches without the web installer, steps 13-15',
    where: ['post-installation.md'],
    forbid: /leaving out the two `systemctl` lines and the two `crontab` lines/,
    require: /^(?=[\s\S]*^### Restore onto a new server$)(?=[\s\S]*Skip step 12's web installer)/m,
  },
  {
    id: 'vps-install-sh-differences-table',
    title: 'the VPS guide lists the differences of install.sh in a table, not one long sentence',
    fact: 'vps.md shows the install.sh differences (MySQL, PHP, owner, certificates, SSH, mysql_secure_installation, automatic updates) in a table under its intro',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /with these differences: it installs Ubuntu's `mysql-server`/,
    require: /^\| \| This guide \| `install\.sh` \|$/m,
  },
  {
    id: 'post-installation-day-one',
    title: 'Post-Installation tells a reader finishing an install what to do on day one and what later',
    fact: 'Post-Installation opens with a :::tip Day one box: first eight sections on day one, backup and alerts before players arrive, the rest later; the page is not split',
    where: ['post-installation.md'],
    require: /^(?=[\s\S]*^:::tip Day one$)(?=[\s\S]*\*\*Later, when you need them\*\*)/m,
  },
  // Gateways read-through 4 (content-gw2, read4-gateways.md): closing a production test, crediting
  // a deposit once, bank debits, rounding of the charge and short test warnings.
  {
    id: 'production-test-refund-after-reject',
    title: 'no test warning tells you to refund test deposits before rejecting the withdrawals they funded',
    fact: 'a production test is closed in the order of #close-a-production-test: close at the provider, Mark as Failed the Pending test deposits, Reject withdrawals funded by test coins, then Mark as Refunded; look again after 72 hours',
    where: [
      ...SANDBOX_GATEWAY_PAGES,
      'payment-gateways/overview.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    forbid: /\*\*Mark as Refunded\*\* on each test deposit/,
  },
  {
    id: 'live-credentials-close-test',
    title: 'Mollie, Instamojo and bKash are tested only on staging until live credentials exist',
    fact: 'a production test of Mollie, Instamojo or bKash is closed by setting Mode to Live with the live credentials in the same Save (Status stays Disabled); without live credentials, test them only on a staging copy',
    where: [
      'payment-gateways/mollie.md',
      'payment-gateways/instamojo.md',
      'payment-gateways/bkash.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    forbid:
      /save the live (?:credentials|API key) in the form|save the live credentials: the shared sandbox|or save the live keys in the form/,
    require: /only on a staging copy until you hold/,
  },
  {
    id: 'deposit-credited-once-not-per-id',
    title: 'no page says a deposit is credited once per transaction ID',
    fact: 'a deposit is credited at most once, whatever the number of webhooks; "once per transaction ID" reads as each payment crediting',
    where: ['payment-gateways/', 'deposits/index.md', 'Settings/Finance Settings/Payment Gateways.md'],
    forbid:
      /once per (?:provider transaction ID|(?:NOWPayments )?`payment_id`|Square payment ID|`bank_tran_id`|`trxID`|Authorize\.Net transaction ID|GoCardless payment ID|checkout ID)|idempotent on the provider's transaction (?:ID|id)/,
  },
  {
    id: 'second-payment-credits-nothing',
    title: 'a second payment on the same deposit is said to credit nothing and to be refunded',
    fact: 'a further successful payment on the same deposit (Mercado Pago checkout paid twice, second NOWPayments payment on one invoice) is logged and noted on the deposit and credits nothing: refund it at the provider',
    where: [
      'payment-gateways/overview.md',
      'deposits/index.md',
      'payment-gateways/mercado-pago.md',
      'payment-gateways/nowpayments.md',
    ],
    require: /further successful payment[^\n]*credits nothing/i,
  },
  {
    id: 'bank-debits-off-for-deposits',
    title: 'Stripe bank debits are left off for deposits, like Authorize.Net eCheck',
    fact: "every method in Stripe's Bank debits group can be returned weeks or months after crediting (ACH 60 days, SEPA 8 weeks / 13 months, Bacs any time, Australian BECS 7 years) and nothing in QuizNest shows which deposit a debit paid: always leave them off",
    where: ['payment-gateways/stripe.md', 'payment-gateways/overview.md'],
    forbid: /If that confuses your players, leave delayed methods/,
    require:
      /^(?=[\s\S]*every method in (?:Stripe's|its) \*\*Bank debits\*\* group)(?=[\s\S]*[Nn]othing in QuizNest shows (?:that a debit paid a deposit|which deposit a debit paid))/,
  },
  {
    id: 'go-live-status-enabled',
    title: 'going live sets Status back to Enabled, so the live test deposit can be made',
    fact: 'Enable a gateway step 7 leaves it Disabled: Go live step 3 sets Status to Enabled (saved once with the live keys in step 4), and every going-live checklist has "**Status** is **Enabled**"',
    where: ['payment-gateways/', 'Settings/Finance Settings/Payment Gateways.md'],
    require: /^- \[ \] \*\*Status\*\* is \*\*Enabled\*\*|^3\. Set \*\*Status\*\* to \*\*Enabled\*\*/m,
  },
  {
    id: 'production-test-limits-clear-minimum',
    title: "the production test limits clear the provider's minimum on a non-USD site",
    fact: "the production test limits are the smallest amount that clears the provider's minimum after conversion (1.00 on a USD site)",
    forbid: /\*\*Maximum Amount\*\*`? (?:to|at) `1\.00`/,
    unless: /provider's minimum/,
  },
  {
    id: 'gateway-checklist-close-line',
    title:
      'every gateway checklist closes the test as the settings page does: Failed or Refunded, 72 hours, limits restored in the live Save',
    fact: 'the checklist (as in the overview) has the close line (sandbox side closed, gateway Disabled right after the test), the live Save line (Status Enabled with Display Name, Minimum Amount and Maximum Amount restored) and the 72-hour line (Sandbox test deposits Refunded or Failed if never paid, no withdrawal funded by test coins open)',
    where: [...SANDBOX_GATEWAY_PAGES, 'payment-gateways/overview.md'],
    forbid: /test deposits made in \*\*Sandbox\*\* mode are marked \*\*Refunded\*\* on/,
    require:
      /^(?=[\s\S]*^- \[ \] (?:\(Not Coinbase Commerce[^)]*\) )?The sandbox side of the test is closed at the provider)(?=[\s\S]*^- \[ \] \*\*Status\*\* is \*\*Enabled\*\*, and \*\*Display Name\*\*, \*\*Minimum Amount\*\* and \*\*Maximum Amount\*\* are restored)(?=[\s\S]*^- \[ \] [^\n]*\*\*Failed\*\* if never paid[^\n]*72 hours after the test)/m,
  },
  {
    id: 'declined-retry-stays-pending',
    title:
      'Deposits and Mercado Pago agree that a card declined in a retryable checkout leaves the deposit Pending',
    fact: 'a declined attempt the player can retry in the same checkout (Razorpay, Flutterwave, Instamojo, Mercado Pago `rejected`) leaves the deposit Pending; only expiry or a final failure fails it',
    where: ['deposits/index.md', 'payment-gateways/mercado-pago.md'],
    forbid: /\| `rejected`, `cancelled` \| \*\*Failed\*\*|`OTHE` \|[^\n]*becomes \*\*Failed\*\*/,
    require: /(?:retry|try another card) (?:in|on) the same checkout/,
  },
  {
    id: 'production-test-refund-reference',
    title: 'a refunded test deposit has a Refund Reference and its rows are explained in reconciliation',
    fact: 'a test deposit of a production test is marked Refunded with the sandbox refund id or TEST-<date>; the Payments table of differences says its Refunded deposit and Refund row cancel out',
    where: ['deposits/index.md', 'Payments/index.md'],
    require: /`TEST-`/,
  },
  {
    id: 'enable-step-webhook-secret-pasted',
    title: 'Enable a gateway pastes the webhook secret or ID back into the form before enabling',
    fact: 'the webhook secret or ID (Stripe whsec_, PayPal Webhook ID, Razorpay secret, …) exists only after registration: step 4 pastes it into the form; Save refuses Enabled while it is empty',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require: /paste the secret or ID it gives you/,
  },
  {
    id: 'charge-rounded-in-examples',
    title: 'worked examples round the charge to Decimal Places before converting it',
    fact: 'Charge is rounded half up to Decimal Places before it is added to the amount and converted',
    forbid: /\b1\.198 USD|0\.499 USD|56\.69 BRL|0\.125 USD;|625\.25 BDT|0\.075\) × 122|619\.15 BDT/,
  },
  {
    id: 'charge-rounding-stated',
    title: 'Currency and the pricing steps say the charge is rounded before conversion',
    fact: 'Charge is rounded half up to Decimal Places before it is added to the amount and converted; Payable is rounded again to the gateway currency',
    where: ['Settings/Finance Settings/Currency.md', 'Settings/Finance Settings/Payment Gateways.md'],
    require: /\*\*Charge\*\* is rounded before|rounded half up to the \*\*Decimal Places\*\*/,
  },
  {
    id: 'coinbase-form-starts-live',
    title: 'the overview does not say every new gateway form starts in Sandbox mode',
    fact: 'a new form starts Disabled in Sandbox mode, except Coinbase Commerce, which is always Live',
    where: ['payment-gateways/overview.md'],
    forbid: /A new form starts \*\*Disabled\*\*, in \*\*Sandbox\*\* mode\./,
  },
  {
    id: 'production-test-close-step-named',
    title: 'every sandbox gateway warning names its own step 4 of Test on production in one pass',
    fact: 'each gateway warning names the provider action that closes the sandbox side, step 4 of Test on production in one pass (delete the Test Mode webhook, clear Test Webhook URL, set the sandbox endpoint Inactive, …)',
    where: SANDBOX_GATEWAY_PAGES,
    require: /#test-on-production-in-one-pass\)[^\n]*step 4 (?:at [\w. ]+ )?is to \S/,
  },
  {
    id: 'downloaded-key-file-deleted',
    title: 'downloaded key files are kept in a password manager and deleted',
    fact: 'a downloaded key file (Razorpay Download Key Details, Coinbase CDP key file) goes into the password manager and is deleted; never under admin/ or a web root',
    where: ['payment-gateways/razorpay.md', 'payment-gateways/coinbase-commerce.md'],
    forbid: /use \*\*Download Key Details\*\* to keep a copy\./,
    require: /delete the downloaded file/i,
  },
  {
    id: 'gateway-test-warning-short',
    title: 'a Sandbox test warning is short and links to the one procedure',
    fact: 'each gateway page has one short :::warning (at most 100 words) linking Close a production test; the full procedure lives only on Payment Gateway Settings',
    where: ['payment-gateways/', 'Settings/Finance Settings/Payment Gateways.md'],
    find: longSandboxWarning,
  },
  {
    id: 'settings-sidebar-label-distinct',
    title: 'the settings page and the gateway category have different sidebar labels',
    fact: 'the settings page is labelled "Payment Gateway Settings" in the sidebar; "Payment Gateways" is the category of setup guides',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require: /^sidebar_label: "Payment Gateway Settings"$/m,
  },
  // Read-through 5 (admin and gateways)
  {
    id: 'refund-closes-open-withdrawals',
    title: 'a full or partial refund first rejects the withdrawals the deposit could still fund',
    fact: "every refund, full or partial, starts by rejecting the player's Pending and Approved withdrawals whose money has not left (if it has, refund only what the free balance covers, or refuse); its Check says no such withdrawal is left",
    where: ['deposits/index.md'],
    require:
      /^(?=[\s\S]*^1\. Before you refund anything, close the player's open withdrawals)(?=[\s\S]*^1\. Close the player's open withdrawals first)(?=[\s\S]*with no more requests rejected than that took)/m,
  },
  {
    id: 'restore-approved-after-backup',
    title: 'a restore stops the payouts and settles the Approved requests made after the backup',
    fact: "before a restore the payout officers stop sending payouts; for an Approved request made after the backup the payout officer says whether its money left: if not, the transfer is cancelled, the player requests again and its coins count in the player's target",
    where: ['Extra/index.md'],
    require:
      /^(?=[\s\S]*stop sending payouts until (?:the restore|it) is finished)(?=[\s\S]*A lost request: if \*\*Approved\*\*, ask the payout officer whether the money has left)/,
  },
  {
    id: 'facebook-takeover-disables-first',
    title: 'a Facebook takeover disables Facebook before the unban, not as an alternative',
    fact: 'the takeover procedure sets Facebook Disabled (never optional), changes the email and password, unbans, has the player unlink Facebook, and only then enables it again',
    where: ['Settings/User Settings/Social Login.md'],
    forbid: /, or set the \*\*Facebook\*\* provider to \*\*Disabled\*\* for everyone/,
    require: /^\d+\. Set the \*\*Facebook\*\* provider to \*\*Disabled\*\*[^\n]*not optional/m,
  },
  {
    id: 'staging-copy-silences-mail',
    title: 'the staging copy sends no email to real players and empties the copied queue',
    fact: 'the staging copy sets MAIL_MAILER=log (which wins over the Mail tab), empties the copied queue (queue:clear, queue:flush), disables SMS and Push, and its Check says no email leaves the copy',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*`MAIL_MAILER=log`)(?=[\s\S]*`php artisan queue:clear --force`)(?=[\s\S]*no email leaves the copy)/,
  },
  {
    id: 'cache-driver-hard-worker-restart',
    title: 'a Cache Driver change restarts the worker service, not through queue:restart',
    fact: 'queue:restart signals through the cache store, so a Cache Driver change needs systemctl (or supervisorctl) restart quiznest-queue on a VPS',
    where: ['Settings/System Setting/System Configuration.md'],
    forbid: /restart the workers with `queue:restart`/,
    require: /sudo systemctl restart quiznest-queue/,
  },
  {
    id: 'subscription-holds-daily-check',
    title: 'the daily hold check also looks at held subscription charges on Payments',
    fact: 'held SUB- charges are listed only on Payments: the daily check looks at Type Subscription, Status Pending too',
    where: ['deposits/index.md', 'dashboard/index.md'],
    require: /\*\*Type\*\* (?:to )?\*\*Subscription\*\*[^\n]*\*\*Status\*\* (?:to )?\*\*Pending\*\*/,
  },
  {
    id: 'users-kyc-reject-checks-withdrawals',
    title: 'the Users KYC bullet checks withdrawals before rejecting a Verified player',
    fact: "KYC reviewers check the player's Approved withdrawals before they reject a Verified player, on the Users page too",
    where: ['Mange User/Users.md'],
    require: /Rejecting a player who is already \*\*Verified\*\*: first check the \*\*Withdrawals\*\* tab/,
  },
  {
    id: 'ban-steps-name-who',
    title: 'each step of a ban says who does it',
    fact: 'the finance manager (Ban users) bans; withdrawals and prizes go to the payout officer, running contests to the contest publisher, entry fees to the finance manager',
    where: ['Mange User/Users.md'],
    require:
      /^\| 2\. \*\*Withdrawals\*\*[^\n]*\| Payout officer \| \*\*Approve withdrawals\*\*, \*\*Mark paid\*\* \|[\s\S]*^\| 3\. [^\n]*\| Contest publisher \|[\s\S]*^\| 4\. [^\n]*\| Payout officer \| \*\*Pay prizes\*\* \|[\s\S]*^\| 5\. [^\n]*\| Finance manager \| \*\*Adjust balance\*\* \|/m,
  },
  {
    id: 'finance-manager-bans',
    title: 'a role recipe holds Ban users, so a ban needs no Super Admin',
    fact: 'the Finance manager recipe holds Manage Users > Users: View, Adjust balance and Ban users',
    where: ['Admin Users/Role.md'],
    require:
      /\*\*Finance manager\*\*[\s\S]*?\*\*Manage Users > Users\*\*: View, \*\*Adjust balance\*\*,? (?:and )?\*\*Ban users\*\*/,
  },
  {
    id: 'dispute-rest-handed-over',
    title: 'the dispute steps hand the Adjust Balance subtraction to someone who holds it',
    fact: 'a deposit confirmer has no Adjust balance: the rest of a partly refunded disputed deposit is handed to a Super Admin or Finance manager with the DEP- reference and the dispute ID',
    where: ['deposits/index.md'],
    require:
      /with the `DEP-` reference and the dispute ID, to a Super Admin or to the role that holds \*\*Adjust balance\*\*/,
  },
  {
    id: 'deposits-statuses-short',
    title: 'Deposits states the credited-once rule and the waits and expiries in short pieces',
    fact: 'Deposits gives the exceptions to Pending to Failed as a table, and "A deposit is credited at most once. Never credit a payment with Adjust Balance." before its list',
    where: ['deposits/index.md'],
    forbid:
      /^\*\*Refunded\*\* is final\. A deposit is credited at most once|^- \*\*Pending to Failed\*\*:[^\n]*Deposits held for you never expire/,
    require: /^A deposit is credited at most once\. Never credit a payment with \*\*Adjust Balance\*\*\.$/m,
  },
  {
    id: 'close-test-provider-table',
    title: 'closing the sandbox side is a table by gateway, not one crowded step',
    fact: 'Close a production test step 2 points to a table: registered webhooks, NOWPayments, Mollie/Instamojo/bKash',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /^1\. Close the sandbox side at the provider\. Delete/,
    require: /^\| Gateway \| Step 2: close the sandbox side \|$/m,
  },
  {
    id: 'go-live-status-once',
    title: 'Go live sets Status once and saves once',
    fact: 'Go live: step 2 live credentials and Mode, step 3 Status Enabled with the real name and limits, step 4 one Save',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /^3\. In the same \*\*Save\*\*, set \*\*Status\*\* to \*\*Enabled\*\*/,
  },
  {
    id: 'subscription-api-check-no-cron',
    title: "Subscriptions does not say the API's end-date check needs cron",
    fact: "the API checks the end date on every use without cron; only the scheduler's hourly expiry needs the cron job",
    where: ['Subscription/index.md'],
    forbid: /Both need the cron job/,
  },
  {
    id: 'maintenance-extend-one-at-a-time',
    title: 'Maintenance Mode says Extend works on one subscription at a time',
    fact: 'Extend works on one subscription at a time: making up a closure is for long closures only',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    require: /\*\*Extend\*\* works on one subscription at a time/,
  },
  {
    id: 'login-as-user-blocks-joins',
    title: 'Login as user blocks contest joins too',
    fact: 'Login as user blocks deposits, withdrawal requests, contest joins, password and email changes and account deletion',
    where: ['Mange User/Users.md'],
    require: /blocks deposits, withdrawal requests, contest joins/,
  },
  {
    id: 'content-editor-no-contest-category-edit',
    title: 'the content editor cannot hide contest categories',
    fact: 'contest category Edit belongs to the contest publisher: an Inactive category stops joins and can cancel contests below Minimum Seats',
    where: ['Admin Users/Role.md'],
    forbid: /\*\*Manage Contests > Category\*\*: View, Create, Edit; \*\*Contests\*\*: View/,
  },
  {
    id: 'close-test-starts-disabled',
    title: 'Close a production test starts by disabling the gateway',
    fact: 'Close a production test step 1 sets Status Disabled and checks no gateway is Enabled in Sandbox mode',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^### Close a production test$[\s\S]*?^1\. Set \*\*Status\*\* to \*\*Disabled\*\* and click \*\*Save\*\*[^\n]*no gateway \*\*Enabled\*\* in \*\*Sandbox\*\*/m,
  },
  {
    id: 'gateway-warning-links-enable-steps',
    title:
      'every test warning sends a production test through the test limits and Disabled of Enable a gateway',
    fact: 'each test warning links Test on production in one pass (test name, equal limits, Disabled right after, then the close), not step numbers of other sections',
    where: [...SANDBOX_GATEWAY_PAGES, 'payment-gateways/overview.md'],
    forbid: /follow the four steps of \[Close a production test\]|steps 3, 5 and 7 of \[Enable a gateway\]/,
    require: /\[Test on production in one pass\]\([^)]*#test-on-production-in-one-pass\)/,
  },
  {
    id: 'held-payment-refunded-before-failed',
    title: 'a rejected risk-review or partially paid payment is refunded before Mark as Failed',
    fact: 'SSLCommerz risk review and NOWPayments partially paid money has reached you: refund it (merchant panel; from your payout wallet), then Mark as Failed with the refund reference or transaction hash',
    where: ['payment-gateways/sslcommerz.md', 'payment-gateways/nowpayments.md', 'deposits/index.md'],
    forbid:
      /settle the difference with the player through NOWPayments support|then click \*\*Mark as Successful\*\* or \*\*Mark as Failed\*\* on the deposit/,
    require:
      /(?:[Tt]hen c|\b3\. C)lick \*\*Mark as Failed\*\* with (?:the refund reference|the transaction hash|that reference|the hash)/,
  },
  {
    id: 'staging-copy-own-app-url',
    title: 'the staging copy gets its own APP_URL, so its webhooks do not point at production',
    fact: 'the staging copy sets APP_URL and FRONTEND_URL to the staging addresses; its Check: every Webhook URL shows the staging host',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*set `APP_URL` and `FRONTEND_URL` to the staging addresses)(?=[\s\S]*\*\*Webhook URL\*\* in every form shows the staging host)/,
  },
  {
    id: 'sandbox-examples-test-keys',
    title: 'a field table with Mode Sandbox shows sandbox-format keys',
    fact: 'where the Mode example is Sandbox, key examples are rzp_test_, FLWPUBK_TEST-/FLWSECK_TEST, sandbox-sq0idb-',
    where: ['payment-gateways/razorpay.md', 'payment-gateways/flutterwave.md', 'payment-gateways/square.md'],
    forbid: /\| `(?:rzp_live_|FLWPUBK-|FLWSECK-|FLWSECK[0-9a-f]|sq0idp-)/,
  },
  {
    id: 'late-crypto-weekly-check',
    title: 'a late NOWPayments payment whose IPN was lost is caught by the daily comparison',
    fact: "on Mollie, Mercado Pago and NOWPayments, the Deposits daily check finds such a payment among the provider's paid payments (read-through 6 made it daily; read-through 8 starts it from the provider's list)",
    where: ['payment-gateways/nowpayments.md', 'payment-gateways/overview.md'],
    require: /the \[daily check\]\([^)]*\) finds it among/i,
  },
  {
    id: 'stripe-session-expire-optional',
    title: 'no page makes expiring Checkout Sessions a mandatory Dashboard step',
    fact: 'expiring open Stripe Checkout Sessions is optional and needs the Stripe CLI',
    where: ['payment-gateways/stripe.md', 'Settings/Finance Settings/Payment Gateways.md'],
    forbid: /expire each open Checkout Session/,
  },
  {
    id: 'instamojo-second-credit-activity',
    title: "Instamojo's second Credit is noted on the deposit and answered 200, as on the overview",
    fact: "a second Instamojo Credit is logged and noted on the deposit's Activity, answered with 200, and credits nothing",
    where: ['payment-gateways/instamojo.md'],
    forbid: /would be rejected at step 3/,
    require: /noted on the deposit's \*\*Activity\*\*, answered with `200`/,
  },
  {
    id: 'flutterwave-encryption-key-optional-live',
    title: "Flutterwave's going-live checklist does not require the optional Encryption Key",
    fact: 'the live Encryption Key is saved only if kept; no test Encryption Key remains',
    where: ['payment-gateways/flutterwave.md'],
    forbid: /The live \*\*Public Key\*\*, \*\*Secret Key\*\* and \*\*Encryption Key\*\* are saved/,
  },
  {
    id: 'test-decline-stays-pending',
    title: 'the declined test payments say the deposit stays Pending',
    fact: 'failure@razorpay and Mercado Pago FUND leave the deposit Pending: the player can retry in the same checkout',
    where: ['payment-gateways/razorpay.md', 'payment-gateways/mercado-pago.md'],
    forbid: /`failure@razorpay` for a failed one\.$|^\| `FUND` \| Rejected for insufficient funds \|$/,
    require: /stays \*\*Pending\*\*, and the player can retry in the same checkout/,
  },
  {
    id: 'paystack-staging-own-business',
    title: 'Paystack troubleshooting gives staging its own business, not an undocumented clean-up',
    fact: 'a staging copy gets its own provider account (Paystack: its own business)',
    where: ['payment-gateways/paystack.md'],
    forbid: /or clear its deposits/,
  },
  {
    id: 'gateway-checklist-close-split',
    title: 'the close line of every going-live checklist is three boxes, not one sentence',
    fact: 'the checklist splits the close into: sandbox side closed and Disabled; test deposits Refunded/Failed and checked after 72 hours; name and limits restored',
    where: [...SANDBOX_GATEWAY_PAGES, 'payment-gateways/overview.md'],
    forbid: /^- \[ \] The sandbox side of the test is closed at the provider,[^\n]*are restored/,
  },
  {
    id: 'overview-webhook-paragraph-split',
    title: 'the overview separates verification from testing on a laptop',
    fact: 'One webhook URL pattern has "Verification and double payments" and "Testing on a laptop"',
    where: ['payment-gateways/overview.md'],
    require: /^(?=[\s\S]*^#### Verification and double payments$)(?=[\s\S]*^#### Testing on a laptop$)/m,
  },
  {
    id: 'gateway-keys-edit-super-admins',
    title: 'the gateway settings page keeps Edit on Finance Settings for Super Admins',
    fact: 'Edit on Finance Settings controls gateway keys: Super Admins only',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /so treat it like access to your money/,
    require: /keep \*\*Edit\*\* on \*\*Finance Settings\*\* for Super Admins/i,
  },
  // Read-through 5 (install) (read5-install.md): the MySQL signing key, cPanel private folders, the
  // installer window, PM2 as the code owner, permissions on a live site, CloudLinux binaries, the
  // VPS scheduler check, Cloudflare and phpMyAdmin drops.
  {
    id: 'mysql-apt-key-2025',
    title: 'the MySQL APT key is the renewed RPM-GPG-KEY-mysql-2025, imported with --yes',
    fact: 'the MySQL APT repository key is RPM-GPG-KEY-mysql-2025 (valid until 2027-10-23); the -2023 copy expired in October 2025 and apt update then fails with EXPKEYSIG; gpg --dearmor runs with --yes',
    forbid: /RPM-GPG-KEY-mysql-(?!2025\b)\d|gpg --dearmor -o \/usr\/share\/keyrings\/mysql\.gpg/,
  },
  {
    id: 'mysql-key-expiry-checked',
    title: 'the MySQL steps check the key expiry and say what EXPKEYSIG means',
    fact: 'after the import, gpg --show-keys /usr/share/keyrings/mysql.gpg shows [expires: 2027-10-23]; apt update without EXPKEYSIG and an 8.4 candidate in apt-cache policy come before apt install',
    where: VPS_PAGES,
    require:
      /^(?=[\s\S]*gpg --show-keys \/usr\/share\/keyrings\/mysql\.gpg)(?=[\s\S]*\[expires: 2027-10-23\])(?=[\s\S]*EXPKEYSIG)(?=[\s\S]*apt-cache policy mysql-server)/,
  },
  {
    id: 'cpanel-private-storage-closed',
    title: 'cPanel closes the KYC documents and logs to the other accounts of the server',
    fact: 'on cPanel, ~/quiznest, admin, storage and storage/app are 711 and storage/app/private, storage/logs, storage/framework and bootstrap/cache go-rwx (drwx------); public/ and storage/app/public stay 755',
    where: ['installation-guide/server-setup/cPanel/Admin.md', 'post-installation.md'],
    forbid:
      /need `755` folders and `644` files, owned by your account|^\| File permissions \| Directories `755` and files `644`/,
    require: /chmod -R go-rwx ~\/quiznest\/admin\/storage\/app\/private[\s\S]*drwx------/,
  },
  {
    id: 'pm2-update-as-owner',
    title: 'pm2 update runs as the owner of the code on Post-Installation',
    fact: 'on an install.sh server PM2 belongs to quiznest: Post-Installation writes sudo -u "$OWNER" -H pm2 update; the VPS guide adds the install.sh form',
    where: ['post-installation.md'],
    forbid: /(?<!-H )`pm2 update`/,
  },
  {
    id: 'installer-window-guarded',
    title: 'the cPanel and install.sh paths keep others out of /install until it has run',
    fact: 'cPanel: RewriteCond %{REMOTE_ADDR} !^<your IP>$, RewriteCond %{REQUEST_URI} !^/.well-known/, RewriteRule ^ - [F] at the top of admin/public/.htaccess from step 6 until step 7 has finished; install.sh: the allow and deny all; lines of the manual guide added before the installer runs',
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    require: /RewriteCond %\{REMOTE_ADDR\} !\^203\\\.0\\\.113\\\.5\$|add the `allow` and `deny all;` lines/,
  },
  {
    id: 'skip-ssl-installer-after-certbot',
    title: 'the admin-only install.sh path runs the web installer only over HTTPS',
    fact: 'with install.sh --skip-ssl the installer is served over plain HTTP until the certbot line: run it only after that line, at https://',
    where: ['installation-guide/server-setup/vps.md'],
    require: /Run the web installer only after the `certbot` line/,
  },
  {
    id: 'permission-block-keeps-storage-writable',
    title: 'the permission block never takes write access away from PHP on a live site',
    fact: 'the owner and 755/644 passes prune storage, bootstrap/cache and the sitemap files and use -exec … +, so PHP-FPM keeps writing while the block runs',
    where: ['post-installation.md'],
    forbid: /^sudo (?:chown -R "\$OWNER":www-data \.$|find \. -type [df]\b)/m,
  },
  {
    id: 'static-export-htaccess-saved-first',
    title: 'the static export saves client/public/.htaccess before anything is appended to it',
    fact: 'Step 2 is numbered: 1. save the rules as client/public/.htaccess, 2. keep ~/htaccess-before-quiznest, 3. append its whole blocks (BEGIN to END) to the new file',
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    forbid: /into the end of `client\/public\/\.htaccess` below/,
    require: /^1\. Save the following as `client\/public\/\.htaccess`/m,
  },
  {
    id: 'cloudlinux-binary-beside-ea-php',
    title:
      'the client and Vercel pages, Maintenance Mode and System Configuration give CloudLinux readers /usr/local/bin/php beside ea-php83',
    fact: 'wherever a client or Vercel page says to replace ea-php83 with the MultiPHP Manager version, it adds the CloudLinux Select PHP Version binary /usr/local/bin/php; Maintenance Mode (its locked-out up) and System Configuration (its cPanel cache commands) add it once each (read27 settings 11)',
    where: [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      'installation-guide/server-setup/vercel.md',
      'Settings/System Setting/Maintenance Mode.md',
      'Settings/System Setting/System Configuration.md',
    ],
    forbid:
      /\(replace `ea-php83` with the version chosen (?:for the admin panel )?in \*\*MultiPHP Manager\*\*\)/,
    require: /CloudLinux \*\*Select PHP Version\*\*[:)]?[^\n]*`\/usr\/local\/bin\/php`/,
  },
  {
    id: 'cloudlinux-tab-checks-multiphp-inherit',
    title: 'the CloudLinux tab first checks that MultiPHP Manager leaves the domain on inherit',
    fact: 'Select PHP Version affects the website only while MultiPHP Manager leaves the domain on the server default (inherit): item 1 of the CloudLinux tab checks it',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require:
      /^1\. In \*\*MultiPHP Manager\*\*, check that `admin\.example\.com` shows the server's default version/m,
  },
  {
    id: 'vps-verify-scheduler',
    title: 'the manual VPS verification checks that the scheduler runs',
    fact: 'Verify the installation on the VPS guide checks Cron Job Settings for a last run within the last minute and sudo crontab -u www-data -l for the line',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /^\d\. A minute later, \*\*Settings > System Setting > Cron Job Settings\*\* shows a last run[^\n]*sudo crontab -u www-data -l/m,
  },
  {
    id: 'standalone-other-sites-checked',
    title: 'the standalone client on the main domain checks the other sites inside public_html',
    fact: 'the Passenger lines in public_html/.htaccess also reach the sites in folders inside it: Before you start says to open each after step 4 and Verify checks them',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    require:
      /^(?=[\s\S]*Passenger lines of step 1 land in the `\.htaccess` of `example\.com`'s document root)(?=[\s\S]*^5\. The main domain's own site \(when `example\.com` is an added domain\) and every other site of the account whose folder is inside `public_html`)/m,
  },
  {
    id: 'install-sh-files-item-short',
    title: 'the install.sh Files item is short and the permission actions sit in Finish item 2.4',
    fact: 'item 3 (Files) of vps-automated says who owns what in two sentences; the permission block and the id quiznest check are in Finish the installation item 2.4',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /Both `storage\/` and `bootstrap\/cache\/` should be owner `www-data:www-data`/,
  },
  {
    id: 'restore-approved-checked-with-payout-officer',
    title: 'a restore asks the payout officer about withdrawals approved after the backup',
    fact: 'Restore the platform opens with one sentence and the link to Before and after a restore; its step 5 checks every withdrawal Approved now or after the archive with the payout officer (money left: Mark as Paid, never paid again)',
    where: ['post-installation.md'],
    forbid: /ready to be paid twice\. If the panel still opens, export \*\*Payments\*\*/,
    require: /Ask the payout officer about every withdrawal that is \*\*Approved\*\*/,
  },
  {
    id: 'cloudflare-full-strict',
    title: 'the %{HTTPS} off rules name Cloudflare Full (strict)',
    fact: 'behind Cloudflare Flexible the %{HTTPS} off redirect loops forever: pages with that rule say SSL/TLS mode Full (strict)',
    where: [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      'post-installation.md',
    ],
    require: /\*\*Full \(strict\)\*\*/,
  },
  {
    id: 'laragon-bundle-not-claimed',
    title: 'the Windows page does not claim which MySQL Laragon 6 bundles',
    fact: 'older Laragon releases bundle MySQL 5.7; the mysql --version check decides, the page names no Laragon version',
    forbid: /Laragon 6 bundles MySQL 5\.7/,
  },
  {
    id: 'phpmyadmin-drop-without-fk-checks',
    title: 'a phpMyAdmin Drop unticks Enable foreign key checks',
    fact: 'the Drop confirmation has Enable foreign key checks ticked by default; pages say to untick it so the drop cannot stop halfway',
    forbid: /choose \*\*Drop\*\* and confirm/,
  },
  {
    id: 'domain-change-steps-split-by-platform',
    title: 'Change the domain splits its steps by platform instead of running prose',
    fact: 'each step of Change the domain with several platforms gives each its own sub-step or bold lead-in (VPS, admin-only VPS, cPanel standalone, cPanel static export, Vercel)',
    where: ['post-installation.md'],
    forbid:
      /^5\. Rebuild the client with [^\n]*: on a VPS in `client\/\.env`|^2\. Put the old client back: on a VPS,/m,
  },
  {
    id: 'standalone-build-why-after-commands',
    title: 'the standalone build gives the commands first and the reasons after them',
    fact: 'Step 2 of the standalone page shows the build and zip commands, then a short "Why these lines" list (npm run build, the lock file, a fresh versioned zip, tar rather than Compress-Archive)',
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    require: /^Why these lines:$/m,
  },
  // Read-through 6 (admin)
  {
    id: 'coin-rate-lowering-not-announced-in-advance',
    title: 'a lowering of the coin rate is announced only once it is saved',
    fact: 'an advance notice of a lower coin rate invites players to buy at the old rate and withdraw at the new one: Currency announces a raise in advance and a lowering only after the save',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /Announce the change to players: the money value of their coins changes on the day you save/,
    require: /When you \*lower\* it, announce nothing before you save/,
  },
  {
    id: 'coin-rate-lowering-settles-pending-deposits',
    title: 'before a lower coin rate is saved, gateways are disabled and every Pending deposit is decided',
    fact: 'a Pending deposit credits old-rate coins whenever confirmed: before lowering the rate the admin disables every gateway and decides every manual, "risk review", "partially paid" and held PayPal or Authorize.Net deposit',
    where: ['Settings/Finance Settings/Currency.md'],
    require:
      /^(?=[\s\S]*\*\*Pending\*\* deposits do need it:)(?=[\s\S]*[Dd]ecide the manual deposits(?:, | \(a lowering: also )the "risk review" and "partially paid" ones and the PayPal or Authorize\.Net holds)/m,
  },
  {
    id: 'facebook-takeover-disabled-only-around-unban',
    title: 'a Facebook takeover turns Facebook off only between the unban and the unlink',
    fact: 'the ban alone stops the attacker: Facebook is Disabled just before the unban, with the player on a call or ticket, and enabled again within minutes; Facebook-only players meanwhile use Forgot password',
    where: ['Settings/User Settings/Social Login.md'],
    require:
      /^(?=[\s\S]*^3\. Change the account's \*\*Email\*\*)(?=[\s\S]*^4\. Set the \*\*Facebook\*\* provider to \*\*Disabled\*\*)(?=[\s\S]*sign in through \*\*Forgot password\*\*)/m,
  },
  {
    id: 'restore-settles-contests-before-scheduler',
    title: 'the restore checklist settles contests before the scheduler returns',
    fact: 'after a restore each contest of the list and of the Coin Log export is settled before the scheduler returns: paid since → Cancel Contest, never Approve & Pay; cancelled since → cancelled again; not ended → Manual Approval; ended since the backup → cancelled; ended before the backup (Ended now) → left out, paid as usual; an account created after the backup waits on the restore tab until the player registers again; accounts deleted since the backup are deleted again last',
    where: ['Extra/index.md'],
    forbid: /the \*\*Coin Log\*\* of \[Reports\]\(\/Report\/\) with \*\*Type\*\* \*\*Admin Adjustment\*\*/,
    require:
      /^(?=[\s\S]*^Then settle each \[contest\]\([^)]*\) of your list and of the Coin Log export)(?=[\s\S]*[Dd]elete again every account deleted since the backup)(?=[\s\S]*^- An account created after the backup: the support agent asks the player to register again with the same email, not through a referral link\.)/m,
  },
  {
    id: 'restore-redone-withdrawals-notify-once',
    title: 'the notifications switched off for a restore come back on before up',
    fact: 'the player events switched off for a restore (withdrawal events included) are switched back on from the screenshot taken first, before up',
    where: ['Extra/index.md'],
    require:
      /[Ss]witch the notifications of your screenshot back on[^.\n]*\. Only now leave maintenance mode/,
  },
  {
    id: 'mail-log-always-wins',
    title: 'Service and System Configuration agree that MAIL_MAILER=log wins over the saved Mail tab',
    fact: 'the saved Mail tab overrides the MAIL_* values of admin/.env, except MAIL_MAILER=log, which always wins: nothing is sent',
    where: ['Settings/Integration Settings/Service.md', 'Settings/System Setting/System Configuration.md'],
    forbid: /the values here take precedence\./,
    require: /`(?:MAIL_MAILER=)?log`[^\n]{0,30}always wins/,
  },
  {
    id: 'service-menu-path-full',
    title: 'the Service screen is reached through Settings > Integration Settings > Service',
    fact: 'Service sits under Integration Settings: no page names the short path Settings > Service',
    forbid: /\*\*Settings > Service\*\*/,
  },
  {
    id: 'refund-rejects-withdrawals-until-covered',
    title: 'a refund or dispute rejects open withdrawals only until the free balance covers the deposit',
    fact: "one rule in the refund step 1, the dispute step 2 and both Check lines: reject open requests whose money has not left, newest first, until the player's free balance covers the deposit's Coins",
    where: ['deposits/index.md'],
    forbid:
      /\*\*Reject\*\*, with a \*\*Reason\*\*, every \*\*Pending\*\* or \*\*Approved\*\* request whose money has not left|no \*\*Pending\*\* or \*\*Approved\*\* withdrawal funded by this deposit/,
    require: /until the player's free balance(?: \([^)]*\))? covers the deposit's \*\*Coins\*\*/,
  },
  {
    id: 'coin-log-dep-reference-read-in-note',
    title:
      'a partial refund is found in the Coin Log by type and player, its DEP- reference read in the Note',
    fact: 'Coin Log Search matches a player, quiz or contest, never the Note: a partial refund is found with Type Admin Adjustment and the player, and its DEP- reference is read in the Note',
    where: ['Payments/index.md'],
    forbid: /in the \*\*Coin Log\*\* of \[Reports\]\(\/Report\/\) by the `DEP-` reference/,
    require: /read the `DEP-` reference in its \*\*Reason\*\*, shown as \*\*Note\*\* in the Coin Log/,
  },
  {
    id: 'prize-budget-minus-subscriber-discount',
    title: 'the prize-pool budget check counts the subscriber discount',
    fact: 'subscribers pay the entry fee minus the Contest Fee Discount: the budget check counts the largest plan discount (see prize-budget-discount-as-percentage for the formula)',
    where: ['Mange Contests/Contests.md'],
    forbid: /\*\*Minimum Seats\*\* × \*\*Entry Fee\*\* covers it/,
    require: /the largest plan's \*\*Contest Fee Discount\*\*/,
  },
  {
    id: 'social-login-test-player-deleted',
    title: 'the social-login test on production ends by deleting the test player',
    fact: 'the Enable a provider test signs up a real player on production: once it has passed, the test player is deleted in Users',
    where: ['Settings/User Settings/Social Login.md'],
    require: /Once the test has passed, delete the test player/,
  },
  // Read-through 6 (gateways)
  {
    id: 'nowpayments-partial-refund-invoice-stays-open',
    title: 'a refunded partial NOWPayments deposit warns that the invoice stays open',
    fact: 'Mark as Failed does not close a NOWPayments invoice: before refunding a partial payment, tell the player not to send more to it; a later finished IPN credits the full coins, then reject withdrawals, Mark as Refunded and return the new payment',
    where: ['payment-gateways/nowpayments.md', 'deposits/index.md'],
    require: /not to send (?:anything )?more to that invoice/,
  },
  {
    id: 'late-payment-check-daily',
    title: 'the check for late payments whose notification was lost is daily',
    fact: 'on Mollie, Mercado Pago and NOWPayments, compare the provider paid list with Failed deposits once a day, as a step of the Deposits daily check',
    forbid: /once a week, compare the (?:provider's paid list|NOWPayments payments list)/,
  },
  {
    id: 'deposits-daily-check-late-payments',
    title: 'the Deposits daily check names the late-payment check for Mercado Pago, Mollie and NOWPayments',
    fact: 'a step of the Deposits daily check lists the payments paid at Mercado Pago, Mollie and NOWPayments since the last check and searches their DEP- references; their lists filter by creation date, so step 8.1 lists the paid ones created in the last 30 days (or sorts by the date paid) and searches each DEP- not already searched, so a transfer or voucher paid days after it was created is never skipped (read27 gateways 3)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md':
        /^ {3}1\. Mercado Pago, Mollie and NOWPayments(?: \([^)\n]*\))?: the payments that became paid[^\n]*\. Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days \(longer than any transfer, voucher or invoice stays open\), or sort by the date paid where the dashboard can, and search each `DEP-` not already searched at an earlier check\.$/m,
      '../CONTENT_GUIDE.md':
        /their lists filter by the date a payment was created, so step 8\.1 lists the paid ones created in the last 30 days/,
    }),
  },
  {
    id: 'paypal-diagram-capture-does-not-credit',
    title: 'the PayPal diagram credits the coins only after the capture webhook or reconciliation',
    fact: 'capturing on return does not credit coins: the deposit becomes Successful when PAYMENT.CAPTURE.COMPLETED verifies or reconciliation reads a completed capture, and the diagram shows that step',
    where: ['payment-gateways/paypal.md'],
    forbid: /E -- COMPLETED --> F\[/,
  },
  {
    id: 'flutterwave-checklist-encryption-key-optional',
    title: 'the Flutterwave go-live checklist does not ask to remove a test Encryption Key',
    fact: 'an empty masked field keeps its stored value, so the test Encryption Key cannot be removed; the checklist says paste the live one or leave the field, QuizNest does not use it for deposits',
    where: ['payment-gateways/flutterwave.md'],
    forbid: /no test `Encryption Key` remains/,
  },
  {
    id: 'authorize-net-old-key-stops-either-way',
    title: 'the Authorize.Net old transaction key stops within 24 hours whether or not you tick the box',
    fact: 'Disable Old Transaction Key(s) only stops the old key at once; without it the old key still stops working within 24 hours, so other systems are updated first',
    where: ['payment-gateways/authorize-net.md'],
    forbid: /Otherwise the old key expires by itself after 24 hours/,
  },
  {
    id: 'overview-sandbox-checklist-not-coinbase',
    title: 'the shared go-live checklist marks its sandbox items as not for Coinbase Commerce',
    fact: 'Coinbase Commerce has no sandbox: the overview checklist items about closing the sandbox side and the Sandbox Mode filter say (Not Coinbase Commerce)',
    where: ['payment-gateways/overview.md'],
    forbid:
      /^- \[ \] (?:The sandbox side of the test is closed|On \[Deposits\]\(\/deposits\/\), with the \*\*Mode\*\* filter set to \*\*Sandbox\*\*)/m,
  },
  {
    id: 'coinbase-test-refund-rejects-withdrawals-first',
    title: 'the Coinbase test refund closes the test player withdrawals first',
    fact: 'before returning a test payment and Mark as Refunded, close any withdrawal the test player opened, as in step 1 of Refund a deposit',
    where: ['payment-gateways/coinbase-commerce.md'],
    require: /Close any withdrawal the test player opened, as in step 1 of \[Refund a deposit\]/,
  },
  // Read-through 6 (install)
  {
    id: 'mysql84-upgrade-loads-auth-socket',
    title: 'the MySQL 8.4 upgrade loads auth_socket for root and checks root signs in',
    fact: "MySQL's own 8.4 package does not load auth_socket: the upgrade lists root's plugin, adds plugin-load-add = auth_socket.so when root uses it, and tests sudo mysql -u root -p -e 'SELECT 1' after the restart",
    where: ['post-installation.md'],
    require: /plugin-load-add = auth_socket\.so[\s\S]*sudo mysql -u root -p -e 'SELECT 1'/,
  },
  {
    id: 'install-lock-tested-from-outside',
    title: 'every install path tests the /install lock from a phone on mobile data',
    fact: 'after the /install lock, each path opens /install from a phone on mobile data (Wi-Fi off): it must answer 403, or the reader does not go on',
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    require:
      /From a phone on mobile data \(Wi-Fi off\), open (?:`https?:\/\/admin\.example\.com\/install`|`\/install` and `\/index\.php\/install` at the address of your case)[^\n]*must answer `403`/,
  },
  {
    id: 'restore-test-copy-locked-down',
    title: 'the restore drill test copy is admin-only, closed to all but you, gateways disabled',
    fact: 'the test copy runs without VPS steps 13, 14 and 15, answers only your address (the allow/deny lines of step 10 kept after step 12) and has every gateway Disabled after the secrets check',
    where: ['post-installation.md'],
    require:
      /Leave out steps 13, 14 and 15 of the VPS guide[\s\S]*Keep \(or add\) the `allow` and `deny` lines of step 10[\s\S]*set every gateway of the test copy to \*\*Disabled\*\*/,
  },
  {
    id: 'key-generate-asks-only-when-key-set',
    title: 'key:generate asks for confirmation only when a key is already set, and the answer is no',
    fact: 'on a fresh .env key:generate asks nothing; a confirmation prompt means a key is already set, and the pages say to answer no unless the installation is new and holds no secrets',
    forbid: /`APP_ENV` is `production`,[^\n]*asks for confirmation[^\n]*answer `yes`/,
  },
  {
    id: 'domain-change-bypass-on-new-name',
    title: 'Change the domain opens the maintenance bypass on the new admin name',
    fact: 'the bypass cookie belongs to the old admin name; after APP_URL changes the admin opens https://admin.example.net/<secret> once, since steps 7 and 8 need the panel in maintenance mode',
    where: ['post-installation.md'],
    require: /open `https:\/\/admin\.example\.net\/choose-a-long-random-string` once/,
  },
  {
    id: 'install-sh-verify-cron-last-run',
    title: 'the install.sh check reads the last cron run and pm2-quiznest as enabled',
    fact: 'install.sh verification checks Cron Job Settings for a last run within the last minute, and pm2-quiznest with systemctl is-enabled (is-active may read inactive until the first reboot)',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /systemctl is-enabled pm2-quiznest[\s\S]*Cron Job Settings\*\* shows a last run within the last minute/,
  },
  {
    id: 'vercel-redeploy-after-node-version',
    title: 'Vercel redeploys once after choosing Node.js 24',
    fact: 'the first Vercel deployment is built before Node.js 24.x is chosen; Step 3 says to Redeploy once after saving it',
    where: ['installation-guide/server-setup/vercel.md'],
    forbid: /click \*\*Save\*\*\. The next deployment uses it\./,
  },
  {
    id: 'static-export-test-content-deleted',
    title: 'the static export check deletes its qn-test page and category',
    fact: 'the shell-rule check publishes a page and a category with the slug qn-test and deletes both afterwards, so no test content stays on the live site',
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    forbid: /set the page back to \*\*Draft\*\* afterwards|then set it to \*\*Inactive\*\*/,
  },
  {
    id: 'skip-ssl-install-lock-after-certbot',
    title: 'the admin-only --skip-ssl path locks the admin host before the certbot line',
    fact: 'after a --skip-ssl run the lock goes into the port-80 admin block before the certbot line, which keeps it in the HTTPS block',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /Restrict it to your address first, as item 1 of/,
  },
  // Read-through 6 fixes (r7fix-admingw): go-live checklists in acting order, one production
  // test list, Paytm failures, ban table, restore sub-headings.
  {
    id: 'go-live-checklist-acting-order',
    title: 'each going-live checklist lists its items in the order you act',
    fact: 'going-live checklists run: test closed (sandbox side closed, gateway Disabled right after) → the live Save (Mode Live, live keys, Status Enabled, Display Name, Minimum Amount and Maximum Amount restored in it) → the real deposit and its refund → the look after 72 hours; Coinbase Commerce has no close or 72-hour item',
    where: [...SANDBOX_GATEWAY_PAGES, 'payment-gateways/overview.md'],
    find: goLiveChecklistOutOfOrder,
  },
  {
    id: 'production-test-one-pass-list',
    title: 'Payment Gateway Settings has the production test as one numbered list the gateway warnings link',
    fact: 'Test on production in one pass: test name and equal limits, Enabled and the test deposit, Disabled at once, step 4 closes the sandbox side at the provider (named on each gateway page), Mark as Failed / Reject then Mark as Refunded, look after 72 hours, go live in one Save',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^### Test on production in one pass$[\s\S]*?^4\. Close the sandbox side at the provider[\s\S]*?^7\. 72 hours after the test/m,
  },
  {
    id: 'paytm-failure-stays-pending',
    title: 'a failed Paytm attempt leaves the deposit Pending for a retry, as on Razorpay',
    fact: 'Paytm TXN_FAILURE leaves the deposit Pending (the checkout lets the player retry); only the 24-hour expiry, with no successful payment, marks it Failed',
    where: ['payment-gateways/paytm.md', 'deposits/index.md'],
    forbid: /\| `TXN_FAILURE` \| \*\*Failed\*\* \|/,
    require:
      /`TXN_FAILURE` \| stays \*\*Pending\*\*|\(Razorpay, Flutterwave, Instamojo, Paytm, Mercado Pago\)/,
  },
  {
    id: 'ban-steps-table',
    title: 'the ban steps are one short table (step, who, permission, when), not two numbered lists',
    fact: 'Banning and unbanning a player gives the ban and the same-day steps as one table with the columns Step, Who, Permission and When',
    where: ['Mange User/Users.md'],
    forbid: /^Then, on the same day:$/m,
    require: /^\| Step \| Who \| Permission \| When \|$/m,
  },
  {
    id: 'restore-cases-own-headings',
    title:
      'Before and after a restore gives each stage its own sub-heading and names Restore the platform steps by heading',
    fact: 'Extra > Before and after a restore: #### Before the restore, Match the statuses, Match the balances, Check, then leave maintenance mode; short bullets; Post-Installation and Extra refer to each other by heading, not step numbers',
    where: ['Extra/index.md', 'post-installation.md'],
    forbid:
      /step \d of \[Restore the platform\]\(\/post-installation#restore-the-platform\)|steps \d to \d of \[Before and after a restore\]|from \*\*Credit the payments\*\* to its check/,
    require:
      /^#### Before the restore$|\[Before and after a restore\]\(\/Extra\/#before-and-after-a-restore\)/m,
  },
  // Read-through 6 (install), second round
  {
    id: 'cpanel-restore-new-prefix',
    title: 'a cPanel restore onto a new host fetches the archive first and fixes the database prefix',
    fact: 'Restore onto a new server (cPanel) fetches the archive before the database user is created, sets DB_HOST to localhost and DB_DATABASE and DB_USERNAME of the restored .env to the new account prefix before config:cache, and runs only Run AutoSSL of step 7',
    where: ['post-installation.md'],
    require:
      /~\/restore\/\.env\n[\s\S]*?Follow steps 1 to 5 of the \[cPanel guide\][\s\S]*?sed -i 's\/\^DB_HOST=[^\n]*DB_DATABASE=[^\n]*DB_USERNAME=[^\n]*\n[\s\S]*?artisan config:cache[\s\S]*?run only item 1 \(\*\*Run AutoSSL\*\*\)/,
  },
  {
    id: 'mysql-rollback-common-by-version',
    title: 'the MySQL rollback to 8.0 checks apt-cache policy first and downgrades mysql-common by version',
    fact: "the rollback to 8.0 runs apt-cache policy mysql-server mysql-common before apt install and installs mysql-common=<Ubuntu's version> (5.8+1.1.0build1 on 24.04, 5.8+1.0.8 on 22.04): APT keeps the higher community mysql-common otherwise",
    where: ['post-installation.md'],
    forbid: /--allow-downgrades[^\n]*\bmysql-common(?!=)\b/,
    require:
      /apt-cache policy mysql-server mysql-common\n[\s\S]*?--allow-downgrades[^\n]*mysql-common=5\.8\+/,
  },
  {
    id: 'vps-vercel-paths-after-step-15',
    title: 'the one-server VPS reader meets no Vercel-only procedure before Step 1',
    fact: 'vps.md keeps the admin-only change table before Step 1; "With the automated script" and "Move the client from this server to Vercel" come after Step 15, the certificate split as one order per Certificate Name',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /is the command that asks `\(U\)pdate certificate\/\(C\)ancel`/,
    require:
      /^## Step 15:[^\n]*$[\s\S]*^## With the automated script$[\s\S]*^## Move the client from this server to Vercel$/m,
  },
  {
    id: 'install-caveats-not-piled',
    title: 'install caveats stand in short cells, a short condition and bullets, not one long sentence',
    fact: 'the Node.js 26 row says install 24 by name (the local pages hold the winget and Homebrew detail); the Laragon check reads "If it shows 5.7, pick one fix:"; the standalone address rules are three bullets',
    where: [
      'common-requirements.md',
      'installation-guide/local-machine-setup/Windows.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
    ],
    forbid:
      /An unversioned winget install of the LTS package now gives 26|If it shows `5\.7` \(older Laragon|They name those two host names only, never "every name but/,
  },
  {
    id: 'domain-change-before-you-start',
    title: 'Change the domain opens with a short Before you start list',
    fact: 'Change the domain opens with Before you start: the certificate split on an install.sh server, a quiet hour, the list of gateways and social-login providers',
    where: ['post-installation.md'],
    require:
      /^Before you start:\n\n- \*\*Certificate split\.\*\*[^\n]*\n- \*\*A quiet hour\.\*\*[^\n]*\n- \*\*Your gateways and providers\.\*\*/m,
  },
  {
    id: 'install-minor-points-read6',
    title:
      'Windows php.ini gets 256M, local mail has a sure trigger, updates clean up, the uninstall deletes every certificate',
    fact: "Windows php.ini edit sets memory_limit = 256M; Linux's queue check uses Forgot password for the new player; an update's release folder and zip are deleted a few days later, previous kept; the install.sh removal deletes every certificate sudo certbot certificates lists for your names",
    where: [
      'installation-guide/local-machine-setup/Windows.md',
      'installation-guide/local-machine-setup/Linux.md',
      'post-installation.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    find: pagesSay({
      'installation-guide/local-machine-setup/Windows.md': /'memory_limit = 256M'/,
      'installation-guide/local-machine-setup/Linux.md': /choose \*\*Forgot password\*\* for that player/,
      'post-installation.md': /delete the release folder[^\n]*Keep `previous`/,
      'installation-guide/server-setup/vps-automated.md':
        /Delete every certificate that `sudo certbot certificates` lists for your names/,
    }),
  },
  // Read-through 7 (gateways): one withdrawal rule linked, the one-pass test in checklist order,
  // the daily check for every gateway site, deposit look-ups that widen Mode and Date.
  {
    id: 'withdrawals-closed-by-refund-step-1',
    title: 'no short step rejects "the player\'s open withdrawals" without the money-not-left rule',
    fact: 'the rule for which withdrawals to reject is stated once, in Deposits Refund a deposit step 1; the daily check (which the NOWPayments box links), the dispute paragraphs, the Authorize.Net eCheck returns, the Coinbase test, Close a production test and Payments link it (only those whose money has not left)',
    forbid:
      /\breject (?:every open withdrawal|the player's (?:open|\*\*Pending\*\* or \*\*Approved\*\*) withdrawals|any withdrawal)/i,
    require:
      /step 1 of \[Refund a deposit\]\([^)]*#refund-a-deposit\)|close the player's withdrawals whose money has not left/,
    where: [
      ...DISPUTE_GATEWAY_PAGES,
      'payment-gateways/coinbase-commerce.md',
      'deposits/index.md',
      'Payments/index.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
  },
  {
    id: 'refund-step-1-both-tabs-and-who',
    title: 'the withdrawal rule says who rejects and looks past the default Pending filter',
    fact: 'Refund a deposit step 1 needs Approve withdrawals (a deposit confirmer hands it to a payout officer with the DEP- reference) and searches the player in the Pending tab, then the Approved tab, with Date widened (the Withdraw Status filter is one status or All, Pending by default)',
    where: ['deposits/index.md'],
    forbid: /search the player and \*\*Reject\*\*/,
    require:
      /^(?=[\s\S]*This needs a role with \*\*Approve withdrawals\*\*: a deposit confirmer hands this step)(?=[\s\S]*search the player in the \*\*Pending\*\* tab, then the \*\*Approved\*\* tab)/,
  },
  {
    id: 'production-test-one-pass-complete',
    title:
      'Test on production in one pass registers both webhooks and ends with the live test, then the 72-hour look',
    fact: 'Test on production in one pass: sandbox webhook registered (Enable steps 1 to 4), Disabled when Successful or after 10 minutes, then Go live (live webhook, one Save, real deposit refunded and marked Refunded), then the look 72 hours after the test',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /^6\. After 72 hours|^7\. Go live: \*\*Mode\*\* \*\*Live\*\*/m,
    require:
      /the sandbox webhook registered[\s\S]*?or after 10 minutes if it is not[\s\S]*?\[Go live\]\(#go-live\): the live webhook registered, one \*\*Save\*\*, one real deposit refunded/,
  },
  {
    id: 'daily-check-every-gateway-site',
    title: 'the daily deposit check says which sites need it, not manual gateways only',
    fact: 'Daily deposit check opens with the gateways that need it (manual, SSLCommerz, NOWPayments, PayPal, Authorize.Net, Mollie, Mercado Pago); Date from the day you enabled your first gateway; the late-payment step lists the paid payments of the three since the last check',
    where: ['deposits/index.md'],
    forbid:
      /from the day you added your first manual gateway|^Nothing tells you that a manual deposit is waiting/m,
    require:
      /^(?=[\s\S]*^- every site with a manual gateway, SSLCommerz, NOWPayments, PayPal, Authorize\.Net, Mollie or Mercado Pago;$)(?=[\s\S]*became paid \(`approved`, `paid`, `finished`\) since your last check)/m,
  },
  {
    id: 'deposit-lookup-mode-both',
    title: 'a deposit look-up sets Mode to both and widens Date before concluding there is none',
    fact: 'Mode defaults to Live and Date to 30 days: Check a pending deposit, the daily check and "where is my money?" set Mode to both (and widen Date)',
    where: ['deposits/index.md', 'Payments/index.md'],
    forbid:
      /reference they quote and open the deposit\.$|^1\. Open \*\*Deposits\*\* and set \*\*Status\*\* to \*\*Pending\*\*\.$|set \*\*Status\*\* to \*\*All\*\* and a \*\*Date Range\*\*/m,
  },
  {
    id: 'nowpayments-live-test-is-checklist-minimum',
    title: 'the NOWPayments live test is the checklist payment of the Minimum Amount',
    fact: 'NOWPayments test step 5: finish with the live payment of the Minimum Amount in the going-live checklist (the gateway is Enabled by the live Save first), in a low-fee coin',
    where: ['payment-gateways/nowpayments.md'],
    forbid: /before you open the gateway to players/,
    require: /the live payment of the \*\*Minimum Amount\*\* in the going-live checklist/,
  },
  {
    id: 'overview-faq-close-starts-disabled',
    title: 'the overview FAQ closes a production test by disabling the gateway first',
    fact: 'the overview FAQ summary of closing a test starts with Status Disabled at once',
    where: ['payment-gateways/overview.md'],
    require: /then close the test: set \*\*Status\*\* to \*\*Disabled\*\* at once/,
  },
  // Read-through 7 (admin): Operations and Settings
  {
    id: 'staging-copy-own-database',
    title: 'a staging copy gets its own database before any step changes its settings',
    fact: "a staging copy first gets its own database (production dump imported; DB_DATABASE, DB_USERNAME, DB_PASSWORD set; php artisan db:show shows the copy's database) before the new APP_KEY or any setting; Staging Mode is turned On only after that",
    where: ['Settings/Finance Settings/Payment Gateways.md', 'Settings/SEO & Meta/Robots TXT.md'],
    forbid:
      /A staging copy made from the production database and `admin\/\.env`|turn it \*\*On\*\* there at once/,
    require:
      /`DB_DATABASE`, `DB_USERNAME` and `DB_PASSWORD`[^\n]*`php artisan db:show`[\s\S]*key:generate --force|own database first, then a new `APP_KEY`/,
  },
  {
    id: 'ban-running-contests-at-once',
    title: "a banned player's running Automatic contests are switched before the earliest End Time",
    fact: 'ban step 3 (running contests to Manual Approval) is done at once, before the End Time of the earliest such contest; the finance manager tells the publisher and the payout officer at once',
    where: ['Mange User/Users.md'],
    forbid: /\*\*Contests still running\*\*.*\| Same day \|$/,
    require:
      /^(?=[\s\S]*(?:Tell the contest publisher and the payout officer at once|At once, send the contest publisher))(?=[\s\S]*\| At once, before the \*\*End Time\*\* of the earliest such contest \|)/,
  },
  {
    id: 'payout-officer-opens-questions',
    title: "the payout officer can open the contest's Questions tab to correct a question",
    fact: "the payout officer recipe holds Manage Contests > Contests: View (never Create or Edit), so Correct a question's Questions tab opens; the fix itself needs Pay prizes",
    where: ['Admin Users/Role.md', 'Mange Contests/Winners.md'],
    require:
      /^\*\*Payout officer\*\*:[^\n]*\n\n(?:- [^\n]*\n)*?- \*\*Manage Contests > Contests\*\*: View|\*\*Questions\*\* tab \(\*\*Manage Contests > Contests\*\*: View and \*\*Pay prizes\*\*\)/m,
  },
  {
    id: 'restore-export-gap-from-dashboards',
    title: 'money credited after the export is counted in the restore, never taken back',
    fact: 'webhooks still arrive in maintenance mode: a Deposit line made in the restored panel since the restore is counted in the target of a player who starts from the export (unless the export has one for its DEP-), and a lost DEP- paid at the provider is counted from the gateway dashboard',
    where: ['Extra/index.md'],
    require:
      /^\| A \*\*Deposit\*\* line made since the restore, and the \*\*Referral Bonus\*\* lines it paid \(\*\*Transactions\*\* tab\) \| Their coins, unless its `DEP-` has one in the export \| Nothing \|$/m,
  },
  {
    id: 'restore-pending-refund-marked-failed',
    title: 'a deposit refunded since the backup that came back Pending is marked Failed, not left Pending',
    fact: 'after a restore, a deposit or SUB- charge refunded in the export is Mark as Refunded with its Refund Reference (one back Pending or Failed gets Mark as Successful first); one Failed in the export gets Mark as Failed with its note (the refund reference); a lost one counts only through the Coin Log balance',
    where: ['Extra/index.md'],
    forbid: /A payment the export shows refunded in full: skip it/,
    require:
      /^\| \*\*Pending\*\* or \*\*Failed\*\* \| \*\*Refunded\*\* \| \*\*Mark as Successful\*\*, then \*\*Mark as Refunded\*\* \|$/m,
  },
  {
    id: 'restore-coin-log-accounted-for',
    title: 'the restore makes no Coin Log line again and tells the players whose seat it undid',
    fact: 'no entry, prize, reward, bonus, refund or adjustment of the Coin Log export is made again (the intro: replay nothing): one adjustment per player reaches the target; seats taken since the backup in a contest not yet ended are not remade, and those players are told',
    where: ['Extra/index.md'],
    forbid: /every line of the Coin Log export is made again/,
    require: /^(?=[\s\S]*replay nothing)(?=[\s\S]*their seat was undone and refunded; they can join again)/,
  },
  {
    id: 'finance-manager-own-recipe',
    title: 'the finance manager recipe has Dashboard: View and two-factor sign-in like the other money roles',
    fact: 'Finance manager recipe: Dashboard: View; Manage Users > Users: View, Adjust balance, Ban users; Require two-factor authentication ticked',
    where: ['Admin Users/Role.md'],
    forbid: /such as a \*\*Finance manager\*\* with \*\*Manage Users > Users\*\*/,
    require:
      /^\*\*Finance manager\*\*:[^\n]*\n\n- \*\*Dashboard\*\*: View\n- \*\*Manage Users > Users\*\*: View, \*\*Adjust balance\*\*, \*\*Ban users\*\*\n- Tick \*\*Require two-factor authentication\*\*\./m,
  },
  {
    id: 'ban-withdrawals-need-mark-paid',
    title: 'ban step 2 names Mark paid, which its Mark as Paid needs',
    fact: 'ban step 2 (withdrawals) needs Approve withdrawals and Mark paid; the payout officer confirms first that the money has not left',
    where: ['Mange User/Users.md'],
    forbid: /\| Payout officer \| \*\*Approve withdrawals\*\* \| Same day \|/,
    require: /\| Payout officer \| \*\*Approve withdrawals\*\*, \*\*Mark paid\*\* \| Same day \|/,
  },
  {
    id: 'restore-redone-notifications-named',
    title: 'redoing a restore does not send players a second round of notifications unannounced',
    fact: 'the restore adjustment has Notify player unticked; every player event of the Wallet, KYC, Contests and Subscription groups is switched off',
    where: ['Extra/index.md'],
    require:
      /^(?=[\s\S]*\*\*Notify player\*\* unticked)(?=[\s\S]*switch off every player event of the \*\*Wallet\*\*, \*\*KYC\*\*, \*\*Contests\*\* and \*\*Subscription\*\* groups)/,
  },
  {
    id: 'deletion-giving-up-recorded',
    title: "a player's written giving-up of a balance survives the deletion of their tickets",
    fact: 'before deleting on the word of the player, the giving-up is recorded as the Reason of an Adjust Balance Subtract of the whole balance, because deletion erases the ticket',
    where: ['Mange User/Users.md'],
    forbid: /on the ticket, that they give the balance up/,
    require: /[Dd]eletion erases the ticket, so first record that confirmation/,
  },
  {
    id: 'ticket-post-max-size-16mb',
    title: 'the ticket attachment limits allow a message of three 5 MB files',
    fact: 'tickets: upload_max_filesize allows 5 MB and post_max_size at least 16 MB (3 files of 5 MB; 64M recommended)',
    where: ['support-tikect/index.md'],
    forbid: /`post_max_size` must allow 5 MB files/,
    require: /`post_max_size` at least 16 MB/,
  },
  {
    id: 'failed-job-ids-not-numbers',
    title: 'queue:retry and queue:forget take the UUID that queue:failed lists',
    fact: 'Laravel 11 stores failed jobs with UUIDs (database-uuids): queue:retry and queue:forget take the id from queue:failed, never a number',
    forbid: /queue:(?:retry|forget) \d+\b/,
  },
  {
    id: 'finance-settings-common-questions',
    title: 'Currency and Withdraw Method answer the questions readers ask',
    fact: 'the settings pages of money end with ## Common questions before Related',
    where: ['Settings/Finance Settings/Currency.md', 'Settings/Finance Settings/Withdraw Method.md'],
    require: /^## Common questions$/m,
  },
  {
    id: 'scheduler-table-main-tasks',
    title: 'Cron Job Settings names every scheduled task a reader finds under Scheduled Tasks',
    fact: 'the scheduler table lists the main tasks; one sentence names the others: scheduled Send Notification messages and Contest starting soon every minute; deletion of reviewed KYC files (Document Retention) and pruning (spam 30, activity log 365, sign-in records 180 days) daily',
    where: ['Settings/System Setting/Cron Job Settings.md'],
    require: /The table lists the main tasks\.[^\n]*reviewed KYC files[^\n]*sign-in records after 180 days/,
  },
  {
    id: 'restore-before-list-by-heading',
    title: 'Post-Installation names the Before the restore list by heading, not a step number',
    fact: 'Post-Installation and Extra refer to each other by heading: Restore the platform links [Before the restore](/Extra/#before-the-restore)',
    where: ['post-installation.md'],
    forbid: /step \d of \[Before and after a restore\]/,
  },
  // Read-through 7 (install): one whole-host installer lock on every path, the cPanel monthly
  // check on a scratch database, the admin-only install.sh hardening, minor points.
  {
    id: 'installer-lock-whole-host',
    title: 'no page locks only the /install path, which /index.php/install bypasses',
    fact: 'Laravel also routes /index.php/install to the installer: every path locks the whole admin host to your address until the installer has finished (Nginx allow/deny at server level, cPanel RewriteCond … RewriteRule ^ - [F]), then removes the lock',
    forbid: /location \^~ \/install|m#\^\/install#|remove the `<If>` lines/,
  },
  {
    id: 'installer-lock-tests-index-php',
    title: 'the phone test of the installer lock also opens /index.php/install',
    fact: 'from a phone on mobile data, /install and /index.php/install must both answer 403 before the installer runs',
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    require:
      /(?:`https?:\/\/admin\.example\.com\/index\.php\/install`|`\/index\.php\/install` at the address of your case)[^\n]*both must answer `403`/,
  },
  {
    id: 'cpanel-monthly-check-scratch-db',
    title: 'the cPanel monthly restore check imports into cpuser_drill, never the live database',
    fact: 'the cPanel monthly check fetches and unpacks database.sql itself, imports it into cpuser_drill (checked twice, never cpuser_quiznest) and does not run step 1 of the restore',
    where: ['post-installation.md'],
    forbid: /import with the `mysql --defaults-extra-file` line of the restore below/,
    require:
      /cpuser_drill < ~\/restore\/database\.sql[\s\S]*?Check the name twice in the import line: `cpuser_drill`, never `cpuser_quiznest`/,
  },
  {
    id: 'install-sh-lock-without-certificates',
    title: 'after the first install.sh run the lock goes in at once, in the port-80 block',
    fact: "right after install.sh's first run the lock goes into the port-80 admin block (after a single run with a certificate, the listen 443 one); the installer runs only once the re-run has issued the certificates (after a single run they are already there)",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /in the `server` block that has `listen 443`, add/,
    require:
      /Right after the script's first run[\s\S]*?the port-80 block, which Certbot later turns into the HTTPS one, lock included \(after a single run with a certificate, the `listen 443` one\)[\s\S]*?Wait until \[the re-run\]\(#re-running-the-script\) has issued the certificates/,
  },
  {
    id: 'admin-only-install-sh-lock-and-hardening',
    title: 'the admin-only install.sh path locks before certbot and sends the reader to the hardening items',
    fact: 'the admin-only install.sh path adds the lock to the port-80 admin block before its certbot line, then does items 2 and 3 of Finish the installation (not item 4) before Post-Installation',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /Before the `certbot` line, which publishes the name, add the lock[\s\S]*?do items 2 and 3 of the same list \(skip item 4/,
  },
  {
    id: 'cpanel-private-folders-without-terminal',
    title: 'cPanel installers without Terminal close the private folders in File Manager',
    fact: 'without Terminal: File Manager Permissions 711 on quiznest, quiznest/admin, admin/storage, storage/app and 700 on storage/app/private, storage/logs, storage/framework, bootstrap/cache',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require: /Without Terminal, set the same modes with \*\*Permissions\*\* in \*\*File Manager\*\*: `711`/,
  },
  {
    id: 'restore-export-links-before-the-restore',
    title: 'the restore points at the Before the restore list, not a step number it does not have',
    fact: 'Before and after a restore has no numbered steps: pages link its "Before the restore" heading',
    forbid: /step 1 of \[Before and after a restore\]/,
  },
  {
    id: 'install-minor-points-read7',
    title:
      'the Mac names the Intel MySQL log, Mac and Windows check the queue, the MySQL key row names the current file',
    fact: "Mac's MySQL log is in /opt/homebrew/var/mysql/ or /usr/local/var/mysql/ on Intel; Mac and Windows check the queue with a Forgot password email in laravel.log; the signing-key row re-runs the gpg --dearmor line with the file name of the current key on repo.mysql.com",
    where: [
      'installation-guide/local-machine-setup/Mac.md',
      'installation-guide/local-machine-setup/Windows.md',
      'post-installation.md',
    ],
    find: pagesSay({
      'installation-guide/local-machine-setup/Mac.md': [
        /\(Intel: `\/usr\/local\/var\/mysql\/`\)/,
        /Choose \*\*Forgot password\*\* for that player/,
      ],
      'installation-guide/local-machine-setup/Windows.md': [/Choose \*\*Forgot password\*\* for that player/],
      'post-installation.md': [/with the file name of the current key on repo\.mysql\.com/],
    }),
  },
  // Read-through 8 (gateways): the daily check from lists, one withdrawal rule, late confirmations
  {
    id: 'daily-check-starts-from-short-lists',
    title: 'the daily check searches references from short lists, not notes or the Failed list',
    fact: 'Daily deposit check: step 4 adds the DEP- reference of each held deposit refunded and marked Failed to a running list; step 7 searches each reference on it (Status All) for one a late webhook made Successful; step 8 starts from the payments the provider shows paid since the last check and searches their DEP- references',
    where: ['deposits/index.md'],
    forbid:
      /look for a deposit whose note shows a refund|Set \*\*Status\*\* to \*\*Failed\*\* and compare them with the paid payments/,
    require:
      /^(?=[\s\S]*add its `DEP-` reference, the date and the refund reference or transaction hash to the running list)(?=[\s\S]*Search each line's `DEP-` \(or `SUB-`\) reference)/m,
  },
  {
    id: 'refund-partial-linked-and-check-allows-spent',
    title: 'Refund step 1 links the partial refund, and its Check allows the negative balance of spent coins',
    fact: 'Refund a deposit step 1: refund only what the free balance covers, as in Refund part of a deposit, or refuse; its Check: the balance is not negative unless the player had already spent coins',
    where: ['deposits/index.md'],
    forbid: /\(the balance is not negative\)|free balance covers, or refuse the refund/,
    require: /free balance covers, as in \[Refund part of a deposit\]\(#refund-part-of-a-deposit\)/,
  },
  {
    id: 'reconciliation-late-confirmation-other-month',
    title: 'the table of differences explains a deposit confirmed late in the next month',
    fact: 'Payments dates a deposit the day it became Successful: one confirmed late (late webhook, released hold, Mark as Successful) can fall a month after the provider payment, and the table of differences says to note it in both months',
    where: ['Payments/index.md'],
    require: /\| A payment or refund dated in another month[^\n]*confirmed late[^\n]*both months/,
  },
  {
    id: 'pending-deposits-settled-with-date-widened',
    title: 'settling the pending deposits before a coin-rate change or a deletion widens Date',
    fact: 'Date defaults to 30 days and held deposits never expire: before lowering the coin rate and before deleting an account, the Pending deposits are listed with Mode both and Date Custom from the day the first gateway was enabled',
    where: ['Settings/Finance Settings/Currency.md', 'Mange User/Users.md'],
    require:
      /\*\*Pending\*\*, \*\*Mode\*\*[^\n]*both and \*\*Date\*\*[^\n]*\*\*Custom\*\* from the day you enabled your first gateway/,
  },
  // Operations and Settings read-through 8 (read8-admin.md): restore credits, staging copy's Redis,
  // ban hand-over, disputes, partial refunds, deletion and withdraw methods
  {
    id: 'restore-credits-only-successful-payments',
    title: 'a restore credits only payments that were Successful, never a refunded, failed or pending one',
    fact: "after a restore, a lost deposit counts through the export's Balance After (Successful only) or, with no Deposit line in the export, only if the provider shows it paid and not refunded; a lost SUB- charge gets its plan only if Successful",
    where: ['Extra/index.md'],
    forbid: /^- A \*\*Deposit\*\* row whose deposit no longer exists/,
    require:
      /^(?=[\s\S]*^- \*Lost\* means made after the backup, so not in the restored panel\.$)(?=[\s\S]*A lost `SUB-` charge \*\*Successful\*\* in the export: \*\*Assign Plan\*\*)(?=[\s\S]*^\| A lost `DEP-` paid and not refunded \(gateway dashboard\) \| Its coins, unless it has a \*\*Deposit\*\* line in the export \| Its coins \|$)/m,
  },
  {
    id: 'restore-deletes-accounts-after-withdrawals',
    title: 'a restore deletes accounts again only after their withdrawals are redone',
    fact: 'deletion is refused while a withdrawal is Pending or Approved, so accounts deleted since the backup are deleted again last, after the statuses and the balances',
    where: ['Extra/index.md'],
    require:
      /^#### Match the balances$[\s\S]*?Last, delete again every account deleted since the backup[^\n]*\n\n#### (?:The restore tab|Match accounts and settings|Check)/m,
  },
  {
    id: 'restore-notifications-off-before-credits',
    title: 'a restore switches off every repeated notification before the first thing it redoes',
    fact: 'at the top of Match the statuses, after a screenshot, every player event of the Wallet, KYC, Contests and Subscription groups is switched off (deposit, withdrawal, contest, plan and KYC events alike)',
    where: ['Extra/index.md'],
    require:
      /^#### Match the statuses$\n\n[^\n]*[Ss]creenshot[^\n]*switch off every player event of the \*\*Wallet\*\*, \*\*KYC\*\*, \*\*Contests\*\* and \*\*Subscription\*\* groups/m,
  },
  {
    id: 'staging-copy-shares-no-redis',
    title:
      "a staging copy moves its cache, queue and sessions off production's Redis before its first artisan command",
    fact: "the staging copy's step 2 sets CACHE_STORE, QUEUE_CONNECTION and SESSION_DRIVER to database with the database keys, before config:clear; its Check reads Drivers database in System Information",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*^2\. In the copy's `admin\/\.env`, set `DB_DATABASE`[^\n]*`CACHE_STORE`, `QUEUE_CONNECTION` and `SESSION_DRIVER` to `database`[^\n]*`php artisan config:clear`)(?=[\s\S]*^Check: [^\n]*\*\*Drivers\*\* show `database` for cache, queue and session)/m,
  },
  {
    id: 'ban-publisher-gets-contest-list',
    title: "the contest publisher, who cannot open profiles, gets the banned player's running contests",
    fact: "ban step 1: the finance manager sends the contest publisher and the payout officer, at once, the Upcoming and Live contests of the profile's Contests tab (the publisher recipe has no Users permission)",
    where: ['Mange User/Users.md'],
    forbid: /Tell the contest publisher and the payout officer at once/,
    require:
      /At once, send the contest publisher (?:and the payout officer )?the \*\*Upcoming\*\* and \*\*Live\*\* contests on the profile's \*\*Contests\*\* tab/,
  },
  {
    id: 'deletion-waits-for-kyc-retention',
    title: 'an erasure request checks the duty to keep identity records before deletion erases them',
    fact: 'deletion erases the KYC documents: while a law obliges the admin to keep identity records, the player is told and the account deleted once that duty ends (Users links Kyc#data-protection-and-access)',
    where: ['Mange User/Users.md'],
    require:
      /Deletion erases the KYC documents: while a law obliges you to keep them \(\[KYC Settings\]\(\/Settings\/User%20Settings\/Kyc#data-protection-and-access\)\), tell the player and delete only once that duty ends/,
  },
  {
    id: 'dispute-check-allows-negative-balance',
    title: 'the dispute Check accepts the negative balance its step 3 allows',
    fact: 'a disputed deposit is marked Refunded even when the coins are spent; the Check asks only that a negative balance leaves no open withdrawal whose money has not left',
    where: ['deposits/index.md'],
    forbid:
      /^Check: the deposit is \*\*Refunded\*\*, and the player's free balance covered its \*\*Coins\*\* before you marked it/,
    require:
      /Check: the deposit is \*\*Refunded\*\*(?: \([^)\n]*\))?, and if the balance is negative, the player has no open withdrawal whose money has not left/,
  },
  {
    id: 'partial-refund-rejects-for-the-part',
    title: 'a partial refund rejects withdrawals only for the coins of the part refunded',
    fact: "a partial refund's step 1 closes withdrawals as in Refund a deposit step 1, but only until the free balance covers the coins of the part refunded",
    where: ['deposits/index.md'],
    require:
      /^1\. Close the player's open withdrawals first, as in step 1 of \[Refund a deposit\]\(#refund-a-deposit\), until the free balance covers the coins of the part you refund/m,
  },
  {
    id: 'dispute-on-subscription-charge',
    title: 'a disputed subscription charge has its path: Payments, marked Refunded there',
    fact: 'a disputed SUB- charge is opened on Payments (Deposits does not list it), step 2 skipped, marked Refunded in step 3, which cancels the subscription; a won dispute gets Assign Plan',
    where: ['deposits/index.md'],
    require:
      /A `SUB-` charge is on \[Payments\]\(\/Payments\/\) only: open it there, skip step 2, and in step 3 mark it \*\*Refunded\*\*, which cancels the subscription/,
  },
  {
    id: 'new-withdraw-method-tested-at-once',
    title: 'a new withdraw method is tested at once and has an undo for requests made on wrong charges',
    fact: 'a Disabled method is hidden from every player, so a new method is saved Enabled and tested at once from a verified test player; if wrong, it is Disabled again and requests made on it meanwhile are rejected (their figures are fixed)',
    where: ['Settings/Finance Settings/Withdraw Method.md'],
    require:
      /^6\. At once, check it from a verified test player[^\n]*If not, set \*\*Status\*\* to \*\*Disabled\*\*, correct the method, and \*\*Reject\*\* with a \*\*Reason\*\* any request made on it meanwhile/m,
  },
  // Read-through 8 (install): the installer lock stays out of the procedures that reuse step 10
  // without the installer, the live restore check written out, the admin-only table, minor points.
  {
    id: 'step10-reuse-without-lock',
    title:
      'a restore onto a new server or a domain change never carries the installer lock into the live site',
    fact: 'Change the domain runs no installer and uses the step-10 admin block without its two lock lines (allow, deny all;); Restore onto a new server keeps them until storage/installed is back, then removes them; both check from a phone on mobile data that /up answers 200, not 403',
    find: step10LockCarriedOver,
    require:
      /### Restore onto a new server(?:(?!\n## )[\s\S])*?mobile data[^\n]*`https:\/\/admin\.example\.com\/up` answers `200`, not `403`[\s\S]*?## Change the domain(?:(?!\n## )[\s\S])*?mobile data[^\n]*`https:\/\/admin\.example\.net\/up` answers `200`, not `403`/,
    where: ['post-installation.md'],
  },
  {
    id: 'live-restore-check-written-out',
    title:
      'the check after a real restore is written out, not borrowed from the rehearsal that disables the gateways',
    fact: 'after a real restore: sign in, a quiz with images, Send Test Email and Check Status on a recent deposit; never "as in steps 4 to 6 of the rehearsal", whose step 6 ends with every gateway Disabled',
    where: ['post-installation.md'],
    forbid: /check[^\n.]* as in steps? \d+(?: to \d+)? of the rehearsal/,
  },
  {
    id: 'admin-only-skips-client-link-and-redirect-check',
    title: 'the admin-only VPS table skips the client ln -s line and the www redirect check',
    fact: 'admin-only VPS: step 10 skips quiznest-client.conf, its ln -s line and its www redirect; step 11 skips the www redirect check',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /skip `quiznest-client\.conf`, its `ln -s` line and its `www` redirect\.[\s\S]*?skip the `www` redirect check/,
  },
  {
    id: 'install-minor-points-read8',
    title:
      'Post-Installation says where its commands run and when to press Enter, install.sh checks its folder, admin-only verification waits for Vercel',
    fact: "Post-Installation's commands run in admin/ unless their block starts with cd; the MySQL upgrade's step 1 says to press Enter on an install.sh server; the install.sh run checks the unpacked folder with ls; the admin-only item 3 waits until the Vercel guide is done",
    where: [
      'post-installation.md',
      'installation-guide/server-setup/vps-automated.md',
      'installation-guide/server-setup/vps.md',
    ],
    find: pagesSay({
      'post-installation.md': [
        /runs in the `admin\/` folder of your installation unless its block starts with a `cd`/,
        /List such accounts \(on an `install\.sh` server, press Enter at the password prompt\)/,
      ],
      'installation-guide/server-setup/vps-automated.md': [
        /`ls` shows `admin`, `client` and `install\.sh`; if it shows one folder, `cd` into it/,
      ],
      'installation-guide/server-setup/vps.md': [/Item 3 waits until the Vercel guide is done/],
    }),
  },
  // Read-through 9 (gateways): Refund step 1 scoped to the refunds the admin chooses, the close of a
  // production test (paid test-coin payouts, no rolled secrets, the Successful filter), the won
  // dispute in Payments, SSLCommerz's IPN before Enabled, Coinbase sent to its own test.
  {
    id: 'refund-step1-money-gone-marks-refunded',
    title:
      'Refund step 1 offers "refuse" only for a refund the player asked for, and marks money already gone Refunded',
    fact: 'if a request has already been paid out: a refund the player asked for covers only the free balance (Refund part of a deposit) or is refused; money already gone (dispute, returned debit, test deposit, a deposit that brought no payment, late credit after a refund) is still Mark as Refunded, into a negative balance',
    where: ['deposits/index.md'],
    require:
      /for a refund the player asked for, refund only what the free balance covers[^\n]*or refuse(?: \([^)\n]*\))?; for money already gone \((?:a refund already made at the provider, )?a dispute, a returned debit, a test deposit, a deposit that brought no payment, a late credit after your refund\), click \*\*Mark as Refunded\*\* anyway/,
  },
  {
    id: 'production-test-check-paid-payout',
    title: 'the Check of Close a production test can pass when a test-coin payout was already paid',
    fact: 'after a production test no withdrawal funded by test coins is Pending or Approved; one already Paid stays Paid, its deposit Refunded below zero, and a ban is considered',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /funded by test coins is \*\*Pending\*\*, \*\*Approved\*\* or \*\*Paid\*\*/,
    require:
      /funded by test coins is \*\*Pending\*\* or \*\*Approved\*\*; one already \*\*Paid\*\* stays \*\*Paid\*\*, its deposit \*\*Refunded\*\* below zero/,
  },
  {
    id: 'sandbox-close-never-rolls-secret',
    title: 'the sandbox side is closed by deleting or disabling the endpoint, never by rolling a secret',
    fact: 'a rolled webhook secret can stay valid for a while (and PayPal, Paystack, Paytm have none to roll): the sandbox webhook endpoint is deleted or disabled as each gateway page says',
    where: ['Settings/Finance Settings/Payment Gateways.md', 'payment-gateways/'],
    forbid: /\broll(?:ing)? (?:its|the) (?:sandbox )?(?:signing |webhook )?secret\b/i,
  },
  {
    id: 'close-test-refund-filters-successful',
    title: 'Close a production test sets the Status filter to Successful before refunding test deposits',
    fact: 'step 3 filters Status Pending; step 4 sets Status to Successful before listing the deposits to refund',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require: /^4\. Set \*\*Status\*\* to \*\*Successful\*\*\. For every deposit listed/m,
  },
  {
    id: 'payments-won-dispute-reversal',
    title: "the Payments table of differences explains a won dispute's reversal",
    fact: "a won dispute's reversal at the provider has no Payments row: it matches the Admin Adjustment Add with the dispute id in its Note",
    where: ['Payments/index.md'],
    require:
      /\| A dispute or chargeback at the provider \|[^\n]*A won dispute's reversal matches the \*\*Admin Adjustment\*\* \*\*Add\*\*/,
  },
  {
    id: 'sslcommerz-ipn-before-enabled',
    title: 'the SSLCommerz test registers the IPN URL before it enables the gateway',
    fact: 'as in Enable a gateway, the sandbox IPN URL is registered before Status is set to Enabled, so the test window stays minutes long',
    where: ['payment-gateways/sslcommerz.md'],
    require:
      /^1\. Register the webhook URL as the IPN URL of the sandbox store\.\n2\. Enter the sandbox[^\n]*\*\*Status\*\* to \*\*Enabled\*\*/m,
  },
  {
    id: 'enable-steps-send-coinbase-to-its-test',
    title: 'Enable a gateway sends Coinbase Commerce to its own test instead of steps 2 to 7',
    fact: "Coinbase Commerce has no sandbox: Enable a gateway step 1 sends it to its page's Test with a small real payment instead of steps 2 to 7",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /QuizNest's Coinbase Commerce form has no \*\*Sandbox\*\* mode: follow its page's \[Test with a small real payment\]\(\/payment-gateways\/coinbase-commerce#test-with-a-small-real-payment\) instead of steps 2 to 7/,
  },
  // Read-through 9 (install/deploy): the domain change's admin block takes the live PHP socket and is
  // checked before APP_URL moves, the update rollback redoes the money in a numbered step before `up`,
  // the restore counts the dump's tables before its DROP, the installer lock on cPanel and for a
  // new-server restore, the admin-only `--skip-ssl` addresses, cPanel pauses only QuizNest's cron lines,
  // and the uninstall's backup as a numbered list.
  {
    id: 'domain-change-admin-live-socket',
    title:
      "Change the domain's new admin block takes the live PHP socket and answers 200 before maintenance mode",
    fact: 'the new admin block takes the fastcgi_pass line of the live quiznest-admin.conf (a PHP upgrade changes the socket), and https://admin.example.net/up answers 200 before step 3',
    where: ['post-installation.md'],
    require:
      /# the socket of your live file \(a PHP upgrade changes it\): grep fastcgi_pass \/etc\/nginx\/sites-available\/quiznest-admin\.conf\n[\s\S]*?`curl -sI https:\/\/admin\.example\.net\/up \| head -n 1` must print a `200`[\s\S]*?^3\. Put the panel in maintenance mode/m,
  },
  {
    id: 'domain-change-static-htaccess-before-build',
    title: "Change the domain edits the static export's .htaccess before step 2 builds it",
    fact: 'for a static export, step 2 puts the new address rules and the new names of the <If> around ErrorDocument into client/public/.htaccess, then builds and zips (step 5 uploads); step 6 does not send the reader back to that build',
    where: ['post-installation.md'],
    forbid:
      /in `client\/public\/\.htaccess` of the build of step 5|For the static export, also change the host pattern/,
    require:
      /\*\*cPanel, static export\*\*: in `client\/\.env\.production\.local`\. In `client\/public\/\.htaccess`, replace the seven `RewriteCond` and `RewriteRule` lines under `# One address for the client`[^\n]*`<If "%\{HTTP_HOST\} =~ \/\^\(www\\\.\)\?example\\\.net\$\/">`[^\n]*Then build and zip/,
  },
  {
    id: 'update-rollback-money-step-before-up',
    title:
      'the update rollback redoes the money, accounts and settings since the dump in a numbered step before up',
    fact: 'after the caches and check, still in maintenance mode, step 4 redoes the money, accounts and settings changed since the dump (Before and after a restore on Extra, from Match the statuses to its check) before the crontab comes back and up; the warning box only names the danger',
    where: ['post-installation.md'],
    forbid:
      /after every rollback, look in each gateway's dashboard|then put the crontab back and leave maintenance mode\.$/,
    require:
      /^4\. Through the bypass link, redo the money, accounts and settings changed since the dump's time[^\n]*\[Before and after a restore\]\(\/Extra\/#before-and-after-a-restore\) says from \*\*Match the statuses\*\* to its check\.[^\n]*Then switch notifications back on \(Extra's check\), put the crontab back and leave maintenance mode\./m,
  },
  {
    id: 'restore-drop-counts-tables',
    title: "every DROP of the live database comes after a count of the dump's tables",
    fact: "before every DROP DATABASE of a restore or rollback, the dump is checked with -- Dump completed and grep -c '^CREATE TABLE' against the live count; a much smaller number means the wrong archive",
    where: ['post-installation.md'],
    find: dropWithoutTableCount,
  },
  {
    id: 'installer-locked-until-installed',
    title:
      'the installer is locked from the moment the admin name can be public until storage/installed exists',
    fact: 'cPanel adds the four lock lines at the end of step 2, before vendor/ exists (AutoSSL can publish the name early); a new-server VPS restore keeps the step-10 lock lines until storage/installed is back, and its step 5 removes them',
    where: ['installation-guide/server-setup/cPanel/Admin.md', 'post-installation.md'],
    forbid:
      /cPanel often runs AutoSSL on its own soon after step 2, so the new name can be public before you start|In step 10, leave out the two lock lines[^\n]*no installer runs/,
    require:
      /(?:## Step 2: Create the subdomain(?:(?!\n## )[\s\S])*?RewriteRule \^ - \[F\]|In step 10, keep the two lock lines \(`allow`, `deny all;`\) until step 5 below[\s\S]*?^5\. [^\n]*delete the `allow` and `deny` lines)/m,
  },
  {
    id: 'admin-only-https-addresses-before-installer',
    title: 'the admin-only --skip-ssl path switches both addresses to https:// before the web installer',
    fact: 'after --skip-ssl the admin-only path changes APP_URL and FRONTEND_URL to https:// and caches the configuration before it runs the web installer at https://',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /With `--skip-ssl` the script wrote both addresses with `http:\/\/`\.[^\n]*\n(?:\n|\d\. )Run the web installer only after the `certbot` line/,
  },
  {
    id: 'cpanel-pauses-only-quiznest-cron',
    title: 'a cPanel update or restore pauses only the QuizNest cron lines, never every job of the account',
    fact: 'on cPanel the crontab is saved to ~/cpuser.crontab and its quiznest/admin lines commented out with sed; crontab -r would empty every job of a shared account',
    forbid: /\bcrontab -r\b/,
  },
  {
    id: 'uninstall-backup-numbered-not-boxed',
    title:
      "the install.sh removal's backup is a numbered list under its own heading, not a procedure in a danger box",
    fact: 'Remove what the script installed: a one-line :::danger, then ### Back up first numbered (dump and archive, the tail check, the copy off the server), then ### Remove QuizNest',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /^:::danger Back up first/,
    require:
      /^### Back up first\n\n1\. [^\n]*\n[\s\S]*?^2\. Check: `tail` must print `-- Dump completed on`[\s\S]*?^### Remove QuizNest/m,
  },
  // Operations and Settings read-through 9 (read9-admin.md): the restore as a status and balance
  // reconciliation, the coin-rate undo, the ban's contest list, minor points.
  {
    id: 'restore-paid-contest-closed-unpaid',
    title: 'a contest paid since the backup can never be paid again after a restore',
    fact: 'after a restore, a contest with Contest Prize lines in the Coin Log export gets Cancel Contest whatever its Prize Payout (the one way to close it unpaid), never Approve & Pay; the balance step takes back its refunds',
    where: ['Extra/index.md'],
    forbid: /A contest paid since the backup: keep that result/,
    require:
      /\| Paid since the backup: \*\*Contest Prize\*\* lines(?:, whatever its \*\*End Time\*\*)? \|[^|\n]*\*\*Cancel Contest\*\*, whatever its \*\*Prize Payout\*\*/,
  },
  {
    id: 'restore-rejections-redone-from-coin-log',
    title: 'withdrawals rejected and deposits failed since the backup are closed again after a restore',
    fact: "every Withdrawal Return line of the Coin Log export has its WDR- request rejected again, its Reason naming the first rejection's date from the Coin Log line (Payments dates a rejected request by its creation); deposits marked Failed or rejected since the backup (the daily check running list, the deposit confirmers) are marked Failed again",
    where: ['Extra/index.md'],
    forbid: /^- \*\*Rejected\*\* in the export: the request is back/,
    require:
      /^(?=[\s\S]*\*\*Withdrawal Return\*\* line whose `WDR-` request is back[^\n]*the first rejection's date from the Coin Log line\.)(?=[\s\S]*\| \*\*Failed\*\*, or on your \*\*Failed\*\* list \| \*\*Mark as Failed\*\*)/,
  },
  {
    id: 'restore-export-from-day-before',
    title: 'the restore export starts a day before the backup, whatever the time zones',
    fact: "Custom takes whole days in the General time zone and the archive's name is in server time, so the restore export starts the day before the backup; overlap is harmless since rows are matched by reference",
    where: ['Extra/index.md'],
    forbid: /export what moved from the backup's time to now/,
    require:
      /from the day before the backup to today\. Days follow the General time zone, the archive's name the server's\./,
  },
  {
    id: 'restore-one-adjustment-per-player',
    title: 'a restore makes one balance adjustment per player, after every status',
    fact: "after a restore, each player's target is the Balance After of their latest Coin Log export line plus what the restore took without a result; one Adjust Balance per player for the difference, after every status, replaces replaying credits and subtractions",
    where: ['Extra/index.md'],
    forbid: /credits come before subtractions, because a subtraction cannot take a balance below zero/,
    require: /make one \*\*Adjust Balance\*\* for the difference between the target and the \*\*Balance\*\*/,
  },
  {
    id: 'restore-export-under-10000-rows',
    title: 'a restore export downloads at once instead of waiting for the stopped queue',
    fact: 'each restore export file stays under 10,000 rows (fewer days or one Type at a time): a larger one is built by the queue worker, stopped during a restore, and emailed',
    where: ['Extra/index.md'],
    require: /Keep each file under 10,000 rows/,
  },
  {
    id: 'backup-tab-restore-skips-archive',
    title: 'restoring a Database Backup file does not move the uploads aside',
    fact: 'a Database Backup file gets step 1 without its fetch (maintenance mode, worker stopped, scheduler and nightly backup paused), is copied out of storage/app/backups into ~/backups, step 2 checks it with zcat … | tail -n 1 and imports it with gunzip, step 3 is skipped',
    where: ['Extra/index.md'],
    forbid: /for a file of this tab with `gunzip </,
    require: /step 3 is skipped: the files and `\.env` on the server are current/,
  },
  {
    id: 'coin-rate-undo-raise-is-lowering',
    title: 'undoing a coin-rate raise goes through the safeguards of a lowering',
    fact: 'undoing a raise is a lowering: steps 4 to 8 in full (gateways Disabled, every Pending deposit decided) before the old rate is saved, deposits credited at a mistyped rate subtracted with Adjust Balance naming the DEP- reference; undoing a lowering is a raise',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /Undo: enter the old \*\*Coin Rate\*\* and click \*\*Save\*\*/,
    require: /undoing a raise, follow steps 4 to 8 in full/,
  },
  {
    id: 'ban-contest-list-to-payout-officer',
    title: 'a ban sends its contest list to the payout officer, who watches every contest of it',
    fact: "ban step 1 sends the Upcoming and Live contests to the contest publisher and the payout officer; step 4 runs for every contest of step 1's list once it ends, Manual Approval ones included",
    where: ['Mange User/Users.md'],
    forbid: /for step 3's contests, once they end/,
    require:
      /^(?=[\s\S]*send the contest publisher and the payout officer the \*\*Upcoming\*\* and \*\*Live\*\* contests)(?=[\s\S]*for every contest of step 1's list, once it ends)/,
  },
  {
    id: 'adjust-credit-names-won-dispute',
    title: 'the never-credit-by-adjustment box names the won dispute as its one exception',
    fact: "a payment is never credited by adjustment, with one exception: a won dispute's coins; a payment lost in a restore is the restore tab owner's, not an exception of Users",
    where: ['Mange User/Users.md'],
    forbid: /The one exception: a payment whose|Two exceptions: the coins of a dispute you won/,
    require: /One exception: the coins of a dispute you won/,
  },
  {
    id: 'restore-notifications-cover-plans-and-kyc',
    title: 'a restore does not re-send subscription and KYC notifications',
    fact: 'the restore switches off player events by group (Wallet, KYC, Contests, Subscription), not by a list that leaves out Subscription started, Subscription cancelled and KYC verified',
    where: ['Extra/index.md'],
    forbid:
      /switch off "Deposit successful", "Deposit failed", "Deposit refunded", "Contest cancelled", "Withdrawal approved"/,
  },
  {
    id: 'restore-lost-pending-request-told',
    title: 'a withdrawal request lost by a restore is not lost silently',
    fact: 'after a restore, the player of a lost request whose money has not left is told to request again, and its coins count in their target',
    where: ['Extra/index.md'],
    require: /Tell the player of an unpaid one to request again/,
  },
  {
    id: 's3-sync-credentials',
    title: 'the bucket copy says where aws s3 sync gets its keys',
    fact: "aws s3 sync runs with the bucket user's access key entered first in aws configure",
    where: ['Settings/Integration Settings/Service.md'],
    require: /bucket user's access key entered first in `aws configure`/,
  },
  {
    id: 'timezone-change-says-what-to-tell',
    title: 'a time zone change says what to do about running contests',
    fact: 'a time zone change moves no contest; the team and the players of Upcoming and Live contests are told that times now show in the new zone',
    where: ['Settings/System Setting/General.md'],
    forbid: /^1\. Check \[Contests\]\([^)]*\) for contests that are \*\*Upcoming\*\* or \*\*Live\*\*\.$/,
    require:
      /players of \*\*Upcoming\*\* and \*\*Live\*\* \[contests\]\([^)]*\): times now show in the new zone/,
  },
  // Read-through 10 (read10-gateways.md): refunded held deposits on the running list, look-ups with
  // the filters widened, the test lists and the "if it never turns Successful" branches.
  {
    id: 'daily-check-listed-deposit-never-credited',
    title: 'the daily check never credits a refunded deposit whose late payment it finds',
    fact: 'daily check step 8 marks a Failed deposit Successful only if it was not marked Failed with a refund reference; such a one stays Failed and its new payment is returned (step 7)',
    where: ['deposits/index.md'],
    forbid: /with the provider's payment ID in the note\.$/m,
    require:
      /unless its `DEP-` is on a refund line of the running list or it was marked \*\*Failed\*\* with a refund reference \(step 7\)/,
  },
  {
    id: 'held-reject-joins-running-list',
    title: "rejecting a held deposit from its gateway page puts it on the daily check's running list",
    fact: 'every held deposit refunded and marked Failed, from Deposits or a gateway page (NOWPayments, SSLCommerz), goes on the daily check running list; the NOWPayments box links step 7 instead of restating it',
    where: ['payment-gateways/nowpayments.md', 'payment-gateways/sslcommerz.md'],
    forbid:
      /looks for such deposits|then click \*\*Mark as Refunded\*\* on the deposit with the refund transaction hash/,
    require:
      /(?:add|adding) the `DEP-` reference (?:and the (?:refund reference|transaction hash) )?to the daily check's \[running list\]\(\/deposits\/#check-pending-manual-deposits-every-day\)/,
  },
  {
    id: 'lookup-widens-filters',
    title: 'every look-up of a deposit or payment widens the default filters first',
    fact: 'every deposit look-up sets Status All, Mode both and Date Custom from the payment date (Payments: Date Range) before concluding there is none; stated in Deposits #the-deposit-list-and-its-filters and linked as "filters widened"',
    where: [
      'deposits/',
      'Payments/',
      'withdraw/',
      'payment-gateways/',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    find: lookupWithDefaultFilters,
  },
  {
    id: 'refund-check-allows-withdrawn-coins',
    title: "the refund Check passes when step 1's money-already-gone branch went below zero",
    fact: 'the refund Check allows a negative balance when the player had spent or withdrawn coins whose money has left',
    where: ['deposits/index.md'],
    forbid: /unless the player had already spent coins, see below/,
    require: /spent or withdrawn coins whose money has left, as step 1 allows/,
  },
  {
    id: 'daily-check-payments-filters',
    title: "the daily check's look at Payments keeps both modes and the long date range",
    fact: 'daily check step 6 sets Payments Type Subscription, Status Pending, and Mode and Date Range as in steps 1 and 2',
    where: ['deposits/index.md'],
    require: /\*\*Mode\*\* and \*\*Date Range\*\* as in steps 1 and 2/,
  },
  {
    id: 'sandbox-test-list-on-staging',
    title: "a gateway page's sandbox test says it runs on a staging copy",
    fact: 'a gateway page\'s sandbox test that enables the gateway opens with "On a staging copy:", as its own line before a numbered list or as the first words of its paragraph (read27 gateways 5)',
    where: [
      'payment-gateways/authorize-net.md',
      'payment-gateways/bkash.md',
      'payment-gateways/gocardless.md',
      'payment-gateways/instamojo.md',
      'payment-gateways/nowpayments.md',
      'payment-gateways/square.md',
      'payment-gateways/sslcommerz.md',
      'payment-gateways/stripe.md',
      'payment-gateways/razorpay.md',
      'payment-gateways/paystack.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mollie.md',
      'payment-gateways/paytm.md',
    ],
    require: /^On a staging copy:(?:$| \S[^\n]*set \*\*Status\*\* to \*\*Enabled\*\*)/m,
  },
  {
    id: 'deposits-names-both-adjust-exceptions',
    title: "Deposits names Users' exception and sends a restore-lost payment to the restore tab",
    fact: "Deposits' Credited once links Users' exception (a won dispute) and sends a payment lost in a backup restore to the finance manager who keeps the restore's tab",
    where: ['deposits/index.md'],
    require:
      /[Aa] dispute you won: its coins come back with \*\*Adjust Balance\*\* \*\*Add\*\* \(\[Users\]\([^)]*#adjusting-a-coin-balance\)[^\n]*A payment lost in a backup restore is not the deposit confirmer's to credit: it goes to the finance manager/,
  },
  {
    id: 'test-not-successful-no-go-live',
    title: 'a test or live deposit that never turns Successful stops the go-live',
    fact: 'a one-pass test deposit that never turned Successful skips Go live until the cause is found; a live one that does not is Disabled while investigated',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*If the test deposit never turned \*\*Successful\*\*, skip step 6: find the cause)(?=[\s\S]*if not, set \*\*Status\*\* to \*\*Disabled\*\* and find the cause)/,
  },
  // read10 admin (Operations and Settings): Redis password, staging cache, Withdraw View,
  // restore target, minor findings.
  {
    id: 'redis-password-rotated-with-both-valid',
    title: 'rotating the Redis password does not take the panel and the API down',
    fact: "the new Redis password is added beside the old one (ACL SETUSER default >NEW, typed at the redis-cli prompt) before it is saved in the panel, and the old one removed only after the check; If the panel stops working names a wrong REDIS_PASSWORD. A Redis with no password yet has no overlap (it refuses AUTH until it has one, then every connection without it): Save with NEW first in a quiet minute, then ACL SETUSER default >NEW at once (500 in between), then step 2's cache and restart, step 3's check and requirepass (read27 settings 3)",
    where: ['Settings/System Setting/System Configuration.md', '../CONTENT_GUIDE.md'],
    forbid: /change the password on the Redis server, enter the new one here/,
    find: pagesSay({
      'Settings/System Setting/System Configuration.md': [
        /^1\. [^\n]*`ACL SETUSER default >NEW`[^\n]*\n2\. Type `NEW` in \*\*Redis Password\*\*/m,
        /type the one Redis accepts as `REDIS_PASSWORD`/,
        /^Redis with no password yet \(\*\*Redis Password\*\* empty\) has no overlap: [^\n]*type `NEW` in \*\*Redis Password\*\* and click \*\*Save\*\*, then at once `ACL SETUSER default >NEW` at the prompt \(the panel answers `500` in between\), then do step 2's cache and restart, step 3's check and its `requirepass NEW`\./m,
      ],
      '../CONTENT_GUIDE.md':
        /A Redis with no password yet has no overlap \(it refuses\s+`AUTH` until it has one[^)]*\): in a quiet\s+minute, \*\*Save\*\* with `NEW` first, then the `ACL SETUSER` line at once/,
    }),
  },
  {
    id: 'staging-copy-clears-settings-cache',
    title: "a staging copy does not run on production's cached settings",
    fact: "the staging copy runs cache:clear right after key:generate: the dump brought production's settings cache",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require: /`php artisan key:generate --force`, then `php artisan cache:clear`/,
  },
  {
    id: 'withdraw-view-for-payout-questions',
    title: 'Withdraw Method and the role recipes agree on who sees payout details',
    fact: 'View on Withdraw shows payout details and stays in the support agent and auditor recipes; Approve withdrawals and Mark paid go only to those who pay out',
    where: ['Settings/Finance Settings/Withdraw Method.md'],
    forbid: /Give the \*\*Withdraw\*\* permissions only to the people who pay out/,
    require:
      /shown with \*\*View\*\* on \*\*Withdraw\*\*: give it only to the payout officer and to roles that answer payout questions/,
  },
  {
    id: 'restore-target-as-table',
    title: "a restore's balance target can be followed without re-reading, with or without a Coin Log export",
    fact: 'the restore target is one table, "A target is a start (the first row) plus the rows below", columns Add | In the panel, with a Coin Log export | An account created after the backup, or no Coin Log export (panel down, an update rollback without it), its first row the start; the contest cases are named, never "the last two contest cases"',
    where: ['Extra/index.md'],
    forbid: /the last two contest cases/,
    require:
      /^A target is a start \(the first row\) plus the rows below\.\n\n\| Add \| In the panel, with a Coin Log export \| An account created after the backup, or no Coin Log export \(panel down, an update rollback without it\) \|$/m,
  },
  {
    id: 'own-role-edit-widens-access',
    title: 'the own-role lock does not promise what Edit on roles can undo',
    fact: 'no admin changes their own account role, but Edit on Admin Users > Role can widen the role they hold, so it is kept for Super Admins',
    where: ['Admin Users/Admin.md'],
    forbid: /This prevents anyone from granting themselves more access/,
    require: /\*\*Edit\*\* on \*\*Admin Users > Role\*\* can still widen the role they hold/,
  },
  {
    id: 'coin-rate-liability-counts-held-coins',
    title: 'the coin-rate liability counts coins held by open withdrawals',
    fact: 'the coin-rate liability counts balances plus coins held by open withdrawals; after a lowering a rejected request gives its coins back at the new value; the window is announced, on a lowering without naming the rate change (read27 settings 4)',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /total coins held by players ÷ new rate/,
    require:
      /^(?=[\s\S]*balances plus coins held by open withdrawals)(?=[\s\S]*after a lowering a request you reject gives back its coins at the new value)(?=[\s\S]*announcing the window \(on a lowering, without naming the rate change\))/,
  },
  {
    id: 'ban-step1-says-what-payout-officer-hears',
    title: 'ban step 1 says what the payout officer is told',
    fact: 'ban step 1 tells the payout officer about the open withdrawals (step 2), besides the contest list',
    where: ['Mange User/Users.md'],
    forbid: /\*\*Contests\*\* tab, and tell the payout officer\. \|/,
    require: /tell the payout officer about the open withdrawals \(step 2\)/,
  },
  {
    id: 'recaptcha-test-account-deleted',
    title: 'the reCAPTCHA test leaves no test account on the live site',
    fact: 'the reCAPTCHA test signs up a test account and deletes it afterwards',
    where: ['Settings/Integration Settings/Extensions.md'],
    require: /Then delete the test account\b[^\n]*\[Deleting an account\]/,
  },
  {
    id: 'extra-cache-store-hard-restart',
    title: "Extra's caching note sends a CACHE_STORE change to a hard worker restart",
    fact: 'after a hand edit of CACHE_STORE the worker service itself is restarted; queue:restart signals through the cache store',
    where: ['Extra/index.md'],
    require: /after changing `CACHE_STORE`, restart the service itself/,
  },
  {
    id: 'extra-backup-import-cpanel-form',
    title: "a Database Backup file's import line has its cPanel form",
    fact: 'a Database Backup file is imported on cPanel with mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" cpuser_quiznest',
    where: ['Extra/index.md'],
    require: /on cPanel, `mysql --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" cpuser_quiznest`/,
  },
  // read10 install (r11fix-install): restores share one order, schema brought up, private backups, domain undo, 22.04
  {
    id: 'new-server-restore-settles-before-opening',
    title: 'a restore onto a new server opens and starts the scheduler only after the money is settled',
    fact: 'Restore onto a new server keeps the order of Restore the platform: down --secret before the installer lock lines go, the worker, the money settled through the bypass link, up, then the scheduler and the client',
    where: ['post-installation.md'],
    forbid:
      /nothing to stop, pause or drop|Follow steps 13 to 15 of the VPS guide|Follow step 8: the storage link and the two cron jobs/,
    require:
      /### Restore onto a new server(?:(?!\n## )[\s\S])*?Enter maintenance mode,[^\n]*then delete the `allow` and `deny` lines(?:(?!\n## )[\s\S])*?only then follow steps 14 and 15: the scheduler(?:(?!\n## )[\s\S])*?artisan down --secret(?:(?!\n## )[\s\S])*?remove the four lock lines(?:(?!\n## )[\s\S])*?only then add the scheduler's cron job/,
  },
  {
    id: 'restore-migrates-after-import',
    title: 'every restore brings the schema up to the running code after the import',
    fact: "each restore (same server and new server, VPS and cPanel) runs migrate --force after the import and checks migrate:status | grep -c Pending prints 0; a lower migrations count in the monthly scratch import means an update came after the archive; Restore the platform's step 4 (both tabs) says what to do otherwise: stop, still in maintenance mode, fix what migrate printed and run the block again, or the Undo (read27 ops 9)",
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*?### Restore the platform(?:(?:(?!\n## )[\s\S])*?artisan migrate --force\n[^\n]*artisan migrate:status \| grep -c Pending){4})(?=[\s\S]*lower(?: [^.\n]{0,20})? means an update came after the archive)(?=[\s\S]*?### Restore the platform(?:(?:(?!\n### )[\s\S])*?\n {3}If `migrate` stops with an error or `grep -c` prints more than `0`, stop here, still in maintenance mode: fix what `migrate` printed and run the block again, or use the \*\*Undo\*\*\.\n){2})/,
  },
  {
    id: 'pre-update-backups-folder-private',
    title: 'the pre-update backup folder is private even before the nightly backup exists',
    fact: 'every mkdir -p ~/backups (update, install.sh removal) is followed by chmod 700 ~/backups: the dump and the tar of .env are at a fixed path',
    where: ['post-installation.md', 'installation-guide/server-setup/vps-automated.md'],
    forbid: /^\s*mkdir -p ~\/backups$/m,
  },
  {
    id: 'domain-undo-standalone-application-url',
    title: 'undoing a domain change moves a cPanel standalone client back to the old address',
    fact: "the domain change's undo sets Application URL back to example.com in Setup Node.js App for a standalone client, and uploads the previous zip for a static export",
    where: ['post-installation.md'],
    forbid: /the previous build carries the old address rules/,
    require: /\*\*cPanel, standalone\*\*: set \*\*Application URL\*\* back to `example\.com`/,
  },
  {
    id: 'rollback-check-expects-previous-version',
    title: "the rollback's check expects the previous version, not the new one",
    fact: 'after a rollback, System Information shows the previous QuizNest version',
    where: ['post-installation.md'],
    require:
      /check the site as in step 6, still in maintenance mode, except that \*\*System Information\*\* must now show the previous/,
  },
  {
    id: 'domain-change-nginx-files-shown',
    title: 'Change the domain shows the two new Nginx files whole, not as edits in one sentence',
    fact: 'Change the domain step 2 (VPS) shows quiznest-admin-net.conf and quiznest-client-net.conf as finished nginx blocks: admin.example.net without lock lines, www.example.net redirecting to example.net',
    where: ['post-installation.md'],
    forbid: /with the two `quiznest-client\.conf` blocks of step 10, `server_name www\.example\.net;`/,
    require:
      /```nginx\n\s*server \{\n\s*listen 80;\n\s*listen \[::\]:80;\n\s*server_name admin\.example\.net;[\s\S]*?return 301 https:\/\/example\.net\$request_uri;/,
  },
  {
    id: 'cpanel-server-check-names-php-binary',
    title: "Common Requirements' extension check on cPanel tests the site's PHP, not the server default",
    fact: 'on cPanel, every php of Check what a server has (the extension loop included) becomes /usr/local/bin/ea-php83 (CloudLinux: /usr/local/bin/php)',
    where: ['common-requirements.md'],
    forbid: /check `\/usr\/local\/bin\/ea-php83 -v` for the version you chose/,
    require:
      /replace `php` with `\/usr\/local\/bin\/ea-php83` \(CloudLinux: `\/usr\/local\/bin\/php`\) in every line below, the extension loop included/,
  },
  {
    id: 'ubuntu-2204-way-off-shown',
    title: 'a server on Ubuntu 22.04 is told how to leave it before April 2027',
    fact: 'Ubuntu 22.04 is left by building a 24.04 server and Move a running site to a new server, never do-release-upgrade',
    where: ['common-requirements.md'],
    require:
      /22\.04 LTS \|[^\n]*build a new 24\.04 server and \[move the running site\]\(\/post-installation#move-a-running-site-to-a-new-server\)/,
  },
  {
    id: 'install-sh-mysql-hardening-no-root-password',
    title: "install.sh's hardening says mysql_secure_installation asks no root password on its MySQL",
    fact: "on install.sh's MySQL, root signs in through the system account: mysql_secure_installation asks no password and skips the root-password question",
    where: ['installation-guide/server-setup/vps-automated.md'],
    require: /no password is asked and the root-password question is skipped/,
  },
  // read11 gateways (r12fix-gw): refunded held deposits, pricing formula, partial-refund coins, small wordings
  {
    id: 'refunded-failed-deposit-never-marked-successful',
    title: 'a held deposit refunded and marked Failed is never sent to Mark as Successful',
    fact: 'a deposit marked Failed with a refund reference stays Failed (daily check step 7, said once); Check a pending deposit, step 8 and the Payments table of differences (its own row, the missing-payment row opening the Activity first) link it',
    where: ['deposits/index.md', 'Payments/index.md'],
    forbid:
      /unless its reference is on your list|\| The webhook never arrived and the reconciliation check gave up after 24 hours\. \| Find it by transaction id/,
    require:
      /never \*\*Mark as Successful\*\* on a deposit (?:on this list or )?marked \*\*Failed\*\* with a refund reference|\| A payment and its refund \(or wallet return\) at the provider, and the deposit \*\*Failed\*\* here with the refund reference[^\n]*Leave it \*\*Failed\*\* \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 7\)/,
  },
  {
    id: 'running-list-none-may-stay-credited',
    title: 'daily check step 7 does not claim that a listed deposit is never credited again',
    fact: "daily check step 7: none of the listed deposits may stay credited (a late webhook can credit one); it searches the list's own tab, never a restore's",
    where: ['deposits/index.md'],
    forbid: /none is ever credited again/,
    require:
      /Search each line's `DEP-` \(or `SUB-`\) reference \(never a refund hold line; not on a restore's tab\), with \*\*Status\*\* \*\*All\*\* [^\n]*: none of them may stay credited/,
  },
  {
    id: 'price-formula-rounds-charge-first',
    title: "the overview's price formula rounds the charge before conversion, as the worked examples do",
    fact: 'Payable = (amount + charge) × Conversion Rate, rounded half up to the gateway currency minor unit, where the charge (Fixed Charge + amount × Percent Charge ÷ 100) is first rounded half up to the Currency Decimal Places: 5.075 → 5.08 × 122 = 619.76 BDT, never 619.15',
    where: ['payment-gateways/overview.md', 'deposits/index.md'],
    forbid:
      /\(amount \+ \*\*Fixed Charge\*\* \+ amount × \*\*Percent Charge\*\* ÷ 100\) × \*\*Conversion Rate\*\*/i,
    require:
      /the charge \(\*\*Fixed Charge\*\* \+ amount × \*\*Percent Charge\*\* ÷ 100\) is first rounded half up to the \*\*Decimal Places\*\*|\*\*Percent Charge\*\* ÷ 100, in the default currency, rounded half up to its \*\*Decimal Places\*\*/,
  },
  {
    id: 'close-test-filters-tested-gateway',
    title:
      'Close a production test settles only the tested gateway’s Sandbox deposits, not a real charge of another',
    fact: 'Close a production test steps 3 to 5 filter Mode Sandbox, Gateway the gateway tested and Date from the test day; a Sandbox deposit of another gateway is not a test (Payments table of differences)',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid:
      /on every test deposit still \*\*Pending\*\*|look at every deposit made in \*\*Sandbox\*\* mode since the test/,
    require:
      /^(?=[\s\S]*\*\*Gateway\*\* to the gateway you tested, \*\*Date\*\* from the day of the test)(?=[\s\S]*A \*\*Sandbox\*\* deposit of another gateway is not a test)/,
  },
  {
    id: 'partial-refund-coins-share-of-payable',
    title: 'a partial refund subtracts its share of the deposit’s coins, and the rest adds up to Coins',
    fact: "a partial refund's coins are refunded amount ÷ Payable × Coins, rounded up (₹462 of 924.00 INR for 1,000 coins = 500); the rest is Coins minus the coins already subtracted",
    where: ['deposits/index.md'],
    forbid: /Subtract the coins of the refunded part with|Subtract the remaining coins with/,
    require:
      /^(?=[\s\S]*refunded amount ÷ \*\*Payable\*\* × \*\*Coins\*\*, rounded up)(?=[\s\S]*\*\*Coins\*\* minus the coins already subtracted)/,
  },
  {
    id: 'authorize-net-hold-reserved-not-captured',
    title: 'an Authorize.Net hold is called reserved on the card, not captured or taken',
    fact: 'a PayPal held capture has the money captured; an Authorize.Net fraud.held payment is only authorized: "captured (PayPal) or reserved on the card (Authorize.Net)"',
    where: ['payment-gateways/overview.md', 'deposits/index.md', 'dashboard/index.md'],
    forbid: /"Deposit failed" although the money (?:is captured|was taken)(?! \(PayPal\))/,
    require: /although the money is captured \(PayPal\) or reserved on the card \(Authorize\.Net\)/,
  },
  {
    id: 'gateway-small-wordings-read11',
    title:
      'the read11 small points stay fixed: Coinbase Live default, Currency example without charges, laptop link, Mercado Pago payer',
    fact: 'the Mode default names Coinbase Commerce Live; the Currency 880.00 INR example has no charges; laptop testers land on #testing-on-a-laptop; Pending withdrawals need no settling, Pending deposits do need it; refund step 1 is a sub-list; the Mercado Pago live deposit is paid from an account other than your own',
    where: [
      'Settings/Finance Settings/Payment Gateways.md',
      'Settings/Finance Settings/Currency.md',
      'deposits/index.md',
      'payment-gateways/mercado-pago.md',
    ],
    find: pagesSay({
      'Settings/Finance Settings/Payment Gateways.md': [
        /\| \*\*Sandbox\*\* \(Coinbase Commerce: \*\*Live\*\*, its form has no \*\*Sandbox\*\* mode\) \|/,
        /\]\(\/category\/payment-gateways#testing-on-a-laptop\)/,
      ],
      'Settings/Finance Settings/Currency.md': [
        /\*\*Conversion Rate\*\* of `88` and no charges, a 10\.00 USD deposit/,
        /\*\*Pending\*\* withdrawals need no settling:/,
      ],
      'deposits/index.md': /close the player's open withdrawals:\n {3}1\. This needs/,
      'payment-gateways/mercado-pago.md': /from any Mercado Pago account other than your own/,
    }),
  },
  // read11 admin (r12fix-admin): coin-rate deposits, restore queue and campaigns, quiz coin reward, KYC hand-off, minors
  {
    id: 'coin-rate-held-deposits-through-daily-check',
    title: "the coin-rate change decides held deposits by the daily check's steps, not as paid or not paid",
    fact: 'before a lowering, manual, "risk review", "partially paid" and held PayPal or Authorize.Net deposits are decided as in steps 3 to 5 of the daily deposit check (linked): "risk review" and "partially paid" ones refunded before Mark as Failed and put on the running list',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /paid \(checked at the provider or in your account\) → \*\*Mark as Successful\*\*/,
    require:
      /and the PayPal or Authorize\.Net holds (?:you can decide(?:, PayPal's listed on \[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\))?\)? )?as in steps 3 to 5 of the \[daily deposit check\]\(\/deposits\/#check-pending-manual-deposits-every-day\)/,
  },
  {
    id: 'restore-empties-restored-queue',
    title: 'a restore empties the restored queue before the worker runs, so old messages are not sent again',
    fact: 'every restore (same server and new server, VPS and cPanel) runs queue:clear and queue:flush after the caches and before the worker: the live site sent those jobs after the archive',
    where: ['post-installation.md'],
    require:
      /### Restore the platform(?:(?:(?!\n## )[\s\S])*?artisan queue:clear --force\n[^\n]*artisan queue:flush){4}/,
  },
  {
    id: 'restore-cancels-sent-campaigns-redoes-subscriptions',
    title:
      'after a restore, campaigns already sent are cancelled and subscription actions since the backup are redone',
    fact: 'Before the restore notes the subscriptions cancelled, extended or assigned since the backup; Match the statuses redoes them and cancels every Scheduled, Queued or Sending Send Notification message the live site had sent',
    where: ['Extra/index.md'],
    require:
      /Note what happened since the backup: [^\n]*subscriptions cancelled, extended or assigned[\s\S]*?Redo the \*\*Cancel\*\*, \*\*Extend\*\* and \*\*Assign Plan\*\* of your list[\s\S]*?\[Send Notification\]\([^)]*\): \*\*Cancel\*\* every \*\*Scheduled\*\*, \*\*Queued\*\* or \*\*Sending\*\* message/,
  },
  {
    id: 'quiz-coin-reward-needs-quiz-settings-edit',
    title: "a quiz's Coins per Correct Answer is out of the content editor's reach",
    fact: "a quiz's Coins per Correct Answer is changed only by a role with Edit on Quiz Settings (others see it read-only), which the content editor recipe leaves out",
    where: ['Mange Quizzes/Quizzes.md', 'Admin Users/Role.md'],
    require: /\*\*Coins per Correct Answer\*\*[^\n]*?\*\*Edit\*\* on \*\*Quiz Settings\*\*/,
  },
  {
    id: 'kyc-rejected-reverified-by-new-submission',
    title:
      'a payout sent before a KYC rejection is recorded by a Super Admin, after the finance manager bans',
    fact: 'no admin sets Rejected back to Verified; the finance manager bans, a Super Admin clicks Mark as Paid on the Approved request; the player is verified again only by a new submission after an unban',
    where: ['withdraw/index.md', 'Settings/User Settings/Kyc.md'],
    forbid: /either verify the player again|(?<!finance manager to )ban the account while you investigate/,
    require: /ask the finance manager to ban the account while you investigate/i,
  },
  {
    id: 'restore-box-scheduler-reason-not-cpanel-only',
    title: "the restore box's reason for pausing the scheduler is not read as cPanel-only",
    fact: "Extra's restore box: pause the scheduler, which keeps running in maintenance mode, as Restore the platform's first step does (on cPanel it comments out only QuizNest's cron lines)",
    where: ['Extra/index.md'],
    forbid: /QuizNest's cron lines; the scheduler keeps running in maintenance mode\)/,
  },
  {
    id: 'bucket-move-cpanel-rclone',
    title: 'the move to a bucket works on cPanel, which has no AWS CLI',
    fact: "cPanel copies uploads to and from the bucket with the backup's ~/bin/rclone and an s3 remote named uploads (rclone copy, never aws)",
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /cPanel has no `aws`\. Use the first of these your host allows[^\n]*\n\n {3}- \*\*rclone on the server\*\*: with the `~\/bin\/rclone`[\s\S]*?cPanel: `~\/bin\/rclone copy uploads:quiznest-uploads storage\/app\/public`/,
  },
  {
    id: 'ban-disqualify-on-results-row',
    title: "the ban's Disqualify step opens each contest's results, not the profile tab",
    fact: "ban step 4: each contest opened from the profile's Contests tab, Disqualify on the player's row of its results",
    where: ['Mange User/Users.md'],
    forbid: /on the profile's \*\*Contests\*\* tab, \*\*Disqualify\*\* the player/,
  },
  {
    id: 'facebook-takeover-names-who',
    title: 'the Facebook takeover steps say who runs them',
    fact: 'a Super Admin runs the Facebook takeover steps (or the finance manager bans and a Super Admin does the rest)',
    where: ['Settings/User Settings/Social Login.md'],
    require: /a Super Admin runs these steps \(or the finance manager bans and a Super Admin does the rest\)/,
  },
  // Install/deploy, read11 findings.
  {
    id: 'planned-move-old-site-stopped-before-fresh-backup',
    title: 'a planned move stops the old site and takes a fresh backup before DNS moves',
    fact: 'Move a running site to a new server: new server built with DNS left alone; old site in maintenance mode, worker and scheduler paused, backup run by hand; that archive restored; curl --resolve test of the new server; then DNS, with the old server kept in maintenance mode',
    where: ['post-installation.md'],
    require:
      /(?:^|\n)### Move a running site to a new server\n[\s\S]*?with DNS left alone[\s\S]*?on the \*\*old\*\* server, enter maintenance mode and pause the worker, the scheduler and the nightly backup[\s\S]*?run the backup script by hand[\s\S]*?--resolve admin\.example\.com:80:203\.0\.113\.40 http:\/\/admin\.example\.com\/`[\s\S]*?Point each A record of the names that move[^\n]*\. The old server stays in maintenance mode\./,
  },
  {
    id: 'installer-lock-403-cloudflare-proxy',
    title: "a reader behind Cloudflare's proxy learns why the installer lock still answers 403",
    fact: "behind Cloudflare's proxy every request comes from a Cloudflare address: the admin record is set to DNS only until the installer has finished",
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    require:
      /`403 Forbidden`[^\n]*Behind Cloudflare's proxy \(orange cloud\), every request comes from a Cloudflare address: set the `admin` record to \*\*DNS only\*\* until the installer has finished\./,
  },
  {
    id: 'ssh-offsite-copy-pulled-not-pushed',
    title: 'the SSH off-site copy is pulled by the backup host, so a taken-over server cannot erase it',
    fact: 'the SSH alternative to object storage is a host you control that pulls the archives (VPS: read-only account quiznest-pull through an ACL); the live server holds no key to the copies',
    where: ['post-installation.md'],
    forbid: /push the archives to another server|rsync -a \/var\/backups\/quiznest\/ [^\s`]+@/,
    require: /sudo setfacl -m u:quiznest-pull:rx,d:u:quiznest-pull:r \/var\/backups\/quiznest/,
  },
  {
    id: 'restore-drill-runs-migrate',
    title: 'the restore drill brings the schema up to the code, so a drill after a same-day update signs in',
    fact: "the drill's step 3 runs step 4 of Restore the platform without sudo systemctl start quiznest-queue and queue:restart (optimize:clear, migrate --force, the Pending check, three caches, the queue emptied)",
    where: ['post-installation.md'],
    forbid: /run the four cache lines of step 4/,
    require:
      /Then run step 4 there without `sudo systemctl start quiznest-queue` and `queue:restart`: its `migrate` brings the schema up to the code\./,
  },
  {
    id: 'cpanel-restore-without-rclone',
    title: 'a cPanel reader without rclone learns where the restore archive comes from',
    fact: 'both cPanel restore tabs, after emptying ~/restore, put the archive in by one of: the rclone line, a copy from ~/backups (Restore the platform), or an upload from the machine that pulls the archives',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*?### Restore the platform[\s\S]*?Then put the archive in by one of: the `rclone` line below(?: \([^)\n]*\))?, a copy from `~\/backups` \(kept `KEEP_DAYS` days\), or an upload from the machine that pulls the archives)(?=[\s\S]*?### Restore onto a new server[\s\S]*?Then put the newest archive in by one of: the `rclone` line below [^\n]*or an upload from the machine that pulls the archives)/,
  },
  {
    id: 'domain-change-vercel-domain-added-with-dns',
    title:
      'Change the domain adds the Vercel domain in step 1, when the reader creates the DNS records it lists',
    fact: "Vercel lists a domain's records only once it is added: Change the domain step 1 adds example.net (with www.example.net redirecting to it) under Settings > Domains; step 5 only edits the variables and redeploys",
    where: ['post-installation.md'],
    forbid:
      /the client's names get the records Vercel lists|edit both variables, add the new domain under \*\*Settings > Domains\*\*/,
    require:
      /under \*\*Settings > Domains\*\*, add `example\.net` with the option that redirects `www\.example\.net` to `example\.net`/,
  },
  {
    id: 'install-sh-page-verify-before-removal',
    title: 'the install.sh page shows the checks right after the installation and the removal last',
    fact: 'vps-automated.md: Finish the installation, Verify the installation, Re-running the script, Remove what the script installed, then Troubleshooting; item 1.2 links to the re-run',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /\n## Finish the installation\n[\s\S]*\[the re-run\]\(#re-running-the-script\)[\s\S]*\n## Verify the installation\n[\s\S]*\n## Re-running the script\n[\s\S]*\n## Remove what the script installed\n[\s\S]*\n## Troubleshooting\n/,
  },
  // read12 gateways (r13fix-gw): coin-rate typo, SUB- late payments, Coinbase's form, small wordings
  {
    id: 'coin-rate-typo-caught-before-reopening',
    title:
      'a mistyped coin rate is read back before the site reopens, and requests made at a mistyped lowering are rejected',
    fact: 'step 4 reloads Currency and compares the saved Coin Rate with the planned one before the gateways and the site reopen; undoing a lowering rejects the withdrawal requests made since the save (they keep the mistyped rate); deposits credited at the mistyped rate are corrected by the difference (Subtract or Add)',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /Undoing a lowering is a raise: it needs no settling/,
    require:
      /^(?=[\s\S]*click \*\*Save\*\*\. Reload the page and compare the saved \*\*Coin Rate\*\* with the rate you planned: go on only if they match\. Then apply[^\n]*leave maintenance mode\.)(?=[\s\S]*reject each with the \*\*Reason\*\* `Coin rate corrected, please request again`)(?=[\s\S]*\(\*\*Subtract\*\* or \*\*Add\*\*\), naming the `DEP-` reference)/,
  },
  {
    id: 'sub-charge-late-payment-found-on-payments',
    title: 'a late or missing SUB- payment is looked up on Payments, not on Deposits where it is not',
    fact: "a SUB- charge paid at the provider but Pending or Failed is settled on Payments (#what-a-row-is: Type Subscription, Status All, Mode both, Check Status, then Mark as Successful); Payments' missing-payment row and daily check step 8 link it",
    where: ['Payments/index.md', 'deposits/index.md'],
    find: pagesSay({
      'Payments/index.md': [
        /A `SUB-` charge paid at the provider but \*\*Pending\*\* or \*\*Failed\*\* here lost its notification: search its reference with \*\*Type\*\* \*\*Subscription\*\*, \*\*Status\*\* \*\*All\*\*/,
        /Find it on \[Deposits, filters widened\]\(\/deposits\/#the-deposit-list-and-its-filters\) \(a `SUB-` charge: \[here\]\(#what-a-row-is\)\)/,
      ],
      'deposits/index.md':
        /^8\. Find the late payments below at the provider and search each here with \*\*Status\*\* \*\*All\*\*, as in step 7 \(a `SUB-` one: on \[Payments\]\(\/Payments\/#what-a-row-is\)\)/m,
    }),
  },
  {
    id: 'coinbase-no-sandbox-is-quiznest-form',
    title:
      "the pages say QuizNest's Coinbase Commerce form has no Sandbox mode, not that Coinbase has no sandbox",
    fact: "Coinbase's Checkouts API has a sandbox (business.coinbase.com/sandbox/api/v1/checkouts), but QuizNest's Coinbase Commerce form has no Sandbox mode and calls the production API only: the test is a small real payment",
    where: [
      'payment-gateways/overview.md',
      'payment-gateways/coinbase-commerce.md',
      'Settings/Finance Settings/Payment Gateways.md',
    ],
    forbid:
      /Coinbase runs checkouts in production only|Coinbase offers no test environment|Coinbase Commerce(?:[^.\n]{0,80}\band|, which| has| is)? ?(?:it )?has no sandbox|Coinbase Commerce: \*\*Live\*\*, it has no sandbox|\| None: test with a small real payment \|/,
  },
  {
    id: 'where-is-my-money-expired-not-held',
    title:
      'an expired deposit is marked successful only when the provider shows it completed, never on a held payment',
    fact: "Payments' where-is-my-money row for an expired deposit: Mark as Successful only if the provider shows the payment completed; a held PayPal capture or Authorize.Net hold is decided at the provider first (daily check step 5)",
    where: ['Payments/index.md'],
    forbid: /if it was taken, mark it successful/,
    require:
      /If it is completed, click \*\*Mark as Successful\*\*[^\n|]*; a held PayPal capture or Authorize\.Net hold is decided at the provider first \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 5\)/,
  },
  {
    id: 'daily-check-held-deposits-link-their-pages',
    title: 'daily check step 4 links the gateway pages that say how to decide a held deposit',
    fact: 'daily check step 4 decides "risk review" and "partially paid" deposits as their pages say (SSLCommerz IPN step 4: check the transaction in the merchant panel; NOWPayments IPN: accept if the fiat received is at least the invoice price)',
    where: ['deposits/index.md'],
    require:
      /^4\. [^\n]*"partially paid" as their pages say \(\[SSLCommerz\]\(\/payment-gateways\/sslcommerz#set-up-the-sslcommerz-ipn\) step 4, \[NOWPayments\]\(\/payment-gateways\/nowpayments#nowpayments-ipn\)\)/m,
  },
  {
    id: 'live-test-amounts-name-the-charge',
    title:
      "the go-live checklists name the amount the provider charges, not only the deposit's Minimum Amount",
    fact: "a go-live checklist that names a figure names what the provider's dashboard shows, charge included: Instamojo 1.00 USD → ₹89.76 (2 %, 88); Razorpay ₹10 → ₹10.20, 10.00 USD → ₹897.60; bKash 50 → 50.75 BDT (1.5 %)",
    where: ['payment-gateways/instamojo.md', 'payment-gateways/razorpay.md', 'payment-gateways/bkash.md'],
    find: pagesSay({
      'payment-gateways/instamojo.md':
        /\(1\.00 USD: Instamojo charges ₹89\.76 at `88` with the example's 2 %/,
      'payment-gateways/razorpay.md':
        /charged ₹10\.20 with the example's 2 %; on a USD site at `88`, 10\.00 USD charged ₹897\.60\)/,
      'payment-gateways/bkash.md':
        /\(50 BDT with the example limits, charged 50\.75 BDT with the example's 1\.5 %(?:; on a USD site with \*\*Minimum Amount\*\* `1\.00` and \*\*Conversion Rate\*\* `122`: 1\.02 USD, charged as 124\.44 BDT)?\)/,
    }),
  },
  {
    id: 'flutterwave-wrong-amount-refunded',
    title:
      'a Flutterwave payment whose amount differs is refunded and marked Failed, not left without a branch',
    fact: "a Flutterwave payment refused for a different amount: Mark as Successful only if at least the Payable arrived in the form's Currency; otherwise refund it from the Flutterwave Dashboard, Mark as Failed with the refund reference, and put the DEP- reference on the daily check running list",
    where: ['payment-gateways/flutterwave.md'],
    require:
      /if it shows at least the deposit's \*\*Payable\*\* in the form's \*\*Currency\*\* \(check the currency code as well as the figure\), click \*\*Mark as Successful\*\*[^\n]*Otherwise refund it from the Flutterwave Dashboard, adding the `DEP-` reference and the refund reference to the daily check's \[running list\]\([^)]*\) as you do, then click \*\*Mark as Failed\*\* with the refund reference/,
  },
  // read12 admin (r13fix-admin): manual deposits before a coin-rate lowering, queue:clear --force, Custom CSS, minors
  {
    id: 'coin-rate-lowering-leaves-no-manual-deposit-pending',
    title: 'a coin-rate lowering leaves no manual deposit Pending, to be approved later at the old rate',
    fact: 'before a lowering is saved no deposit stays Pending: a manual one is approved if its transfer arrived, else rejected with a Reason asking the player to submit the same transfer again as a new deposit once the site reopens',
    where: ['Settings/Finance Settings/Currency.md'],
    require:
      /leaving none of these \*\*Pending\*\*(?: but 7\.2's exception)?:\n {3}1\. \*\*Approve\*\* a manual deposit whose transfer has arrived, else \*\*Reject\*\* it with the \*\*Reason\*\* `Rate change: once the site reopens, submit this transfer again as a new deposit/,
  },
  {
    id: 'queue-clear-forced-in-production',
    title: 'a pasted queue:clear empties the queue instead of stopping at the production prompt',
    fact: 'queue:clear asks for confirmation when APP_ENV=production (a pasted block answers no), so every queue:clear carries --force; queue:flush has no prompt and no --force option',
    forbid: /queue:clear(?! --force)|queue:flush --force/,
  },
  {
    id: 'staging-copy-artisan-server-forms',
    title: 'the staging-copy steps say how to run artisan on a VPS and on cPanel',
    fact: 'Copy production to a staging site: on a VPS each php artisan runs as sudo -u www-data, on cPanel as /usr/local/bin/ea-php83 artisan',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /first runs \(on a VPS, run each `php artisan` as `sudo -u www-data php artisan`; on cPanel, as `\/usr\/local\/bin\/ea-php83 artisan`\)/,
  },
  {
    id: 'custom-css-edit-is-player-account-access',
    title:
      "Custom CSS's security note names the url() leak, and the content editor keeps Theme Settings to View",
    fact: 'a Custom CSS rule with url() to another host can send what players type there: Edit on Theme Settings is access to player accounts and stays with Super Admins; the content editor recipe has Theme Settings View only',
    where: [
      'Settings/Theme Settings/Custom Css.md',
      'Settings/Theme Settings/Manage Frontend.md',
      'Admin Users/Role.md',
    ],
    forbid:
      /holds no secrets, and CSS cannot run scripts|View and Edit for \*\*Theme Settings\*\*|let a content editor change \*\*Theme Settings\*\*|\*\*Theme Settings\*\* only to people (?:you trust with the look|who may speak)/,
    require: /\*\*Theme Settings\*\*[^\n]*Super Admin/,
  },
  {
    id: 'private-uploads-listed-in-one-place',
    title: 'Service lists every private upload, manual-deposit receipts and ticket attachments included',
    fact: 'KYC documents, withdrawal attachments, manual-deposit proof files and ticket attachments stay in admin/storage/app/private whatever the Driver',
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /KYC documents, withdrawal attachments, manual-deposit proof files and ticket attachments are private/,
  },
  {
    id: 'database-backup-before-maintenance-mode',
    title:
      'a Database Backup is started before maintenance mode, whose paused workers would leave it Running',
    fact: 'the Database Backup export runs on the queue, which pauses in maintenance mode: create it before down, or use the mysqldump line',
    where: ['Extra/index.md'],
    require:
      /Workers pause in maintenance mode: create the backup before you switch it on, or use the `mysqldump` line below\./,
  },
  {
    id: 'robots-staging-mode-never-on-production',
    title: 'the Staging Mode row warns that it removes a live site from search results',
    fact: 'Staging Mode is never On on production: the site drops out of search results within days',
    where: ['Settings/SEO & Meta/Robots TXT.md'],
    require: /\| \*\*Staging Mode\*\* \|[^\n]*Never \*\*On\*\* on production/,
  },
  {
    id: 'home-day-to-day-row-lists-deposits',
    title: "the home page's day-to-day row sends the reader to the daily deposit check",
    fact: 'Run the platform day to day lists Deposits (the daily deposit check)',
    where: ['home.md'],
    require:
      /\| Run the platform day to day \|[^\n]*\[Deposits\]\(\/deposits\/\) \(the daily deposit check\)/,
  },
  {
    id: 'subscription-refund-filters-widened',
    title: "a subscription refund finds last month's SUB- charge with the Payments filters widened",
    fact: "Refund a subscription step 2 finds the SUB- charge on Payments with the filters widened, linking Deposits' filter rule",
    where: ['Subscription/index.md'],
    require:
      /Find the `SUB-\.\.\.` charge in \[Payments\]\(\/Payments\/\) with the \[filters widened\]\(\/deposits\/#the-deposit-list-and-its-filters\)/,
  },
  {
    id: 'free-balance-defined-at-first-use',
    title: 'the refund steps say what the free balance is, so Held coins are not added to it',
    fact: "free balance = the profile's Balance; coins Held by withdrawals are not in it (defined at its first use in Deposits' refund step 1)",
    where: ['deposits/index.md'],
    require:
      /free balance \(the profile's \*\*Balance\*\*; coins \*\*Held\*\* by withdrawals are not in it\)/,
  },
  {
    id: 'contest-publisher-generate-with-ai',
    title: "the contest publisher can write a contest's own questions with AI",
    fact: 'the contest publisher recipe adds Quizzes: View, Generate with AI if contest questions are written with AI',
    where: ['Admin Users/Role.md'],
    require:
      /### Contest publisher\n[\s\S]*?- \*\*Manage Quizzes > Quizzes\*\*: View, \*\*Generate with AI\*\*, if contest questions are written with AI[^\n]*\n[\s\S]*?### Read-only auditor/,
  },
  // Install/deploy (read12): install.sh in two passes, the planned move, static export, rclone on cPanel.
  {
    id: 'install-sh-two-passes-lock-before-certificate',
    title: 'install.sh readers lock /install before a certificate publishes the admin name',
    fact: 'install.sh runs in two passes: --skip-ssl, the lock in the port-80 admin block (item 1.1), then the re-run for the certificates; the --yes example shows both passes',
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /[Rr]un the script in two passes[^\n]*\n\n1\. In your provider's firewall[^\n]*\n2\. `sudo bash install\.sh --skip-ssl`[^\n]*\n3\. Lock the admin host as item 1\.1[^\n]*\n4\. [^\n]*`sudo bash install\.sh` again[\s\S]*?sudo bash install\.sh --yes --skip-ssl/,
  },
  {
    id: 'install-sh-admin-only-never-reruns',
    title:
      'the admin-only install.sh reader gets the certificate from the certbot line, not from a forbidden re-run',
    fact: 'item 1.2 sends the admin-only VPS reader to the certbot line of With the automated script, never a re-run; vps.md names items 1.1 and 1.3',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /After `--skip-ssl`, wait until \[the re-run\]/,
    require:
      /\(admin-only VPS for a Vercel client: the `certbot` line of \[With the automated script\]\(\/installation-guide\/server-setup\/vps#with-the-automated-script\), never a re-run\)/,
  },
  {
    id: 'planned-move-firewall-open-before-hosts-check',
    title: "the planned move's hosts-file check reaches the new server through an open firewall",
    fact: "the move builds the new VPS with step 11's ufw lines and runs its Certbot lines only once DNS has moved",
    where: ['post-installation.md'],
    forbid: /without steps 1 \(DNS\) and 11 \(Certbot\)/,
    require:
      /Only the `ufw` lines of step 11 of the VPS guide \(its Certbot lines wait for step 6 here\)[\s\S]*?run the Certbot lines of step 11 of the VPS guide/,
  },
  {
    id: 'planned-move-old-server-webhooks-and-backup-job',
    title:
      'the planned move stops the old nightly backup and settles the webhooks the old server still takes',
    fact: "after the move's hand-made archive, the old nightly job stays paused by Restore the platform's step 1 (moved out of /etc/cron.d; cPanel tab: commented out); webhooks reach the old server until DNS moves and step 7's settlement (Check Status) takes them in",
    where: ['post-installation.md'],
    forbid: /nothing to settle|Then stop its nightly job, which would write/,
    require:
      /^(?=[\s\S]*^3\. At a quiet hour, on the \*\*old\*\* server, [^\n]*Leave the nightly job paused \(that step 1 moved it to `\/root\/`\): it would write the new server's archive names\.$)(?=[\s\S]*^3\. At a quiet hour, on the \*\*old\*\* host, [^\n]*nightly backup\) with the lines of step 1 of \[Restore the platform\][\s\S]*?^ {3}Note the number `wc` prints: step 4 compares with it\. Leave the backup cron job commented out: it would write the new host's archive names\.$)/m,
  },
  {
    id: 'planned-move-pulled-copy-fetch-route',
    title: 'a reader whose off-site copy is pulled over SSH knows how to fetch the move archive',
    fact: "with REMOTE= empty, the move's archive comes from the puller after its rsync is run by hand; the rehearsal's step 2 names the puller among the ways in",
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*On the new server, [^\n]*with `REMOTE=` empty, run the puller's `rsync` by hand first)(?=[\s\S]*Then put the archive in by one of: [^\n]*or a copy from the machine that pulls the archives)/,
  },
  {
    id: 'static-export-options-not-allowed',
    title: 'a static export reader whose host refuses Options knows which line to delete',
    fact: 'where a host answers Options not allowed here, the Options line of the static export .htaccess goes; DirectoryIndex keeps working',
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    require: /`Options not allowed here`: delete the `Options` line; `DirectoryIndex` keeps working\./,
  },
  {
    id: 'cpanel-rclone-download-checked',
    title: 'the cPanel rclone binary that holds the crypt passwords is checked before it runs',
    fact: "cPanel rclone: the current release's zip from downloads.rclone.org/v<version>/ (its version read from version.txt, so never called pinned), unzipped only after sha256sum -c --ignore-missing SHA256SUMS (read27 installB 9)",
    where: ['post-installation.md'],
    forbid: /rclone-current-linux-amd64\.zip|Download a pinned version|version-pinned zip/,
    require: /sha256sum -c --ignore-missing SHA256SUMS && unzip -j rclone-\$V-linux-amd64\.zip/,
  },
  // Round 13, gateways
  {
    id: 'key-alone-gateway-auth-error-not-other-mode',
    title: 'a test key in Live mode is not blamed for an authentication error that it never causes',
    fact: 'on the gateways where the key alone decides the environment, a complete key set of the other mode works silently; troubleshooting says so instead of giving it as a cause of 401 / invalid key',
    where: [
      'payment-gateways/mercado-pago.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/paystack.md',
      'payment-gateways/razorpay.md',
    ],
    forbid:
      /is a test token while \*\*Mode\*\* is \*\*Live\*\*|is wrong or belongs to the other mode|a key from the other mode, or|or come from the other mode/,
    require: /gives no error: it works \(see \[Test/,
  },
  {
    id: 'paypal-holds-without-a-button',
    title: 'the daily checker knows which PayPal holds are theirs to decide',
    fact: "PayPal: the holds that wait for you are decided by you (PayPal names them); ECHECK and PENDING_REVIEW clear on PayPal's side",
    where: ['payment-gateways/paypal.md', 'deposits/index.md'],
    forbid: /Decide the held payments at the provider: PayPal captures on hold/,
    require:
      /^- Holds that clear on PayPal's side, with no button for you: `ECHECK`|the PayPal holds that wait for you/m,
  },
  {
    id: 'one-pass-test-skip-names-the-deposit',
    title: 'the one-pass production test says plainly which failure skips Go live',
    fact: 'step 3 of Test on production in one pass: "If the test deposit never turned Successful, skip step 6"',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /If it never did, skip step 6/,
  },
  // Install/deploy (read13): bootstrap/cache as root, cPanel addon domain, install.sh config:cache, lock removal checked from outside, domain change and move
  {
    id: 'bootstrap-cache-cleared-as-root',
    title: "the update clears the old compiled files even when the operator is not in www-data's group",
    fact: "a glob is expanded by the operator's shell before sudo: the update and rollback run sudo find bootstrap/cache -maxdepth 1 -name '*.php' -delete, and the Security checklist checks with sudo ls -ld storage storage/app/private .env",
    forbid: /sudo rm -f \S*bootstrap\/cache\/\*|^(?!\s*sudo )\s*ls -ld storage storage\/app\/private/,
  },
  {
    id: 'domain-change-addon-client-document-root',
    title: "a static export on an addon domain gives the new domain its folder, not the main domain's",
    fact: "Change the domain, cPanel static export: Share document root always shares the main domain's public_html, so it stays ticked only when example.com is the main domain; for an addon domain it is unticked and Document Root set to example.com's folder",
    where: ['post-installation.md'],
    forbid:
      /keep \*\*Share document root\*\* ticked, so that `example\.net` serves the folder of `example\.com`/,
    require:
      /if `example\.com` is the account's main domain, keep \*\*Share document root\*\* ticked[^\n]*Otherwise untick it and set \*\*Document Root\*\*: for a static export to `example\.com`'s folder/,
  },
  {
    id: 'install-sh-config-cache-right-after-rerun',
    title:
      'the install.sh reader caches the https:// configuration right after the re-run, not after leaving the page',
    fact: 'step 4 of Run the script: the re-run, then sudo -u www-data php artisan config:cache, before item 1.2; the CORS check is part of Verify the installation',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /^After the re-run without `--skip-ssl`, cache the configuration again/,
    require:
      /^4\. Once DNS points at the server, `sudo bash install\.sh` again[^\n]*\n\n {3}```bash\n {3}cd \/var\/www\/quiznest\/admin && sudo -u www-data php artisan config:cache\n {3}```\n\n5\. Go on with item 1\.2\./m,
  },
  {
    id: 'install-lock-removal-checked-from-outside',
    title:
      'a lock left in place after the installer is caught by a phone, not hidden by your own allowed browser',
    fact: 'after the installer, the lock is removed and a phone on mobile data (Wi-Fi off) opens /admin/login (VPS step 12, cPanel step 7, install.sh item 1.3)',
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
    ],
    require:
      /(?:remove the four lock lines|delete the `allow` and `deny` lines|Delete the two lines)[^\n]*the phone[^\n]* then opens `\/admin\/login`/,
  },
  {
    id: 'domain-change-admin-only-skips-client-redirect-block',
    title: 'the admin-only VPS reader of a domain change skips the VPS client redirect and its undo',
    fact: 'Change the domain: the five VPS client items (the build of step 2, step 5, step 6, way-back items 2 and 3) say "(client on this server)", so an admin-only VPS with the client on Vercel skips them and reads the Vercel ones',
    where: ['post-installation.md'],
    require:
      /^ {3}- \*\*VPS\*\* \(client on this server\): the \*\*Rebuild the running version\*\* blocks of step 1 of \[Update the client with a rollback\][\s\S]*?^ {3}- \*\*VPS\*\* \(client on this server\): swap it in[\s\S]*?^ {3}\*\*VPS\*\* \(client on this server\)\. Keep a copy of the old client's file[\s\S]*?^ {3}- \*\*VPS\*\* \(client on this server\): swap `client-previous` in[\s\S]*?^ {3}- \*\*VPS\*\* \(client on this server\): `sudo cp ~\/quiznest-client\.conf\.before-move/m,
  },
  {
    id: 'planned-move-build-steps-spelled-out',
    title: 'the planned move lists the steps that build the new VPS instead of nesting them three deep',
    fact: 'Move a running site, step 2 on a VPS: VPS guide steps 2-5; step 2 of Restore onto a new server, VPS tab (rclone, archive, DB_PASSWORD, Redis if the site runs on it); VPS guide steps 6-10 with that password, no key:generate and the lock kept; only the ufw lines of step 11',
    where: ['post-installation.md'],
    forbid: /steps 1 to 3 of the VPS tab above without step 1 \(DNS\)/,
    require:
      /^ {3}1\. Steps 2 to 5 of the \[VPS guide\][^\n]*\n {3}2\. Step 2 of Restore onto a new server, VPS tab[^\n]*\n {3}3\. Steps 6 to 10 of the VPS guide[^\n]*\n {3}4\. Only the `ufw` lines of step 11/m,
  },
  // Round 13, roles and money handoffs (read13 admin findings 2, 5, 6, 7, 9)
  {
    id: 'role-recipe-lines-grant-view',
    title: 'every recipe line grants View, without which its other permissions have no effect',
    fact: 'Recipes always list View with the other permissions of an area: without View the other permissions of that area have no effect (the contest publisher: Quizzes: View, Generate with AI)',
    where: ['Admin Users/Role.md'],
    forbid: /^- \*\*[^*\n]+\*\*(?:(?:,| and) \*\*[^*\n]+\*\*)*: (?!View\b)/,
  },
  {
    id: 'payout-officer-never-settles-own-contest',
    title: 'the payout officer recipe says who settles a contest their own player account joined',
    fact: 'Pay prizes disqualifies rivals and corrects or voids questions: a payout officer never settles a contest their own (or a shared) player account joined, and a Super Admin reads the Activity tab before Approve & Pay when it shows a Disqualify or a corrected or voided question',
    where: ['Admin Users/Role.md'],
    require:
      /^\*\*Payout officer\*\*:[^\n]*\n\n(?:- [^\n]*\n)+\n[^\n]*a payout officer never settles a contest that their own player account, or one they share, joined: a Super Admin does\. Before \*\*Approve & Pay\*\* on a contest whose \*\*Activity\*\* tab shows a \*\*Disqualify\*\* or a corrected or voided question, a Super Admin reads that tab\./m,
  },
  {
    id: 'monthly-reconciliation-owner',
    title: 'the monthly reconciliation names who runs it, with a role that can open every screen it needs',
    fact: 'the monthly reconciliation is the job of the read-only auditor or a Super Admin, who hands its actions to the deposit confirmer (DEP-/SUB-) or payout officer (WDR-) unless the table names another role; the deposit confirmer has no Report permission',
    where: ['Payments/index.md', 'Admin Users/Role.md'],
    require:
      /^## Reconcile with a provider, month by month\n\nDo this once a month[^\n]*It is the job of the \[read-only auditor\]\(\/Admin%20Users\/Role#read-only-auditor\) or a Super Admin: they hand each action|^For an accountant or an owner who checks the figures and runs the \[monthly reconciliation\]\(\/Payments\/#reconcile-with-a-provider-month-by-month\)/m,
  },
  {
    id: 'subscription-assign-plan-handed-to-super-admin',
    title: 'a deposit confirmer who refunds a SUB- charge knows who gives the plan back',
    fact: 'a deposit confirmer has no Subscription permission: the Assign Plan after a renewal refund or a won SUB- dispute is handed to a Super Admin with the SUB- reference',
    where: ['Subscription/index.md', 'deposits/index.md'],
    require:
      /A deposit confirmer has no \*\*Subscription\*\* permission: hand the \*\*Assign Plan\*\*, with the `SUB-` reference, to a Super Admin\./,
  },
  {
    id: 'coin-rate-lowering-leaves-open-checkouts',
    title: 'lowering the coin rate does not ask to empty a Pending list that open checkouts keep full',
    fact: "before a lowering, open online checkouts and PayPal holds that clear on PayPal's side are left alone: they expire within 24 hours of creation, but one paid meanwhile can still credit old-rate coins when its payment completes (a slow payment weeks later); accepted as a cost",
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /wait until the list stays empty|decide every deposit listed/,
    require: /[Ll]eave the other listed deposits alone \(online checkouts the player opened/,
  },
  // Winners carries the payout officer's control (read13 Operations finding 5, follow-up)
  {
    id: 'winners-pay-step-names-super-admin-control',
    title: 'a payout officer working from Winners sees who approves their own contest',
    fact: "Pay the prizes step 2 states Roles' payout-officer control: a contest joined with the officer's own or a shared player account is settled by a Super Admin, who also reads the Activity tab first where it shows a Disqualify or a corrected or voided question",
    where: ['Mange Contests/Winners.md'],
    require:
      /2\. Review the results as described above, and settle any dispute first\. \*\*Pay prizes\*\* corrects and voids questions/,
  },
  // Round 13, operations (read13-admin): the restore redoes accounts and settings, the hand-made
  // dump is private, the deposit statuses as a table, one log file named once.
  {
    id: 'restore-redoes-accounts-and-settings',
    title: 'a restore does not silently give back bans, KYC approvals, admin access and revoked secrets',
    fact: "a restore takes back bans, KYC decisions, admin accounts, roles, passwords, two-factor, settings and the Activity Log: the log is screenshot before it (no export), Match accounts and settings redoes each change after the balances, and Restore the platform's step 5 redoes the money, accounts and settings",
    where: ['Extra/index.md', 'post-installation.md'],
    forbid: /redo the money moved since the archive/,
    find: pagesSay({
      'Extra/index.md': [
        /Bans, KYC decisions, admin accounts, passwords and settings changed after it come back as they were/,
        /^- Screenshot \[Send Notification\]\([^)]*\)'s \*\*History\*\*, and the \[Activity Log\]\([^)]*\), \*\*Date\*\* from the day before the backup/m,
        /^#### Match the balances$[\s\S]*^#### Match accounts and settings\n\nRedo each change of the saved log \(or the admins' list\) and the \[Facebook takeover steps\]\([^)]*\), except the change that caused the damage and anything done by an account you do not trust \(filter the log by \*\*Admin\*\*; after a break-in, the attacker's\)\./m,
        /^- Every change of the saved log is redone \(but the damage and an untrusted account's\), each admin's own too/m,
      ],
      'post-installation.md':
        /redo the money, accounts and settings changed since the archive, as \[Before and after a restore\]/,
    }),
  },
  {
    id: 'hand-dump-written-privately',
    title: "Extra's hand-made dump is not left world-readable in admin/ at a guessable name",
    fact: "Extra's hand-made dump: (umask 077; mysqldump … > ~/backups/…) into the nightly backup's ~/backups (mode 700), never admin/; cPanel with the nightly option file and cpuser_quiznest; deleted once copied off the server",
    where: ['Extra/index.md'],
    forbid: /\bmysqldump --[^\n]*>(?!\s*~\/backups\/)/,
    require:
      /^(?=[\s\S]*^\(umask 077; mysqldump [^\n]*-u quiznest -p quiznest > ~\/backups\/)(?=[\s\S]*`\(umask 077; mysqldump --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" [^`]*cpuser_quiznest > ~\/backups\/)(?=[\s\S]*Delete the file once copied off the server\.)/m,
  },
  {
    id: 'restore-deposit-statuses-table',
    title: 'a restore names the action for each deposit status change, two-step ones included',
    fact: 'Match the statuses gives deposits and SUB- charges a Now | In the export | Do table (Pending → Refunded: Mark as Successful, then Mark as Refunded) and closes no withdrawals for these refunds',
    where: ['Extra/index.md'],
    forbid: /^- \*\*Deposits and `SUB-` charges\*\*: give each one the export's status with/,
    require:
      /^Give each deposit and `SUB-` charge its status in the export[^\n]*Close no withdrawals for these refunds: the balances below correct the coins\.\n\n\| Now \| In the export \| Do \|$/m,
  },
  {
    id: 'log-file-newest-not-laravel-log',
    title: 'a reader with daily log files is not sent to a stale laravel.log',
    fact: 'storage/logs/laravel.log, or laravel-YYYY-MM-DD.log with LOG_STACK=daily, is named only in System Configuration\'s LOG_STACK row and Extra\'s Log Viewer; other pages (the installation guides apart) say "the newest laravel*.log under storage/logs/"',
    where: LOG_READER_PAGES,
    forbid: /(?:storage\/logs\/|`)laravel\.log\b/,
    unless: /LOG_STACK/,
  },
  // Round 13 diff review, payments side (diff13-ops 1, 6, 7, 8, 12): reconciliation rows routed by
  // role, which PayPal holds wait for you, late credits after a coin-rate lowering, no "another
  // account" auth error, one wording of the payout officer's control.
  {
    id: 'reconciliation-rows-routed-by-role',
    title: 'the reconciler never hands a suspect hand-confirmed deposit back to the one who confirmed it',
    fact: "the reconciler hands DEP-/SUB- actions to the deposit confirmer and WDR- ones to the payout officer unless What to do names another role: a row missing at the provider goes to a Super Admin, never the deposit confirmer, while the payout officer pays none of those players' withdrawals; live keys under Sandbox to a Super Admin; a returned payout's Adjust Balance to the finance manager or a Super Admin",
    where: ['Payments/index.md'],
    forbid: /\| Open the deposit's \*\*Activity\*\* and see who confirmed it/,
    require:
      /^(?=[\s\S]*`WDR-` reference, unless its \*\*What to do\*\* names another role\.)(?=[\s\S]*^\| A row here is missing at the provider \|[^\n]*\| A Super Admin, never the deposit confirmer, follows \[A deposit with no payment behind it\]\(#a-deposit-with-no-payment-behind-it\)\. \|$)(?=[\s\S]*^\| 3\. Pay none of those players' withdrawals until step 7 releases them\. \| Payout officer \|)(?=[\s\S]*\| A Super Admin sets \*\*Mode\*\* and the keys)(?=[\s\S]*\*\*Adjust Balance\*\* by the finance manager or a Super Admin)/m,
  },
  {
    id: 'payout-officer-control-worded-alike',
    title: "Winners and Roles word the payout officer's own-contest control the same way",
    fact: 'Roles states the payout officer control once (Pay prizes corrects and voids questions and disqualifies rivals, so a payout officer never settles a contest that their own player account, or one they share, joined: a Super Admin does; a Super Admin reads the Activity tab before Approve & Pay when it shows a Disqualify or a corrected or voided question); Winners step 2 repeats it word for word',
    where: ['Admin Users/Role.md', 'Mange Contests/Winners.md'],
    forbid: /A contest you joined with a player account of yours is approved by a Super Admin/,
    require:
      /\*\*Pay prizes\*\* corrects and voids questions and disqualifies rivals, so a payout officer never settles a contest that their own player account, or one they share, joined: a Super Admin does\. Before \*\*Approve & Pay\*\* on a contest whose \*\*Activity\*\* tab shows a \*\*Disqualify\*\* or a corrected or voided question, a Super Admin reads that tab/,
  },
  {
    id: 'auth-error-not-another-account',
    title: 'an authentication error does not send the reader to check for a key of another account',
    fact: 'a valid key or token of another account authenticates: it gives no auth error and its payments go to that account; troubleshooting never names it as a cause, and each test-and-live section says so once',
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/paystack.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mercado-pago.md',
    ],
    forbid:
      /(?:mistyped|a typo)[^\n]*(?:belongs to another|of another business|another application or account)/,
    require:
      /(?:key|token) of another (?:account|business) works too[^\n]*its payments go to that (?:account|business)/,
  },
  {
    id: 'paypal-holds-you-decide-named-once',
    title: 'the daily checker decides the PayPal holds that wait for them and leaves the ones PayPal clears',
    fact: 'PayPal\'s troubleshooting names the holds once: RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION, INTERNATIONAL_WITHDRAWAL and VERIFICATION_REQUIRED wait for you (never complete if left alone); ECHECK and PENDING_REVIEW clear on PayPal\'s side; Dashboard, Deposits and the gateway overview say "the PayPal holds that wait for you" and link it, Currency decides "the holds you can decide"',
    where: [
      'payment-gateways/paypal.md',
      'payment-gateways/overview.md',
      'dashboard/index.md',
      'deposits/index.md',
      'Settings/Finance Settings/Currency.md',
    ],
    forbid:
      /MANDATES_MANUAL_REVIEW|decide them within the day\. When PayPal|the others clear on their own|PayPal captures? on hold[^\n]*Decide (?:them|it) at the provider within the day|Decide those holds at the provider within the day|PayPal or Authorize\.Net holds as in steps/,
    find: pagesSay({
      'payment-gateways/paypal.md':
        /^- Holds that wait for you, and never complete if left alone: `RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION` [^\n]*`INTERNATIONAL_WITHDRAWAL` [^\n]*`VERIFICATION_REQUIRED` [^\n]*\n- Holds that clear on PayPal's side, with no button for you: `ECHECK` [^\n]*`PENDING_REVIEW` /m,
      'payment-gateways/overview.md':
        /the PayPal holds that wait for you \(\[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\)/,
      'dashboard/index.md':
        /the PayPal holds that wait for you \(\[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\)/,
      'deposits/index.md': [
        /a PayPal hold that waits for you \(\[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\)/,
        /the PayPal holds that wait for you, in your PayPal account \(\[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\)/,
      ],
      'Settings/Finance Settings/Currency.md':
        /PayPal or Authorize\.Net holds you can decide, PayPal's listed on \[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\)\) as in steps 3 to 5/,
    }),
  },
  {
    id: 'coin-rate-late-webhook-after-expiry',
    title: 'lowering the coin rate does not promise that old-rate credits end when open checkouts expire',
    fact: 'open checkouts left at a lowering expire within 24 hours, but one paid meanwhile can still be credited with old-rate coins when its payment completes (usually within three days, a slow payment weeks later); accepted as a cost',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /any paid meanwhile credits old-rate coins\. Accept that, or set the gateways/,
    require:
      /They expire within 24 hours of creation\. One paid meanwhile can still be credited with old-rate coins when its payment completes[^\n]*\. Accept that as a cost/,
  },
  // Round 13 diff reviews, restore and rollback (diff13-install 1-4, diff13-ops 2-5 and 9-11): one
  // phrase for every way back that replaces the database, the Laravel log by name, credentials the
  // Activity Log does not record, rotated secrets before Match the statuses, the admin-only VPS note.
  {
    id: 'rollbacks-redo-money-accounts-and-settings',
    title:
      'a way back that replaces the database redoes bans, KYC decisions, admin accounts and settings too',
    fact: 'every way back that replaces the database (Restore the platform, Restore onto a new server, the update rollback step 4, the MySQL 8.4 rollback from the copy) says "redo the money, accounts and settings changed since" the archive or dump, as Before and after a restore says from Match the statuses to its check (the MySQL one from its start, with the panel down: diff24 finding 2)',
    where: ['post-installation.md'],
    forbid:
      /redo the money moved since|[Ss]ettle the money through the bypass link|every payment credited and withdrawal marked \*\*Paid\*\* since that dump's time/,
    require:
      /^(?=[\s\S]*\*\*Paid\*\*, ban, KYC decision, admin account and setting changed since that dump's time is lost)(?=[\s\S]*^4\. After `up`, without step 1's dump: [^\n]*\n[\s\S]*?^ {3}Then, through step 1's bypass link, redo the money, accounts and settings changed since the upgrade's step 2 dump \(its `-- Dump completed on` line\), as \[Before and after a restore\])(?=[\s\S]*^7\. Through the bypass link, redo the money, accounts and settings changed since the archive, as in step 5 of \[Restore the platform\])(?=[\s\S]*^5\. Through the bypass link, redo the money, accounts and settings changed since the archive, as in step 5 of \[Restore the platform\])/m,
  },
  {
    id: 'log-file-named-laravel-glob',
    title: 'a reader sent to the log reads the Laravel log, not the queue worker or cron output',
    fact: 'pages say "the newest laravel*.log under storage/logs/", never "the newest file" or storage/logs/*.log: a Supervisor queue-worker.log or a temporary cron.log is often newer; the Log Viewer opens the newest laravel*.log',
    where: LOG_READER_PAGES,
    forbid:
      /newest file (?:under|in) `(?:admin\/)?storage\/logs\/`|storage\/logs\/\*\.log|\| The newest file \|/,
  },
  {
    id: 'log-tail-vps-root-expands-glob',
    title: "the log command works for a VPS user outside www-data, whose shell cannot expand the log's name",
    fact: 'on a VPS the newest Laravel log is read with sudo sh -c \'tail -n 100 "$(ls -t storage/logs/laravel*.log | head -n 1)"\' in the admin folder (storage/ is closed to a user outside www-data, whose shell would expand the glob before sudo); on cPanel and a laptop the same without sudo sh -c',
    where: ['Extra/index.md', 'post-installation.md'],
    forbid: /sudo (?!sh -c ')[^\n]*\$\(ls -t storage\/logs/,
    require: /sudo sh -c 'tail -n 100 "\$\(ls -t storage\/logs\/laravel\*\.log \| head -n 1\)"'/,
  },
  {
    id: 'domain-change-admin-only-reads-vps-for-admin',
    title: 'the admin-only VPS reader of a domain change knows at once which VPS parts are theirs',
    fact: 'Change the domain says once, in its intro, that an admin-only VPS (client on Vercel) reads VPS for the admin panel only and Vercel for everything about the client, instead of notes scattered over some of the steps',
    where: ['post-installation.md'],
    forbid: /admin-only VPS, client on Vercel: (?:skip this part|nothing here)/,
    require:
      /read only yours\. On an admin-only VPS \(client on Vercel\), read \*\*VPS\*\* for the admin panel only and \*\*Vercel\*\* for everything about the client\./,
  },
  {
    id: 'restore-credentials-changed-outside-log',
    title:
      'a restore does not quietly give back a password or two-factor secret that was changed because it was stolen',
    fact: "the Activity Log records neither an admin's own Profile changes (password, two-factor, recovery codes) nor a player's Forgot password: every admin who changed theirs since the backup changes them again, and if players could sign in since, a Send Notification to All players asks whoever changed their password since the backup's time to change it again; no page asks for a list of those players",
    where: ['Extra/index.md'],
    forbid: /players whose password was reset since the backup/,
    require:
      /^- every admin who changed their own password, two-factor or recovery codes since the backup changes them again now[^\n]*\n- if players could sign in since the backup, \[Send Notification\]\([^)]*\) to \*\*All players\*\*[^\n]*"If you changed your password since \[the backup's date and time\], change it again with \*\*Forgot password\*\*\."$/m,
  },
  {
    id: 'restore-rotated-secrets-before-statuses',
    title: "a restore's Check Status asks the gateway with the new key, not the revoked one",
    fact: 'each gateway secret or API key rotated since the backup is typed again at the top of Match the statuses, right after the Notification Settings switches, because Check Status needs it',
    where: ['Extra/index.md'],
    forbid: /Type rotated gateway secrets and API keys again/,
    require:
      /^#### Match the statuses\n\n[^\n]*Type again each gateway secret or API key rotated since the backup: \*\*Check Status\*\* needs it\.$/m,
  },
  {
    id: 'restore-activity-log-saved-by-action',
    title:
      'the Activity Log saved before a restore is the non-money actions, kept private, and the danger box reads in two sentences',
    fact: 'the Activity Log is screenshot one Action at a time (bans, KYC decisions, admin accounts, roles, settings, two-factor resets), the exports covering the money, and kept private; the danger box names the lost money in one sentence and what comes back in the next',
    where: ['Extra/index.md'],
    forbid: /made after it are lost, bans, KYC decisions/,
    require:
      /^- Screenshot [^\n]*\[Activity Log\][^\n]*one \*\*Action\*\* at a time: bans, deposit, withdrawal and KYC decisions, admin accounts, roles, settings, two-factor resets, contests published\. Keep them private\.$/m,
  },
  {
    id: 'hand-dump-delete-said-for-both-platforms',
    title:
      "Extra's hand-made dump is deleted on both platforms and works on cPanel before the nightly backup",
    fact: "the hand-made dump's delete line follows the check line, for VPS and cPanel; on cPanel without the nightly backup's option file, -u cpuser_quiznest -p takes its place",
    where: ['Extra/index.md'],
    forbid: /\.sql\)`\. Delete the file once copied off the server\./,
    require:
      /^(?=[\s\S]*Until the nightly backup is set up, write `-u cpuser_quiznest -p` in place of `--defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf"`\.)(?=[\s\S]*still makes a valid, empty `\.gz` file\. Delete the file once copied off the server\.$)/m,
  },
  // Round 14 read review, gateways (read14-gateways 1-8): held SUB- charges decided in the daily
  // check, a missing-at-provider row stops wrong keys first, the PayPal and Mercado Pago sandbox tests
  // on a staging copy, APP_URL for Square behind a tunnel, Coinbase Commerce on the staging copy,
  // PayPal's hold reasons, released PayPal holds in the daily check, provider floors not below.
  {
    id: 'held-sub-charges-decided-like-deposits',
    title: 'a subscription charge held for risk review or partly paid has a decision path, on Payments',
    fact: 'held SUB- charges are listed only on Payments: daily check step 6 decides "risk review" and "partially paid" ones as step 4 (refund first, Mark as Failed, the running list) and PayPal and Authorize.Net holds as step 5; the overview sends held results to the daily check (a SUB- charge: Payments)',
    where: ['deposits/index.md', 'payment-gateways/overview.md'],
    forbid:
      /decide the held PayPal and Authorize\.Net `SUB-` charges the same way|until you decide on \[Deposits\]\(\/deposits\/\)\. They never expire/,
    find: pagesSay({
      'deposits/index.md':
        /^6\. Subscription charges are listed only on [^\n]*decide the held `SUB-` charges as the deposits above: "risk review" and "partially paid" ones as in step 4 \(a rejected one refunded, its `SUB-` reference put on the running list as the refund is sent, then \*\*Mark as Failed\*\*\), PayPal and Authorize\.Net holds as in step 5\.$/m,
      'payment-gateways/overview.md':
        /Decide it in the \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\), steps 4 and 6 \(a `SUB-` subscription charge is listed only on \[Payments\]\(\/Payments\/#what-a-row-is\)\)/,
    }),
  },
  {
    id: 'missing-row-stops-wrong-keys-first',
    title: 'a row missing at the provider makes a Super Admin stop wrong-mode or other-account keys first',
    fact: "a row missing at the provider: a Super Admin first opens the gateway's form and sets Status to Disabled at once; saved secrets are masked, so every credential is typed again from your own account's dashboard and the gateway enabled as in Go live steps 2 to 4; every deposit of that gateway since the form's previous change (dated in the Activity Log) is listed",
    where: ['Payments/index.md'],
    forbid: /\| A Super Admin, never the deposit confirmer, opens the deposit's \*\*Activity\*\*/,
    require:
      /^### A deposit with no payment behind it\n[\s\S]*?^\| 1\. Open the gateway's form and set \*\*Status\*\* to \*\*Disabled\*\* at once\.[^\n]*type every credential again from your own account's dashboard[^\n]*\[Go live\]\([^)]*#go-live\) steps 2 to 4\. \| Super Admin \|[^\n]*\n\| 2\. List every deposit of that gateway since the form's previous change/m,
  },
  {
    id: 'paypal-mercado-pago-sandbox-test-on-staging',
    title: 'the PayPal and Mercado Pago sandbox tests say they run on a staging copy and enable the gateway',
    fact: 'a gateway page\'s numbered sandbox test opens with "On a staging copy:", and its steps set Status to Enabled, as the Status row says ("enable it only for the minutes of the test below")',
    where: ['payment-gateways/paypal.md', 'payment-gateways/mercado-pago.md'],
    require:
      /^On a staging copy:\n\n1\. (?:[^\n]*\n)*?\d\. [^\n]*set \*\*Status\*\* to \*\*Enabled\*\* and save\./m,
  },
  {
    id: 'square-tunnel-app-url',
    title: 'Square webhooks through a laptop tunnel pass verification because APP_URL is the tunnel',
    fact: "Square signs the form's Webhook URL, built from APP_URL: behind a tunnel APP_URL is the tunnel's address, as for Mollie, Instamojo, NOWPayments and bKash (else every notification gets 400); the overview says it, Square's test links it",
    where: ['payment-gateways/overview.md', 'payment-gateways/square.md'],
    find: pagesSay({
      'payment-gateways/overview.md':
        /and Square signs the form's \*\*Webhook URL\*\*, also built from `APP_URL`: set `APP_URL` to the tunnel's address while you test them/,
      'payment-gateways/square.md':
        /^Behind a \[tunnel on your own computer\]\(\/category\/payment-gateways#testing-on-a-laptop\), set `APP_URL` to the tunnel's address/m,
    }),
  },
  {
    id: 'staging-copy-coinbase-disabled-only',
    title: 'the staging copy does not ask for a Sandbox mode that the Coinbase Commerce form lacks',
    fact: 'staging copy step 6 sets every gateway Disabled with Mode Sandbox, Coinbase Commerce Disabled only (its form has no Sandbox mode); its Check says "all in Sandbox mode, Coinbase Commerce excepted"',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid:
      /set every gateway to \*\*Disabled\*\*, with \*\*Mode\*\* \*\*Sandbox\*\*, and|all in \*\*Sandbox\*\* mode; and no email/,
    require:
      /^(?=[\s\S]*with \*\*Mode\*\* \*\*Sandbox\*\* \(Coinbase Commerce: \*\*Disabled\*\* only; its form has no \*\*Sandbox\*\* mode\))(?=[\s\S]*all in \*\*Sandbox\*\* mode, Coinbase Commerce excepted;)/,
  },
  {
    id: 'paypal-hold-reasons-common-and-any-other',
    title: 'a PayPal hold reason the page does not name still has an action',
    fact: "PayPal's troubleshooting names the common hold reasons (TRANSACTION_APPROVED_AWAITING_FUNDING among those that clear on PayPal's side: the payer still has to send the funds), never all; any other, OTHER included, is read on the payment in the PayPal account and decided within the day, or asked of PayPal",
    where: ['payment-gateways/paypal.md'],
    forbid: /For `OTHER`, ask PayPal\./,
    require:
      /say why \(the API's `status_details\.reason`\)\. The common reasons:\n\n[\s\S]*?`TRANSACTION_APPROVED_AWAITING_FUNDING` \(the payer still has to send the funds[^\n]*\n- Any other reason, `OTHER` included: open the payment in your PayPal account and do what it asks within the day; if it asks nothing of you, ask PayPal\./,
  },
  {
    id: 'daily-check-finds-released-paypal-holds',
    title: 'the daily check finds a PayPal hold released after expiry whose webhook was lost',
    fact: "daily check step 8 lists PayPal's held captures completed since the last check (the holds that clear on PayPal's side) beside Mercado Pago, Mollie and NOWPayments; PayPal's troubleshooting links it",
    where: ['deposits/index.md', 'payment-gateways/paypal.md'],
    forbid: /Look for held captures in your PayPal account every day\./,
    find: pagesSay({
      'deposits/index.md':
        /^ {3}2\. PayPal: the held captures completed since then \(the holds that clear on PayPal's side: \[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\)/m,
      'payment-gateways/paypal.md':
        /The \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) looks for held captures in your PayPal account \(steps 5 and 8\)/,
    }),
  },
  {
    id: 'provider-floor-usd-not-below',
    title: 'the USD minimum printed for a provider floor is one that clears it',
    fact: "a provider floor given in USD is the smallest amount in cents that clears it: Instamojo's ₹9 needs at least 0.11 USD (₹9 ÷ 88 = 0.102), SSLCommerz's 10 BDT at least 0.09 USD (10 ÷ 122 = 0.082)",
    where: ['payment-gateways/sslcommerz.md', 'payment-gateways/instamojo.md'],
    forbid: /below about 0\.08 USD|₹9 floor equals about 0\.10 USD|about 0\.1 USD/,
    find: pagesSay({
      'payment-gateways/sslcommerz.md': /a \*\*Minimum Amount\*\* below 0\.09 USD \(10 ÷ 122 = 0\.082\)/,
      'payment-gateways/instamojo.md':
        /Instamojo's ₹9 floor needs at least 0\.11 USD at this rate \(₹9 ÷ 88 = 0\.102\)/,
    }),
  },
  // Round 14, operations and settings (read14-admin 1-10): the restore's contest table and its
  // target, a further partial refund, staff handoffs, the budget percentage, the Database Backup
  // table count, manual deposits in the restore, contests by title and start time, the restore
  // export one item per line, and Redis passwords off the command line.
  {
    id: 'restore-target-adds-nothing-for-contests-paid-or-cancelled-since',
    title: "a restore's target never refunds the fees of a contest paid or cancelled since the backup",
    fact: "the restore's contests are a table (The contest | Do), one condition per row; what a contest adds to a target is the balance table's seat row: a seat in a contest with no Contest Prize or Contest Refund line in the export adds its fee if taken since the backup or refunded by the restore's Cancel Contest (start from the export), nothing from the Balance; a contest paid or cancelled since the backup adds nothing",
    where: ['Extra/index.md'],
    forbid: /or cancelled \(any other contest\)/,
    require:
      /^(?=[\s\S]*^\| The contest \| Do \|$)(?=[\s\S]*^\| A seat in a contest with no \*\*Contest Prize\*\* or \*\*Contest Refund\*\* line in the export \| Its fee, if taken since the backup or refunded by your \*\*Cancel Contest\*\* \| Nothing \|$)/m,
  },
  {
    id: 'partial-refund-further-part-by-formula',
    title: 'a second partial refund takes only its own coins, not the whole rest of the deposit',
    fact: 'after a partial refund, a further partial refund is subtracted by the formula of step 3 (a second ₹92.40: 100 coins); only the whole rest, refunded or charged back, is Coins minus the coins already subtracted (₹369.60: 400 coins)',
    where: ['deposits/index.md'],
    forbid: /for the rest \(a second partial refund or a chargeback\)/,
    require:
      /A further partial refund: its coins by the formula of step 3 \(a second ₹92\.40: 100 coins\)\. The whole rest, refunded or charged back: \*\*Coins\*\* minus the coins already subtracted \(₹369\.60 after those two: 1,000 − 600 = 400 coins\)\./,
  },
  {
    id: 'staff-sent-to-scheduler-and-discount-get-a-handoff',
    title:
      'a contest publisher or finance role sent to Cron Job Settings or plan discounts can finish the check',
    fact: 'least privilege: the contest publisher has no System Setting or Subscription permission, so Contests has it read the scheduler from the contest list (a contest still Upcoming more than a few minutes after its Start Time: a Super Admin restarts it; before the first contest, a Super Admin checks) and ask a Super Admin for the largest Contest Fee Discount; Dashboard item 7 has a role without System Setting tell a Super Admin',
    where: ['Mange Contests/Contests.md', 'dashboard/index.md'],
    find: pagesSay({
      'Mange Contests/Contests.md': [
        /A contest publisher, whose role has no \*\*System Setting\*\* permission, reads the contest list instead: a contest still \*\*Upcoming\*\* more than a few minutes after its \*\*Start Time\*\* means the scheduler has stopped, and a Super Admin restarts it\./,
        /a contest publisher, who has no \*\*Subscription\*\* permission, asks a Super Admin for that discount/,
      ],
      'dashboard/index.md':
        /^7\. The scheduler:[^\n]*Cron Job Settings\]\([^)]*\); a role without \*\*System Setting\*\* permission tells a Super Admin\./m,
    }),
  },
  {
    id: 'prize-budget-discount-as-percentage',
    title: 'the prize budget applies the Contest Fee Discount as a percentage, not as coins',
    fact: 'Contest Fee Discount (%) is a percentage: the budget check is Minimum Seats × Entry Fee × (100 − the largest plan discount) ÷ 100',
    where: ['Mange Contests/Contests.md'],
    forbid: /\(\*\*Entry Fee\*\* minus (?:your|the) largest plan's \*\*Contest Fee Discount\*\*\)/,
    require:
      /\*\*Minimum Seats\*\* × \*\*Entry Fee\*\* × \(100 − the largest plan's \*\*Contest Fee Discount\*\*\) ÷ 100/,
  },
  {
    id: 'where-is-my-money-support-agent-hands-off',
    title: 'a support agent answering "where is my money?" knows who clicks Mark as Successful',
    fact: "the support agent recipe has Deposits: View only: Payments' where-is-my-money expired row has it hand the DEP- reference to the deposit confirmer",
    where: ['Payments/index.md'],
    require:
      /^\| A \*\*Deposit\*\* row, \*\*Failed\*\* with the reason `expired` \|[^\n]*A support agent, whose role has no \*\*Approve deposits\*\*, hands the `DEP-` reference to the deposit confirmer\./m,
  },
  {
    id: 'backup-tab-restore-counts-tables',
    title: 'restoring a Database Backup file runs both checks before the DROP',
    fact: "a Database Backup file gets step 2's copy of the live database and its two checks before the DROP, on the .gz file: zcat … | tail -n 1 and zcat … | grep -c '^CREATE TABLE' (about the live count)",
    where: ['Extra/index.md'],
    forbid: /step 2 checks the file with `zcat [^`]*\| tail -n 1` and imports it/,
    require:
      /step 2 keeps its copy of the live database and runs both its checks on the file before the `DROP`, `zcat [^`]*\| tail -n 1` and `zcat [^`]*\| grep -c '\^CREATE TABLE'` \(about the live count\)/,
  },
  {
    id: 'restore-manual-deposits-approve-reject',
    title: "the restore's status table says which buttons a manual deposit has",
    fact: "the restore status table's Do cells name a manual deposit's buttons: Approve in place of Check Status and Mark as Successful, Reject in place of Mark as Failed",
    where: ['Extra/index.md'],
    require:
      /^(?=[\s\S]*^\| \*\*Pending\*\* or \*\*Failed\*\* \| \*\*Successful\*\*, [^\n]*\| \*\*Check Status\*\*, else \*\*Mark as Successful\*\* \(manual: \*\*Approve\*\*\) \|$)(?=[\s\S]*^\| \*\*Pending\*\* \| \*\*Failed\*\*, or on your \*\*Failed\*\* list \| \*\*Mark as Failed\*\* \(manual: \*\*Reject\*\*\))/m,
  },
  {
    id: 'contests-matched-by-title-and-start-time',
    title: 'a restore never treats the wrong contest of two with one title',
    fact: "contests have no reference or ID in the panel: the restore matches them by Title and Start Time, never by name alone; Duplicate copies the title, so Contests asks for a title of the copy's own (`Sunday Science Cup #13`), the Coin Log naming a contest by title only",
    where: ['Extra/index.md', 'Mange Contests/Contests.md'],
    forbid: /`WDR-`, contest name\)/,
    find: pagesSay({
      'Extra/index.md': /never by time; a contest, which has none, by \*\*Title\*\* and \*\*Start Time\*\*\./,
      'Mange Contests/Contests.md':
        /click \*\*Duplicate\*\*[^\n]*Give it a \*\*Title\*\* of its own \(`Sunday Science Cup #13`\): the Coin Log names a contest by its title only\./,
    }),
  },
  {
    id: 'restore-export-one-item-per-line',
    title: "the restore's export and contest steps read one condition per line",
    fact: 'the restore export is a bullet with one sub-bullet per file (Payments, Coin Log) and the time-zone rule as a sentence of its own; the contests are a table, never nested bullets packed with parentheses',
    where: ['Extra/index.md'],
    forbid:
      /^- Export as \*\*CSV\*\*[^\n]*\[Payments\]\(\/Payments\/\) with \*\*Type\*\* all|^ {2}- any other: \*\*Cancel Contest\*\*/,
    require:
      /^- Export as \*\*CSV\*\*, \*\*Date Range\*\* \*\*Custom\*\* from the day before the backup to today\.[^\n]*\n {2}- \[Payments\]\(\/Payments\/\): [^\n]*\n {2}- The \*\*Coin Log\*\* of \[Reports\]\(\/Report\/\): \*\*Type\*\* all\.$/m,
  },
  {
    id: 'redis-password-off-command-line',
    title: 'rotating the Redis password leaves neither password in the shell history or the process list',
    fact: 'Redis passwords are typed at the redis-cli prompt (AUTH OLD, then ACL SETUSER default >NEW), never with redis-cli -a, which leaves them in the shell history and the process list; redis-cli keeps AUTH and ACL SETUSER out of its own history',
    forbid: /`redis-cli(?: [^`]*)? -a /,
  },
  // Install/deploy, read14 findings 1-12: install.sh's plain-HTTP window closed by the provider's
  // firewall, cPanel cron lines looked up first, the cPanel move without the phone test, the cPanel
  // Node.js 24 build first, .env through sudo, cPanel 403 entry, domain-change undo on Vercel, the move
  // as an h3, the .env owner, cPanel's database version, the rollback's crontab, cPanel restore step 8.
  {
    id: 'install-sh-firewall-closed-until-lock',
    title: "nobody else reaches install.sh's /install over plain HTTP before the lock is in",
    fact: "before install.sh's first pass the provider's firewall lets in SSH only (from the script's Nginx step /install answers anyone over HTTP, at the admin name and the bare IP); ports 80 and 443 are let in again once item 1.1's lock is reloaded, before the phone test",
    where: ['installation-guide/server-setup/vps-automated.md', 'installation-guide/server-setup/vps.md'],
    forbid: /leaves `\/install` open from its certificate until your lock/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md': [
        /`\/install` answers anyone over plain HTTP, at the admin name and at the server's bare address\. So run the script in two passes/,
        /Run `sudo nginx -t && sudo systemctl reload nginx`(?:, then l|\.\n +\d\. L)et ports 80 and 443 in again in your provider's firewall/,
      ],
      'installation-guide/server-setup/vps.md': [
        /`\/install` answers anyone over plain HTTP, so first set your provider's firewall to let in SSH only/,
        /add the lock of item 1\.1 [^\n]*, open ports 80 and 443 again and test it, as that item says/,
      ],
    }),
  },
  {
    id: 'cpanel-cron-lines-looked-up-first',
    title: 'a cPanel owner who finished the guide does not add both cron jobs a second time',
    fact: "Post-Installation's cPanel tab says step 8 of the cPanel guide already adds both jobs: look under Current Cron Jobs first and add a line only if it is missing, because two copies run every task twice a minute",
    where: ['post-installation.md'],
    forbid:
      /The \[cPanel guide\]\(\/installation-guide\/server-setup\/cPanel\/Admin\) adds both jobs in step 8\./,
    require:
      /Step 8 of the \[cPanel guide\]\([^)]*\) already adds both: look under \*\*Current Cron Jobs\*\* first/,
  },
  {
    id: 'planned-move-cpanel-skips-phone-test',
    title: 'a cPanel mover is not stopped by the phone test reaching the old, live host',
    fact: "move step 2 on cPanel replaces the phone test of the cPanel guide's step 2 (DNS still points at the old host) with curl --resolve from the new host's Terminal (see planned-move-cpanel-lock-tested-on-new-host)",
    where: ['post-installation.md'],
    forbid: /\(cPanel: steps 1 and 2 of the cPanel tab above\)\./,
  },
  {
    id: 'cpanel-node-upgrade-build-first',
    title: 'the cPanel Node.js 24 upgrade never runs a Node.js 22 build on Node.js 24',
    fact: 'cPanel Node.js 22 to 24: the Node.js 24 build is extracted into ~/quiznest-client-next first, then Stop App, the swap, 24.x saved, Run NPM Install, Start App; the way back stops, swaps in the previous folder and saves 22.x',
    where: ['post-installation.md'],
    forbid: /the version belongs to the application: stop it, choose the newest `24\.x`/,
    require:
      /^1\. Build the version the site runs on your computer with Node\.js 24 [^\n]*`~\/quiznest-client-next`[^\n]*\n2\. Click \*\*Stop App\*\*, then swap the folders[^\n]*\n3\. Choose the newest `24\.x` in \*\*Node\.js version\*\* and save, click \*\*Run NPM Install\*\*[^\n]*\n\nTo go back, click \*\*Stop App\*\*, swap in `~\/quiznest-client-previous`[^\n]*choose `22\.x`/m,
  },
  {
    id: 'vps-env-read-and-edited-with-sudo',
    title: "an install.sh server's sudo user can read and edit admin/.env where a step needs it",
    fact: "admin/.env is open to its owner and www-data only (the sudo user of an install.sh server is neither): Post-Installation shows once, in How to run the commands on this page, sudo grep '^DB_' /var/www/quiznest/admin/.env and sudo nano /var/www/quiznest/admin/.env, and the steps that read or edit it point there; the Vercel guide's FRONTEND_URL step gives sudo nano",
    where: ['post-installation.md', 'installation-guide/server-setup/vercel.md'],
    forbid:
      /Write the user and password of `DB_USERNAME` and `DB_PASSWORD` in `admin\/\.env` \(`cpuser_quiznest` on cPanel\):|In `admin\/\.env` on the PHP host, set:/,
    find: pagesSay({
      'post-installation.md': [
        /so where this page reads or edits it, use `sudo`: `sudo grep '\^DB_' \/var\/www\/quiznest\/admin\/\.env` prints the database settings, `DB_PASSWORD` among them, and `sudo nano \/var\/www\/quiznest\/admin\/\.env` edits the file\./,
        /if `sudo grep '\^DB_' \.env` shows other names, use them here and in the rollback:\n[\s\S]*?`mysqldump` asks for the password of `DB_PASSWORD`, which that `grep` prints\./,
        /Change both addresses in `admin\/\.env` \(on a VPS with `sudo nano`/,
      ],
      'installation-guide/server-setup/vercel.md': /on a VPS `sudo nano \/var\/www\/quiznest\/admin\/\.env`/,
    }),
  },
  {
    id: 'cpanel-403-entry-names-install-lock',
    title: 'a cPanel 403 on every page sends the reader to the lock lines before the document root',
    fact: "the cPanel guide's 403 Forbidden or 404 Not Found on every page entry starts with the four lock lines of step 2: still there, a 403 means your address is not in them (add it, or remove them once step 7 is done)",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /^The document root is wrong\. A 403 or a folder listing means/m,
    require:
      /### 403 Forbidden or 404 Not Found on every page\n\nIf the four lock lines of step 2 are still at the top of `admin\/public\/\.htaccess`, a 403 means your address is not the one in them/,
  },
  {
    id: 'domain-change-undo-client-variables',
    title: 'after undoing a domain change, the next client build still calls admin.example.com',
    fact: 'the way back of Change the domain sets NEXT_PUBLIC_API_URL and NEXT_PUBLIC_SITE_URL back to the .com addresses on cPanel (client/.env.production.local) and Vercel (its variables), so the next build or deployment is made with them',
    where: ['post-installation.md'],
    forbid: /^2\. Put the old client back:$/m,
    require:
      /^2\. Put the old client back\. On cPanel and Vercel, also set `NEXT_PUBLIC_API_URL` and `NEXT_PUBLIC_SITE_URL` back to the `\.com` addresses/m,
  },
  {
    id: 'planned-move-listed-in-contents',
    title: "an operator leaving a server finds the planned move in the page's contents and the Day-one tip",
    fact: "Move a running site to a new server is an ### (anchor #move-a-running-site-to-a-new-server, in the table of contents) named in the Day-one tip's Later list, and names the VPS or cPanel tab of Restore onto a new server in its first sentence",
    where: ['post-installation.md'],
    forbid: /^#### Move a running site to a new server$/m,
    require:
      /^(?=[\s\S]*\*\*Later, when you need them\*\*:[^\n]*\[Move a running site to a new server\]\(#move-a-running-site-to-a-new-server\))(?=[\s\S]*^### Move a running site to a new server\n\n[^\n]*with the VPS or cPanel tab of \[Restore onto a new server\]\(#restore-onto-a-new-server\) above)/m,
  },
  {
    id: 'security-checklist-env-owner-is-code-owner',
    title: "the Security checklist's .env owner matches ls -l on an install.sh server",
    fact: 'the Security checklist names the VPS owner of admin/.env as the owner of the code (your user, or quiznest after install.sh), group www-data, mode 660',
    where: ['post-installation.md'],
    forbid: /on a VPS owner your user, group `www-data`, mode `660`/,
    require:
      /on a VPS, owned by the owner of the code \(your user, or `quiznest` after `install\.sh`\), group `www-data`, mode `660`/,
  },
  {
    id: 'cpanel-database-version-before-user-exists',
    title: "Common Requirements' cPanel database check works before the database user exists",
    fact: 'on cPanel the MySQL or MariaDB version is read in the Server Information (or General Information) panel; mysql -u cpuser_quiznest -p only once step 3 of the cPanel guide has created that user',
    where: ['common-requirements.md'],
    forbid: /# VPS; on cPanel: mysql -u cpuser_quiznest -p/,
    require:
      /On cPanel, the \*\*Server Information\*\* \(or \*\*General Information\*\*\) panel shows the MySQL or MariaDB version; once step 3 of the \[cPanel guide\]/,
  },
  {
    id: 'update-rollback-crontab-checked-back',
    title: 'the scheduler comes back after a rolled-back update, even from a crontab file saved twice',
    fact: "the update rollback's step 4 puts the crontab back (the save line keeps the first file it saved), then crontab -l, up and the paused nightly backup with its ls check; no scheduler line: added as in VPS step 14; on cPanel crontab ~/cpuser.crontab, crontab -l and up",
    where: ['post-installation.md'],
    forbid: /the same \*\*Payout Reference\*\*\. Then put the crontab back and leave maintenance mode\.$/m,
    require:
      /^4\. Through the bypass link[^\n]*Then switch notifications back on \(Extra's check\), put the crontab back and leave maintenance mode\. On a VPS:\n\n {3}```bash\n {3}cd \/var\/www\/quiznest\/admin\n {3}sudo crontab -u www-data ~\/www-data\.crontab\n {3}sudo crontab -u www-data -l\n {3}sudo -u www-data php artisan up\n {3}sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n {3}ls \/etc\/cron\.d\/\n {3}```\n\n {3}`crontab -l` shows the scheduler line again \(if not, add it as in \[step 14 of the VPS guide\]/m,
  },
  {
    id: 'cpanel-new-server-restore-all-of-step-8',
    title:
      'a cPanel restore onto a new server closes the private folders, forces HTTPS and builds every cache',
    fact: "the cPanel tab of Restore onto a new server follows all of step 8 but the scheduler's job (storage link, worker, permission block, Force HTTPS Redirect) and builds config, route and view caches",
    where: ['post-installation.md'],
    forbid: /Follow step 8 without the scheduler's cron job: the storage link and the worker\./,
    require:
      /### Restore onto a new server\n[\s\S]*?cpuser_quiznest\/' \.env[\s\S]*?artisan config:cache\n {3}\/usr\/local\/bin\/ea-php83 artisan route:cache\n {3}\/usr\/local\/bin\/ea-php83 artisan view:cache\n[\s\S]*?Follow all of step 8 except the scheduler's cron job: the storage link, the worker, the permission block and \*\*Force HTTPS Redirect\*\*\./,
  },
  // Ops and money, diff review 14 findings 1-9: the restore's contest table (players with no export
  // line, contests created since the backup, seats known by state), masked gateway secrets, the SUB-
  // refund of the daily check, the PayPal ID QuizNest stores, a new title on every Duplicate, PayPal's
  // awaiting-funding hold, and the guide's table summaries.
  {
    id: 'restore-paid-contest-notes-balances-without-export-line',
    title: 'a restore does not give the losers of a contest paid since the backup their entry fee back',
    fact: 'a player in the panel starts from their latest Balance After before the restore (in the export, else on the Transactions tab), so the refund of a Cancel Contest made in the restore is taken back unless the seat row adds the fee (only for a contest with no Contest Prize or Contest Refund line in the export); no Balance is noted before a Cancel Contest any more (removed: the start is read from the Transactions tab)',
    where: ['Extra/index.md'],
    forbid:
      /note the \*\*Balance\*\* of each player on its \*\*Participants\*\* tab|note as their target the \*\*Balance\*\*/,
    require:
      /^\| The start \| Their latest \*\*Balance After\*\* before the restore: in the export, else on the \*\*Transactions\*\* tab \| Their \*\*Balance\*\* \|$/m,
  },
  {
    id: 'restore-contest-created-since-backup',
    title: 'the players of a contest created after the backup get their entry fees back after a restore',
    fact: "the restore's contest table has a row for a contest created since the backup: without Contest Prize or Contest Refund lines its players are told and the publisher asked to create it again; the balance table's seat row adds the fee of each seat taken since the backup in a contest with no such line",
    where: ['Extra/index.md'],
    require:
      /^(?=[\s\S]*^\| Created since the backup, or \*\*Draft\*\* now, with \*\*Contest Prize\*\* or \*\*Contest Refund\*\* lines \| Nothing: the starts hold them\. \|\n\| Created since the backup, or \*\*Draft\*\* now, without \| Tell its players; the publisher creates a lost one again\. [^\n]*\|$)(?=[\s\S]*\| Its fee, if taken since the backup or refunded by your \*\*Cancel Contest\*\* \|)/m,
  },
  {
    id: 'restore-contest-seats-since-by-state',
    title: "a restore never refunds or double-counts a seat because of the export's time zone",
    fact: 'a seat taken since the backup is known by state, never by time: a Contest Entry line of that contest for a player not on its Participants tab now; older seats: that tab',
    where: ['Extra/index.md'],
    forbid: /\*\*Contest Entry\*\* lines after the backup/,
    require:
      /A seat taken since the backup is a \*\*Contest Entry\*\* line of that contest for a player not on its \*\*Participants\*\* tab now\./,
  },
  {
    id: 'missing-row-credentials-typed-again',
    title: 'a row missing at the provider is never cleared by looking at masked keys',
    fact: "saved secrets are masked and cannot be checked by eye: for a row missing at the provider a Super Admin disables the gateway at once, types every credential again from your own account's dashboard in the right mode (Go live steps 2 to 4), and dates the form's previous change from the Activity Log",
    where: ['Payments/index.md'],
    forbid: /if the key prefix does not match \*\*Mode\*\*, or the keys are not those of your own account/,
    require:
      /Saved secrets are masked and cannot be checked: type every credential again from your own account's dashboard, in the right mode[\s\S]{0,400}?\(the \[Activity Log\]\(\/Admin%20Users\/Admin#activity-log\), \*\*Action\*\* settings, shows when and by whom\)/,
  },
  {
    id: 'daily-check-sub-charge-not-refunded-twice',
    title: 'the daily check never sends a refunded SUB- charge to a second refund',
    fact: "daily check step 7: a Successful SUB- charge on the running list was refunded already, so it gets only step 2 of Subscriptions' refund (Mark as Refunded with the refund reference on the list), never a second refund; a renewal also its Assign Plan",
    where: ['deposits/index.md'],
    forbid: /no withdrawals to close; mark it as in \[Refund a subscription\]/,
    require:
      /Mark it \*\*Refunded\*\* on Payments with the refund reference already on the list, never a second refund \(\[Refund a subscription\]\(\/Subscription\/#refund-a-subscription\) step 2\)/,
  },
  {
    id: 'paypal-gateway-transaction-id-is-capture-id',
    title: 'a released PayPal hold is found by the ID PayPal shows',
    fact: "from the capture on, a PayPal deposit's Gateway Transaction ID is the capture ID, which the PayPal account shows as the payment's Transaction ID (before it, the order ID); daily check step 8 searches that ID",
    where: ['deposits/index.md', 'payment-gateways/paypal.md'],
    forbid: /or, at PayPal, its transaction ID here/,
    find: pagesSay({
      'deposits/index.md':
        /by transaction ID \(the capture ID, stored here as \*\*Gateway Transaction ID\*\*\)/,
      'payment-gateways/paypal.md':
        /From the capture on, the deposit's \*\*Gateway Transaction ID\*\* is the capture ID, which your PayPal account shows as the payment's \*\*Transaction ID\*\* \(before it, the order ID\)\./,
    }),
  },
  {
    id: 'duplicate-always-gets-new-title',
    title: 'no Duplicate leaves two contests of one title, and a late scheduler is not read as a stopped one',
    fact: 'every Duplicate of a contest gets a Title of its own (a rerun, a cancelled contest tried again, a locked field fixed); a contest still Upcoming more than a few minutes after its Start Time means the scheduler has stopped',
    where: ['Mange Contests/Contests.md'],
    forbid:
      /\*\*Duplicate\*\* the contest with a later schedule|\*\*Duplicate\*\* it, fix the copy|still \*\*Upcoming\*\* after its \*\*Start Time\*\*/,
    require:
      /^(?=[\s\S]*\*\*Duplicate\*\* the contest with a new \*\*Title\*\*)(?=[\s\S]*\*\*Duplicate\*\* it, give the copy a new \*\*Title\*\*)/,
  },
  {
    id: 'paypal-awaiting-funding-not-yet-captured',
    title: 'PayPal does not claim money arrived for a payment still awaiting funding',
    fact: 'a held PayPal deposit expires after 24 hours although PayPal holds the payment, or, for TRANSACTION_APPROVED_AWAITING_FUNDING, will hold it once the payer sends the funds',
    where: ['payment-gateways/paypal.md'],
    forbid:
      /although PayPal has captured the money(?! \(or, awaiting funding, will once the payer sends it\))/,
  },
  {
    id: 'guide-table-summaries-name-columns',
    title: "CONTENT_GUIDE's summary of a table names its columns in words, never with bare pipes",
    fact: 'where CONTENT_GUIDE summarises a table in prose it names the columns ("a table with the columns **The contest**, **Do** and **Add to the target**"); no prose line starts with a bare pipe',
    where: ['../CONTENT_GUIDE.md'],
    forbid: /^ +\| \S|in a table The contest$|through a Now \| In the export$/,
  },
  // Install/deploy, diff14 findings 1-8: a static export's .htaccess on the domain-change undo, the
  // half-run installer caught in item 1.2, the firewall as item 1 of Run the script, crontab save
  // lines that keep the first file, the cPanel Node.js build of the running version, the cPanel cron
  // look-first by artisan command, the cPanel 403 entry, the .env readers and the new host's lock.
  {
    id: 'domain-change-undo-static-htaccess',
    title:
      "after undoing a domain change, a static export's next build does not send every visitor to the abandoned domain",
    fact: "the way back of Change the domain, on a static export, copies the previous zip's .htaccess over client/public/.htaccess: it holds the old address rules and <If> line, which step 5 replaced with the example.net ones",
    where: ['post-installation.md'],
    forbid: /its `\.htaccess` carries the old address rules\.$/,
    require:
      /^ {3}- \*\*cPanel, static export\*\*: upload the previous zip [^\n]*copy the `\.htaccess` inside that zip over `client\/public\/\.htaccess`[^\n]*the old address rules and `<If>` line/m,
  },
  {
    id: 'install-sh-partial-installer-run-caught',
    title: 'an installer run stopped halfway before your lock is caught before you create the Super Admin',
    fact: "before /install, item 1.2 of install.sh's Finish the installation checks that sudo grep '^DB_' admin/.env shows DB_HOST=127.0.0.1 and the summary file's database and user (the password in use is this DB_PASSWORD, not the summary's), and that sudo mysql -u root -p -e 'SHOW TABLES' quiznest shows no table (storage/installed alone misses a run stopped after the Database step); anything else: rebuild from a fresh image. The admin-only path runs it 'as item 1.2 says (its checks first)'",
    where: ['installation-guide/server-setup/vps-automated.md', 'installation-guide/server-setup/vps.md'],
    forbid: /storage\/installed` (?:lists the file|check first)/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /Then check that nobody ran the installer, or part of it, before your lock:\n\n {6}```bash\n {6}sudo grep '\^DB_' \/var\/www\/quiznest\/admin\/\.env\n {6}sudo mysql -u root -p -e 'SHOW TABLES' quiznest\n {6}```\n\n {6}`grep` must show `DB_HOST=127\.0\.0\.1` and the database and user of `sudo cat \/root\/quiznest-install-summary\.txt` \(after the re-run, the password that counts is this `DB_PASSWORD`, not the summary's\), and `mysql` [^\n]*no table at all\. Anything else: stop, rebuild the server from a fresh image/,
      'installation-guide/server-setup/vps.md':
        /Run the web installer only after the `certbot` line, as item 1\.2 says \(its checks first\), at `https:\/\/admin\.example\.com\/install`: before that line the password would travel in clear text\./,
    }),
  },
  {
    id: 'install-sh-firewall-first-item',
    title: "an install.sh reader who scans Run the script's list closes the firewall before the first pass",
    fact: "item 1 of Run the script: in the provider's firewall, inbound SSH only, outbound left alone (a stateless firewall keeps its rule for established TCP connections, or the downloads hang); Supported systems wants 80 and 443 reachable from item 1.1 on",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid:
      /So first set your provider's firewall|^- Ports 80 and 443 free [^\n]*reachable from the internet\.$/,
    require:
      /^(?=[\s\S]*^- Ports 80 and 443 free [^\n]*reachable from the internet from item 1\.1 of \[Finish the installation\])(?=[\s\S]*^1\. In your provider's firewall \(its control panel\), allow inbound SSH only; leave outbound alone \(on a stateless firewall[^\n]*keep its rule for established TCP connections[^\n]*\n2\. `sudo bash install\.sh --skip-ssl`)/m,
  },
  {
    id: 'crontab-save-keeps-first-file',
    title:
      'pausing the scheduler a second time never saves an empty or commented-out crontab over the good one',
    fact: 'every pause saves the crontab to a .new file, checks it ([ -s ] on a VPS; an uncommented quiznest/admin line on cPanel) and only then moves it over ~/www-data.crontab or ~/cpuser.crontab, so a second run keeps the first file',
    forbid: /crontab -u www-data -l > ~\/www-data\.crontab(?!\.new)|crontab -l > ~\/cpuser\.crontab(?!\.new)/,
  },
  {
    id: 'cpanel-node-upgrade-running-version',
    title: 'a cPanel Node.js upgrade ships the client version the admin API runs, in the order that works',
    fact: "the cPanel Node.js 24 upgrade builds the version the site runs, never a newer download; Standalone's Wrong Node.js version gives stop, 24.x, Run NPM Install, start only for a build made on 24 in the application root, else links the upgrade on Post-Installation",
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/Client/Standalone.md'],
    forbid:
      /^1\. Build the client on your computer with Node\.js 24 |To change the application's version, stop it, select `24\.x`/,
    find: pagesSay({
      'post-installation.md':
        /^1\. Build the version the site runs on your computer with Node\.js 24 [^\n]*never a newer download/m,
      'installation-guide/server-setup/cPanel/Client/Standalone.md':
        /To change the application's version with a build made on 24 in the application root, stop it[^\n]*otherwise follow \[the Node\.js upgrade\]\(\/post-installation#upgrade-nodejs-22-to-24\)/,
    }),
  },
  {
    id: 'cpanel-cron-look-first-any-php-path',
    title: 'a CloudLinux cPanel owner does not add a second scheduler because the line shown names ea-php83',
    fact: "Post-Installation's cPanel tab adds a cron line only if no job runs artisan schedule:run (or artisan queue:work), whatever PHP path it names",
    where: ['post-installation.md'],
    forbid: /look under \*\*Current Cron Jobs\*\* first, and add a line only if it is missing/,
    require:
      /look under \*\*Current Cron Jobs\*\* first, and add a line only if no job runs `artisan schedule:run` \(or `artisan queue:work`\), whatever PHP path it names, because two copies run every task twice a minute\./,
  },
  {
    id: 'cpanel-403-stays-blames-document-root',
    title: 'a cPanel 403 that stays after your address is added sends you to the document root',
    fact: "the cPanel guide's 403 Forbidden or 404 Not Found entry: with the lock lines still there, add your address; if a 403 stays, or the lines are gone, the document root is wrong",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /once step 7 is done\. Otherwise the document root is wrong\./,
    require: /once step 7 is done\. If a 403 stays, or the lines are gone, the document root is wrong\./,
  },
  {
    id: 'vercel-env-readers-named',
    title: 'the Vercel guide says who can read admin/.env the way ls -l shows it',
    fact: 'admin/.env on a VPS is readable only by its owner and the group www-data (mode 660)',
    where: ['installation-guide/server-setup/vercel.md'],
    forbid: /closed to users outside `www-data`/,
    require: /the file is readable only by its owner and the group `www-data`/,
  },
  {
    id: 'planned-move-cpanel-lock-tested-on-new-host',
    title: "a cPanel mover tests the new host's installer lock before it comes off",
    fact: "move step 2, cPanel tab: steps 1 and 2 of Restore onto a new server, cPanel tab, whose step 2 tests the lock of the cPanel guide's step 2 from the new host's Terminal, not a phone (DNS still points at the old host)",
    where: ['post-installation.md'],
    forbid: /without the phone test in step 2 of the cPanel guide/,
    require:
      /^ {3}3\. In place of the phone test of the cPanel guide's step 2 \(a phone reaches the old host\), the two `curl --resolve` lines of step 2 of Restore onto a new server, cPanel tab, run in this host's Terminal: both print `403`\.$/m,
  },
  // Gateways, read15 findings 1-10: a held payment left Pending in Check a pending deposit, the
  // referrer of a disputed first deposit, daily check steps 7 and 8 and the overview's held results
  // split by case, Mercado Pago's one secret per application and whole COP, Bacs and BECS off for
  // good, Authorize.Net's currencies as examples, the manual gateway's transfer reference, the
  // SSLCommerz refund cell and the Credited once link.
  {
    id: 'check-pending-held-payment-left-pending',
    title: 'a payment the provider still holds is never credited from Check a pending deposit',
    fact: 'Check a pending deposit: step 5 marks successful only a payment shown completed (PayPal: capture Completed; Authorize.Net: Captured/Pending Settlement or Settled Successfully); step 6 leaves one shown pending, held or still processing as it is (holds: daily check steps 4 and 5) and tells the player it is clearing; PayPal says PayPal holds a held payment, not that it has captured the money',
    where: ['deposits/index.md', 'payment-gateways/paypal.md'],
    forbid: /shows the payment as captured or settled|although PayPal has captured the money/,
    find: pagesSay({
      'deposits/index.md': [
        /^5\. If the provider shows the payment completed in live mode \(PayPal: capture \*\*Completed\*\*; Authorize\.Net: \*\*Captured\/Pending Settlement\*\* or \*\*Settled Successfully\*\*\), click \*\*Mark as Successful\*\*/m,
        /^6\. If the provider shows it pending, held or still processing \([^\n]*\), leave the deposit as it is and follow the gateway's page or \[daily check\]\(#check-pending-manual-deposits-every-day\) steps 4, 5 and 8\. Tell the player the payment is clearing: [^\n]*\n7\. If the provider shows no payment, or a failed one, click \*\*Mark as Failed\*\*/m,
      ],
      'payment-gateways/paypal.md': /"Deposit failed" although PayPal holds the payment/,
    }),
  },
  {
    id: 'daily-check-steps-split-by-case',
    title: 'the daily check steps 7 and 8 and the overview’s held results read one case at a time',
    fact: "daily check step 7 has a sub-step per case (DEP- Successful, SUB- Successful with the Assign Plan handed to a Super Admin, Failed, a new payment) and step 8 one per provider group (Mercado Pago, Mollie and NOWPayments; PayPal); the overview's held results are a table of three rows (held for you, holds that expire, slow payments whose late notification is lost)",
    where: ['deposits/index.md', 'payment-gateways/overview.md'],
    forbid:
      /^7\. Set \*\*Status\*\* to \*\*All\*\* \(for a `SUB-` reference|^Some results wait for you instead:/m,
    find: pagesSay({
      'deposits/index.md': [
        /^ {3}1\. `DEP-`, \*\*Successful\*\* [^\n]*\n {3}2\. `SUB-`, \*\*Successful\*\*: [^\n]*hand that section's \*\*Assign Plan\*\*, with the `SUB-` reference, to a Super Admin\.\n {3}3\. \*\*Failed\*\*: [^\n]*\n {3}4\. A new payment on it: /m,
        /^ {3}1\. Mercado Pago, Mollie and NOWPayments(?: \([^)\n]*\))?: [^\n]*\n {3}2\. PayPal: /m,
      ],
      'payment-gateways/overview.md':
        /^\| Held for you: [^\n]*\n\| Holds that expire: [^\n]*\n\| Slow payments whose late notification is lost: /m,
    }),
  },
  {
    id: 'deposits-faq-credited-twice-links-credited-once',
    title: 'the Deposits question on crediting twice links the section that answers it',
    fact: "Deposits' common question on a webhook arriving twice links [Credited once](#credited-once), not the statuses table",
    where: ['deposits/index.md'],
    forbid: /is refunded at the provider \(\[Deposit statuses\]\(#deposit-statuses\)\)/,
    require: /is refunded at the provider \(\[Credited once\]\(#credited-once\)\)/,
  },
  {
    id: 'disputed-first-deposit-referrer-reviewed',
    title: 'a charged-back first deposit sends the dispute handler to the referrer it paid',
    fact: "a refunded or disputed deposit of a referred player (the first one, under After First Deposit, paid the bonuses) keeps the Referral Bonus paid (no Adjust Balance on the referrer); Disputes step 4 has the payout officer review the referrer's open withdrawals and hands the referrer to the finance manager once several referees dispute; Refund a deposit links that step for a first deposit that paid the bonus",
    where: ['deposits/index.md'],
    require:
      /^(?=[\s\S]*^4\. [^\n]*If the player was referred \(the profile's \*\*Overview\*\* names the referrer\), the \*\*Referral Bonus\*\* stays paid [^\n]*have the payout officer review the referrer's open withdrawals \(\[Review a request\]\(\/withdraw\/#review-a-request\)\))(?=[\s\S]*the bonus stays paid: check the referrer as in step 4 of \[Disputes\]\(#disputes-chargebacks-and-returns\)\.)/m,
  },
  {
    id: 'mercado-pago-one-secret-per-application',
    title: 'a Mercado Pago signature failure is not blamed on a second secret that does not exist',
    fact: "Mercado Pago's Webhooks page keeps a URL per mode and one secret signature for the application; a signature failure comes from a regenerated secret or a stripped query string, never from the other mode's secret",
    where: ['payment-gateways/mercado-pago.md'],
    forbid:
      /secret signature for test mode and production mode|\*\*Secret Signature\*\* belongs to the other mode|the production secret signature/,
    require: /a separate webhook URL for each mode, and one secret signature for the application/,
  },
  {
    id: 'mercado-pago-cop-whole-pesos',
    title: 'a Colombian Mercado Pago site is told that COP, like CLP, takes whole pesos',
    fact: 'QuizNest rounds CLP and COP totals to whole pesos (Mercado Pago refuses cents in COP, which ISO 4217 gives two decimals); Mercado Pago and the overview say so',
    where: ['payment-gateways/mercado-pago.md', 'payment-gateways/overview.md'],
    forbid: /`CLP` has no decimals\.|\(whole yen or Chilean pesos\)/,
    find: pagesSay({
      'payment-gateways/mercado-pago.md':
        /`CLP` and `COP` take whole pesos only: QuizNest rounds their totals to whole pesos\./,
      'payment-gateways/overview.md':
        /\(whole yen, Chilean pesos or Colombian pesos, and on PayPal whole forints or Taiwan dollars\)/,
    }),
  },
  {
    id: 'bacs-becs-never-kept',
    title:
      'a site that keeps a bank debit is never told to wait out a Bacs or BECS window that does not close',
    fact: 'ACH and SEPA debits can be returned up to 60 days / 8 weeks / 13 months after crediting, a Bacs debit at any time under the Direct Debit Guarantee and an Australian BECS one for 7 years: Stripe gives the windows and says to keep its whole Bank debits group off, as the overview does',
    where: ['payment-gateways/stripe.md', 'payment-gateways/overview.md'],
    forbid: /If you keep one(?: anyway)?, hold every withdrawal funded by a debit/,
    find: pagesSay({
      'payment-gateways/stripe.md':
        /a Bacs debit at any time under the Direct Debit Guarantee; an Australian BECS debit for 7 years\)/,
      'payment-gateways/overview.md':
        /weeks or months after the coins were withdrawn[^\n]*Leave them off: on Stripe every method in its \*\*Bank debits\*\* group/,
    }),
  },
  {
    id: 'authorize-net-currencies-as-examples',
    title: 'a Swiss or Swedish Authorize.Net merchant is not told their account currency is unsupported',
    fact: "an Authorize.Net account charges in its merchant account's one currency; the page lists currencies as examples (USD, CAD, GBP, EUR, AUD, CHF or SEK), never as the full set",
    where: ['payment-gateways/authorize-net.md'],
    forbid: /set by your merchant account \(USD, CAD, GBP, EUR or AUD\)/,
    require: /set by your merchant account \(for example USD, CAD, GBP, EUR, AUD, CHF or SEK\)/,
  },
  {
    id: 'sslcommerz-refund-cell-names-place',
    title: "the overview's Refunds column names SSLCommerz's merchant panel like every other row",
    fact: 'SSLCommerz refunds are made in the SSLCommerz merchant panel; the overview table says so',
    where: ['payment-gateways/overview.md'],
    forbid: /\| Outside QuizNest \|/,
    require: /\| IPN \(HTTP Listener\) \| In SSLCommerz merchant panel \|/,
  },
  {
    id: 'manual-transfer-reference-known-before-paying',
    title: 'a manual gateway never asks players for a reference they cannot have before paying',
    fact: "a manual gateway's instructions ask for the player's username as the transfer's reference: the manual deposit and its DEP- reference exist only once the player submits the proof, after paying",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /transfer's reference, such as the deposit's `DEP-` reference/,
    require:
      /what to put in the transfer's reference: the player's username, since the deposit's `DEP-` reference exists only once the player submits the proof, after paying\./,
  },
  // Operations and Settings read-through 15 (read15-admin.md): a contest ended before the backup left
  // alone, the tab's dumps closed on cPanel, lost and target defined with numbered status actions, three
  // handoffs, deletion waits for SUB- and late payments, the tab file copied as its owner, a withdrawal
  // approved since the backup, the password notice's opt-out limit; Redis re-caches, queue forms.
  {
    id: 'restore-contest-ended-before-backup-left-alone',
    title: 'a restore never cancels a contest that ended before the backup and still waits for approval',
    fact: "the restore's contest table cancels a contest with neither line only if its Start Time passed and its End Time is since the backup or ahead; one that ended before the backup with no Contest Prize or Contest Refund line (Ended now, listed only because the export starts the day before the backup) has the table's last row: nothing, paid as usual, nothing added",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^\| Neither, \*\*End Time\*\* passed \||neither, \*\*End Time\*\* passed → cancelled/,
    find: pagesSay({
      'Extra/index.md': [
        /^\| Neither, \*\*Start Time\*\* passed, \*\*End Time\*\* since the backup or ahead \| \*\*Cancel Contest\*\*/m,
        /^\| Neither, \*\*End Time\*\* before the backup \| Nothing: paid as usual\. \|$/m,
      ],
    }),
  },
  {
    id: 'cpanel-backup-tab-dumps-closed',
    title:
      "on cPanel, the Database Backup tab's dumps are closed to the other accounts like the KYC documents",
    fact: 'the Security checklist closes storage/app/backups to other accounts (VPS 770/660, cPanel 700/600); the cPanel permission blocks (guide step 8, Security checklist) create it with mkdir -p and close it with go-rwx beside storage/app/private, and ls -ld shows drwx------ for both',
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/Admin.md', 'Extra/index.md'],
    forbid: /^chmod -R go-rwx ~\/quiznest\/admin\/storage\/app\/private ~\/quiznest\/admin\/storage\/logs /,
    find: pagesSay({
      'post-installation.md':
        /^mkdir -p ~\/quiznest\/admin\/storage\/app\/backups\nchmod 711 [^\n]*\nchmod -R go-rwx ~\/quiznest\/admin\/storage\/app\/private ~\/quiznest\/admin\/storage\/app\/backups /m,
      'installation-guide/server-setup/cPanel/Admin.md':
        /^mkdir -p ~\/quiznest\/admin\/storage\/app\/backups\nchmod 711 [^\n]*\nchmod -R go-rwx ~\/quiznest\/admin\/storage\/app\/private ~\/quiznest\/admin\/storage\/app\/backups /m,
      'Extra/index.md':
        /close the folder to the other accounts of the server \(`770`, files `660`, on a VPS; `700`, files `600`, on cPanel\)/,
    }),
  },
  {
    id: 'restore-lost-defined-statuses-numbered',
    title:
      "a restore reader knows what 'lost' and 'target' mean when they meet them, and does the status actions in order",
    fact: 'Before and after a restore defines lost (made after the backup, so not in the restored panel) in its intro (a two-line glossary with since the backup), and Match the balances opens "A target is a start (the first row) plus the rows below"; Match the statuses numbers its actions after the deposit table, one case each',
    where: ['Extra/index.md'],
    forbid:
      /^- A lost `SUB-` charge \(made after the backup\)|^- \*\*Withdrawals\*\* \*\*Paid\*\* in the export/,
    require:
      /^(?=[\s\S]*^- \*Lost\* means made after the backup, so not in the restored panel\.$)(?=[\s\S]*^A target is a start \(the first row\) plus the rows below\.$)(?=[\s\S]*^1\. A lost `SUB-` charge[^\n]*\n2\. [^\n]*\n3\. )/m,
  },
  {
    id: 'handoffs-prize-payout-and-queue-monitor',
    title:
      'a payout officer and a content editor are told who switches Prize Payout and who reads the Queue Monitor',
    fact: "Winners' Handle a dispute asks the contest publisher (Edit on Contests) to switch Prize Payout; Quizzes' AI step asks a Super Admin to check Worker on the Queue Monitor (a role with Extra view checks it itself)",
    where: ['Mange Contests/Winners.md', 'Mange Quizzes/Quizzes.md'],
    forbid:
      /When you expect a dispute or ban a player who joined, switch \*\*Prize Payout\*\*|check that the queue worker \(`php artisan queue:work`\) is running/,
    find: pagesSay({
      'Mange Contests/Winners.md':
        /ask the contest publisher \(\*\*Edit\*\* on Contests\) to switch \*\*Prize Payout\*\* to \*\*Manual Approval\*\*/,
      'Mange Quizzes/Quizzes.md':
        /If nothing arrives, ask a Super Admin to check \*\*Worker\*\* on the \*\*Queue Monitor\*\*/,
    }),
  },
  {
    id: 'delete-player-waits-for-sub-and-late-payments',
    title:
      'deleting a player waits for their pending subscription charges and any payment still open at the provider',
    fact: 'before deleting a player: their Pending deposits decided, the same on Payments with Type Subscription, and the player asked whether a payment is still open at the provider (an expired, Failed deposit can still be paid late)',
    where: ['Mange User/Users.md'],
    forbid:
      /for a manual deposit\), because deleting forfeits the coins a payment still on its way would have bought/,
    require:
      /^\| 5\. The same for `SUB-` charges: \[Payments\]\(\/Payments\/\), \*\*Type\*\* \*\*Subscription\*\*\.[^\n]*\n\| 6\. Ask the player whether a payment is still open at the provider \(an expired, \*\*Failed\*\* deposit can still be paid late\)/m,
  },
  {
    id: 'backup-tab-restore-copy-as-owner',
    title: 'restoring a Database Backup file pauses the scheduler too and copies the file so you can read it',
    fact: 'a Database Backup file: step 1 without its fetch (maintenance mode, worker stopped, scheduler and nightly backup paused), never \'only pauses the site\'; on a VPS the file is copied with sudo install -m 600 -o "$USER" storage/app/backups/<file> ~/backups/ (storage/ is closed to the sudo user; a plain sudo cp leaves a root file), on cPanel without sudo and -o',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /step 1 only pauses the site/,
    find: pagesSay({
      'Extra/index.md': [
        /For a file of this tab, run step 1 without its fetch \(maintenance mode, worker stopped, scheduler and nightly backup paused\)/,
        /^sudo install -m 600 -o "\$USER" storage\/app\/backups\/quiznest-[^\n]*\.sql\.gz ~\/backups\/$/m,
      ],
    }),
  },
  {
    id: 'restore-approved-since-backup-approved-again',
    title: 'a withdrawal approved after the backup and back Pending can still be marked paid after a restore',
    fact: 'a withdrawal Approved in the export and Pending now is approved again, then marked Paid with its Payout Reference if the payout officer says its money left (Mark as Paid is not offered on a Pending request)',
    where: ['Extra/index.md', 'post-installation.md'],
    forbid: /if its money has left, \*\*Mark as Paid\*\* it; never pay it again/,
    find: pagesSay({
      'Extra/index.md':
        /^4\. A withdrawal \*\*Paid\*\* or \*\*Approved\*\* in the export: \*\*Approve\*\* it if \*\*Pending\*\*, unless the saved log shows it approved by an account you do not trust: leave that one \*\*Pending\*\* for the payout officer to decide again\. Then \*\*Mark as Paid\*\* [^\n]*or with the payout officer's once they say an \*\*Approved\*\* one's money has left\./m,
    }),
  },
  {
    id: 'restore-password-notice-opt-out-limit',
    title: "the restore's password notice says whom it cannot reach",
    fact: "the restore's Send Notification to All players skips players who turned Announcements off, and nothing lists who changed a password: Extra says so in one clause",
    where: ['Extra/index.md'],
    forbid: /to \*\*All players\*\* by \*\*Email\*\* and \*\*In-app\*\*: "If you changed/,
    require:
      /to \*\*All players\*\* by \*\*Email\*\* and \*\*In-app\*\* \(it skips players who [^)\n]*\*\*Announcements\*\* off; nothing [^)\n]*lists who changed a password\): "If you changed/,
  },
  {
    id: 'redis-move-recaches-config',
    title:
      'moving to Redis ends with the configuration cached again, and cPanel readers check for Redis first',
    fact: "the Redis move's step 6 caches the configuration again (Rebuild caches, or config:cache), since Save cleared it, before the Queue Monitor check; step 1 says cPanel goes on only where the host provides Redis",
    where: ['Settings/System Setting/System Configuration.md'],
    forbid: /^6\. Check the \*\*Queue Monitor\*\*: \*\*Connection\*\* shows `redis`/,
    require:
      /^(?=[\s\S]*^1\. Install Redis [^\n]*On cPanel, go on only if your host provides Redis\.$)(?=[\s\S]*^6\. Cache the configuration again with \*\*Rebuild caches\*\*[^\n]*\*\*Save\*\* cleared it\. Then check the \*\*Queue Monitor\*\*)/m,
  },
  {
    id: 'settings-queue-commands-platform-forms',
    title: 'the settings pages say how the queue worker runs and restarts on a VPS and on cPanel',
    fact: 'a settings page naming queue:work or queue:restart in the laptop form says once how it runs on a VPS (the quiznest-queue service; sudo -u www-data php artisan queue:restart) and on cPanel (a cron job every minute, which needs no queue:restart)',
    where: [
      'Settings/Integration Settings/Service.md',
      'Settings/Integration Settings/AI Integration.md',
      'Settings/User Settings/Notification Settings.md',
    ],
    forbid: /and run `queue:restart`\.$|queue worker \(`php artisan queue:work`\)/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md': [
        /queue:work`: the `quiznest-queue` service on a VPS, a cron job every minute on cPanel\)/,
        /run `queue:restart` \(`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none\)/,
      ],
      'Settings/Integration Settings/AI Integration.md':
        /queue:work`: the `quiznest-queue` service on a VPS, a cron job every minute on cPanel\)/,
      'Settings/User Settings/Notification Settings.md':
        /queue:work`: the `quiznest-queue` service on a VPS, a cron job every minute on cPanel\)/,
    }),
  },
  // read15 Operations finding 4, Deposits part: the deposit confirmer hands a ban to the finance manager
  {
    id: 'dispute-ban-handed-to-finance-manager',
    title: 'a deposit confirmer running the dispute steps knows who bans the player',
    fact: "dispute step 4: a repeat or already-withdrawn dispute is handed with the player's username, its DEP- reference and the dispute ID to the finance manager (or a Super Admin), who leads bans (Role.md)",
    where: ['deposits/index.md'],
    forbid: /consider banning the account in \[Users\]/,
    require: /to the finance manager \(or a Super Admin\), who decides a ban/,
  },
  // Install/deploy, read15 findings 1-10: Redis on a new server and in the drill, the domain change's
  // scheduler, the move's step numbers, install.sh removal and late www, named worker lines, emptied
  // restore folder, the Redis retry key, Laragon's MariaDB, the .env permission row.
  {
    id: 'new-server-restore-brings-redis',
    title: 'a site on Redis restores onto a new server, and the drill catches a missing Redis',
    fact: "Restore onto a new server (VPS step 2) greps DB_DATABASE, DB_USERNAME, DB_PASSWORD, CACHE_STORE, QUEUE_CONNECTION, SESSION_DRIVER and REDIS_PASSWORD of the archive's .env and, for a redis driver, installs Redis as step 1 of System Configuration's Move the cache and queue to Redis (linked) with requirepass set to REDIS_PASSWORD, before step 5's cache commands; the cPanel tab sets a redis driver back to database with a second sed; the drill installs Redis on the test copy and copies those lines",
    where: ['post-installation.md'],
    forbid: /sudo grep '\^DB_PASSWORD=' \/root\/restore\/\.env/,
    require:
      /^(?=[\s\S]*sudo grep -E '\^\((?:DB_DATABASE\|DB_USERNAME\|)?DB_PASSWORD\|CACHE_STORE\|QUEUE_CONNECTION\|SESSION_DRIVER\|REDIS_PASSWORD\)=' \/root\/restore\/\.env\n {3}```\n\n {3}If `CACHE_STORE`, `QUEUE_CONNECTION` or `SESSION_DRIVER` is `redis`, install Redis now as step 1 of \[Move the cache and queue to Redis\]\(\/Settings\/System%20Setting\/System%20Configuration#move-the-cache-and-queue-to-redis\) says, and if `REDIS_PASSWORD` is neither empty nor `null`, set it \(without quotes\) as `requirepass`)(?=[\s\S]*^ {3}sed -i -E 's\/\^\(CACHE_STORE\|QUEUE_CONNECTION\|SESSION_DRIVER\)=[^\n]*redis[^\n]*\/\\1=database\/' \.env$)(?=[\s\S]*If the site runs on Redis [^\n]*install Redis on the test copy [^\n]*copy the `CACHE_STORE`, `QUEUE_CONNECTION`, `SESSION_DRIVER` and `REDIS_PASSWORD` lines too)/m,
  },
  {
    id: 'domain-change-keeps-scheduler-running',
    title:
      'a domain change never leaves the scheduler off: it enters maintenance mode with the down line only',
    fact: 'Change the domain step 3 runs only the down --secret line (written out for VPS and cPanel), leaves the crontab alone, and step 9 checks that Cron Job Settings shows a last run from the last minute',
    where: ['post-installation.md'],
    forbid: /Put the panel in maintenance mode with a secret, as in step 1 of \[Update to a new version\]/,
    require:
      /^(?=[\s\S]*^3\. Put the panel in maintenance mode with a secret: `sudo -u www-data php artisan down --secret=[^\n]*Leave the crontab alone: the scheduler keeps running\.)(?=[\s\S]*^9\. Leave maintenance mode(?: \([^)\n]*\))?, then check: [^\n]*\[Cron Job Settings\]\([^)]*\) shows a last run from the last minute)/m,
  },
  {
    id: 'planned-move-step-numbers-name-their-procedure',
    title: "the planned move's step numbers say whose steps they are",
    fact: 'Move a running site to a new server names the procedure and tab with every step number it borrows ("step 4 of Restore onto a new server, VPS tab"); a number alone is one of its own steps',
    where: ['post-installation.md'],
    forbid:
      /\(cPanel: step \d+(?: of the tab)?\)|\bsteps? \d+(?: (?:and|to) \d+)? of the (?:VPS|cPanel) tab\b/,
    require:
      /### Move a running site to a new server\n\n[^\n]*\n\n(?:- [^\n]*\n)*- \*\*Step numbers\*\*: a step number alone is one of this list; every other names its page or procedure\./,
  },
  {
    id: 'install-sh-removal-takes-backups',
    title:
      'removing an install.sh installation also removes the nightly backup and its copies of personal data',
    fact: 'Remove QuizNest, once the backup is off the server, deletes /etc/cron.d/quiznest-backup, the script, /root/.quiznest-backup.cnf and /var/backups/quiznest (the summary file and ~/backups go in its main rm -rf line), and says the off-site copies stay until deleted there',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /the log and the summary file stay/,
    require:
      /^(?=[\s\S]*^sudo rm -f \/etc\/cron\.d\/quiznest-backup \/usr\/local\/sbin\/quiznest-backup \/root\/\.quiznest-backup\.cnf$)(?=[\s\S]*^sudo rm -rf \/var\/backups\/quiznest$)(?=[\s\S]*The off-site copies stay)/m,
  },
  {
    id: 'restore-drill-names-worker-lines',
    title: 'the restore drill names the two lines it leaves out, so no worker starts on the test copy',
    fact: "the drill's step 3 runs step 4 of Restore the platform without sudo systemctl start quiznest-queue and queue:restart, named, never 'its two worker lines'",
    where: ['post-installation.md'],
    forbid: /without its two worker lines/,
  },
  {
    id: 'restore-fetch-empties-folder',
    title: 'a restore never merges a new archive into files left by an earlier fetch',
    fact: "the rehearsal's fetch block (which the real VPS restore reuses) starts with sudo rm -rf /root/restore; the cPanel restore's with rm -rf ~/restore",
    where: ['post-installation.md'],
    forbid:
      /^ {3}sudo install -d -m 700 \/root\/restore$|Fetch and unpack the archive into `\/root\/restore` as in step 2 of the rehearsal/m,
    require:
      /^(?=[\s\S]*^ {3}sudo rm -rf \/root\/restore && sudo install -d -m 700 \/root\/restore$)(?=[\s\S]*^1\. Empty `~\/restore`[^\n]*\n\n {3}```bash\n {3}rm -rf ~\/restore && mkdir -p ~\/restore && chmod 700 ~\/restore$)/m,
  },
  {
    id: 'duplicate-email-names-redis-retry-key',
    title: 'a reader with a Redis queue checks the retry setting that counts for it',
    fact: 'where Post-Installation asks the reader to check DB_QUEUE_RETRY_AFTER against the worker timeout, it adds REDIS_QUEUE_RETRY_AFTER for a Redis queue',
    where: ['post-installation.md'],
    forbid: /`DB_QUEUE_RETRY_AFTER`[^\n]*(?:is absent or larger|at `90` or above)/,
    unless: /REDIS_QUEUE_RETRY_AFTER/,
  },
  {
    id: 'windows-laragon-root-own-mysql-only',
    title: 'a Laragon reader who chose MariaDB opens its console with the root password',
    fact: "on Windows, mysql -u root without a password is for Laragon's own MySQL only; a MariaDB 11.4 of the XAMPP, winget or Chocolatey tab (beside Laragon too) is opened with its client and root password",
    where: ['installation-guide/local-machine-setup/Windows.md'],
    forbid: /With Laragon, `mysql -u root` is enough\./,
    require:
      /With Laragon's own MySQL, `mysql -u root` is enough\. For a MariaDB 11\.4 installed as the XAMPP, winget or Chocolatey tab shows \(on its own or beside Laragon\)/,
  },
  {
    id: 'install-sh-late-www-gets-certificate',
    title: 'a www record that arrives after the first install.sh run still gets a redirect and a certificate',
    fact: 'install.sh adds www only when it points at the server at its first run (a re-run leaves Nginx files and valid certificates alone); Finish the installation item 4 gives a later www the same quiznest-www.conf and a certificate from the two split lines of Move the client from this server to Vercel, -d www.example.com included, printed in item 4',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /^4\. If the script added `www\.example\.com`, turn it into a redirect/m,
    require:
      /^4\. If you have a `www\.example\.com` record, [\s\S]*?^ {3}sudo certbot --nginx --cert-name example\.com -d example\.com -d www\.example\.com\n {3}sudo certbot --nginx --cert-name admin\.example\.com -d admin\.example\.com$/m,
  },
  {
    id: 'security-checklist-env-row-reads',
    title: "the Security checklist's .env row reads without a doubled owner",
    fact: 'the Security checklist says "on a VPS, owned by the owner of the code (your user, or quiznest after install.sh)"',
    where: ['post-installation.md'],
    forbid: /on a VPS owner the owner of the code/,
  },
  // Operations, diff15 findings 1-11 (diff15-ops.md): the tab-file restore stays in admin/ and takes
  // a downloaded file, the backups folder's modes from the permission blocks, a withdrawal approved
  // since the backup verified first, the Failed list since the backup, the notice's unsubscribe limit,
  // the dispute handoff with the player's username, the refund's referrer check for a first deposit,
  // slow payments in Check a pending deposit, deletion waits for an open payment, queue:restart forms.
  {
    id: 'backup-tab-restore-stays-in-admin',
    title: "restoring a Database Backup file leaves you in admin/, where step 4's artisan lines run",
    fact: "the tab-file restore copies the file into ~/backups with no cd: step 2's checks and import name it by its ~/backups/ path, and the reader stays in admin/ for step 4",
    where: ['Extra/index.md'],
    forbid: /^cd ~\/backups$|`zcat quiznest-|`gunzip < quiznest-/,
    require:
      /`zcat ~\/backups\/quiznest-[^`]*\| tail -n 1`[^\n]*`gunzip < ~\/backups\/quiznest-[^`]*`[^\n]*you stay in `admin\/` for step 4\./,
  },
  {
    id: 'dispute-handoff-names-player-and-referrer',
    title:
      'the finance manager, who has no Deposits view, is told which player to ban, and the referrer goes to them too',
    fact: "Disputes step 4 hands the player's username, the DEP- reference and the dispute ID to the finance manager (or a Super Admin), who decides a ban; once several of a referrer's referees dispute, the referrer's username goes to the finance manager too; the deposit confirmer bans no one",
    where: ['deposits/index.md'],
    forbid:
      /ban the referrer too once several|hand the `DEP-` reference to the finance manager, who decides a ban/,
    require:
      /hand the player's username, the `DEP-` reference and the dispute ID to the finance manager \(or a Super Admin\), who decides a ban[^\n]*; once several of a referrer's referees dispute, hand the referrer's username to the finance manager too\./,
  },
  {
    id: 'restore-approved-again-verify-first',
    title: 'a withdrawal approved since the backup can be approved again when Approve is disabled',
    fact: 'Match the statuses item 5, written as a condition: if Approve or Mark as Paid stays disabled on a withdrawal Paid or Approved in the export (item 4), the player is verified again first',
    where: ['Extra/index.md'],
    forbid: /^5\. [^\n]*\*\*Approve\*\* it again; if the payout officer/,
    require:
      /^5\. If \*\*Approve\*\* or \*\*Mark as Paid\*\* stays disabled, verify the player again \(\[Users\]\(\/Mange%20User\/Users#verifying-email-and-kyc\)\)/m,
  },
  {
    id: 'backup-tab-downloaded-file-restore',
    title: 'a Database Backup file deleted after download can still be restored',
    fact: 'a tab file downloaded and deleted from the tab is uploaded into ~/backups (scp) in place of the install line, then chmod 600',
    where: ['Extra/index.md'],
    require:
      /A file deleted here after download: `scp` it there in place of the `install` line, then `chmod 600` it\./,
  },
  {
    id: 'delete-player-waits-for-open-payment',
    title: 'a player whose payment is still open at the provider is not deleted before it settles',
    fact: 'if the player says a payment is still open at the provider, the account is deleted only once it has been paid and credited, or has expired at the provider',
    where: ['Mange User/Users.md'],
    forbid: /Deleting forfeits what a payment still on its way would have bought\./,
    require: /if one is, delete only once it has been paid and credited, or has expired at the provider\./,
  },
  {
    id: 'check-pending-slow-payment-steps-and-notice',
    title:
      'a slow payment left Pending is followed to the daily check step that finds it, and the player is warned',
    fact: 'Check a pending deposit step 6 sends a pending or held payment to daily check steps 4, 5 and 8 and tells the player a bank transfer, voucher or confirming payment turns Failed after 24 hours ("Deposit failed") and is credited when it arrives',
    where: ['deposits/index.md'],
    forbid: /steps 4 and 5\. Tell the player the payment is clearing\.$/,
    require:
      /^6\. [^\n]*\[daily check\]\(#check-pending-manual-deposits-every-day\) steps 4, 5 and 8\. Tell the player the payment is clearing: a bank transfer, voucher or `confirming` payment turns \*\*Failed\*\* after 24 hours \(they get "Deposit failed"\) and is credited when it arrives\.$/m,
  },
  {
    id: 'backup-folder-modes-from-permission-blocks',
    title: "the Database Backup folder's modes are the ones a reader's ls shows after the Security checklist",
    fact: "Extra says the Security checklist's permission blocks close storage/app/backups to other accounts (VPS 770, files 660; cPanel 700, files 600), never a mode the tab itself creates",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /The tab creates the folder closed to the other accounts|which the tab creates `700`/,
    find: pagesSay({
      'Extra/index.md':
        /The permission blocks of the \[Security checklist\]\(\/post-installation#security-checklist\) close the folder to the other accounts of the server \(`770`, files `660`, on a VPS; `700`, files `600`, on cPanel\)/,
    }),
  },
  {
    id: 'restore-failed-list-since-backup',
    title: 'the deposit confirmers are asked only for the deposits they failed since the backup',
    fact: 'Before the restore notes the deposits marked Failed or rejected since the backup (the daily check running list)',
    where: ['Extra/index.md'],
    forbid: /the deposits marked \*\*Failed\*\* or rejected \(/,
    require:
      /Note what happened since the backup: [^\n]*deposits marked \*\*Failed\*\* or rejected \(the daily check's running list; ask the deposit confirmers\)/,
  },
  {
    id: 'restore-password-notice-skips-unsubscribed',
    title: "the restore's password notice names every player it cannot reach",
    fact: "the restore's Send Notification to All players skips players who unsubscribed or turned Announcements off, and nothing in QuizNest lists who changed a password",
    where: ['Extra/index.md'],
    forbid: /\(it skips players who turned \*\*Announcements\*\* off; nothing lists/,
    require:
      /\(it skips players who unsubscribed or turned \*\*Announcements\*\* off; nothing in QuizNest lists who changed a password\)/,
  },
  {
    id: 'refund-referrer-check-first-deposit-only',
    title: 'a refund sends the reader to the referrer only for the deposit that paid the referral bonus',
    fact: "Refund a deposit checks the referrer only when the refunded deposit was the referred player's first and paid the Referral Bonus (After First Deposit)",
    where: ['deposits/index.md'],
    forbid: /A referred player's \*\*Referral Bonus\*\* stays paid: check the referrer/,
    require:
      /If this was a referred player's first deposit and it paid the \*\*Referral Bonus\*\* \(\*\*After First Deposit\*\*\), the bonus stays paid: check the referrer as in step 4 of \[Disputes\]\(#disputes-chargebacks-and-returns\)\./,
  },
  {
    id: 'notification-settings-queue-restart-forms',
    title: 'a VPS reader restarts the queue worker from Notification Settings without a .env error',
    fact: 'Notification Settings gives queue:restart in the laptop form with the VPS form (sudo -u www-data php artisan queue:restart) and says the cPanel cron worker needs none',
    where: ['Settings/User Settings/Notification Settings.md'],
    forbid: /restart the queue worker with `queue:restart` as \[Queue Monitor\]/,
    require:
      /restart the queue worker with `php artisan queue:restart` \(`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none\)/,
  },
  // Install/deploy, diff15 findings 1-5, 7, 8 and the domain change's worker: the restore folder
  // emptied before any route puts the archive in, the cPanel new server emptied too, install.sh
  // removal takes the backup's secrets, late www checked by certbot certificates, the move's "its
  // step", REDIS_PASSWORD null, the tolerant Redis sed with its grep, the worker restarted.
  {
    id: 'restore-archive-goes-in-after-emptying',
    title: 'a reader without rclone never puts the archive into the restore folder before it is emptied',
    fact: 'every restore fetch empties the folder in a block of its own, then says "Then put the archive in by one of:" (the rclone line, a local copy, the machine that pulls the archives); the real restore, the new server and the move say "empty /root/restore, then put the archive in and unpack it, as in step 2 of Rehearse a restore"',
    where: ['post-installation.md'],
    forbid:
      /Without `rclone`, (?:put|upload) the archive into `~\/restore`|a local archive of `\/var\/backups\/quiznest` works too|unpack that archive into an emptied/,
    require:
      /^(?=(?:[\s\S]*?^ {3}(?:sudo rm -rf \/root\/restore && sudo install -d -m 700 \/root\/restore|rm -rf ~\/restore && mkdir -p ~\/restore && chmod 700 ~\/restore)\n {3}```\n\n {3}Then put the (?:newest )?archive in by one of: the `rclone` line below){3})(?![\s\S]*^ {3}(?:sudo rm -rf \/root\/restore && sudo install -d -m 700 \/root\/restore|rm -rf ~\/restore && mkdir -p ~\/restore && chmod 700 ~\/restore)\n(?! {3}```))(?=(?:[\s\S]*?[Ee]mpty `\/root\/restore`, then put (?:the newest |the |that )archive in and unpack it, as in step 2 of \[Rehearse a restore\]\(#rehearse-a-restore\)){3})/m,
  },
  {
    id: 'cpanel-new-server-restore-emptied',
    title: "a cPanel new server or move never merges a fresh archive into last night's files",
    fact: "step 1 of Restore onto a new server, cPanel tab, and the monthly cPanel drill start with rm -rf ~/restore && mkdir -p ~/restore && chmod 700 ~/restore; the move's step 4 names that step for cPanel",
    where: ['post-installation.md'],
    forbid: /^\s*mkdir -p ~\/restore && chmod 700 ~\/restore$/,
    require:
      /### Restore onto a new server[\s\S]*?<TabItem value="cpanel"[^\n]*>\n\n1\. Empty `~\/restore`[^\n]*\n\n {3}```bash\n {3}rm -rf ~\/restore && mkdir -p ~\/restore && chmod 700 ~\/restore\n[\s\S]*?^4\. On the new host, run the blocks of step 1 of Restore onto a new server, cPanel tab, with this archive's name: `~\/restore` emptied,/m,
  },
  {
    id: 'install-sh-removal-takes-backup-secrets',
    title: 'a server kept after removing QuizNest holds no key to the backups or the mail server',
    fact: "install.sh removal also deletes root's rclone.conf (bucket key, both crypt passwords) and /etc/msmtprc (SMTP password), removes the quiznest-pull account if set up, and says to revoke the bucket's access key at the provider",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /delete them there, or keep them on purpose\. The packages/,
    require:
      /^(?=[\s\S]*^sudo rm -f \/root\/\.config\/rclone\/rclone\.conf \/etc\/msmtprc$)(?=[\s\S]*^sudo userdel -r quiznest-pull +# only if you set up the pull)(?=[\s\S]*revoke the bucket's access key at the provider)/m,
  },
  {
    id: 'install-sh-late-www-checked-by-certificates',
    title:
      'a reader adding www after install.sh can tell which case is theirs, and knows it splits the certificate',
    fact: 'Finish the installation item 4 tells the cases apart by sudo certbot certificates (Domains lists www.example.com or not); the late case splits the certificate, and the removal lists "a www name added later" among the split causes',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /If it did not, because the name pointed at the server only after the first run/,
    require:
      /^(?=[\s\S]*^4\. If you have a `www\.example\.com` record, [^\n]*run `sudo certbot certificates`[\s\S]*?^ {3}Only if \*\*Domains\*\* did not list `www\.example\.com`[^\n]*split the certificate in two)(?=[\s\S]*a certificate split \([^)]*a `www` name added later\) leaves `example\.com` as well)/m,
  },
  {
    id: 'planned-move-vps-guide-steps-say-its',
    title: "the move's VPS-guide step numbers are not read as the move's own steps",
    fact: 'Move a running site item 2.3 writes "in its step 6", "its step 9", "its step 10" for the VPS guide\'s steps',
    where: ['post-installation.md'],
    forbid:
      /in step 6 the password that `grep` printed|in step 9 no `key:generate`|in step 10 the two lock lines/,
    require:
      /in its step 6 the names and password that `grep` printed, the password typed as step 3 of Restore onto a new server says, in its step 9 no `key:generate`, in its step 10 the two lock lines/,
  },
  {
    id: 'new-server-redis-password-null-is-none',
    title: 'a restored .env with REDIS_PASSWORD=null does not set requirepass null',
    fact: 'Restore onto a new server sets requirepass (without quotes) only when REDIS_PASSWORD is neither empty nor null',
    where: ['post-installation.md'],
    forbid: /if `REDIS_PASSWORD` is not empty/,
    require: /if `REDIS_PASSWORD` is neither empty nor `null`, set it \(without quotes\) as `requirepass`/,
  },
  {
    id: 'cpanel-new-server-redis-sed-checked',
    title: 'a quoted or Windows-edited redis line is still set back to database, and a grep shows it',
    fact: 'the cPanel new-server sed matches any CACHE_STORE, QUEUE_CONNECTION or SESSION_DRIVER value with redis in it, and the next line greps DB_HOST, DB_DATABASE, DB_USERNAME and those keys: localhost, the new names, no redis',
    where: ['post-installation.md'],
    forbid: /\)=redis\$\/\\1=database\//,
    require:
      /`grep` then shows `localhost`, the new names and no `redis`:\n\n {3}```bash\n[\s\S]*?^ {3}sed -i -E 's\/\^\(CACHE_STORE\|QUEUE_CONNECTION\|SESSION_DRIVER\)=\.\*redis\.\*\/\\1=database\/' \.env\n {3}grep -E '\^\(DB_HOST\|DB_DATABASE\|DB_USERNAME\|CACHE_STORE\|QUEUE_CONNECTION\|SESSION_DRIVER\)=' \.env$/m,
  },
  {
    id: 'domain-change-restarts-vps-worker',
    title: 'after a domain change the VPS worker mails the new links at once',
    fact: 'Change the domain step 4 runs config:cache then sudo -u www-data php artisan queue:restart on a VPS (the cPanel cron worker starts fresh), and the way back restarts it too',
    where: ['post-installation.md'],
    forbid:
      /cache the configuration again \(`sudo -u www-data php artisan config:cache` on a VPS, `\/usr\/local\/bin\/ea-php83 artisan config:cache` in cPanel \*\*Terminal\*\*\)/,
    require:
      /^(?=[\s\S]*`sudo -u www-data php artisan config:cache` then `sudo -u www-data php artisan queue:restart` on a VPS)(?=[\s\S]*cache the configuration and restart the worker as in step 4)/m,
  },
  // diff15-ops finding 7 follow-up: the nightly archive leaves storage/app/backups out, so a cPanel
  // restore that replaces storage/app makes that folder again, closed
  {
    id: 'cpanel-restore-recreates-backup-folder-closed',
    title: 'after a cPanel restore, Database Backup dumps land in a folder closed to the other accounts',
    fact: 'both cPanel restore tabs run mkdir -p storage/app/backups && chmod 700 storage/app/backups right after cp -a of the archive storage/app',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^ {3}cp -a ~\/restore\/storage\/app storage\/app\n {3}mkdir -p storage\/app\/backups && chmod 700 storage\/app\/backups$)(?=[\s\S]*^ {3}rm -rf storage\/app && cp -a ~\/restore\/storage\/app storage\/app\n {3}mkdir -p storage\/app\/backups && chmod 700 storage\/app\/backups$)/m,
  },
  // read16 gateways: Razorpay currencies, PayPal HUF/TWD rounding, test sections enable the form,
  // Mollie's BLIK/TWINT currencies, open disputes answered not refunded, partial refund of a SUB- charge
  {
    id: 'razorpay-not-rupees-only',
    title: 'an Indian operator approved for international payments is not told Razorpay is rupees only',
    fact: 'Paytm and Instamojo charge in rupees only; Razorpay charges in rupees unless Razorpay has approved international payments',
    where: ['payment-gateways/overview.md'],
    forbid: /All three charge in rupees only|all three take UPI and charge in rupees only/,
    require: /Razorpay charges in rupees unless Razorpay has approved international payments/,
  },
  {
    id: 'paypal-huf-twd-whole-units',
    title: 'a PayPal form in HUF or TWD sends whole units, not amounts PayPal refuses',
    fact: 'QuizNest rounds PayPal totals in HUF and TWD half up to whole units, as JPY, CLP and COP',
    where: ['payment-gateways/paypal.md', 'payment-gateways/overview.md'],
    forbid: /do not allow decimals\.|\(whole yen, Chilean pesos or Colombian pesos\)/,
    require: /whole (units|forints or Taiwan dollars)/,
  },
  {
    id: 'gateway-test-enables-status',
    title: 'a reader testing from the gateway page finds the gateway on the deposit screen',
    fact: 'every gateway test section sets Status to Enabled (a new form starts Disabled)',
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/razorpay.md',
      'payment-gateways/paystack.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mollie.md',
      'payment-gateways/paytm.md',
    ],
    require: /set \*\*Status\*\* to \*\*Enabled\*\*/,
  },
  {
    id: 'mollie-blik-twint-currency',
    title: 'a EUR Mollie form is not expected to show BLIK or TWINT',
    fact: 'BLIK needs a PLN Mollie form, TWINT a CHF one',
    where: ['payment-gateways/overview.md'],
    forbid: /\*\*Euro countries\*\*: \[Mollie\]/,
    require: /BLIK needs a `PLN` form, TWINT a `CHF` one/,
  },
  {
    id: 'open-dispute-answered-not-refunded',
    title: 'an open PayPal dispute or Stripe inquiry is answered, not described as money already gone',
    fact: 'a chargeback or returned debit has taken the money; an open dispute (PayPal Resolution Center hold, Stripe inquiry) is answered at the provider, never refunded separately while open',
    where: ['deposits/index.md'],
    forbid:
      /When a player disputes a card payment, the provider takes the money|the money has already left your account/,
    require: /A dispute still open, such as a PayPal dispute in the Resolution Center/,
  },
  {
    id: 'subscription-partial-refund',
    title:
      'a partial refund of a subscription charge does not cancel the subscription and is found at reconciliation',
    fact: 'a partial refund of a SUB- charge is made at the provider only, the charge stays Successful, and the refund is noted beside its SUB- line',
    where: ['Subscription/index.md', 'Payments/index.md'],
    require:
      /partial refund[^\n]*`SUB-`|`SUB-` charge's partial refund|partial refund of a charge[^\n]*`SUB-` line/,
  },
  // read16 Operations 1-5 and Settings 1-4: one noted Balance before any Cancel Contest of the
  // restore, the tab-file import's cPanel password form, re-joining only while registration is open,
  // the role hand-offs, the bucket sync as root on a VPS, a new address after a Facebook takeover,
  // and the VPS forms of two recovery steps.
  {
    id: 'restore-any-cancel-notes-balance-no-export-line',
    title: 'a restore that cancels a contest does not credit an old seat twice',
    fact: "a seat refunded by the restore's Cancel Contest is counted once: from the export (start before the restore) the seat row adds its fee, from the Balance (which holds the refund) nothing; no Balance is noted before a Cancel Contest any more (removed: the start is read from the Transactions tab)",
    where: ['Extra/index.md'],
    forbid:
      /Before any \*\*Cancel Contest\*\* here, note as their target|, or the \*\*Balance\*\* you noted \| The Coin Log export \||the \*\*Balance\*\* you noted before any \*\*Cancel Contest\*\*/,
    require: /\| Its fee, if taken since the backup or refunded by your \*\*Cancel Contest\*\* \| Nothing \|/,
  },
  {
    id: 'restore-tab-file-cpanel-password-import',
    title: 'a cPanel site without the nightly option file can still import a Database Backup file',
    fact: "the Database Backup tab restore imports on cPanel with the option file, or, until the nightly backup is set up, -u cpuser_quiznest -p in its place, for the import and for step 2's copy and count too (as the hand dump does; diff31 1)",
    where: ['Extra/index.md'],
    forbid: /`mysql --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" cpuser_quiznest`\); step 3/,
    require:
      /`mysql --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" cpuser_quiznest`; until the nightly backup is set up, `-u cpuser_quiznest -p` in place of the option file here and in step 2's copy and count\); step 3/,
  },
  {
    id: 'restore-rejoin-while-registration-open',
    title: 'players whose seat a restore undid are not promised a seat after registration closed',
    fact: 'after a restore, players whose seat in a contest not yet ended was undone are told it was refunded and that they can join again while registration is open',
    where: ['Extra/index.md'],
    forbid: /that their seat was undone and that they can join again\. \|/,
    require: /that their seat was undone and refunded; they can join again while registration is open\./,
  },
  {
    id: 'contest-publisher-delete-handoff',
    title: 'a contest publisher deleting a category or a draft knows whom to ask',
    fact: 'the contest publisher recipe has no Delete: deleting draft contests and the empty category is handed to a Super Admin',
    where: ['Mange Contests/Category.md', 'Mange Contests/Contests.md'],
    require:
      /contest publisher, (?:whose role has no \*\*Delete\*\*, hands this step and the next|without \*\*Delete\*\*, asks) (?:to )?a Super Admin/,
  },
  {
    id: 'contact-erasure-support-agent-handoff',
    title: 'a support agent answering an erasure request knows who deletes the messages',
    fact: 'the support agent recipe has Contact: View, Edit; the erasure of contact messages is handed to a Super Admin',
    where: ['contact/index.md'],
    require:
      /a support agent, whose role has no \*\*Delete\*\* on \*\*Contact\*\*, hands the address to a Super Admin/,
  },
  {
    id: 's3-sync-vps-as-root',
    title: 'the bucket sync works on an install.sh server, whose sudo user cannot read storage/',
    fact: "on a VPS the bucket copy runs as root with sudo -H (aws configure too, so the key is in root's profile), cd /var/www/quiznest/admin, sudo ls for the check, and the undo sync is followed by chown to www-data",
    where: ['Settings/Integration Settings/Service.md'],
    forbid:
      /^\s*cd admin$|^\s*aws s3 sync storage\/app\/public|\(without it, `aws` answers "Unable to locate credentials"\)/,
    require:
      /^(?=[\s\S]*^ {3}cd \/var\/www\/quiznest\/admin\n {3}sudo -H aws configure\n {3}sudo -H aws s3 sync storage\/app\/public s3:\/\/quiznest-uploads$)(?=[\s\S]*`sudo ls storage\/app\/public`)(?=[\s\S]*`sudo -H aws s3 sync s3:\/\/quiznest-uploads storage\/app\/public && sudo chown -R www-data:www-data storage\/app\/public`)/m,
  },
  {
    id: 'facebook-takeover-new-address',
    title: "a Facebook takeover is not left with the address the attacker's Facebook reports",
    fact: "Facebook takeover step 3 changes the account's Email to an address the player controls other than the one the account had (the attacker's Facebook reports that one and would link it again)",
    where: ['Settings/User Settings/Social Login.md', '../CONTENT_GUIDE.md'],
    forbid: /(?:an address|one) the player controls (?:\(you confirmed|and sets)/,
  },
  {
    id: 'facebook-takeover-new-address-step',
    title: 'the Facebook takeover step names a different address',
    fact: 'Facebook takeover step 3: an address the player controls other than the one the account had',
    where: ['Settings/User Settings/Social Login.md'],
    require:
      /^3\. Change the account's \*\*Email\*\* to an address the player controls other than the one the account had/m,
  },
  {
    id: 'cron-owner-fix-has-cd',
    title: 'the cron owner fix runs from the admin folder',
    fact: 'Cron Job Settings fixes the owner with cd /var/www/quiznest/admin && sudo chown -R www-data:www-data storage bootstrap/cache',
    where: ['Settings/System Setting/Cron Job Settings.md'],
    forbid: /fix the owner with `sudo chown -R www-data:www-data storage bootstrap\/cache`/,
    require: /`cd \/var\/www\/quiznest\/admin && sudo chown -R www-data:www-data storage bootstrap\/cache`/,
  },
  {
    id: 'broken-driver-fix-vps-sudo',
    title: 'a VPS reader can open .env and delete the cached config when every page answers 500',
    fact: 'System Configuration recovery gives the VPS forms sudo nano /var/www/quiznest/admin/.env and sudo rm -f /var/www/quiznest/admin/bootstrap/cache/config.php',
    where: ['Settings/System Setting/System Configuration.md'],
    require:
      /^(?=[\s\S]*`sudo nano \/var\/www\/quiznest\/admin\/\.env`)(?=[\s\S]*`sudo rm -f \/var\/www\/quiznest\/admin\/bootstrap\/cache\/config\.php`)/,
  },
  {
    id: 'menu-content-editor-page-handoff',
    title: 'a content editor adding a menu link to a new page knows who creates it',
    fact: 'the content editor has Theme Settings: View, so creating a page under Manage Pages is asked of a Super Admin',
    where: ['Settings/Navigation/Menu.md'],
    require: /a content editor, whose role has \*\*Theme Settings\*\*: View, asks a Super Admin/,
  },
  // read16-install: install/deploy findings of read round 16
  {
    id: 'planned-move-admin-only-vps-moves-admin-only',
    title: 'moving an admin-only VPS never points example.com away from Vercel',
    fact: "Move a running site says once that an admin-only VPS (client on Vercel) moves only admin.example.com (its TTL, its record, step 11's Certbot block without the client's line, no VPS step 15), and Restore onto a new server runs step 15 only with the client on this server",
    where: ['post-installation.md'],
    forbid:
      /only then follow steps 14 and 15: the scheduler and the client\.|then the scheduler and the client\), or step 5/,
    require:
      /^(?=[\s\S]*\n- \*\*Admin-only VPS\*\* \(client on Vercel\): only `admin\.example\.com` moves)(?=[\s\S]*run the Certbot lines of step 11 of the VPS guide \(admin-only VPS: all but the client's line, `--cert-name example\.com`\))(?=[\s\S]*steps 14 and 15: the scheduler and the client \(15 only with the client on this server\))/,
  },
  {
    id: 'client-to-vercel-www-conf-removed-and-grep-before-delete',
    title: 'deleting the client certificate never leaves an enabled file naming it',
    fact: 'Move the client from this server to Vercel removes quiznest-client.conf and quiznest-www.conf in the block, reloads Nginx, checks grep -Rl live/example.com/ prints nothing before certbot delete, and runs PM2 as "$OWNER"',
    where: ['installation-guide/server-setup/vps.md'],
    forbid:
      /^ {3}pm2 (delete quiznest-client|save)$|also remove `\/etc\/nginx\/sites-enabled\/quiznest-www\.conf` if you created it/m,
    require:
      /^ {3}sudo rm -f \/etc\/nginx\/sites-enabled\/quiznest-client\.conf \/etc\/nginx\/sites-enabled\/quiznest-www\.conf\n {3}sudo nginx -t && sudo systemctl reload nginx\n {3}grep -Rl 'live\/example\.com\/' \/etc\/nginx\/sites-enabled\/\n[\s\S]*?`grep` must print nothing[\s\S]*?^ {3}sudo certbot delete --cert-name example\.com$/m,
  },
  {
    id: 'install-sh-danger-box-installer-after-https',
    title: 'the install.sh danger box does not send the two-pass reader to the installer over HTTP',
    fact: 'the install.sh danger box is titled "Lock the admin host as soon as the script ends; run the installer once HTTPS is on" and item 1 runs the installer once HTTPS is on (1.2)',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid:
      /:::danger Run the web installer as soon as the script ends|keep everybody but you out of the whole admin host, then run the installer:/,
    require: /:::danger Lock the admin host as soon as the script ends; run the installer once HTTPS is on/,
  },
  {
    id: 'cpanel-new-server-dns-before-autossl',
    title: 'AutoSSL on a new cPanel host is not run while DNS still points at the old one',
    fact: 'Restore onto a new server, cPanel tab, step 4 points admin.example.com (and the client names it serves) at the new host before Run AutoSSL',
    where: ['post-installation.md'],
    forbid: /^4\. In step 7 of the cPanel guide, run only item 1 \(\*\*Run AutoSSL\*\*\)/m,
    require:
      /^4\. Point `admin\.example\.com` \(and the client's names, if this host serves the client\) at the new host: AutoSSL needs them\./m,
  },
  {
    id: 'new-server-vps-reads-db-names',
    title: 'a site installed with --db-name or --db-user restores onto a new VPS',
    fact: 'Restore onto a new server, VPS tab, greps DB_DATABASE and DB_USERNAME with DB_PASSWORD, and step 6 creates the database and user with those names',
    where: ['post-installation.md'],
    forbid:
      /grep -E '\^\(DB_PASSWORD\|CACHE_STORE|In step 6, give the database user the password that `grep` printed/,
    require:
      /^(?=[\s\S]*sudo grep -E '\^\(DB_DATABASE\|DB_USERNAME\|DB_PASSWORD\|CACHE_STORE)(?=[\s\S]*In step 6, create the database and user with the names and password that `grep` printed)/,
  },
  {
    id: 'cpanel-update-closes-admin-again',
    title: 'after a cPanel update or rollback, admin/ is closed to the other accounts again',
    fact: 'the cPanel update runs chmod 711 ~/quiznest/admin after the rsync, and the rollback too, since the copy gives admin/ the release mode',
    where: ['post-installation.md'],
    require:
      /^ {3}rm -f bootstrap\/cache\/\*\.php\n {3}chmod 711 ~\/quiznest\/admin$[\s\S]*^ {3}rm -f bootstrap\/cache\/\*\.php\n {3}chmod 711 ~\/quiznest\/admin$/m,
  },
  {
    id: 'update-release-folder-emptied-before-unzip',
    title: 'a retried update never unpacks over the half-used release folder',
    fact: 'both update tabs empty quiznest-releases/<version> with rm -rf on the line before unzip',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*^ {3}sudo rm -rf \/var\/www\/quiznest-releases\/2\.4\.0\n {3}sudo -u "\$OWNER" -H unzip )(?=[\s\S]*^ {3}rm -rf ~\/quiznest-releases\/2\.4\.0\n {3}unzip ~\/quiznest-2\.4\.0\.zip)/m,
  },
  {
    id: 'home-offers-admin-only-vps-with-vercel',
    title: 'Home offers the admin panel on a VPS with the client on Vercel',
    fact: "Home's Deploy to production row links the Admin-only VPS for a Vercel client section beside the manual VPS install",
    where: ['home.md'],
    require:
      /\[Admin-only VPS\]\(\/installation-guide\/server-setup\/vps#admin-only-vps-for-a-vercel-client\)/,
  },
  // diff16 (review of round 16's fixes): grep -R through the symlinks of sites-enabled; a Stripe
  // inquiry is only answered; the S3 copy's cPanel line runs in admin/ and the VPS line has its CLI
  {
    id: 'sites-enabled-grep-follows-symlinks',
    title: 'the check before certbot delete really finds a file that still names the certificate',
    fact: 'files in /etc/nginx/sites-enabled are symlinks, which grep -r skips: the check is grep -Rl',
    where: ['post-installation.md', 'installation-guide/server-setup/vps.md'],
    forbid: /grep -rl 'live\//,
  },
  {
    id: 'stripe-inquiry-only-answered',
    title: 'a Stripe inquiry, which takes nothing, does not lead to Mark as Refunded',
    fact: 'a Stripe inquiry takes nothing: it is answered, and the dispute steps follow only if it becomes a chargeback',
    where: ['deposits/index.md'],
    forbid: /or a Stripe inquiry \(nothing is taken yet\), is answered/,
    require:
      /A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback\./,
  },
  {
    id: 's3-copy-runs-on-each-platform',
    title: 'the upload copy to a bucket runs on cPanel from admin/ and on a VPS with the AWS CLI installed',
    fact: "Service's S3 step 2: the VPS installs the AWS CLI and runs sudo -H aws in /var/www/quiznest/admin; cPanel runs rclone after cd ~/quiznest/admin",
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /^(?=[\s\S]*install the AWS CLI)(?=[\s\S]*`cd ~\/quiznest\/admin && ~\/bin\/rclone copy storage\/app\/public uploads:quiznest-uploads`)/,
  },
  // read17-gateways: a Sandbox test deposit is looked for under the Mode filter Sandbox; handoffs,
  // guards and checks of the deposit procedures; Razorpay's late authorisation; Mercado Pago prefixes
  {
    id: 'sandbox-test-deposit-seen-under-sandbox-filter',
    title: 'the reader of a gateway test finds the test deposit on Deposits instead of an empty list',
    fact: 'Deposits hides Sandbox deposits under its default Mode filter Live: each gateway test step that checks the test deposit says "(Deposits, Mode filter Sandbox)"',
    where: [
      'payment-gateways/paypal.md',
      'payment-gateways/paytm.md',
      'payment-gateways/sslcommerz.md',
      'payment-gateways/instamojo.md',
      'payment-gateways/bkash.md',
      'payment-gateways/gocardless.md',
      'payment-gateways/nowpayments.md',
      'payment-gateways/square.md',
      'payment-gateways/mollie.md',
    ],
    require:
      /\(Deposits, \*\*Mode\*\* filter \*\*Sandbox\*\*\)|\[Deposits\]\(\/deposits\/\) \(\*\*Mode\*\* filter \*\*Sandbox\*\*\)/,
  },
  {
    id: 'enable-gateway-test-checked-under-sandbox-filter',
    title: 'Enable a gateway and the one-pass test look for the test deposit under the Sandbox filter',
    fact: 'Enable a gateway step 6 checks the test deposit on Deposits with the Mode filter set to Sandbox (Live only by default), and the one-pass step 3 waits for it under "(Deposits, Mode filter Sandbox)"',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /check on \[Deposits\]\(\/deposits\/\) that it turns \*\*Successful\*\*/,
    require:
      /^(?=[\s\S]*^6\. Make a test deposit [^\n]*check on \[Deposits\]\(\/deposits\/\), with the \*\*Mode\*\* filter set to \*\*Sandbox\*\*)(?=[\s\S]*^3\. As soon as it is \*\*Successful\*\* \(Deposits, \*\*Mode\*\* filter \*\*Sandbox\*\*\))/m,
  },
  {
    id: 'deposit-confirmer-tells-player-through-support-agent',
    title: 'a deposit confirmer refunding a partial NOWPayments payment gets the warning to the player',
    fact: 'the deposit confirmer has no Support Ticket permission: daily check step 4 hands the message to the player, with the DEP- reference, to a support agent and refunds only once the player has been told; NOWPayments links that step; Check a pending deposit answers through the support agent who handed over the reference',
    where: ['deposits/index.md', 'payment-gateways/nowpayments.md'],
    forbid:
      /Ask the player in a ticket for their address|Before a NOWPayments refund, tell the player not to send more to that invoice \(step 7 says why\)\.$/,
    find: pagesSay({
      'deposits/index.md': [
        /^ {3}2\. [^\n]*a deposit confirmer has no \*\*Support Ticket\*\* permission, so hand both, with the `DEP-` reference, to a support agent [^\n]*and refund only once the player has been told\.$/m,
        /^When a player says they paid and have no coins \(a deposit confirmer, who has no \*\*Support Ticket\*\* permission, answers the player through the support agent who handed over the `DEP-` reference\):$/m,
      ],
      'payment-gateways/nowpayments.md':
        /\(a deposit confirmer hands both to a support agent: \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 4\)/,
    }),
  },
  {
    id: 'sub-lost-notification-skips-refunded-failed',
    title: "Payments' lost-notification sentence never gives a plan for a SUB- charge already refunded",
    fact: 'a SUB- charge paid at the provider but Pending or Failed gets Mark as Successful unless its Activity, read first, shows it was marked Failed with a refund reference, which stays Failed (daily check step 7)',
    where: ['Payments/index.md'],
    require:
      /lost its notification: [^\n]*its \*\*Activity\*\* first: marked \*\*Failed\*\* with a refund reference(?:, or its `SUB-` on the daily check's running list)?, it stays \*\*Failed\*\* \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 7\)\. Otherwise click \*\*Check Status\*\*, and if it stays so, \*\*Mark as Successful\*\* with the provider's payment ID in the note\./,
  },
  {
    id: 'dispute-check-partly-refunded-stays-successful',
    title: 'the dispute Check never asks for Refunded on a deposit its step 3 leaves Successful',
    fact: 'after an earlier partial refund, a disputed deposit stays Successful with an Admin Adjustment for the rest naming the dispute ID: the dispute Check says so, and a won dispute adds back only the disputed coins (diff31 6)',
    where: ['deposits/index.md'],
    require:
      /Check: the deposit is \*\*Refunded\*\* \(after an earlier partial refund: still \*\*Successful\*\*, with an \*\*Admin Adjustment\*\* for the rest naming the dispute ID, or, nothing to subtract, the hold line marked done with the dispute ID\), [^\n]*\n\nUndo: [^\n]*add back exactly what this dispute took \(its \*\*Mark as Refunded\*\*'s \*\*Deposit Refund\*\*, or the \*\*Admin Adjustment\*\* naming its dispute ID; /,
  },
  {
    id: 'razorpay-late-authorisation-answered-with-deposit',
    title:
      'a Razorpay player debited after "Deposit failed" is answered with the deposit, never Adjust Balance',
    fact: 'Razorpay can authorise a UPI or netbanking payment up to 3 days late; automatic capture then captures it after the deposit expired and its verified payment.captured webhook still credits it: a player who says they were debited is answered with the deposit (Check a pending deposit), never with Adjust Balance',
    where: ['payment-gateways/razorpay.md'],
    require:
      /A UPI or netbanking payment that Razorpay authorises late \(its bank can confirm it up to 3 days later\) is captured after the deposit expired; its verified `payment\.captured` webhook still credits it\. Answer a player who says they were debited with the deposit \(\[Check a pending deposit\]\(\/deposits\/#check-a-pending-deposit\)\), never with \*\*Adjust Balance\*\*\./,
  },
  {
    id: 'mercado-pago-app-usr-prefix-only-ambiguous',
    title: 'the overview does not make a reader doubt a Mercado Pago TEST- token',
    fact: "only Mercado Pago's APP_USR- prefix is shared by test-seller and production tokens (a TEST- token is a test one): the user ID after the token's last hyphen tells them apart",
    where: ['payment-gateways/overview.md'],
    forbid: /Mercado Pago's prefixes cannot tell test from production/,
    require:
      /Mercado Pago's `APP_USR-` prefix is shared by test-seller and production tokens: check the user ID after the token's last hyphen \(\[Mercado Pago\]\(\/payment-gateways\/mercado-pago#test-and-production-credentials\)\)/,
  },
  {
    id: 'holds-named-before-the-deadline',
    title:
      'the sentence on deciding held payments reads once: the holds, then "at the provider within the day"',
    fact: 'Overview, Deposits and Dashboard say "Decide the Authorize.Net holds, and the PayPal holds that wait for you, at the provider within the day", never "within the day the … holds", which reads as "the day the holds"',
    where: ['payment-gateways/overview.md', 'deposits/index.md', 'dashboard/index.md'],
    forbid: /Decide at the provider within the day (?:the|an) Authorize\.Net hold/,
    require:
      /Decide (?:the Authorize\.Net holds, and the PayPal holds that wait for you|an Authorize\.Net hold, or a PayPal hold that waits for you) \(\[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\) names them\), at the provider within the day/,
  },
  // read17-admin Operations 4: the running list of refunded held payments lives outside QuizNest
  {
    id: 'running-list-kept-outside-quiznest',
    title: 'the running list of refunded held payments survives an account deletion and a restore',
    fact: 'the daily check running list is kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it; never a pinned ticket or a note in the panel',
    where: ['deposits/index.md'],
    forbid: /a pinned ticket/,
    require:
      /add its `DEP-` reference, the date and the refund reference or transaction hash to the running list, a shared sheet kept outside QuizNest so that no account deletion and no restore removes it\./,
  },
  // read17-opset: Operations 5-7 and Settings 1-2 of read round 17 (admin), Gateways 7 (Currency), Social Login search
  {
    id: 'unclear-withdrawal-asked-by-email',
    title: 'a payout officer with an unclear request can reach the player without a support ticket',
    fact: 'only players open support tickets: Withdrawals leaves an unclear request Pending and asks the player by email, at the address on their profile (after a recent change, the one it had before)',
    where: ['withdraw/index.md'],
    forbid: /ask the player through a \[support ticket\]/,
    require:
      /leave the request \*\*Pending\*\* and ask the player by email, at the address on their profile \(after a recent change, the one it had before: item 5\)/,
  },
  {
    id: 'ban-steps-contest-status-on-profile',
    title: 'the finance manager, without Manage Contests, reads contest statuses on the profile',
    fact: "the profile's Contests tab shows each contest's Status, so ban step 1 (Upcoming and Live) and step 5 (Completed) are read there",
    where: ['Mange User/Users.md'],
    forbid: /contests joined with rank and prize/,
    find: pagesSay({
      'Mange User/Users.md': [
        /contests joined with their \*\*Status\*\* \(\*\*Upcoming\*\*, \*\*Live\*\*, \*\*Ended\*\*, \*\*Completed\*\* or \*\*Cancelled\*\*\), rank and prize/,
        /wait until the contest is \*\*Completed\*\* on the profile's \*\*Contests\*\* tab/,
      ],
    }),
  },
  {
    id: 'notification-rate-env-edited-with-sudo',
    title: "changing the email rate on a VPS opens admin/.env with sudo, as the file's mode needs",
    fact: 'admin/.env is open to its owner and www-data only: Send Notification edits it on a VPS with sudo nano .env in the admin folder',
    where: ['Mange User/Send Notification.md'],
    require: /edit `admin\/\.env` \(on a VPS with `sudo nano \.env` in the `admin` folder/,
  },
  {
    id: 'admin-texts-not-translated-in-languages',
    title: 'a text the admin writes is never sent to Languages for its translation',
    fact: "a text the admin writes is translated on its own screen's Translations tab, never in Languages, which holds only the interface keys QuizNest ships",
    forbid: /\b[Tt]ranslat(?:able|e the texts for each language) in \[Languages\]/,
  },
  {
    id: 'translations-tab-named-where-its-screen-is',
    title: 'the screens with admin-written texts list their Translations tab, and Languages lists them all',
    fact: "Languages' introduction lists every screen with a Translations tab (GDPR Cookie, Maintenance Mode, Kyc, PWA and Ranking Settings among them); Kyc, GDPR Cookie and Ranking Settings list Translations among their tabs",
    where: [
      'Settings/Localization/Languages.md',
      'Settings/User Settings/Kyc.md',
      'Settings/System Setting/GDPR Cookie.md',
      'Settings/Quiz Settings/Ranking Settings.md',
    ],
    find: pagesSay({
      'Settings/Localization/Languages.md':
        /^(?=.*Texts you write yourself are translated on their own screen's \*\*Translations\*\* tab, not here)(?=.*\[GDPR Cookie\])(?=.*\[Maintenance Mode\])(?=.*\[Kyc\])(?=.*\[PWA\])(?=.*\[Ranking Settings\])/m,
      'Settings/User Settings/Kyc.md':
        /The screen has three tabs, \*\*Settings\*\*, \*\*Form Builder\*\* and \*\*Translations\*\*/,
      'Settings/System Setting/GDPR Cookie.md':
        /The screen has three tabs: \*\*Banner\*\*, with the settings below, \*\*Consent Log\*\*, and \*\*Translations\*\*/,
      'Settings/Quiz Settings/Ranking Settings.md':
        /The screen has three tabs: \*\*Leaderboards\*\*, \*\*Levels\*\* and \*\*Translations\*\*/,
    }),
  },
  {
    id: 'rate-change-rejected-transfer-not-sent-twice',
    title: 'a manual transfer rejected for a rate change is resubmitted, never paid a second time',
    fact: 'a manual deposit rejected before a lowering asks the player to submit the same transfer again as a new deposit once the site reopens and not to send the money again; its money is approved on that new deposit at the new rate, or refunded, and the rejected deposit stays Failed',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /asking the player to deposit again after the change/,
    require:
      /submit this transfer again as a new deposit with the same transfer reference\. Do not send the money again\.` When its money arrives, approve the player's new deposit \(new-rate coins\), or refund the money if no new deposit comes; the rejected deposit stays \*\*Failed\*\*[.;]/,
  },
  {
    id: 'rate-change-none-of-these-pending',
    title:
      'the rate-change step says which deposits may not stay Pending before the next bullet leaves others',
    fact: 'Currency steps 7 and 8: the deposits decided are left none of these Pending; the open online checkouts and PayPal holds that clear on their own stay listed',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /leaving none \*\*Pending\*\*/,
  },
  {
    id: 'facebook-takeover-section-says-takeover',
    title: 'a reader searching for a Facebook account takeover finds the section that handles it',
    fact: 'Social Login\'s "A player reports a Facebook sign-in they did not make" opens with "Treat it as an account takeover."',
    where: ['Settings/User Settings/Social Login.md'],
    require:
      /^### A player reports a Facebook sign-in they did not make\n\nTreat it as an account takeover\./m,
  },
  // Install/deploy, read17 findings: the old AAAA records on a move or a new server, the DNS check
  // that tests A and AAAA, install.sh item 4's split lines printed, item 1.2 for the single run,
  // RHEL 9's MySQL 8.0 past end of life
  {
    id: 'new-server-dns-moves-aaaa-records',
    title: 'a move or a restore onto a new server does not leave the AAAA records on the old server',
    fact: 'the move lowers the TTL of every A and AAAA record; the move (step 6) and Restore onto a new server (VPS tab step 1, cPanel tab step 4) point each A record at the new IPv4 address and each AAAA record at the new IPv6 address, or delete the AAAA records if the new server has none',
    where: ['post-installation.md'],
    forbid:
      /lower the TTL of the site's DNS records|Once `getent hosts admin\.example\.com` prints the new address/,
    require:
      /^(?=[\s\S]*^1\. Follow steps 1 to 5 of the \[VPS guide\]\([^)]*\)\. In its step 1, [^\n]*point each A record at the new server's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none\.)(?=[\s\S]*^4\. Point `admin\.example\.com` [^\n]*Point each A record at the new host's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none\.)(?=[\s\S]*^1\. A day before, lower to 300 seconds the TTL of every A and AAAA record of the names that move\.)(?=[\s\S]*^6\. Point each A record of the names that move \(admin-only VPS: `admin\.example\.com` alone\) at the new server's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none)/m,
  },
  {
    id: 'dns-check-tests-a-and-aaaa',
    title: 'the DNS check shows the A and the AAAA records, so an old AAAA record cannot hide',
    fact: 'DNS is checked with the dig line of VPS guide step 1, which shows every A and AAAA record of each name; no page checks DNS with getent hosts, which prints only the IPv6 address where an AAAA record exists',
    forbid: /getent hosts /,
  },
  {
    id: 'vps-dns-check-is-dig-a-and-aaaa',
    title: 'VPS guide step 1 checks both record types and says what the check must show',
    fact: 'VPS guide step 1 runs dig +noall +answer for A and AAAA on the names that point at the server, names bind9-dnsutils, and says that any other address (often an old AAAA record) must be fixed',
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /^(?=[\s\S]*^for name in admin\.example\.com example\.com www\.example\.com; do dig \+noall \+answer "\$name" A "\$name" AAAA; done$)(?=[\s\S]*`sudo apt-get update && sudo apt-get install -y bind9-dnsutils`)(?=[\s\S]*any other address, often an old `AAAA` record, sends Certbot and part of your visitors to that server)/m,
  },
  {
    id: 'install-sh-www-split-lines-printed-in-item-4',
    title: 'install.sh item 4 prints the two certbot lines where they run, not on another page',
    fact: 'Finish the installation item 4 prints the two split lines in a block of their own, "Only if Domains did not list www.example.com", between the ln -s/nginx -t block and the curl/dry-run block',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /run after the `nginx -t` line the two lines of step 1/,
    require:
      /sudo nginx -t && sudo systemctl reload nginx\n {3}```\n\n {3}Only if \*\*Domains\*\* did not list `www\.example\.com`[^\n]*\n\n {3}```bash\n {3}sudo certbot --nginx --cert-name example\.com -d example\.com -d www\.example\.com\n {3}sudo certbot --nginx --cert-name admin\.example\.com -d admin\.example\.com\n {3}```\n\n {3}Then:\n\n {3}```bash\n {3}curl -sI https:\/\/www\.example\.com\/quiz/,
  },
  {
    id: 'install-sh-single-run-goes-on-to-installer',
    title: 'after a single install.sh run the reader knows the certificates are there and goes on',
    fact: 'install.sh item 1 runs the installer once HTTPS is on; item 1.2 says that after a single run without --skip-ssl the certificates are already there: go on',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /run the installer after the re-run \(1\.2\)/,
    require: /After a single run without `--skip-ssl`, the certificates are already there: go on\./,
  },
  {
    id: 'rhel-mysql-80-past-end-of-life',
    title: "the Linux page's RHEL 9 MySQL 8.0 is called past end of life, like Ubuntu's",
    fact: "the Linux page's RHEL 9 line installs MySQL 8.0 and says it is past its end of life: fine for a test machine that nobody else reaches",
    where: ['installation-guide/local-machine-setup/Linux.md'],
    require:
      /MySQL 8\.0 on RHEL 9 \([^)]*\)\.[^\n]* MySQL 8\.0 is past its end of life \(see \[Supported versions\]\(\/common-requirements#supported-versions\)\): both fine for a test machine that nobody else reaches/,
  },
  // read17 Operations (restore): lost references kept for the monthly reconciliation, so a lost
  // deposit is never credited twice; restore exports above 10,000 rows; a lost KYC submission
  {
    id: 'restore-lost-references-reconciled-once',
    title:
      'a payment or payout lost in a restore is recognised at the monthly reconciliation and never credited a second time',
    fact: "the restore tab lists only the lost payments, refunds and payouts seen at a provider or on a payout statement, each settled (how and the date written beside it) or waiting; Payments' row for a reference nowhere in QuizNest finds it on the tab of a restore whose backup is older: settled → noted, nothing credited; waiting or not on the tab → the finance manager; its missing-here row sends there first after a restore; Users' danger box sends a restore-lost payment to the finance manager who keeps the tab. The old *open* marks are gone",
    where: ['Extra/index.md', 'Payments/index.md', 'Mange User/Users.md'],
    forbid:
      /\*open\* if uncredited|marks \*open\* and not yet credited|Marked \*open\*, paid, and not marked credited/,
    find: pagesSay({
      'Extra/index.md': [
        /Write a line for each lost payment, refund and payout: reference, provider or payout id, coins, the player's email and username\./,
        /who confirms your \*settled\* marks and alone marks every other line \*settled\*, writing beside it how it was settled and the date: now those a target or item 1's plan counted\. Others only read it\. The rest are \*waiting\*:/,
      ],
      'Payments/index.md': [
        /After a restore, see the row below first\. Find it on/,
        /^\| A payment, refund or payout whose `DEP-`, `SUB-` or `WDR-` reference is nowhere here \|[^\n]*\| Find it on that restore's tab of the daily check's \[running list\]\([^)]*\) sheet\. \*Settled\*: note how beside the provider line, and credit nothing\. \*Waiting\* or \*unpaid\*, or not there: hand it to the finance manager, who keeps the tab\. \|$/m,
      ],
      'Mange User/Users.md':
        /A payment whose `DEP-` deposit was lost in a backup restore is settled only by the finance manager who keeps that restore's tab \(\[The restore tab\]\(\/Extra\/#the-restore-tab\)\): hand it to them\./,
    }),
  },
  {
    id: 'restore-large-export-worker-by-hand',
    title:
      'a restore export above 10,000 rows still arrives while the worker is stopped, and misses no player',
    fact: 'a restore export above 10,000 rows is split by days, Type or Direction (never per player: no export lists the players with lines since the backup); only when neither works is the worker run once by hand before the DROP, as Reports writes out',
    where: ['Extra/index.md'],
    forbid: /or it comes by email from the stopped worker|or per player \(\*\*Search\*\*\)/,
    require:
      /Keep each file under 10,000 rows: fewer days, or one \*\*Type\*\* or \*\*Direction\*\* at a time\. Else run the worker once by hand, as \[Reports\]\(\/Report\/#export-a-report\) says\./,
  },
  {
    id: 'restore-lost-kyc-submission-payout-recorded',
    title:
      "a withdrawal paid since the backup is recorded Paid even when the player's KYC submission was lost",
    fact: 'Match the statuses item 5: if the KYC submission was lost, a Super Admin switches Require KYC for Withdrawals off, approves and marks Paid only the rows whose money has left, and switches it back on at once; the rest wait for a new submission after reopening, a lost submission of the saved log is handled as in item 5, and the check has the switch as the live site had it',
    where: ['Extra/index.md'],
    forbid:
      /^4\. [^\n]*If \*\*Approve\*\* is disabled, verify the player again first \(\[Users\]\([^)]*\)\)\.$/m,
    require:
      /^(?=[\s\S]*^5\. If \*\*Approve\*\* or \*\*Mark as Paid\*\* stays disabled, [^\n]*If their KYC submission was lost, a Super Admin switches \*\*Require KYC for Withdrawals\*\* off on \[KYC Settings\]\([^)]*\), approves and marks \*\*Paid\*\* only the rows whose money has left, and switches it back on at once\. The rest wait for a new submission\.)(?=[\s\S]*Handle a lost KYC submission as in item 5\.)(?=[\s\S]*^- Every change of the saved log is redone[^\n]*\*\*Require KYC for Withdrawals\*\* is as the live site had it)/m,
  },
  // Install/deploy, diff17 findings: the move's test before DNS through the bypass link, the DNS
  // check for the names that point at the server from wherever dig is, Cloudflare's proxy, apt-get
  // update before bind9-dnsutils, the old AAAA record in the older sentences, the move's DNS step in
  // one sentence, curl.exe's -o NUL
  {
    id: 'move-test-bypass-link-302',
    title: "the move's test before DNS tells QuizNest's maintenance page from a web server's 503",
    fact: "move step 5: curl --resolve to the new server prints 503 for / and 302 for the bypass link, which only QuizNest's maintenance mode redirects (a web server that fails to run PHP, LiteSpeed or Apache, answers 503 to both); cPanel: 403 means the lock lines lack the computer's IPv4 address, added as a second RewriteCond line",
    where: ['post-installation.md'],
    forbid: /prints `503`, QuizNest's maintenance page, not an Nginx or PHP error/,
    require:
      /^5\. From your computer, [^\n]*prints `503`, and with `http:\/\/admin\.example\.com\/choose-a-long-random-string` \(your bypass link\) `302`: only QuizNest's maintenance mode redirects that link, while a web server that fails to run PHP \(LiteSpeed, Apache\) answers `503` to both\. `403` means the lock lines lack your computer's IPv4 address: add it as a second `RewriteCond` line\./m,
  },
  {
    id: 'dns-check-names-that-point-here',
    title: 'every reader can run the DNS check: only the names that point at the server, wherever dig is',
    fact: "VPS guide step 1 checks only the names that point at the server (client on Vercel: admin.example.com alone), on the server or in cPanel's Terminal, and without dig there on the reader's computer (Windows PowerShell: Resolve-DnsName -Type A, then -Type AAAA); the move's step 6 waits for the check of the names that moved only",
    where: ['installation-guide/server-setup/vps.md', 'post-installation.md'],
    forbid:
      /Check from the server \(`dig` comes with Ubuntu Server|which the check shows for them|Once the check of \[step 1 of the VPS guide\]\([^)]*\) shows only the new addresses/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /Check the names that point at this server \(a client on Vercel: `admin\.example\.com` alone\) with the loop below, on the server \(from a cPanel page: in cPanel's \*\*Terminal\*\*\):\n\n```bash\n[^\n]*\n```\n\nWithout `dig` there, install it \([^)]*\) or run the loop on your computer \(macOS, Linux; Windows PowerShell: `Resolve-DnsName admin\.example\.com -Type A`, then `-Type AAAA`, for each name\)\./,
      'post-installation.md':
        /Once the check of \[step 1 of the VPS guide\]\([^)]*\), for the names that moved only, shows only the new addresses/,
    }),
  },
  {
    id: 'dns-check-behind-cloudflare-proxy',
    title: "a name behind Cloudflare's proxy is checked on Cloudflare's DNS page, not waited for forever",
    fact: "VPS guide step 1: behind Cloudflare's proxy (orange cloud) the check shows Cloudflare's addresses, so the record's content is compared on Cloudflare's DNS page",
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /Behind Cloudflare's proxy \(orange cloud\) the check shows Cloudflare's addresses: compare the record's content on Cloudflare's \*\*DNS\*\* page instead\./,
  },
  {
    id: 'dig-install-updates-package-lists',
    title: 'installing dig before step 2 does not fail with "Unable to locate package"',
    fact: 'dig is installed with sudo apt-get update && sudo apt-get install -y bind9-dnsutils: step 1 comes before the first apt update',
    where: ['installation-guide/', 'post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /(?<!&& sudo )apt-get install (?:-y )?bind9-dnsutils/,
  },
  {
    id: 'old-aaaa-named-in-older-sentences',
    title: 'the Certbot troubleshooting and the requirements name the old AAAA record too',
    fact: "VPS guide's Certbot troubleshooting: an IPv6 address that is not this server's means an old AAAA record, fixed as in step 1; common-requirements: an AAAA record with its IPv6 address if it has one, never an old server's; the move's curl --resolve test needs port 80",
    where: ['installation-guide/server-setup/vps.md', 'common-requirements.md', '../CONTENT_GUIDE.md'],
    forbid: /an `AAAA` record if you use IPv6|^\s*ports 80 and 443; on cPanel/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /`DNS problem: NXDOMAIN looking up A for example\.com` means the record does not exist yet, an IPv6 address that is not this server's means an old AAAA record \(fix it as in \[step 1\]\(#step-1-point-dns-at-the-server\)\)/,
      'common-requirements.md':
        /\(and an `AAAA` record with its IPv6 address if it has one, never an old server's\)/,
    }),
  },
  {
    id: 'move-dns-step-points-once',
    title: "the move's DNS step says what to point in one sentence",
    fact: 'move step 6 opens "Point each A record of the names that move (admin-only VPS: admin.example.com alone) at the new server\'s IPv4 address", then says the old server stays in maintenance mode',
    where: ['post-installation.md'],
    forbid: /^6\. Point the DNS records at the new server/,
  },
  {
    id: 'move-test-windows-curl-null',
    title: "the move's curl test runs in Windows without a write error",
    fact: 'move step 5: Windows PowerShell runs curl.exe with -o NUL (curl.exe cannot open /dev/null)',
    where: ['post-installation.md'],
    forbid: /; Windows: `curl\.exe`\)/,
    require: /Windows PowerShell: `curl\.exe` and `-o NUL`/,
  },
  // diff17 Operations (minor): Payments' SUB- guard before Check Status, Languages' intro,
  // the NOWPayments refund address in daily check step 4, Paystack's test look-up in Sandbox mode
  {
    id: 'sub-lost-notification-activity-before-check-status',
    title: "Payments' lost SUB- notification reads the Activity before Check Status",
    fact: 'a SUB- charge paid at the provider but Pending or Failed here: its Activity is opened first (marked Failed with a refund reference, it stays Failed), and only otherwise Check Status, then Mark as Successful',
    where: ['Payments/index.md'],
    forbid:
      /click \*\*Check Status\*\*, and if it stays so, \*\*Mark as Successful\*\* with the provider's payment ID in the note, unless its \*\*Activity\*\*/,
  },
  {
    id: 'languages-intro-interface-only',
    title: 'Languages does not claim the texts of emails and push notifications',
    fact: 'Languages holds only the interface keys QuizNest ships (client app, API messages); notification templates are translated in their editor on Notification Settings',
    where: ['Settings/Localization/Languages.md'],
    forbid: /the emails and push notifications players receive/,
  },
  {
    id: 'daily-check-step-4-asks-refund-address',
    title: 'a NOWPayments refund address reaches the deposit confirmer through the support agent',
    fact: 'daily check step 4: before a NOWPayments refund the player is told not to send more and asked for the address to refund to, both handed by the deposit confirmer to a support agent, as NOWPayments says',
    where: ['deposits/index.md'],
    require:
      /^ {3}2\. [^\n]*not to send more to that invoice \(step 7 says why\) and asked for the address to refund to: [^\n]*so hand both, with the `DEP-` reference, to a support agent/m,
  },
  {
    id: 'paystack-test-compare-sandbox-mode',
    title: "Paystack's test deposit is looked up with the Sandbox mode filter",
    fact: "Paystack's test section compares the test transaction with the deposit on Deposits with Mode set to Sandbox",
    where: ['payment-gateways/paystack.md'],
    forbid: /Compare its reference with the deposit on \[Deposits\]\(\/deposits\/\) if anything looks wrong/,
  },
  // diff17 Operations (restore flow): the lost references' tab, its owner and handoff, a payment
  // from an account created after the backup, exports taken at different times, the hand-run
  // worker (per platform, download, History), the KYC switch, Deposits' exception, Approve & Pay
  {
    id: 'restore-new-account-payment-listed-open',
    title:
      'a player who paid from an account created after the backup gets their target once they register again',
    fact: "an account created after the backup has no item of Match the statuses: its tab lines wait until the player registers again with the same email (the support agent asks them to), then the finance manager adjusts the new account to its target (from the Balance: what it paid minus what it was paid out) if that is above its Balance; a refund instead only if the player asks, at most the value of the coins owed; never 'refund it at the provider, or list it open', never a refund by the month's end",
    where: ['Extra/index.md', 'Payments/index.md', 'Mange User/Users.md'],
    forbid:
      /or credit the player's new account\.|refund it at the provider, or list it \*open\*|by the month's end/,
    find: pagesSay({
      'Extra/index.md':
        /^- An account created after the backup: the support agent asks the player to register again with the same email, not through a referral link\. Then the finance manager adjusts the new account to its target if that is above its \*\*Balance\*\*, and marks its lines \*settled\*\./m,
    }),
  },
  {
    id: 'restore-lost-references-tab-handed-over',
    title:
      "a restore's lost payments and payouts are found by the auditor and the finance manager, whatever the month",
    fact: "the lost payments, refunds and payouts go on a tab of the shared sheet of the daily check's running list (outside QuizNest), headed with the restore's date and the backup's time; the finance manager keeps it and alone settles its lines, others only read it; Payments finds a reference on the tab of a restore whose backup is older than the payment, never by 'a month with a restore'",
    where: ['Extra/index.md', 'Payments/index.md'],
    forbid: /in a month with a restore|for the month's \[reconciliation\]/,
    find: pagesSay({
      'Extra/index.md':
        /Add a tab to the daily check's \[running list\]\(\/deposits\/#check-pending-manual-deposits-every-day\) sheet, headed with the restore's date and backup time, [\s\S]*?\n\nBefore reopening, hand the tab to the finance manager, who confirms your \*settled\* marks and alone marks every other line \*settled\*/,
      'Payments/index.md': /Lost in a restore from a backup older than it, and listed by that restore/,
    }),
  },
  {
    id: 'restore-deposit-counted-once-across-exports',
    title: 'a deposit credited between two restore exports is counted once, whichever export came first',
    fact: "the restore's target adds a lost DEP- paid and not refunded only when the Coin Log export has no Deposit line for it, and a Deposit line made since the restore only when its DEP- has none in the export (never keyed on the Payments status or on the export's days); a deposit Pending in the Payments export with a Coin Log Deposit line is settled to Successful, so exports taken at different times never count a deposit twice or lose it",
    where: ['Extra/index.md'],
    forbid:
      /that the export does not show \*\*Successful\*\*, made after the export included|Each `DEP-` payment of the export's days/,
    require:
      /^(?=[\s\S]*^\| \*\*Pending\*\* or \*\*Failed\*\* \| \*\*Successful\*\*, or \*\*Pending\*\* with a Coin Log \*\*Deposit\*\* line \| \*\*Check Status\*\*, else \*\*Mark as Successful\*\*[^|\n]*\|$)(?=[\s\S]*^\| A lost `DEP-` paid and not refunded \(gateway dashboard\) \| Its coins, unless it has a \*\*Deposit\*\* line in the export \|)(?=[\s\S]*\| Their coins, unless its `DEP-` has one in the export \|)/m,
  },
  {
    id: 'restore-hand-worker-per-platform',
    title: 'the hand-run restore worker can write its export file on every platform',
    fact: "the hand-run worker of a maintenance-mode export is written out per platform on Reports' Export a report: VPS sudo -u www-data php artisan queue:work --stop-when-empty --timeout=60 --force, cPanel /usr/local/bin/ea-php83 artisan with the same options (your PHP version; CloudLinux /usr/local/bin/php), own computer php artisan; Extra's restore links it, never the plain form alone",
    where: ['Extra/index.md', 'Report/index.md'],
    forbid: /run `php artisan queue:work --stop-when-empty --timeout=60 --force`/,
    find: pagesSay({
      'Report/index.md':
        /on a VPS `sudo -u www-data php artisan queue:work --stop-when-empty --tries=3 --timeout=60 --force`, on cPanel `\/usr\/local\/bin\/ea-php83 artisan queue:work --stop-when-empty --tries=3 --timeout=60 --force` \(your PHP version; CloudLinux: `\/usr\/local\/bin\/php`\), on your computer the same with `php artisan`\./,
    }),
  },
  {
    id: 'restore-emailed-export-downloaded-before-drop',
    title: "the restore's emailed export is downloaded before the DROP deletes it",
    fact: "the link of a worker-built restore export is opened in the browser signed in through the bypass link (another browser or a phone gets the 503 page), and the file downloaded before the DROP, which deletes the export's record",
    where: ['Extra/index.md'],
    require: /Download the emailed file in the bypass link's browser before the `DROP`\./,
  },
  {
    id: 'restore-send-notification-history-saved',
    title: 'a message the hand-run worker finished is not sent to every player again after a restore',
    fact: "the hand-run worker (Reports) first sends the whole queue, Send Notification batches too; Extra's bullet after the worker screenshots Send Notification's History with the Activity Log, and Match the statuses item 3 cancels every Scheduled, Queued or Sending message that saved History does not show still Scheduled",
    where: ['Extra/index.md', 'Report/index.md'],
    forbid: /message the live site had already sent/,
    find: pagesSay({
      'Extra/index.md': [
        /^- Keep each file under 10,000 rows[^\n]*\n- Screenshot \[Send Notification\]\([^)]*\)'s \*\*History\*\*/m,
        /^3\. [^\n]*message your saved \*\*History\*\* does not show still \*\*Scheduled\*\*/m,
      ],
      'Report/index.md':
        /run it once by hand in `admin\/`, which first sends the whole queue \(player emails and push, \*\*Send Notification\*\* batches/,
    }),
  },
  {
    id: 'restore-kyc-switch-off-only-for-paid-rows',
    title:
      'the KYC switch of a restore is off only while the paid rows are recorded, and left as the site keeps it',
    fact: "Match the statuses item 5 switches Require KYC for Withdrawals off, approves and marks Paid only the rows whose money has left, and switches it back on at once; the check has the switch as the live site had it (never 'back on') and counts a row waiting for a KYC submission (item 5)",
    where: ['Extra/index.md'],
    forbid: /\*\*Require KYC for Withdrawals\*\* back on|for the rows whose money has left; ask the player/,
    require:
      /^- Every export row has its status again, awaits a KYC submission \(item 5\) or is settled as lost\./m,
  },
  {
    id: 'deposits-restore-exception-needs-open-reference',
    title: "Deposits never credits a restore-lost payment itself: the restore tab's owner does",
    fact: "Deposits' Credited once sends a payment lost in a backup restore to the finance manager who keeps the restore's tab; it gives no condition of its own to credit it (the old open-and-not-yet-credited test is gone)",
    where: ['deposits/index.md'],
    forbid: /no longer exists after a backup restore\.$|marks \*open\* and not yet credited/m,
    require:
      /A payment lost in a backup restore is not the deposit confirmer's to credit: it goes to the finance manager alone, who keeps the \[restore's tab\]\(\/Extra\/#the-restore-tab\)\./,
  },
  {
    id: 'restore-paid-contest-never-approve-and-pay',
    title: "Extra's restore contest table says never Approve & Pay a contest paid since the backup",
    fact: 'the restore contest row for a contest paid since the backup says Cancel Contest, the one way to close it unpaid, and Never Approve & Pay',
    where: ['Extra/index.md'],
    require:
      /^\| Paid since the backup: \*\*Contest Prize\*\* lines(?:, whatever its \*\*End Time\*\*)? \|[^|\n]*the one way to close it unpaid\. Never \*\*Approve & Pay\*\*\. \|/m,
  },
  // Install/deploy, read18 findings 1-8: the domain change's client built before maintenance mode,
  // the cPanel DNS check, PM2 as the code owner in the VPS troubleshooting, Laravel 11's key:generate
  // prompt, MAIL_MAILER=log, the backup puller's restricted key, the admin zip on Windows
  {
    id: 'key-generate-laravel-11-prompt',
    title: 'the key:generate guard quotes the prompt Laravel 11 really shows',
    fact: "key:generate on a set key shows Laravel 11's APPLICATION IN PRODUCTION alert and asks Are you sure you want to run this command? (default No); Do you really wish to run this command? is Laravel 9's wording",
    where: ['installation-guide/server-setup/vps.md', 'installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /Do you really wish to run this command/,
    require:
      /If it shows `APPLICATION IN PRODUCTION` and asks `Are you sure you want to run this command\?`, a key is already set: keep \*\*No\*\* \(the default\)/,
  },
  {
    id: 'cpanel-admin-zip-windows',
    title: 'the admin zip made on Windows unpacks into folders on cPanel, as the client zips do',
    fact: "Admin.md step 1 names the Windows ways to make admin.zip (Explorer's Send to > Compressed (zipped) folder, tar -a, 7-Zip, PowerShell 7) and never Compress-Archive of Windows PowerShell 5.1",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require:
      /compress the `admin\/` folder into `admin\.zip` \(on Windows: Explorer's \*\*Send to > Compressed \(zipped\) folder\*\*, `tar -a -c -f admin\.zip admin`, 7-Zip or PowerShell 7; never `Compress-Archive` of Windows PowerShell 5\.1/,
  },
  {
    id: 'vps-troubleshooting-pm2-as-owner',
    title: 'the 502 and EADDRINUSE fixes reach the client on an install.sh server too',
    fact: 'the VPS guide\'s troubleshooting, which install.sh readers share, runs PM2 as the owner of the code: OWNER from stat, then sudo -u "$OWNER" -H pm2 status, logs, restart, delete and save (a bare pm2 there starts an empty PM2 of your own user)',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /`pm2 (?:restart|logs|delete|save)\b/,
    require:
      /^(?=[\s\S]*^#### The client is down\n\n[^\n]*set `OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"`, check `sudo -u "\$OWNER" -H pm2 status`)(?=[\s\S]*^### Error: listen EADDRINUSE[^\n]*\n\n[^\n]*`sudo -u "\$OWNER" -H pm2 delete`)/m,
  },
  {
    id: 'mail-check-mailer-log-first',
    title:
      'a reader whose test email "succeeds" but never arrives checks MAIL_MAILER=log before SPF and DKIM',
    fact: 'Configure outgoing mail: when the test succeeds but nothing arrives, MAIL_MAILER in admin/.env is checked first (log writes every email into the log and wins over the Mail tab; smtp, config:cache and, on a VPS, queue:restart), then spam, SPF and DKIM',
    where: ['post-installation.md'],
    require:
      /## Configure outgoing mail\n[\s\S]*?If the test succeeds but nothing arrives, check first that `MAIL_MAILER` in `admin\/\.env` is not `log`, which writes every email into the log and wins over this screen[^\n]*set it to `smtp`[^\n]*queue:restart[^\n]*Then look in the spam folder/,
  },
  {
    id: 'cpanel-before-you-start-aaaa-and-check',
    title: 'the cPanel pages name the AAAA record and link the DNS check, as every other path does',
    fact: "the three cPanel install pages say under Before you start: an A record with the host's IPv4 address, an AAAA record only if the host has IPv6, any older AAAA record deleted, checked with the loop of VPS guide step 1; Admin.md's troubleshooting sends an AutoSSL validation error to an old AAAA record first",
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      'installation-guide/server-setup/cPanel/Client/static-export.md',
    ],
    require:
      /^## Before you start\n(?:(?!\n## )[\s\S])*?an \*\*A\*\* record with the host's IPv4 address and, only if the host has IPv6, an \*\*AAAA\*\* record with its IPv6 address(?:(?!\n## )[\s\S])*?Delete any older AAAA record(?:(?!\n## )[\s\S])*?loop of \[step 1 of the VPS guide\]\(\/installation-guide\/server-setup\/vps#step-1-point-dns-at-the-server\)/m,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Admin.md':
        /^### AutoSSL reports a validation error for admin\.example\.com\n\n[^\n]*Look for an old \*\*AAAA\*\* record first/m,
    }),
  },
  {
    id: 'backup-puller-key-restricted',
    title: "the backup puller's key copies the archives and opens no shell on the live server",
    fact: 'the VPS puller quiznest-pull gets .ssh from install -d -m 700 and a key line restrict,command="/usr/bin/rrsync -ro /var/backups/quiznest", pulling quiznest-pull@203.0.113.10:.; no page says the puller can only read new archives while its key opens a shell',
    where: ['post-installation.md'],
    forbid:
      /an account that can only read new archives|rsync -a quiznest-pull@203\.0\.113\.10:\/var\/backups\/quiznest\//,
    require:
      /^(?=[\s\S]*^sudo install -d -m 700 -o quiznest-pull -g quiznest-pull \/home\/quiznest-pull\/\.ssh$)(?=[\s\S]*^echo 'restrict,command="\/usr\/bin\/rrsync -ro \/var\/backups\/quiznest" )(?=[\s\S]*`rsync -a quiznest-pull@203\.0\.113\.10:\. ~\/quiznest-backups\/`)/m,
  },
  {
    id: 'domain-change-client-built-before-maintenance',
    title: 'a domain change builds the client before maintenance mode, so the build never meets a 503',
    fact: "Change the domain builds the client at the end of step 2, while admin.example.net answers (a static export's build reads its items and sitemap from the API, which answers 503 from step 3): VPS step 1 of the client update into client-next, cPanel standalone items 1 to 3 into ~/quiznest-client-next, the static zip; step 5 only puts it live (swap, Application URL and swap, upload; Vercel edits both variables, and step 9 redeploys once the API answers again); the static export page says to build while the admin panel is out of maintenance mode",
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/Client/static-export.md'],
    forbid: /^5\. Rebuild the client with/,
    find: pagesSay({
      'post-installation.md':
        /^ {3}\*\*Build the client\*\* now, while the API answers \(from step 3 it answers `503`\), with `NEXT_PUBLIC_API_URL=https:\/\/admin\.example\.net\/api` and `NEXT_PUBLIC_SITE_URL=https:\/\/example\.net`[\s\S]*?^ {3}- \*\*Vercel\*\*: nothing yet: step 5 edits both variables, and step 9 redeploys once the API answers again\.\n\n^3\. Put the panel in maintenance mode[\s\S]*?^5\. Put the client built in step 2 live:/m,
      'installation-guide/server-setup/cPanel/Client/static-export.md':
        /The build reads its items and sitemap from the API, so build while the admin panel is out of maintenance mode\./,
    }),
  },
  {
    id: 'planned-move-borrowed-steps-summarised',
    title:
      'the planned move says what a borrowed step runs instead of sending the reader one procedure deeper',
    fact: "Move a running site item 2.3 keeps the lock lines until step 4 here removes them (no detour through Restore onto a new server); step 7 says what the cPanel tab's step 5 runs (the settlement, up, then the scheduler's cron job and the client)",
    where: ['post-installation.md'],
    forbid: /which stay until step 5 of Restore onto a new server, VPS tab, removes them/,
    require:
      /^(?=[\s\S]*in its step 10 the two lock lines, kept until step 4 here removes them\.)(?=[\s\S]*^7\. Through the bypass link, run the settlement, here \*\*Check Status\*\* alone; then run `cd \/home\/cpuser\/quiznest\/admin && \/usr\/local\/bin\/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 of the cPanel guide and set up the client\.)/m,
  },
  // Settings, read round 18: the coin-rate Duplicate, the User Settings and SEO & Meta groups, KYC
  // retention, a registration closing in a maintenance window.
  {
    id: 'coin-rate-duplicate-new-title',
    title: 'a contest repriced for a coin-rate change is duplicated under a title of its own',
    fact: "every Duplicate of a contest gets a Title of its own, Currency's coin-rate change too (a joined contest cancelled, duplicated, the copy given a new Title and the new numbers): the Coin Log names a contest by title only",
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /\*\*Duplicate\*\* (?:it|them|the contests?)\b/,
    unless: /new \*\*Title\*\*|\*\*Title\*\* of its own/,
    require: /\*\*Duplicate\*\* it, give the copy a new \*\*Title\*\* and the new numbers\./,
  },
  {
    id: 'user-settings-edit-super-admins',
    title: 'granting User Settings for the templates does not hand over the KYC gate unnoticed',
    fact: "Edit on the User Settings group can switch off the KYC gate on withdrawals and replace social login secrets: Super Admins only, said in Roles' danger box and in Kyc's Where to find it",
    where: ['Admin Users/Role.md', 'Settings/User Settings/Kyc.md'],
    find: pagesSay({
      'Admin Users/Role.md':
        /^:::danger\n\n[^\n]*\*\*Settings > User Settings\*\* with \*\*Edit\*\* can switch off the KYC gate on withdrawals and replace social login secrets: keep it for Super Admins\./m,
      'Settings/User Settings/Kyc.md':
        /^## Where to find it\n\n[^\n]*\*\*Edit\*\* on the \*\*User Settings\*\* group of \*\*Settings\*\*[^\n]*Keep that permission for Super Admins: it can switch off the KYC gate on withdrawals\./m,
    }),
  },
  {
    id: 'content-editor-never-staging-mode',
    title: 'the content editor knows that SEO & Meta carries the switch that hides the site',
    fact: "Edit on SEO & Meta includes Robots TXT's Staging Mode (Disallow: / and noindex on every client page): the content editor recipe, which has it, says the editor never turns it on",
    where: ['Admin Users/Role.md'],
    require:
      /^### Content editor\n(?:(?!\n### )[\s\S])*?\*\*SEO & Meta\*\* includes the \*\*Staging Mode\*\* of \[Robots TXT\]\(\/Settings\/SEO%20&%20Meta\/Robots%20TXT\), which hides the site from search engines: the editor never turns it on\./m,
  },
  {
    id: 'kyc-retention-applies-to-reviewed-files',
    title: 'a shorter document retention on a live site does not delete old documents by surprise',
    fact: 'Document Retention (days) also applies to submissions reviewed earlier: their files past the new value are deleted at the next daily run, so its row says to check the legal retention before saving',
    where: ['Settings/User Settings/Kyc.md'],
    require:
      /^\| \*\*Document Retention \(days\)\*\* \|[^\n]*A new value also applies to submissions reviewed earlier, whose files past it are deleted at the next daily run: check your legal retention before you save\. \|$/m,
  },
  {
    id: 'maintenance-registration-close-below-minimum-seats',
    title: 'a contest whose seats are already filled is not moved or cancelled for a maintenance window',
    fact: 'a contest whose Registration Closes At falls in a maintenance window is cancelled only if it has fewer than Minimum Seats by then (players cannot join during the window), never "for too few seats" whatever its players',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    forbid: /is cancelled for too few seats/,
    require:
      /A contest whose \*\*Registration Closes At\*\* falls in the window is cancelled if it has fewer than \*\*Minimum Seats\*\* by then: players cannot join during the window\./,
  },
  // Gateways, read18 findings 1-9 (r18fix-gw): a deposit credited without a payment taken back, the
  // disabled Razorpay webhook, risk-flagged card payments, refunded deposits in Check a pending deposit,
  // manual gateways in the default currency, a dispute on a Refunded deposit, Flutterwave and the daily
  // check, Authorize.Net's 400, Mollie's API key
  {
    id: 'no-payment-deposit-taken-back-hold-ends',
    title: "a deposit credited without a payment has a way back, and its players' payout hold an end",
    fact: "Payments' row missing at the provider ends: a listed deposit with no live payment in any account of yours (a test-mode payment, or one paid into an account not yours, counts as none) is taken back, the payout officer closing the withdrawals as refund step 1, the Super Admin clicking Mark as Refunded with Refund Reference NO-PAYMENT- and the date, below zero if need be, and handing the username to the finance manager; the Super Admin releases a player's payouts once each listed deposit is matched or taken back; Deposits' Refunded status covers such a deposit, and Check a pending deposit's Undo sends a mistaken Mark as Successful to a Super Admin",
    where: ['Payments/index.md', 'deposits/index.md'],
    forbid:
      /\| The money went back to the player and you recorded it here\. \||to see who confirmed it and investigate, while the payout officer/,
    find: pagesSay({
      'Payments/index.md':
        /^\| 4\. A listed deposit with no live payment in any account of yours[^\n]*first close the player's withdrawals as in step 1 of \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) \(only those whose money has not left\)\. \| Payout officer \|[^\n]*\n\| 5\. Click \*\*Mark as Refunded\*\* on it with \*\*Refund Reference\*\* `NO-PAYMENT-`[\s\S]*?^\| 7\. Release a player's payouts once each of their listed deposits is matched to a live payment in your account or taken back/m,
      'deposits/index.md':
        /^## Check a pending deposit\n(?:(?!\n## )[\s\S])*?^Undo: [^\n]*One you marked \*\*Successful\*\* with no payment behind it goes at once, with its `DEP-` reference, to a Super Admin/m,
    }),
  },
  {
    id: 'razorpay-disabled-webhook-switched-back-on',
    title:
      'a Razorpay webhook that Razorpay switched off is switched back on, and the payments it missed found',
    fact: "Razorpay disables a webhook that fails for 24 hours until it is enabled again in the Dashboard: the troubleshooting entry 'Razorpay emailed that the webhook was disabled' fixes the cause, enables it and searches the payments captured since the failures began on Deposits, filters widened (a Failed one not refunded: Mark as Successful); retried events keep the old secret's signature after a secret change, so the signature-mismatch entry checks that window too",
    where: ['payment-gateways/razorpay.md'],
    require:
      /^(?=[\s\S]*^\*\*Webhook signature mismatch\*\*[^\n]*Razorpay signs the events it retries from before the change with the old secret, so they still fail)(?=[\s\S]*^\*\*Razorpay emailed that the webhook was disabled\*\*[^\n]*enable the webhook again[^\n]*take the payments captured since the failures began[^\n]*\[filters widened\]\(\/deposits\/#the-deposit-list-and-its-filters\)\. A \*\*Failed\*\* one gets \*\*Mark as Successful\*\*)/m,
  },
  {
    id: 'risk-flagged-card-payment-rule',
    title: 'the deposit confirmer has a rule for approving or rejecting a risk-flagged card payment',
    fact: 'daily check step 4 holds the rule for SSLCommerz "risk review" and (step 5) Authorize.Net fraud.held payments: approve only with an earlier Successful deposit and none Refunded, an amount at most the largest earlier deposit, and a provider record that fits the player (SSLCommerz card issuer country Bangladesh; Authorize.Net AVS and card code matched); when in doubt reject; an Authorize.Net hold is declined (Authorized/Pending Review: voided), nothing charged; both gateway pages link the rule',
    where: ['deposits/index.md', 'payment-gateways/sslcommerz.md', 'payment-gateways/authorize-net.md'],
    forbid:
      /Check the transaction in the merchant panel, then click \*\*Mark as Successful\*\*|Review held transactions in the Merchant Interface every day and approve or decline them within the day\./,
    find: pagesSay({
      'deposits/index.md': [
        /^ {3}1\. Approve a "risk review" payment, like an Authorize\.Net hold \(step 5\), only when all of these hold, and when in doubt reject it: the player has an earlier \*\*Successful\*\* deposit and none \*\*Refunded\*\*[^\n]*the amount is at most their largest earlier deposit[^\n]*SSLCommerz: the card's issuer country in the merchant panel is Bangladesh; Authorize\.Net: the transaction detail shows the AVS \(address\) and card code \(CVV\) results matched/m,
        /^5\. [^\n]*Authorize\.Net `fraud\.held` payments in the Merchant Interface, approved only when the checks of step 4 hold, otherwise declined \(an Authorized\/Pending Review one: \*\*Void\*\*\): nothing was charged\./m,
      ],
      'payment-gateways/sslcommerz.md':
        /only when the checks of the \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\)'s step 4 hold/,
      'payment-gateways/authorize-net.md':
        /approve one only when the checks of the \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\)'s step 4 hold[^\n]*otherwise \*\*Decline\*\* it \(an Authorized\/Pending Review one: \*\*Void\*\*\): nothing was charged\./,
    }),
  },
  {
    id: 'refunded-failed-deposit-stops-the-check',
    title:
      'a player asking about a deposit refunded and marked Failed never gets Mark as Successful from the summaries',
    fact: "Check a pending deposit step 2 stops at a deposit marked Failed with a refund reference (left Failed, the player told it was refunded); the Deposits question 'A player was charged but has no coins' names the same exception, read before Check Status, linking daily check step 7; Users' danger box sends to Check a pending deposit (read27 ops 5)",
    where: ['deposits/index.md', 'Mange User/Users.md'],
    find: pagesSay({
      'deposits/index.md': [
        /^2\. Read the \*\*Activity\*\* list:\n {3}1\. A \*\*Mark as Failed\*\* with a refund reference, or its `DEP-` on a refund line of the \[running list\]\(#check-pending-manual-deposits-every-day\) \(step 4\.3: its main tab, never a "refund hold" line or a \[restore tab\]\(\/Extra\/#the-restore-tab\)\): leave it \*\*Failed\*\* \(daily check step 7\) and stop here\. Tell the player:\n {6}- a refund reference: it was refunded, with that reference/m,
        /^### A player was charged but has no coins\. What do I do\?\n\nOpen the deposit and read its \*\*Activity\*\* list: marked \*\*Failed\*\* with a refund reference, or its `DEP-` on a refund line of the daily check's running list, it stays \*\*Failed\*\*/m,
      ],
      'Mange User/Users.md':
        /settle the \*\*deposit\*\*, never the balance, as \[Check a pending deposit\]\(\/deposits\/#check-a-pending-deposit\) says\./,
    }),
  },
  {
    id: 'manual-gateway-default-currency-only',
    title: 'a manual gateway is never set up for an account in another currency than the default one',
    fact: 'a manual gateway has no Currency or Conversion Rate: players pay the Payable in the default currency, so it offers only an account that receives that currency; a local wallet in another currency goes through its online gateway (bKash, SSLCommerz)',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^The \*\*Manual Gateways\*\* section [^\n]*It has no \*\*Currency\*\* or \*\*Conversion Rate\*\*, so players pay the \*\*Payable\*\* in the default currency: offer only an account that receives that currency, and for a local wallet in another currency use its online gateway \(bKash, SSLCommerz\)\./m,
  },
  {
    id: 'dispute-cases-list',
    title:
      'a deposit confirmer with a new dispute finds their case in a short list, and no case takes coins twice, refunds twice or contests a dispute on money never credited',
    fact: "Deposits' Disputes, chargebacks and returns: before the steps, 'When one arrives, open the deposit (step 1) and find its case, the first that fits:' and one pinned bullet per case: a Stripe inquiry answered; \"refund refused\" with no transfer reference and no \"settled by dispute\" (Successful: 7.1 first): the coin log read as 4.5's item 4, every coin back: accepted, below zero (spent or withdrawn): contested with the Deposit Refund line and the coin log, never accepted, either way \"settled by dispute\" and the dispute ID on the line; Refunded, or Failed or Pending with a refund reference in its Activity or its DEP- on the running list (a Pending one: a line if it has none, then Mark as Failed with that refund reference, as A provider reports a refund step 1): nothing else changed, never refunded again, answered with the id on the line or in its Activity (a refund's, a transfer's or an earlier dispute's) and the Activity; Failed or Pending with neither (never credited: an expired hold, a late payment, a held payment): no coins, no withdrawals to close, a Pending one Mark as Failed with the dispute ID, its DEP-, date and dispute ID on the running list, then the dispute accepted, never contested; Successful or SUB-: steps 1 to 5. CONTENT_GUIDE states the same. Change a case here and on Deposits together (diff24, read25 gateways 1, diff34 money 3, read26 gateways 2, diff35 money 2, diff36 money 1, diff37 money 7 and gaps 1-2)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /(?:then answer or accept the dispute at the provider|then the dispute answered or accepted)|(?:Turn on the provider's email alerts for new disputes \([^)]*\), and when one arrives:)|(?:^- \*\*Failed\*\* with neither \(never credited: an expired hold or a late payment\))|(?:\*\*Failed\*\* with neither, or \*\*Pending\*\* \()|(?:A line noting "refund refused" with nothing sent yet)|(?:\(a \*\*Pending\*\* one: \*\*Mark as Failed\*\* with the listed reference\))|(?:answered at the provider with the refund id and the deposit's)/m,
    find: pagesSay({
      'deposits/index.md':
        /^When one arrives, open the deposit \(step 1\) and find its case, the first that fits:\n\n- A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback\.\n- A line noting "refund refused", with no transfer reference and no "settled by dispute" on it \(\[daily check\]\(#check-pending-manual-deposits-every-day\) step 4\.5; \*\*Successful\*\*: its step 7\.1 first\): read the coin log as its item 4 does\. No \*\*Deposit\*\* line, or the \*\*Deposit Refund\*\* line's balance after is zero or more: accept the dispute\. Below zero \(the player spent or withdrew those coins\): contest it, with that \*\*Deposit Refund\*\* line and the coin log as evidence\. Either way, write "settled by dispute" and the dispute ID on the line\.\n- \*\*Refunded\*\*, or \*\*Failed\*\* or \*\*Pending\*\* with a refund reference in its \*\*Activity\*\* or its `DEP-` on the running list \(daily check step 4; a \*\*Pending\*\* one: a line on the running list if it has none, then \*\*Mark as Failed\*\* with that refund reference, as \[A provider reports a refund\]\(#a-provider-reports-a-refund\) step 1\): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the id on the line or in its \*\*Activity\*\* \(a refund's, a transfer's or an earlier dispute's\) and the deposit's \*\*Activity\*\* as evidence\.\n- \*\*Failed\*\* or \*\*Pending\*\* with neither \(never credited: an expired hold, a late payment, a held payment such as a "risk review" or a PayPal hold\): no coins to take back and no withdrawals to close; a \*\*Pending\*\* one gets \*\*Mark as Failed\*\* with the dispute ID in the note; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then accept the dispute at the provider \(nothing was given for it\): never contest it\.\n- \*\*Successful\*\*, or a `SUB-` charge: steps 1 to 5\.\n\n1\. /m,
      '../CONTENT_GUIDE.md': [
        /\*\*Failed\*\* or \*\*Pending\*\* with neither \([^)]*\), never credited \(an expired hold, a late payment\): no coins to take back, no withdrawals to close, a \*\*Pending\*\* one \*\*Mark as Failed\*\* with the dispute ID in the note/,
        /then the dispute accepted, never contested \(nothing was given for it\)/,
        /or \*\*Pending\*\* with neither \(a held payment: a "risk review", a PayPal hold\), never credited/,
        /or \*\*Failed\*\* or \*\*Pending\*\* with a refund reference in its \*\*Activity\*\* or its `DEP-` on the running list \(a \*\*Pending\*\* one: a line on the running list if it has none, then \*\*Mark as Failed\*\* with that refund reference, as A provider reports a refund step 1\)/,
        /answered at the provider with the id on the line or in its \*\*Activity\*\* \(a refund's, a transfer's or an earlier dispute's, never a refund id a "neither" line does not hold\)/,
        /a dispute on a "refund refused" line with no transfer reference and no "settled by dispute" \(daily check step 4\.5; a \*\*Successful\*\* deposit, step 7\.1 first\), read in the coin log as 4\.5's item 4 does: every coin came back \([^)]*\), accepted; below zero, the player having spent or withdrawn those coins, contested with that \*\*Deposit Refund\*\* line and the coin log, never accepted/,
      ],
    }),
  },
  {
    id: 'daily-check-intro-names-flutterwave-list',
    title: 'a Flutterwave site whose troubleshooting fills the running list is told it needs the daily check',
    fact: "the daily check's intro names, after its gateway list, a Flutterwave site while the running list holds its payment refunded for a wrong amount and still open, a Coinbase Commerce site for 30 days after each late payment it returned (leftovers23 L2) (each page's troubleshooting puts its DEP- reference there)",
    where: ['deposits/index.md'],
    require:
      /^- a Flutterwave site while its running list \(step 4\) holds a payment it refunded that is still open at the provider \(\[Flutterwave\]\(\/payment-gateways\/flutterwave#troubleshooting\): a wrong amount\);\n- a Coinbase Commerce site for 30 days after each late payment it returned \(\[Coinbase Commerce\]\(\/payment-gateways\/coinbase-commerce#troubleshooting-coinbase-checkouts\): an expired checkout can still be paid\)\.$/m,
  },
  {
    id: 'gateway-bad-signature-names-the-status',
    title: 'a gateway troubleshooting entry names the 400 a bad signature gets, never "ignored"',
    fact: "a bad webhook signature gets HTTP 400 (GoCardless 498), and every page names the status, never 'ignored', so the reader knows the provider retries once the key is fixed; Authorize.Net's entry is 'Webhooks are rejected with 400' and says Authorize.Net retries the rejected notifications",
    where: ['payment-gateways/'],
    forbid: /\b(?:webhooks?|notifications?|IPNs?|callbacks?)\b[^.\n]*\bignored as invalid\b/i,
    find: pagesSay({
      'payment-gateways/authorize-net.md':
        /^\*\*Webhooks are rejected with `400`\.\*\* [^\n]*Authorize\.Net retries the rejected notifications\.$/m,
    }),
  },
  {
    id: 'mollie-api-key-not-access-token',
    title:
      "Mollie's merged API access tokens page leads the reader to an API key, not an access_ token the form refuses",
    fact: "Mollie's Get your API key step creates an API key, not an advanced access token (access_, refused by the form's prefix check), for the website profile of https://example.com and in test mode",
    where: ['payment-gateways/mollie.md'],
    forbid: /click \*\*Create API key\*\*, choose test mode/,
    require:
      /create one and choose \*\*API key\*\*, not an advanced access token \(its `access_` token is refused by the form\), the website profile of `https:\/\/example\.com` and test mode/,
  },
  // Install, diff review of the read18 fixes (d18fix-install) findings 1-9: the puller's folder made
  // before its ACL, the way back for a pulled archive, the domain change's client checked at the new
  // API name, the cPanel puller's key made for this job, Vercel redeployed after up, zips on cPanel,
  // the cPanel DNS check after step 2, and the small points (MAIL_MAILER path, EADDRINUSE, step 10)
  {
    id: 'backup-folder-made-before-puller-acl',
    title:
      "the puller's ACL is set on a folder that exists, and nothing resets it, so the nightly pull copies the archives",
    fact: "the VPS puller block creates /var/backups/quiznest with mkdir -p -m 700 before setfacl, and Write the backup script uses mkdir -p too (install -d's chmod of an existing folder resets the ACL mask to ---); after the first backup, rsync quiznest-pull@203.0.113.10:. run from the puller lists the archives",
    where: ['post-installation.md'],
    forbid: /^sudo install -d -m 700 \/var\/backups\/quiznest$/,
    require:
      /^(?=[\s\S]*^sudo mkdir -p -m 700 \/var\/backups\/quiznest\nsudo adduser --disabled-password --gecos '' quiznest-pull\nsudo setfacl )(?=[\s\S]*After the first backup, check from that server: `rsync quiznest-pull@203\.0\.113\.10:\.` lists the archives)/m,
  },
  {
    id: 'pulled-archive-comes-back-with-own-sign-in',
    title:
      "a restore brings a pulled archive back with the reader's own sign-in, which the read-only puller key cannot",
    fact: "the puller's key only reads: a pulled archive goes back through the reader's computer, with scp as their own user and sudo mv into /root/restore (rehearsal step 2, which the VPS restores reuse), and on cPanel by Upload into ~/restore in File Manager (both cPanel restore tabs)",
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*or a copy from the machine that pulls the archives\. The puller's key only reads, so that copy comes back with your own sign-in: to your computer, then with `scp` as your own user to the server you restore on, and there `sudo mv )(?=(?:[\s\S]*or an upload from the machine that pulls the archives \(to your computer, then \*\*Upload\*\* into `~\/restore` in \*\*File Manager\*\*\)){2})/,
  },
  {
    id: 'domain-change-checks-client-api-name',
    title: 'a domain change checks that the live client calls the new API name, not only that it loads',
    fact: 'Change the domain: each build of step 2 is checked with grep -rl "admin.example.net/api" .next/static (static: out/_next) printing a file; the VPS build is the update\'s Rebuild the running version blocks (client-next filled from the live folder), never its block from a release; step 9\'s checks include the Network tab showing the API requests at https://admin.example.net/api/…',
    where: ['post-installation.md'],
    require:
      /^(?=[\s\S]*Check each build: `grep -rl "admin\.example\.net\/api" \.next\/static \| head -n 1` in its folder \(static export: `out\/_next`\) prints a file\.)(?=[\s\S]*^ {3}- \*\*VPS\*\* \(client on this server\): the \*\*Rebuild the running version\*\* blocks of step 1 of \[Update the client with a rollback\]\(#update-the-client-with-a-rollback\), not its block from a release)(?=[\s\S]*^9\. [^\n]*the browser's \*\*Network\*\* tab shows the API requests going to `https:\/\/admin\.example\.net\/api\/…`)/m,
  },
  {
    id: 'cpanel-puller-key-for-this-job-only',
    title: "a cPanel reader's backup puller uses a key of its own, so their own SSH sign-in keeps working",
    fact: "on cPanel (most hosts have no rrsync) the puller uses a key made for this job only (ssh-keygen -t ed25519 -f ~/.ssh/quiznest-pull -N ''), imported in SSH Access, from a machine guarded like the cPanel password, pulling with -e 'ssh -i ~/.ssh/quiznest-pull' from cpuser@203.0.113.20:backups/; no page restricts the account's key with rrsync; on the VPS, ssh quiznest-pull@… printing rrsync error: Not invoked via sshd is named as expected",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /rrsync -ro backups/,
    find: pagesSay({
      'post-installation.md': [
        /^1\. On that machine, make a key for this job only, `ssh-keygen -t ed25519 -f ~\/\.ssh\/quiznest-pull -N ''`[^\n]*guard that machine like your cPanel password\.$/m,
        /^2\. On that machine, run `rsync -a -e 'ssh -i ~\/\.ssh\/quiznest-pull' cpuser@203\.0\.113\.20:backups\/ ~\/quiznest-backups\/`/m,
        /`ssh quiznest-pull@203\.0\.113\.10` prints `rrsync error: Not invoked via sshd`, as it should/,
      ],
    }),
  },
  {
    id: 'vercel-domain-change-redeploys-after-up',
    title: "a Vercel domain change redeploys once the API answers, whether or not Vercel's build reads it",
    fact: 'no page states that the standalone build reads nothing from the API (nobody checked the client): Change the domain edits the Vercel variables in step 5 and redeploys in step 9 right after leaving maintenance mode, waiting for Ready before the checks',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /build reads (?:\n?\s*)?nothing from the API|Pages render on request: the build reads/,
    find: pagesSay({
      'post-installation.md': [
        /^ {3}- \*\*Vercel\*\*: edit both variables \(step 9 redeploys\)\.$/m,
        /^9\. Leave maintenance mode \(Vercel: then \*\*Redeploy\*\*, and wait for \*\*Ready\*\*\), then check:/m,
      ],
    }),
  },
  {
    id: 'cpanel-vendor-zip-windows',
    title: 'a vendor/ folder built on Windows for cPanel is zipped so that it unpacks into folders',
    fact: 'the no-Terminal Composer path of Admin.md uploads vendor/ zipped as in step 1, never with Compress-Archive (its backslashes unpack as flat names such as vendor\\autoload.php)',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /upload the resulting `vendor\/` folder \(zipped, then extracted\)/,
    require:
      /upload the resulting `vendor\/` folder, zipped as in step 1 \(never with `Compress-Archive`\) and extracted, into `~\/quiznest\/admin`/,
  },
  {
    id: 'guide-admin-zip-keeps-its-folder',
    title: "CONTENT_GUIDE's Windows zip form keeps the admin/ folder that Admin.md step 1 extracts",
    fact: 'upload zips are made with tar -a -c -f <name>.zip -C <folder> ., except admin.zip, which holds the folder itself: tar -a -c -f admin.zip admin',
    where: ['../CONTENT_GUIDE.md'],
    forbid: /`admin\.zip` too, where Explorer/,
    require: /`admin\.zip` with the folder itself, `tar -a -c -f admin\.zip admin`/,
  },
  {
    id: 'cpanel-dns-check-after-subdomain',
    title:
      "a cPanel reader on the host's nameservers checks DNS after the subdomain exists, not by adding records",
    fact: "with the host's nameservers, cPanel writes the subdomain's A and AAAA records at step 2 (Create A New Domain): Admin.md's Before you start says to add none by hand and to run the check after step 2, before step 7",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require:
      /^## Before you start\n(?:(?!\n## )[\s\S])*?With the host's nameservers, step 2 creates these records: add none by hand, and run the check after step 2, before step 7\./m,
  },
  {
    id: 'mail-mailer-check-cpanel-full-path',
    title: 'the cPanel MAIL_MAILER check reads admin/.env from the home folder Terminal opens in',
    fact: "Configure outgoing mail checks MAIL_MAILER on cPanel with grep '^MAIL_MAILER' ~/quiznest/admin/.env (Terminal opens in the home folder) and names the good result MAIL_MAILER=smtp",
    where: ['post-installation.md'],
    forbid: /`grep '\^MAIL_MAILER' \.env`/,
    require:
      /`grep '\^MAIL_MAILER' ~\/quiznest\/admin\/\.env` in cPanel \*\*Terminal\*\*; good: `MAIL_MAILER=smtp`/,
  },
  {
    id: 'eaddrinuse-other-users-pm2',
    title: "an EADDRINUSE held by another user's PM2 is deleted there, not killed and restarted",
    fact: "the VPS guide's EADDRINUSE entry names the port's user with ps -o user= -p; a duplicate in another user's PM2 (often the sudo user's own) is deleted and saved as that user, since its PM2 restarts a kill",
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /^### Error: listen EADDRINUSE[^\n]*\n\n[^\n]*`ps -o user= -p`[^\n]*Another user's PM2 [^\n]*restarts what `kill` stops: with `STRAY=` set to the user `ps` printed, run `sudo -u "\$STRAY" -H pm2 delete quiznest-client && sudo -u "\$STRAY" -H pm2 save`\./m,
  },
  {
    id: 'domain-change-static-rebuild-names-sitemap',
    title: "the domain change's last static rebuild says it also fixes the sitemap, and links how",
    fact: 'Change the domain step 10 rebuilds a static export through Rebuild after changes, because its preview images and sitemap, built in step 2, still name admin.example.com and example.com',
    where: ['post-installation.md'],
    forbid: /the pages built in step 2 name their preview images at `admin\.example\.com`\./,
    require:
      /On a static export, \[build and upload\]\(\/installation-guide\/server-setup\/cPanel\/Client\/static-export#rebuild-after-changes\) once more: its preview images and sitemap, built in step 2, still name `admin\.example\.com` and `example\.com`\./,
  },
  // read18 Operations 6: a payout dated in another month than the statement
  {
    id: 'payments-payout-dated-other-month',
    title: 'the auditor can explain a payout dated in another month than the bank shows',
    fact: "Payments' table of differences has a row for a payout dated in another month here than on the statement: a Withdrawal row is dated the day it was marked Paid (the next morning for a transfer of the 31st, or the day a restore marked it Paid again); note it in both months (read18 6)",
    where: ['Payments/index.md'],
    require:
      /^\| A payout dated in another month here than on your statement \| A \*\*Withdrawal\*\* row is dated the day it was marked \*\*Paid\*\*: [^\n]*the day a restore marked it \*\*Paid\*\* again\. \| Note it beside the line in both months\. \|$/m,
  },
  // Restore, simplified (diff17b Operations 1-8, read18 Operations 1-6): one owner of the restore
  // tab, lines seen paid or paid out only, settled or waiting; one target formula with or without a
  // Coin Log export; webhook credits never taken back; a new account's target nets its payouts;
  // late payments of lost deposits; cancelled scheduled messages; bounded adjustments
  {
    id: 'restore-tab-refund-only-on-request',
    title: 'a line of the restore tab is never refunded by date and then credited as well',
    fact: 'nothing on the restore tab is refunded at month end or by any date: a refund replaces the coins only if the player asks, for at most the value of the coins owed, and the finance manager settles the line (diff17b 1)',
    where: [
      'Extra/index.md',
      'Payments/index.md',
      'Mange User/Users.md',
      'deposits/index.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /by the month's end|with no account for the tab's email/,
    find: pagesSay({
      'Extra/index.md':
        /If the player asks for a refund instead, the deposit confirmer refunds at most the value of the coins owed\./,
    }),
  },
  {
    id: 'restore-tab-lines-seen-settled-or-waiting',
    title: 'the restore tab holds only money seen at a provider, each line settled or waiting',
    fact: "the restore tab lists only the lost payments, refunds and payouts the restorer saw at a provider or on a payout statement (never a checkout nobody paid), with reference, provider or payout id, amount, the player's email and username; a line is settled (how and the date written beside it) once a target counts it, item 1 assigns its plan or it is refunded, else waiting (diff17b 2, 3)",
    where: ['Extra/index.md'],
    forbid: /\*open\* if uncredited|\*open\* only for item 8/,
    require:
      /^(?=[\s\S]*^- Seen at a provider or on a payout statement: no mark yet\.$)(?=[\s\S]*^Before reopening, hand the tab to the finance manager, who confirms your \*settled\* marks and alone marks every other line \*settled\*, writing beside it how it was settled and the date: now those a target or item 1's plan counted\. Others only read it\. The rest are \*waiting\*:$)/m,
  },
  {
    id: 'users-restore-payment-goes-to-tab-owner',
    title: "Users' danger box has no restore path of its own: a restore-lost payment goes to the tab's owner",
    fact: "Users' danger box credits only a won dispute with Add; a payment lost in a backup restore is settled only by the finance manager who keeps that restore's tab (diff17b 3)",
    where: ['Mange User/Users.md'],
    forbid: /Only then credit with \*\*Add\*\*, on the account with the email the tab names/,
    require:
      /is settled only by the finance manager who keeps that restore's tab \(\[The restore tab\]\(\/Extra\/#the-restore-tab\)\): hand it to them\./,
  },
  {
    id: 'restore-webhook-credit-never-taken-back',
    title: 'a webhook credit that lands during a restore is never taken back by the adjustment',
    fact: 'Match the balances counts each Deposit line made since the restore (unless its DEP- has one in the export) and reads the Balance and the Transactions tab from one load of the profile, so a credit that lands in the restored panel, whatever day its payment started, stays once (diff17b 4)',
    where: ['Extra/index.md'],
    forbid: /payment of the export's days/,
    require:
      /^(?=[\s\S]*^From one load of the profile, read the \*\*Balance\*\* and \*\*Transactions\*\* tab, then make one \*\*Adjust Balance\*\*)(?=[\s\S]*^\| A \*\*Deposit\*\* line made since the restore, and the \*\*Referral Bonus\*\* lines it paid \(\*\*Transactions\*\* tab\) \|)/m,
  },
  {
    id: 'restore-new-account-paid-out-netted',
    title: 'an account created after the backup is not paid back a deposit it already withdrew',
    fact: 'an account created after the backup starts from the Balance: its target nets what it was paid out (a lost request whose money has left: minus its coins) against what it paid, and the finance manager adjusts the new account to it only if it is above its Balance; never the whole payment refunded or credited (diff17b 5)',
    where: ['Extra/index.md'],
    forbid: /A payment from an account created after the backup: refund it at the provider/,
    require:
      /^(?=[\s\S]*^\| A lost request \(payout officer\) \| Its coins if \*\*Pending\*\* or \*\*Approved\*\* in the export and its money has not left \| Minus its coins if its money has left \|$)(?=[\s\S]*adjusts the new account to its target if that is above its \*\*Balance\*\*)/m,
  },
  {
    id: 'restore-tab-one-owner',
    title:
      'one person settles every line of the restore tab, a plan included, and the player is told to register',
    fact: 'the finance manager keeps the restore tab and alone settles its lines (a SUB- line too: item 1 assigns its plan, or a Super Admin at their request); others only read it; the support agent asks the player of an account created after the backup to register again with the same email (diff17b 6)',
    where: ['Extra/index.md'],
    forbid: /and tell the auditor and the finance manager \(\[Payments\]/,
    require:
      /^(?=[\s\S]*hand the tab to the finance manager, who confirms your \*settled\* marks and alone marks every other line \*settled\*[^\n]*Others only read it\.)(?=[\s\S]*item 1's plan counted)(?=[\s\S]*the support agent asks the player to register again with the same email)(?=[\s\S]*a Super Admin assigns a `SUB-` plan)/,
  },
  {
    id: 'daily-check-lost-reference-to-tab-owner',
    title:
      'the daily check never refunds a paid reference lost in a restore, and never searches the restore tab',
    fact: "daily check step 7 searches the running list's own tab, not a restore's; step 8 hands a DEP- that no search finds (lost in a restore) to the finance manager who keeps the restore's tab, with the provider's payment ID, and never refunds it (diff17b 7, read18 2)",
    where: ['deposits/index.md'],
    require:
      /^(?=[\s\S]*^7\. Search each line's `DEP-` \(or `SUB-`\) reference \(never a refund hold line; not on a restore's tab\),)(?=[\s\S]*^8\. [^\n]*A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it \*settled\*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give\.$)/m,
  },
  {
    id: 'restore-export-split-and-tab-identity',
    title:
      'the restore export misses no player, the hand-run worker is named per host, and a tab line finds its player',
    fact: "restore exports are split by days, Type or Direction, never per player; Reports' hand-run worker says it can take hours with a long campaign and names the cPanel PHP version (CloudLinux /usr/local/bin/php); a tab line carries the player's email and username (diff17b 8)",
    where: ['Extra/index.md', 'Report/index.md'],
    forbid: /or per player \(\*\*Search\*\*\) for those with lines since the backup/,
    find: pagesSay({
      'Extra/index.md': /coins, the player's email and username\./,
      'Report/index.md':
        /for hours if a long campaign is queued[^\n]*\(your PHP version; CloudLinux: `\/usr\/local\/bin\/php`\)/,
    }),
  },
  {
    id: 'restore-no-coin-log-deducts-paid-payouts',
    title: 'a restore with no Coin Log export still deducts a withdrawal paid since the backup',
    fact: "with no Coin Log export (panel down, an update rollback without it) every player starts from the Balance: minus each lost request whose money has left, plus each lost DEP- paid and not refunded; the update rollback's warning asks for both the Payments and the Coin Log export (read18 1)",
    where: ['Extra/index.md', 'post-installation.md'],
    forbid:
      /\(noted for none: no adjustment\)|export \*\*Payments\*\* and save the Activity Log from that time first/,
    find: pagesSay({
      'Extra/index.md': [
        /\| An account created after the backup, or no Coin Log export \(panel down, an update rollback without it\) \|/,
        /\| Minus its coins if its money has left \|/,
      ],
      'post-installation.md':
        /export \*\*Payments\*\* and the \*\*Coin Log\*\*, and save the Activity Log, from that time first/,
    }),
  },
  {
    id: 'restore-late-lost-payment-settled-by-tab-owner',
    title: 'a lost deposit paid after the restore has a day-after path to its coins',
    fact: "a lost DEP- or SUB- paid after the balances were matched (an open checkout, a transfer, a voucher) reaches the finance manager through the deposit confirmer, who checks it at the provider; the finance manager credits it with Add and settles its tab line; Payments' 'No row at all' has the support agent look a DEP- no search finds up on the restore tab (read18 2)",
    where: ['Extra/index.md', 'Payments/index.md'],
    forbid: /^\| No row at all \| The player paid somewhere else, or on another QuizNest account\. \|/m,
    find: pagesSay({
      'Extra/index.md':
        /^- A lost `DEP-` or `SUB-` paid later \(an open checkout, a transfer, a voucher\): the deposit confirmer hands it over\. Only if its line is \*waiting\* or \*unpaid\*, the finance manager credits the player it names with \*\*Add\*\*/m,
      'Payments/index.md':
        /^\| No row at all \|[^\n]*A `DEP-` reference no search finds: unless the restore's tab of the \[running list\]\([^)]*\) sheet shows it \*settled\*, hand the receipt to the deposit confirmer/m,
    }),
  },
  {
    id: 'restore-cancelled-scheduled-message-cancelled',
    title: 'a scheduled message cancelled since the backup is not sent after a restore',
    fact: 'Match the statuses item 3 cancels every Scheduled, Queued or Sending message the saved History does not show still Scheduled (one cancelled since the backup comes back Scheduled), sends again one still due, and one partly sent only if a repeat is acceptable (read18 3)',
    where: ['Extra/index.md'],
    forbid: /message your saved \*\*History\*\* shows sent/,
    require:
      /^3\. \[Send Notification\]\([^)]*\): \*\*Cancel\*\* every \*\*Scheduled\*\*, \*\*Queued\*\* or \*\*Sending\*\* message your saved \*\*History\*\* does not show still \*\*Scheduled\*\*, and send again one still due\. Send again one it shows \*\*Sending\*\* \(partly sent\) only if a repeat is acceptable\.$/m,
  },
  {
    id: 'restore-adjustments-bounded-credits-after-reopening',
    title: 'a restore does not keep the site closed for hours of adjustments that only add coins',
    fact: "before reopening, the restore adjusts every player on the restore tab, every player with a Debit line since the backup and every player with a line since the restore; every other player's lines since the backup are all credits, so they get their noted target minus Balance after reopening, the same day; nobody else needs an adjustment (read18 4, read21 Operations 2)",
    where: ['Extra/index.md'],
    require:
      /^Before reopening, adjust:\n\n- every player on the restore tab;\n- every player with a \*\*Debit\*\* line since the backup[^\n]*\n- every player with a line since the restore\.\n\nEvery other player in the Coin Log export has only credits since the backup: note their target − \*\*Balance\*\*[^\n]*add it after reopening, the same day/m,
  },
  {
    id: 'restore-items-written-as-conditions',
    title: 'the restore steps read once: conditions in full, no bare item numbers',
    fact: "Extra's restore items are written as a condition and what to do, with 'item 5' in full; never 'disabled in 4:', '(8, or unpaid)', 'their KYC submission lost, a Super Admin' or 'as in 5' (read18 5)",
    where: ['Extra/index.md'],
    forbid:
      /disabled in 4:|\(8, or unpaid\)|their KYC submission lost, a Super Admin|: as in 5\b|submission \(5\)/,
  },
  // Install/deploy, read round 19: the off-site copy's key and bucket, the install.sh removal.
  {
    id: 'offsite-key-limited-to-bucket-works',
    title:
      'the off-site copy works with an access key limited to its bucket, and the restore can read it back',
    fact: 'the key is limited to the bucket with read, list, write and delete rights; after rclone config, rclone config update offsite no_check_bucket true upload_cutoff 0 (such a key may not create the bucket, which rclone otherwise tries before each upload; parts carry the MD5 that object lock wants); the access key and secret are kept with the crypt passwords; Troubleshooting names AccessDenied from rclone',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /access key that can write to that bucket only|key for that bucket only/,
    require: /rclone config update offsite no_check_bucket true upload_cutoff 0`/,
    find: pagesSay({
      'post-installation.md': [
        /an access key limited to that bucket, with read, list, write and delete rights/,
        /^3\. `q` to quit, then run `sudo rclone config update offsite no_check_bucket true upload_cutoff 0` \(cPanel: `~\/bin\/rclone`, without `sudo`\)/m,
        /^Store both crypt passwords, and the access key with its secret, in your password manager/m,
        /^\*\*`AccessDenied: Access Denied` from `rclone`\.\*\* [^\n]*run item 3 of \[Keep a copy off the server\]\(#keep-a-copy-off-the-server\)/m,
      ],
    }),
  },
  {
    id: 'offsite-object-lock-not-versioning',
    title: 'the off-site copies survive a takeover of the server only where the page says they do',
    fact: 'object lock with a default retention of 30 days protects the older copies from whoever takes over the server and its key; versioning alone does not (the same key can delete old versions); the 90-day lifecycle rule expires old versions too',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /offers object versioning or object lock, turn it on|versioning or object lock where offered/,
    find: pagesSay({
      'post-installation.md':
        /with object lock turned on and a default retention of 30 days[^\n]*Versioning alone does not stop them: the same key can delete old versions\.[^\n]*deletes objects after 90 days, old versions too/,
      '../CONTENT_GUIDE.md':
        /created with object lock, 30-day retention, where offered[^;]*;[^;]*;\s+versioning alone does not protect: the key can delete old versions\)[\s\S]*?lifecycle rule 90 days, old versions too/,
    }),
  },
  {
    id: 'install-sh-removal-leaves-no-data-copy',
    title: "removing QuizNest leaves no copy of the players' data on the server",
    fact: "install.sh removal's rm -rf line also deletes /var/www/quiznest-releases, /root/restore, /var/lib/mysql-8.0-copy and /var/lib/mysql-8.4-failed (what updates, restores and Upgrade MySQL 8.0 to 8.4 leave); after a MySQL rollback, the copy and /var/lib/mysql-8.4-failed are deleted with the same rm -rf once the 8.4 data is safe",
    where: ['installation-guide/server-setup/vps-automated.md', 'post-installation.md'],
    forbid: /^\s*sudo rm -rf \/var\/www\/quiznest$/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /^sudo rm -rf \/var\/www\/quiznest \/var\/www\/quiznest-releases \/root\/restore \/var\/lib\/mysql-8\.0-copy \/var\/lib\/mysql-8\.4-failed ~\/backups \/root\/quiznest-install-summary\.txt$/m,
      'post-installation.md':
        /After a rollback, keep `\/var\/lib\/mysql-8\.0-copy` and `\/var\/lib\/mysql-8\.4-failed` until [^\n]*Then `sudo rm -rf \/var\/lib\/mysql-8\.0-copy \/var\/lib\/mysql-8\.4-failed`\./,
    }),
  },
  // Gateways and Settings, diff review 19 (d19fix-gw) findings 1-10: a test-mode payment is no payment,
  // the NO-PAYMENT- rows cancel out, a dispute on a refunded Failed deposit, the take-back's Reason, the
  // Authorize.Net hold checks and buttons, Users' order, the Undo of a mistaken credit, Razorpay's
  // search by DEP- reference, User Settings on its sibling pages, Mollie's live key
  {
    id: 'no-payment-take-back-counts-live-payments-only',
    title: 'a deposit paid with a published test card is taken back, not matched to a test-mode payment',
    fact: "Payments' take-back counts only a live payment: a test-mode payment, or one paid into an account not yours, counts as none, and a player's payouts are released once each listed deposit is matched to a live payment in your account or taken back (diff19 1)",
    where: ['Payments/index.md'],
    forbid: /no payment in any account of yours|matched to a payment in your account/,
    require:
      /^\| 4\. A listed deposit with no live payment in any account of yours \(a test-mode payment, or one paid into an account not yours, counts as none\) is taken back/m,
  },
  {
    id: 'no-payment-refund-rows-cancel-out',
    title: 'a deposit taken back with NO-PAYMENT- does not start the missing-at-the-provider procedure again',
    fact: "Payments' table of differences: a deposit Refunded and its Refund row, both absent from the provider, cancel out for a Sandbox one (TEST- or a sandbox refund id) and a Live one (NO-PAYMENT-, a deposit credited without a payment and taken back): nothing to do, both left out of the count (diff19 2)",
    where: ['Payments/index.md'],
    forbid: /^\| A \*\*Sandbox\*\* deposit \*\*Refunded\*\*, with its \*\*Refund\*\* row/m,
    require:
      /^\| A deposit \*\*Refunded\*\* and its \*\*Refund\*\* row, both absent from the provider's live report: a \*\*Sandbox\*\* one \([^\n]*`TEST-`[^\n]*\), or a \*\*Live\*\* one \(`NO-PAYMENT-` and a date\) \|[^\n]*\| Nothing to do: the two rows cancel out/m,
  },
  {
    id: 'dispute-on-refund-failed-deposit-left-as-is',
    title:
      'a dispute on a risk-review payment refunded and marked Failed takes no coins and rejects no payouts',
    fact: "a dispute on a deposit already Refunded, or Failed with a refund reference in its Activity, changes nothing in QuizNest (Deposits' Disputes); Payments' dispute row leaves it so, the dispute id noted beside its refund line (diff19 3)",
    where: ['deposits/index.md', 'Payments/index.md'],
    forbid: /If the deposit is already \*\*Refunded\*\*, change nothing in QuizNest/,
    find: pagesSay({
      'Payments/index.md':
        /^\| A dispute or chargeback at the provider \|[^\n]*one already \*\*Refunded\*\*, or \*\*Failed\*\* with a refund reference(?: or on the running list)?, stays so: note the dispute id beside its refund line\./m,
    }),
  },
  {
    id: 'no-payment-reason-written-for-player',
    title: 'a player whose deposit is taken back is not told their money is coming back',
    fact: "the take-back's Reason is sent to the player in the Deposit refunded message, so it is written for them ('No payment for this deposit reached our account'); the support agent tells a player who paid into an account not yours to claim it back from their bank or provider (diff19 4)",
    where: ['Payments/index.md'],
    forbid: /counts as none: the player claims it back from their bank or provider\)/,
    require:
      /a \*\*Reason\*\* the player receives \("No payment for this deposit reached our account"\)[\s\S]{0,300}?^\| 6\. Tell a player who paid into an account not yours to claim it back from their bank or provider\. \| Support agent \|/m,
  },
  {
    id: 'authorize-net-hold-avs-cvv-void',
    title:
      'an Authorize.Net hold is judged on what the issuer checked, and voided when it is already authorized',
    fact: 'an Authorize.Net fraud hold fits the player when the transaction detail shows the AVS and card code results matched, never the billing name the payer types; a Pending Review hold is declined, an Authorized/Pending Review one voided: nothing was charged (diff19 5)',
    where: ['deposits/index.md', 'payment-gateways/authorize-net.md'],
    forbid: /billing name on the transaction|which voids the authorization: nothing to refund/,
  },
  {
    id: 'users-box-reads-activity-before-check-status',
    title: "Users' danger box reads the deposit's Activity before Check Status can credit a refunded payment",
    fact: "Users' danger box states the danger only and settles the deposit as Check a pending deposit says, which reads the deposit's Activity first (marked Failed with a refund reference: it stays Failed) and only otherwise clicks Check Status; the box repeats none of its cases (diff19 6, read27 ops 5)",
    where: ['Mange User/Users.md'],
    forbid:
      /click \*\*Check Status\*\*, and if the provider's dashboard shows the payment completed, click \*\*Mark as Successful\*\* \(\[Check a pending deposit\]\([^)]*\)\), unless its \*\*Activity\*\*|open it under \[Deposits\]\(\/deposits\/\) and read its \*\*Activity\*\*: marked/,
    require:
      /^:::danger Never credit a payment with an adjustment\n\nWhen a player paid and the coins did not arrive, settle the \*\*deposit\*\*, never the balance, as \[Check a pending deposit\]\(\/deposits\/#check-a-pending-deposit\) says\. An adjustment is not tied to the deposit: [^\n]*\n\n:::$/m,
  },
  {
    id: 'undo-mistaken-credit-take-back-only',
    title: "one confirmer's mistaken credit is taken back without disabling the gateway, an Approve too",
    fact: "Check a pending deposit's Undo sends a deposit marked Successful with no payment to a Super Admin, who has the payout officer hold the player's withdrawals and applies only the take-back sentence of Payments' row missing at the provider leaving the gateway enabled; Manual deposits has the same Undo for an Approve (diff19 7)",
    where: ['deposits/index.md'],
    forbid: /takes its coins back as the row "A row here is missing at the provider"/,
    require:
      /^(?=[\s\S]*^Undo: [^\n]*to a Super Admin, who has the payout officer hold the player's withdrawals and takes the coins back as steps 2 to 7 of \[A deposit with no payment behind it\]\(\/Payments\/#a-deposit-with-no-payment-behind-it\) say, leaving the gateway enabled\.$)(?=[\s\S]*^## Manual deposits\n(?:(?!\n## )[\s\S])*?^Undo: an \*\*Approve\*\* with no money behind it goes to a Super Admin, as in \[Check a pending deposit\]\(#check-a-pending-deposit\)\.$)/m,
  },
  {
    id: 'razorpay-missed-payments-found-by-dep-reference',
    title: 'a Razorpay payment missed while the webhook was off is found by its DEP- reference',
    fact: "Razorpay's 'webhook was disabled' entry searches each payment captured since the failures began on Deposits by the DEP- reference read on its order (the order's receipt or notes), which every deposit has, never by order ID, which no page says is stored (diff19 8)",
    where: ['payment-gateways/razorpay.md'],
    forbid: /\border ID on \[Deposits\]/,
    require:
      /read on each one's order the `DEP-` reference QuizNest sent \(the order's receipt or notes\), and search it on \[Deposits\]\(\/deposits\/\)/,
  },
  {
    id: 'user-settings-sibling-pages-super-admins',
    title:
      'granting Edit for notification templates or social login does not hand over the KYC gate unnoticed',
    fact: 'Notification Settings and Social Login say in Where to find it, as Kyc does, to keep Edit on User Settings for Super Admins, since it can switch off the KYC gate on withdrawals (diff19 9)',
    where: ['Settings/User Settings/Notification Settings.md', 'Settings/User Settings/Social Login.md'],
    require:
      /^## Where to find it\n\n[^\n]*Your role needs \*\*Edit\*\* on the \*\*User Settings\*\* group of \*\*Settings\*\*, which can also switch off the KYC gate on withdrawals: keep it for Super Admins/m,
  },
  {
    id: 'mollie-live-key-as-test-key',
    title: "Mollie's live key is created as an API key too, not an access token",
    fact: "Mollie's step 4 copies or creates the Live API key as in step 3 (choose API key), in live mode (diff19 10)",
    where: ['payment-gateways/mollie.md'],
    forbid: /copy or create the \*\*Live API key\*\*, which starts with `live_`/,
    require: /copy or create the \*\*Live API key\*\* as in step 3, in live mode/,
  },
  // Restore reconciliation, diff review 19 (diff19-restore.md) and read19-admin Operations 1.
  {
    id: 'restore-contest-paid-after-backup-by-its-lines',
    title:
      'a contest that ended before the backup but was paid or cancelled after it is not paid a second time',
    fact: "the restore's contests are decided by their Contest Prize and Contest Refund lines, never by End Time: one that ended before the backup and was paid or cancelled since is cancelled (again) like one paid or cancelled since; only one with neither line and an End Time before the backup is paid as usual (diff19 1)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /and did not end before the backup\.|one that ended\s+before the backup left out by the sentence above the table/,
    find: pagesSay({
      'Extra/index.md': [
        /^\| Paid since the backup: \*\*Contest Prize\*\* lines, whatever its \*\*End Time\*\* \| \*\*Cancel Contest\*\*/m,
        /^\| Cancelled since the backup: \*\*Contest Refund\*\* lines only, whatever its \*\*End Time\*\* \| \*\*Cancel Contest\*\* again\. \|$/m,
      ],
      '../CONTENT_GUIDE.md':
        /decided by their\s+\*\*Contest Prize\*\* and \*\*Contest Refund\*\* lines, never by \*\*End Time\*\*/,
    }),
  },
  {
    id: 'restore-credit-after-reopening-by-state',
    title:
      'the credit given after reopening a restored site is never worked out from clock times or a moved balance',
    fact: "a Coin Log line is since the backup when it is not on the restored Transactions tab (by state, never by its Date against the archive's time, which follow different time zones); each credit-only player's target minus Balance is noted before reopening and that noted number added after reopening, never a sum of lines after a clock time nor a number reworked from a newer Balance (diff19 4)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /give them their sum after reopening|each is given the sum of those lines/,
    find: pagesSay({
      'Extra/index.md': [
        /^- A Coin Log line is \*since the backup\* if not on the restored \*\*Transactions\*\* tab, whatever its \*\*Date\*\*\.$/m,
        /add it after reopening, the same day, never reworked from a newer \*\*Balance\*\*\./,
      ],
    }),
  },
  {
    id: 'restore-tab-handed-over-credit-only-waiting',
    title: 'a payment that cleared during a restore is never credited a second time from the restore tab',
    fact: "the restorer hands the restore tab to the finance manager before reopening (the check asks it); the finance manager confirms the restorer's settled marks and alone marks every other line settled (how and the date written beside it), first those a target or item 1 counted; the paid-later bullet and daily check step 8 credit or hand over a line only if it is waiting, and mark it settled after (diff19 2)",
    where: ['Extra/index.md', 'deposits/index.md'],
    forbid:
      /The finance manager keeps the tab and alone settles its lines|the deposit confirmer hands it over\. The finance manager credits it/,
    find: pagesSay({
      'Extra/index.md': [
        /^Before reopening, hand the tab to the finance manager, who confirms your \*settled\* marks and alone marks every other line \*settled\*/m,
        /and marks it \*settled\*\.$/m,
        /Every player to adjust before reopening has their target \(new accounts: \*waiting\*\); the finance manager has the tab\./,
      ],
      'deposits/index.md':
        /lost in a restore: unless the restore's tab shows it \*settled\*, hand it to the finance manager/,
    }),
  },
  {
    id: 'restore-coins-never-from-provider-figure',
    title: "a lost payment's coins after a restore never count the charge or the currency conversion",
    fact: "a restore's coins come from the Deposit or Withdrawal Hold line, else the Amount (before the Charge, in the default currency) × the coin rate; never from the figure paid or sent, which holds the charges and conversion (Stripe's 10.59 USD is 1,000 coins; Extra links Deposits and Withdraw Method's worked fee example); the tab records coins, not an amount (diff19 3)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Coins are the \*\*Amount\*\* × the coin rate, rounded up for a request, down for a payment|Coins: the \*\*Amount\*\* × the coin rate, rounded up for a request,\s+down for a payment/,
    find: pagesSay({
      'Extra/index.md':
        /^Coins: a payment's \*\*Deposit\*\* line, else \*\*Amount\*\* × coin rate, rounded down; a request's \*\*Withdrawal Hold\*\* line, else \*\*Amount\*\* × rate, rounded up\. Never the figure paid or sent \(\[Deposits\]\(\/deposits\/#how-coins-and-charges-are-computed\), \[Withdraw Method\]/m,
    }),
  },
  {
    id: 'restore-tab-keeps-adjustment-references',
    title: 'an adjustment folded into a restore is found by its reference and never made twice',
    fact: "the restore tab copies each Admin Adjustment line since the backup with its Note (a returned payout's WDR-, a partial refund's DEP- and refund id, a dispute id); Payments' partial-refund, dispute and returned-payout rows and Deposits' partial refund look there after a restore and never make it again (read19 Operations 1)",
    where: ['Extra/index.md', 'Payments/index.md', 'deposits/index.md'],
    find: pagesSay({
      'Extra/index.md':
        /Copy there each \*\*Admin Adjustment\*\* line since the backup with its \*\*Note\*\* \(`WDR-`, `DEP-` and refund id, dispute id\)/,
      'Payments/index.md': [
        /[Oo]ne made before a restore may be only on that restore's \[tab\]\(\/Extra\/#the-restore-tab\): never make it again\./,
        /\(after a restore, perhaps only on its \[tab\]\(\/Extra\/#the-restore-tab\): never give them again\)/,
      ],
      'deposits/index.md':
        /After a restore, subtractions made before it may be only on its \[tab\]\(\/Extra\/#the-restore-tab\)\./,
    }),
  },
  // diff19 Install (off-site copy, removal, MySQL rollback)
  {
    id: 'mysql-84-failed-kept-until-import-checked',
    title: "the MySQL rollback keeps 8.4's data folder until what was written on 8.4 is safe",
    fact: "after a rollback to 8.0, /var/lib/mysql-8.4-failed and /var/lib/mysql-8.0-copy are kept until step 3's import is checked (or, with no 8.4 dump, the 8.4 changes are redone or judged lost) and 8.0 has run a week, never deleted once 8.0 runs (diff19 Install 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /delete it and `\/var\/lib\/mysql-8\.4-failed` once 8\.0 runs again|are deleted once 8\.0 runs \(each holds every player\)/,
  },
  {
    id: 'install-sh-removal-clears-dumps-and-binary-logs',
    title: 'removing QuizNest deletes the dumps in ~/backups and MySQL binary logs, nightly backup or not',
    fact: "the removal's main block deletes ~/backups and /root/quiznest-install-summary.txt in its rm -rf line (not in the nightly backup's conditional block) and clears MySQL's binary logs with RESET MASTER in the DROP line (RESET BINARY LOGS AND GTIDS on 8.4, where RESET MASTER is gone) (diff19 Install 2)",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /^sudo rm -rf \/var\/backups\/quiznest ~\/backups$/m,
    require:
      /^# MySQL 8\.4 \(mysql --version\): RESET BINARY LOGS AND GTIDS; in place of RESET MASTER;\nsudo mysql -u root -p -e "DROP DATABASE quiznest; DROP USER 'quiznest'@'localhost'; RESET MASTER;"$/m,
  },
  {
    id: 'offsite-object-lock-chosen-at-bucket-creation',
    title: 'object lock is turned on in the form that creates the bucket, and an unlocked bucket is replaced',
    fact: 'the off-site bucket is created with object lock (30-day default retention, compliance mode if asked), since some providers offer it only when the bucket is created; a bucket made without it is replaced by a locked one through rclone config update quiznest-crypt remote offsite:NEW-BUCKET/quiznest, the old kept until the new one holds 14 days of copies (diff19 Install 3)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Where the provider offers object lock, turn it on|object lock with a 30-day retention where offered/,
    find: pagesSay({
      'post-installation.md':
        /Create a private bucket \(for example `quiznest-backups`\) with object lock turned on[^\n]*only in the form that creates the bucket\.[^\n]*A bucket made without object lock: \[Move the copies to a locked bucket\]\(#move-the-copies-to-a-locked-bucket\)[^\n]*\n[\s\S]*?`sudo rclone config update quiznest-crypt remote offsite:NEW-BUCKET\/quiznest`/,
      '../CONTENT_GUIDE.md': /`rclone config update\s+quiznest-crypt remote offsite:NEW-BUCKET\/quiznest`/,
    }),
  },
  {
    id: 'removal-offsite-delete-waits-for-lock',
    title: 'removing QuizNest says when a locked bucket lets its copies be deleted',
    fact: "Remove QuizNest says the off-site copies are deleted there, every version, which object lock refuses until 30 days after the last upload, or left to the lifecycle rule, never a plain 'delete them there' (diff19 Install 4)",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /delete them there, or keep them on purpose/,
    require:
      /delete them there \(every version; with object lock the provider refuses until 30 days after the last upload\)/,
  },
  {
    id: 'offsite-key-delete-rights-lock-refuses-check',
    title: "the off-site check's deletefile line has the right it needs, and a lock that refuses it is named",
    fact: "the off-site key has read, list, write and delete rights (the check deletes check.txt); Troubleshooting's AccessDenied entry says that on the deletefile line only the bucket's lock refuses deletes: leave check.txt, the lifecycle rule removes it (diff19 Install 5)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /with read, list and write rights|key lacks read, list or write rights/,
    find: pagesSay({
      'post-installation.md':
        /^\*\*`AccessDenied: Access Denied` from `rclone`\.\*\* On the check's `deletefile` line only: the bucket's lock refuses deletes; leave `check\.txt`, the lifecycle rule removes it\./m,
    }),
  },
  {
    id: 'restore-rclone-needs-access-key-too',
    title: 'a restore onto a new server types the access key as well as the crypt passwords',
    fact: "Restore onto a new server and the rollback's summary set up rclone with the access key and the two crypt passwords from the password manager (diff19 Install 6)",
    where: ['post-installation.md'],
    forbid: /`rclone` with the two crypt passwords/,
  },
  {
    id: 'offsite-lifecycle-aborts-incomplete-uploads',
    title: 'killed uploads do not stay billed in the off-site bucket',
    fact: 'the off-site lifecycle rule deletes objects after 90 days, old versions too, and incomplete multipart uploads after 7 days, since with upload_cutoff 0 every upload is multipart (diff19 Install 7)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /deletes objects after 90 days, old versions too, and incomplete multipart uploads after 7 days/,
      '../CONTENT_GUIDE.md':
        /lifecycle rule 90 days, old versions too,\s+incomplete multipart uploads 7 days/,
    }),
  },
  {
    id: 'uploads-bucket-object-lock-not-versioning',
    title: 'the uploads bucket is protected by object lock or out-of-reach replication, not versioning alone',
    fact: "Service's uploads bucket needs versioning with object lock, or replication to a bucket the server's key cannot reach, since the key in admin/.env can delete (diff19 Install 8)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /Turn on the bucket's own versioning, or a backup|the bucket needs its own versioning or backup/,
    require: /copied where the server's key cannot reach: a replication rule to a second\s+bucket/,
  },
  // Gateways, read round 19: the staging-first go-live sets the rate on production, bank debits always
  // off, the Mode filter in every test, short manual transfers, late old-rate credits, step 4 split,
  // a hand-marked Failed deposit still credited, two small wordings.
  {
    id: 'go-live-sets-rate-on-production',
    title:
      'a gateway tested on a staging copy goes live with its real Currency and Conversion Rate, not the default 1',
    fact: "Go live step 3 sets Status Enabled with the real Display Name, Currency, Conversion Rate, limits and charges of Enable a gateway step 3 (a form tested on a staging copy still holds its defaults on production, Conversion Rate 1); step 4 checks the live deposit's Payable is (amount + charge) × the Conversion Rate (read19 1)",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid:
      /restore the real \*\*Display Name\*\*, \*\*Minimum Amount\*\* and \*\*Maximum Amount\*\* if you set the test values/,
    require:
      /^3\. Set \*\*Status\*\* to \*\*Enabled\*\*, with the real \*\*Display Name\*\*, \*\*Currency\*\*, \*\*Conversion Rate\*\*, limits and charges[^\n]*A form tested on a staging copy still holds its defaults here \(\*\*Conversion Rate\*\* `1`\)[^\n]*\n4\. [^\n]*its \*\*Payable\*\* is \(amount \+ charge\) × your \*\*Conversion Rate\*\*/m,
  },
  {
    id: 'going-live-checklist-names-conversion-rate',
    title: 'every going-live checklist has the reader set the Conversion Rate on the production form',
    fact: "every going-live checklist has an item naming Currency and Conversion Rate on production: the gateway pages' live-Save item (a form tested on a staging copy still has Conversion Rate 1), Coinbase Commerce's Status item, the overview's currency item (read19 1)",
    where: [
      ...SANDBOX_GATEWAY_PAGES,
      'payment-gateways/coinbase-commerce.md',
      'payment-gateways/overview.md',
    ],
    require:
      /^- \[ \] [^\n]*\*\*Currency\*\*[^\n]*\*\*Conversion Rate\*\*[^\n]*(?:staging copy|\(`USDC` and `1` on a dollar site\))/m,
  },
  {
    id: 'bank-debits-never-kept-with-a-hold',
    title: 'no page offers to keep a bank debit on a hold that no payout officer can see',
    fact: 'bank debits are always left off for deposits: a deposit and its withdrawals show the gateway, never the method, so nobody could hold the withdrawals a debit funded (read19 2)',
    forbid:
      /If you keep (?:ACH or SEPA|one)(?: anyway)?, hold every withdrawal|hold every withdrawal funded by a debit/,
  },
  {
    id: 'card-gateway-tests-name-sandbox-filter',
    title:
      'the Stripe, Razorpay, Flutterwave, Mercado Pago and Authorize.Net testers find their test deposit',
    fact: 'the success row or step of every gateway test that checks the deposit says "(Deposits, Mode filter Sandbox)": Stripe 4242, Razorpay success@razorpay, Flutterwave, Mercado Pago APRO, Authorize.Net step 4 (read19 3)',
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/razorpay.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mercado-pago.md',
      'payment-gateways/authorize-net.md',
    ],
    forbid: /^\| `(?:4242 4242 4242 4242|APRO)` \| [^\n]*\*\*Successful\*\* \|$/,
    require: /\*\*Successful\*\* \(Deposits, \*\*Mode\*\* filter \*\*Sandbox\*\*\)/,
  },
  {
    id: 'manual-deposit-paid-short-never-approved',
    title: 'a manual transfer that arrives short is never approved for the full coins',
    fact: 'a manual deposit paid short (bank fees, a part payment) is never approved: it stays Pending while a support agent asks for the rest with the same reference, approved once both make the Payable, else rejected after 7 days and what arrived returned; the instructions say bank fees are paid by the sender (read19 4)',
    where: ['deposits/index.md', 'Settings/Finance Settings/Payment Gateways.md'],
    find: pagesSay({
      'deposits/index.md':
        /^3\. Find the incoming payment[^\n]*If less arrived \(bank fees, a part payment\), leave it \*\*Pending\*\* \(\*\*Approve\*\* would credit the full \*\*Coins\*\*\)[^\n]*approve once both transfers make the \*\*Payable\*\*, or after 7 days \*\*Reject\*\* it with a \*\*Reason\*\* and return what arrived\.$/m,
      'Settings/Finance Settings/Payment Gateways.md':
        /for the exact \*\*Payable\*\* amount, bank fees paid by the sender,/,
    }),
  },
  {
    id: 'coin-rate-late-credit-not-capped-at-three-days',
    title:
      'a finance manager sizing a coin-rate lowering keeps looking for old-rate credits after three days',
    fact: 'after a lowering, a checkout paid meanwhile is credited with old-rate coins when its payment completes: usually within three days, a slow payment (Mollie bank transfer, Mercado Pago voucher, NOWPayments paid late) weeks later, as Disable a gateway that has pending deposits says (read19 5)',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /up to three days later/,
    require:
      /usually within three days, a slow payment weeks later \(\[Disable a gateway that has pending deposits\]\([^)]*#disable-a-gateway-that-has-pending-deposits\) names them\)/,
  },
  {
    id: 'daily-check-step-4-in-sub-steps',
    title: 'the held-deposit step of the daily check is ticked in parts: decide, hand-off, refund and list',
    fact: 'daily check step 4 names the held deposits, then sub-steps: 1 the approve rule, 2 the NOWPayments hand-off to a support agent, 3 refund, Mark as Failed and the running list (read19 6)',
    where: ['deposits/index.md'],
    forbid: /The money of both has already reached you: if you reject one, refund it first/,
    require:
      /^4\. [^\n]*They never expire either, and the money of both has already reached you\.\n {3}1\. Approve a "risk review" payment[^\n]*\n {3}2\. Before a NOWPayments refund[^\n]*\n {3}3\. To reject one:\n {6}1\. Refund it\b/m,
  },
  {
    id: 'hand-marked-failed-not-closed',
    title: 'Credited once does not tell the confirmer that Mark as Failed ends a deposit',
    fact: 'a webhook after a deposit marked Successful by hand adds nothing; a late verified webhook still credits a deposit marked Failed, by hand or not (read19 7)',
    where: ['deposits/index.md'],
    forbid: /after you marked the deposit by hand, adds nothing/,
    require:
      /^(?=[\s\S]*after you marked the deposit \*\*Successful\*\* by hand, adds nothing; one after \*\*Mark as Failed\*\* still credits it\.)(?=[\s\S]*one after you marked the deposit \*\*Successful\*\* by hand, adds nothing \(one after \*\*Mark as Failed\*\* still credits it\))/,
  },
  {
    id: 'credited-once-and-instamojo-read-once',
    title: "Deposits' dispute exception and Instamojo's second Credit read the first time",
    fact: "Deposits: 'The one exception is a dispute you won: its coins come back with Adjust Balance Add'; Instamojo step 3 says a Credit for a Successful or Refunded deposit is logged and answered 200, as below (read19 8)",
    where: ['deposits/index.md', 'payment-gateways/instamojo.md'],
    forbid: /Only \[the exception of Users\]/,
    find: pagesSay({
      'deposits/index.md':
        /^The one exception is a dispute you won: its coins come back with \*\*Adjust Balance\*\* \*\*Add\*\*/m,
      'payment-gateways/instamojo.md':
        /not yet \*\*Successful\*\* or \*\*Refunded\*\* \(otherwise the `Credit` is logged and answered `200`, as below\)/,
    }),
  },
  // Restore reconciliation, round 2: diff19-restore 5-9 and read19-admin Operations 2-4.
  {
    id: 'restore-payout-left-after-matching',
    title: 'a lost payout whose money left after a restore was matched is taken back, not paid twice',
    fact: "item 7: a transfer that cannot be cancelled counts as left; the tab has a bullet for a lost payout that left after the matching: the payout officer reports it, the finance manager subtracts its coins (at most the Balance), notes the rest on its line, has the payout officer Reject the player's unsent requests and subtracts the rest from the returned coins, then settles it (diff19 5, diff20-ops 3)",
    where: ['Extra/index.md'],
    find: pagesSay({
      'Extra/index.md': [
        /if not, cancel the transfer; one that cannot be cancelled counts as left\./,
        /^- A lost payout the payout officer says left after matching: the finance manager subtracts its coins, at most the \*\*Balance\*\*, notes the rest on its line, has the payout officer \*\*Reject\*\* the player's unsent requests \(\*\*Reason\*\*: the `WDR-`\), then subtracts the rest from the returned coins and settles it\.$/m,
      ],
    }),
  },
  {
    id: 'restore-target-below-zero',
    title: 'a restore target below zero is taken to zero at most and the rest recorded',
    fact: 'with no Coin Log export a target below zero means winnings since the backup were paid out: subtract at most the Balance; the rest is not recovered (diff19 6, diff20-ops 4)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /A target below zero: subtract at most the \*\*Balance\*\*; the rest is not recovered\./,
      '../CONTENT_GUIDE.md': /A target below zero \(no Coin Log export: winnings since the backup paid out\)/,
    }),
  },
  {
    id: 'restore-unpaid-lost-deposits-on-tab',
    title: 'a lost deposit paid after a restore is credited to the player the tab names, never to a claim',
    fact: "the restore tab also lists the Payments export's other lost DEP- and SUB- as unpaid (nothing owed until the provider shows them paid); the paid-later bullet credits the player that line names (diff19 7)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\(never a checkout nobody paid\)/,
    find: pagesSay({
      'Extra/index.md': [
        /^- Any other `DEP-` or `SUB-` of the Payments export: [^\n]* Else \*unpaid\*: owed only once the provider shows it paid\.$/m,
        /Only if its line is \*waiting\* or \*unpaid\*, the finance manager credits the player it names/,
      ],
    }),
  },
  {
    id: 'restore-new-account-no-referral-winnings-lost',
    title: 'a player re-registering after a restore does not trigger the referral bonuses again',
    fact: 'an account created after the backup registers again with the same email, not through a referral link (which would pay the bonuses again); its winnings since the backup are lost (diff19 8)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md': [
        /register again with the same email, not through a referral link\./,
        /Its winnings since the backup are lost\./,
      ],
      '../CONTENT_GUIDE.md': /never through a referral link/,
    }),
  },
  {
    id: 'restore-step8-sub-refund-on-request',
    title: 'the daily check hands a lost subscription charge over too, and refunds one only when asked',
    fact: 'daily check step 8 covers a DEP- or SUB- no search finds, and the deposit confirmer never refunds it on their own, only when the finance manager asks, for the amount they give (diff19 9)',
    where: ['deposits/index.md'],
    forbid: /with the provider's payment ID; never refund it\.$/m,
    require:
      /A `DEP-` or `SUB-` that no search finds was lost in a restore:[^\n]*never refund it on your own, only when the finance manager asks, for the amount they give\./,
  },
  {
    id: 'restore-referral-bonus-of-webhook-deposit-kept',
    title: 'the referral bonuses of a deposit credited during a restore are not taken back',
    fact: 'balance table row 4 counts a Deposit line made since the restore with the Referral Bonus lines it paid (diff19 9)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /^\| A \*\*Deposit\*\* line made since the restore, and the \*\*Referral Bonus\*\* lines it paid/m,
      '../CONTENT_GUIDE.md':
        /\*\*Deposit\*\* line made since the restore, with the \*\*Referral Bonus\*\* lines it paid/,
    }),
  },
  {
    id: 'restore-hand-worker-tries-3',
    title: 'the worker run by hand during a restore retries a job like the normal worker',
    fact: 'the hand-run worker uses --tries=3 like the normal worker, so a job picked up before the stop or a transient mail error is not failed at once (diff19 9)',
    where: ['Report/index.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /queue:work --stop-when-empty --timeout=60 --force/,
  },
  {
    id: 'restore-activity-log-money-decisions',
    title: 'the activity log screenshots before a restore include deposit and withdrawal decisions',
    fact: 'the Activity Log is screenshot by Action including deposit and withdrawal decisions, which the Payments export can miss (read19 Operations 2)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /at a time: bans, KYC decisions|at a time \(bans,\s+KYC decisions/,
  },
  {
    id: 'restore-created-contest-with-lines',
    title: 'a contest created and paid since the backup has a row that says what to do',
    fact: "the contest table's Created since the backup row says: with Contest Prize or Contest Refund lines, nothing (the players' starts hold them) (read19 Operations 3)",
    where: ['Extra/index.md'],
    forbid: /\| Created since the backup \| Unless it has \*\*Contest Prize\*\*/,
  },
  {
    id: 'restore-statuses-sentence-readable',
    title: 'Match the statuses opens with a sentence read once',
    fact: 'Match the statuses: give each deposit and SUB- charge its status in the export as the table says; Mark as Refunded takes the Refund Reference of its Refund row (read19 Operations 4)',
    where: ['Extra/index.md'],
    forbid:
      /charge the export's status, \*\*Mark as Refunded\*\* with its \*\*Refund\*\* row's \*\*Refund Reference\*\*/,
  },
  // Install, diff review 20 (d20fix-install) findings 1-5: a new locked bucket gets its own key, the
  // uploads bucket is copied out of reach, the removal's RESET is server-wide, its names and order.
  {
    id: 'offsite-new-bucket-gets-its-own-key',
    title: 'moving the off-site copy to a new locked bucket changes the key too, and checks it',
    fact: "an unlocked off-site bucket is replaced by a locked one with its own key, under its own heading at the end of Keep a copy off the server, Move the copies to a locked bucket, which the bucket sentence links (never in the first-time set-up): rclone config (Edit existing remote, offsite), then rclone config update quiznest-crypt remote offsite:NEW-BUCKET/quiznest (cPanel ~/bin/rclone), the encryption check run again, the new key stored; the old bucket and key kept until the new bucket holds 14 nights' copies (diff20 Install 1, read27 installB 10)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /create a locked one, run `sudo rclone config update quiznest-crypt|until the new one's copies pass 14 days/,
    find: pagesSay({
      'post-installation.md':
        /^#### Move the copies to a locked bucket\n\nFor a bucket made without object lock, create a locked one and a key limited to it, run `sudo rclone config` \(\*\*Edit existing remote\*\*, `offsite`[^\n]*\(cPanel: `~\/bin\/rclone`, without `sudo`\), run the encryption check above again[^\n]*Keep the old bucket and its key until the new bucket holds 14 nights' copies\.\n\n### Write the backup script$/m,
      '../CONTENT_GUIDE.md':
        /replaced by a locked one with its own key: `rclone config`\s+\(\*\*Edit existing remote\*\* `offsite`[\s\S]{0,200}?the check run again, the new key in the password manager/,
    }),
  },
  {
    id: 'uploads-bucket-copied-out-of-reach-not-locked',
    title: 'the uploads bucket is copied out of reach, never locked after the fact',
    fact: "after moving uploads to a bucket, it is copied where the server's key cannot reach (a replication rule to a second bucket that does not replicate deletes, a nightly rclone copy --immutable from another machine with its own key, or versioning on the second bucket); object lock is not asked for: with a retention it refuses Test Connection's delete on some providers (and some offer it only at bucket creation) (diff20 Install 2)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /Turn on versioning with object lock|bucket needs versioning with object lock/,
    require: /a nightly `rclone copy --immutable` \([^)]*\)\s+from another machine with its own key/,
  },
  {
    id: 'removal-reset-server-wide-note-on-the-line',
    title: "the removal's RESET has its MySQL 8.4 form on the line and is left out on a shared MySQL",
    fact: "the removal's MySQL 8.4 RESET form is a comment right above the mysql line; the RESET deletes the binary logs of the whole MySQL server, so it is left out where it holds other sites' databases or has a replica (QuizNest's logs expire within 30 days) (diff20 Install 3)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid: /On MySQL 8\.4 \([^\n]*write `RESET BINARY LOGS AND GTIDS;` in place of `RESET MASTER;`/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /for the whole MySQL server: if it also holds other sites' databases or has a replica, leave the RESET out; QuizNest's logs expire within 30 days\./,
      '../CONTENT_GUIDE.md':
        /server-wide, so left out\s+where the MySQL holds other sites' databases or a replica/,
    }),
  },
  {
    id: 'removal-names-and-backup-first-reminder',
    title: 'the removal says to copy Back up first off the server first, and uses the names of the summary',
    fact: "the removal's block runs once both files of Back up first are off the server; the mysql line takes the database name and user of /root/quiznest-install-summary.txt (read before the block deletes it) if they were changed; the danger box names the RESET with DROP DATABASE (diff20 Install 4)",
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /`DROP DATABASE` and the `rm -rf` line below delete/,
    require:
      /Once both files of \*\*Back up first\*\* are off the server, run the lines below, [^\n]*in the `mysql` line, the database name and user of `sudo cat \/root\/quiznest-install-summary\.txt` if you changed them\./,
  },
  {
    id: 'mysql-rollback-keeps-named-folders',
    title: 'after a MySQL rollback, the page names the two folders it keeps',
    fact: 'after a rollback to 8.0, the upgrade page names /var/lib/mysql-8.0-copy and /var/lib/mysql-8.4-failed as the folders kept, never "both" right after the step 2 dump and the copy (diff20 Install 5)',
    where: ['post-installation.md'],
    forbid: /After a rollback, keep both until/,
  },
  // Gateways (read round 20)
  {
    id: 'sslcommerz-mismatch-checks-amount',
    title: 'an SSLCommerz amount mismatch is credited only after checking the amount, at the right rate',
    fact: 'SSLCommerz mismatch: Conversion Rate 1 on a BDT site, the current rate (122) on a USD site; Mark as Successful only if VALID and the amount (currency_amount when not BDT) equals Payable, else refund, Mark as Failed, running list (read20 Gateways 1)',
    where: ['payment-gateways/sslcommerz.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/sslcommerz.md':
        /`1` on a BDT site, your current rate \(such as `122`\) on a USD site\. For each affected deposit, check in the merchant panel that the payment is `VALID` and that its amount \(`currency_amount` if \*\*Currency\*\* was not `BDT`\) equals the deposit's \*\*Payable\*\*, then click \*\*Mark as Successful\*\*[^\n]*Otherwise refund it there, adding the `DEP-` reference and the refund reference to the daily check's \[running list\]\([^)]*\) as you do, then click \*\*Mark as Failed\*\*/,
      '../CONTENT_GUIDE.md': /\*\*Mark as Successful\*\* only if `VALID` for the \*\*Payable\*\*/,
    }),
  },
  {
    id: 'stripe-vouchers-off',
    title: 'Stripe sites leave voucher methods off, so no slow Stripe payment goes unchecked',
    fact: "Stripe's vouchers (OXXO, Boleto, Konbini, Multibanco) are left off for deposits like bank debits: paid days after expiry, past Stripe's three days of retries, nothing would look again; Stripe is on no slow-payment list or daily check (read20 Gateways 2)",
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/overview.md',
      'Settings/Finance Settings/Payment Gateways.md',
      'deposits/index.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /Stripe vouchers?\b|Delayed methods such as vouchers \(OXXO, Boleto\)/,
    find: pagesSay({
      'payment-gateways/stripe.md': [
        /^Leave voucher methods off for deposits \(OXXO, Boleto, Konbini, Multibanco\)|\. Leave voucher methods off for deposits \(OXXO, Boleto, Konbini, Multibanco\)/m,
        /every method in the \*\*Bank debits\*\* group \([^)]*\) and vouchers \(OXXO, Boleto, Konbini, Multibanco\) are off/,
      ],
      'payment-gateways/overview.md': /\(Stripe has none: its vouchers stay off\)/,
      'deposits/index.md': /\(not Stripe, whose vouchers stay off\)/,
      '../CONTENT_GUIDE.md': /Stripe's vouchers \(OXXO, Boleto, Konbini, Multibanco\) are left off too/,
    }),
  },
  {
    id: 'nowpayments-recovered-payment-checked',
    title: 'a NOWPayments payment recovered by support is credited only once the money reached your wallet',
    fact: 'a NOWPayments payment on the wrong network or after expiry gets Mark as Successful only once support credits it to the store and at least the invoice price reached the payout wallet; returned to the sender, the deposit stays Failed (read20 Gateways 3)',
    where: ['payment-gateways/nowpayments.md', '../CONTENT_GUIDE.md'],
    forbid: /if they recover it, use \*\*Mark as Successful\*\*/,
    find: pagesSay({
      'payment-gateways/nowpayments.md':
        /If they credit it to your store, use \*\*Mark as Successful\*\* on the player's deposit in \[Deposits\]\(\/deposits\/\) if at least the invoice price arrived in your payout wallet,[^\n]*if they return it to the sender, leave the deposit \*\*Failed\*\*\./,
      '../CONTENT_GUIDE.md':
        /only once support credits it to\s+the store and at least that price reached the payout wallet/,
    }),
  },
  {
    id: 'users-mark-successful-live-payable',
    title: 'the Users danger box credits a deposit only for a Live payment of its Payable',
    fact: 'Mark as Successful only when the provider shows the payment completed in Live mode for the Payable amount (Deposits, Check a pending deposit, which Users links) (read20 Gateways 4)',
    where: ['Mange User/Users.md'],
    forbid: /dashboard shows the payment completed, click \*\*Mark as Successful\*\*/,
    require:
      /settle the \*\*deposit\*\*, never the balance, as \[Check a pending deposit\]\(\/deposits\/#check-a-pending-deposit\) says\./,
  },
  // Restore reconciliation, round 3: diff20-ops 1-7 (Extra, Deposits, Withdraw, Users, Payments).
  {
    id: 'restore-credited-lost-deposit-settled',
    title: 'a lost deposit the start already holds is not credited again from the restore tab',
    fact: 'a lost DEP- with a Deposit line in the Coin Log export goes on the restore tab settled (the start holds its coins), never unpaid (diff20-ops 1)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /^- A `DEP-` with a Coin Log \*\*Deposit\*\* line: \*settled\* if its player is in the restored panel/m,
      '../CONTENT_GUIDE.md':
        /except a lost `DEP-` with a \*\*Deposit\*\* line in the Coin Log export, marked \*settled\* if its player is in the restored panel/,
    }),
  },
  {
    id: 'restore-tab-read-before-dispute-and-return',
    title:
      'a dispute or a returned payout after a restore never takes or gives coins a lost adjustment already did',
    fact: "after a restore, an earlier Admin Adjustment may be only on the restore's tab: Disputes step 3 (a partial refund already subtracted), the won-dispute Undo and Withdraw's returned-payout step 2 look there first and never make it again (diff20-ops 2)",
    where: ['deposits/index.md', 'withdraw/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md': [
        /already refunded with \*\*Adjust Balance\*\* \(after a restore, that adjustment may be only on its \[tab\]\(\/Extra\/#the-restore-tab\): look there first\), subtract the rest/,
        /After a restore, an \*\*Add\*\* made before it may be only on its \[tab\]\(\/Extra\/#the-restore-tab\): look there first, and never make it again\./,
      ],
      'withdraw/index.md':
        /After a restore, coins given back before it may be only on its \[tab\]\(\/Extra\/#the-restore-tab\): look there first, and never give them again\./,
      '../CONTENT_GUIDE.md':
        /Disputes step 3 and its Undo, and\s+Withdraw's returned-payout step 2 look there first/,
    }),
  },
  {
    id: 'restore-payout-left-rejects-unsent-requests',
    title: 'a payout that left after a restore is recovered through a line someone can act on',
    fact: "a lost payout that left after the matching: the payout officer reports it; the rest beyond the Balance stays on its waiting line; the payout officer rejects the player's requests whose money has not left (held coins are not in the Balance); the rest comes off the returned coins; payout officers read the tab (diff20-ops 3)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /pays that player nothing until the rest is covered/,
    find: pagesSay({
      '../CONTENT_GUIDE.md': [
        /the payout officer reports it to the finance manager, who subtracts its coins \(at most the \*\*Balance\*\*\), notes the rest on its line \(still \*waiting\*\)/,
        /the deposit confirmers, the payout officers and the support agents only read it/,
      ],
    }),
  },
  {
    id: 'restore-target-below-zero-not-recovered',
    title: "a restore target below zero leaves no open line that could take a player's later winnings",
    fact: 'a target below zero (no Coin Log export): at most the Balance is subtracted and the rest is not recovered, never taken from later winnings, no tab line left open (diff20-ops 4)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /write the rest on the tab|the rest written on the tab|\(the operator's money first\)/,
    find: pagesSay({
      '../CONTENT_GUIDE.md': /at most the \*\*Balance\*\* subtracted; the rest is not recovered/,
    }),
  },
  {
    id: 'restore-panel-down-amount-from-provider-figure',
    title:
      "with the panel down, a lost payment's coins are worked back from the provider's figure, never taken from it",
    fact: "panel down (no Deposit line, no Amount): Amount = (the provider's figure ÷ the gateway's Conversion Rate − Fixed Charge) ÷ (1 + Percent Charge ÷ 100), to the nearest cent, then × coin rate (diff20-ops 5)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /Panel down, work the \*\*Amount\*\* back from it, at the gateway's \(or method's\) charges and rate on the day of the payment \(or request\), to the nearest cent: \(figure ÷ \*\*Conversion Rate\*\* − \*\*Fixed Charge\*\*\) ÷ \(1 \+ \*\*Percent Charge\*\* ÷ 100\) for a payment/,
      '../CONTENT_GUIDE.md':
        /a payment's \(the provider's figure ÷ the gateway's \*\*Conversion Rate\*\* − \*\*Fixed Charge\*\*\) ÷ \(1 \+ \*\*Percent Charge\*\* ÷ 100\)/,
    }),
  },
  {
    id: 'restore-refund-amount-in-gateway-currency',
    title: "a refund of a restore's lost payment is worked out in the gateway's currency",
    fact: "the refund the finance manager gives for a lost DEP- is coins ÷ coin rate × the gateway's Conversion Rate (read by a Super Admin), without the charge: 1,000 coins at 100 a dollar and 88 ₹ a dollar = ₹880 (diff20-ops 6)",
    where: ['../CONTENT_GUIDE.md'],
    forbid: /coins ÷ rate, in the gateway's currency/,
    require: /coins ÷ coin rate × the gateway's \*\*Conversion Rate\*\*/,
  },
  {
    id: 'restore-money-decisions-never-redone',
    title: 'a restore never redoes a deposit or withdrawal decision after the balances were matched',
    fact: "Match accounts and settings redoes the saved log's changes except its deposit and withdrawal decisions, which the status table and its items matched (redone after the targets, one would credit twice) (diff20-ops 7)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /^Redo each change of the saved log [^\n]*\. Its deposit and withdrawal decisions stay as matched\./m,
      '../CONTENT_GUIDE.md':
        /its deposit and withdrawal decisions stay as the status table and its items matched them, never redone/,
    }),
  },
  // Install/deploy, read round 20: restore onto a new server, pre-update and MySQL-upgrade dumps, VPS troubleshooting.
  {
    id: 'new-server-restore-admin-only',
    title: 'Restore onto a new server tells an admin-only VPS which guide steps change',
    fact: "Restore onto a new server, VPS tab step 1: an admin-only VPS (client on Vercel) takes the admin-only changes of the VPS guide: only admin.example.com moves in step 1, quiznest-admin.conf alone in step 10, in step 11 the Certbot block without the client's line (--cert-name example.com), so the renewal dry run stays (read20 Install 1, fix23b 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /in its step 11 only the `admin\.example\.com` Certbot line|its Certbot line alone;/,
    find: pagesSay({
      'post-installation.md':
        /or delete the AAAA records if it has none\. On an admin-only VPS \(client on Vercel\), follow the guide with the changes of \[Admin-only VPS for a Vercel client\]\(\/installation-guide\/server-setup\/vps#admin-only-vps-for-a-vercel-client\): in its step 1 only `admin\.example\.com` moves, in its step 10 only `quiznest-admin\.conf`, in its step 11 the Certbot block without the client's line \(`--cert-name example\.com`\), so the renewal dry run still runs\./,
      '../CONTENT_GUIDE.md':
        /VPS guide steps 1–11 \(an admin-only VPS told in its step 1 to take the admin-only changes of steps 1, 10 and 11: `admin\.example\.com` alone, `quiznest-admin\.conf` alone, the Certbot block without the client's line \(`--cert-name example\.com`\)/,
    }),
  },
  {
    id: 'new-server-restore-counts-tables',
    title: "Restore onto a new server counts the dump's tables as the other restores do",
    fact: "Restore onto a new server checks the dump with tail and grep -c '^CREATE TABLE' (about the live site's number of tables; with the old site gone, an older archive's), VPS and cPanel tabs (read20 Install 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /sudo tail -n 1 \/root\/restore\/database\.sql\n {3}sudo grep -c '\^CREATE TABLE' \/root\/restore\/database\.sql\n(?: {3}sudo sed -i '1[^\n]*\n)? {3}sudo sh -c 'mysql -u root -p/,
        /tail -n 1 ~\/restore\/database\.sql\n {3}grep -c '\^CREATE TABLE' ~\/restore\/database\.sql\n {3}grep '\^DB_PASSWORD='/,
      ],
      '../CONTENT_GUIDE.md':
        /\*\*Restore onto a new server\*\* keeps\s+that order \(nothing to drop; the dump checked by `tail` and `grep -c`/,
    }),
  },
  {
    id: 'mysql-rollback-common-2204',
    title: "the MySQL rollback gives the 22.04 reader mysql-common's own version beside the 24.04 line",
    fact: "the rollback names Ubuntu's mysql-common by release: 5.8+1.1.0build1 on 24.04 (the command line), 5.8+1.0.8 on 22.04, read from the 5.8+ line of apt-cache policy (read20 Install 3)",
    where: ['post-installation.md'],
    forbid: /name the version its table lists from Ubuntu's archive \(24\.04's below\)/,
    require:
      /`5\.8\+1\.1\.0build1` on 24\.04 as below, `5\.8\+1\.0\.8` on 22\.04:\n\n {3}```bash\n {3}sudo apt install -y --allow-downgrades mysql-server mysql-client mysql-common=5\.8\+1\.1\.0build1\n/,
  },
  {
    id: 'vps-dumps-use-env-db-names',
    title: 'the VPS dumps and imports use the database and user names of admin/.env, not always quiznest',
    fact: "quiznest is the database and user of the install guides; install.sh --db-name/--db-user may choose others: How to run the commands on this page says DB_DATABASE and DB_USERNAME of sudo grep '^DB_' replace quiznest in the page's mysql and mysqldump lines, and the update (step 2) and the MySQL upgrade (step 2) say it before their dumps (read20 Install 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /If you chose other names \(`install\.sh --db-name`, `--db-user`\), write its `DB_DATABASE` and `DB_USERNAME` for `quiznest` in this page's `mysql` and `mysqldump` lines\./,
        /^2\. Back up the database, `storage\/app` and `\.env`, and check the dump before anything else changes\. `quiznest` is the database and user of the install guides: if `sudo grep '\^DB_' \.env` shows other names, use them here and in the rollback:$/m,
        /dump the database \(with step 1's `DB_DATABASE` and `DB_USERNAME` for `quiznest` here and in the way back, if they differ\)/,
      ],
      '../CONTENT_GUIDE.md': /`DB_DATABASE` and `DB_USERNAME` of `admin\/\.env` stand for `quiznest`/,
    }),
  },
  {
    id: 'eaddrinuse-stray-user-variable',
    title: 'the EADDRINUSE entry names the other PM2 user by a variable, not a literal deploy',
    fact: 'the VPS guide\'s EADDRINUSE entry sets STRAY= to the user ps printed and runs pm2 delete and save as "$STRAY", distinct from $OWNER (read20 Install 5)',
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /sudo -u deploy -H pm2 (?:delete|save)/,
  },
  // diff21 review: the new-server table count in a move, off-site copies that cannot be overwritten,
  // lost deposits after a restore, the automated dump's names, gateway vouchers and partial payments
  {
    id: 'new-server-count-in-a-move-reruns-backup',
    title:
      'a move that gets a wrong table count runs the backup on the old server again, not an older archive',
    fact: "Restore onto a new server: in a move, grep -c is compared with the old server's table count and a wrong dump is replaced by running the backup script on the old server again (an older archive drops the payments since); only with the old site gone is an older archive taken (diff21 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /number of tables \(in a move, the old server's `SHOW TABLES`; [^\n]*take an older archive \(in a move, run the backup script on the old server again\)\./,
        /number of tables \(in a move, the old server's; [^\n]*take an older archive \(in a move, run the backup script on the old server again\)\./,
      ],
      '../CONTENT_GUIDE.md':
        /in a move against the old server's count, wrong: the backup script run there again/,
    }),
  },
  {
    id: 'uploads-copy-cannot-overwrite-or-delete',
    title: "the uploads bucket's off-site copy cannot be overwritten or emptied by the server's key",
    fact: "the second copy of the uploads bucket is a replication rule that does not replicate deletes, a nightly rclone copy --immutable (a plain copy overwrites the good copies with an attacker's changes), or versioning on the second bucket (diff21 2)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /a replication rule to a second\s+bucket, or a nightly `rclone copy` from/,
    require: /a replication rule to a second\s+bucket that does not replicate deletes/,
  },
  {
    id: 'restore-tab-deposit-line-settled-only-restored-player',
    title:
      'a lost deposit with a Coin Log line is settled only for a player the restore holds, and the finance manager confirms it',
    fact: 'a lost DEP- with a Coin Log Deposit line is settled only if its player is in the restored panel (its start holds the coins), written so by the restorer and confirmed by the finance manager; one of an account created after the backup is waiting (diff21 3)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /One with a Coin Log \*\*Deposit\*\* line is \*settled\*\.|marked \*settled\* \(the start holds its coins: credited by a webhook between the two exports\), never/,
    find: pagesSay({
      'Extra/index.md':
        /^(?=[\s\S]*; you write \*settled\* only where a case below says so, and the finance manager confirms it:$)(?=[\s\S]*\*settled\* if its player is in the restored panel \(its start holds the coins\); \*waiting\* if the account was created after the backup\.$)/m,
      '../CONTENT_GUIDE.md':
        /written so by the restorer, confirmed by the finance manager\), \*waiting\* if the account was created after the backup/,
    }),
  },

  {
    id: 'restore-lost-payment-not-confirmers-to-credit',
    title:
      "Deposits says a restore-lost payment is not the deposit confirmer's to credit, not that it is no Add",
    fact: "a payment lost in a backup restore is credited with Add by the finance manager alone from the restore tab, never by the deposit confirmer: Deposits says it is not the confirmer's to credit, not that it is no exception (diff21 5)",
    where: ['deposits/index.md'],
    forbid: /A payment lost in a backup restore is not one:/,
  },
  {
    id: 'stripe-vouchers-issued-before-still-paid',
    title:
      'a Stripe voucher issued before the switch-off can still be paid, so the keys stay and a lost one is found by DEP-',
    fact: "vouchers issued before the admin switches them off can still be paid: the Stripe keys and webhook stay as in Disable a gateway, and a lost one is found in Stripe's Payments by its DEP- (diff21 6)",
    where: ['payment-gateways/stripe.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/stripe.md':
        /one issued before you switch them off can still be paid, so keep the keys and webhook as in \[Disable a gateway\]\([^)]*#disable-a-gateway-that-has-pending-deposits\) and find a lost one in the Stripe Dashboard's \*\*Payments\*\* by its `DEP-`/,
      '../CONTENT_GUIDE.md':
        /one issued before they are switched off can still be paid, so the keys and webhook stay/,
    }),
  },
  {
    id: 'nowpayments-recovered-short-payment-refunded',
    title: 'a NOWPayments payment recovered by support short of the invoice price is refunded, not left open',
    fact: 'a recovered NOWPayments payment where less than the invoice price reached the wallet is refunded as a rejected "partially paid" one (daily check step 4) (diff21 7)',
    where: ['payment-gateways/nowpayments.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/nowpayments.md':
        /if at least the invoice price arrived in your payout wallet, or else refund it as a rejected "partially paid" one \(\[daily check\]\([^)]*\) step 4; a \*\*Failed\*\* one stays \*\*Failed\*\*, its line on the running list its record\)/,
      '../CONTENT_GUIDE.md': /less is refunded as a rejected "partially paid" one \(daily check step 4\)/,
    }),
  },
  {
    id: 'offsite-key-change-keeps-secret-off-command-line',
    title:
      'changing the off-site key types the new secret at rclone config prompts, never on the command line',
    fact: 'the new off-site key goes in through sudo rclone config (Edit existing remote, offsite), so the secret stays out of shell history; no rclone config update ... secret_access_key on a command line (diff21 8)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /rclone config update\s+offsite access_key_id|secret_access_key NEW-SECRET/,
  },
  // Settings, read19 findings 1-4 and read20 finding 1 (set21): the content editor's handoffs to a Super
  // Admin, subscriptions that expired in a maintenance window, KYC document views in the activity log,
  // the bucket copy on a host without rclone, the locked-out `up` in each platform's form.
  {
    id: 'content-editor-pages-name-super-admin-handoff',
    title:
      "the content editor's SEO and menu pages say who clears the caches and fixes the server, which the editor cannot",
    fact: 'the content editor (Edit on SEO & Meta and Navigation) has no Extra and no server access: Menu, Seo, Robots TXT and Sitemap XML have it ask a Super Admin for the caches, a client rebuild and .env, log or server fixes (read19 Settings 1)',
    where: [
      'Settings/Navigation/Menu.md',
      'Settings/SEO & Meta/Seo.md',
      'Settings/SEO & Meta/Robots TXT.md',
      'Settings/SEO & Meta/Sitemap XML.md',
      '../CONTENT_GUIDE.md',
    ],
    find: pagesSay({
      'Settings/Navigation/Menu.md':
        /\*\*Rebuild caches\*\*; a content editor, without \*\*Extra\*\*, asks a Super Admin\)/,
      'Settings/SEO & Meta/Seo.md': /A content editor asks a Super Admin for the rebuild or the caches\./,
      'Settings/SEO & Meta/Robots TXT.md':
        /A content editor asks a Super Admin for the rebuild or the caches\./,
      'Settings/SEO & Meta/Sitemap XML.md': [
        /correct `FRONTEND_URL` in `admin\/\.env` \(server work: a content editor asks a Super Admin\)/,
        /^## Troubleshooting\n\nA content editor asks a Super Admin for the `\.env`, Log Viewer and server steps below\./m,
      ],
      '../CONTENT_GUIDE.md':
        /the content\s+editor's pages \(Menu, Seo, Robots TXT, Sitemap XML\) have it, without \*\*Extra\*\* or server access, ask a\s+Super Admin/,
    }),
  },
  {
    id: 'maintenance-expired-subscriptions-assign-plan',
    title: 'a subscription that expired during a maintenance window is made up too, not only the Active ones',
    fact: 'after a long closure, Extend the Active subscriptions by the length of the window; one that expired in the window, its player having no Active one, gets Assign Plan with the same plan and its old end date plus the length of the window (Expired is final, Extend works only on Active) (read19 Settings 2)',
    where: ['Settings/System Setting/Maintenance Mode.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/System Setting/Maintenance Mode.md':
        /For one that expired in the window, if its player has no \*\*Active\*\* one, use \*\*Assign Plan\*\* with the same plan and its old end date plus the length of the window\./,
      '../CONTENT_GUIDE.md':
        /one that expired in the window,\s+its player having no \*\*Active\*\* one, gets \*\*Assign Plan\*\* with the same plan and its old end date\s+plus the length of the window/,
    }),
  },
  {
    id: 'activity-log-lists-kyc-document-views',
    title: "Admin Accounts' list of logged actions includes the KYC document views that Kyc says are logged",
    fact: "the activity log records every view and download of a KYC document under the admin's name; Admin Accounts' list of logged actions names them (read19 Settings 3)",
    where: ['Admin Users/Admin.md', 'Settings/User Settings/Kyc.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Admin Users/Admin.md': /KYC decisions, views and downloads of KYC documents, bans/,
      'Settings/User Settings/Kyc.md':
        /Every view and download of a document is recorded in the \[activity log\]\(\/Admin%20Users\/Admin#activity-log\)/,
      '../CONTENT_GUIDE.md': /KYC decisions, views\s+and downloads of KYC documents/,
    }),
  },
  {
    id: 'bucket-move-host-without-rclone-copies-from-computer',
    title: 'the move to a bucket has a way on a cPanel host that does not allow rclone',
    fact: "where the host does not allow rclone, the bucket copies (step 2, step 5's second sync, the undo) run on the admin's computer: storage/app/public downloaded over SFTP or from File Manager, then rclone copy or aws s3 sync with the paths kept (read19 Settings 4)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /Use the first of these your host allows, here and in step 5:\n\n[^\n]*\n {3}- \*\*SFTP\*\*: download `storage\/app\/public` to your computer[^\n]*\n {3}- \*\*File Manager\*\*: [^\n]*\n\n {3}To undo, copy the bucket down and upload it back\./,
      '../CONTENT_GUIDE.md':
        /a host that forbids `rclone`: the folder downloaded over SFTP[^\n]*copied from inside it on the admin's computer/,
    }),
  },
  {
    id: 'maintenance-locked-out-answer-names-each-platform-up',
    title:
      'the locked-out answer gives each platform\'s `up` command, not a "form" the reader might look for in the panel',
    fact: 'the locked-out answer names the command as each platform runs it in admin/: sudo -u www-data php artisan up on a VPS, /usr/local/bin/ea-php83 artisan up on cPanel, or the flag file deleted (read20 Settings 1)',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    forbid: /`php artisan up` in the platform's form/,
    require:
      /remove the maintenance flag in `admin\/`: run `[^`]*up` \(VPS: `sudo -u www-data php artisan up`; cPanel: `[^`]*\/usr\/local\/bin\/ea-php83 artisan up`/,
  },
  // Operations read-through 20 (read20-admin.md, Operations 1-3): restore balance examples, deletion
  // on request as a table of roles, a renewal refunded after the old end date.
  {
    id: 'restore-target-worked-example-per-start',
    title:
      "a restorer checks a player's target against a worked example of each start, after a two-line glossary of lost and since the backup",
    fact: 'Before and after a restore defines lost and since the backup in a two-line glossary, never sentence fragments; Match the balances has one worked example per start under its Coins paragraph, at coin rate 100: with an export 1,200 + 1,000 (a lost DEP- Stripe shows paid, no Deposit line: Amount 10.00 × 100) + 50 (a seat since the backup in a contest still running) = 2,250 against a Balance of 900 → Add 1,350; panel down 5,000 − 4,000 (a lost bKash request whose money has left, its 4,745.80 BDT sent worked back to 40.00) + 1,000 (the same Stripe payment, 10.59 USD worked back to 10.00) = 2,000 → Subtract 3,000 (read20 Operations 1)',
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\*Lost\*: made after the backup, so not in the restored panel\. A Coin Log line \*since the backup\*: not on|then one table \(no worked example\)/,
    find: pagesSay({
      'Extra/index.md': [
        /^- With a Coin Log export: start 1,200 \(latest \*\*Balance After\*\*\); \+ 1,000 for a lost `DEP-` Stripe shows paid, no \*\*Deposit\*\* line \(\*\*Amount\*\* 10\.00 × 100\); \+ 50 for a seat taken since the backup in a contest still running \(its \*\*Contest Entry\*\* line\)\. Target 2,250; \*\*Balance\*\* 900: \*\*Add\*\* 1,350\.$/m,
        /^- No Coin Log export \(panel down\): start 5,000 \(\*\*Balance\*\*\); − 4,000 for a lost bKash request whose money has left \([^)\n]*\); \+ 1,000 for a lost `DEP-` Stripe shows paid \(10\.59 − 0\.30 = 10\.29, ÷ 1\.029 = 10\.00\)\. Target 2,000; \*\*Balance\*\* 5,000: \*\*Subtract\*\* 3,000\.$/m,
      ],
      '../CONTENT_GUIDE.md': /one worked example per start, at coin rate 100/,
    }),
  },
  {
    id: 'delete-on-request-table-names-roles',
    title:
      'a support agent answering an erasure request sees which deletion step is theirs, and that the give-up is recorded before Delete',
    fact: 'Users gives a deletion on request as one table (Step, Who, Permission) in a fixed order: the support agent tells the balance, the player withdraws or gives it up in writing, the payout officer finishes the withdrawals, the deposit confirmer (Approve deposits) decides the Pending deposits and then the SUB- charges, open provider payments are asked about, the finance manager (Adjust balance) records the give-up as the Subtract, and a Super Admin or a role given Delete types the username (read20 Operations 2)',
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid: /^Deletion forfeits the coins\. Before you delete an account on the player's request/m,
    find: pagesSay({
      'Mange User/Users.md':
        /^Deletion forfeits the coins and erases the tickets\. On a player's request, in this order:\n\n\| Step \| Who \| Permission \|\n\|---\|---\|---\|\n\| 1\. Tell the player the balance[^\n]*\| Support agent \|[^\n]*\n\| 2\. [^\n]*\n\| 3\. [^\n]*\| Payout officer \|[^\n]*\n\| 4\. [^\n]*\| Deposit confirmer \| \*\*Approve deposits\*\* \|\n\| 5\. [^\n]*`SUB-` charges[^\n]*\| Deposit confirmer \| \*\*Approve deposits\*\* \|\n\| 6\. [^\n]*\n\| 7a\. [^\n]*\*\*Adjust Balance\*\* \*\*Subtract\*\* of the whole balance[^\n]*\| Finance manager \| \*\*Adjust balance\*\* \|\n(?:\| 7b\. [^\n]*\| Finance manager \| \*\*Adjust balance\*\* \|\n)?\| 8\. [^\n]*[Cc]lick \*\*Delete\*\* and type the player's username\.[^\n]*\| Super Admin, or a role given \*\*Delete\*\* \| \*\*Delete\*\*[^\n]*\|$/m,
      '../CONTENT_GUIDE.md': /Users gives a deletion on request as one table \(Step,\s+Who, Permission\)/,
    }),
  },
  {
    id: 'renewal-refund-after-old-end-date',
    title: 'refunding only a renewal says what to do once the earlier end date has passed',
    fact: 'to refund only a renewal, Mark as Refunded and then Assign Plan with the end date from before the renewal only if that date is still ahead; once it has passed, the player had nothing left to keep and the refund simply ends the subscription (read20 Operations 3)',
    where: ['Subscription/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Subscription/index.md':
        /then \*\*Assign Plan\*\* with the same plan and the end date from before the renewal, if that date is still ahead; once it has passed, the refund simply ends the subscription\./,
      '../CONTENT_GUIDE.md':
        /\*\*Assign Plan\*\* with the end date from before the renewal if that date is still ahead \(once it has\s+passed, the player had nothing left to keep: the refund simply ends the subscription\)/,
    }),
  },
  // Settings, read21 findings 1-10 (set21b): the cron jobs looked up whatever PHP path they name, the
  // coin-rate steps in order, Integration Settings kept for Super Admins, the SEO editor's handoff, the
  // signed-in rate check, the manual shared-details check, the referral under Open, Tawk.to's cookies,
  // the bucket's Block Public Access, the aws-as-root sentences.
  {
    id: 'cron-settings-look-first-any-php-path',
    title:
      'a cPanel reader of Cron Job Settings does not add a second scheduler or queue job because its PHP path differs',
    fact: 'Cron Job Settings looks first for a job that runs artisan schedule:run, or artisan queue:work for the queue, whatever PHP path it names, and adds the line only if there is none; step 8 of the cPanel guide already adds the queue job (read21 Settings 1)',
    where: ['Settings/System Setting/Cron Job Settings.md', '../CONTENT_GUIDE.md'],
    forbid:
      /add the line only if it is missing|so add a second \*\*Once Per Minute\*\* cron job|Yes, as a second \*\*Once Per Minute\*\* cron job/,
    find: pagesSay({
      'Settings/System Setting/Cron Job Settings.md': [
        /for a job that runs `artisan schedule:run`, whatever PHP path it names, and add the line only if there is none/,
        /step 8 of the \[cPanel guide\]\([^)]*\) adds a second \*\*Once Per Minute\*\* cron job with the \*\*Queue Command\*\*\. Look in \*\*Current Cron Jobs\*\* first and add it only if no job runs `artisan queue:work`, whatever PHP path it names/,
        /which step 8 of the cPanel guide already adds\. Add it only if no job in \*\*Current Cron Jobs\*\* runs `artisan queue:work`, whatever PHP path it names/,
      ],
      '../CONTENT_GUIDE.md':
        /a job that runs\s+`artisan schedule:run` or `artisan queue:work`, whatever PHP path it names/,
    }),
  },
  {
    id: 'coin-rate-gateways-disabled-day-before-own-step',
    title:
      'the coin-rate procedure disables the gateways the day before, in a step that comes before the window',
    fact: 'Currency gives each action of a lowering its own numbered step, in order: the window planned, the gateways Disabled the day before, maintenance mode, the Pending list filtered, each held kind decided in a sub-step, the open checkouts left; an undo disables the gateways at once (read21 Settings 2)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /set the gateways \*\*Disabled\*\* the day before the window to leave fewer open/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md': [
        /^3\. Plan the window as in [^\n]*\n4\. \*\*Lowering only:\*\* set \*\*Status\*\* to \*\*Disabled\*\* on every gateway [^\n]*the day before the window[^\n]*\n5\. At the window, put the site in \[maintenance mode\][^\n]*\n6\. Open \[Deposits\][^\n]*\n7\. [^\n]*[Dd]ecide [^\n]*\n {3}1\. [^\n]*\n {3}2\. [^\n]*\n {3}3\. [^\n]*\n8\. \*\*Lowering only:\*\* leave the other listed deposits alone/m,
        /follow steps 4 to 8 in full \(gateways \*\*Disabled\*\* (?:and refund addresses asked )?at once/,
      ],
      '../CONTENT_GUIDE.md': /Currency gives each action a numbered step of its own, in that order/,
    }),
  },
  {
    id: 'coin-rate-check-signed-in-wallet',
    title: 'the coin-rate check opens the deposit form signed in, not a wallet page that asks for a sign-in',
    fact: "the check after a coin-rate change opens the wallet's deposit form in a private window signed in as a test player (the wallet needs a sign-in), made with Users' Add User (its email verified, whatever Registration says) and deleted afterwards like the other settings tests' accounts (read21 Settings 5, read27 settings 5)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /in a private window, the client app's deposit page shows/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /Check: in a private window, signed in as a test player made with \*\*Add User\*\* \(\[Users\]\(\/Mange%20User\/Users#adding-a-player\): its email is verified\), the wallet's deposit form shows the new rate's coins[^\n]*; then delete the test player: with no deposit, withdrawal or contest, it goes straight to step 8 of \[Deleting an account\]\(\/Mange%20User\/Users#deleting-an-account\), after step 7a's \*\*Subtract\*\* if a \*\*Sign-up Bonus\*\* gave it coins/,
      '../CONTENT_GUIDE.md': [
        /its check opens the wallet's deposit form signed in as a\s+test player \(the wallet needs a sign-in\) made with Users' \*\*Add User\*\*[^.]*and deleted afterwards\./,
        /Withdraw Method's step 6, Currency's coin-rate check\),/,
      ],
    }),
  },
  {
    id: 'integration-settings-edit-super-admins-only',
    title:
      'a Super Admin who lets a colleague manage the AI provider does not hand over the mail, push and storage keys',
    fact: 'Edit on Integration Settings controls the mail, push, storage, AI and reCAPTCHA credentials: Super Admins only (Roles, AI Integration, Service, Extensions); generating needs only Generate with AI (read21 Settings 3)',
    where: [
      'Settings/Integration Settings/AI Integration.md',
      'Settings/Integration Settings/Service.md',
      'Settings/Integration Settings/Extensions.md',
      'Admin Users/Role.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /and the \*\*Generate with AI\*\* permission, only to people who may spend money|Restrict who can change them with \[Roles\]/,
    find: pagesSay({
      'Settings/Integration Settings/AI Integration.md':
        /\*\*Generate with AI\*\* is all the AI permission generating needs[^\n]*\*\*Edit\*\* on \*\*Integration Settings\*\* also controls the mail server, push and storage credentials of \[Service\]\([^)]*\) and the reCAPTCHA secret: keep it for Super Admins/,
      'Settings/Integration Settings/Service.md':
        /^- \*\*Edit\*\* on \*\*Integration Settings\*\* controls these credentials, the AI provider key and the reCAPTCHA secret: keep it for Super Admins/m,
      'Settings/Integration Settings/Extensions.md':
        /\*\*Edit\*\* on \*\*Integration Settings\*\*, which changes them, stays with Super Admins/,
      'Admin Users/Role.md':
        /\*\*Settings > Integration Settings\*\* with \*\*Edit\*\* controls the mail, push, storage, AI and reCAPTCHA credentials: keep it for Super Admins too\./,
      '../CONTENT_GUIDE.md':
        /\*\*Edit\*\* on \*\*Integration Settings\*\* controls the mail, push, storage, AI and reCAPTCHA credentials: Super\s+Admins only/,
    }),
  },
  {
    id: 'seo-launch-content-editor-handoff',
    title: 'a content editor setting up SEO knows whom to hand the steps outside their role',
    fact: "Seo's Set up SEO before launch has the content editor hand Site Name (step 1) and the client rebuild (step 6) to a Super Admin, and the contests' Description and Cover Image (step 5) to the contest publisher (read21 Settings 4)",
    where: ['Settings/SEO & Meta/Seo.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/SEO & Meta/Seo.md':
        /^### Set up SEO before launch\n(?:(?!\n#)[\s\S])*A content editor hands steps 1 and 6 to a Super Admin, and step 5's contests to the contest publisher\./m,
      '../CONTENT_GUIDE.md':
        /Seo's \*\*Set up SEO before\s+launch\*\* hands \*\*Site Name\*\* and the rebuild to a Super Admin, the contests' \*\*Description\*\* and \*\*Cover\s+Image\*\* to the contest publisher/,
    }),
  },
  {
    id: 'coin-settings-shared-details-manual-check',
    title: 'Coin Settings does not promise a shared-details flag that Withdrawals never shows',
    fact: "shared payout details across accounts are no flag of the panel: Coin Settings sends the reader to step 4 (Shared details) of Withdrawals' review checklist (read21 Settings 6)",
    where: ['Settings/Quiz Settings/Coin Settings.md', '../CONTENT_GUIDE.md'],
    forbid: /are listed as warning signs on \[Withdrawals\]/,
    find: pagesSay({
      'Settings/Quiz Settings/Coin Settings.md':
        /a warning sign to look for with step 4 \(\*\*Shared details\*\*\) of the review checklist on \[Withdrawals\]\(\/withdraw\/#review-a-request\)/,
      '../CONTENT_GUIDE.md':
        /Coin Settings sends the\s+reader to step 4 \(\*\*Shared details\*\*\) of Withdrawals' review checklist/,
    }),
  },
  {
    id: 'referral-after-verification-under-open',
    title: 'a site on Open registration knows when After Email Verification pays the referral bonuses',
    fact: 'under Open registration, which sends no verification link at sign-up, Pay Referral Bonus After Email Verification pays only players whose address gets verified later (a social sign-up, an email change, Resend Verification Email, Mark as Verified), which a self-referrer can bring about, so Coin Settings says to choose After First Deposit (read21 Settings 7, diff23 7, diff24 4)',
    where: ['Settings/Quiz Settings/Coin Settings.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Quiz Settings/Coin Settings.md':
        /^\| \*\*Pay Referral Bonus\*\* \|[^\n]*Under \*\*Open\*\*, no link is sent at sign-up: \*\*After Email Verification\*\* pays only players whose address gets verified later \(a social sign-up, an email change, \*\*Resend Verification Email\*\*, \*\*Mark as Verified\*\*: \[Users\]\(\/Mange%20User\/Users#verifying-email-and-kyc\)\), which a self-referrer can bring about, so choose \*\*After First Deposit\*\*\. \|$/m,
      '../CONTENT_GUIDE.md':
        /under \*\*Open\*\* registration no verification link is sent at sign-up, as General's \*\*Open\*\* row says, so \*\*After Email\s+Verification\*\* pays only players whose address gets verified later: a social sign-up, an email change, \*\*Resend\s+Verification Email\*\*, \*\*Mark as Verified\*\*/,
    }),
  },
  {
    id: 'tawkto-cookies-before-choice',
    title: 'naming Tawk.to in the cookie policy is not taken as enough where consent is needed',
    fact: 'Tawk.to loads before any cookie choice and sets its own cookies: Extensions and GDPR Cookie say to leave it Disabled where consent is needed for them (read21 Settings 8)',
    where: [
      'Settings/Integration Settings/Extensions.md',
      'Settings/System Setting/GDPR Cookie.md',
      '../CONTENT_GUIDE.md',
    ],
    find: pagesSay({
      'Settings/Integration Settings/Extensions.md':
        /name them in your cookie policy\. Tawk\.to sets its own cookies before any choice: where consent is needed for them, leave it \*\*Disabled\*\*\./,
      'Settings/System Setting/GDPR Cookie.md':
        /name them in your cookie policy\. Tawk\.to sets its own cookies before any choice: where consent is needed for them, leave it \*\*Disabled\*\*\./,
      '../CONTENT_GUIDE.md':
        /\*\*Tawk\.to Live Chat\*\* \(loads before any cookie\s+choice and sets its own cookies/,
    }),
  },
  {
    id: 'aws-bucket-policy-block-public-access',
    title: 'the AWS bucket policy is not refused with Access Denied because Block public access is still on',
    fact: "on AWS the two bucket-policy settings of the bucket's Block public access are unticked before a public-read policy (s3:GetObject) is saved, else AWS refuses it; or CloudFront with origin access control in front (read21 Settings 9)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /new buckets block public access, so either add a bucket policy/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /untick the two bucket-policy settings of that bucket's \*\*Block public access\*\*(?: \(and the account's, if set there\))?, then add a bucket policy that allows public reads \(`s3:GetObject`\), or put CloudFront with origin access control in front/,
      '../CONTENT_GUIDE.md':
        /bucket-policy settings of \*\*Block public access\*\* are unticked first,(?: on the bucket and on the account if set there,)? or AWS refuses a public policy/,
    }),
  },
  {
    id: 'aws-sync-as-root-two-sentences',
    title:
      'the aws-as-root instruction reads as two plain sentences: which commands, and what the error means',
    fact: 'the bucket copy on a VPS runs aws configure and aws s3 sync as root with sudo -H (storage/ closed to the sudo user); "Unable to locate credentials" means the key was saved for another user (read21 Settings 10)',
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid:
      /run both lines as root|where `sudo -H aws` reads it; "Unable to locate credentials" means it is not there/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /Run `aws configure` and `aws s3 sync` as root with `sudo -H` \(`storage\/` is closed to the sudo user\)[^\n]*\. "Unable to locate credentials" means the key was saved for another user\./,
      '../CONTENT_GUIDE.md': /"Unable to locate credentials": the key was saved for another user/,
    }),
  },
  // Operations read-through 21 (read21-ops.md, Operations 1-7): the restore's credits after reopening
  // get their own step, the groups adjusted before reopening as a list, handoffs for Send Notification
  // and a subscription's Cancel, premium quiz categories, the example email rate, a forgotten admin
  // password during a restore.
  {
    id: 'restore-credits-after-reopening-own-step',
    title:
      'a restorer who follows the procedure to its end adds the credits noted for after reopening, the same day',
    fact: "the credits noted in Match the balances are added in a numbered step of their own where the procedure ends: Restore the platform's step 7 in both tabs (after up and the scheduler: one Adjust Balance Add each, Notify player unticked, Reason naming the restore, the same day); Extra's check has them noted, one per player, and its last sentence adds them after up, so every way back that reads Extra to its check meets them (read21 Operations 1)",
    where: ['post-installation.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /reopen, and restore the scheduler last\.|Only now leave maintenance mode and put the scheduler back, as \[Restore the platform\]/,
    find: pagesSay({
      'post-installation.md': [
        /, reopen, restore the scheduler and the backup, and add the credits noted for after reopening\./,
        /^### Restore the platform$(?:(?:(?!\n### )[\s\S])*?^6\. Only then, notifications back on \(Extra's check\), leave maintenance mode and put the (?:scheduler and the nightly backup|cron jobs) back:(?:(?!\n### )[\s\S])*?^7\. The same day, add the credits you noted in \[Match the balances\]\(\/Extra\/#match-the-balances\): one \*\*Adjust Balance\*\* \*\*Add\*\* each, \*\*Notify player\*\* unticked, \*\*Reason\*\* naming the restore; mark each note \*added\* with the date right after its \*\*Add\*\*, and never add a marked one \(if unsure, the player's \*\*Transactions\*\* tab shows an \*\*Admin Adjustment\*\* naming the restore\)\.\n\n(?:\*\*Undo\*\*(?:(?!\n### |<\/TabItem>)[\s\S])*)?<\/TabItem>){2}/m,
      ],
      'Extra/index.md': [
        /the finance manager has the tab\. Each credit to add after reopening is noted, one per player\./,
        /^(?:Undo|Then switch the notifications)[^\n]*Only now leave maintenance mode, back in your procedure, which then puts the scheduler and a paused nightly backup back and adds the noted credits, as \[Restore the platform\]\(\/post-installation#restore-the-platform\) ends\.$/m,
      ],
      '../CONTENT_GUIDE.md':
        /That addition is a numbered step of its own where\s+the procedure ends: Restore the platform's step 7 \(both tabs/,
    }),
  },
  {
    id: 'restore-before-reopening-groups-listed',
    title:
      'the players adjusted before reopening read as three groups, so a withdrawal paid since the backup is never left for after reopening',
    fact: "Match the balances lists who is adjusted before reopening as three bullets, each opening 'every player': on the restore tab; with a Debit line since the backup (such as a withdrawal's Withdrawal Hold); with a line since the restore; every other player has only credits, and a target − Balance below zero means a missed Debit line, adjusted before reopening (read21 Operations 2)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /adjust the players on the restore tab, with a \*\*Debit\*\* line/,
    find: pagesSay({
      'Extra/index.md':
        /^Before reopening, adjust:\n\n- every player on the restore tab;\n- every player with a \*\*Debit\*\* line since the backup, such as a withdrawal's \*\*Withdrawal Hold\*\*;\n- every player with a line since the restore\.\n\nEvery other player in the Coin Log export has only credits since the backup: note their target − \*\*Balance\*\* \(below zero means a missed \*\*Debit\*\* line: adjust now\)/m,
      '../CONTENT_GUIDE.md': /three groups, written as a list of three bullets each opening "every player"/,
    }),
  },
  {
    id: 'send-notification-handoff-named',
    title: 'a contest publisher or payout officer told to notify players knows whom to ask',
    fact: 'no role recipe holds Send Notification: Contests (cancel and republish) and Winners (announce the winners) name the handoff, a contest publisher or any other role without it asking a Super Admin (read21 Operations 3)',
    where: ['Mange Contests/Contests.md', 'Mange Contests/Winners.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Mange Contests/Contests.md':
        /Tell the players why with \[Send Notification\]\(\/Mange%20User\/Send%20Notification\) \(a contest publisher, without it, asks a Super Admin\)\./,
      'Mange Contests/Winners.md':
        /use \[Send Notification\]\(\/Mange%20User\/Send%20Notification\) \(a role without it asks a Super Admin\)\./,
      '../CONTENT_GUIDE.md': /no recipe holds\s+\*\*Send Notification\*\*, so Contests' cancel-and-republish/,
    }),
  },
  {
    id: 'subscription-partial-refund-cancel-handoff',
    title: "a deposit confirmer's partial subscription refund says who clicks Cancel",
    fact: "a subscription's partial refund that ends the subscription needs Cancel, which the deposit confirmer (no Subscription permission) hands to a Super Admin, as the Assign Plan (read21 Operations 4)",
    where: ['Subscription/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\(\*\*Cancel\*\* if the subscription ends with it\)/,
    find: pagesSay({
      'Subscription/index.md':
        /\(\*\*Cancel\*\* if the subscription ends with it: a deposit confirmer hands that to a Super Admin too\)/,
      '../CONTENT_GUIDE.md':
        /Subscriptions' partial refund has the deposit confirmer hand its \*\*Cancel\*\* to a Super Admin/,
    }),
  },
  {
    id: 'premium-category-locks-its-quizzes',
    title: 'a content editor moving quizzes between categories knows it can lock or free paid quizzes',
    fact: "a category under a plan's Premium Quizzes locks every quiz in it, later ones too: Quiz Categories' delete section and Quizzes' Category field say moving a quiz in or out changes who can play it, and the content editor (no Subscription view) asks a Super Admin before moving quizzes in or out (read21 Operations 5)",
    where: ['Mange Quizzes/Category.md', 'Mange Quizzes/Quizzes.md', '../CONTENT_GUIDE.md'],
    forbid: /This protects quizzes from being left without a category\./,
    find: pagesSay({
      'Mange Quizzes/Category.md':
        /Move or delete them first\." when you try\. A category a plan's \*\*Premium Quizzes\*\* names locks its quizzes \(\[Subscriptions\]\(\/Subscription\/\)\): ask a Super Admin before moving quizzes in or out\./,
      'Mange Quizzes/Quizzes.md':
        /^\| \*\*Category\*\* \| The category the quiz is listed in\. A category a plan's \*\*Premium Quizzes\*\* names locks its quizzes \(\[Subscriptions\]\(\/Subscription\/\)\): ask a Super Admin before choosing or changing it\. \|/m,
      '../CONTENT_GUIDE.md':
        /A category under \*\*Premium Quizzes\*\* locks every quiz in it,\s+later ones too/,
    }),
  },
  {
    id: 'campaign-email-rate-leaves-room',
    title: "the example email rate leaves room for password resets and the platform's own notices",
    fact: "campaign email shares the provider's quota with the platform's own mail (password resets, deposit, withdrawal and ticket notices): the example is 6 a minute for a provider allowing 500 emails an hour, never the whole quota of 8 (read21 Operations 6)",
    where: ['Mange User/Send Notification.md', '../CONTENT_GUIDE.md'],
    forbid: /500 emails per hour \(about 8 per minute\)|NOTIFICATION_EMAIL_PER_MINUTE=8\b/,
    find: pagesSay({
      'Mange User/Send Notification.md': [
        /for example to 6 a minute for a provider that allows 500 emails per hour, leaving room for the platform's own emails/,
        /# in \.env: NOTIFICATION_EMAIL_PER_MINUTE=6$/m,
      ],
      '../CONTENT_GUIDE.md': /6 a minute for a provider allowing 500 emails an hour, never the whole quota/,
    }),
  },
  {
    id: 'restore-forgotten-admin-password-set-by-super-admin',
    title:
      'an admin who forgot the password they changed since the backup is not stuck until the site reopens',
    fact: "in a restore, an admin who changed their password since the backup and forgot the old one gets one set by a Super Admin as Admin's Passwords says: Forgot password? only queues a mail the paused worker sends after up (read21 Operations 7)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /^- every admin who changed their own password, two-factor or recovery codes since the backup changes them again now \(else \*\*Reset Two-Factor\*\*; an old password forgotten: a Super Admin sets one, as in \[Passwords\]\(\/Admin%20Users\/Admin#passwords\)\);$/m,
      '../CONTENT_GUIDE.md':
        /an old password\s+forgotten gets one set by a Super Admin as Admin's \*\*Passwords\*\* says/,
    }),
  },
  // Install/deploy B read-through 21 (read21-installB.md, findings 1-10): the laptop pages, the cPanel
  // pages and the cPanel tabs of Post-Installation.
  {
    id: 'mac-nvm-keeps-php-mysql-on-path',
    title: 'a Mac reader who prefers nvm still puts PHP 8.3 and MySQL 8.4 on the PATH',
    fact: "the Mac page's nvm reader leaves out step 3's second PATH line, node@24's, and keeps the first, with php@8.3 and mysql@8.4, never skips the step (the unversioned php and no mysql would follow) (read21 Install B 1, diff23 finding 7)",
    where: ['installation-guide/local-machine-setup/Mac.md', '../CONTENT_GUIDE.md'],
    forbid: /`nvm`[^\n]*skip this step/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Mac.md':
        /If you prefer `nvm` \(`nvm install 24`\), leave out the second line, `node@24`'s; the first keeps PHP and MySQL:/,
      '../CONTENT_GUIDE.md':
        /an `nvm` user, told before the block, leaves out its second line, `node@24`'s own,\s+the first keeping PHP and MySQL on `PATH`/,
    }),
  },
  {
    id: 'cpanel-new-server-version-and-db-host',
    title:
      'a cPanel restore onto a new host uploads the version the site ran and points DB_HOST at localhost',
    fact: "Restore onto a new server, cPanel tab: step 2 follows cPanel guide steps 1 to 5 with the QuizNest version the site ran, never a newer download (as the VPS tab does), and step 3's first sed sets DB_HOST=localhost with the new prefix, the grep after it showing DB_HOST (read21 Install B 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /^ {3}sed -i 's\/\^DB_DATABASE=/m,
    find: pagesSay({
      'post-installation.md': [
        /^2\. Follow steps 1 to 5 of the \[cPanel guide\]\(\/installation-guide\/server-setup\/cPanel\/Admin\) with the QuizNest version the site ran(?: \([^)\n]*\))?, never a newer download\./m,
        /^ {3}sed -i 's\/\^DB_HOST=\.\*\/DB_HOST=localhost\/; s\/\^DB_DATABASE=\.\*\/DB_DATABASE=cpuser_quiznest\/; s\/\^DB_USERNAME=\.\*\/DB_USERNAME=cpuser_quiznest\/' \.env$/m,
      ],
      '../CONTENT_GUIDE.md':
        /cPanel guide steps 1–5 with the QuizNest version the site ran(?: \([^)\n]*\))?, never a newer download \(step 6 skipped, the restored `\.env`'s\s+`DB_HOST` set to `localhost`/,
    }),
  },
  {
    id: 'static-export-update-copies-local-files',
    title:
      'a static export rebuilt for an update keeps its production addresses and the .htaccess blocks of step 2',
    fact: "Rebuild after changes on the static export page: for an update, first copy client/.env.production.local and client/public/.htaccess (with the blocks of step 2) into the new release's client/ folder; step 3 says to copy that client/public/.htaccess of step 2 into out/ when .htaccess is missing, never 'it' by hand (read21 Install B 3)",
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md', '../CONTENT_GUIDE.md'],
    forbid: /If `\.htaccess` is missing, copy it into `out\/`/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/static-export.md': [
        /^## Rebuild after changes\n\n[^\n]*For an update, first copy `client\/\.env\.production\.local` and `client\/public\/\.htaccess` \(with the blocks of step 2\) into (?:the new release's `client\/` folder|the same paths of the new release)\./m,
        /If `\.htaccess` is missing, copy your `client\/public\/\.htaccess` of step 2 into `out\/` before you upload\./,
      ],
      '../CONTENT_GUIDE.md':
        /an update first copies it, with its step-2 blocks, and `client\/\.env\.production\.local` into\s+(?:the new release's `client\/`|the same paths of the new release)/,
    }),
  },
  {
    id: 'static-export-listing-in-powershell',
    title: 'a Windows reader can list out/ in PowerShell, where `ls -a` fails',
    fact: "the static export's step 3 gives PowerShell's Get-ChildItem -Force out beside ls -a out (in PowerShell ls is Get-ChildItem and -a binds to -Attributes) (read21 Install B 7)",
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md'],
    require: /^ls -a out +# PowerShell: Get-ChildItem -Force out$/m,
  },
  {
    id: 'cpanel-backup-archives-in-disk-quota',
    title:
      "a cPanel reader learns that the nightly archives fill the account's disk quota, and where to read it",
    fact: "on cPanel the nightly archives (about 15) count against the account's disk quota: the backup's cron tab and Common Requirements read it as Disk Usage under Statistics on cPanel's start page (or quota -s), never df -h, which shows the server's disk; where the quota cannot hold them, KEEP_DAYS goes lower, never below 3, the off-site copy keeping the older nights (read21 Install B 4)",
    where: ['post-installation.md', 'common-requirements.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^The script keeps about 15 archives beside the site, [^\n]*lower `KEEP_DAYS` \(not below `3`(?:, [^)\n]*)?\): the off-site copy keeps the older nights\. [^\n]*On cPanel the archives count against your account's disk quota: \*\*Statistics\*\* on cPanel's start page shows it as \*\*Disk Usage\*\* \(or `quota -s`, where allowed; not `df -h`, which shows the server's disk\)\.$/m,
      'common-requirements.md': [
        /^df -h +# free disk space \(cPanel: the server's, not your quota\)$/m,
        /Your disk quota, which the backups count against, is \*\*Disk Usage\*\* under \*\*Statistics\*\* on the start page \(or `quota -s`\)\./,
      ],
      '../CONTENT_GUIDE.md':
        /on cPanel the archives count against the account's disk quota, read as \*\*Disk Usage\*\* under \*\*Statistics\*\* on\s+the start page or with `quota -s`, never `df -h`/,
    }),
  },
  {
    id: 'shared-hosting-answer-names-terminal',
    title: 'a reader choosing a shared plan from Common Requirements knows it needs Terminal or SSH',
    fact: "Common Requirements' Can I run QuizNest on shared hosting? names Terminal or SSH among the plan's needs, since updates, backups and restores need it (read21 Install B 5)",
    where: ['common-requirements.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'common-requirements.md':
        /^### Can I run QuizNest on shared hosting\?\n\nYes, on cPanel hosting that offers PHP 8\.2 to 8\.4, a MySQL or MariaDB database, cron jobs and \*\*Terminal\*\* or SSH \(updates, backups and restores need it\)/m,
      '../CONTENT_GUIDE.md':
        /Common Requirements' \*\*Can I run QuizNest on shared hosting\?\*\* names \*\*Terminal\*\* or SSH among the plan's needs/,
    }),
  },
  {
    id: 'server-checks-cpanel-skip-composer-node',
    title: "a cPanel reader running the server checks is not left with two unexplained 'command not found'",
    fact: "Common Requirements' Check what a server has tells the cPanel reader to skip composer (step 5 of the cPanel guide installs ~/composer.phar) and node/npm (Setup Node.js App lists its versions) (read21 Install B 6)",
    where: ['common-requirements.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'common-requirements.md':
        /the extension loop included, and skip `composer` \(step 5 of the cPanel guide installs it\) and `node`\/`npm` \(\*\*Setup Node\.js App\*\* lists its versions\)\./,
      '../CONTENT_GUIDE.md':
        /skip `composer`, which step 5 of the cPanel guide installs,\s+and `node`\/`npm`, whose versions \*\*Setup Node\.js App\*\* lists/,
    }),
  },
  {
    id: 'choco-pin-takes-patch-releases-by-number',
    title: 'a Chocolatey reader who pinned PHP 8.3 and MariaDB 11.4 still gets their security releases',
    fact: "a choco pin holds the exact build, not the minor line (unlike winget's 11.4.* and 24.* pins and Homebrew's php@8.3): the Windows page's Chocolatey tab takes a newer 8.3.x or 11.4.x by number, choco pin remove --name php, choco upgrade php --version 8.3.29 -y, choco pin add --name php, the same for mariadb (read21 Install B 8)",
    where: ['installation-guide/local-machine-setup/Windows.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/local-machine-setup/Windows.md':
        /^The pin holds that exact build: to take a newer 8\.3\.x or 11\.4\.x \(`choco search` lists them\), run `choco pin remove --name php`, `choco upgrade php --version 8\.3\.\d+ -y` and `choco pin add --name php`, and the same for `mariadb`\.$/m,
      '../CONTENT_GUIDE.md':
        /a pin holds that exact build, so the page takes a newer 8\.3\.x or 11\.4\.x by number: `choco pin\s+remove --name php`, `choco upgrade php --version 8\.3\.29 -y`, `choco pin add --name php`/,
    }),
  },
  {
    id: 'cpanel-only-site-rehearses-on-rented-vps',
    title: 'a cPanel-only reader knows how to run the quarterly restore rehearsal without owning a VPS',
    fact: "the quarterly rehearsal's test copy is a VPS-guide server, which a cPanel-only site rents by the hour (the drill's steps restore a cPanel archive too, step 4 counting the live site in Terminal), or a second cPanel account: the new server's cPanel tab under the test name, APP_URL set to it by a third sed, of its step 4 only the record, Run AutoSSL and the storage link (lock lines kept, no cron job or client), then drill steps 4 to 7, the account deleted; the monthly check alone proves the dump, never APP_KEY (read21 Install B 9, read27 installB 7)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /A cPanel-only site rents one by the hour for the drill: the steps below restore its archive too, and the monthly check/,
    find: pagesSay({
      'post-installation.md':
        /^The test copy is a second small server [^\n]*as an admin panel only under that name[^\n]*\. A cPanel-only site rents one by the hour for the drill \(the steps below restore its archive too\), or drills on a second cPanel account: the cPanel tab of \[Restore onto a new server\]\(#restore-onto-a-new-server\) under that name as above, with a third `sed` in its step 3, `sed -i 's\|\^APP_URL=\.\*\|APP_URL=https:\/\/restore-test\.example\.com\|' \.env` \(else images load from the live site\), and of its step 4 only that name's record, \*\*Run AutoSSL\*\* and the storage link \(lock lines kept, no cron job, no client\); then steps 4 to 7 below through its bypass link, step 7 deleting that account\. The monthly check alone proves the dump, never `APP_KEY`\./m,
      '../CONTENT_GUIDE.md':
        /which a\s+cPanel-only site rents by the hour: the drill restores its archive too, or a second cPanel account, restored with the new\s+server's cPanel tab under that name[\s\S]{0,300}?the account deleted; the monthly check alone proves the dump, never `APP_KEY`/,
    }),
  },
  {
    id: 'cpanel-lists-render-whole',
    title: "the cPanel guides' lists render as one list each, numbered from 1",
    fact: "no list on the cPanel pages starts at 0. (the CloudLinux tab of the cPanel guide's step 4 numbers its MultiPHP Manager check 1.), and Standalone's Before you start is one list, with no blank line before its last bullet (read21 Install B 10)",
    where: ['installation-guide/server-setup/cPanel/', '../CONTENT_GUIDE.md'],
    forbid: /^ *0\. /,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/Standalone.md':
        /do not build or run the client with it\.\n- The Passenger lines of step 1 land/,
      '../CONTENT_GUIDE.md':
        /The CloudLinux tab of step 4 starts with its item 1 \(a list from `1\.`, never `0\.`\)/,
    }),
  },
  // Gateways, read21 findings 1-7 (gw21): Stripe's whole Bank debits group off, Coinbase's refunded
  // late payment recorded, step 8's widened filters, the Stripe inquiry exception, Mollie's refused
  // mismatch, bKash's USD live-test figure, Instamojo's failure webhooks on request.
  {
    id: 'stripe-bank-debits-whole-group-off',
    title:
      'a Canadian or New Zealand Stripe account is told to leave its pre-authorized or BECS debit off, not only four debits',
    fact: "every method in Stripe's Bank debits group stays off for deposits, named the same way on stripe.md (twice), the overview and CONTENT_GUIDE: today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit (read21 Gateways 1)",
    where: ['payment-gateways/stripe.md', 'payment-gateways/overview.md', '../CONTENT_GUIDE.md'],
    forbid:
      /keep all four off|[Bb]ank debits \(SEPA, ACH, Bacs and BECS Direct Debit\)|on Stripe \(SEPA Direct Debit, ACH Direct Debit|\(Stripe SEPA, ACH, Bacs$/,
    find: pagesSay({
      'payment-gateways/stripe.md': [
        /^Leave every method in Stripe's \*\*Bank debits\*\* group off for deposits \(today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit\)/m,
        /every method in the \*\*Bank debits\*\* group \(today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit\) and vouchers/,
      ],
      'payment-gateways/overview.md':
        /on Stripe every method in its \*\*Bank debits\*\* group \(today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit\)/,
      '../CONTENT_GUIDE.md':
        /every method in Stripe's \*\*Bank debits\*\*\s+group, today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit;/,
    }),
  },
  {
    id: 'coinbase-refunded-late-payment-on-running-list',
    title:
      'a Coinbase late payment returned to the player is recorded on the running list, so no later check credits it too',
    fact: 'a Coinbase payment that reached an expired deposit is either credited with Mark as Successful or returned from Coinbase Business, the deposit left Failed and its DEP- and refund reference put on the running list as the refund is sent (daily check step 4) (read21 Gateways 2, diff23 1, diff24 1)',
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid: /late webhook would double\), or refund the player\./,
    find: pagesSay({
      'payment-gateways/coinbase-commerce.md':
        /if it is less, or the player asks for the money back instead, return it from Coinbase Business and leave the deposit \*\*Failed\*\*: as you send it, put its `DEP-` and the refund reference on the running list, as \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 4 says\./,
      '../CONTENT_GUIDE.md':
        /a gateway page \(NOWPayments, SSLCommerz, Flutterwave, Coinbase Commerce\), goes on the daily check's running list/,
    }),
  },
  {
    id: 'daily-check-step-8-searches-status-all',
    title:
      'daily check step 8 searches a late payment with Status All, so a Failed one is found, not handed on as lost in a restore',
    fact: 'the daily check filters Pending from step 1; step 8 looks for Failed deposits, so it searches each late payment with Status All, as step 7 does, before calling a reference lost in a restore (read21 Gateways 3)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^8\. Find the late payments below at the provider and search each here \(/m,
    find: pagesSay({
      'deposits/index.md':
        /^8\. Find the late payments below at the provider and search each here with \*\*Status\*\* \*\*All\*\*/m,
      '../CONTENT_GUIDE.md': /step 8 \(searching with \*\*Status\*\* \*\*All\*\*\) hands a `DEP-`/,
    }),
  },
  {
    id: 'stripe-dispute-summary-spares-inquiries',
    title: "Stripe's dispute summary does not send an inquiry into closing withdrawals and taking coins",
    fact: "Stripe's Disputes tab lists inquiries too, which take nothing: its one-line summary says an inquiry only gets an answer, as Deposits' Disputes section does (read21 Gateways 4)",
    where: ['payment-gateways/stripe.md'],
    forbid: /^Stripe lists disputes[^\n]*For each new one, follow \[Disputes/,
    require:
      /For each new one \(an inquiry only gets an answer\), follow \[Disputes, chargebacks and returns\]\(\/deposits\/#disputes-chargebacks-and-returns\)/,
  },
  {
    id: 'key-alone-list-says-mollie-refuses-mismatch',
    title:
      'the settings page does not warn of a Mollie key mismatch that the Mollie page says cannot be saved',
    fact: "every list of the providers where the key alone decides the environment that names Mollie says, in the same line, that Mollie's form refuses a key whose prefix does not match Mode: the overview, and the settings page's Mode row and Go live step 2 (read21 Gateways 5)",
    where: [
      'payment-gateways/overview.md',
      'Settings/Finance Settings/Payment Gateways.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /\(Stripe, Razorpay, Paystack, Flutterwave, Mercado Pago,? (?:and )?Mollie\)/,
    unless: /Mollie alone refuses|Mollie's form refuses a mismatched prefix/,
    find: pagesSay({
      '../CONTENT_GUIDE.md': /does not match \*\*Mode\*\*, as every list naming it says/,
    }),
  },
  {
    id: 'bkash-usd-live-test-figure-readable',
    title:
      "bKash's USD live-test figure gives the Minimum Amount it assumes and reads as one currency per number",
    fact: 'on a USD site the bKash live test assumes Minimum Amount 1.00 and Conversion Rate 122: the player pays 1.02 USD (1.5 % charge rounded), charged as 124.44 BDT (read21 Gateways 6)',
    where: ['payment-gateways/bkash.md'],
    forbid: /1\.00 USD is charged 124\.44 BDT, not 1\.02/,
    require:
      /on a USD site with \*\*Minimum Amount\*\* `1\.00` and \*\*Conversion Rate\*\* `122`: 1\.02 USD, charged as 124\.44 BDT\)/,
  },
  {
    id: 'instamojo-failure-webhook-on-request',
    title: 'an Instamojo tester who sees no Failed webhook is not led to think the webhook is broken',
    fact: 'Instamojo posts a webhook for each successful payment (Credit); one for a failed attempt (Failed) comes only if Instamojo support has enabled failure webhooks for the account (read21 Gateways 7)',
    where: ['payment-gateways/instamojo.md', '../CONTENT_GUIDE.md'],
    forbid:
      /one form-encoded POST per payment attempt|`status` is `Credit` for a successful payment and `Failed` otherwise/,
    find: pagesSay({
      'payment-gateways/instamojo.md':
        /Instamojo posts once per successful payment \(`status` `Credit`\), and once per failed attempt \(`Failed`\) only if Instamojo support has enabled that for your account\./,
      '../CONTENT_GUIDE.md':
        /Instamojo posts\s+each `Credit`, and a `Failed` attempt only where its support has enabled failure webhooks\./,
    }),
  },
  // Install/deploy A read-through 21 (read21-installA.md, findings 1-8): rclone crypt passwords,
  // Vercel in Change the domain, the install.sh pages.
  {
    id: 'rclone-crypt-passwords-copied-at-prompt-typed-at-restore',
    title:
      'a restorer types the stored crypt passwords instead of letting rclone generate new ones that read no archive, and set-up copies each generated one at its prompt',
    fact: 'the set-up answers g at both crypt password questions and copies each Your password is: … into the password manager before y to Use this password? (rclone.conf keeps only an obscured copy; a missed one: rclone reveal of the value rclone config show quiznest-crypt prints); the drill, the restore onto a new server (both tabs) and the move answer y and type the stored passwords, never g, and rclone ls quiznest-crypt: lists the archive names in clear, none or Skipping undecryptable file name meaning a wrong password (read21 Install A 1)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /answer `g` to let rclone generate each one|Set up `rclone` with the access key and the two crypt passwords from your password manager|`rclone` with the access key and the two crypt passwords,|set up `rclone` first as in \[Keep a copy off the server\]\(#keep-a-copy-off-the-server\)\)/,
    find: pagesSay({
      'post-installation.md': [
        /and two passwords: answer `g` at each, (?:then `128` at \*\*Bits\*\*, )?and copy the `Your password is: …` (?:that rclone then shows )?into your password manager before you answer `y` to \*\*Use this password\?\*\*\./,
        /`rclone reveal <value>` prints it from the obscured `password` or `password2` that `sudo rclone config show quiznest-crypt` shows/,
        /at both password questions of `quiznest-crypt` answer `y` and type the stored password, never `g`; do not copy `rclone\.conf` from the live server\. `sudo rclone ls quiznest-crypt:` must list the `quiznest-backup-…tar\.gz` names in clear: none, or `Skipping undecryptable file name`, means a wrong password\./,
        /Set up `rclone` as in step 1 of \[Rehearse a restore\]\(#rehearse-a-restore\): at both password questions of `quiznest-crypt`, answer `y` and type the stored password, never `g`/,
        /`rclone` with the access key and the two stored crypt passwords typed \(`y`, never `g`\)/,
        /but typing the two stored passwords: `y`, never `g`\)/,
      ],
      '../CONTENT_GUIDE.md':
        /each generated password \(`g`(?:, then `128` at \*\*Bits\*\*)?\) copied\s+there at the prompt that shows it[^]*every drill, restore and move types them, `y` at both password questions, never `g`/,
    }),
  },
  {
    id: 'vercel-domain-change-www-redirects-to-apex',
    title:
      "a domain change on Vercel makes www.example.net a redirect to the apex, and its undo puts www.example.com's redirect back",
    fact: "Change the domain, client on Vercel: step 1 adds example.net under Settings > Domains with the option that redirects www.example.net to example.net (as the Vercel guide's step 4), creates the records it lists and waits for Valid Configuration on both, never the VPS DNS check; the undo removes the redirect of example.com and sets www.example.com to redirect to example.com again (read21 Install A 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /add `example\.net` and `www\.example\.net` under \*\*Settings > Domains\*\*|remove the redirects of `example\.com` and `www\.example\.com`/,
    find: pagesSay({
      'post-installation.md': [
        /(?:For a client on Vercel, only `admin\.example\.net` points at the server:|\*\*Client on Vercel\*\*: the same for `admin\.example\.net` only;) under \*\*Settings > Domains\*\*, add `example\.net` with the option that redirects `www\.example\.net` to `example\.net`, as in \[step 4\]\(\/installation-guide\/server-setup\/vercel#step-4-connect-your-domain\) of the Vercel guide \(`example\.com` is unchanged\), create the records it lists, and wait until both show \*\*Valid Configuration\*\*\./,
        /\*\*Vercel\*\*: \*\*Instant Rollback\*\* to the deployment before the move; under \*\*Settings > Domains\*\*, remove the redirect of `example\.com` and set `www\.example\.com` to redirect to `example\.com` again\./,
      ],
      '../CONTENT_GUIDE.md':
        /`example\.net` added under \*\*Settings > Domains\*\* with the option that redirects `www\.example\.net` to it[^]*the undo removes the redirect of `example\.com` and sets `www\.example\.com` to redirect to `example\.com` again/,
    }),
  },
  {
    id: 'admin-only-install-sh-path-has-own-check',
    title:
      'a reader of the admin-only install.sh path can tell a good install from a broken one without the client checks that do not apply',
    fact: "the admin-only install.sh path on the VPS page ends with its own check, in place of the script page's Verify the installation, which expects a client: systemctl is-active nginx php8.3-fpm mysql quiznest-queue prints active four times, sudo crontab -u www-data -l shows schedule:run, curl -I https://admin.example.com/up returns 200, Cron Job Settings shows a run within the last minute, and https://example.com loads its data once the Vercel guide is done (read21 Install A 3)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    forbid:
      /do items 2 and 3 of the same list \(skip item 4: there is no client here\) before \[Post-Installation\]/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^Check, in place of the script page's \*\*Verify the installation\*\*, which expects a client: `systemctl is-active nginx php8\.3-fpm mysql quiznest-queue` prints `active` four times, `sudo crontab -u www-data -l` shows `schedule:run`, `curl -I https:\/\/admin\.example\.com\/up` returns `200`, \[Cron Job Settings\]\(\/Settings\/System%20Setting\/Cron%20Job%20Settings\) shows a run within the last minute, and `https:\/\/example\.com` loads its data once the \[Vercel guide\]\(\/installation-guide\/server-setup\/vercel\) is done\./m,
      '../CONTENT_GUIDE.md':
        /then a check of its own in place of the\s+script page's \*\*Verify the installation\*\*, which expects a client/,
    }),
  },
  {
    id: 'install-lock-steps-numbered-per-case',
    title:
      'the reader finds their own case in the installer lock, a numbered sub-step at a time, and keeps the admin-only order in numbered steps',
    fact: "install.sh item 1.1 is five sub-steps (edit the block, reload, reopen ports 80 and 443, the phone test with a three-row table of the address per case, close the ports on failure); the VPS page's With the automated script is seven numbered steps in its order: firewall, script and client removal, lock, certbot, .env, installer, unlock (read21 Install A 5)",
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /\(`https:\/\/` after a single run; `http:\/\/203\.0\.113\.10`, your server's address, while DNS is not ready\)|^Before the `certbot` line, which publishes the name, add the lock/m,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^## With the automated script\n\n[^\n]*in this order:\n\n1\. [^\n]*\n2\. Run the script and remove its client[^\n]*:\n[\s\S]*?^3\. Before the `certbot` line[^\n]*\n4\. Issue the admin certificate:\n[\s\S]*?^5\. With `--skip-ssl`[^\n]*\n6\. Run the web installer only after[^\n]*\n7\. Remove the lock as item 1\.3 says/m,
      'installation-guide/server-setup/vps-automated.md':
        /^ {3}1\. Lock the admin host to your address, then test the lock:\n {6}1\. [^\n]*\n {6}2\. Run `sudo nginx -t && sudo systemctl reload nginx`\.\n {6}3\. Let ports 80 and 443 in again[^\n]*\n {6}4\. From a phone on mobile data[^\n]*\n\n {9}\| Your case \| Address \|\n {9}\|---\|---\|\n {9}\| Two passes, DNS ready \|[^\n]*\n {9}\| Two passes, DNS not ready yet \|[^\n]*\n {9}\| A single run with a certificate \|[^\n]*\n\n {6}5\. If either shows the installer, close ports 80 and 443 again/m,
      '../CONTENT_GUIDE.md': /item 1\.1 in five\s+sub-steps[\s\S]*?seven numbered steps on the VPS page/,
    }),
  },
  {
    id: 'install-sh-two-passes-everywhere',
    title:
      'a reader who skims the install.sh intro, its search snippet or the sidebar learns that it runs in two passes, not in one run',
    fact: 'install.sh runs in two passes (firewall closed, then certificates): the VPS page, the script page (description and intro) and the Server Setup description say so, never "in one run" (read21 Install A 4)',
    where: [
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      '../sidebars.ts',
    ],
    forbid: /\bin one run\b/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /installs the same paths and services on a fresh server in two passes \(firewall closed, then certificates\)/,
      'installation-guide/server-setup/vps-automated.md': [
        /^description: "[^"\n]*run in two passes \(firewall closed, then certificates\)/m,
        /as root, in two passes: first without certificates, your provider's firewall letting in SSH only, then, once the installer is locked, for the certificates\./,
      ],
      '../sidebars.ts': /sets up a fresh Ubuntu VPS in two passes \(firewall closed, then certificates\)/,
    }),
  },
  {
    id: 'mysql-root-password-ready-before-install',
    title: 'the MySQL root password is ready before apt install asks for it, not explained after the block',
    fact: 'step 4 of the VPS guide says before the MySQL install block that apt install asks twice for the MySQL root password, and to run openssl rand -hex 24 first and keep the result with the server notes (read21 Install A 6)',
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    forbid: /The installer asks for a password for the MySQL `root` user/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^3\. `apt install` asks twice for a password for the MySQL `root` user: run `openssl rand -hex 24` first and keep the result with your server notes\. Then install:\n\n {3}```bash\n {3}sudo apt install -y mysql-server$/m,
      '../CONTENT_GUIDE.md': /step 4 says before the block to run\s+`openssl rand -hex 24`/,
    }),
  },
  {
    id: 'install-sh-security-answer-names-all-gaps',
    title:
      'a reader who lands on the install.sh security question learns every hardening step the script leaves',
    fact: "the install.sh page's security question names what the script leaves: SSH, mysql_secure_installation, automatic updates and their extension to PHP and Node.js, and MySQL 8.0 past end of life, pointing to items 2 and 3 of Finish the installation (read21 Install A 7)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid:
      /changes no SSH setting and does not run `mysql_secure_installation`; do those from the manual guide/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /### Is the server secure once the script has finished\?\n\nNot completely\.[^\n]*changes no SSH setting, does not run `mysql_secure_installation`, leaves automatic updates and their extension to PHP and Node\.js to you, and installs MySQL 8\.0, past end of life: items 2 and 3 of \[Finish the installation\]\(#finish-the-installation\) do the rest\./,
      '../CONTENT_GUIDE.md': /its\s+security question names all four/,
    }),
  },
  {
    id: 'install-sh-dns-before-second-pass',
    title:
      'the install.sh requirements ask for DNS when the procedure needs it: before the second pass, not before you start',
    fact: 'Supported systems on the install.sh page wants the admin and client records pointing at the server before the second pass (item 4 of Run the script; a single run: before it), and a www record before the first pass if the script is to add it (read21 Install A 8)',
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid: /DNS records for the admin domain and the client domain pointing at the server before you start/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /^- DNS records for the admin domain and the client domain pointing at the server before the second pass \(item 4 of \[Run the script\]\(#run-the-script\); a single run: before it\)[^\n]*only when that name already points at the server at its first run, so create it before the first pass/m,
      '../CONTENT_GUIDE.md': /the DNS records of both domains\s+before the second pass/,
    }),
  },
  // Settings, diff22 findings 3-5 and 6 (set22): the locked-out `up` in the cPanel cron form and with
  // the laptop form, the bucket copy from a computer, the go-live heading for a Mode and key mismatch.
  {
    id: 'maintenance-locked-out-cpanel-cron-cd-and-deleted',
    title:
      "the locked-out answer's cPanel cron job opens the platform (it starts with cd) and is deleted afterwards",
    fact: "cPanel cron starts in the home folder: the locked-out up is `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up` in Terminal, or as a one-off Once Per Minute cron job deleted after two minutes, since one left in place ends every later maintenance window within a minute, an update's included: the locked-out bullet says so (diff22 finding 3, read27 settings 7)",
    where: ['Settings/System Setting/Maintenance Mode.md', '../CONTENT_GUIDE.md'],
    forbid: /cPanel: `\/usr\/local\/bin\/ea-php83 artisan up` in \*\*Terminal\*\* or a cron job/,
    find: pagesSay({
      'Settings/System Setting/Maintenance Mode.md': [
        /cPanel: `cd \/home\/cpuser\/quiznest\/admin && \/usr\/local\/bin\/ea-php83 artisan up` in \*\*Terminal\*\*, or as a one-off cron job deleted after two minutes\)/,
        /Without Terminal, add a one-off \*\*Once Per Minute\*\* cron job with the same command, wait two minutes, and delete the job: left in place, it ends every later maintenance window within a minute, an update's included\./,
      ],
      '../CONTENT_GUIDE.md': [
        /Without Terminal, a single\s+command is a one-off \*\*Once Per Minute\*\* cron job in the cron form \(`cd \/home\/cpuser\/quiznest\/admin &&\s+\/usr\/local\/bin\/ea-php83 artisan …`: cron starts in the home folder\), deleted after two minutes/,
        /the one-off cron job, deleted, or it ends every later window within a minute/,
      ],
    }),
  },
  {
    id: 'maintenance-locked-out-laptop-form-first',
    title: 'the locked-out answer also works on a laptop: it names `php artisan up` before the server forms',
    fact: 'a page for any platform shows the laptop form and says how the others differ: the locked-out answer runs `php artisan up`, then gives the VPS and cPanel forms (diff22 finding 5)',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    forbid: /remove the maintenance flag in `admin\/`: run `up` \(/,
    require: /remove the maintenance flag in `admin\/`: run `php artisan up` \(VPS: /,
  },
  {
    id: 'bucket-move-from-computer-exact-commands',
    title:
      'a cPanel admin copying uploads from a computer gets the folder out of File Manager and lands every file at its own path',
    fact: "File Manager downloads files, not folders: storage/app/public is compressed there, downloaded and unzipped (or downloaded over SFTP), and copied from inside that public folder with aws s3 sync . s3://quiznest-uploads or rclone copy . uploads:quiznest-uploads, so avatars/jane.png lands as avatars/jane.png; step 3 reads a 403 as the bucket policy only once the bucket's file list shows the file at that path (diff22 finding 4)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\(SFTP or \*\*File Manager\*\*\) and run `rclone copy` or `aws s3 sync` on it, keeping the paths/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md': [
        /\*\*SFTP\*\*: download `storage\/app\/public` to your computer[^\n]*Inside that `public` folder, [^\n]*run `aws s3 sync \. s3:\/\/quiznest-uploads` [^\n]*or `rclone copy \. uploads:quiznest-uploads`\.\n {3}- \*\*File Manager\*\*: \*\*Compress\*\* `storage\/app\/public`, download the zip, delete it there, unzip it and run the SFTP line inside that `public` folder/,
        /`403 Forbidden` or `AccessDenied`, with `avatars\/jane\.png` \(not `public\/…`\) in the bucket's file list, means the bucket policy/,
      ],
      '../CONTENT_GUIDE.md': [
        /or compressed in \*\*File Manager\*\*, downloaded and unzipped[^\n]*then copied from inside it on the admin's computer, [^\n]*`aws s3 sync \.` [^\n]*or `rclone copy \.`, so no key starts with `public\/`/,
        /a `403` is the policy only once the bucket's file list shows that file at its path/,
      ],
    }),
  },
  {
    id: 'go-live-heading-names-mode-key-fix',
    title:
      'a Super Admin sent by Payments to fix a Mode and key mismatch sees from the go-live heading that the steps are for them',
    fact: "Payment Gateways' go-live section ({#go-live}) is also where Payments sends a Mode and key mismatch and a gateway's credentials typed again: its heading says both, Go live after a staging or sandbox test, or make Mode and keys agree (diff22 finding 6)",
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    forbid: /^### Go live after a sandbox or staging test \{#go-live\}$/m,
    require: /^### Go live after a staging or sandbox test, or make Mode and keys agree \{#go-live\}$/m,
  },
  // Operations, diff22 findings 1, 2 and 6 (ops22): deletion only at a zero balance, a lost
  // withdrawal's Amount worked back from the figure sent, the deletion table's search and Delete area.
  {
    id: 'delete-on-request-only-at-zero-balance',
    title:
      'a player who chose to withdraw never loses the coins of a rejected withdrawal or a late credit to Delete',
    fact: "Users' deletion step 8 runs only once the profile's Balance is 0; a balance changed since the player's written answer goes back to step 1, so a rejected withdrawal or a deposit credited in steps 4 to 6 is never forfeited without the player giving it up in writing (diff22 finding 1, reworded by diff23 finding 1)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid: /^\| 8\. Click \*\*Delete\*\* and type the player's username\. \|/,
    find: pagesSay({
      'Mange User/Users.md':
        /^\| 8\. Once [^\n|]*the profile's \*\*Balance\*\* is 0, click \*\*Delete\*\* and type the player's username\.[^\n|]* \|/m,
      '../CONTENT_GUIDE.md': /the profile's \*\*Balance\*\* is 0, a Super/,
    }),
  },
  {
    id: 'delete-on-request-searches-player-names-delete-area',
    title:
      "the deletion table's deposit step searches the player, and its Delete permission names the area, as the other rows do",
    fact: "Users' deletion step 4 searches the player's email on Deposits (with Status Pending, Mode both, Date Custom from the first gateway), and step 8's Permission cell is Delete on Manage Users > Users (diff22 finding 6)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\*\*Pending\*\* deposits, found on \[Deposits\]\(\/deposits\/\) with \*\*Status\*\*|\| Super Admin, or a role given \*\*Delete\*\* \| \*\*Delete\*\* \|$/,
    find: pagesSay({
      'Mange User/Users.md':
        /^\| 4\. Resolve the player's \*\*Pending\*\* deposits: on \[Deposits\]\(\/deposits\/\), \*\*Search\*\* their email, with \*\*Status\*\* \*\*Pending\*\*[^\n]*\n[\s\S]*?^\| 8\. [^\n]*\| Super Admin, or a role given \*\*Delete\*\* \| \*\*Delete\*\* on \*\*Manage Users > Users\*\* \|$/m,
      '../CONTENT_GUIDE.md':
        /decides the player's \*\*Pending\*\* deposits \(a \*\*Search\*\* of their email\)/,
    }),
  },
  {
    id: 'restore-panel-down-withdrawal-worked-back',
    title:
      "with the panel down, a lost payout's coins are worked back from the figure sent with the withdrawal's own formula",
    fact: "a withdrawal's Fixed Charge and Percent Charge come off its Amount, so panel down a lost request's Amount = (the figure sent ÷ the method's Conversion Rate + Fixed Charge) ÷ (1 − Percent Charge ÷ 100), to the nearest cent, at the method's charges and rate of that day, next to the payment's formula; the bKash example works 4,745.80 BDT back to 40.00 (÷ 122 = 38.90, + 0.50 = 39.40, ÷ 0.985), × 100 = 4,000 coins (diff22 finding 2)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\(\*\*Amount\*\* 40\.00 × 100, not the 4,745\.80 BDT sent\)|Panel down: \*\*Amount\*\* = \(figure ÷/,
    find: pagesSay({
      'Extra/index.md': [
        /\(figure ÷ \*\*Conversion Rate\*\* − \*\*Fixed Charge\*\*\) ÷ \(1 \+ \*\*Percent Charge\*\* ÷ 100\) for a payment, \(figure ÷ \*\*Conversion Rate\*\* \+ \*\*Fixed Charge\*\*\) ÷ \(1 − \*\*Percent Charge\*\* ÷ 100\) for a request\./,
        /− 4,000 for a lost bKash request whose money has left \(4,745\.80 BDT sent ÷ 122 = 38\.90, \+ 0\.50 = 39\.40, ÷ 0\.985 = 40\.00\);/,
      ],
      '../CONTENT_GUIDE.md': [
        /a request's \(the figure sent ÷ the method's \*\*Conversion Rate\*\* \+ \*\*Fixed Charge\*\*\) ÷ \(1 − \*\*Percent Charge\*\* ÷ 100\)/,
        /4,745\.80 ÷ 122 = 38\.90, \+ 0\.50 = 39\.40, ÷ 0\.985 = 40\.00/,
      ],
    }),
  },
  {
    id: 'restore-routes-add-noted-credits-after-up',
    title:
      'a restore onto a new server or an update rollback reopens and then adds the credits noted in Match the balances, the same day',
    fact: "every way back that reads Extra's Match the balances and runs its own up ends with the noted credits, as step 7 of Restore the platform: Restore onto a new server's VPS step 7 and cPanel step 5, the update rollback's step 4, the MySQL 8.4 rollback's step 5 after step 4's redo; Move a running site's settlement is Check Status alone, which notes none (ops22 follow-up; read22 Install A 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^7\. Through the bypass link, redo [^\n]*the scheduler and the client \(15 only with the client on this server\)\. Then follow step 7 of Restore the platform: the noted credits\.$/m,
        /^5\. Through the bypass link, redo [^\n]*add the scheduler's cron job of step 8 and set up the client\. Then follow step 7 of Restore the platform: the noted credits\.$/m,
        /`cd \/home\/cpuser\/quiznest\/admin && \/usr\/local\/bin\/ea-php83 artisan up`\.\n\n {3}Then, on either platform, follow step 7 of \[Restore the platform\]\(#restore-the-platform\): the noted credits\.$/m,
        /^5\. Switch notifications back on \(Extra's check\), then start the worker, run `up` and put the crontab and the nightly backup back: the block of the upgrade's step 5\. After step 4, follow step 7 of \[Restore the platform\]\(#restore-the-platform\): the noted credits\.$/m,
      ],
      '../CONTENT_GUIDE.md':
        /step ends with a pointer, "Then follow step 7 of Restore the platform: the noted credits"/,
    }),
  },
  // Install, diff review 23 (inst23, diff23-install.md findings 1 and 3-8): the MariaDB sandbox line,
  // the cPanel rclone ls check, the Bits prompt, the static export's .htaccess path, the Vercel split
  // of Change the domain, nvm on the Mac, the nits.
  {
    id: 'mariadb-dump-sandbox-line-stripped-before-mysql-import',
    title:
      "a cPanel site on MariaDB restored onto a MySQL server gets past line 1 of its dump (MySQL refuses MariaDB's sandbox line)",
    fact: "since 10.5.25, 10.6.18, 10.11.8 and 11.4.2, mariadb-dump writes /*!999999\\- enable the sandbox mode */ as the first line, which MySQL's client refuses with ERROR at line 1: Unknown command '\\-': sed -i '1{/enable the sandbox mode/d}' on the unpacked database.sql runs right before the import in Restore the platform VPS step 2 (which the drill runs), Restore onto a new server VPS step 4 and cPanel step 3 (which the move runs), and Troubleshooting names the error (diff23 finding 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^ {3}sudo sed -i '1\{\/enable the sandbox mode\/d\}' \/root\/restore\/database\.sql +# [^\n]*\n {3}sudo mysql -u root -p -e "SHOW TABLES" quiznest \| tail -n \+2 \| wc -l\n(?: {3}[^\n]*\n)*? {3}```\n[\s\S]*?^ {3}sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest;/m,
        /^ {3}sudo sed -i '1\{\/enable the sandbox mode\/d\}' \/root\/restore\/database\.sql +# [^\n]*\n {3}sudo sh -c 'mysql -u root -p quiznest < \/root\/restore\/database\.sql'/m,
        /^ {3}sed -i '1\{\/enable the sandbox mode\/d\}' ~\/restore\/database\.sql +# [^\n]*\n {3}mysql -u cpuser_quiznest -p cpuser_quiznest < ~\/restore\/database\.sql$/m,
        /^\*\*`ERROR at line 1: Unknown command '\\-'\.`\*\* from a restore's import: the dump comes from MariaDB, whose first line, `\/\*!999999\\- enable the sandbox mode \*\/`, MySQL's client refuses, importing nothing\. Run the restore's `sed` line/m,
      ],
      '../CONTENT_GUIDE.md':
        /deleted by `sed -i '1\{\/enable the sandbox mode\/d\}'`\s+\(MySQL's client refuses it, `ERROR at line 1: Unknown command '\\-'`/,
    }),
  },
  {
    id: 'cpanel-new-server-restore-lists-archives-in-clear',
    title:
      'a cPanel reader restoring onto a new host sees a mistyped crypt password at once, not as a copy error on the example name',
    fact: "Restore onto a new server, cPanel tab, step 1 (the cPanel move's too): ~/bin/rclone ls quiznest-crypt: lists the archive names in clear; none, or Skipping undecryptable file name, means a wrong password, as the drill's step 1 says for the VPS (diff23 finding 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /### Restore onto a new server[\s\S]*?then \*\*Upload\*\* into `~\/restore` in \*\*File Manager\*\*\)\. `~\/bin\/rclone ls quiznest-crypt:` lists the archive names in clear: none, or `Skipping undecryptable file name`, means a wrong password\./,
      '../CONTENT_GUIDE.md':
        /`sudo rclone ls quiznest-crypt:` \(cPanel: `~\/bin\/rclone`, the new server's cPanel tab too\)/,
    }),
  },
  {
    id: 'rclone-setup-bits-prompt-and-cpanel-reveal',
    title:
      'the rclone set-up follows the screen (g, then 128 at Bits) and a cPanel reader who missed a password gets the cPanel form of reveal',
    fact: 'after g, rclone asks Password strength in bits (Bits>, no empty answer): Keep a copy off the server says answer g at each, then 128 at Bits, and copy Your password is: …; the Missed one? line adds (cPanel: ~/bin/rclone, without sudo) to rclone config show and reveal (diff23 finding 4)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /and two passwords: answer `g` at each, then `128` at \*\*Bits\*\*, and copy the `Your password is: …` into your password manager/,
        /Missed one\? `rclone reveal <value>` prints it from the obscured `password` or `password2` that `sudo rclone config show quiznest-crypt` shows \(cPanel: `~\/bin\/rclone`, without `sudo`\)\./,
      ],
      '../CONTENT_GUIDE.md': [
        /each generated password \(`g`, then `128` at \*\*Bits\*\*\) copied/,
        /quiznest-crypt` prints; cPanel: `~\/bin\/rclone`, without `sudo`\)/,
      ],
    }),
  },
  {
    id: 'static-export-update-htaccess-lands-in-client-public',
    title:
      "a static export's update puts the saved .htaccess in the new release's client/public/, where the build copies it into out/, not in client/",
    fact: "only client/public/ is copied into out/: for an update, client/.env.production.local and client/public/.htaccess (with the blocks of step 2) are copied into the same paths of the new release, on the static export's Rebuild after changes and in Update the client with a rollback, cPanel tab; never into the new release's client/ folder, where a release's default client/public/.htaccess would be uploaded without the MultiPHP handler block (diff23 finding 5)",
    where: [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      'post-installation.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /`client\/public\/\.htaccess` \((?:[^()]|\([^()]*\))*\) (?:into|in) the new release's `client\/` folder/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/static-export.md':
        /For an update, first copy `client\/\.env\.production\.local` and `client\/public\/\.htaccess` \(with the blocks of step 2\) into the same paths of the new release\./,
      'post-installation.md':
        /copy `client\/\.env\.production\.local` and, for a static export, `client\/public\/\.htaccess` \(its \[Apache rules\]\([^)]*\)\) into the same paths of the new release before you build\./,
      '../CONTENT_GUIDE.md': /`\.htaccess` into `client\/public\/`, never `client\/`/,
    }),
  },
  {
    id: 'domain-change-dns-split-before-records',
    title:
      'a Vercel reader of Change the domain meets the split before any record: no A records for example.net at the server to undo',
    fact: 'Change the domain step 1 names the split before the records: VPS or cPanel client, A (and AAAA) records for admin.example.net, example.net and www.example.net; client on Vercel, only admin.example.net points at the server and example.net is added under Settings > Domains with the records Vercel lists (diff23 finding 6)',
    where: ['post-installation.md'],
    forbid:
      /\*\*A\*\* \(and \*\*AAAA\*\*\) records for `admin\.example\.net`, `example\.net` and `www\.example\.net`, and wait until that step's check/,
    require:
      /^1\. \*\*VPS or cPanel client\*\*: point `admin\.example\.net`, `example\.net` and `www\.example\.net` at the server with \*\*A\*\* \(and \*\*AAAA\*\*\) records as in \[step 1 of the VPS guide\][^\n]*\*\*Client on Vercel\*\*: the same for `admin\.example\.net` only; under \*\*Settings > Domains\*\*/m,
  },
  {
    id: 'mac-nvm-told-before-path-block',
    title:
      'a Mac reader with nvm learns before running step 3 which line to leave out, and troubleshooting accepts their nvm node',
    fact: "Mac step 3 puts node@24 on PATH in a second echo line of its own and tells the nvm reader before the block to leave that line out; the EBADENGINE entry's which node names nvm's ~/.nvm/versions/node/v24.…/bin/node beside Homebrew's (diff23 finding 7)",
    where: ['installation-guide/local-machine-setup/Mac.md'],
    forbid: /out of the line above|opt\/mysql@8\.4\/bin:\/opt\/homebrew\/opt\/node@24\/bin/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Mac.md': [
        /If you prefer `nvm` \(`nvm install 24`\), leave out the second line, `node@24`'s; the first keeps PHP and MySQL:\n\n {3}```bash\n {3}echo 'export PATH="[^"\n]*mysql@8\.4\/bin:\$PATH"' >> ~\/\.zshrc\n {3}echo 'export PATH="\/opt\/homebrew\/opt\/node@24\/bin:\$PATH"' >> ~\/\.zshrc\n/,
        /`which node` should print `\/opt\/homebrew\/opt\/node@24\/bin\/node` \(nvm: `~\/\.nvm\/versions\/node\/v24\.…\/bin\/node`/,
      ],
    }),
  },
  {
    id: 'install-nits-version-keep-days-email',
    title:
      'a reader finds the version the lost site ran, sees why KEEP_DAYS stays at 3 or more, and is not asked for an email on the first install.sh pass',
    fact: "Restore onto a new server names the version as the last release you installed before the archive's date (both tabs); KEEP_DAYS stays at 3 or more so an archive whose off-site copy failed stays until it is fixed, and Restore the platform's cPanel tab says ~/backups is kept KEEP_DAYS days; install.sh asks for a Let's Encrypt email only on the certificate pass, not with --skip-ssl (diff23 nits of finding 8)",
    where: ['post-installation.md', 'installation-guide/server-setup/vps-automated.md'],
    forbid: /It asks for your domains, a Let's Encrypt email and the database details/,
    find: pagesSay({
      'post-installation.md': [
        /^3\. Follow steps 6 to 11 of the VPS guide with the QuizNest version the site ran \(the last release you installed before the archive's date\)\./m,
        /with the QuizNest version the site ran \(the last release you installed before the archive's date\), never a newer download\./,
        /\(not below `3`, so an archive whose off-site copy failed stays until you fix it\)/,
        /a copy from `~\/backups` \(kept `KEEP_DAYS` days\)/,
      ],
      'installation-guide/server-setup/vps-automated.md':
        /It asks for your domains, the database details and, on the certificate pass, a Let's Encrypt email,/,
    }),
  },
  // Gateways and settings, diff23 findings 1-8 (gw23): a late payment returned on a Failed deposit ends
  // Refunded, Payments' expired row reads the refund first, Currency's sub-steps, cron's home folder, the
  // bucket copy from a computer, the Open registration link, and the nits.
  {
    id: 'payments-expired-row-reads-refund-first',
    title:
      "Payments' expired row has the refund reference and the running list read before anyone marks a refunded payment Successful",
    fact: "Payments' \"where is my money?\" row for a Deposit Failed with the reason expired first looks for a refund reference in the deposit's Activity and its DEP- on the daily check's running list (either: refunded, tell the player, change nothing), then looks up the payment at the provider; Check a pending deposit step 2 reads both too, and CONTENT_GUIDE names the row among those that link step 7's rule (diff23 1)",
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /^\| A \*\*Deposit\*\* row, \*\*Failed\*\* with the reason `expired` \| No confirmation came within 24 hours\. \| Look up the payment at the provider\./,
    find: pagesSay({
      'Payments/index.md':
        /^\| A \*\*Deposit\*\* row, \*\*Failed\*\* with the reason `expired` \| No confirmation came within 24 hours\. \| A refund reference in its \*\*Activity\*\*, or its `DEP-` on the daily check's \[running list\]\(\/deposits\/#check-pending-manual-deposits-every-day\) \(its own tab, not a restore's\), means it was refunded: tell the player, change nothing(?: \([^\n]*?step 4\.5[^\n()]*\))?\. Otherwise look up the payment at the provider\./m,
      '../CONTENT_GUIDE.md':
        /every guard that could credit a \*\*Failed\*\* deposit reads the \*\*Activity\*\* and the list's own tab first: Check a pending deposit step 2 and Payments' "where is my money\?" `expired` row/,
    }),
  },
  {
    id: 'coin-rate-sub-steps-name-the-daily-check',
    title:
      "the coin-rate sub-steps send the reader to the daily check's steps, not to Currency's own step 4 or 5",
    fact: "Currency's step 7 sub-steps cite the daily check's step 4 (held ones) and step 5 (holds at the provider); Currency's own step 4 disables the gateways and step 5 turns on maintenance mode (diff23 2)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid:
      /^ {3}(?:2\. "Risk review" and "partially paid" ones as in step 4|3\. The holds at the provider, as in step 5)\b/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md': [
        /^ {3}2\. \*\*Lowering only:\*\* "risk review" and "partially paid" ones as in the daily check's step 4 /m,
        /^ {3}3\. \*\*Lowering only:\*\* the holds at the provider, as in the daily check's step 5\./m,
      ],
      '../CONTENT_GUIDE.md': /citing "the daily check's step 4" or "step 5", never a bare step number/,
    }),
  },
  {
    id: 'coin-rate-partially-paid-address-asked-day-before',
    title:
      'a "partially paid" player is asked for a refund address the day before the rate change, so no reply holds the window open',
    fact: 'Currency step 4 (a lowering, the day before the window) also has a support agent ask each "partially paid" player for a refund address, so step 7 only refunds and leaves none Pending (diff23 3)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /^4\. \*\*Lowering only:\*\* [^\n]*the day before the window[^\n]*The same day, have a support agent ask each "partially paid" player for a refund address \(the daily check's step 4\)\./m,
      '../CONTENT_GUIDE.md':
        /gateways \*\*Disabled\*\* the day before, when a support agent also asks each "partially paid" player for a refund address/,
    }),
  },
  {
    id: 'cpanel-cron-starts-in-home-folder',
    title:
      'the cPanel cron advice gives the same reason as the one-off cron command: cron starts in the home folder',
    fact: 'cPanel cron runs a job in the home folder, not in admin/: Cron Job Settings and the cPanel admin guide say "Use full paths: cron starts in your home folder, not in `admin/`", as CONTENT_GUIDE does for the one-off cd command (diff23 4)',
    where: [
      'Settings/System Setting/Cron Job Settings.md',
      'installation-guide/server-setup/cPanel/Admin.md',
    ],
    forbid: /cron does not start in your home folder/,
    require: /Use full paths: cron starts in your home folder, not in `admin\/`, and /,
  },
  {
    id: 'bucket-copy-from-computer-configured-zip-deleted',
    title:
      'an admin copying uploads from a computer configures the bucket key there, knows when --endpoint-url applies and deletes the File Manager zip',
    fact: "the no-rclone route sets up the admin's computer first (aws configure with the bucket user's key, or an s3 remote named uploads), gives --endpoint-url only for a non-AWS provider, and deletes the File Manager zip from the server so no backup carries a second copy of the uploads (diff23 5)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /run `aws s3 sync \. s3:\/\/quiznest-uploads` \(with `--endpoint-url`\)/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /Inside that `public` folder, after `aws configure` with the bucket user's key \(or an `s3` remote named `uploads`\), run `aws s3 sync \. s3:\/\/quiznest-uploads` \(`--endpoint-url` as above\)[\s\S]*?download the zip, delete it there, unzip it/,
      '../CONTENT_GUIDE.md':
        /\(the zip deleted from the server\), then copied from inside it on the admin's computer, after `aws configure` with the bucket user's key \(or an `s3` remote `uploads`\) there, `aws s3 sync \.` \(`--endpoint-url` only off AWS\)/,
    }),
  },
  {
    id: 'bucket-public-prefix-synced-again',
    title:
      "a 403 with the files under public/ in the bucket tells the reader what to do, not only what it isn't",
    fact: "step 3 of moving files to a bucket: a bucket list showing public/avatars/… is synced again from inside the public folder and the bucket's public/ folder deleted (diff23 6)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /Fix that first\. If the list shows `public\/avatars\/…`, sync again from inside the `public` folder and delete the bucket's `public\/` folder\./,
      '../CONTENT_GUIDE.md':
        /keys listed under `public\/` are synced again from inside it and the bucket's `public\/` folder deleted/,
    }),
  },
  {
    id: 'aws-block-public-access-account-level',
    title: 'an AWS account-level Block public access is named too, or the bucket policy is still refused',
    fact: 'the two bucket-policy settings of Block public access are unticked on the bucket and on the account, if set there, before a public-read policy (diff23 8)',
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /untick the two bucket-policy settings of that bucket's \*\*Block public access\*\* \(and the account's, if set there\), then add/,
      '../CONTENT_GUIDE.md':
        /\*\*Block public access\*\* are unticked first, on the bucket and on the account if set there,/,
    }),
  },
  {
    id: 'open-registration-sends-no-verification-link',
    title:
      'an admin on Open registration is not promised a verification link that never comes, nor a referral bonus that waits for it',
    fact: 'Open registration sends no verification email at sign-up (General says so in its Open row); Coin Settings never says After Email Verification pays "once the new player confirms the address" under Open (diff23 7)',
    where: [
      'Settings/System Setting/General.md',
      'Settings/Quiz Settings/Coin Settings.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /pays once the new player confirms the address, never if they do not/,
    find: pagesSay({
      'Settings/System Setting/General.md':
        /^\| \*\*Open\*\* \| Anyone can sign up with email or a social login and play at once; no verification email is sent\. \|/m,
    }),
  },
  {
    id: 'maintenance-locked-out-laptop-bullet',
    title: 'the locked-out section the FAQ links to also shows the laptop form',
    fact: 'Leave maintenance mode when locked out starts with the laptop form (on your own computer, php artisan up in admin/), then the VPS, cPanel and file forms, as the FAQ that links it does (diff23 8)',
    where: ['Settings/System Setting/Maintenance Mode.md'],
    forbid: /^All three remove Laravel's maintenance flag/,
    require:
      /opens the platform again:\n\n- On your own computer, run `php artisan up` in the `admin\/` folder\.\n- On a VPS,/,
  },
  {
    id: 'ai-review-needs-quizzes-edit',
    title:
      'a role given Generate with AI knows that approving the generated questions needs Edit on Quizzes, so the contest publisher hands the review on',
    fact: 'Generate with AI is all the AI permission generating needs; reviewing the questions (edit, Approve, Delete) needs Edit on Quizzes, so the contest publisher recipe (Quizzes: View, Generate with AI) has a content editor review them in a source quiz (on an Own Questions contest, Edit on Contests: the publisher) (diff23 8, read24 ops 5)',
    where: ['Admin Users/Role.md', 'Settings/Integration Settings/AI Integration.md', '../CONTENT_GUIDE.md'],
    forbid: /is all that generating needs/,
    find: pagesSay({
      'Admin Users/Role.md': [
        /is all the AI permission generating needs; reviewing the questions \(edit, \*\*Approve\*\*, \*\*Delete\*\*\) needs \*\*Edit\*\* on \*\*Quizzes\*\*/,
        /- \*\*Manage Quizzes > Quizzes\*\*: View, \*\*Generate with AI\*\*, if contest questions are written with AI \(generated into a source quiz, a content editor reviews them; on an \*\*Own Questions\*\* contest, the publisher reviews them with its \*\*Edit\*\* on \*\*Contests\*\*\)\n/,
      ],
      'Settings/Integration Settings/AI Integration.md':
        /\*\*Generate with AI\*\* is all the AI permission generating needs \(reviewing the questions needs \*\*Edit\*\* on \*\*Quizzes\*\*, or on \*\*Contests\*\* for an \*\*Own Questions\*\* contest\)/,
      '../CONTENT_GUIDE.md': [
        /if contest questions are written with AI, a content editor reviewing them in a source quiz, the publisher on an \*\*Own Questions\*\* contest/,
        /generating needs only \*\*Generate with AI\*\* \(reviewing the questions, edit, \*\*Approve\*\*, \*\*Delete\*\*: \*\*Edit\*\* on \*\*Quizzes\*\*, on \*\*Contests\*\* for an \*\*Own Questions\*\* contest's \*\*Questions\*\* tab\)/,
      ],
    }),
  },
  {
    id: 'mail-checks-handed-to-super-admin',
    title:
      'a support agent whose replies do not arrive asks a Super Admin, who holds Service and Extra, instead of looking for screens their role lacks',
    fact: "no recipe has Integration Settings, and the support agent has no Extra: Contact's mail tip and question and Support Ticket's Notifications have a support agent ask a Super Admin for the Service test email and the failed jobs (diff23 8)",
    where: ['contact/index.md', 'support-tikect/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /If replies do not arrive, send a test email from|runs\. Send a test email from \[Service\]|get no emails about replies, check the worker/,
    find: pagesSay({
      'contact/index.md': [
        /If replies do not arrive, a support agent asks a Super Admin to send a test email from \[Service\]/,
        /A Super Admin \(a support agent asks one\) sends a test email from \[Service\]/,
      ],
      'support-tikect/index.md':
        /If players say they get no emails about replies, a support agent asks a Super Admin to check the worker and the failed jobs/,
      '../CONTENT_GUIDE.md':
        /Contact's mail tip and question and Support Ticket's Notifications have a support agent ask a Super Admin/,
    }),
  },
  // Operations, diff review 23 (ops23, diff23-ops.md findings 1-6): the deletion table's way out for
  // a balance that cannot be withdrawn or is below 0, the MySQL 8.4 rollback's redo as a numbered step,
  // the noted credits added in one place and marked, re-deleting after a restore, contest seats before
  // a deletion, the nits.
  {
    id: 'delete-on-request-always-reaches-zero',
    title:
      'a player who cannot withdraw, or owes coins after a chargeback, still gets an answer to their erasure request',
    fact: "Users' deletion table always reaches step 8: step 2 says giving up in writing is the one way for coins the player cannot withdraw (banned, KYC not verified, under every method's Minimum Amount); step 7 subtracts a balance given up in writing and brings a balance below 0 (a chargeback) up to 0 with an Add whose Reason names the ticket and chargeback; only a balance above 0 at step 8 (changed since the player's withdrawal or written answer) goes back to step 1, never a balance below 0 (diff23 finding 1, diff24 finding 3)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid: /Any other balance: back to step 1\.|any\s+other balance goes back to step 1/,
    find: pagesSay({
      'Mange User/Users.md': [
        /^\| 2\. The player withdraws it, or gives it up in writing: the one way for coins they cannot withdraw \(banned, KYC not verified, under every method's \*\*Minimum Amount\*\*\)\. \|/m,
        /^\| 7b?\. [^\n]*[Bb]elow 0 \(a chargeback\): \*\*Add\*\* up to 0, the \*\*Reason\*\* naming the ticket and chargeback, [^\n|]*\|/m,
      ],
      '../CONTENT_GUIDE.md': [
        /gives it up in writing \(the one way\s+for coins they cannot withdraw: banned, KYC not verified, under every method's \*\*Minimum Amount\*\*\)/,
        /brings a\s+balance below 0 \(a chargeback\) up to 0 with an \*\*Add\*\* naming the ticket and chargeback[^;]*;[^;]*, so step 8 is always reached;/,
      ],
    }),
  },
  {
    id: 'delete-on-request-waits-for-contests',
    title: "a player who asks for deletion with a seat in a contest still gets the contest's refund or prize",
    fact: "Users' deletion step 1 tells the player the balance and any contest on the profile's Contests tab not yet Completed or Cancelled, and step 8 deletes only once every contest on that tab (one joined after step 1 too) is Completed or Cancelled and the Balance is 0 (a later prize or Cancel Contest refund is a balance change, back to step 1) (diff23 finding 5)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Mange User/Users.md': [
        /^\| 1\. Tell the player the balance shown on the profile, and any contest on its \*\*Contests\*\* tab not yet \*\*Completed\*\* or \*\*Cancelled\*\* \(step 8 waits for it\); ask them to withdraw the balance\. \|/m,
        /^\| 8\. Once every contest on the \*\*Contests\*\* tab is \*\*Completed\*\* or \*\*Cancelled\*\* and the profile's \*\*Balance\*\* is 0, click \*\*Delete\*\*/m,
      ],
      '../CONTENT_GUIDE.md':
        /any contest on the profile's \*\*Contests\*\* tab not yet \*\*Completed\*\* or \*\*Cancelled\*\*\s+\(step 8 waits for it[^)]*\)[\s\S]*?8 only once every contest on the profile's \*\*Contests\*\* tab \([^)]*\) is \*\*Completed\*\* or \*\*Cancelled\*\* and the profile's \*\*Balance\*\* is 0/,
    }),
  },
  {
    id: 'mysql-rollback-redo-numbered-before-up',
    title:
      'a reader rolling back from an 8.4 that no longer starts redoes the money in a numbered step before up, not after',
    fact: "the MySQL 8.4 rollback's step 1 says, when the dump fails, stay on 8.4 only if it still runs, and go on if it no longer starts; its own numbered step 4 (after up, without step 1's dump) redoes the money, accounts and settings changed since the upgrade's step 2 dump through the bypass link, as Before and after a restore says; step 5 then starts the worker, runs up, puts the crontab back and, after step 4, follows step 7 of Restore the platform (diff23 finding 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /if it does not, stay on 8\.4 and fix the dump first\.|After a redo from the copy|Where 8\.4 cannot be dumped,\s+the money, accounts and settings changed since the pre-upgrade dump are redone before `up`/,
    find: pagesSay({
      'post-installation.md':
        /If it does not and 8\.4 still runs, stay on 8\.4 and fix the dump first; if 8\.4 no longer starts, go on: step 4 redoes its changes\.[\s\S]*?^3\. After `up`, with step 1's dump: [^\n]*\n[\s\S]*?^4\. After `up`, without step 1's dump: [^\n]*\n[\s\S]*?through step 1's bypass link, redo the money, accounts and settings changed since the upgrade's step 2 dump [^\n]*\n\n^5\. Switch notifications back on \(Extra's check\), then start the worker, run `up`/m,
      '../CONTENT_GUIDE.md':
        /rollback's own numbered step 4 \(after `up`, without step 1's dump\)[\s\S]*?redoes the money, accounts and settings changed since the upgrade's step 2 dump\s+through the bypass link[\s\S]*?all before step 5's `up`/,
    }),
  },
  {
    id: 'restore-noted-credits-added-once-in-one-place',
    title: 'a restorer who reads two instructions to add the noted credits still credits each player once',
    fact: "Restore the platform's step 7 is the one place that adds the noted credits and marks each note added with the date, never adding a marked one; Extra's last sentence sends the reader back to their procedure (never an instruction of its own), the other routes point at step 7, and Move's last step, whose settlement is Check Status alone, names none (diff23 finding 3; read22 Install A 4)",
    where: ['post-installation.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /add the noted credits the same day, as|, the noted credits and the checks under that section|Only now leave maintenance mode, put the scheduler back and add the noted credits/,
    find: pagesSay({
      'Extra/index.md':
        /Only now leave maintenance mode, back in your procedure, which then puts the scheduler and a paused nightly backup back and adds the noted credits/,
      '../CONTENT_GUIDE.md':
        /each note marked \*added\* with the date right after its \*\*Add\*\*, and a marked one\s+never added again; if unsure, the player's \*\*Transactions\*\* tab shows an \*\*Admin Adjustment\*\* naming the restore\): the one place that adds them/,
    }),
  },
  {
    id: 'restore-redelete-whatever-balance',
    title:
      'a restorer deleting again an account deleted since the backup never asks its player to withdraw coins given up once',
    fact: "Match the balances deletes again every account deleted since the backup whatever its Balance (the player gave it up once), and says Users' deletion table, whose step 8 waits for a Balance of 0, is for a new request (diff23 finding 4)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^Last, delete again every account deleted since the backup\.$/m,
    find: pagesSay({
      'Extra/index.md':
        /^Last, delete again every account deleted since the backup, whatever its \*\*Balance\*\*: the player gave it up once \(the \[deletion table\]\(\/Mange%20User\/Users#deleting-an-account\) is for a new request\)\.$/m,
      '../CONTENT_GUIDE.md':
        /Accounts deleted since are deleted again last\s+\(deletion waits for withdrawals\), whatever their \*\*Balance\*\*: the player gave it up once/,
    }),
  },
  {
    id: 'restore-and-premium-nits-diff23',
    title:
      "a restorer works a lost payment back at its own day's charges and knows which players are credit-only; a content editor asks before putting a quiz in or hiding a premium category",
    fact: "Extra's panel-down work-back uses the gateway's (or method's) charges and rate on the day of the payment (or request), never the restore day's; the credit-only players noted for after reopening are every other player in the Coin Log export; Quizzes' Category field asks a Super Admin before choosing or changing a premium category, and Quiz Categories' hide section says hiding one takes paid quizzes from subscribers (diff23 finding 6)",
    where: ['Extra/index.md', 'Mange Quizzes/Quizzes.md', 'Mange Quizzes/Category.md', '../CONTENT_GUIDE.md'],
    forbid:
      /at that day's charges and rate|^Every other player has only credits since the backup|ask a Super Admin before changing it\./m,
    find: pagesSay({
      'Mange Quizzes/Category.md':
        /^## Hide a category$[\s\S]*?^- Hiding a category a plan's \*\*Premium Quizzes\*\* names takes paid quizzes from subscribers: ask a Super Admin first\.$[\s\S]*?^## Delete a category$/m,
      '../CONTENT_GUIDE.md': [
        /charges and rate on the day of the payment \(or request\), never the restore day's/,
        /Quiz Categories' hide section says hiding\s+such a category takes paid quizzes from subscribers/,
      ],
    }),
  },
  // Operations, diff review 24 (ops24, diff24.md findings 2, 3 and the MySQL rollback nits of 7):
  // the MySQL 8.4 rollback's payout guard and queue clear, the deletion table's loop, contests and
  // chargeback Add.
  {
    id: 'mysql-rollback-no-dump-payout-guard',
    title:
      'a reader rolling back from an 8.4 that no longer starts never pays a second time a withdrawal paid on 8.4',
    fact: "the MySQL 8.4 rollback's step 4 (after up, without step 1's dump) has the payout officers stop sending payouts, redoes what changed since the upgrade's step 2 dump as Before and after a restore says from its start with the panel down (gateway dashboards, payout statements and admins' memory stand in for the exports), and asks the payout officer about every Pending or Approved withdrawal: each whose money has left is marked Paid (Approved first) with the same Payout Reference, never paid again, as the update rollback and Restore the platform guard it (diff24 finding 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /changed since the (?:upgrade's )?step 2 dump(?: \([^()\n]*\))?, as \[Before and after a restore\]\(\/Extra\/#before-and-after-a-restore\) says from \*\*Match the statuses\*\*/,
    find: pagesSay({
      'post-installation.md':
        /^4\. After `up`, without step 1's dump: tell the payout officers to stop sending payouts,[^\n]*\n[\s\S]*?, as \[Before and after a restore\]\(\/Extra\/#before-and-after-a-restore\) says with the panel down: gateway dashboards, payout statements and admins' memory stand in for the exports\. Until then, every withdrawal paid since that dump can be paid a second time: ask the payout officer about every \*\*Pending\*\* or \*\*Approved\*\* withdrawal, and \*\*Mark as Paid\*\* each one whose money has left \(\*\*Approve\*\* it first if \*\*Pending\*\*\), with the same \*\*Payout Reference\*\*; never pay it again\.\n\n^5\. Switch notifications back on \(Extra's check\), then start the worker/m,
      '../CONTENT_GUIDE.md':
        /first has the payout officers stop\s+sending payouts[\s\S]*?as \*\*Before and after a restore\*\* says with the panel down \(gateway\s+dashboards, payout statements and admins' memory stand in for the exports\), and asks the payout officer\s+about every \*\*Pending\*\* or \*\*Approved\*\* withdrawal: each whose money has left is marked \*\*Paid\*\*/,
    }),
  },
  {
    id: 'mysql-rollback-copy-queue-cleared-dump-named',
    title:
      "a reader back on the 8.0 copy after days on 8.4 sends players no mail twice, and knows which step's dump the redo starts from",
    fact: "the MySQL 8.4 rollback's step 4 empties the copy's queue and failed jobs (queue:clear --force, queue:flush: 8.4 already sent them) before its redo and before step 5 starts the worker, as Restore the platform empties the restored queue; it names the upgrade's step 2 dump (its -- Dump completed on line), never the step 2 dump, which inside the rollback reads as the rollback's own step 2 (diff24 nits of finding 7)",
    where: ['post-installation.md'],
    forbid: /changed since the step 2 dump/,
    find: pagesSay({
      'post-installation.md':
        /^4\. After `up`, without step 1's dump: [^\n]*empty the copy's queue and failed jobs, which 8\.4 already sent:\n\n {3}```bash\n {3}cd \/var\/www\/quiznest\/admin\n {3}sudo -u www-data php artisan queue:clear --force\n {3}sudo -u www-data php artisan queue:flush\n {3}```\n\n {3}Then, through step 1's bypass link, redo /m,
    }),
  },
  {
    id: 'delete-on-request-loop-contests-chargeback-sitting',
    title:
      'a player credited after withdrawing everything gets the prize, not a Subtract; a contest joined late is waited for; a chargeback debt is not forgiven while the account lives on',
    fact: "Users' deletion step 7 subtracts a balance given up in writing only while it is still the one the player's written answer gives up, and brings a balance below 0 (a chargeback) up to 0 only in the same sitting as step 8, right before its Delete; step 8 waits until every contest on the Contests tab (one joined after step 1 too) is Completed or Cancelled, and a balance above 0 there (a prize or credit since step 2) goes back to step 1, never a Subtract the player did not agree to (diff24 finding 3)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid:
      /A balance changed since the player's written answer \(here or by step 8\): back to step 1\.|\| 8\. Once those contests are|8 only once those contests are/,
    find: pagesSay({
      'Mange User/Users.md': [
        /^\| 7a\. Balance above 0, given up in writing, while still the balance the player's written answer gives up: [^\n]*\|\n\| 7b\. Balance below 0 \(a chargeback\): \*\*Add\*\* up to 0, the \*\*Reason\*\* naming the ticket and chargeback, only in the same sitting as step 8, right before its \*\*Delete\*\*\. \|/m,
        /^\| 8\. Once every contest on the \*\*Contests\*\* tab is \*\*Completed\*\* or \*\*Cancelled\*\* and the profile's \*\*Balance\*\* is 0, click \*\*Delete\*\* and type the player's username\. Above 0 \(a prize or credit since step 2\): back to step 1, never a \*\*Subtract\*\* the player did not agree to\. \|/m,
      ],
      '../CONTENT_GUIDE.md': [
        /records a give-up, while the balance is still the one the player's written answer gives up, as the\s+\*\*Subtract\*\*/,
        /only in the same\s+sitting as step 8, right before its \*\*Delete\*\*/,
        /a balance above 0 there \(a prize or credit\s+since step 2, the player's withdrawal or written answer\) goes back to step 1, never a \*\*Subtract\*\* the\s+player did not agree to/,
      ],
    }),
  },
  // read22 Settings (set24): Robots TXT's staging precondition, the coin-rate raise path, Withdraw
  // Method's View note and figures, Object Lock per provider, re-imported translations, the cPanel copy
  {
    id: 'coin-rate-raise-settles-manual-deposits',
    title:
      'a reader raising the coin rate knows which steps a raise skips, and settles the manual deposits a late transfer would pay at the old rate',
    fact: 'a raise settles only the Pending manual deposits before saving (approved if the transfer arrived, else rejected with the rate-change Reason), so a transfer arriving after the save buys new-rate coins, never a difference credited by hand; Currency starts step 4, sub-steps 7.2 and 7.3 and step 8 with "Lowering only:", and step 5 says a raise does only steps 6 and 7.1 next, then goes on at step 9 (read22 Settings 2)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /A raise goes on at step 9\./,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md': [
        /A raise decides only the manual ones, so that a transfer arriving after the save buys new-rate coins\./,
        /^5\. At the window, [^\n]*A raise does only steps 6 and 7\.1 next, then goes on at step 9\.$/m,
        /^4\. \*\*Lowering only:\*\* /m,
        /^ {3}2\. \*\*Lowering only:\*\* /m,
        /^ {3}3\. \*\*Lowering only:\*\* /m,
        /^8\. \*\*Lowering only:\*\* /m,
      ],
      '../CONTENT_GUIDE.md':
        /A \*raise\* settles only the \*\*Pending\*\*\s+manual deposits, the same way, so a transfer arriving after the save buys new-rate coins/,
    }),
  },
  {
    id: 'robots-staging-mode-super-admin-own-database-first',
    title:
      'a reader blocking a staging site checks its own database before turning Staging Mode on, and a content editor leaves it to a Super Admin',
    fact: "Robots TXT's Block a staging site opens with its danger box (one direction, Copy production to a staging site first), then step 1: a Super Admin does it, once php artisan db:show on the copy, after config:clear, shows the copy's database (Staging Mode is stored in the database); only then open the screen and turn it On (read22 Settings 1)",
    where: ['Settings/SEO & Meta/Robots TXT.md', '../CONTENT_GUIDE.md'],
    forbid: /^1\. On the staging admin panel, open/,
    find: pagesSay({
      'Settings/SEO & Meta/Robots TXT.md':
        /^## Block a staging site\n\n[^\n]*\n\n:::danger\n[\s\S]*?\n:::\n\n1\. A Super Admin does this, once `php artisan db:show` on the copy, after `config:clear`, shows the copy's database, not production's \(step 2 of the procedure above\): \*\*Staging Mode\*\* is stored in the database[^\n]*\n2\. On the staging admin panel, open/m,
      '../CONTENT_GUIDE.md':
        /Robots TXT's \*\*Block a staging site\*\*\s+says so in its step 1 \(`php artisan db:show` on the copy, after `config:clear`, shows the copy's database/,
    }),
  },
  {
    id: 'withdraw-view-names-payout-officer',
    title: 'a Super Admin building a payout role by the Withdraw Method note keeps the View its buttons need',
    fact: "View on Withdraw shows payout details and goes to the payout officer (whose Approve withdrawals and Mark paid need it), the support agent and the auditor: Withdraw Method's security note names the payout officer first (read22 Settings 3)",
    where: ['Settings/Finance Settings/Withdraw Method.md', '../CONTENT_GUIDE.md'],
    forbid: /give it only to roles that answer payout questions/,
    find: pagesSay({
      'Settings/Finance Settings/Withdraw Method.md':
        /give it only to the payout officer and to roles that answer payout questions \(the support agent and auditor of \[Roles\]\(\/Admin%20Users\/Role\)\)/,
      '../CONTENT_GUIDE.md':
        /the payout officer \(whose buttons need it\), support agent\s+and auditor recipes keep it/,
    }),
  },
  {
    id: 'withdraw-method-names-five-request-figures',
    title: 'a reader comparing the worked fee example with a request finds every figure the request shows',
    fact: "a withdrawal request shows five figures, Amount, Coins, Charge, Payable and Payout Amount (Withdraw's Held coins table); Withdraw Method's worked fee example names them, never 'all four figures' (read22 Settings 6)",
    where: ['Settings/Finance Settings/Withdraw Method.md', '../CONTENT_GUIDE.md'],
    forbid: /shows all four figures/,
    find: pagesSay({
      'Settings/Finance Settings/Withdraw Method.md':
        /The request on \[Withdraw\]\(\/withdraw\/\) shows them as \*\*Amount\*\*, \*\*Coins\*\*, \*\*Charge\*\*, \*\*Payable\*\* and \*\*Payout Amount\*\*\./,
      '../CONTENT_GUIDE.md':
        /a request shows five\s+figures \(\*\*Amount\*\*, \*\*Coins\*\*, \*\*Charge\*\*, \*\*Payable\*\*, \*\*Payout Amount\*\*\)/,
    }),
  },
  {
    id: 'object-lock-existing-bucket-per-provider',
    title: 'a reader on Amazon S3 is not told that Object Lock can only be chosen when a bucket is created',
    fact: "Amazon S3 can turn Object Lock on for an existing general purpose bucket (since November 2023, versioning on); some other providers offer it only when the bucket is created: Service's uploads warning keeps object lock off the upload bucket because with a retention it refuses Test Connection's delete on some providers, and says some providers offer it only at creation, Amazon S3 also later; Post-Installation's off-site bucket says some providers, never most (read22 Settings 4)",
    where: ['Settings/Integration Settings/Service.md', 'post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /it is chosen only when a bucket is created|chosen only at bucket creation|most providers offer (?:object lock|it) only/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /Not object lock on this bucket: with a retention it refuses \*\*Test Connection\*\*'s delete on some providers \(and some offer it only when a bucket is created; Amazon S3 also on an existing one\)\./,
      'post-installation.md': /some providers offer object lock only in the form that creates the bucket\./,
      '../CONTENT_GUIDE.md':
        /some offer it only at bucket creation, Amazon S3\s+also on an existing bucket since November 2023/,
    }),
  },
  {
    id: 'languages-import-skips-english-values',
    title:
      'a translator who returns an export with some lines still in English leaves those keys untranslated, not translated in English',
    fact: 'the export fills untranslated keys with the English text; the import skips a value identical to the English text (the key is left as it was, so an untranslated one stays under Untranslated only and still falls back to the default language); a word the same in both languages is typed on the translate screen (read22 Settings 5)',
    where: ['Settings/Localization/Languages.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Localization/Languages.md':
        /^3\. Click \*\*Import\*\* and upload the file\. Keys present in the file replace the current translations, except a value identical to the English text, which leaves the key as it was, translated or not \(to give a key its English word, like `OK`, even over a wrong translation, type it on the translate screen\)/m,
      '../CONTENT_GUIDE.md':
        /the import skips a value identical to the English\s+text, which leaves the key as it was, translated or not: an untranslated one still falls back, and a key\s+given its English word, even over a wrong translation, is typed on the translate screen/,
    }),
  },
  {
    id: 'bucket-copy-cpanel-routes-as-list',
    title: 'a cPanel admin copying uploads to a bucket finds their route, and its step-5 action, at a glance',
    fact: "Service's step 2 gives cPanel's three routes as a list, the first the host allows used here and in step 5: rclone on the server (the same line again), SFTP (the client's sync fetches only the new files) and File Manager (a new zip); step 5 says 'your route of step 2' (read22 Settings 7)",
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Where `rclone` is not allowed, copy from your computer, here and in step 5|\(cPanel: the `rclone` line\)/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md': [
        /^ {3}- \*\*rclone on the server\*\*: [^\n]*\n {3}- \*\*SFTP\*\*: [^\n]*\(in step 5, your SFTP client's sync fetches only the new files\)[^\n]*\n {3}- \*\*File Manager\*\*: [^\n]*\(in step 5, a new zip\)\.$/m,
        /\(cPanel: your route of step 2\) at once/,
      ],
      '../CONTENT_GUIDE.md':
        /Service lists cPanel's three routes \(rclone on the server, SFTP, File Manager\)/,
    }),
  },
  // Gateways, read-through 22 (gw24, read22-gateways.md findings 1-7): the refund one-liners link
  // the refund procedure, the NOWPayments close keeps the new key out of the form, PayPal's live test
  // from another account, Coinbase's late-payment test and CDP CLI, the overview's live-site answer,
  // Authorize.Net's held payments under a heading.
  {
    id: 'gateway-refund-sentence-links-refund-sections',
    title:
      'a reader refunding from a gateway page lands on Refund a deposit (withdrawals closed first) or Refund part of a deposit, not the top of Deposits',
    fact: "a gateway page's one-line instruction for a refund you make (the overview's note, a Refunds row) says \"as [Refund a deposit](/deposits/#refund-a-deposit) says, withdrawals closed first (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit))\", never a link to the top of Deposits; a going-live checklist's refunded live test links Refund a deposit alone (read22 gateways 1)",
    where: ['payment-gateways/', '../CONTENT_GUIDE.md'],
    find: (page) => [
      ...refundSentenceWithoutAnchors(page),
      ...pagesSay(
        Object.fromEntries(
          [
            ...SANDBOX_GATEWAY_PAGES.filter(
              (p) => !/instamojo|sslcommerz|stripe|square|authorize-net/.test(p),
            ),
            'payment-gateways/overview.md',
          ].map((rel) => [rel, REFUND_SHORT_FORM]),
        ),
      )(page),
      ...pagesSay({
        '../CONTENT_GUIDE.md':
          /one-line refund instruction for a refund you make \(the overview's note, a \*\*Refunds\*\*\s+row\) says "as \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) says, withdrawals closed first \(part of a\s+payment: \[Refund part of a deposit\]\(\/deposits\/#refund-part-of-a-deposit\)\)", never a link to the top of\s+Deposits/,
      })(page),
    ],
  },
  {
    id: 'nowpayments-close-key-kept-out-of-form',
    title:
      'a reader closing a NOWPayments production test leaves the new sandbox key out of the form, so late test IPNs cannot credit coins',
    fact: "Close a production test's NOWPayments row and the NOWPayments warning's step 4 generate a new sandbox IPN secret key and keep it out of the form, whose old key then fails every later sandbox IPN; the IPNs-rejected entry excepts them (read22 gateways 2)",
    where: [
      'Settings/Finance Settings/Payment Gateways.md',
      'payment-gateways/nowpayments.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /^\| NOWPayments \| Generate a new sandbox IPN secret key\. \|$|step 4 is to generate a new sandbox IPN secret key\.$/,
    find: pagesSay({
      'Settings/Finance Settings/Payment Gateways.md':
        /^\| NOWPayments \| Generate a new sandbox IPN secret key, and do not type it into the form: the old key left there makes every later sandbox IPN fail\.[^|\n]* \|$/m,
      'payment-gateways/nowpayments.md': [
        /step 4 is to generate a new sandbox IPN secret key and keep it out of the form, whose old key then fails every later sandbox IPN\./,
        /Paste the new key, unless these are sandbox IPNs after a closed test, which must fail\./,
      ],
      '../CONTENT_GUIDE.md':
        /NOWPayments: a new sandbox IPN secret key, never typed into the form, whose old key then fails every later\s+sandbox IPN/,
    }),
  },
  {
    id: 'paypal-live-test-from-another-account',
    title: 'a PayPal operator whose only login is the business account still makes the live test payment',
    fact: "PayPal's live-test deposit is made with a personal PayPal account other than the business account that receives the money, or as a guest with your own card where PayPal offers it: PayPal refuses a payment to the seller's own account (read22 gateways 3)",
    where: ['payment-gateways/paypal.md', '../CONTENT_GUIDE.md'],
    forbid: /One real deposit made with your own PayPal account/,
    find: pagesSay({
      'payment-gateways/paypal.md':
        /^- \[ \] One real deposit made with a personal PayPal account other than the business account that receives the money \(or as a guest with your own card, where PayPal offers it\) became \*\*Successful\*\*/m,
      '../CONTENT_GUIDE.md':
        /PayPal's\s+from a personal account other than the business account that receives the money, or as a guest with your own card \(PayPal refuses a payment to the seller's own account\)/,
    }),
  },
  {
    id: 'coinbase-late-payment-credited-if-payable-covered',
    title: 'a deposit confirmer knows when a late Coinbase payment is credited and when it is returned',
    fact: "a Coinbase payment that reached an expired deposit gets Mark as Successful only when it paid at least the deposit's Payable in the form's Currency (the checkout's price; diff25 ops 9, diff27 money 2); a smaller one, or one the player asks back, is returned and recorded as daily check step 4 does (read22 gateways 4)",
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid: /late webhook would double\)\. Otherwise return it from Coinbase Business/,
    find: pagesSay({
      'payment-gateways/coinbase-commerce.md':
        /Check the payment in Coinbase Business: if it paid at least the deposit's \*\*Payable\*\* in the form's \*\*Currency\*\* \(the checkout's price shown on the charge in Coinbase Business; never the USDC amount\), use \*\*Mark as Successful\*\* on the deposit[^\n]*; if it is less, or the player asks for the money back instead, return it from Coinbase Business/,
      '../CONTENT_GUIDE.md':
        /A late Coinbase Commerce payment is credited only when it paid at least the deposit's \*\*Payable\*\* in the form's \*\*Currency\*\*/,
    }),
  },
  {
    id: 'coinbase-cdp-cli-installed-and-cleared',
    title:
      'a Coinbase integrator can install the CDP CLI and leaves no copy of the key in it after creating the webhook',
    fact: "Coinbase's webhook section installs the CDP CLI on your own computer (npm install -g @coinbase/cdp-cli, Node.js 22 or later), says cdp env live --key-file copies the key into the system keyring (or a plain file), and deletes that copy (cdp env live --remove, as Coinbase's CDP CLI docs give it; diff25 ops 10) with cdp_api_key.json (read22 gateways 5)",
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid:
      /With the CDP CLI installed and configured with your key file|Then delete `cdp_api_key\.json` \(the API key stays/,
    find: pagesSay({
      'payment-gateways/coinbase-commerce.md': [
        /On your own computer, install the CDP CLI \(`npm install -g @coinbase\/cdp-cli`, Node\.js 22 or later\) and configure it with your key file \(`cdp env live --key-file \.\/cdp_api_key\.json`\), which copies the key into the system keyring \(or a plain file\)\./,
        /Then delete `cdp_api_key\.json` and the CLI's copy \(`cdp env live --remove`\)/,
      ],
      '../CONTENT_GUIDE.md':
        /The CDP CLI \(`npm install -g @coinbase\/cdp-cli`,\s+Node\.js 22 or later, on your own computer\) keeps its own copy of the key, deleted with the file/,
    }),
  },
  {
    id: 'overview-live-site-answer-names-one-pass',
    title:
      "a reader who acts on the overview's live-site answer alone names the gateway TEST – do not use and follows the one-pass procedure",
    fact: 'the overview\'s "Can I test payments on my live site?" sends a production test to Test on production in one pass, with Display Name `TEST – do not use` and both limits at the smallest amount, then Status Disabled at once and the sandbox side closed at the provider before going live (read22 gateways 6)',
    where: ['payment-gateways/overview.md'],
    forbid: /or enable it for the minutes of the test with \*\*Minimum Amount\*\* and \*\*Maximum Amount\*\*/,
    require:
      /^### Can I test payments on my live site\?\n\n[^\n]*Test on a staging copy, or follow \[Test on production in one pass\]\(\/Settings\/Finance%20Settings\/Payment%20Gateways#test-on-production-in-one-pass\): \*\*Display Name\*\* `TEST – do not use` and both limits at the smallest amount/m,
  },
  {
    id: 'authorize-net-held-payments-own-section',
    title:
      'an Authorize.Net integrator ticks the webhook events without a hold procedure in the way, and a confirmer finds it under a heading',
    fact: "Authorize.Net's webhook event list says of fraud.held only that the payment is held and links Held payments; the hold procedure (24-hour expiry, decide within the day on daily check step 4's checks, Decline or Void, a late approval's webhook checked) is its own ### Held payments section next to If a webhook is lost (read22 gateways 7)",
    where: ['payment-gateways/authorize-net.md', '../CONTENT_GUIDE.md'],
    forbid: /^ {3}- `net\.authorize\.payment\.fraud\.held`:[^\n]*Decide held transactions/m,
    find: pagesSay({
      'payment-gateways/authorize-net.md':
        /^ {3}- `net\.authorize\.payment\.fraud\.held`: the Fraud Detection Suite held the payment; decide it within the day, as \[Held payments\]\(#held-payments\) says\.$[\s\S]*^### If a webhook is lost$[\s\S]*^### Held payments\n\nWhen the Fraud Detection Suite holds a payment \(`net\.authorize\.payment\.fraud\.held`\), the deposit stays \*\*Pending\*\*[^\n]*Decide held transactions in the Merchant Interface every day, within the day/m,
      '../CONTENT_GUIDE.md':
        /its page decides holds under `### Held payments`, which its webhook event list links/,
    }),
  },
  // Operations, read round 22 (ops25, read22-ops.md findings 1 to 6 and read22-installA.md
  // finding 1 for the MySQL rollback): the refund hold, the restore's notifications, Draft contests
  // and nightly backup, the Dashboard's test coins, the Coin Log's name, the rollback's DROP block.
  {
    id: 'dashboard-sandbox-coins-in-coins-issued',
    title:
      "an admin comparing Coins Issued with Total Deposits knows a production test's coins are in the first only",
    fact: "the Dashboard leaves Sandbox payments out of Total Deposits and the Revenue chart only; a test deposit's coins count in Coins Issued (read22 ops finding 5)",
    where: ['dashboard/index.md', '../CONTENT_GUIDE.md'],
    forbid: /left out of every card and chart/,
    find: pagesSay({
      'dashboard/index.md': [
        /^The figures are computed[^\n]*Only \*\*Live\*\* payments count in \*\*Total Deposits\*\* and the \*\*Revenue\*\* chart: [^\n]*, though a test deposit's coins count in \*\*Coins Issued\*\*\.$/m,
        /^### Why don't my test payments show on the dashboard\?\n\n[^\n]*a test deposit's coins still count in \*\*Coins Issued\*\*/m,
      ],
      '../CONTENT_GUIDE.md':
        /The Dashboard leaves \*\*Sandbox\*\* payments out of \*\*Total Deposits\*\* and the \*\*Revenue\*\*\s+chart only: a test deposit's coins count in \*\*Coins Issued\*\*/,
    }),
  },
  {
    id: 'mysql-rollback-drop-after-its-check',
    title:
      "a reader pasting the MySQL 8.4 rollback's import never drops the database before reading the dump's check",
    fact: "the MySQL 8.4 rollback's step 3 checks the dump (tail -n 1, grep -c '^CREATE TABLE') beside the copy's count of tables in a code block of its own, says \"If either is wrong, do not drop anything: follow step 4 instead. Otherwise:\", and only then gives the DROP and the import in the next block, as Roll back a failed update does (read22 installA finding 1, the MySQL rollback)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /if either is wrong, do not run the `DROP`\.$/,
    find: (page) =>
      page.rel === 'post-installation.md'
        ? [
            ...irreversibleBesideItsCheck(page),
            ...pagesSay({
              'post-installation.md':
                /^3\. After `up`, with step 1's dump: [^\n]*\n\n {3}```bash\n {3}tail -n 1 [^\n]*\n {3}grep -c '\^CREATE TABLE' [^\n]*\n {3}sudo mysql -u root -p -e "SHOW TABLES" quiznest \| tail -n \+2 \| wc -l\n {3}```\n\n {3}[^\n]*If either is wrong, do not drop anything: follow step 4 instead\. Otherwise:\n\n {3}```bash\n {3}sudo mysql -u root -p -e "DROP DATABASE quiznest;/m,
            })(page),
          ]
        : pagesSay({
            '../CONTENT_GUIDE.md':
              /before every `DROP DATABASE` of a restore and of the MySQL 8\.4 rollback, and the `DROP` has a code block of its\s+own after the sentence saying what the check must show \("Otherwise:"/,
          })(page),
  },
  {
    id: 'restore-pauses-nightly-backup',
    title:
      "a restore running across 02:30 never leaves an archive of a half-restored site under today's date",
    fact: "Restore the platform's step 1 pauses the nightly backup with the scheduler (VPS: sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/; cPanel: the quiznest-backup line commented out with QuizNest's quiznest/admin lines), and step 6 puts both back (VPS: the test -f put-back; cPanel: the saved crontab); the planned move leaves the old job paused by that step 1 (read22 ops finding 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^### Restore the platform$(?:(?!\n### )[\s\S])*?^ {3}sudo crontab -u www-data -l > [^\n]*sudo crontab -u www-data -r\n {3}sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/\n {3}```/m,
        /^### Restore the platform$(?:(?!\n### )[\s\S])*?^6\. Only then, notifications back on \(Extra's check\), leave maintenance mode and put the scheduler and the nightly backup back:\n\n {3}```bash\n {3}sudo -u www-data php artisan up\n {3}sudo crontab -u www-data ~\/www-data\.crontab\n {3}sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n/m,
        /^### Restore the platform$(?:(?!\n### )[\s\S])*?comment out its `quiznest\/admin` and `quiznest-backup` lines[^\n]*\n\n {3}```bash\n(?: {3}[^\n]*\n)*? {3}crontab -l > [^\n]*sed -E '\/quiznest\\\/admin\|quiznest-backup\/ s\/\^\/#\/' ~\/cpuser\.crontab \| crontab -\n/m,
      ],
      '../CONTENT_GUIDE.md':
        /and the nightly backup paused with it \(VPS `sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/`, [^;]*; cPanel: its `quiznest-backup` line commented out too\), since at 02:30 it would archive a half-restored site under today's date; both come back in step 6/,
    }),
  },
  {
    id: 'restore-notifications-back-on-before-up',
    title: 'a restorer who works through the check reopens with the player notifications switched back on',
    fact: "Extra's check is followed by its own paragraph, never the Undo line: switch the notifications of the screenshot back on, with the saved log's changes to them (Notification Settings match it again), and only now leave maintenance mode; Restore the platform's step 6 opens \"Only then, notifications back on (Extra's check)\" in both tabs (read22 ops finding 2)",
    where: ['Extra/index.md', 'post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /^Undo: [^\n]*[Ss]witch the notifications|Undo: the opposite adjustment;\s*$/m,
    find: pagesSay({
      'Extra/index.md':
        /^#### Check, then leave maintenance mode$[\s\S]*?^Then switch the notifications of your screenshot back on, with the log's changes to them: \[Notification Settings\]\(\/Settings\/User%20Settings\/Notification%20Settings\) match it again\. Only now leave maintenance mode[^\n]*\n\nUndo: the opposite adjustment, naming the wrong one\.$/m,
      'post-installation.md':
        /^### Restore the platform$(?:(?:(?!\n### )[\s\S])*?^6\. Only then, notifications back on \(Extra's check\), leave maintenance mode){2}/m,
      '../CONTENT_GUIDE.md':
        /in\s+the paragraph that leaves maintenance mode \(never after "Undo:"\), Notification Settings switched back on from the\s+screenshot, with the log's changes to them, and Restore the platform's step 6 opens "Only then, notifications back\s+on \(Extra's check\)"; each route that runs its own `up` [^;]*switches them back on before it\. Undo: the opposite adjustment\./,
    }),
  },
  {
    id: 'restore-contest-draft-now',
    title: 'a restorer whose contest went back to Draft knows what to do with it and can finish the check',
    fact: "the restore's contest table is read by the first row that fits, and its first row also takes a contest Draft now (published since the backup, so no Cancel Contest): with Contest Prize or Contest Refund lines nothing (the starts hold them), else its players told and the publisher asked to create it again, a Draft published again with Prize Payout Manual Approval; the check allows Completed, Cancelled, Draft or Manual Approval (read22 ops finding 3)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Every listed contest is \*\*Completed\*\*, \*\*Cancelled\*\* or on \*\*Manual Approval\*\*|every listed contest \*\*Completed\*\*, \*\*Cancelled\*\* or on \*\*Manual Approval\*\*/,
    find: pagesSay({
      'Extra/index.md': [
        /that is not \*\*Completed\*\* or \*\*Cancelled\*\* now, by the first row that fits\./,
        /^\| Created since the backup, or \*\*Draft\*\* now, without \| [^\n]*the publisher creates a lost one again\. [^\n]*\*\*Manual Approval\*\*[^\n]*\|$/m,
        /Every listed contest is \*\*Completed\*\*, \*\*Cancelled\*\*, \*\*Draft\*\* or on \*\*Manual Approval\*\*\./,
      ],
      '../CONTENT_GUIDE.md': [
        /Created since the backup \(not in the panel\), or \*\*Draft\*\* now \(no \*\*Cancel Contest\*\*\)/,
        /any other stays \*\*Draft\*\*; the table read by the first row that fits;/,
        /every listed contest \*\*Completed\*\*, \*\*Cancelled\*\*, \*\*Draft\*\* or on \*\*Manual Approval\*\*/,
      ],
    }),
  },
  {
    id: 'refund-holds-later-withdrawal-requests',
    title:
      'a player who requests a new withdrawal while a refund is handed from the payout officer to the deposit confirmer never keeps both',
    fact: 'from refund step 1 on, the player\'s later requests are held, whatever their size, by a "refund hold" line on the running list (rules refund-hold-ends-only-when-line-marked-done and refund-hold-line-handed-back say how it ends); Withdraw\'s item 6 still checks the profile for Refunded deposits before approving a large request (read22 ops finding 1)',
    where: ['withdraw/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /Check for \*\*Refunded\*\* deposits on the profile before approving a large request/,
    find: pagesSay({
      'withdraw/index.md':
        /^6\. \*\*Refunds and chargebacks\*\*: [^\n]*check the profile for \*\*Refunded\*\* deposits before approving a large request\./m,
    }),
  },
  {
    id: 'coin-log-named-as-its-tab',
    title: 'a reader sent to Reports for the coin history finds the tab named on the page',
    fact: "Reports' coin history is its Coin Log tab; no page calls it the transaction log (read22 ops finding 6)",
    forbid: /\btransactions? log\b/i,
  },
  // Install, read-through 22 (inst24: read22-installA.md findings 1-7, read22-installB.md findings
  // 1-5): a check and the irreversible command it guards in separate blocks, the manual VPS lock
  // tested before Certbot, the move's late webhooks, node -v, PM2 as the owner on a test copy, the
  // admin-only lock address, the cPanel new-server lock test, the cPanel 711 folders, Ubuntu 26.04,
  // the move in platform tabs, the cPanel update's quota.
  {
    id: 'restore-drop-after-its-check-block',
    title: "a restorer who pastes the dump check never drops the database before reading the check's output",
    fact: "Restore the platform's VPS step 2 checks the dump (tail, grep -c, the sed line and the live count of SHOW TABLES) in one block, then says to stop on a wrong result, and only then runs DROP DATABASE and the import in a block of their own; no page puts a live DROP after a dump check in the same block (read22 Install A 1; the MySQL 8.4 rollback's step 3 the same way)",
    where: ['post-installation.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    find: (page) => [
      ...irreversibleBesideItsCheck(page),
      ...pagesSay({
        'post-installation.md':
          /If either is wrong, stop here and take an older archive\.[^\n]* Otherwise empty the database and import the dump:\n\n {3}```bash\n {3}sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest;/,
        '../CONTENT_GUIDE.md':
          /the `DROP` has a code block of its\s+own after the sentence saying what the check must show/,
      })(page),
    ],
  },
  {
    id: 'mysql-install-after-its-check-block',
    title:
      'a VPS installer who pastes the MySQL repository block never installs MySQL 8.0 before reading the candidate',
    fact: 'step 4 of the VPS guide adds the MySQL repository, runs apt update and apt-cache policy mysql-server in one block, says to install only with an 8.4 candidate, then installs in a block of its own (item 3, after the root-password note); a mysql --version of 8.0 sends the reader to Upgrade MySQL 8.0 to 8.4 for MySQL alone (read22 Install A 2)',
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: (page) => [
      ...irreversibleBesideItsCheck(page),
      ...pagesSay({
        'installation-guide/server-setup/vps.md':
          /^ {3}apt-cache policy mysql-server\n {3}```\n\n {3}[^\n]*If not, do not install[^\n]*\n\n3\. [^\n]*\n\n {3}```bash\n {3}sudo apt install -y mysql-server\n {3}mysql --version\n {3}```\n\nThe last line shows `8\.4\.x`\. `8\.0` means Ubuntu's package went in: follow \[Upgrade MySQL 8\.0 to 8\.4\]\(\/post-installation#upgrade-mysql-80-to-84\) for MySQL alone before you go on/m,
        '../CONTENT_GUIDE.md':
          /Step 4 of the VPS guide and the 8\.0→8\.4 upgrade stop before `apt install`[\s\S]*?the install line in a block of its own after that check/,
      })(page),
    ],
  },
  {
    id: 'vps-lock-tested-before-certbot',
    title:
      'a manual VPS installer learns the installer lock is misplaced before Certbot publishes the admin name',
    fact: "VPS step 11 tests the lock from a phone on mobile data at http://admin.example.com (/install and /index.php/install both 403) after ufw allow 'Nginx Full' and before the certbot lines, closing the ports again (sudo ufw delete allow 'Nginx Full') on failure; step 12 is a numbered list: the phone at https://, your browser's 403, the installer, the lock removed (read22 Install A 3)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^sudo ufw allow 'Nginx Full'\n[\s\S]*?Test the lock of step 10 before Certbot publishes the name\. From a phone on mobile data \(Wi-Fi off\), open `http:\/\/admin\.example\.com\/install` and `http:\/\/admin\.example\.com\/index\.php\/install`: both must answer `403`[^\n]*If either shows the installer, close ports 80 and 443 \(`sudo ufw delete allow 'Nginx Full'`\)[^\n]*\n\n```bash\nsudo apt install -y certbot[\s\S]*?^## Step 12: Run the web installer\n(?:(?!\n## )[\s\S])*?^1\. On the phone of step 11, [^\n]*\n2\. Open `https:\/\/admin\.example\.com\/install` in your own browser\.[^\n]*\n3\. Complete the installer\.[^\n]*\n4\. Then delete the `allow` and `deny` lines/m,
      '../CONTENT_GUIDE.md':
        /The manual VPS guide tests it in step 11, between\s+`ufw allow 'Nginx Full'` and the `certbot` lines that publish the name/,
    }),
  },
  {
    id: 'vps-node-version-checked-before-pm2',
    title:
      "a VPS installer whose NodeSource setup failed sees it at node -v, before PM2 goes onto Ubuntu's old Node.js",
    fact: "VPS step 5 ends its Node.js block with node -v, says it prints v24.x (anything else: the NodeSource setup failed and Ubuntu's older Node.js went in; fix and run the block again), and installs PM2 in a block of its own after that (read22 Install A 5)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^sudo apt install -y nodejs\nnode -v\n```\n\n`node -v` prints `v24\.x`\. Anything else means the NodeSource setup failed[^\n]*before PM2:\n\n```bash\nsudo npm install -g pm2\n```$/m,
      '../CONTENT_GUIDE.md': /VPS step 5\s+reads `node -v` printing `v24\.x` before PM2's `npm install`/,
    }),
  },
  {
    id: 'drill-client-deleted-as-owner-and-saved',
    title:
      "a drill's test copy that ran the client keeps it stopped after a reboot, on an install.sh copy too",
    fact: 'Rehearse a restore stops the client of a test copy that runs it with sudo -u "$OWNER" -H pm2 delete quiznest-client && sudo -u "$OWNER" -H pm2 save, never a bare pm2 delete (read22 Install A 6)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /`pm2 delete quiznest-client`/,
    find: pagesSay({
      'post-installation.md':
        /On a test copy that already runs them, stop them first \([^\n]*`sudo -u "\$OWNER" -H pm2 delete quiznest-client && sudo -u "\$OWNER" -H pm2 save`\)/,
      '../CONTENT_GUIDE.md': /the client with `sudo -u "\$OWNER" -H pm2 delete` then `pm2 save`/,
    }),
  },
  {
    id: 'admin-only-lock-test-address-named',
    title: 'an admin-only install.sh reader knows at which address to test the lock',
    fact: "With the automated script, step 3: the admin-only --skip-ssl reader, DNS ready for the admin name, tests the lock of item 1.1 at http://admin.example.com, the first row of that item's table (read22 Install A 7)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^3\. Before the `certbot` line[^\n]*test it, as that item says, at `http:\/\/admin\.example\.com` \(its first row\)/m,
      '../CONTENT_GUIDE.md': /tests it at `http:\/\/admin\.example\.com` \(the table's first row\)/,
    }),
  },
  {
    id: 'checklist-names-cpanel-711-folders',
    title: 'a cPanel admin working through the Security checklist never opens the 711 folders back to 755',
    fact: "the Security checklist's File permissions row says code folders 755 and files 644, except on cPanel ~/quiznest, admin/, storage/ and storage/app, which the block keeps at 711 (read22 Install B 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^\| File permissions \| Code folders `755` and files `644`, except on cPanel `~\/quiznest`, `admin\/`, `storage\/` and `storage\/app`, which the block below keeps at `711`;/m,
      '../CONTENT_GUIDE.md': /\*\*File permissions\*\* row names the four `711` folders/,
    }),
  },
  {
    id: 'cpanel-update-checks-quota',
    title:
      'a cPanel admin whose quota runs out during an update stops before relying on an incomplete previous copy',
    fact: 'the cPanel update tab first checks the free quota (Disk Usage or quota -s: about twice du -sh --exclude=storage ~/quiznest/admin, plus storage/app and the database), and step 2 stops when tar or rsync ends with an error such as Disk quota exceeded, as on a failed dump: cron jobs back, up, space freed (read22 Install B 5)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /Check the free quota \(\*\*Disk Usage\*\* under \*\*Statistics\*\*, or `quota -s`\): the update needs about twice `du -sh --exclude=storage ~\/quiznest\/admin`, plus `storage\/app` and the database\./,
        /and `tar` and `rsync` must end without an error such as `Disk quota exceeded`\. If not, stop, put the cron jobs back/,
      ],
      '../CONTENT_GUIDE.md': /whose tab first checks the free quota/,
    }),
  },
  {
    id: 'ubuntu-2604-named-not-yet-supported',
    title:
      'an Ubuntu 26.04 reader learns that its PHP 8.5 is untested and that no server guide runs on it yet',
    fact: "Ubuntu 26.04 LTS (standard support to April 2031) is not yet supported for a server: its only PHP is 8.5, not yet tested; the VPS guide's Before you start, install.sh's Supported systems (the script stops on it), Common Requirements' row and the Linux page say so in those words, and the Linux page says its mysql-server is MySQL 8.4 LTS, the 8.0 sentence naming 22.04 and 24.04 (read22 Install B 3)",
    where: [
      'installation-guide/local-machine-setup/Linux.md',
      'installation-guide/server-setup/vps.md',
      'installation-guide/server-setup/vps-automated.md',
      'common-requirements.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /Ubuntu's `mysql-server` is MySQL 8\.0, past its end of life/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Linux.md': [
        /Ubuntu 26\.04's only PHP is 8\.5, not yet tested: fine for trying QuizNest on this machine/,
        /The `mysql-server` of Ubuntu 22\.04 and 24\.04 is MySQL 8\.0, past its end of life[^\n]*Ubuntu 26\.04's is MySQL 8\.4 LTS\./,
      ],
      'installation-guide/server-setup/vps.md':
        /^- A VPS with a fresh Ubuntu 24\.04 LTS \(recommended\) or 22\.04 LTS [^\n]*not 26\.04 LTS yet \(its only PHP is 8\.5, not yet tested\)/m,
      'installation-guide/server-setup/vps-automated.md':
        /The script stops on any other system, 26\.04 LTS included: its only PHP is 8\.5, not yet tested\./,
      'common-requirements.md':
        /^\| Ubuntu \(VPS\) \| 26\.04 LTS \| Not yet supported: its only PHP is 8\.5, not yet tested\.[^\n]*\| April 2031 \(end of standard support\) \|$/m,
      '../CONTENT_GUIDE.md':
        /26\.04 LTS April 2031, not yet supported for a server: "its only PHP is 8\.5, not yet tested"/,
    }),
  },
  {
    id: 'planned-move-settlement-is-check-status',
    title:
      'a mover knows how to take in the deposits that webhooks credited on the old server after the backup',
    fact: "Move a running site: from step 3's backup until DNS moves only payment webhooks change the old site, so step 7's settlement is Check Status, through the bypass link, on every deposit and SUB- charge Pending on the new server (after up, the reconciliation credits a later one); no exports from the old panel (read22 Install A 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /step 7 settles them, as \[Before and after a restore\]/,
    find: pagesSay({
      'post-installation.md': [
        /^### Move a running site to a new server\n\n[^\n]*\n\n(?:- [^\n]*\n)*- \*\*Settlement\*\*: from step 3's backup until DNS moves, only payment webhooks change the old site, so step 7's settlement is \*\*Check Status\*\*, through the bypass link, on every deposit and `SUB-` charge \*\*Pending\*\* on the new one \(after `up`, the reconciliation credits a later one\)\.$/m,
        /^7\. Finish with steps 6 and 7 of Restore onto a new server, VPS tab \(the worker; the settlement, here \*\*Check Status\*\* alone, /m,
        /^7\. Through the bypass link, run the settlement, here \*\*Check Status\*\* alone; /m,
      ],
      '../CONTENT_GUIDE.md':
        /so step 7's settlement is \*\*Check Status\*\*, through the bypass link, on every deposit\s+and `SUB-` charge \*\*Pending\*\* on the new server/,
    }),
  },
  {
    id: 'cpanel-new-server-lock-tested-from-terminal',
    title: 'a cPanel restorer can test the installer lock while DNS still points at the lost server',
    fact: "Restore onto a new server, cPanel tab, step 2: DNS points at the old address until its step 4, so the lock of the cPanel guide's step 2 is tested from the new host's Terminal with curl --resolve admin.example.com:80:<this host's IPv4>, /install and /index.php/install both printing 403; step 4 runs the guide's DNS check before AutoSSL (read22 Install B 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^2\. Follow steps 1 to 5 of the \[cPanel guide\][^\n]*DNS points at the old address until step 4 below, so test the lock of the guide's step 2 from this host's Terminal, not a phone[^\n]*both lines print `403`:\n\n {3}```bash\n {3}curl -s -o \/dev\/null -w '%\{http_code\}\\n' --resolve admin\.example\.com:80:203\.0\.113\.40 http:\/\/admin\.example\.com\/install\n {3}curl -s -o \/dev\/null -w '%\{http_code\}\\n' --resolve admin\.example\.com:80:203\.0\.113\.40 http:\/\/admin\.example\.com\/index\.php\/install\n {3}```[\s\S]*?^4\. Point `admin\.example\.com` [^\n]*Once the DNS check of the guide's \*\*Before you start\*\* shows only the new addresses, in step 7 of the cPanel guide/m,
      '../CONTENT_GUIDE.md':
        /tests the lock\s+of the cPanel guide's step 2 from the new host's Terminal, `curl --resolve admin\.example\.com:80:<new IP>` for\s+`\/install` and `\/index\.php\/install`, both printing `403`/,
    }),
  },
  {
    id: 'planned-move-in-platform-tabs',
    title: 'a cPanel mover reads one plain list of its own, not cPanel fragments inside VPS steps',
    fact: 'Move a running site to a new server has VPS and cPanel tabs (groupId="platform"), a numbered list each after the shared step 1, with no "(cPanel: …)" or "on cPanel" fragment inside a step (read22 Install B 4)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^### Move a running site to a new server\n\n[^\n]*\n\n(?:- [^\n]*\n)+\n1\. A day before[^\n]*\n\n<Tabs groupId="platform">\n<TabItem value="vps" label="VPS" default>\n\n2\. (?:(?!\(cPanel: |[;.] [Oo]n cPanel|\n## )[\s\S])*?<TabItem value="cpanel" label="cPanel">\n\n2\. (?:(?!\n## )[\s\S])*?^7\. (?:(?!\n## )[\s\S])*?<\/Tabs>/m,
      '../CONTENT_GUIDE.md':
        /VPS and cPanel tabs, `groupId="platform"`,\s+a numbered list each after the shared step 1/,
    }),
  },
  // Gateways and settings, diff23 findings 1-8 (gw23): a late payment returned on a Failed deposit ends
  // Refunded, Payments' expired row reads the refund first, Currency's sub-steps, cron's home folder, the
  // bucket copy from a computer, the Open registration link, and the nits.
  {
    id: 'late-refund-on-failed-deposit-stays-failed',
    title:
      'a late payment returned on a deposit already Failed stays Failed, never credited on the way to Refunded',
    fact: 'only a Pending deposit has Mark as Failed: a late payment returned on a deposit already Failed (Coinbase Commerce, NOWPayments after expiry, a Flutterwave or SSLCommerz mismatch found after expiry) stays Failed, its DEP- and refund reference on the running list as the refund is sent, that line its record; never Mark as Successful then Mark as Refunded, which pays the referral bonus, sends "Deposit successful" and frees withdrawable coins (diff23 1, diff24 1)',
    where: [
      'deposits/index.md',
      'payment-gateways/',
      'Payments/index.md',
      'Mange User/Users.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /\*\*Mark as Successful\*\*,? then (?:at once )?\*\*Mark as Refunded\*\* with|reject the deposit as \[daily check\]\([^)]*\) step 4 does: \*\*Mark as Failed\*\*|\(already \*\*Failed\*\*: as the daily check's step 4 says\)/,
    find: pagesSay({
      'deposits/index.md':
        /^ {6}3\. Click \*\*Mark as Failed\*\* with that reference in the note\. Already \*\*Failed\*\* \(no \*\*Mark as Failed\*\*\): leave it; its line is its record\.$/m,
      'payment-gateways/sslcommerz.md':
        /then click \*\*Mark as Failed\*\* with the refund reference \(a deposit already \*\*Failed\*\* has no such button: leave it \*\*Failed\*\*\)\./,
      'payment-gateways/flutterwave.md':
        /then click \*\*Mark as Failed\*\* with the refund reference \(a deposit already \*\*Failed\*\* has no such button: leave it \*\*Failed\*\*\)\./,
      '../CONTENT_GUIDE.md':
        /Only a \*\*Pending\*\* deposit has \*\*Mark as Failed\*\* \(no \*\*Failed\*\* to \*\*Failed\*\* move\): a late\s+payment returned on a deposit already \*\*Failed\*\* \(Coinbase Commerce, NOWPayments after expiry, a Flutterwave or SSLCommerz\s+mismatch found after expiry\) stays \*\*Failed\*\*, and its line on the running list is its record[^\n]*\n[^\n]*Never \*\*Mark as Successful\*\* then \*\*Mark as Refunded\*\* on it: the first click pays the\s+\*\*Referral Bonus\*\*/,
    }),
  },
  // Money fixes of diff review 24 (gw25, diff24.md findings 1, 4, 5, 6 and the non-MySQL nits of 7): a late
  // payment returned on a Failed deposit stays Failed, its line on the running list, and every guard reads
  // the list; staff write to the address on the profile; social linking needs a Verified account address;
  // Currency's partially paid exception; the nits.
  {
    id: 'failed-deposit-guards-read-running-list',
    title:
      'a refunded deposit left Failed, with only its line on the running list, is never credited by a guard that reads the Activity alone',
    fact: "a refund goes on the running list as it is sent (never after Mark as Failed), every line is kept for good, and every guard that could credit a Failed deposit reads the running list as well as the Activity: daily check steps 7 and 8, Check a pending deposit step 2, the Deposits question, Users' danger box, Payments' SUB- look-up, missing-payment and dispute rows, Razorpay's disabled-webhook entry (diff24 1)",
    where: ['deposits/index.md', 'Payments/index.md', 'payment-gateways/', '../CONTENT_GUIDE.md'],
    forbid:
      /\*\*Mark as Failed\*\* with the (?:refund reference|transaction hash)[^\n]*, and add (?:the|its) `DEP-` reference/,
    find: pagesSay({
      'deposits/index.md': [
        /^ {3}3\. \*\*Failed\*\*: it stays \*\*Failed\*\*; never \*\*Mark as Successful\*\* on a deposit on this list or marked \*\*Failed\*\* with a refund reference\.$/m,
        /Search a reference while its invoice or payment is open at the provider \(a returned Coinbase payment: for 30 days\), and keep its line for good: it is the refund's record\./,
      ],
      'Payments/index.md': [
        /marked \*\*Failed\*\* with a refund reference, or its `SUB-` on the daily check's running list, it stays \*\*Failed\*\*/,
        /open its \*\*Activity\*\* and the running list's own tab first: marked \*\*Failed\*\* with a refund reference, or listed there, see the row above\./,
        /one already \*\*Refunded\*\*, or \*\*Failed\*\* with a refund reference or on the running list, stays so/,
      ],
      'payment-gateways/razorpay.md':
        /unless its `DEP-` is on the daily check's running list or it was marked \*\*Failed\*\* with a refund reference/,
      '../CONTENT_GUIDE.md': [
        /every line kept for good/,
        /a deposit on the running list or marked \*\*Failed\*\* with a refund reference never gets \*\*Mark as Successful\*\*/,
      ],
    }),
  },
  {
    id: 'reconciliation-row-covers-returned-late-payment',
    title:
      'the reconciliation row for a payment and its refund also explains a late payment returned on a Failed deposit',
    fact: "Payments' table of differences: a payment and its refund at the provider, the deposit Failed with the refund reference in its Activity or its DEP- on the running list, is a held deposit rejected or a late payment returned (daily check step 4), left Failed (diff24 6)",
    where: ['Payments/index.md'],
    forbid: /\| A held deposit you rejected and refunded \(\[daily check\]/,
    require:
      /^\| A payment and its refund \(or wallet return\) at the provider, and the deposit \*\*Failed\*\* here with the refund reference in its \*\*Activity\*\* or its `DEP-` on the daily check's running list \| A held deposit you rejected, or a late payment you returned \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 4\)\. \| Leave it \*\*Failed\*\*/m,
  },
  {
    id: 'staff-write-to-profile-address',
    title:
      'staff told to write to a "verified address" find one under Open registration, and never write to a new address after a takeover sign',
    fact: 'under Open registration email sign-ups stay Unverified, so pages have staff write to the address on the player\'s profile, never "the verified address"; after a recent email change (Withdrawals\' review item 5), to the address the account had before, never the new one (diff24 4)',
    where: [
      'deposits/index.md',
      'withdraw/index.md',
      'Payments/index.md',
      'Mange User/Users.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /\b(?:the|their) verified (?:address|email)\b/i,
    find: pagesSay({
      'withdraw/index.md':
        /Before paying, contact the player at the email the account had before the change \([^)]*\), never at a new one\./,
      '../CONTENT_GUIDE.md':
        /after a recent email change \(the\s+account-takeover sign of Withdrawals' review item 5\) staff write to the address the account had before,\s+never the new one/,
    }),
  },
  {
    id: 'social-link-needs-verified-account-address',
    title:
      'a player who signs in with Google is never dropped into an account someone else registered with their address',
    fact: "linking a social sign-in to an existing account by email needs the provider's verified address and the QuizNest account's own address Verified; otherwise the player signs in with the password first (Forgot password sets one) and links from Connected Accounts, so under Open an address registered first by someone else never receives the owner's sign-in (diff24 4)",
    where: ['Settings/User Settings/Social Login.md', '../CONTENT_GUIDE.md'],
    forbid:
      /links the provider to it, but only when the provider confirms that the address is verified\. Google/,
    find: pagesSay({
      'Settings/User Settings/Social Login.md': [
        /only when the provider confirms that the address is verified and the account's own address is \*\*Verified\*\* in QuizNest\./,
        /linking by email requires an address the provider has verified, on an account whose address is \*\*Verified\*\*\./,
      ],
      '../CONTENT_GUIDE.md':
        /Linking an\s+existing account by email needs a provider-verified address and an account whose own address is \*\*Verified\*\*/,
    }),
  },
  {
    id: 'open-registration-sends-no-link-answers',
    title: 'an admin on Open registration asking why players get no verification email is told none is sent',
    fact: "Service's FAQ on missing verification emails says first that under Open none is sent at sign-up (General), then the queue; verification is a link, never a code (Service, Server setup) (diff24 4)",
    where: ['Settings/Integration Settings/Service.md', 'post-installation.md'],
    forbid: /verification codes/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /^### The test email arrives but players get no verification emails\. Why\?\n\nUnder \*\*Open\*\* registration none is sent at sign-up \(\[General\]\(\/Settings\/System%20Setting\/General#registration-options\)\)\./m,
    }),
  },
  {
    id: 'coin-rate-partially-paid-without-address-stays-pending',
    title:
      'a "partially paid" player who has not given a refund address does not stall the rate change, and a later finished payment is corrected',
    fact: 'Currency step 7.2: a "partially paid" deposit without a refund address by the window (no answer, or paid after the day-before ask: asked then) stays Pending, refunded once they answer (one finished first: diff26 rule); the Undo asks the addresses at once (diff24 5)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Currency.md': [
        /^ {3}2\. \*\*Lowering only:\*\*[^\n]*A "partially paid" one without a refund address by the window \(no answer, or paid after the ask: ask now\) stays \*\*Pending\*\*: refund it once the player answers\./m,
        /gateways \*\*Disabled\*\* and refund addresses asked at once, manual and held deposits decided\)/,
      ],
      '../CONTENT_GUIDE.md':
        /the one exception, step 7\.2: a "partially paid" one without a\s+refund address by the window/,
    }),
  },
  {
    id: 'money-nits-diff24',
    title:
      'a reader finds the one action on a Failed mismatch, tells a refund from a restore loss, and marks a credit added before anything interrupts',
    fact: "Flutterwave and SSLCommerz say what to do on a deposit already Failed (leave it Failed), never \"(already Failed: as the daily check's step 4 says)\"; Payments' expired row reads the running list's own tab, not a restore's; Restore the platform step 7 marks each note added right after its Add, the Transactions tab showing an Admin Adjustment naming the restore when unsure (diff24 7)",
    where: ['payment-gateways/', 'Payments/index.md', 'post-installation.md'],
    forbid:
      /\(already \*\*Failed\*\*: as the daily check's step 4 says\)|mark each note \*added\* with the date, and never add|`DEP-` on the daily check's \[running list\]\([^)]*\), means it was refunded/,
  },
  // ops26 (diff25 findings 4-6 and nits): restore routes, contests, staging copy.
  {
    id: 'restore-routes-notifications-before-up',
    title: 'a site restored onto a new server or rolled back reopens with player notifications on again',
    fact: "the routes that run up without Restore the platform's step 6 (Restore onto a new server VPS and cPanel, Roll back a failed update, the MySQL 8.4 rollback) switch the notifications switched off for the restore back on (Extra's check) before up (diff25 4)",
    where: ['post-installation.md'],
    forbid:
      /as in step 5 of \[Restore the platform\]\(#restore-the-platform\), run `|\*\*Payout Reference\*\*\. Then put the crontab back and leave maintenance mode|^5\. Start the worker, run `up` and put the crontab back as in the upgrade's step 5/m,
  },
  {
    id: 'restore-draft-contest-republished-only-if-ahead',
    title:
      'a contest back to Draft after a restore is published again only if it was published since and its dates are still ahead, and the payout officer knows it waits',
    fact: "Extra's contest table: a Draft now is published again only if published since the backup (a Contest Entry line, or the Activity Log screenshot, which has contests published) and its Registration Closes At is still ahead, Prize Payout Manual Approval, the payout officer told it awaits Approve & Pay; any other stays Draft (diff25 5, nit 10)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\(a \*\*Draft\*\*: publish(?:ed)? it again, \*\*Prize Payout\*\* \*\*Manual Approval\*\*\)|\*\*Draft\*\* now \(published since(?:\)|:)/,
    find: pagesSay({
      'Extra/index.md':
        /^\| Created since the backup, or \*\*Draft\*\* now, without \| [^\n]*A \*\*Draft\*\* published since \(a \*\*Contest Entry\*\* line, or your Activity Log screenshot\) with \*\*Registration Closes At\*\* still ahead: \*\*Publish\*\* it again, \*\*Prize Payout\*\* \*\*Manual Approval\*\*, and tell the payout officer it awaits \*\*Approve & Pay\*\*\. Any other stays \*\*Draft\*\*\. \|$/m,
      '../CONTENT_GUIDE.md':
        /a \*\*Draft\*\* is published again only if published since \(a \*\*Contest Entry\*\* line, or the Activity Log screenshot, which has contests published\) and its \*\*Registration Closes At\*\* is still ahead/,
    }),
  },
  {
    id: 'robots-staging-check-db-show-not-env',
    title:
      'a staging copy still writing to the live database is caught before Staging Mode hides the live site',
    fact: "Robots TXT's step 1 checks the copy with php artisan db:show after config:clear (step 2 of Copy production to a staging site), never by DB_DATABASE in admin/.env, which a copied config cache ignores and which a second server may name like production (diff25 6)",
    where: ['Settings/SEO & Meta/Robots TXT.md', '../CONTENT_GUIDE.md'],
    forbid:
      /once `DB_DATABASE` in the staging `admin\/\.env` differs|the copy's `DB_DATABASE` differs from production's/,
  },
  {
    id: 'deletion-give-up-matches-written-answer',
    title:
      'a player who withdrew part and gave up the rest in writing is not sent round the deletion table again',
    fact: "Users' deletion step 7 subtracts a given-up balance while it is still the balance the player's written answer gives up, not the one step 1 told them (diff25 nit 10)",
    where: ['Mange User/Users.md', '../CONTENT_GUIDE.md'],
    forbid: /still the one the player was told/,
  },
  {
    id: 'restore-before-rollback-backup-paused',
    title:
      "a rollback reading Extra's Before the restore knows its own first step stands in and pauses the nightly backup if it may run",
    fact: "Extra's Before the restore: a rollback's own first step stands in for Restore the platform's step 1, which pauses www-data's crontab only, so the nightly backup is paused if 02:30 may pass before up (VPS sudo mv to /root/; cPanel its line commented in Advanced > Cron Jobs, since step 1's crontab chain pauses nothing once the scheduler line is commented: L15), and put back right after up (diff25 nit 10, diff27 install 1)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\(a rollback has done so already\)/,
    find: pagesSay({
      'Extra/index.md':
        /once \(a rollback's own first step stands in; if 02:30 may pass before `up`, pause the nightly backup, `sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/` \(cPanel: comment its line in \*\*Advanced > Cron Jobs\*\*\), and put it back right after `up`: `sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/`, cPanel: uncomment its line\)/,
      '../CONTENT_GUIDE.md':
        /\(a rollback's own first step\s+stands in, the nightly backup paused if 02:30 may pass before `up`, VPS `sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/`,\s+cPanel its line commented in \*\*Advanced > Cron Jobs\*\*[\s\S]*?and put back right after\s+`up`: `sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/`, cPanel: its line uncommented\)/,
    }),
  },
  {
    id: 'bucket-undo-without-rclone',
    title: 'a cPanel admin without rclone can still undo the move to a bucket',
    fact: "Service's Move existing files to a bucket: the Check's Undo gives cPanel both routes, ~/bin/rclone copy, or without rclone the bucket copied down to the computer and uploaded back over SFTP as step 2 says (diff25 nit 10)",
    where: ['Settings/Integration Settings/Service.md'],
    forbid: /\(cPanel: `~\/bin\/rclone copy uploads:quiznest-uploads storage\/app\/public`\)\./,
  },
  {
    id: 'languages-import-english-value-keeps-translation',
    title:
      'a translator who puts the English word back over a wrong translation knows the import will not do it',
    fact: 'Languages and CONTENT_GUIDE say the same product behaviour: the import skips a value identical to the English text and leaves the key as it was, translated or not; an English word, even over a wrong translation, is typed on the translate screen (diff25 nit 10)',
    where: ['Settings/Localization/Languages.md', '../CONTENT_GUIDE.md'],
    forbid:
      /which leaves the key as it was \(type a word that stays the same|the import skips a value identical to the English\s+text, so those keys stay untranslated/,
  },
  // Install and server moves (diff25 findings 1-3, 5-8)
  {
    id: 'vps-mysql-version-in-install-block',
    title: 'a reader who runs only the code blocks still sees which MySQL went in',
    fact: "VPS step 4 item 3's block ends with `mysql --version`, after `apt install`, so the 8.0 way out rests on a line the reader runs (diff25 7)",
    where: ['installation-guide/server-setup/vps.md'],
    require: /^ {3}sudo apt install -y mysql-server\n {3}mysql --version\n {3}```/m,
  },
  {
    id: 'vps-lock-test-failure-answered',
    title:
      'a VPS installer whose lock test fails knows what to do for every answer, and finds out whether someone installed meanwhile',
    fact: "VPS step 11's lock test: behind Cloudflare's proxy the admin record DNS only first; any answer but 403 stops the reader; the installer shown: ports closed, step 10 fixed, the database checked still empty (SHOW TABLES prints nothing, else a fresh server), the ports opened and the test run again (diff25 5)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /both must answer `403` \(behind Cloudflare's proxy, set the `admin` record to \*\*DNS only\*\* first\); anything else: do not go on\. If either shows the installer, [^\n]*check that the database is still empty \(`sudo mysql -u root -p -e 'SHOW TABLES' quiznest` prints nothing; else start over on a fresh server\), then open the ports and repeat the test\./,
      '../CONTENT_GUIDE.md': /checked still empty, the ports opened and the test run again/,
    }),
  },
  {
    id: 'admin-only-vps-keeps-lock-test',
    title:
      'an admin-only VPS reader does not take "only the certbot command" as skipping the firewall and the lock test',
    fact: "the admin-only table's step 11 row opens the firewall and tests the lock as written, and of the Certbot block leaves out only the client's line (diff25 6, read23 Install A 2)",
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /^\| 11 \| Run only the `certbot` command/m,
    require:
      /^\| 11 \| Open the firewall and test the lock as written; of the Certbot block leave out only the client's line/m,
  },
  {
    id: 'running-server-declines-release-upgrade',
    title: 'the owner of a running 24.04 server does not take the login message up on its 26.04 upgrade',
    fact: 'a running server never gets a do-release-upgrade, 26.04 included (an upgrade in place can remove the PHP and MySQL packages; 26.04 with PHP 8.5 not yet supported): Keep the server patched has the row, the VPS guide\'s automatic updates the sentence; the move\'s intro and VPS step 2 say "not 26.04" to readers who skip Before you start (diff25 1)',
    where: ['post-installation.md', 'installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^\| A new Ubuntu release \| Never on this server: decline every `do-release-upgrade` the login message offers \(an upgrade in place can remove the PHP and MySQL packages; 26\.04's PHP 8\.5 is not yet supported\)/m,
        /^To leave Ubuntu 22\.04 or a host, build the replacement \(a VPS on a supported release, never 26\.04\)/m,
      ],
      'installation-guide/server-setup/vps.md': [
        /Decline every offer of the login message to upgrade the release \(`do-release-upgrade`\): an upgrade in place can remove the PHP and MySQL packages this guide installs, and 26\.04's PHP 8\.5 is not yet supported\./,
        /^Do this at your first login on the fresh 24\.04 or 22\.04 server \(not 26\.04/m,
      ],
      '../CONTENT_GUIDE.md': /a running server declines\s+every release upgrade the login message offers/,
    }),
  },
  {
    id: 'planned-move-undo-puts-backup-job-back',
    title: "a reader who abandons a move gets the old server's nightly backup back, with the command",
    fact: 'the move\'s Undo runs on the old server the block of step 6 of Restore the platform, the reader\'s tab ("it puts the nightly backup back", step 6\'s VPS block holding the test -f put-back and ls), and starts the VPS worker; step 3 names the pause of the nightly backup and "that step 1 of Restore the platform" in full (diff25 2)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^- \*\*Undo, until step 6\*\*: on the old server, `cd` into its `admin\/` folder and run the block of step 6 of \[Restore the platform\]\(#restore-the-platform\), the old server's tab \(it puts the nightly backup back\), and on a VPS `sudo systemctl start quiznest-queue`\.$/m,
        /pause the worker, the scheduler and the nightly backup as in step 1 of \[Restore the platform\]\(#restore-the-platform\), VPS tab/,
      ],
      '../CONTENT_GUIDE.md':
        /the old server's tab, "\(it puts the nightly backup back\)", and starts the VPS worker/,
    }),
  },
  {
    id: 'planned-move-vps-tests-new-lock',
    title: "a VPS move does not leave the new server's installer open to scanners for a day",
    fact: "the VPS move's step 2.4, after the ufw lines, tests the lock on the new server: curl --resolve admin.example.com:80:127.0.0.1 for /install and /index.php/install prints 403, else the ports closed and the lock lines fixed (diff25 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^ {3}4\. Only the `ufw` lines of step 11 of the VPS guide [^\n]*`curl -s -o \/dev\/null -w '%\{http_code\}\\n' --resolve admin\.example\.com:80:127\.0\.0\.1 http:\/\/admin\.example\.com\/install` and the same with `\/index\.php\/install` print `403`; if not, `sudo ufw delete allow 'Nginx Full'`/m,
      '../CONTENT_GUIDE.md':
        /the lock tested on the new server with `curl --resolve admin\.example\.com:80:127\.0\.0\.1`/,
    }),
  },
  {
    id: 'planned-move-cpanel-to-vps-mapped',
    title: 'a reader leaving shared hosting for a VPS knows which tab each move step comes from',
    fact: "Move a running site's intro: from cPanel to a VPS, step 3 from the cPanel tab, every other step from the VPS tab (diff25 8)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^To leave Ubuntu 22\.04 or a host, [^\n]*\n\n- \*\*Mixed platforms\*\*: from cPanel to a VPS, step 3 from the cPanel tab, every other step from the VPS tab;/m,
      '../CONTENT_GUIDE.md':
        /from cPanel to a VPS: step 3 from the cPanel\s+tab, every other step from the VPS tab/,
    }),
  },
  // Ops, diff review 25 (gw26, diff25-ops.md findings 1-3, 7-9, 10's Coinbase nit): the refund hold
  // is a line on the running list, ended only by the deposit confirmer, who tells the payout officer;
  // a refund already made or a chargeback is never refunded again from a gateway page.
  {
    id: 'refund-hold-ends-only-when-line-marked-done',
    title:
      'a payout officer never pays a request made during a second partial refund or a chargeback because an old adjustment names the deposit',
    fact: "a request made during a refund stays Pending while the running list has the player's \"refund hold\" line; every payout officer reads the list before approving (said once in Withdraw's item 6); no page ends the hold on an Admin Adjustment naming the DEP- alone: a partial refund's hold ends on the Admin Adjustment naming this refund's or dispute's id (diff25 ops 1, diff27 money 1)",
    where: ['withdraw/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\(partial: its \*\*Admin Adjustment\*\* naming the `DEP-` is in the coin log\)|until the deposit is \*\*Refunded\*\* \(a partial refund: its/,
    find: pagesSay({
      'withdraw/index.md':
        /Every payout officer reads the running list \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 4\.3, kept outside QuizNest\) before approving: a "refund hold" line for the player \(\[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) step 1\.1\) keeps their requests \*\*Pending\*\*, whatever their size, until/,
      'deposits/index.md':
        /who first writes a line on the running list \(\[daily check\]\(#check-pending-manual-deposits-every-day\) step 4\.3\): the player's username, the `DEP-`, the date and "refund hold", and the refund or dispute id once known\./,
      '../CONTENT_GUIDE.md':
        /the payout officer first writes a "refund hold" line \(the player's username, `DEP-`, date; the refund or dispute id once known\) on the daily check's\s+running list/,
    }),
  },
  {
    id: 'refund-hold-line-handed-back',
    title:
      'a payout officer sees for himself that a refund is recorded or dropped, and only the payout officer rejects a held request',
    fact: "the hold line is marked done by the deposit confirmer only when the refund is dropped (step 1.3) or refused by the provider (step 2); a recorded refund ends it by the coin log's Deposit Refund line or this refund's Admin Adjustment; a held request leaving the free balance short is rejected by the payout officer (Approve withdrawals), never the deposit confirmer; a hold line records no refund (daily check step 4.3) (diff25 ops 2, diff27 money 1)",
    where: ['deposits/index.md', 'withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /A request held since step 1 that leaves the (?:free )?balance short(?: of the \*\*Coins\*\*)? is rejected first|or the deposit confirmer drops the refund/,
    find: pagesSay({
      'deposits/index.md': [
        /^ {6}- the deposit confirmer marks it done: the refund dropped \(step 1\.3\) or refused by the provider \(step 2\), or a partial refund with nothing to subtract \(\[Refund part of a deposit\]\(#refund-part-of-a-deposit\) step 4\)\.$/m,
        /or refuse \(the refund dropped: the deposit confirmer marks the hold line done\);/,
        /If a request held since step 1 leaves the free balance short of the \*\*Coins\*\*, the payout officer rejects it first/,
        /A hold line records no refund: it is read only to account for its coins \(\[monthly reconciliation\]\(\/Payments\/#reconcile-with-a-provider-month-by-month\), a line marked "nothing subtracted"\) and to stop a refund event acting twice \(\[A provider reports a refund\]\(#a-provider-reports-a-refund\)\)\./,
      ],
      'withdraw/index.md':
        /When the deposit confirmer asks, \*\*Reject\*\*, with a \*\*Reason\*\*, the held requests that leave the free balance short of the coins being refunded, as \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) step 1\.2 says \(the \*\*Pending\*\* tab, then \*\*Approved\*\*; only those whose money has not left\), and tell them when done\./,
      '../CONTENT_GUIDE.md':
        /or when the deposit\s+confirmer marks the line done because the refund was dropped or refused by the provider/,
    }),
  },
  {
    id: 'refund-event-or-chargeback-never-refunded-again',
    title:
      'a reader sent from a refund event or a chargeback on a gateway page takes the coins back without paying the player a second time',
    fact: 'a refund event\'s line (Authorize.Net, Square, Coinbase Commerce, NOWPayments) reports a refund already made and links A provider reports a refund on Deposits, whose step 4 takes the coins back "skipping the refund of its step 2 ... never refund again" (read25 gateways 3); Paystack\'s and Mercado Pago\'s refunds-and-chargebacks line sends a chargeback to its Disputes and chargebacks, never refunded as well; Refund a deposit\'s step 2 says "Already refunded at the provider (a refund event, a chargeback): skip step 2" and step 1.3 counts a refund already made as money already gone (diff25 ops 3)',
    where: ['payment-gateways/', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /the coins come back only as \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) says, withdrawals closed first|if coins were credited, take them back as \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) says, withdrawals closed first|chargebacks handled in [^\n]* do not change the deposit: refund as/,
    find: pagesSay({
      ...Object.fromEntries(
        [
          ...SANDBOX_GATEWAY_PAGES.filter((p) => /authorize-net|square|nowpayments/.test(p)),
          'payment-gateways/coinbase-commerce.md',
        ].map((rel) => [rel, REFUND_EVENT_FORM]),
      ),
      ...Object.fromEntries(
        SANDBOX_GATEWAY_PAGES.filter((p) => /paystack|mercado-pago/.test(p)).map((rel) => [
          rel,
          /do not change the deposit: a refund you make, as \[Refund a deposit\][^\n]*; a chargeback, as \[Disputes and chargebacks\]\(#disputes-and-chargebacks\) below says, never refunded as well\./,
        ]),
      ),
      'deposits/index.md': [
        /Refund the whole \*\*Payable\*\* amount\. Already refunded at the provider \(a refund event, a chargeback\): skip step 2, never refund again\./,
        /for money already gone \(a refund already made at the provider, a dispute,/,
      ],
      '../CONTENT_GUIDE.md':
        /a refund event's line, which reports a refund already made, only links Deposits' numbered `### A provider reports a refund`/,
    }),
  },
  {
    id: 'live-site-test-answer-settles-test-deposits',
    title:
      "a reader who follows the overview's live-site test summary settles the test deposits and looks again after 72 hours",
    fact: 'the overview\'s "Can I test payments on my live site?" ends the test with Status Disabled, the sandbox side closed, the test deposits settled (one-pass step 5) and a look again after 72 hours, before going live (diff25 ops 7)',
    where: ['payment-gateways/overview.md', '../CONTENT_GUIDE.md'],
    forbid: /close the sandbox side at the provider before you go live\./,
    find: pagesSay({
      'payment-gateways/overview.md':
        /close the sandbox side at the provider and settle the test deposits \(its step 5\) before you go live, and look again after 72 hours\./,
      '../CONTENT_GUIDE.md': /the overview's "Can I test payments on my live site\?" names both/,
    }),
  },
  {
    id: 'nowpayments-second-test-fresh-key',
    title: 'a NOWPayments admin who must test again after closing a test gets IPNs through with a fresh key',
    fact: "after a closed NOWPayments test, a second test types another freshly generated sandbox IPN key for that test only and is closed again with a new one (Close a production test's row, NOWPayments troubleshooting) (diff25 ops 8)",
    where: [
      'Settings/Finance Settings/Payment Gateways.md',
      'payment-gateways/nowpayments.md',
      '../CONTENT_GUIDE.md',
    ],
    find: pagesSay({
      'Settings/Finance Settings/Payment Gateways.md':
        /^\| NOWPayments \| [^\n]*To test again, generate another key and type it in for that test only; close it again with a new one\. \|$/m,
      'payment-gateways/nowpayments.md':
        /which must fail\. To test again, generate another key and type it in for that test only; close it again with a new one\./,
      '../CONTENT_GUIDE.md':
        /a second test typing another fresh key for that test only and closing with a new one/,
    }),
  },
  {
    id: 'coinbase-late-payment-compared-in-checkout-currency',
    title: 'a euro site never credits a short late Coinbase payment by comparing USDC with the Payable',
    fact: "a late Coinbase payment is compared with the deposit's Payable in the form's Currency (the checkout's price on the charge in Coinbase Business), never its USDC amount with the Payable (diff25 ops 9, diff27 money 2)",
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid: /(?:its amount is|when its amount is) at least the deposit's \*\*Payable\*\*/,
  },
  {
    id: 'coinbase-cdp-cli-copy-removed-by-command',
    title: "a Coinbase integrator removes the CDP CLI's copy of the key with the command Coinbase documents",
    fact: "the CDP CLI's copy of the key is removed with `cdp env live --remove`, as Coinbase's CDP CLI docs give it (diff25 ops 10)",
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid: /as the CLI's help for `cdp env` shows/,
  },
  // Ops, diff review 26 (gw26, diff26.md findings 1-2): a "partially paid" deposit paid in full
  // after a lowering is no refund and no subtraction; a held deposit already refunded and listed is
  // never decided again.
  {
    id: 'coin-rate-finished-after-lowering-kept-as-cost',
    title:
      'a "partially paid" player who pays the rest after a coin-rate lowering is neither refunded nor stripped of coins',
    fact: 'Currency step 7.2: a "partially paid" deposit that turns finished before the player gives a refund address is paid: no refund, the player told by the support agent, its old-rate coins a cost as step 8 says; never "corrected by the difference" (diff26 1)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /correct its coins by the difference|its coins corrected by the difference/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /If NOWPayments reports it `finished` first, it is paid: send no refund, have the support agent tell the player, and leave its old-rate coins as a cost, as step 8 says\./,
      '../CONTENT_GUIDE.md': /one NOWPayments reports `finished` first is paid: no refund, the player told/,
    }),
  },
  {
    id: 'held-deposit-searched-on-running-list-first',
    title:
      'a second deposit confirmer never refunds a held deposit again because the first was interrupted before Mark as Failed',
    fact: 'daily check step 4 searches each "risk review" or "partially paid" deposit on the running list first: a listed one was refunded and only gets Mark as Failed with the listed reference; step 7.5 does the same for a listed one still Pending (diff26 2)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md': [
        /each searched on the running list \(step 4\.3\) first: one on a refund line was refunded, so only click \*\*Mark as Failed\*\* with the listed reference\./,
        /^ {3}5\. \*\*Pending\*\*: its refund was sent: \*\*Mark as Failed\*\* with the listed reference\.$/m,
      ],
      '../CONTENT_GUIDE.md':
        /the daily check searches each held one on the running list before deciding it \(step 4\),/,
    }),
  },
  {
    id: 'previous-address-has-source-and-fallback',
    title:
      'a payout officer who cannot find the address a player had before a change still decides the request, never writing to the new one',
    fact: "Withdrawals' review item 5: nothing in QuizNest keeps a player's previous address; the officer's sent mail or a support agent's earlier replies may show it; if none does or no answer comes, staff write to nobody and never pay on the name alone (rule changed-payout-details-never-paid-on-name-alone says what follows) (diff26 3, diff27 money 4)",
    where: ['withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\(your earlier messages to them show it\)/,
    find: pagesSay({
      'withdraw/index.md':
        /^5\. \*\*Recent changes\*\*: [^\n]*\(your sent mail or a support agent's earlier replies may show it\), never at a new one\. If none shows it, or no answer comes, write to nobody and never pay on the name alone/m,
      '../CONTENT_GUIDE.md':
        /if none shows it or no answer comes, they write to nobody and never pay on the name alone/,
    }),
  },
  {
    id: 'guide-lists-refund-before-mark-as-failed',
    title:
      'CONTENT_GUIDE gives the refund, the running list and Mark as Failed in the order the pages follow',
    fact: 'a rejected held deposit or mismatched payment is refunded, put on the running list as the refund is sent, then Mark as Failed (already Failed: left Failed); CONTENT_GUIDE never says "Mark as Failed and the running list" or "Mark as Failed, running list" (diff26 8)',
    where: ['../CONTENT_GUIDE.md'],
    forbid: /\*\*Mark as Failed\*\*,? (?:and the )?running list/,
  },
  // diff27 install: a rollback's paused nightly backup comes back after up; the move's failed lock test is retested.
  {
    id: 'rollback-paused-backup-put-back-after-up',
    title:
      'a rollback that paused the nightly backup puts it back right after up, so nightly archives never stop',
    fact: "Extra's Before the restore: a rollback that pauses the nightly backup (02:30 may pass before up) puts it back right after up: sudo mv /root/quiznest-backup /etc/cron.d/, cPanel: its line uncommented (diff27 install 1)",
    where: ['Extra/index.md'],
    require:
      /pause the nightly backup, `sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/` \(cPanel: comment its line in \*\*Advanced > Cron Jobs\*\*\), and put it back right after `up`: `sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/`/,
  },
  {
    id: 'move-failed-lock-test-reloaded-and-retested',
    title:
      'a mover whose new lock test fails reloads Nginx, reopens the ports and tests again before going on',
    fact: "Move a running site, VPS step 2.4: a lock test that does not print 403 closes 'Nginx Full', fixes the lock lines, reloads Nginx, allows 'Nginx Full' again and repeats both tests (diff27 install 2)",
    where: ['post-installation.md'],
    require:
      /fix the lock lines \(guide step 10\), `sudo nginx -t && sudo systemctl reload nginx`, allow `'Nginx Full'` again and repeat both tests\./,
  },
  // Money, diff review 27 (gw28, diff27-money.md findings 1, 2, 4, 5, 6): the refund hold ends on a
  // state the payout officer reads (the coin log's Deposit Refund line or this refund's Admin
  // Adjustment), or on a line marked done when the refund is dropped or refused; the Coinbase
  // Payable is never converted again; a changed payout account is never paid on the name alone.
  {
    id: 'refund-hold-ends-on-coin-log-line',
    title:
      'a player whose refund was recorded by a dispute, a late webhook or a production test is never held for good because nobody marked the line done',
    fact: "the refund hold ends when the coin log on the request's detail page shows the deposit's Deposit Refund line (a partial refund: the Admin Adjustment naming this refund's or dispute's id), or when the deposit confirmer marks the line done because the refund was dropped or refused by the provider; said once in Withdraw's item 6 and once in Deposits' step 1.1; no step says \"mark the hold line done and tell the payout officer\" (diff27 money 1)",
    where: ['withdraw/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /until the deposit confirmer tells you it is done|[Mm]ark the hold line done and tell the payout officer|marks the hold line done with its refund or dispute id and tells the payout officer|only the deposit confirmer marks it done and tells the payout/,
    find: pagesSay({
      'withdraw/index.md':
        /until:\n {3}1\. the coin log on the request's detail page shows that deposit's \*\*Deposit Refund\*\* line \(a partial refund: the \*\*Admin Adjustment\*\* naming the refund's or dispute's id on the line, or, lost in a restore, its copy on the \[restore tab\]\(\/Extra\/#the-restore-tab\)\), or\n {3}2\. the deposit confirmer marks the line done: the refund dropped or refused, or a partial refund with nothing to subtract once every held request whose money has not left is rejected\./,
      'deposits/index.md':
        /until:\n {6}- the player's coin log shows this deposit's \*\*Deposit Refund\*\* line \(a partial refund: the \*\*Admin Adjustment\*\* naming this refund's or dispute's id, or, lost in a restore, its copy on the \[restore tab\]\(\/Extra\/#the-restore-tab\)\), or\n {6}- the deposit confirmer marks it done:/,
      '../CONTENT_GUIDE.md':
        /it ends when the coin log on the request's detail page shows the deposit's\s+\*\*Deposit Refund\*\* line/,
    }),
  },
  {
    id: 'refused-refund-ends-hold',
    title: "a deposit confirmer whose refund the provider refuses releases the player's held requests",
    fact: "Refund a deposit step 2: a refund the provider refuses (a closed card, bKash's refund period passed) is dropped: the hold line is marked done and a support agent tells the player; partial step 2 points there (diff27 money 5)",
    where: ['deposits/index.md'],
    find: pagesSay({
      'deposits/index.md': [
        /^2\. Refund the payment in the provider's dashboard [^\n]*If the provider refuses the refund \(a closed card, bKash's refund period passed\), it is dropped: mark the hold line done and have a support agent tell the player\.$/m,
        /^2\. Refund the part at the provider and note its refund id on the hold line \(refused: as step 2 of \[Refund a deposit\]\(#refund-a-deposit\) says\)\./m,
      ],
    }),
  },
  {
    id: 'daily-check-reads-refund-references-only',
    title:
      "a deposit confirmer working the running list never marks a partial refund's deposit Refunded from its hold line",
    fact: "daily check step 7 searches each refund line's DEP- (never a refund hold line); step 4.3 says a hold line records no refund: nobody reads it as a refund (diff27 money 6)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^7\. Search each reference on that list/m,
    find: pagesSay({
      'deposits/index.md':
        /^7\. Search each line's `DEP-` \(or `SUB-`\) reference \(never a refund hold line; not on a restore's tab\),/m,
      '../CONTENT_GUIDE.md': /step 7 searches each refund line's `DEP-`, never a\s+refund hold line/,
    }),
  },
  {
    id: 'coinbase-late-payment-payable-not-converted-again',
    title:
      'a Coinbase site whose form currency differs from the default never credits a short late payment or returns a full one',
    fact: "a late Coinbase payment is compared with the deposit's Payable as it is (already in the form's Currency), never the Payable × Conversion Rate (diff27 money 2)",
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    forbid: /\*\*Payable\*\* × \*\*Conversion Rate\*\*,\s+in the form's \*\*Currency\*\*/,
    find: pagesSay({
      'payment-gateways/coinbase-commerce.md':
        /if it paid at least the deposit's \*\*Payable\*\* in the form's \*\*Currency\*\* \(the checkout's price shown on the charge in Coinbase Business; never the USDC amount\)/,
      '../CONTENT_GUIDE.md': /paid at least the deposit's \*\*Payable\*\* in the form's \*\*Currency\*\*/,
    }),
  },
  {
    id: 'changed-payout-details-never-paid-on-name-alone',
    title:
      "a payout officer never pays a taken-over account because the taker typed the victim's name, and a rejection never says what name to type",
    fact: "Withdrawals' review item 5, no previous address or no answer: never pay on the name alone; the request is rejected with the Reason `Please contact support to confirm this payout account` and a support agent asks on the player's ticket for a statement showing the holder name, matched with the KYC documents by a role with Verify KYC before a new request to it is paid; without KYC, paid only to the payout details a Paid withdrawal used before the change, else rejected with the same Reason (diff27 money 4, leftovers23 L9)",
    where: ['withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /pay only when item 1 holds \(the payout account in the KYC name\)|the request is paid only when review\s+item 1 holds/,
    find: pagesSay({
      'withdraw/index.md':
        /never pay on the name alone \(whoever holds the account types it\): \*\*Reject\*\* with the \*\*Reason\*\* `Please contact support to confirm this payout account`\. On the player's ticket, a support agent asks for a statement showing the holder name[^\n]*On a site without KYC, pay only to the payout details a \*\*Paid\*\* withdrawal used before the change; else \*\*Reject\*\* with the same \*\*Reason\*\*\./,
      '../CONTENT_GUIDE.md':
        /without KYC it is paid only to the payout details a \*\*Paid\*\* withdrawal used before the\s+change/,
    }),
  },
  {
    id: 'running-list-access-by-role',
    title: 'a payout officer can write and read the refund hold lines the running list holds',
    fact: "Roles: the running list (a shared sheet outside QuizNest, version history on) is edited by deposit confirmers and payout officers (refund hold lines), its restore tab by the Super Admin who restores and the finance manager (who confirms the restorer's settled marks and alone marks every other line settled), read-only for support agents and the auditor (diff27 money 7, read23-ops 2, read27 ops 7)",
    where: ['Admin Users/Role.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Admin Users/Role.md':
        /is edited by deposit confirmers, payout officers \(its refund hold lines, and a refused refund's "payer matched"\) and the finance manager \(a refused refund's reference, step 4\.5\); its \[restore tab\]\(\/Extra\/#the-restore-tab\) by the Super Admin who restores \(who writes \*settled\* only where the tab's cases say so\) and the finance manager, who confirms those and alone marks every other line \*settled\* \([^\n)]*\)\. Share it read-only with support agents and the auditor\./,
      '../CONTENT_GUIDE.md':
        /is edited by deposit confirmers, payout officers \(refund\s+hold lines, and a refused refund's "payer matched"\) and the finance manager \([^)]*\), its restore tab by the Super Admin who restores \(who writes \*settled\* only where the tab's cases say so\) and the finance manager \(who confirms those and alone marks every other line \*settled\*[^)]*\),\s+and read-only for support agents and the auditor/,
    }),
  },
  // diff27 money 3: a refund event acts only on a deposit still Successful that no hold line names.
  {
    id: 'refund-event-procedure-steps',
    title:
      'a confirmer holding a refund note follows four numbered steps on Deposits that never take coins twice, never refund twice and never leave a Pending deposit to be credited',
    fact: "Deposits' ### A provider reports a refund, one pinned line per step, and CONTENT_GUIDE's summary of it: 1. a deposit not Successful holds no coins; a Pending or Failed one not on the running list gets a line (DEP-, date, refund id), a Pending one then Mark as Failed with the refund id (daily check step 7.5); 2. a NOWPayments note goes to step 3; any other, as two sub-items: 2.1 a line (open or done) or an Admin Adjustment naming the note's refund id: handled; 2.2 a hold line still without a refund id: its owner writes the id on it and takes back the coins of this refund id's amount, never refunding again (the whole Payable, nothing taken back before: Refund a deposit from step 3; otherwise Refund part of a deposit from step 3, its coins counted as its step 5 says, the whole rest Coins minus those already subtracted, never Mark as Refunded); 3. NOWPayments' IPN carries no refund id: any line naming the DEP- leaves the note to its owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: Refund part of a deposit from step 1 (the whole Payable, nothing taken back before: Refund a deposit from step 1), skipping the refund of its step 2 and writing the payment_id and the amount where it asks for the refund id; 4. otherwise Refund a deposit (a part: Refund part of a deposit), withdrawals closed first, skipping the refund of its step 2, the refund id noted on the hold line. Change a step here and on Deposits together (diff27 money 3, read23 gateways 3, leftovers23 L4, fix23b 1, read25 gateways 3, diff34 money 2 and 4, diff35 money 1, diff36 money 3 and 4, diff37 money 5 and 6, read27 gateways 4)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /(?:already made: the coins come back only as \[Refund a deposit\])|(?:no open refund hold line (?:on the running list )?names)|(?:it holds no coins; stop\. A \*\*Failed\*\* one not on the running list)|(?:ask its owner who is refunding; stop|a hold line still without a refund id: ask who is refunding)|(?:finishes their refund without refunding again)|(?:from step 1 of \[Refund part of a deposit\]\(#refund-part-of-a-deposit\); stop\.)|(?:takes back the coins of the amount the provider shows refunded)|(?:naming this `DEP-`: (?:\[Refund part of a deposit\]\(#refund-part-of-a-deposit\)|Refund part of a deposit) step 5)|(?:beyond the line's refunds, from step 1 of \[?Refund part of a deposit)/,
    find: pagesSay({
      'deposits/index.md': [
        /^1\. The deposit is not \*\*Successful\*\*: it holds no coins\. A \*\*Pending\*\* or \*\*Failed\*\* one not on the running list gets a line there \(its `DEP-`, the date, the refund id\), so no later step credits or refunds it; a \*\*Pending\*\* one then gets \*\*Mark as Failed\*\* with the refund id in the note \(daily check step 7\.5\); stop\.$/m,
        /^2\. A NOWPayments note: step 3\. Any other note:$/m,
        /^ {3}1\. A line on the running list \(open or done\) or an \*\*Admin Adjustment\*\* in the coin log names the note's refund id: handled; stop\.$/m,
        /^ {3}2\. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and takes back the coins of this refund id's amount, never refunding again; the note is then handled\. The whole \*\*Payable\*\*, nothing taken back before: \[Refund a deposit\]\(#refund-a-deposit\) from step 3\. Otherwise \[Refund part of a deposit\]\(#refund-part-of-a-deposit\) from step 3, its coins counted as its step 5 says \(the whole rest: \*\*Coins\*\* minus those already subtracted\), never \*\*Mark as Refunded\*\*\.$/m,
        /^3\. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`\. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: \[Refund part of a deposit\]\(#refund-part-of-a-deposit\) from step 1 \(the whole \*\*Payable\*\*, nothing taken back before: \[Refund a deposit\]\(#refund-a-deposit\) from step 1\), skipping the refund of its step 2 and writing the `payment_id` and the amount where it asks for the refund id: never refund again; stop\.$/m,
        /^4\. Otherwise take the coins back as \[Refund a deposit\]\(#refund-a-deposit\) \(part of a payment: \[Refund part of a deposit\]\(#refund-part-of-a-deposit\)\) says, withdrawals closed first, skipping the refund of its step 2 \(note the refund id, NOWPayments: the `payment_id`, on the hold line\): never refund again\.$/m,
      ],
      '../CONTENT_GUIDE.md': [
        /a line on the running list \(open or done\)\s+or an \*\*Admin Adjustment\*\* in the coin log names the note's refund id, the id Deposits writes on the hold line and in the adjustment's \*\*Reason\*\*:\s+handled \(a NOWPayments note goes to 3 first\); a hold line still without a refund id: its owner writes the refund id on it/,
        /a \*\*Pending\*\* or \*\*Failed\*\* one not on the running list gets a line with the refund id, so no later step credits or refunds it; a \*\*Pending\*\* one then \*\*Mark as Failed\*\* with the refund id/,
        /\(a NOWPayments note goes to 3 first\); a hold line still without a refund id: its owner writes the refund id on it and takes back the coins of this refund id's amount, never refunding again, the note then handled \(the whole \*\*Payable\*\*, nothing taken back before: Refund a deposit from step 3; otherwise Refund part of a deposit from step 3, its coins counted as its step 5 says, the whole rest being \*\*Coins\*\* minus those already subtracted, never \*\*Mark as Refunded\*\*\);/,
        /beyond the line's refunds: Refund part of a deposit from step 1 \(the whole \*\*Payable\*\*, nothing taken back before: Refund a deposit from step 1\), skipping the refund of its step 2 and writing the `payment_id` and the amount where it asks for the refund id: never refund again;/,
        /so any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds/,
      ],
    }),
  },
  {
    id: 'refund-event-rows-link-one-procedure',
    title:
      'a confirmer holding a refund note on a gateway page follows the one numbered procedure on Deposits, never a guard copied on five pages',
    fact: "the refund-event lines of Authorize.Net, Square, Coinbase Commerce and NOWPayments and the overview's note link Deposits' ### A provider reports a refund (\"act on it as [A provider reports a refund] says\"), never restating its guard (no hold line, the note's refund id, coins credited), which keys on the note's refund id so a later refund of the rest made outside the flow is still taken back (diff27 money 3, leftovers23 L4, read23 gateways 3, fix23b 1, read25 gateways 3)",
    where: [...REFUND_EVENT_ROW_PAGES, 'payment-gateways/overview.md'],
    forbid:
      /(?:already made: the coins come back only as \[Refund a deposit\])|(?:no refund hold line (?:on the running list )?names it|if coins were credited, take them back)|(?:no open refund hold line (?:on the running list )?names)|(?:names the note's refund id|no line on the running list \(open or done\) names its `DEP-`)/,
    find: pagesSay({
      ...Object.fromEntries(REFUND_EVENT_ROW_PAGES.map((rel) => [rel, REFUND_EVENT_FORM])),
      'payment-gateways/overview.md': [
        REFUND_EVENT_FORM,
        /only add a note to the deposit, for a refund already made: act on one as \[A provider reports a refund\]\(\/deposits\/#a-provider-reports-a-refund\) says\./,
      ],
    }),
  },
  // diff28: the rollbacks' own up blocks put a paused nightly backup back; a partial refund with nothing to subtract ends its hold.
  {
    id: 'rollbacks-up-put-paused-backup-back',
    title:
      'a VPS rollback that paused the nightly backup gets it back in the same block as its up, so archives never stop',
    fact: "Roll back a failed update's step 4 VPS block ends with sudo test -f /root/quiznest-backup && sudo mv /root/quiznest-backup /etc/cron.d/; the MySQL 8.4 rollback's step 5 puts the nightly backup back if paused (diff28 1)",
    where: ['post-installation.md'],
    require:
      /^ {3}sudo -u www-data php artisan up\n {3}sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n {3}ls \/etc\/cron\.d\/\n {3}```/m,
  },
  {
    id: 'partial-refund-nothing-to-subtract-ends-hold',
    title: 'a player whose partial refund finds a zero balance is not held for good',
    fact: "Refund part of a deposit's step 4: the deposit confirmer is the hub: the adjuster (Super Admin or finance manager, who cannot see Withdraw) hands a short subtraction back to the deposit confirmer, who has the payout officer reject every held request whose money has not left, then hands it back; with nothing to subtract the deposit confirmer marks the hold line done with the refund or dispute id and 'nothing subtracted, N coins' (diff30 1); Withdrawals item 6, Deposits' step 1.1 and CONTENT_GUIDE name it (diff28 2, diff29)",
    where: ['deposits/index.md'],
    forbid: /with nothing to subtract, mark the hold line done with the refund id instead/,
    require:
      /the adjuster hands the subtraction back to the deposit confirmer, who has the payout officer reject held requests whose money has not left, newest first, until the free balance covers the part's coins \(\[Refund a deposit\]\(#refund-a-deposit\) step 1\.2\), then hands it back\.[^\n]*Nothing to subtract even with every held request rejected: the deposit confirmer marks the hold line done with the refund or dispute id and "nothing subtracted, N coins"\./,
  },
  // read23 settings 3-6 and leftover L13: Settings wording fixes, the restore's contest row.
  {
    id: 'service-push-tab-has-no-test-button',
    title: 'a reader never looks for a test button on the Push Notification tab',
    fact: 'Service: Mail, SMS and Storage have a test button (Send Test Email, Send Test SMS, Test Connection); Push Notification has none, push is tested with a message from Send Notification (read23 settings 3)',
    where: ['Settings/Integration Settings/Service.md', '../CONTENT_GUIDE.md'],
    forbid: /each with its own \*\*Save\*\* button and a test button/,
    find: pagesSay({
      'Settings/Integration Settings/Service.md':
        /each with its own \*\*Save\*\* button; \*\*Mail\*\*, \*\*SMS\*\* and \*\*Storage\*\* also have a test button \(push is tested with a message from \[Send Notification\]/,
      '../CONTENT_GUIDE.md':
        /\*\*Mail\*\*, \*\*SMS\*\* and \*\*Storage\*\* have a test button, \*\*Push Notification\*\* none/,
    }),
  },
  {
    id: 'rtl-font-through-theme-variable',
    title: 'buttons and inputs of a right-to-left page get the chosen font too',
    fact: 'a font, for right-to-left pages too, is set through the theme variable --qn-font-family ([dir="rtl"] { --qn-font-family: … }), never font-family on body (read23 settings 4)',
    forbid: /\[dir="rtl"\] body\b/,
    find: pagesSay({'Settings/Localization/Languages.md': /^ {2}--qn-font-family: "Noto Naskh Arabic"/m}),
  },
  {
    id: 'ranking-basis-change-moves-levels',
    title: 'players are warned before a new Ranking Basis moves every level at once',
    fact: 'Ranking Settings: levels are computed from the all-time basis value; a new Ranking Basis recomputes every level, so the Required values are checked against it and players told before saving (read23 settings 5)',
    where: ['Settings/Quiz Settings/Ranking Settings.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Quiz Settings/Ranking Settings.md':
        /a new \*\*Ranking Basis\*\* recomputes every level from the new value, so check the \*\*Required\*\* values against it\. Tell players before you save either\./,
      '../CONTENT_GUIDE.md': /a new basis moves every level at once/,
    }),
  },
  {
    id: 'env-owner-is-owner-of-code',
    title:
      "System Configuration's security note names the same .env owner as its own fix, quiznest after install.sh",
    fact: 'admin/.env on a VPS: owned by the owner of the code (your user, or quiznest after install.sh), group www-data, mode 660 (read23 settings 6)',
    where: ['Settings/System Setting/System Configuration.md'],
    forbid: /owner your user, group `www-data`/,
    require:
      /owned by the owner of the code \(your user, or `quiznest` after `install\.sh`\), group `www-data`, mode `660` on a VPS/,
  },
  {
    id: 'restore-contest-row-says-switch-to-manual-approval',
    title: 'a restorer knows to switch a running contest to Manual Approval and tell the payout officer',
    fact: "the restore's contest table, Neither, Start Time still ahead: switch Prize Payout to Manual Approval (Edit) and tell the payout officer its results will await Approve & Pay (leftover L13)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Neither, \*\*End Time\*\* not passed \| \*\*Prize Payout\*\* \*\*Manual Approval\*\*\.|not passed → \*\*Manual Approval\*\*,/,
    find: pagesSay({
      'Extra/index.md':
        /\| Neither, \*\*Start Time\*\* still ahead \| Switch \*\*Prize Payout\*\* to \*\*Manual Approval\*\* \(\*\*Edit\*\*\), and tell the payout officer its results will await \*\*Approve & Pay\*\*\./,
      '../CONTENT_GUIDE.md':
        /still ahead → \*\*Prize Payout\*\* switched to \*\*Manual Approval\*\* \(\*\*Edit\*\*\), the payout officer told its results will await \*\*Approve & Pay\*\*/,
    }),
  },
  // Install, read round 23: admin-only VPS rows 5 and 11 and its install.sh folder; install.sh re-run answers and HTTPS lock test; cPanel CLI memory_limit and quoted DB_PASSWORD; Mac editor.
  {
    id: 'admin-only-vps-keeps-auto-updates-file',
    title: 'an admin-only VPS still gets the security releases of MySQL 8.4 and PHP from outside Ubuntu',
    fact: "the admin-only table's step 5 row installs Composer and adds the file of Let automatic updates cover PHP, MySQL and Node.js (its Node Source line matching nothing), skipping only Node.js and PM2 (read23 Install A 1)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    forbid: /install Composer only/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md':
        /^\| 5 \| Install Composer and add the file of \[Let automatic updates cover PHP, MySQL and Node\.js\]\(#let-automatic-updates-cover-php-mysql-and-nodejs\) \(its `Node Source` line matches nothing, harmlessly\); skip Node\.js and PM2\. \|$/m,
      '../CONTENT_GUIDE.md': /no Node\.js or PM2 \(step 5's automatic-updates file still added\)/,
    }),
  },
  {
    id: 'admin-only-vps-certbot-keeps-dry-run',
    title:
      'an admin-only VPS installs Certbot and proves the admin certificate renews, by hand or after install.sh',
    fact: "the admin-only table's step 11 row leaves only the client's line (--cert-name example.com) out of the Certbot block, so apt install, certbot certificates and renew --dry-run stay; With the automated script's item 4 ends with sudo certbot renew --dry-run (read23 Install A 2)",
    where: ['installation-guide/server-setup/vps.md', '../CONTENT_GUIDE.md'],
    forbid: /of the Certbot commands run only the one for/,
    find: pagesSay({
      'installation-guide/server-setup/vps.md': [
        /^\| 11 \| [^\n]*of the Certbot block leave out only the client's line \(`--cert-name example\.com`\): `certbot certificates` then lists `admin\.example\.com` alone, and the dry run proves it renews;/m,
        /^4\. Issue the admin certificate:\n\n {3}```bash\n {3}sudo apt install -y certbot python3-certbot-nginx\n {3}sudo certbot --nginx --cert-name admin\.example\.com [^\n]*\n[^\n]*\n {3}sudo certbot renew --dry-run\n {3}```/m,
      ],
      '../CONTENT_GUIDE.md': /`apt install`, `certbot certificates` and `renew --dry-run` stay/,
    }),
  },
  {
    id: 'admin-only-install-sh-in-unpacked-download',
    title:
      'an admin-only reader coming back from the script page runs install.sh where it is, not in their home folder',
    fact: "With the automated script's item 2 runs the script in the unpacked download, naming the unzip and cd lines of Run the script (read23 Install A 5)",
    where: ['installation-guide/server-setup/vps.md'],
    require:
      /^2\. Run the script and remove its client, in the unpacked download \(the `unzip` and `cd` lines at the top of \[Run the script\]\(\/installation-guide\/server-setup\/vps-automated#run-the-script\)\):$/m,
  },
  {
    id: 'install-sh-rerun-answers',
    title: 'the second pass of install.sh is answered the same way, with the database password left empty',
    fact: "Run the script item 4: the re-run asks the questions again: the same domains, database name and user, the Let's Encrypt email, and an empty password, which keeps the one in admin/.env (read23 Install A 6)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /^4\. Once DNS points at the server, `sudo bash install\.sh` again\. It asks the questions again: give the same domains, database name and user, your Let's Encrypt email, and leave the password empty \(it keeps the one in `admin\/\.env`\)\./m,
      '../CONTENT_GUIDE.md':
        /on a re-run, asked again: the same answers and an empty password, which keeps the one in `admin\/\.env`/,
    }),
  },
  {
    id: 'install-sh-lock-retested-over-https',
    title: 'an install.sh reader sees the lock answer 403 over HTTPS before the installer runs',
    fact: 'install.sh item 1.2: once the certificates are there, the phone of item 1.1 gets 403 from https://admin.example.com/install and /index.php/install before the installer; if not, the reader does not go on (read23 Install A 9)',
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /the certificates are already there: go on\. From the phone of item 1\.1, `https:\/\/admin\.example\.com\/install` and `\/index\.php\/install` still answer `403`; if not, do not go on\. Then check that nobody ran the installer/,
      '../CONTENT_GUIDE.md':
        /phone of item 1\.1 gets `403` again at `https:\/\/admin\.example\.com` before the installer/,
    }),
  },
  {
    id: 'cpanel-worker-cli-memory-limit',
    title: "a cPanel site's queued exports and AI generation do not run out of memory in the cron worker",
    fact: 'cPanel step 4 (MultiPHP tab) checks the command-line memory_limit the cron jobs read with /usr/local/bin/ea-php83 -r \'echo ini_get("memory_limit"), PHP_EOL;\'; below 256M the host raises it or the worker job gets -d memory_limit=256M after the binary (step 8 says so too); Common Requirements links the check (read23 Install B 2)',
    where: [
      'installation-guide/server-setup/cPanel/Admin.md',
      'common-requirements.md',
      '../CONTENT_GUIDE.md',
    ],
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Admin.md': [
        /^ {3}\/usr\/local\/bin\/ea-php83 -r 'echo ini_get\("memory_limit"\), PHP_EOL;'$/m,
        /never the values of item 2, which reach the website only\. Below `256M` \(`-1` means no limit\), ask the host to raise it, or add `-d memory_limit=256M` after `\/usr\/local\/bin\/ea-php83` in step 8's worker job/,
        /add step 4's `-d memory_limit=256M` after it in the worker job if its check asked for it/,
      ],
      'common-requirements.md':
        /on cPanel, \[step 4\]\(\/installation-guide\/server-setup\/cPanel\/Admin#step-4-select-php-82-to-84\) checks the worker's `memory_limit`/,
      '../CONTENT_GUIDE.md': /or the worker job gets `-d memory_limit=256M` after the binary/,
    }),
  },
  {
    id: 'cpanel-env-password-quoted',
    title: 'a cPanel installer whose generated database password holds a # connects on the first try',
    fact: 'cPanel step 6 writes DB_PASSWORD="the-password-you-copied" in double quotes, a \\ or " in it as \\\\ or \\" (read23 Install B 3)',
    where: ['installation-guide/server-setup/cPanel/Admin.md', '../CONTENT_GUIDE.md'],
    forbid: /^DB_PASSWORD=the-password-you-copied$/m,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Admin.md': [
        /^DB_PASSWORD="the-password-you-copied"$/m,
        /Keep the double quotes around the password/,
      ],
      '../CONTENT_GUIDE.md': /Step 6 writes `DB_PASSWORD="…"` in double quotes/,
    }),
  },
  {
    id: 'mac-env-plain-text-editor',
    title: "a Mac reader's quoted database password is not turned into curly quotes by TextEdit",
    fact: 'the Mac page edits .env in a plain-text editor such as nano .env, never open -e (TextEdit smart quotes) (read23 Install B 7)',
    forbid: /`open -e /,
    where: ['installation-guide/local-machine-setup/Mac.md', '../CONTENT_GUIDE.md'],
    unless: /never TextEdit/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Mac.md':
        /Open `\.env` in a plain-text editor, such as `nano \.env`/,
      '../CONTENT_GUIDE.md': /edits `\.env` in a plain-text editor\n?\s*\(`nano \.env`\), never TextEdit/,
    }),
  },
  // fix23 gateways (read23-gateways 2, 3, 5-8; read23-settings 1-2; leftovers23 L2, L4, L8, L12):
  // masked secrets checked before pasting, refund events only on an open-hold-free deposit, Square's
  // Completed refund, test checks on the Sandbox filter, Mercado Pago's one secret, the tunnel path,
  // the gateways without a webhook field, Coinbase's watch on returns, Currency's Undo and step 7.
  {
    id: 'masked-secret-checked-before-pasting',
    title: 'a go-live check or troubleshooting step never asks the reader to read a masked secret',
    fact: "a secret's prefix or user ID (Stripe sk_live_, Paystack sk_live_, Flutterwave FLWSECK-, Mercado Pago's Access Token user ID, GoCardless live_) is checked on the value before pasting, never on the saved field, which is masked; a public key's prefix is read on the form (read23 gateways 2)",
    where: [
      'payment-gateways/stripe.md',
      'payment-gateways/paystack.md',
      'payment-gateways/flutterwave.md',
      'payment-gateways/mercado-pago.md',
      'payment-gateways/gocardless.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid:
      /the saved keys start with `pk_live_` and `sk_live_`|\*\*Publishable Key\*\* and \*\*Secret Key\*\* start with|last hyphen of the saved \*\*Access Token\*\*|so check the (?:prefix|user ID), not the absence of an error|A live access token \(starting with `live_`\)/,
    find: pagesSay({
      '../CONTENT_GUIDE.md':
        /reads a secret's prefix or user ID on the value before it is pasted \(Stripe,\s+Paystack, Flutterwave, Mercado Pago, GoCardless\), never on the saved field/,
    }),
  },
  {
    id: 'square-refund-event-once-completed',
    title: 'a confirmer never takes coins back for a Square refund that later fails',
    fact: "Square's refund.created can still fail: its refund-event line acts only once a note shows the refund Completed (leftovers23 L8)",
    where: ['payment-gateways/square.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/square.md':
        /act on one once it shows \*\*Completed\*\* \(a new refund can still fail\)/,
      'deposits/index.md':
        /\(Square: act once a note shows it \*\*Completed\*\*; a new refund can still fail\)/,
      '../CONTENT_GUIDE.md': /Square's only once a note shows the refund \*\*Completed\*\*/,
    }),
  },
  {
    id: 'gateway-test-check-names-sandbox-filter',
    title: 'a reader checking a test deposit on Paystack, bKash or GoCardless is not shown the Live list',
    fact: 'every step that checks a test deposit names "(Deposits, **Mode** filter **Sandbox**)" (read23 gateways 5)',
    where: ['payment-gateways/paystack.md', 'payment-gateways/bkash.md', 'payment-gateways/gocardless.md'],
    forbid:
      /the deposit becomes \*\*Successful\*\*\.|the deposit must turn \*\*Failed\*\* at once\.|check that the deposit follows\./,
  },
  {
    id: 'mercado-pago-one-secret-signature',
    title: 'a Mercado Pago admin going live does not hunt for a production secret signature',
    fact: "Mercado Pago's secret signature is the application's one secret, the same in both modes: typed again unchanged at a Mode switch (read23 gateways 6)",
    where: ['payment-gateways/mercado-pago.md'],
    forbid:
      /Change \*\*Mode\*\*, \*\*Public Key\*\*, \*\*Access Token\*\* and \*\*Secret Signature\*\* together/,
    require: /type the unchanged \*\*Secret Signature\*\* again in that \*\*Save\*\*/,
  },
  {
    id: 'tunnel-webhook-url-has-path',
    title:
      'a laptop tester registers the tunnel address with the webhook path, so test deposits are credited',
    fact: "a tunnel's public HTTPS address is registered followed by /api/payments/webhook/<slug> (read23 gateways 7)",
    where: ['payment-gateways/overview.md'],
    forbid: /whose public HTTPS address you register as the webhook URL/,
  },
  {
    id: 'enable-step-gateways-without-webhook-field',
    title: 'a Paystack, Paytm or SSLCommerz admin is not sent looking for a webhook field',
    fact: 'Paystack, Paytm and SSLCommerz have no webhook field: their Secret Key, Merchant Key or Store Password verifies webhooks (read23 gateways 8)',
    where: ['Settings/Finance Settings/Payment Gateways.md', '../CONTENT_GUIDE.md'],
    require:
      /Paystack, Paytm and SSLCommerz have no\s+webhook field|Paystack, Paytm and SSLCommerz have none/,
  },
  {
    id: 'coin-rate-undo-corrections-before-reopening',
    title:
      'an admin undoing a coin-rate raise takes the over-credited coins back before the site reopens, after the requests holding them are rejected',
    fact: 'Currency\'s Undo, either direction: back in maintenance mode first, the payout officer rejects the Pending and Approved withdrawal requests made since the mistyped save whose money has not left (`Coin rate corrected, please request again`), then the deposits credited at the mistyped rate are corrected with Adjust Balance, and only then step 9, run again with the corrected rate, reopens the site; its lead-in is "Either way:", never "before step 9 leaves maintenance mode", which reads as the step 9 already done (read23 Settings 1, read27 settings 4)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Undoing a lowering is a raise, but withdrawal requests made since the save keep the mistyped rate: before anyone approves them/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /Either way:\n\n1\. Put the site back in maintenance mode \(step 5\) at once[^\n]*\n2\. Withdrawal requests made since the mistyped save keep the mistyped rate: have the payout officer \(send them the \*\*Bypass Link\*\*\) reject each with the \*\*Reason\*\* `Coin rate corrected, please request again` \(\*\*Pending\*\* and \*\*Approved\*\* ones whose money has not left; the coins come back\)\.\n3\. [^\n]*\n4\. Correct each deposit[^\n]*\n5\. Go on at step 9 with the corrected rate\./,
      '../CONTENT_GUIDE.md':
        /Either way, the site goes back into maintenance mode \(step 5\) first, as the check runs after it reopened(?: \([^)]*\))?, and before step 9, run again, leaves it, the payout officer \(sent the \*\*Bypass Link\*\*\) first rejects the \*\*Pending\*\* and \*\*Approved\*\*\s+withdrawal requests made since the mistyped save/,
    }),
  },
  {
    id: 'coin-rate-step-7-opens-with-the-branch',
    title: 'a reader raising the coin rate is not told at step 7 to leave no held deposit Pending',
    fact: 'Currency step 7 opens with the branch in one parenthesis: "Decide the manual deposits (a lowering: also the risk review and partially paid ones and the holds…)", linking PayPal\'s list of holds (paypal#troubleshooting); step 5 alone says a raise does only steps 6 and 7.1 (read23 Settings 2, leftovers23 L12, diff31 10, read27 gateways 8)',
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /^7\. Decide the manual deposits \(a lowering: also the "risk review" and "partially paid" ones and the PayPal or Authorize\.Net holds you can decide, PayPal's listed on \[PayPal\]\(\/payment-gateways\/paypal#troubleshooting\)\) as in /m,
      '../CONTENT_GUIDE.md': /step 7's lead-in\s+names the lowering's kinds in one parenthesis/,
    }),
  },
  {
    id: 'coinbase-return-watched-30-days',
    title:
      'a Coinbase site watches a returned late payment for a set window, not "while open" at a provider that shows no end',
    fact: 'a Coinbase Commerce checkout shows no end to late payments: the daily check is kept for 30 days after each return on the running list (leftovers23 L2)',
    where: ['payment-gateways/coinbase-commerce.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/coinbase-commerce.md':
        /Coinbase shows no end to a checkout's late payments, so keep the daily check for 30 days after each return on the list\./,
      '../CONTENT_GUIDE.md':
        /a Coinbase Commerce return, whose\s+checkout shows no end to late payments, for 30 days after the return/,
    }),
  },
  // Money, round 23 (fix23-deposits: diff30 1-6, read23-gateways 1, 4, 9, read23-ops 2, 4, leftovers23 L1-L3,
  // L5-L7, L9-L11): the deposit confirmer is the hub of a short partial refund, and a "nothing subtracted" hold
  // line closes both Checks and the reconciliation; step 1.1 and Withdraw item 6 are split into short pieces.
  {
    id: 'partial-refund-short-balance-through-deposit-confirmer',
    title:
      'an adjuster who cannot see withdrawals never ends a refund hold on a zero balance while a held request could still be paid',
    fact: "Refund part of a deposit step 4: a short balance goes back from the adjuster (a Super Admin or finance manager, named in step 3) to the deposit confirmer, who has the payout officer reject held requests whose money has not left, newest first, until the free balance covers the part's coins; the payout officer tells the deposit confirmer when done (Withdraw item 6); CONTENT_GUIDE calls the deposit confirmer the hub (diff30 1, diff31 3)",
    where: ['deposits/index.md', 'withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /the adjuster tells the deposit confirmer, who marks the hold line done|If a request held since step 1 leaves the balance short, the payout officer rejects it first/,
    find: pagesSay({
      'deposits/index.md':
        /hand the subtraction, with both references, to the adjuster \(a Super Admin or the finance manager: /,
      'withdraw/index.md': /only those whose money has not left\), and tell them when done\./,
      '../CONTENT_GUIDE.md': /Partial step 4 makes the deposit confirmer the hub/,
    }),
  },
  {
    id: 'nothing-subtracted-checks-pass',
    title:
      'a partial refund or dispute that had nothing to subtract passes its Check instead of being subtracted again later',
    fact: "Refund part of a deposit's Check and the Disputes Check accept no adjustment with the hold line marked done with the refund or dispute id; the partial Check accepts the rest noted in the Reason (diff30 2)",
    where: ['deposits/index.md'],
    forbid:
      /and the player's free balance covered each subtraction before you made it, with no more requests rejected/,
    find: pagesSay({
      'deposits/index.md': [
        /\(nothing to subtract: none, and the hold line marked done with the refund or dispute id\), and the free balance covered it or the rest is noted in its \*\*Reason\*\*/,
        /or, nothing to subtract, the hold line marked done with the dispute ID\)/,
      ],
    }),
  },
  {
    id: 'nothing-subtracted-partial-refund-reconciled',
    title: 'a reconciler finds the partial refund that subtracted nothing, and its coins not taken',
    fact: 'the deposit confirmer writes "nothing subtracted, N coins" with the refund or dispute id on the hold line; Payments\' partial-refund row reads that line when no adjustment exists; daily check step 4.3 lets only the monthly reconciliation read such a line (diff30 3)',
    where: ['deposits/index.md', 'Payments/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md': [
        /marks the hold line done with the refund or dispute id and "nothing subtracted, N coins"\./,
        /A hold line records no refund: it is read only to account for its coins \(\[monthly reconciliation\]\(\/Payments\/#reconcile-with-a-provider-month-by-month\), a line marked "nothing subtracted"\) and to stop a refund event acting twice \(\[A provider reports a refund\]\(#a-provider-reports-a-refund\)\)\./,
      ],
      'Payments/index.md':
        /No (?:such )?adjustment: the running list's hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it[.;]/,
      '../CONTENT_GUIDE.md': /Payments' partial-refund and dispute rows read that line/,
    }),
  },
  {
    id: 'withdraw-item-6-rejects-only-unsent-held-requests',
    title:
      'a payout officer told a partial refund had nothing to subtract never rejects a request whose money has left',
    fact: "Withdraw item 6: a partial refund with nothing to subtract ends the hold once every held request whose money has not left is rejected, never once 'held requests are rejected' (diff30 4)",
    where: ['withdraw/index.md'],
    forbid: /nothing to subtract once held requests are rejected/,
    require:
      /a partial refund with nothing to subtract once every held request whose money has not left is rejected/,
  },
  {
    id: 'hold-end-reasons-in-main-clause',
    title:
      "a writer reading only CONTENT_GUIDE's main clause names all three ways a hold line is marked done",
    fact: 'CONTENT_GUIDE: the deposit confirmer marks the hold line done because the refund was dropped or refused by the provider, or a partial refund had nothing to subtract (diff30 5)',
    where: ['../CONTENT_GUIDE.md'],
    require:
      /marks the line done because the refund was dropped or refused by the provider, or a partial refund had nothing to subtract/,
  },
  {
    id: 'refund-step-1-links-step-4-and-names-who-marks',
    title:
      "a payout officer doing step 1 knows the deposit confirmer, not he, marks a dropped refund's line done",
    fact: "Refund a deposit step 1.1 links Refund part of a deposit step 4; step 1.3's dropped refund: the deposit confirmer marks the hold line done (diff30 6)",
    where: ['deposits/index.md'],
    forbid: /step 4 of Refund part of a deposit\)|\(the refund dropped: mark the hold line done\)/,
    require: /\(\[Refund part of a deposit\]\(#refund-part-of-a-deposit\) step 4\)/,
  },
  {
    id: 'refund-step-1-split-hold-then-search',
    title:
      'a payout officer finds his own two actions in step 1 at a glance: the hold line, then the Pending and Approved search',
    fact: "Refund a deposit step 1.1 is the hand-off and the hold line with a two-bullet 'until:' list; the search of the Pending, then the Approved tab opens step 1.2, beside the rejections; numbering 1.1-1.3 kept (diff30, read23-gateways 4, read23-ops 4, leftovers23 L11)",
    where: ['deposits/index.md'],
    forbid:
      /with \*\*Date\*\* widened\.\n {3}2\. \*\*Reject\*\*, with a \*\*Reason\*\*, requests whose money/,
    require:
      /item 6\) until:\n {6}- the player's coin log[^\n]*\n {6}- the deposit confirmer marks it done:[^\n]*\n {3}2\. On \[Withdraw\]\(\/withdraw\/\), search the player in the \*\*Pending\*\* tab, then the \*\*Approved\*\* tab/,
  },
  {
    id: 'withdraw-item-6-split',
    title:
      'a payout officer reads the refund hold in Review a request as short sub-items, the Approved tab named',
    fact: "Withdraw's review item 6: the hold's two ends as sub-items 1 and 2, then the rejection asked for by the deposit confirmer (Pending, then Approved; only those whose money has not left), reported back (read23-ops 4)",
    where: ['withdraw/index.md'],
    forbid: /or until the line is marked done \(/,
    require:
      /whatever their size, until:\n {3}1\. [^\n]*\n {3}2\. [^\n]*\n\n {3}When the deposit confirmer asks[^\n]*\(the \*\*Pending\*\* tab, then \*\*Approved\*\*/,
  },
  {
    id: 'stripe-refund-question-closes-withdrawals',
    title:
      "a reader who refunded at Stripe first closes the player's withdrawals and never deducts a partial refund in full",
    fact: "Deposits' question 'I refunded a payment in Stripe…': close the open withdrawals as in step 1 (only those whose money has not left), then Mark as Refunded skipping step 2; a partial refund never clicks it, linking Refund part of a deposit (read23-gateways 1)",
    where: ['deposits/index.md'],
    forbid:
      /After refunding at the provider, click \*\*Mark as Refunded\*\* on the deposit to deduct the coins/,
    require:
      /^### I refunded a payment in Stripe\. Why does the deposit still show Successful\?\n\n[^\n]*as \[A provider reports a refund\]\(#a-provider-reports-a-refund\) steps 2 to 4 say, with the Stripe refund id: withdrawals closed first, never refund again\. Refunded only part of the payment: the deposit stays \*\*Successful\*\*, as expected; never click \*\*Mark as Refunded\*\* on it\./m,
  },
  {
    id: 'deposits-links-held-payments-and-dispute-pages',
    title: 'the Authorize.Net hold and the dispute alerts link where the reader acts',
    fact: "Deposits' hold table links Authorize.Net's #held-payments; the Disputes intro says each card or wallet gateway's page says where disputes appear (read23-gateways 9)",
    where: ['deposits/index.md'],
    forbid:
      /\(\[Authorize\.Net\]\(\/payment-gateways\/authorize-net\)\)|\(each gateway page says where disputes appear\)/,
    require: /\(\[Authorize\.Net\]\(\/payment-gateways\/authorize-net#held-payments\)\)/,
  },
  {
    id: 'running-list-restore-tab-editors',
    title: 'the restorer and the finance manager can write the restore tab that Extra gives them',
    fact: "Roles: the running list is edited by deposit confirmers and payout officers, its restore tab by the Super Admin who restores and the finance manager (who confirms the restorer's settled marks and alone marks every other line settled), read-only for support agents and the auditor (read23-ops 2, leftovers23 L7, read27 ops 7)",
    where: ['Admin Users/Role.md'],
    forbid: /\(its refund hold lines\), and read-only for support agents and the auditor/,
    require:
      /its \[restore tab\]\(\/Extra\/#the-restore-tab\) by the Super Admin who restores \(who writes \*settled\* only where the tab's cases say so\) and the finance manager, who confirms those and alone marks every other line \*settled\*/,
  },
  {
    id: 'restore-tab-returned-reference-settled',
    title: 'a lost deposit whose late payment was returned is never credited from the restore tab',
    fact: "Extra's restore tab: each lost reference is searched on the running list's own tab; one listed there with a refund reference (never a refund hold line) is settled (refunded), never credited (leftovers23 L1)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /Search each lost reference on the running list's own tab first\. [\s\S]*?^- Listed there with a refund reference \(not a refund hold line\): refunded or returned, \*settled \(refunded\)\*, never credited\.$/m,
      '../CONTENT_GUIDE.md': /marked \*settled \(refunded\)\* and never credited/,
    }),
  },
  {
    id: 'coinbase-returned-payment-checked-30-days',
    title:
      'a Coinbase site keeps checking a returned late payment for a set time, since an expired checkout can still be paid',
    fact: 'the daily check covers a Coinbase Commerce site for 30 days after each late payment it returned, and step 7 searches such a reference for 30 days; Flutterwave keeps "still open at the provider" (leftovers23 L2)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /a Flutterwave or Coinbase Commerce site while/,
    find: pagesSay({
      'deposits/index.md': [
        /a Coinbase Commerce site for 30 days after each late payment it returned/,
        /\(a returned Coinbase payment: for 30 days\)/,
      ],
      '../CONTENT_GUIDE.md': /a Coinbase Commerce site for 30 days\s+after each late payment it returned/,
    }),
  },
  {
    id: 'listed-refund-that-fails-sent-again',
    title: 'a refund on the running list that fails is sent again, and a player told of it can check it',
    fact: 'daily check step 4.3: a listed refund that fails is noted on its line and sent again; Check a pending deposit step 2 tells the player the refund reference from the line and checks the refund at the provider if nothing came back (leftovers23 L3)',
    where: ['deposits/index.md'],
    require:
      /^(?=[\s\S]*A refund that failed \(nothing left your wallet or the provider: a malformed address, a provider error\): note it on the line and send it again \()(?=[\s\S]*a refund reference: it was refunded, with that reference \(nothing came back: check the refund at the provider\);)/,
  },
  {
    id: 'dispute-hold-line-gets-dispute-id',
    title: "a dispute's refund hold line carries the dispute id its end is read by",
    fact: 'Disputes step 2 hands the payout officer the DEP- and the dispute ID for the hold line (leftovers23 L5)',
    where: ['deposits/index.md'],
    require: /handing the payout officer the `DEP-` and the dispute ID for the hold line/,
  },
  {
    id: 'nothing-to-subtract-one-wording',
    title: 'the money pages say "nothing to subtract" one way',
    fact: 'the partial refund that has nothing to subtract is said "nothing to subtract" on Deposits, Withdrawals and CONTENT_GUIDE, never "nothing left to subtract" (leftovers23 L6)',
    where: ['deposits/index.md', 'withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid: /nothing (?:is )?left to\s+subtract/,
  },
  {
    id: 'changed-payout-request-rejected-not-left-pending',
    title:
      'a request on a changed payout account is rejected with a Reason the player can act on, never left waiting on an unasked ticket',
    fact: 'Withdraw item 5: with no previous address or no answer, the request is rejected with the Reason `Please contact support to confirm this payout account` in both branches; a support agent asks on the ticket for a statement showing the holder name (leftovers23 L9)',
    where: ['withdraw/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /leave the request \*\*Pending\*\* while the payout account is confirmed|the request stays \*\*Pending\*\* while the payout account is confirmed/,
  },
  {
    id: 'money-nits-round-23',
    title:
      'a returned payment, a dispute answer and a refund address reach the right player with the right reference',
    fact: "Deposits: a returned late payment is told to the player by a support agent (step 7.4); the dispute is answered with the refund id from its Activity or the running list; step 4.2's email goes, after a recent email change, to the previous address; CONTENT_GUIDE's rejected SSLCommerz and SUB- charges already Failed stay Failed (leftovers23 L10)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md': [
        /A new payment on it: return it, note it on the list, and have a support agent tell the player it was returned\./,
        /with the id on the line or in its \*\*Activity\*\* \(a refund's, a transfer's or an earlier dispute's\)/,
        /after a recent email change, the one it had before: \[Review a request\]\(\/withdraw\/#review-a-request\) item 5\)/,
      ],
      '../CONTENT_GUIDE.md': [
        /then \*\*Mark as Failed\*\* \(already \*\*Failed\*\*: left \*\*Failed\*\*\);/,
        /then \*\*Mark as Failed\*\*, or left \*\*Failed\*\* if it already is;/,
      ],
    }),
  },
  // Restore, read-through 23 (fix23-restore: read23-ops 1 and 3, read23-installA 8, read23-installB 4,
  // leftovers23 L14): a checked copy of the live database before the DROP, a files-only branch, the
  // archive older than the damage, a new-server step 5 that survives a new terminal, the grep'd
  // password without quotes, the nightly backup listed back.
  {
    id: 'restore-keeps-checked-live-copy-before-drop',
    title:
      'a restorer whose import fails or whose archive proves wrong still has the live database to go back to',
    fact: "Restore the platform's step 2 (both tabs) dumps the live database privately, (umask 077; … mysqldump … > \"$LIVE\") into ~/backups/quiznest-db-before-restore-<date>-<time>.sql (VPS: mkdir -p ~/backups && chmod 700 ~/backups first), and checks it with its own tail in the check's block, before the DROP's block; the Undo imports that copy, and it is deleted with the restore folder (read23 ops 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /Undo: the database has none/,
    find: pagesSay({
      'post-installation.md': [
        /Undo: before step 5 only, the \*\*Undo\*\* at the end of your tab puts back step 2's copy of the live database and what step 3 kept aside\./,
        /^ {3}mkdir -p ~\/backups && chmod 700 ~\/backups\n {3}LIVE=~\/backups\/quiznest-db-before-restore-\$\(date \+%F-%H%M\)\.sql\n {3}\(umask 077; sudo mysqldump -u root -p --single-transaction --quick --no-tablespaces quiznest > "\$LIVE"\)\n {3}tail -n 1 "\$LIVE"\n {3}```\n\n[^\n]*The last `tail` must print `-- Dump completed on` with today's date: that copy is the Undo\.[^\n]*\n\n {3}```bash\n {3}sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest;/m,
        /^ {6}mkdir -p ~\/backups && chmod 700 ~\/backups\n {6}LIVE=~\/backups\/quiznest-db-before-restore-\$\(date \+%F-%H%M\)\.sql\n {6}\(umask 077; mysqldump --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" --single-transaction --quick --no-tablespaces cpuser_quiznest > "\$LIVE"\)\n {6}tail -n 1 "\$LIVE"\n {6}```\n\n[^\n]*that copy is the Undo\.[^\n]*\n\n {3}2\. Empty the database: open `cpuser_quiznest` in \*\*phpMyAdmin\*\*[^\n]*Then check in Terminal that no table is left: this prints `0`[^\n]*\*\*Drop\*\* again\.\n\n {6}```bash\n {6}mysql --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" -N -e "SHOW TABLES" cpuser_quiznest \| wc -l\n {6}```\n\n {3}3\. Import the dump:\n/m,
        /delete `storage\/app\.before-restore`, `\.env\.before-restore`, step 2's copy of the live database and the restore folder\./,
      ],
      '../CONTENT_GUIDE.md':
        /then a private copy of the live database, [\s\S]{0,600}?checked by its own `tail`, in the check's block, never the `DROP`'s; [\s\S]{0,200}?the restore's Undo/,
    }),
  },
  {
    id: 'restore-files-only-keeps-live-database',
    title: 'an admin who lost only uploads or .env keeps every deposit, play and ticket since the backup',
    fact: 'Restore the platform: when only files are lost (storage/app, .env or both) and the database is fine, the live database is kept: step 1, step 3 for what was lost (storage/app put back with rsync -a --ignore-existing, so what survived stays), step 4 without queue:clear --force and queue:flush, step 6; never step 2 (read23 ops 1)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /When the database is damaged, files are lost, or the server is gone, restore all three parts/,
    find: pagesSay({
      'post-installation.md': [
        /When only files are lost \(`storage\/app`, `\.env` or both\) and the database is fine, keep the live database: run step 1, step 3 for what was lost, step 4 without its `queue:clear --force` and `queue:flush` lines \(the queue is live\), and step 6; never step 2\./,
        /Only files lost: for `storage\/app`, this block without its `\.env` lines, with `sudo rsync -a --ignore-existing \/root\/restore\/storage\/app\/ storage\/app\/` in place of its `mv` and `cp -a` lines \(what survived stays\); for `\.env`, the `cd` and the `\.env` lines\./,
        /Only files lost: for `storage\/app`, this block without its `\.env` lines, with `rsync -a --ignore-existing ~\/restore\/storage\/app\/ storage\/app\/` in place of its `mv` and `cp -a` lines \(what survived stays\); for `\.env`, the `cd` and the `\.env` lines\./,
      ],
      '../CONTENT_GUIDE.md':
        /only files lost \(`storage\/app`, `\.env` or both\), the database fine: the live database is kept/,
    }),
  },
  {
    id: 'restore-archive-older-than-the-damage',
    title: 'a restorer whose damage began before last night takes an archive that does not hold it',
    fact: 'Restore the platform takes the newest archive made before the damage began, named by the server\'s date and time (timedatectl, on cPanel date, shows the zone), and both tabs\' step 2 check the date of "the archive you chose"; the cPanel tab lists the archives with ~/bin/rclone ls quiznest-crypt: (read23 ops 3)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^Take the newest archive made before the damage began \(its name is the server's date and time; `timedatectl`, on cPanel `date`, shows the zone\)\./m,
        /^### Restore the platform$(?:(?:(?!\n### )[\s\S])*?The first `tail` must print `-- Dump completed on` with the date of the archive you chose){2}/m,
        /the `rclone` line below \(`~\/bin\/rclone ls quiznest-crypt:` lists the archives\), a copy from `~\/backups`/,
      ],
      '../CONTENT_GUIDE.md': /the archive is the newest made before the damage began/,
    }),
  },
  {
    id: 'new-server-step5-survives-new-terminal',
    title:
      'a VPS restorer who opens a new terminal before step 5 of Restore onto a new server is not stopped by an empty $OWNER',
    fact: "Restore onto a new server's VPS step 5 block opens with cd /var/www/quiznest/admin and reads the owner with stat -c %U artisan itself, never step 4's $OWNER (read23 installA 8)",
    where: ['post-installation.md'],
    forbid: /sudo -u "\$OWNER" -H ln -s \/var\/www\/quiznest\/admin\/storage\/app\/public public\/storage/,
    require:
      /^ {3}```bash\n {3}cd \/var\/www\/quiznest\/admin\n {3}sudo -u www-data php artisan down --secret="choose-a-long-random-string"\n(?: {3}[^\n]*\n){3} {3}sudo -u "\$\(stat -c %U artisan\)" -H ln -s \/var\/www\/quiznest\/admin\/storage\/app\/public public\/storage$/m,
  },
  {
    id: 'restore-grep-password-without-quotes',
    title: "a restorer never types the archive's password into MySQL or cPanel with the quotes grep printed",
    fact: "Restore onto a new server gives the database user the password that grep printed: cPanel step 2 without its surrounding double quotes, if any, and with \\\\ and \\\" typed as \\ and \"; VPS step 3 with MySQL's escaping in IDENTIFIED BY '…' (read23 installB 4; diff31 7; diff32 install 5)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /(?:give the database user the password|create the database and user with the names and password) that `grep` printed\./,
    find: pagesSay({
      'post-installation.md': [
        /with the names and password that `grep` printed; in the SQL line's `IDENTIFIED BY '…'` the password keeps MySQL's escaping/,
        /give the database user the password that `grep` printed, without its surrounding double quotes, if any, and with `\\\\` and `\\"` typed as `\\` and `"`\./,
      ],
      '../CONTENT_GUIDE.md':
        /cPanel's step 3 form takes it unescaped: without the surrounding double quotes, `\\\\` and `\\"` typed as `\\` and `"`/,
    }),
  },
  {
    id: 'restore-lists-nightly-backup-back',
    title: 'a VPS restorer sees that the nightly backup is back, not just that mv was silent',
    fact: "Restore the platform's VPS step 6 runs ls /etc/cron.d/ after putting the paused backup back, and says it lists quiznest-backup (leftovers23 L14)",
    where: ['post-installation.md'],
    require:
      /^ {3}sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n {3}ls \/etc\/cron\.d\/\n {3}sudo crontab -u www-data -l\n {3}```\n\n {3}`ls` lists `quiznest-backup`/m,
  },
  // Post-Installation, read round 23 (read23-installA 3, 4, 7; read23-installB 1, 5, 6; leftovers L14-L17):
  // the move's intro as a list, the cPanel move on its own, the client rebuild block, the paused
  // backup in the MySQL upgrade and the rollbacks' put-back check.
  {
    id: 'planned-move-intro-before-you-start-list',
    title: "a mover under time pressure finds the move's undo, numbering and settlement rules by name",
    fact: "Move a running site's first sentence is followed by a Before you start list, one bullet each: Mixed platforms, Step numbers, Downtime and check, Undo (until step 6), Admin-only VPS, Settlement (read23 Install A 3; L17)",
    where: ['post-installation.md'],
    forbid: /^To leave Ubuntu 22\.04 or a host, [^\n]*(?:From cPanel to a VPS:|Undo, until step 6:)/m,
    require:
      /^### Move a running site to a new server\n\n[^\n]*Before you start:\n\n- \*\*Mixed platforms\*\*: [^\n]*\n- \*\*Step numbers\*\*: [^\n]*\n- \*\*Downtime and check\*\*: [^\n]*\n- \*\*Undo, until step 6\*\*: [^\n]*\n- \*\*Admin-only VPS\*\* [^\n]*\n- \*\*Settlement\*\*: /m,
  },
  {
    id: 'planned-move-cpanel-tab-stands-alone',
    title: 'a cPanel mover follows one list, not procedures nested three deep',
    fact: 'Move a running site, cPanel tab: each borrowed step names its page and section ("step 8 of the cPanel guide"); step 3 holds the old host\'s down and crontab lines; step 6 finishes the cPanel guide (step 7 item 1, the step 2 lock lines removed, step 8 but the scheduler); step 7 runs the settlement, up, then the scheduler\'s job and the client; never "follow step N of Restore onto a new server, cPanel tab" (read23 Install B 1)',
    where: ['post-installation.md'],
    forbid:
      /steps 1 and 2 of Restore onto a new server, cPanel tab, whose step 2|follow step [45] of Restore onto a new server, cPanel tab|then follow its step 3 \(import/,
    require:
      /finish the \[cPanel guide\]\(\/installation-guide\/server-setup\/cPanel\/Admin\) on the new host: of its step 7, only item 1 \(\*\*Run AutoSSL\*\*\); then remove the four lock lines of its step 2[^\n]*; then all of its step 8 but the scheduler's cron job/,
  },
  {
    id: 'client-rebuild-block-of-its-own',
    title:
      'a reader rebuilding the running client pastes one block, not a line spliced into the release block',
    fact: 'Update the client with a rollback, VPS step 1: Rebuild the running version blocks of their own: the first (OWNER, cd, rm -rf client-next, install -d, rsync from the live folder excluding node_modules and .next) ends with nano client-next/.env, so a paste never types the build into the editor; the second sets OWNER again (a new terminal after nano), cds into client-next and runs npm ci, npm run build, ls server.js; the domain change and the Node.js 24 upgrade name those blocks (read23 Install A 4)',
    where: ['post-installation.md'],
    forbid:
      /fill `client-next` from the live folder instead of the release: `sudo -u "\$OWNER" rsync|fill `client-next` from the live folder, as that section shows for a rebuild/,
    require:
      /^(?=[\s\S]*^ {3}\*\*Rebuild the running version\*\* [^\n]*\n\n {3}```bash\n {3}OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"\n {3}cd \/var\/www\/quiznest\n {3}sudo rm -rf client-next\n {3}sudo install -d -o "\$OWNER" -g www-data client-next\n {3}sudo -u "\$OWNER" rsync -a --exclude=\/node_modules\/ --exclude=\/\.next\/ client\/ client-next\/\n {3}sudo -u "\$OWNER" nano client-next\/\.env\n {3}```\n\n {3}```bash\n {3}OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"\n {3}cd \/var\/www\/quiznest\/client-next\n)(?=[\s\S]*^2\. Build the client with Node\.js 24 beside the live one with the \*\*Rebuild the running version\*\* blocks)/m,
  },
  {
    id: 'mysql-upgrade-pauses-nightly-backup',
    title:
      'a MySQL 8.4 upgrade at 02:30 sends no false backup-failure mail, and its rollback puts back a pause that exists',
    fact: "Upgrade MySQL 8.0 to 8.4: step 2 pauses the scheduler and the nightly backup (sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/), the rollback's step 1 too; the upgrade's step 5 block puts it back with sudo test -f /root/quiznest-backup && sudo mv /root/quiznest-backup /etc/cron.d/ then ls /etc/cron.d/ (shows quiznest-backup), and the rollback's step 5 runs that block; no \"if you paused it\" (read23 Install A 7; L14, L16)",
    where: ['post-installation.md'],
    forbid: /and the nightly backup if you paused it/,
    require:
      /^(?=[\s\S]*^2\. Put the site in maintenance mode, stop the worker, pause the scheduler and the nightly backup [^\n]*\n\n {3}```bash\n(?: {3}[^\n]*\n)*? {3}sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/\n(?: {3}[^\n]*\n)*? {3}mysqldump [^\n]*quiznest-db-pre-mysql84\.sql\n)(?=[\s\S]*^ {3}sudo crontab -u www-data ~\/www-data\.crontab\n {3}sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n {3}ls \/etc\/cron\.d\/\n {3}```)/m,
  },
  {
    id: 'rollback-backup-put-back-checked-by-ls',
    title: 'a reader who puts the paused nightly backup back sees it listed',
    fact: "every rollback line that puts the paused nightly backup back (the update rollback's step 4, the MySQL upgrade's step 5, which its rollback runs, and the move's Undo) is followed by ls /etc/cron.d/ showing quiznest-backup (L14)",
    where: ['post-installation.md'],
    find: backupPutBackWithoutLs,
  },
  {
    id: 'cpanel-rollback-counts-tables-in-phpmyadmin',
    title: "a cPanel reader rolling back an update compares the dump's table count before the Drop",
    fact: 'Roll back a failed update, step 2 on cPanel, three numbered items: 1 grep -c of the dump compared with the live count that mysql -u cpuser_quiznest -p -N -e "SHOW TABLES" cpuser_quiznest | wc -l prints (a few more after a failed migration, never fewer; phpMyAdmin\'s list shows 50 a page); 2 the Drop in phpMyAdmin, its own item, the wc line then printing 0; 3 the import in its own block (read23 Install B 5; diff31 5; read27 installB 2)',
    where: ['post-installation.md'],
    forbid:
      /^ {3}On cPanel, run the same `tail` and `grep` lines in Terminal first\. Then open|and confirm, and import in Terminal with `mysql -u cpuser_quiznest -p cpuser_quiznest < ~\/backups\/quiznest-db-pre-update\.sql`/m,
    require:
      /^ {3}On cPanel:\n\n {3}1\. Run the same `tail` and `grep` lines in Terminal, and compare `grep -c` with the live count, `mysql -u cpuser_quiznest -p -N -e "SHOW TABLES" cpuser_quiznest \| wc -l` \(a few more after a failed migration, never fewer\)\. If either is wrong, drop nothing, as above\.\n {3}2\. Empty the database: open `cpuser_quiznest` in \*\*phpMyAdmin\*\*, [^\n]* and confirm\. The `wc` line of item 1 now prints `0`\.\n {3}3\. Import the dump in Terminal:\n\n {6}```bash\n {6}mysql -u cpuser_quiznest -p cpuser_quiznest < ~\/backups\/quiznest-db-pre-update\.sql\n/m,
  },
  {
    id: 'cpanel-rollback-pauses-backup-in-cron-jobs',
    title:
      'a cPanel rollback reader pauses the nightly backup with a step that works, not a crontab chain that does nothing',
    fact: 'Extra\'s Before the restore, for a rollback whose own first step stands in: the nightly backup is paused with sudo mv /etc/cron.d/quiznest-backup /root/ on a VPS and, on cPanel, by commenting its line in Advanced > Cron Jobs, never "as that step 1 does" (Restore the platform\'s cPanel chain pauses nothing once the scheduler line is already commented) (L15)',
    where: ['Extra/index.md'],
    forbid: /pause the nightly backup as that step 1 does/,
  },
  {
    id: 'cpanel-handler-block-lost-by-hand-copy',
    title: 'a cPanel reader whose handler block is gone does not blame the update that keeps it',
    fact: 'cPanel guide Troubleshooting: a lost MultiPHP handler block comes from admin/public/.htaccess replaced by hand (a manual copy or an extract in File Manager); the update procedure excludes that file (read23 Install B 6)',
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    forbid: /usually after an update that replaced `admin\/public\/\.htaccess`/,
  },
  // fix23b: refund events, the admin-only restore's Certbot, the cPanel PHP upgrade's memory check, the move's password quotes.
  {
    id: 'cpanel-php-upgrade-checks-cli-memory-limit',
    title:
      "a cPanel reader moving to a new PHP version learns before the switch that the worker's memory limit fell back",
    fact: "Upgrade PHP, cPanel tab step 1 checks /usr/local/bin/ea-php84 -r 'echo ini_get(\"memory_limit\"), PHP_EOL;' (each version has its own command-line php.ini; the cPanel guide's step 4 linked); below 256M the host raises it or the worker job gets -d memory_limit=256M after the binary (fix23b 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^ {3}\/usr\/local\/bin\/ea-php84 -r 'echo ini_get\("memory_limit"\), PHP_EOL;'$/m,
        /Each version has its own command-line `php\.ini` \(\[step 4 of the cPanel guide\]\(\/installation-guide\/server-setup\/cPanel\/Admin#step-4-select-php-82-to-84\) says why it matters\): below `256M` \(`-1` means no limit\), ask the host to raise it, or in step 3 add `-d memory_limit=256M` after `\/usr\/local\/bin\/ea-php84` in the worker job\./,
      ],
      '../CONTENT_GUIDE.md':
        /the new binary's command-line `memory_limit` checked in step 1 as the cPanel\s+guide's step 4 does/,
    }),
  },
  {
    id: 'move-password-without-quotes',
    title: 'a reader moving a running site types the database password grep printed without its quotes',
    fact: 'Move a running site, VPS step 2.3 and cPanel step 2.2: the password that grep printed is typed as Restore onto a new server says (VPS: MySQL escaping in the SQL line; cPanel: unescaped in the form), named there, not repeated (fix23b 4; diff31 7)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /in its step 6 the names and password that `grep` printed, the password typed as step 3 of Restore onto a new server says, in its step 9 no `key:generate`/,
        /in its step 3 the password that `grep` printed, typed as step 2 of Restore onto a new server, cPanel tab, says\.$/m,
      ],
      '../CONTENT_GUIDE.md':
        /guide steps 6–10 \(the password `grep` printed typed as Restore onto a new server's step 3 says, cPanel's step 2\.2 too/,
    }),
  },
  // Money, diff review 31 (654ac59..01977fb): the Stripe FAQ's partial branch, a hold whose partial
  // refund was lost in a restore, the short partial subtraction, failed refunds, the reconciler's
  // partial refund with no record, a won dispute after a partial refund, the restore tab's owner,
  // the coin-rate undo in maintenance mode and wording.
  {
    id: 'stripe-faq-partial-skips-the-refund',
    title: 'a deposit confirmer told "refunded in Stripe" never refunds the part a second time',
    fact: "Deposits' question 'I refunded a payment in Stripe…': the partial branch follows Refund part of a deposit skipping the refund of its step 2 (the Stripe refund id noted on the hold line): never refund again (diff31 1)",
    where: ['deposits/index.md'],
    forbid:
      /Refunded only part of the payment: never click it; follow \[Refund part of a deposit\]\(#refund-part-of-a-deposit\)\.$/m,
    require:
      /Act on a Stripe refund as \[A provider reports a refund\]\(#a-provider-reports-a-refund\) steps 2 to 4 say/,
  },
  {
    id: 'refund-hold-ends-on-restore-tab-copy',
    title: "a player whose partial refund's adjustment was lost in a restore is not held for good",
    fact: "the refund hold of a partial refund also ends when that refund's or dispute's Admin Adjustment, lost in a restore, is copied on the restore tab (which copies each Admin Adjustment since the backup with its Note): Withdraw item 6.1, Deposits step 1.1 and CONTENT_GUIDE (diff31 2)",
    where: ['withdraw/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'withdraw/index.md':
        /naming the refund's or dispute's id on the line, or, lost in a restore, its copy on the \[restore tab\]\(\/Extra\/#the-restore-tab\)\)/,
      'deposits/index.md':
        /naming this refund's or dispute's id, or, lost in a restore, its copy on the \[restore tab\]\(\/Extra\/#the-restore-tab\)\)/,
      '../CONTENT_GUIDE.md':
        /naming this refund's or dispute's id, or, lost in a restore, its copy on the restore tab\)/,
    }),
  },
  {
    id: 'partial-short-balance-rejects-newest-first',
    title: 'a player with a large and a small held request loses only what a short partial refund needs',
    fact: 'Refund part of a deposit step 4: a short balance has the payout officer reject held requests whose money has not left, newest first, until the free balance covers the part\'s coins (step 1.2); "every held request" only in the nothing-to-subtract case (diff31 3)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /reject, as in step 1, every held request whose money has not left, then hands it back|payout officer reject every held request whose money has not left \(the payout/,
  },
  {
    id: 'payments-partial-refund-with-no-record-handed-over',
    title: 'a reconciler who finds a partial refund nobody processed has the coins taken back',
    fact: "Payments' partial-refund row: neither an adjustment nor a hold line marked 'nothing subtracted': the coins were never taken back; the DEP- and refund id go to the deposit confirmer, who follows Refund part of a deposit skipping the refund of its step 2 (diff31 5)",
    where: ['Payments/index.md'],
    require:
      /Else the coins were never taken back: the deposit confirmer follows, with the refund id, [^|]*\[Refund part of a deposit\]\(\/deposits\/#refund-part-of-a-deposit\) for a part, skipping the refund of its step 2[,. ]/,
  },
  {
    id: 'won-dispute-adds-back-disputed-rest-only',
    title: 'a player who wins a dispute after a partial refund does not end up ahead',
    fact: "Disputes' Undo: a won dispute adds back exactly what that dispute took (its Deposit Refund, or the Admin Adjustment naming its dispute ID; nothing subtracted, nothing added), never more than Coins minus the earlier parts' coins by step 3's formula (diff31 6, diff32 2)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /or the rest you subtracted\)|a won dispute adds back only the coins it took/,
    find: pagesSay({
      'deposits/index.md':
        /add back exactly what this dispute took \(its \*\*Mark as Refunded\*\*'s \*\*Deposit Refund\*\*, or the \*\*Admin Adjustment\*\* naming its dispute ID; nothing subtracted: nothing to add\), never more than \*\*Coins\*\* minus the earlier parts' coins by step 3's formula/,
      '../CONTENT_GUIDE.md':
        /a won dispute adds back exactly what that dispute took \(its \*\*Deposit Refund\*\*, or the \*\*Admin Adjustment\*\* naming the dispute id;\s+nothing subtracted, nothing added\), never more than \*\*Coins\*\* minus the earlier parts' coins by the partial formula/,
    }),
  },
  {
    id: 'restore-tab-settled-refunded-confirmed',
    title: "the restore tab's settled (refunded) lines follow its one-owner rule",
    fact: "Extra's restore tab: a lost reference listed with a refund reference is settled (refunded), never credited, written so by the restorer and confirmed by the finance manager, as the Deposit-line case (diff31 7)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /is \*settled \(refunded\)\*, never credited\. |marked \*settled \(refunded\)\* and never credited;/,
  },
  {
    id: 'restore-tab-protected-to-its-editors',
    title: 'a deposit confirmer with edit rights on the shared sheet cannot change a restore tab line',
    fact: "Roles: the restore tab is protected to the Super Admin who restores and the finance manager (Google Sheets Data > Protect sheets and ranges, or the sheet tool's equivalent); CONTENT_GUIDE says so (diff31 8)",
    where: ['Admin Users/Role.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Admin Users/Role.md':
        /\(protect that tab to those two: Google Sheets \*\*Data > Protect sheets and ranges\*\*, or your sheet tool's equivalent\)/,
      '../CONTENT_GUIDE.md':
        /the tab protected to those two, Google Sheets \*\*Data > Protect sheets and ranges\*\*/,
    }),
  },
  {
    id: 'coin-rate-undo-payout-officer-through-bypass',
    title:
      'a payout officer rejecting mistyped-rate requests gets past maintenance mode, and a paid one is not forgotten',
    fact: "Currency's Undo: the payout officer is sent the Bypass Link to reject the requests made since the mistyped save during maintenance mode; a paid one's WDR- goes to the finance manager (diff31 9)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /have the payout officer \(send them the \*\*Bypass Link\*\*\) reject each [^\n]*\n3\. A paid one: hand its `WDR-`[^\n]* to the finance manager/,
      '../CONTENT_GUIDE.md':
        /the payout officer \(sent the \*\*Bypass Link\*\*\) first rejects [^;]*; a paid one's `WDR-`[^;]* go(?:es)? to the finance manager[,)]/,
    }),
  },
  {
    id: 'money-wording-diff31',
    title: 'money steps name one adjuster, say who reads a hold line, and state each rule once',
    fact: 'the adjuster is "the adjuster (a Super Admin or the finance manager…)"; only the monthly reconciliation counts a "nothing subtracted" hold line, no guard reads it as a refund; CONTENT_GUIDE: "no step but these and partial step 4 marks the line done"; Currency step 7 has no "A raise does 7.1 only" lead-in (diff31 10)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md', 'Settings/Finance Settings/Currency.md'],
    forbid:
      /to the adjuster, a Super Admin or the finance manager|reads one marked "nothing subtracted"|no other step marks the line done|A raise does 7\.1 only\. A lowering does all three/,
  },
  // fix31 install: restore, its Undo and files-only branch, table counts, the MySQL upgrade's pause, new-server passwords and cPanel up, the worker's memory flag, install.sh's item 1.2.
  {
    id: 'cpanel-restore-copy-without-option-file',
    title:
      'a cPanel restorer without the nightly backup still keeps a copy of the live database before the Drop',
    fact: 'Restore the platform, cPanel step 2: mkdir -p ~/backups && chmod 700 ~/backups in the block, and, said before it, until the nightly backup is set up (no ~/.quiznest-backup.cnf) -u cpuser_quiznest -p in place of --defaults-extra-file="$HOME/.quiznest-backup.cnf" for the copy, the count, the import and the Undo; Extra\'s Database Backup path says the same for step 2\'s copy and count (diff31 1)',
    where: ['post-installation.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^2\. Check the room first: [^\n]* Then, until the nightly backup is set up \(no `~\/\.quiznest-backup\.cnf`\), write `-u cpuser_quiznest -p` in place of `--defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf"` here and in the Undo:\n\n {3}1\. Check the archive's dump and keep a copy of the live database before anything is dropped:\n\n {6}```bash\n(?: {6}[^\n]*\n)*? {6}mkdir -p ~\/backups && chmod 700 ~\/backups\n {6}LIVE=/m,
      'Extra/index.md':
        /`-u cpuser_quiznest -p` in place of the option file here and in step 2's copy and count/,
      '../CONTENT_GUIDE.md':
        /or until the nightly backup is set up `-u cpuser_quiznest -p` in its place, said before the block, for the copy, the import and the Undo/,
    }),
  },
  {
    id: 'restore-files-only-covers-both-files',
    title: 'an admin who lost both uploads and .env keeps the live database instead of rolling back a day',
    fact: 'Restore the platform: when only files are lost (storage/app, .env or both) and the database is fine, the live database is kept; never "only storage/app or only .env" (diff31 2)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /only `storage\/app` or only `\.env` (?:is )?lost/,
  },
  {
    id: 'restore-undo-written-out',
    title: 'a restorer whose restore went wrong runs an Undo that works as written, .env included',
    fact: "Restore the platform's Undo, at the end of each tab: LIVE=$(ls -t ~/backups/quiznest-db-before-restore-*.sql | head -n 1), tail and grep -c in a block of their own, then the database emptied and mysql … < \"$LIVE\" from your own shell (never inside sudo sh -c '…'), .env.before-restore (kept by step 3 before it overwrites .env) and storage/app.before-restore put back, step 4 without its queue lines and step 6 (diff31 3)",
    where: ['post-installation.md'],
    forbid:
      /empty the database and import that copy as step 2 does the archive|sudo sh -c '[^']*(?:\$LIVE|~\/backups)/,
    require:
      /^(?=[\s\S]*^ {3}sudo test -f \.env && sudo cp -a \.env \.env\.before-restore\n {3}sudo cp \/root\/restore\/\.env \.env$)(?=[\s\S]*^ {3}test -f \.env && cp -p \.env \.env\.before-restore\n {3}cp ~\/restore\/\.env \.env$)(?=[\s\S]*^LIVE=\$\(ls -t ~\/backups\/quiznest-db-before-restore-\*\.sql \| head -n 1\)\n[\s\S]*?^sudo mysql -u root -p quiznest < "\$LIVE"\nsudo test -f \.env\.before-restore && sudo cp -a \.env\.before-restore \.env\n)(?=[\s\S]*^mysql --defaults-extra-file="\$HOME\/\.quiznest-backup\.cnf" cpuser_quiznest < "\$LIVE"\ntest -f \.env\.before-restore && cp -p \.env\.before-restore \.env\n)/m,
  },
  {
    id: 'backup-pause-line-tolerates-missing-job',
    title:
      'a reader who pauses a nightly backup that is not set up yet sees no cannot-stat error in the middle of a stop',
    fact: 'every line that pauses the nightly backup on a VPS reads sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/ (install.sh readers upgrade MySQL before Post-Installation sets the backup up; Extra\'s Database Backup path runs Restore step 1 without it), and its ls check says "once the nightly backup is set up" (diff31 4)',
    where: ['post-installation.md'],
    forbid:
      /^\s*sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/$|put the scheduler and the nightly backup back \(`ls` shows `quiznest-backup`\)/,
  },
  {
    id: 'cpanel-table-count-from-terminal',
    title: "a cPanel reader compares the dump's table count with the real number, not phpMyAdmin's first 50",
    fact: 'cPanel table counts (Restore step 2, the update rollback\'s step 2, the move\'s step 4) come from Terminal, mysql … -N -e "SHOW TABLES" cpuser_quiznest | wc -l, never the list phpMyAdmin shows, 50 tables a page (diff31 5)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /number of tables (?:\*\*)?phpMyAdmin(?:\*\*)? lists/,
  },
  {
    id: 'restore-surviving-files-quietly',
    title:
      'a reader putting back lost uploads sees no wall of "not replacing" lines for the files that survived',
    fact: 'Restore the platform, files-only: storage/app put back with rsync -a --ignore-existing (VPS with sudo), which prints nothing for surviving files on every release, never cp -an, whose coreutils 9.2–9.4 (Ubuntu 24.04) print cp: not replacing for each (diff31 6)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /`(?:sudo )?cp -an /,
  },
  {
    id: 'new-server-password-unescaped',
    title:
      "a restorer types the archive's database password as MySQL knows it, backslashes and quotes unescaped",
    fact: 'Restore onto a new server (VPS step 3, cPanel step 2): the password grep printed is typed without its surrounding double quotes, if any, and with \\\\ and \\" typed as \\ and "; the move points there (diff31 7)',
    where: ['post-installation.md'],
    forbid: /surrounding double quotes, if any(?!, and with `\\\\` and `\\"` typed as `\\` and `"`)/,
  },
  {
    id: 'cpanel-up-after-wait-cds-first',
    title:
      'a cPanel reader reopening the site hours later in a new Terminal does not get "Could not open input file"',
    fact: "Restore onto a new server's cPanel step 5 and the move's cPanel step 7 run cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up (DNS and AutoSSL waits mean a new Terminal) (diff31 8)",
    where: ['post-installation.md'],
    forbid: /(?:then|\(Extra's check\),) run `\/usr\/local\/bin\/ea-php83 artisan up`/,
  },
  {
    id: 'cpanel-worker-line-memory-flag',
    title: "a cPanel reader re-adding a lost worker job keeps the memory limit the guide's step 4 asked for",
    fact: 'every page that gives the cPanel worker line outside the cPanel guide (Post-Installation, Cron Job Settings) adds -d memory_limit=256M after the PHP binary if the check of step 4 of the cPanel guide asked for it, linking that step, never repeating the why (diff31 9)',
    where: ['post-installation.md', 'Settings/System Setting/Cron Job Settings.md'],
    require:
      /`-d memory_limit=256M` after [^\n]* if the check of \[step 4 of the cPanel guide\]\(\/installation-guide\/server-setup\/cPanel\/Admin#step-4-select-php-82-to-84\) asked for it/,
  },
  {
    id: 'move-cpanel-guide-steps-name-phone-test',
    title:
      "a cPanel reader building the move's new host skips the guide's phone test for item 3's curl lines",
    fact: 'Move a running site, cPanel step 2.2: steps 1 to 5 of the cPanel guide "(its phone test: item 3)", since the guide\'s step 2 would otherwise stop the reader (diff31 9)',
    where: ['post-installation.md'],
    require: /with the QuizNest version the site runs \(its phone test: item 3\): in its step 3/,
  },
  {
    id: 'restore-zone-on-cpanel-date',
    title: "a cPanel restorer reads the archive names' time zone with a command the Terminal runs",
    fact: "Restore the platform: the archive's name is the server's date and time, timedatectl, on cPanel date (CageFS), shows the zone (diff31 10)",
    where: ['post-installation.md'],
    forbid: /date and time; `timedatectl` shows the zone/,
  },
  {
    id: 'client-rebuild-second-block-sets-owner',
    title: 'a reader whose SSH session dropped in nano builds the client without "sudo: unknown user"',
    fact: 'Update the client with a rollback: the second Rebuild the running version block opens with OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)" (diff31 10)',
    where: ['post-installation.md'],
    find: pagesSay({
      'post-installation.md':
        /^ {3}```bash\n {3}OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"\n {3}cd \/var\/www\/quiznest\/client-next\n/m,
    }),
  },
  {
    id: 'install-sh-check-ignores-summary-password',
    title:
      "an install.sh reader whose re-run rewrote the summary file's password is not sent to rebuild the server",
    fact: "install.sh item 1.2: grep shows DB_HOST=127.0.0.1 and the summary file's database and user; the password is not compared, since the re-run may write a new one there (diff31 10)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid:
      /database, user and password of `sudo cat \/root\/quiznest-install-summary\.txt`|the database, user and password of\s+`\/root\/quiznest-install-summary\.txt`/,
  },
  {
    id: 'move-undo-points-at-step-6-block',
    title: "a reader abandoning a move runs step 6's block, not a second copy of its lines",
    fact: 'Move a running site\'s Undo: the block of step 6 of Restore the platform, the old server\'s tab "(it puts the nightly backup back)", without repeating its sudo mv and ls (diff31 10)',
    where: ['post-installation.md'],
    forbid: /the old server's tab \(VPS: with `sudo mv \/root\/quiznest-backup/,
  },
  // Settings pages, read24 settings 1-7 and read24 ops 5 (fix24-settings).
  {
    id: 'menu-visibility-example-offered-pages',
    title: "a menu editor's guests/players example uses pages the Page list offers, not paths no page names",
    fact: "Menu's visibility example: **About Us** for guests, **Leaderboard** for players, both **Internal Page** items; the header's **Sign in**, **Sign up** and account menu are built in (read24 settings 1)",
    where: ['Settings/Navigation/Menu.md', '../CONTENT_GUIDE.md'],
    forbid: /\*\*Sign Up\*\* to guests|\*\*My Contests\*\* to signed-in/,
  },
  {
    id: 'broken-logo-names-bucket',
    title:
      'a Super Admin whose logo is broken on S3-compatible storage checks the bucket, not the storage link',
    fact: "Logo and Favicon: a broken image is the missing storage link with **Driver** **Local**, the bucket's public reads with **S3-compatible** (Service, Move existing files to a bucket, step 3) (read24 settings 2)",
    where: ['Settings/Theme Settings/Logo and Favicon.md'],
    forbid:
      /broken rather than old, the public storage link is missing|^The public storage link of the admin panel is missing/,
  },
  {
    id: 'service-test-success-names-log-mailer',
    title: 'a Super Admin whose test email "succeeds" but never arrives is pointed at MAIL_MAILER=log',
    fact: "Service's Send a test email step 3: a success message with nothing arriving, not even in spam: check first that MAIL_MAILER in admin/.env is not log (a relay can also drop it), fixed as Post-Installation's Configure outgoing mail shows (read24 settings 3, diff33 install 8)",
    where: ['Settings/Integration Settings/Service.md'],
    require:
      /a success message with nothing arriving, not even in spam: check first that `MAIL_MAILER` in `admin\/\.env` is not `log`, and fix it as \[Configure outgoing mail\]\(\/post-installation#configure-outgoing-mail\)/,
  },
  {
    id: 'admin-robots-keeps-api-open',
    title:
      "a Super Admin editing the admin domain's robots.txt never blocks the API and images the client loads",
    fact: "the admin domain's robots.txt (admin/public/robots.txt) ships allowing everything and is kept by updates: leave it or add only Disallow: /admin, never Disallow: /, /api/ or /storage/ (read24 settings 4)",
    where: ['Settings/SEO & Meta/Robots TXT.md'],
    require: /add only `Disallow: \/admin`; never `Disallow: \/`, `\/api\/` or `\/storage\/`/,
  },
  {
    id: 'gdpr-check-names-tag-host',
    title: 'a Super Admin checking the cookie banner sees the Google tag itself, not only its hits',
    fact: 'GDPR Cookie: after Reject all, no request goes to googletagmanager.com or google-analytics.com; no request reaches Google Analytics (reCAPTCHA loads regardless) (read24 settings 5)',
    where: ['Settings/System Setting/GDPR Cookie.md'],
    forbid: /no request goes to `google-analytics\.com`|No request reaches Google before/,
  },
  {
    id: 'test-account-deletion-step-8',
    title: "a Super Admin deleting a settings test's account knows which deletion step applies to it",
    fact: "Social Login and Extensions' test account, with no deposit, withdrawal or contest, goes straight to step 8 of Users' Deleting an account, after step 7a's Subtract if a Sign-up Bonus gave it coins (Reason naming the test) (read24 settings 6)",
    where: ['Settings/User Settings/Social Login.md', 'Settings/Integration Settings/Extensions.md'],
    require:
      /goes straight to step 8 of \[Deleting an account\]\(\/Mange%20User\/Users#deleting-an-account\), after step 7a's \*\*Subtract\*\* if a \*\*Sign-up Bonus\*\* gave it coins/,
  },
  {
    id: 'sitemap-parts-loop-cds-first',
    title: 'a Super Admin pasting the sitemap parts loop from their home folder creates the parts',
    fact: "Sitemap XML's parts loop opens with cd /var/www/quiznest/admin, like the other server blocks (read24 settings 7)",
    where: ['Settings/SEO & Meta/Sitemap XML.md'],
    find: pagesSay({
      'Settings/SEO & Meta/Sitemap XML.md': /```bash\ncd \/var\/www\/quiznest\/admin\nfor n in 1 2 3; do/,
    }),
  },
  {
    id: 'sitemap-stale-names-worker',
    title:
      'a content editor whose Regenerate Now changes nothing knows it is the queue worker, a Super Admin check',
    fact: 'Sitemap XML troubleshooting: Last Generated does not change and the Log Viewer shows no error: the queue worker is not running; a Super Admin checks Worker on the Queue Monitor (read24 settings 7)',
    where: ['Settings/SEO & Meta/Sitemap XML.md'],
    require:
      /With no error in the Log Viewer of \[Extra\]\(\/Extra\/\), the queue worker is not running: in maintenance mode that is expected \(the file is rebuilt once it ends\); otherwise a Super Admin checks \*\*Worker\*\* on the \[Queue Monitor\]\(\/Extra\/#queue-monitor\)/,
  },
  {
    id: 'own-questions-ai-review-by-publisher',
    title: "a contest publisher's AI questions on an Own Questions contest are approved by someone who can",
    fact: 'AI questions generated on an Own Questions contest wait in Needs Review on its Questions tab, approved only with Edit on Contests: the contest publisher, never the content editor (View on Contests); in a source quiz, a content editor reviews them (read24 ops 5)',
    where: ['Admin Users/Role.md', 'Mange Contests/Contests.md'],
    forbid: /\(a content editor reviews them\)/,
    require: /publisher(?:, not the content editor\))? (?:reviews|approves) them/,
  },
  {
    id: 'automated-backup-first-names-from-env',
    title: "install.sh's Back up first takes the database name and user from admin/.env, not always quiznest",
    fact: "the automated guide's Back up first dump uses the database name and user that sudo grep '^DB_' admin/.env prints in place of quiznest if install.sh --db-name/--db-user changed them (diff21 4; the password from the same line: read24 A1)",
    where: ['installation-guide/server-setup/vps-automated.md'],
    require:
      /`sudo grep '\^DB_' \/var\/www\/quiznest\/admin\/\.env` prints \(typed without its surrounding double quotes, if any, and with `\\\\` and `\\"` typed as `\\` and `"`\) with the database name and user to write for `quiznest` in it if you changed them/,
  },
  // fix24 install: read24 install A1 / diff32 install 7, read24 install B 2, 6, 8.
  {
    id: 'install-sh-db-password-from-env',
    title:
      'an install.sh reader takes the database password from admin/.env, not from a summary file a re-run left stale',
    fact: "install.sh's database password in use is DB_PASSWORD of admin/.env, the one source item 1.2, Back up first (sudo grep '^DB_' admin/.env) and the FAQ read; the summary file /root/quiznest-install-summary.txt may show a stale one after a re-run (read24 A1, diff32 7)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid:
      /password, which `sudo cat \/root\/quiznest-install-summary\.txt` shows|In the summary file `\/root\/quiznest-install-summary\.txt`, and in `DB_PASSWORD`|may differ from `\.env`'s after the re-run/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /In `DB_PASSWORD` of `admin\/\.env` \(`sudo grep '\^DB_' \/var\/www\/quiznest\/admin\/\.env`\), the one every step reads\. The summary file `\/root\/quiznest-install-summary\.txt` may show a stale one after a re-run\./,
      '../CONTENT_GUIDE.md':
        /its password may be stale after a re-run: item 1\.2, \*\*Back up first\*\* and the FAQ read\s+`DB_PASSWORD` of `admin\/\.env`, the one source/,
    }),
  },
  {
    id: 'laragon-mysql84-my-ini-line',
    title: "a Laragon reader's MySQL 8.4 starts, and the check proves the server runs",
    fact: 'Laragon with MySQL 5.7 gets the MySQL 8.4 ZIP: any default_authentication_plugin line of Menu > MySQL > my.ini deleted or commented (8.4 will not start with it), then Start All; checked by mysql -u root -e "SELECT VERSION();" printing 8.4.x, since mysql --version reads the client only (read24 B2)',
    where: ['installation-guide/local-machine-setup/Windows.md'],
    forbid: /click \*\*Start All\*\* again\. `mysql --version` then shows `8\.4\.x`/,
    require:
      /open \*\*Menu > MySQL > my\.ini\*\* and delete \(or put `#` before\) any `default_authentication_plugin` line[^\n]*`mysql -u root -e "SELECT VERSION\(\);"` prints `8\.4\.x`/,
  },
  {
    id: 'standalone-wrong-api-rebuild-through-update',
    title: 'a standalone reader who fixes the API address never extracts the rebuild into the running app',
    fact: "Standalone's The client calls the wrong API address: the rebuild of the version the site runs goes live through Update the client with a rollback (~/quiznest-client-next, then the swap), never into the running folder (read24 B6)",
    where: ['installation-guide/server-setup/cPanel/Client/Standalone.md'],
    forbid: /build again and upload\./,
    require:
      /`client\/\.env\.production\.local` \(step 2\), then build the version the site runs and put it live through \[Update the client with a rollback\]\(#update-the-client-with-a-rollback\)/,
  },
  {
    id: 'linux-sudo-mysql-names-rhel9',
    title: 'a RHEL 9 reader knows that sudo mysql opens the root console',
    fact: '`sudo mysql` opens the root console without a password on Ubuntu, Debian, Fedora and RHEL 9 (read24 B8)',
    where: ['installation-guide/local-machine-setup/Linux.md'],
    forbid: /On Ubuntu, Debian and Fedora, `sudo mysql`/,
    require: /On Ubuntu, Debian, Fedora and RHEL 9, `sudo mysql` signs you in as root without a password\./,
  },
  // fix24 ops (diff32 money 3, 7, 9; read24 ops 2, 3, 4, 6; read24 settings 8): Payments' refund made
  // outside the flow, the restore tab protected and looked up at the provider, Currency's Undo as a list
  {
    id: 'payments-refund-outside-flow-whole-or-part',
    title:
      'a reconciler who finds a refund nobody processed leaves one in progress alone, and a whole refund is marked Refunded, not adjusted',
    fact: "Payments' partial-refund row, with neither an adjustment nor a hold line marked 'nothing subtracted': a running-list line naming the DEP- not yet done is a refund in progress, left to its owner; else a refund of the whole Payable goes through Refund a deposit (Mark as Refunded, skipping its step 2), a part through Refund part of a deposit (skipping the refund of its step 2) (diff32 3)",
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid: /Neither: the coins were never taken back/,
    find: pagesSay({
      'Payments/index.md': [
        /[Aa] line naming this `DEP-` not yet done is a refund in progress: leave it to its owner\./,
        /\[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) for the whole \*\*Payable\*\* \(\*\*Mark as Refunded\*\*, skipping its step 2\)/,
      ],
      '../CONTENT_GUIDE.md':
        /leaves a line naming the `DEP-` not yet done to its owner \(a refund in progress\), else sends a refund of\s+the whole \*\*Payable\*\* through Refund a deposit \(\*\*Mark as Refunded\*\*, skipping its step 2\)/,
    }),
  },
  {
    id: 'restore-tab-protected-where-made',
    title: 'the restorer who makes the restore tab protects it, so no other editor marks its lines settled',
    fact: "Extra's The restore tab opens by adding the tab and protecting it to the restorer and the finance manager (Data > Protect sheets and ranges), as Roles says (diff32 7)",
    where: ['Extra/index.md'],
    require:
      /^Add a tab to the daily check's \[running list\]\([^)]*\) sheet, headed with the restore's date and backup time, and protect it to yourself and the finance manager \(in Google Sheets, \*\*Data > Protect sheets and ranges\*\*, or your sheet tool's equivalent\)\./m,
  },
  {
    id: 'coin-rate-undo-paid-payout-corrected',
    title: 'a payout paid at a mistyped coin rate is corrected, not just handed on',
    fact: "Currency's Undo step 3: a paid request's WDR-, coins and amount sent go to the finance manager, who, naming the WDR-, adds with Adjust Balance the coins of the money the player was short at the corrected rate, or subtracts those of the money overpaid (at most the Balance) (diff32 9)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid:
      /a paid one: hand its `WDR-` to the finance manager\)|a paid one's `WDR-` goes to the finance manager\)/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /adds with \*\*Adjust Balance\*\* the coins of the money the player was short, or subtracts those of the money overpaid \(at most the \*\*Balance\*\*, the rest noted in the \*\*Reason\*\*\)/,
      '../CONTENT_GUIDE.md':
        /adds with \*\*Adjust Balance\*\* the coins of the money the player was short at the corrected rate, or subtracts those of the money overpaid, at most the \*\*Balance\*\*/,
    }),
  },
  {
    id: 'restore-tab-one-case-per-line',
    title: "a restorer marking the restore tab's lines finds each kind on a line of its own",
    fact: "Extra's The restore tab marks each lost reference by the first case that fits, one bullet each: settled (refunded), a DEP- with a Deposit line, seen at a provider, any other (unpaid) (read24 ops 2)",
    where: ['Extra/index.md'],
    forbid: /^On a tab of the daily check's \[running list\]/,
    require:
      /Search each lost reference on the running list's own tab first\. Mark it by the first case that fits[^\n]*\n\n- Listed there /,
  },
  {
    id: 'restore-contest-first-row-split',
    title: "a restorer settling contests reads the 'nothing to do' case in a row of its own",
    fact: "Extra's contest table splits 'Created since the backup, or Draft now' into a row with Contest Prize or Contest Refund lines (nothing) and one without (read24 ops 2)",
    where: ['Extra/index.md'],
    forbid: /^\| Created since the backup, or \*\*Draft\*\* now \| With \*\*Contest Prize\*\*/,
  },
  {
    id: 'users-deletion-step-7-one-case-per-row',
    title: 'a finance manager at deletion step 7 reads the give-up and the chargeback as two rows',
    fact: "Users' deletion step 7 is two rows: a balance above 0 given up in writing, and a balance below 0 (a chargeback) (read24 ops 2)",
    where: ['Mange User/Users.md'],
    forbid: /^\| 7\. [^|\n]*given up in writing[^|\n]*Below 0 \(a chargeback\)/,
    require: /^\| 7b\. Balance below 0 \(a chargeback\): /m,
  },
  {
    id: 'subscription-refund-checks-charge-first',
    title: 'a subscription refund is never sent for a charge already refunded or under dispute',
    fact: "Refund a subscription: before step 1, the SUB- charge is found with the filters widened and refunded only if Successful, with no refund reference in its Activity, not on the running list and with no dispute open at the provider (a disputed one: Deposits' Disputes); step 2 stays Mark as Refunded (read24 ops 3)",
    where: ['Subscription/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Subscription/index.md':
        /before you refund anything\. Refund it only if it is \*\*Successful\*\*, with no refund reference in its \*\*Activity\*\*, its `SUB-` not on the daily check's \[running list\]\([^)]*\), and no dispute open at the provider \(a disputed one: \[Disputes, chargebacks and returns\]\(\/deposits\/#disputes-chargebacks-and-returns\)\)\.[^\n]*\n\n1\. Refund the payment in the provider's dashboard\.\n2\. [^\n]*\*\*Mark as Refunded\*\*/,
      '../CONTENT_GUIDE.md':
        /Refund a subscription refunds at the provider only a charge that is \*\*Successful\*\*, with no refund reference in its \*\*Activity\*\*, not on the running list and not under an open dispute/,
    }),
  },
  {
    id: 'where-is-my-money-other-outcomes',
    title:
      'a support agent finds a row for a declined deposit, a credited deposit the player missed and a rejected withdrawal',
    fact: 'Payments\' "where is my money?" table has rows for a Deposit Failed for another reason than expired, a Deposit Successful the player says did not arrive (the Deposit line on the profile\'s Transactions tab), and a Withdrawal Rejected (the reason, the coins back) (read24 ops 4)',
    where: ['Payments/index.md'],
    find: pagesSay({
      'Payments/index.md': [
        /^\| A \*\*Deposit\*\* row, \*\*Failed\*\* for another reason \|/m,
        /^\| A \*\*Deposit\*\* row, \*\*Successful\*\*, and the player sees no coins \| It was credited\. \| The \*\*Deposit\*\* line on the \*\*Transactions\*\* tab/m,
        /^\| A \*\*Withdrawal\*\* row, \*\*Rejected\*\* \| [^\n]*its coins are back in their balance\. \|$/m,
      ],
    }),
  },
  {
    id: 'restore-tab-lost-deposit-looked-up-after-export',
    title: 'a lost deposit paid by a webhook after the export is found at the provider, not written unpaid',
    fact: "Extra's restore tab: before a lost DEP- or SUB- of the Payments export is written unpaid, it is looked for among the provider dashboard's payments since the backup (webhooks still arrive in maintenance mode; read24 ops 6, widened from the export's time by diff33 money 7); a paid one is a payment seen at a provider (read24 ops 6)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Extra/index.md':
        /webhooks still arrive in maintenance mode, and a notification can fail, so look for it first among the provider dashboard's payments since the backup\. Paid: seen at a provider, as above\. Else \*unpaid\*/,
      '../CONTENT_GUIDE.md':
        /first looked for among the provider dashboard's payments since the\s+backup \(webhooks still arrive in maintenance mode, and a notification can fail: one paid is a payment seen at a provider\), else marked \*unpaid\*/,
    }),
  },
  {
    id: 'coin-rate-undo-numbered',
    title:
      'a Super Admin reverting a wrong coin rate under pressure follows a numbered list, not one long sentence',
    fact: "Currency's Undo points to ### Undo a wrong coin rate, a numbered list: settle the deposits, reject the requests made since, correct the paid ones, correct the deposits, step 9 (read24 settings 8)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /Undo: undoing a raise is a lowering: follow steps 4 to 8/,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md': [
        /Undo: \[Undo a wrong coin rate\]\(#undo-a-wrong-coin-rate\)\.$/m,
        /^### Undo a wrong coin rate\n\n[^\n]*\n\n1\. Put the site back in maintenance mode \(step 5\)[^\n]*[Ss]ettle the deposits[^\n]*\n2\. [^\n]*\n3\. [^\n]*\n4\. [^\n]*\n5\. Go on at step 9/m,
      ],
      '../CONTENT_GUIDE.md': /Its Undo is a short numbered list under `### Undo a wrong coin rate`/,
    }),
  },
  // fix24 deposits: diff32 money 1, 2, 4, 5, 6, 8, 10; read24 gateways 1-5; read24 ops 2 (Deposits parts).
  {
    id: 'won-dispute-adds-back-only-what-it-took',
    title: 'a player who wins a dispute gets back no coins the dispute never took',
    fact: "Disputes' Undo and CONTENT_GUIDE: never 'Coins minus the earlier parts' coins, subtracted or not': the Add is what the dispute's own Deposit Refund or Admin Adjustment took, capped at the disputed part (diff32 2)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /earlier parts' coins by (?:step 3's|the partial) formula,? subtracted or not/,
  },
  {
    id: 'failed-refund-resent-only-if-it-never-left',
    title: 'a player who says the crypto refund went to a wrong address is not paid a second time',
    fact: 'daily check step 4.4: a refund is sent again only when it failed (nothing left the wallet or the provider); one that reached the address the player gave is done, never sent again (diff32 4)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /a wrong address: to one a support agent asks the player for|a wrong address to one the\s+player gives/,
    find: pagesSay({
      'deposits/index.md': /A refund that reached the address the player gave is done: never send it again\./,
      '../CONTENT_GUIDE.md': /one that reached the address the player gave is\s+done, never sent again/,
    }),
  },
  {
    id: 'stripe-faq-partial-checks-already-handled',
    title: 'a confirmer who already handled a Stripe partial refund does not subtract its coins twice',
    fact: "Deposits' Stripe question, partial branch: the deposit stays Successful, as expected; an Admin Adjustment or running-list line already naming the refund id means handled: stop (diff32 5)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md':
        /Act on a Stripe refund as \[A provider reports a refund\]\(#a-provider-reports-a-refund\) steps 2 to 4 say, with the Stripe refund id/,
      '../CONTENT_GUIDE.md':
        /Stripe question links A provider reports a refund steps 2 to 4, whose step 2 looks for an \*\*Admin Adjustment\*\* or\s+running-list line naming that refund id \(handled: stop\)/,
    }),
  },
  {
    id: 'refund-event-rows-keep-refund-id-note',
    title:
      'a refund event handled from a gateway page leaves the refund id on the hold line, so the hold can end',
    fact: "A provider reports a refund, which the refund-event rows (Authorize.Net, Square, Coinbase Commerce, NOWPayments) and the overview's note link, skips only the refund of step 2, noting the refund id (NOWPayments: the IPN's payment_id) on the hold line (diff32 6, read25 gateways 3)",
    where: ['payment-gateways/', 'deposits/index.md'],
    forbid:
      /says, skipping its step 2: never refund again|skipping step 2 of Refund a deposit: never refund again/,
  },
  {
    id: 'hold-line-readers-named',
    title: 'the pages name both readers of a hold line',
    fact: 'a hold line records no refund: read only to account for its coins (Payments) and to stop a refund event acting twice (A provider reports a refund), said in refund step 1.1 (diff32 8; the NOWPayments branch "nobody: take the rest back" was cut by diff33 money 2)',
    where: ['deposits/index.md', 'payment-gateways/nowpayments.md', '../CONTENT_GUIDE.md'],
    forbid:
      /no guard reads it as a refund|the one hold line anyone reads|is left alone, and a later refund made outside the flow is still taken back/,
  },
  {
    id: 'daily-check-reject-one-case-per-line',
    title:
      'a confirmer rejecting a held deposit finds Mark as Failed as its own sub-step, and each refund problem on its own line',
    fact: 'daily check step 4.3 is three sub-steps (refund; the line on the running list; Mark as Failed), 4.4 a refund that failed, 4.5 one the provider can no longer make; the hold-line remark lives in refund step 1.1 (diff32 10, read24 gateways 4, read24 ops 2)',
    where: ['deposits/index.md'],
    require:
      /^ {3}3\. To reject one:\n {6}1\. Refund it[^\n]*\n {6}2\. [^\n]*\n {6}3\. Click \*\*Mark as Failed\*\*[^\n]*\n {3}4\. A refund that failed [^\n]*\n {3}5\. A refund the provider can no longer make /m,
  },
  {
    id: 'check-pending-stops-at-held-note',
    title:
      'an SSLCommerz "risk review" payment is never credited from a player\'s complaint without the fraud checks',
    fact: 'Check a pending deposit step 2 is one case per line: refunded (stop), a "risk review" or "partially paid" note (only daily check step 4 decides it: stop), no webhook; the question "A player was charged" names the same note and the Users danger box links the procedure; the running list is linked at its first use (read24 gateways 1 and 5, read24 ops 2, read27 ops 5)',
    where: ['deposits/index.md', 'Mange User/Users.md'],
    forbid:
      /on the running list's own tab \(not a restore's\)|NOWPayments `confirming` or "partially paid", a Mollie/,
    find: pagesSay({
      'deposits/index.md': [
        /^2\. Read the \*\*Activity\*\* list:\n {3}1\. [^\n]*\n(?: {6}- [^\n]*\n)+ {3}2\. The note "risk review" \(SSLCommerz shows it `VALID`: that is why it is held\) or "partially paid": only the \[daily check\]\(#check-pending-manual-deposits-every-day\) step 4 decides it\.[^\n]*stop here\.\n {3}3\. No webhook at all/m,
        /a "risk review" or "partially paid" note: the daily check's step 4 decides it; otherwise click \*\*Check Status\*\*/,
      ],
      'Mange User/Users.md':
        /settle the \*\*deposit\*\*, never the balance, as \[Check a pending deposit\]\(\/deposits\/#check-a-pending-deposit\) says\./,
    }),
  },
  {
    id: 'live-save-closed-production-test-gateways',
    title:
      'a reader who closed a Mollie, Instamojo or bKash test on production can tick the go-live Save item',
    fact: 'the overview checklist and Go live step 4: Mollie, Instamojo and bKash after a production test are already Live, their live credentials typed again in the one Save that enables them (read24 gateways 3)',
    where: ['payment-gateways/overview.md', 'Settings/Finance Settings/Payment Gateways.md'],
    find: pagesSay({
      'payment-gateways/overview.md':
        /all in the \*\*Save\*\* that switched \*\*Mode\*\* to \*\*Live\*\* \(Mollie, Instamojo and bKash after a production test: in one \*\*Save\*\* with the live credentials\)/,
      'Settings/Finance Settings/Payment Gateways.md':
        /4\. Click \*\*Save\*\* once, for steps 2 and 3 together \(Mollie, Instamojo and bKash closed on production are already \*\*Live\*\*: type their live credentials again in this \*\*Save\*\*\)\./,
    }),
  },
  // fix24 postinst (Post-Installation's restore, Undo, move, update and domain change; diff32 install, read24 ops 1, installA 2-4, installB 1, 3-5, 7)
  {
    id: 'restore-undo-only-before-step-5',
    title:
      'a restorer never undoes a restore once credits are noted or the restore tab handed on, which would pay players twice',
    fact: "Restore the platform's Undo exists only before step 5 (the site still in maintenance mode, nothing credited, noted or on a restore tab), said in its first line; once step 5 has begun there is none: the restore is finished and corrected in the panel (diff32 install 1, 2; read24 ops 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /\*\*Undo\*\*, best before step 6|the restore's Undo, at the end of each tab, best before step 6/,
    find: pagesSay({
      'post-installation.md':
        /(?:^\*\*Undo\*\*, only before step 5 \(the site still in maintenance mode, nothing credited, noted or on a restore tab\); once step 5 has begun there is none: finish the restore and correct in the panel[,.][\s\S]*){2}/m,
    }),
  },
  {
    id: 'restore-undo-block-finds-copy-itself',
    title: 'a restorer undoing from a new terminal never drops the database with no copy to import',
    fact: 'the Undo\'s import block opens with its own cd and LIVE=$(ls -t …) && [ -s "$LIVE" ] && echo "$LIVE", its VPS DROP line starts [ -s "$LIVE" ] &&; files-only restores run only its cd line and its .env line (storage/app put back with rsync has nothing to undo), a Database Backup file all but its last two lines (diff32 install 3; diff33 install 2)',
    where: ['post-installation.md'],
    find: (page) => [
      ...undoImportWithoutOwnLive(page),
      ...pagesSay({
        'post-installation.md':
          /(?:Only files restored: run just the `cd` line and the `\.env` line of the second block[\s\S]*?A \*\*Database Backup\*\* file \(step 3 skipped\): all but the last two lines\.[\s\S]*){2}/,
      })(page),
    ],
  },
  {
    id: 'restore-count-dropped-tables-is-damage',
    title:
      'a restorer whose tables were all dropped (a ransom note table) is not stopped by every archive looking wrong',
    fact: "Restore the platform's step 2 (both tabs): a live count far below grep -c is the damage itself (tables dropped): compare with an earlier archive's grep -c instead (diff32 install 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /a much smaller number means the wrong archive|about the live count of tables that the `wc` line prints; if not, stop/,
  },
  {
    id: 'restore-files-only-names-mv-and-cp-lines',
    title: 'a reader putting back lost uploads replaces the mv line too, so new uploads are not left aside',
    fact: 'Restore the platform step 3, files only: rsync -a --ignore-existing in place of the block\'s mv and cp -a lines, never "its two storage/app lines" (the cPanel block has three) (diff32 install 6)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /in place of its two `storage\/app` lines/,
  },
  {
    id: 'new-server-sql-password-keeps-escaping',
    title: "a VPS restorer's database password works at migrate, backslashes kept in the SQL line",
    fact: "Restore onto a new server, VPS step 3: inside the SQL line's IDENTIFIED BY '…' the password keeps MySQL's escaping (a \\ written \\\\, a ' as \\'; between grep's double quotes \\\\ and \\\" are already right); the unescaped form is cPanel's web form only (diff32 install 5)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /create the database and user with the names and password that `grep` printed, the password without its surrounding double quotes|the password typed without the surrounding double quotes `grep` may print and with `\\\\` and `\\"` typed as `\\` and `"`, cPanel's step 3 too/,
  },
  {
    id: 'up-after-wait-cds-first',
    title:
      'a reader reopening the site after hours of settlement in a new terminal does not get "Could not open input file"',
    fact: "Restore onto a new server's VPS step 7 runs cd /var/www/quiznest/admin && sudo -u www-data php artisan up, and the update rollback's cPanel step 4 cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up; its VPS ls shows quiznest-backup once the nightly backup is set up (diff32 install 8)",
    where: ['post-installation.md'],
    forbid:
      /\(Extra's check\), run `sudo -u www-data php artisan up`|and `\/usr\/local\/bin\/ea-php83 artisan up`\.$|and `ls` shows `quiznest-backup`\. On cPanel/,
  },
  {
    id: 'backup-pause-guarded-on-extra',
    title: 'an Extra reader pausing a nightly backup that is not set up sees no cannot-stat error',
    fact: "Extra's Before the restore (and CONTENT_GUIDE) pause and put back the nightly backup with sudo test -f … && sudo mv …, as Post-Installation does (diff32 install 8)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /`sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/`|`sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/`/,
  },
  {
    id: 'client-swap-blocks-set-owner',
    title:
      'a reader swapping or rolling back the client in a new terminal does not leave PM2 on the wrong build',
    fact: 'Update the client with a rollback (VPS): the swap block of step 2 and the rollback block each open with OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)"; the rollback block runs inside if [ -d client-previous ], so a second paste moves nothing (diff32 install 8; read24 installA 3; diff33 install 5)',
    where: ['post-installation.md'],
    find: (page) =>
      page.blocks.flatMap((block) => {
        const text = block.lines.map((i) => page.lines[i]).join('\n');
        if (!/pm2 reload quiznest-client/.test(text)) return [];
        const wrong = /^\s*OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"$/m.test(text)
          ? []
          : [block.lines[0]];
        if (/^\s*if \[ -d client-previous \]; then$/m.test(text)) return wrong;
        return wrong.concat(
          block.lines.filter((i) => /^\s*sudo mv client client-failed/.test(page.lines[i])),
        );
      }),
  },
  {
    id: 'domain-change-split-only-when-shared',
    title:
      'an admin-only install.sh reader changing the domain is not sent to split a certificate that names the admin alone',
    fact: "Change the domain's Certificate split: only on an install.sh server whose one certificate, admin.example.com, also lists example.com; with the client on Vercel and example.com still listed, only the admin line of the split runs (read24 installA 2, diff34 install 6)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /On a server set up by `install\.sh`, split its certificate first|`install\.sh` server the section starts with the certificate split/,
  },
  {
    id: 'update-rollback-after-failed-rsync',
    title: 'an admin whose update copy stopped halfway knows the rollback applies',
    fact: 'Roll back a failed update opens with its triggers: migrate --force of step 5 ending with an error, a failed check of step 6, or a site that does not work after up; a failed rsync of step 4 gets rollback steps 1 and 3 and the crontab and up of step 4 only (read24 installA 4; diff33 install 1)',
    where: ['post-installation.md'],
    forbid: /^If `migrate --force` stops with an error in step 5, a check of step 6 fails/,
  },
  {
    id: 'cpanel-new-server-closes-folders-before-cache',
    title:
      "a cPanel restorer's cached configuration (APP_KEY, database password) is never readable by other accounts",
    fact: "Restore onto a new server, cPanel step 3: the permission block of the cPanel guide's step 8 (chmod 711, chmod -R go-rwx on storage/app/private, backups, logs, framework and bootstrap/cache) runs right after chmod 600 .env, before config:cache; the move's step 4 runs it with that block (read24 installB 1)",
    where: ['post-installation.md'],
    require:
      /^ {3}chmod 600 \.env\n {3}chmod 711 ~\/quiznest ~\/quiznest\/admin ~\/quiznest\/admin\/storage ~\/quiznest\/admin\/storage\/app\n {3}chmod -R go-rwx [^\n]*~\/quiznest\/admin\/bootstrap\/cache\n {3}touch storage\/installed\n(?: {3}[^\n]*\n)*? {3}\/usr\/local\/bin\/ea-php83 artisan config:cache$/m,
  },
  {
    id: 'cpanel-move-old-host-count',
    title: "a cPanel mover compares the new host's dump with a table count step 3 actually printed",
    fact: 'Move a running site, cPanel step 3 runs mysql --defaults-extra-file=… -N -e "SHOW TABLES" cpuser_quiznest | wc -l after the backup and notes it; step 4\'s grep -c compares with that number (read24 installB 3)',
    where: ['post-installation.md'],
    forbid:
      /the count that the `wc` line of step 2 of Restore the platform, cPanel tab, prints on the old host/,
  },
  {
    id: 'planned-move-vps-to-cpanel-mapped',
    title: 'a reader leaving a VPS for cPanel knows which tab each move step comes from',
    fact: "Move a running site's Mixed platforms: from a VPS to cPanel, step 3 from the VPS tab, every other step from the cPanel tab, step 4 comparing with the old VPS's SHOW TABLES count (read24 installB 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /^- \*\*Mixed platforms\*\*: [^\n]*; from a VPS to cPanel, step 3 from the VPS tab, every other step from the cPanel tab, step 4 comparing with the old server's `sudo mysql -u root -p -e "SHOW TABLES" quiznest \| tail -n \+2 \| wc -l`\.$/m,
      '../CONTENT_GUIDE.md':
        /from a VPS to cPanel the reverse, step 4 comparing with the old VPS's `SHOW TABLES` count/,
    }),
  },
  {
    id: 'cpanel-monthly-check-without-rclone',
    title: 'a cPanel account whose archives are pulled over SSH can still run the monthly dump check',
    fact: 'the cPanel monthly check: cp ~/backups/quiznest-backup-….tar.gz ~/restore/ in place of the rclone line on an account without rclone (read24 installB 5)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /Then, in Terminal \(not step 1 of the restore, which stops the site\), with `cp ~\/backups\/quiznest-backup-2026-11-24-0230\.tar\.gz ~\/restore\/` in place of the `rclone` line on an account without `rclone`/,
      '../CONTENT_GUIDE.md': /`cp` from `~\/backups` in place of its `rclone` line on a pulled account/,
    }),
  },
  {
    id: 'client-address-rules-named-by-comment',
    title:
      "a static-export reader changing the domain finds the address rules inside <IfModule>, not at the file's top",
    fact: 'Change the domain names the client\'s address rules by their comment, # One address for the client (a static export\'s sit inside <IfModule mod_rewrite.c>), never "the address rules at the top" (read24 installB 7)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /address rules at the top/,
  },
  {
    id: 'cpanel-restore-pauses-backup-line',
    title:
      'a cPanel reader learns that a restore pauses the nightly backup line as well as the two QuizNest lines',
    fact: "CONTENT_GUIDE's cPanel bullet: updates pause only QuizNest's two cron lines; restores and the move also comment out the nightly backup's line (sed -E '/quiznest\\/admin|quiznest-backup/ s/^/#/') (read24 installB note)",
    where: ['../CONTENT_GUIDE.md'],
    forbid: /Updates and restores pause only QuizNest's two cron lines/,
  },
  // Settings pages, read25 settings 2, 3, 6 (fix25-settings).
  {
    id: 'cron-reconciliation-names-held-deposits',
    title:
      'a Super Admin reading the scheduler table keeps the daily deposit check: manual and held deposits never expire',
    fact: 'Cron Job Settings\' deposit reconciliation row: each **Pending** online-gateway deposit for 24 hours, then **Failed** "expired"; manual, "risk review" and "partially paid" deposits never expire (daily deposit check linked) (read25 settings 2)',
    where: ['Settings/System Setting/Cron Job Settings.md'],
    require:
      /^\| Deposit reconciliation \|[^\n]*online-gateway deposit[^\n]*manual, "risk review" and "partially paid" deposits never expire \(\[daily deposit check\]\(\/deposits\/#check-pending-manual-deposits-every-day\)\)/m,
  },
  {
    id: 'withdraw-method-test-player-verified-then-deleted',
    title:
      'a Super Admin on a fresh install knows how to get the verified test player a new withdraw method needs, and deletes it after',
    fact: "Withdraw Method step 6: sign up a test account, submit its Profile > Verification and Approve it on the account's KYC tab (Users), check the withdraw screen, then delete the test account (straight to step 8 of Deleting an account); an unverified player sees a method's name and charges, not its fields (read25 settings 3)",
    where: ['Settings/Finance Settings/Withdraw Method.md'],
    require:
      /^6\. [^\n]*sign up a test account on the client app, submit its \*\*Profile > Verification\*\* form and \*\*Approve\*\* it on the account's \*\*KYC\*\* tab[^\n]*Then delete the test account: [^\n]*step 8 of \[Deleting an account\]/m,
  },
  {
    id: 'maintenance-bypass-link-after-cli-down',
    title:
      'an admin who started maintenance mode with php artisan down --secret copies a Bypass Link from the screen that works',
    fact: "Maintenance Mode: while the command line started the mode (down --secret=…), the screen's **Bypass Link** is built from the secret passed to down, the one in force (read25 settings 6)",
    where: ['Settings/System Setting/Maintenance Mode.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/System Setting/Maintenance Mode.md':
        /The panel shows the mode as \*\*On\*\*, its \*\*Bypass Link\*\* built from the secret you passed to `down` \(the one that works now\)/,
      '../CONTENT_GUIDE.md':
        /\(`down --secret=…`\), the screen's \*\*Bypass Link\*\* is built from that secret, the one in force/,
    }),
  },
  // diff33 install 7, 8, 10: Settings wording after round 24's fixes.
  {
    id: 'menu-example-reuses-existing-leaderboard',
    title: 'a menu editor following the visibility example does not end up with two Leaderboard links',
    fact: "Menu's example adds About Us for guests and sets the existing Leaderboard item (Everyone on a fresh install) to Signed-in Players Only, never a second Leaderboard item (diff33 install 7)",
    where: ['Settings/Navigation/Menu.md', '../CONTENT_GUIDE.md'],
    forbid: /add both as \*\*Internal Page\*\* items/,
    find: pagesSay({
      'Settings/Navigation/Menu.md':
        /set the existing \*\*Leaderboard\*\* item's \*\*Visibility\*\* to \*\*Signed-in Players Only\*\*/,
      '../CONTENT_GUIDE.md': /the existing \*\*Leaderboard\*\* item set to players, never a second one/,
    }),
  },
  // fix25-ops (Payments, Extra, Currency, Subscription, Users, dashboard): diff33 money 1, 3, 5, 6, 7, 9;
  // read25 ops 1, 3, 4, 5; read25 settings 1, 4, 5.
  {
    id: 'coin-rate-undo-reenters-maintenance',
    title:
      'an admin undoing a mistyped coin rate closes the site again before rejecting requests and correcting deposits',
    fact: "Currency's Undo step 1 puts the site back in maintenance mode (step 5) in both directions, since the check that finds the mistake runs after step 9 reopened it; then the deposits are settled (diff33 money 1, read25 settings 1)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /^1\. Settle the deposits: undoing a raise/m,
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /^1\. Put the site back in maintenance mode \(step 5\) at once, as the check runs after it reopened[^\n]*\. Then settle the deposits: undoing a raise, [^\n]*; undoing a lowering, steps 6 and 7\.1\.$/m,
      '../CONTENT_GUIDE.md':
        /the site goes back into maintenance mode \(step 5\) first, as the check runs after it reopened/,
    }),
  },
  {
    id: 'currency-charges-round-half-up',
    title: 'a reader checking a figure sees that charges round half up and displayed values round down',
    fact: 'Currency Decimal Places: charges are rounded half up to this many places; a displayed value (coins ÷ Coin Rate) is rounded down (read25 settings 4)',
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /Money amounts are also rounded to this many places, half up/,
    require: /Charges are rounded to this many places, half up: a deposit's \*\*Charge\*\*/,
  },
  {
    id: 'coin-rate-steps-read-in-one-pass',
    title: 'a Super Admin lowering the coin rate reads steps 7.2 and 8 without re-reading',
    fact: "Currency step 7.2 names `finished` as NOWPayments' status; step 8 says 'leave them alone' first, then why, in short sentences (read25 settings 5)",
    where: ['Settings/Finance Settings/Currency.md'],
    forbid: /If it turns `finished` first|leave the other deposits listed, online checkouts/,
  },
  {
    id: 'payments-refund-without-row-as-list',
    title: 'an auditor with a refund that has no Refund row follows one case per line, not a 170-word cell',
    fact: "Payments' reconciliation row for a refund with no Refund row points to ### A refund with no Refund row, a numbered list under the table, the first case that fits: a SUB- charge, an adjustment, a hold line marked 'nothing subtracted', a line not yet done, else the coins taken back (read25 ops 3)",
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\| In the \*\*Coin Log\*\* of \[Reports\]\(\/Report\/\), \*\*Type\*\* \*\*Admin Adjustment\*\*/,
    find: pagesSay({
      'Payments/index.md': [
        /Or a refund made outside the flow\. \| Follow \[A refund with no Refund row\]\(#a-refund-with-no-refund-row\)\. \|$/m,
        /^### A refund with no Refund row\n\n[^\n]*\n\n1\. [^\n]*\n2\. [^\n]*\n3\. [^\n]*\n4\. [^\n]*\n5\. Else the coins were never taken back/m,
      ],
      '../CONTENT_GUIDE.md': /a numbered list under its table, `### A refund with no Refund row`/,
    }),
  },
  {
    id: 'payments-sub-refund-outside-flow-not-a-deposit',
    title:
      'a refund of a SUB- charge made outside the flow is marked on the charge, never sent through the deposit refund pages',
    fact: 'A refund with no Refund row: a SUB- charge first (it moves no coins): the whole, Refund a subscription step 2 (Mark as Refunded with the refund id); a part, noted beside its SUB- line; a DEP- part after an earlier Admin Adjustment naming it goes to Refund part of a deposit, its coins counted as its step 5 says (the whole rest: Coins minus those already subtracted), never Mark as Refunded (diff33 money 5, diff37 money 5)',
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /follows, with the refund id, \[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) for the whole \*\*Payable\*\*|the rest after an earlier adjustment naming (?:this|the) `DEP-`: its step 5/,
    find: pagesSay({
      'Payments/index.md': [
        /^1\. A `SUB-` charge \(it moves no coins\): the whole charge refunded, \[Refund a subscription\]\(\/Subscription\/#refund-a-subscription\) step 2 \(\*\*Mark as Refunded\*\* with the refund id\)[^;\n]*; a part, note the refund id and amount beside its `SUB-` line\.$/m,
        /\(after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is \*\*Coins\*\* minus those already subtracted, never \*\*Mark as Refunded\*\*\)/,
      ],
      '../CONTENT_GUIDE.md':
        /a `SUB-` charge first: the whole to Refund a subscription step 2[^;\n]*, a part noted beside its `SUB-` line/,
    }),
  },
  {
    id: 'where-is-my-money-refund-refused-not-refunded',
    title: 'a support agent never tells a player "refunded" for a refund the provider refused',
    fact: 'Payments\' "where is my money?" expired row: a running-list line noting "refund refused" means nothing was sent yet, and a support agent asks the player for a statement (daily check 4.5); the row for another reason answers as that row; a Deposit row Refunded whose Refund row\'s Transaction ID is refund refused has its own row, read from the running-list line (a transfer reference: refunded with it; "settled by dispute": their dispute decided it; "credited and withdrawn": spent or withdrawn, the finance manager decides; none: not refunded yet), and the generic Refund row is for any other Transaction ID; the expired row never says "credited and withdrawn", which no Failed deposit can carry (diff33 money 3, diff37 money 3, read27 ops 6)',
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Refunded as in the row above: say so\.|"credited and withdrawn" on it: the player withdrew those coins|^\| A \*\*Refund\*\* row \| You refunded it\./m,
    find: pagesSay({
      'Payments/index.md': [
        /change nothing \(a line noting "refund refused" with no transfer reference yet: nothing sent yet, and a support agent asks the player for a statement, \[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) step 4\.5\)\./,
        /^\| A \*\*Deposit\*\* row \*\*Refunded\*\*, its \*\*Refund\*\* row's \*\*Transaction ID\*\* `refund refused` \| The provider refused the refund, and the coins of a late credit were taken back \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) steps 4\.5 and 7\.1\)\. \| Read the `DEP-`'s line on the running list: a transfer reference: refunded, with that reference; "settled by dispute": their card dispute decided it; "credited and withdrawn": they spent or withdrew those coins, and the finance manager decides; none of these: not refunded yet, and a support agent asks for a statement\. \|$/m,
        /^\| A \*\*Refund\*\* row with any other \*\*Transaction ID\*\* \| You refunded it\. \| The date and refund reference\. Card refunds usually take 5 to 10 business days to show on the player's statement\. \|$/m,
      ],
      '../CONTENT_GUIDE.md': [
        /\(a "refund refused" line with no transfer reference yet: not refunded yet, a support agent asking for a statement, step 4\.5; with one: refunded, with that reference;/,
        /Payments' "where is\s+my money\?" gives that player a row of its own, a \*\*Deposit\*\* row \*\*Refunded\*\* whose \*\*Refund\*\* row's \*\*Transaction ID\*\* is `refund refused`/,
        /"credited and withdrawn", they spent or withdrew those coins and the finance manager decides; none of these, not refunded yet, a support\s+agent asking for a statement/,
      ],
    }),
  },
  {
    id: 'where-is-my-money-rejected-manual-reason',
    title: 'a player whose manual deposit was rejected at a coin-rate change is not told the money went back',
    fact: 'Payments\' "where is my money?" row for a Deposit Failed for another reason: the reason on the row says what happened to the transfer (a coin-rate rejection keeps it for a resubmission); never "what arrived was sent back" (diff33 money 6)',
    where: ['Payments/index.md'],
    forbid: /what arrived of the transfer was sent back/,
    require: /\| The reason on the row says what happened to the transfer\./,
  },
  {
    id: 'subscription-refund-checks-earlier-partial',
    title: 'a full subscription refund is not sent on top of an earlier partial one',
    fact: "Refund a subscription's lead-in: look at the provider for an earlier refund of the charge (a partial one is noted only in the monthly reconciliation) and refund only the rest (diff33 money 9)",
    where: ['Subscription/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Subscription/index.md':
        /At the provider, also look for an earlier refund of it: a partial one is noted only in the \[monthly reconciliation\]\(\/Payments\/#reconcile-with-a-provider-month-by-month\), and leaves only the rest to refund\.\n\n1\. Refund the payment/,
      '../CONTENT_GUIDE.md':
        /refunds only the rest after an earlier refund found at the provider \(a partial one is noted only in the monthly reconciliation\)/,
    }),
  },
  {
    id: 'restore-cancels-contest-played-since-backup',
    title:
      'a restore never leaves a started contest running, where plays since the backup are lost and could be replayed',
    fact: "the restore's contest table splits 'neither' on Start Time: still ahead, Manual Approval and those who joined since told; Start Time passed and End Time since the backup or ahead, Cancel Contest (plays since the backup are lost, a second play of known questions unfair), its players told (read25 ops 1)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^\| Neither, \*\*End Time\*\* not passed \||neither, \*\*End Time\*\* not passed →/m,
    find: pagesSay({
      'Extra/index.md':
        /^\| Neither, \*\*Start Time\*\* passed, \*\*End Time\*\* since the backup or ahead \| \*\*Cancel Contest\*\*: plays made since the backup are lost, and a second play of known questions is unfair\. Tell its players\. \|$/m,
      '../CONTENT_GUIDE.md':
        /neither, \*\*Start Time\*\*\s+passed, \*\*End Time\*\* since the backup or ahead → cancelled, its players told/,
    }),
  },
  {
    id: 'restore-tab-lookup-since-backup-any-sheet-tool',
    title:
      'a lost deposit whose notification failed before the export is found at the provider, and the tab is protected in any sheet tool',
    fact: "Extra's restore tab: a lost DEP- or SUB- is looked for among the provider's payments since the backup, never only since the export's time; the tab is protected in Google Sheets (Data > Protect sheets and ranges) or the sheet tool's equivalent, as Roles says (diff33 money 7)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid: /payments since the\s+export's time|finance manager \(\*\*Data > Protect sheets and ranges\*\*\)/,
  },
  {
    id: 'users-deletion-step-7-labelled-a-b',
    title: 'a reader of the deletion table meets one step 7 with two cases, not two step 7s',
    fact: "Users' deletion table labels its two step-7 rows 7a (a balance above 0 given up in writing) and 7b (a balance below 0, a chargeback) (read25 ops 5)",
    where: ['Mange User/Users.md'],
    forbid: /^\| 7\. Balance (?:above|below) 0/m,
  },
  {
    id: 'dashboard-short-contest-registration-moved-later',
    title: 'a dashboard reader can save a contest short of seats by moving its registration close later',
    fact: 'Dashboard item 5: a contest short of its Minimum Seats is promoted, has Registration Closes At moved later by the contest publisher if it closes before Start Time (one left at the default cannot), or is left to cancel (read25 ops 4, read27 ops 8)',
    where: ['dashboard/index.md', '../CONTENT_GUIDE.md'],
    forbid: /Promote it or accept the cancellation\./,
    find: pagesSay({
      'dashboard/index.md':
        /Promote it, have the contest publisher move \*\*Registration Closes At\*\* later if it closes before \*\*Start Time\*\* \(\[Contests\]\(\/Mange%20Contests\/Contests#edit-a-contest-after-players-have-joined\); a contest left at the default cannot\), or accept the cancellation\./,
      '../CONTENT_GUIDE.md':
        /A contest\s+short of its \*\*Minimum Seats\*\* is promoted, has \*\*Registration Closes At\*\* moved later if it closes before\s+\*\*Start Time\*\* \(by the contest publisher; one left at the default, the same as \*\*Start Time\*\*, cannot\)/,
    }),
  },
  // fix25 deposits (diff33 money 2-4 and 8, read25 gateways 1-6, read25 ops 2-3): refund events, disputes, Stripe Link, the Withdraw Status filter.
  {
    id: 'stripe-link-bank-payments-off',
    title:
      'a US Stripe site that turned every Bank debits method off does not still take ACH debits through Link',
    fact: "Stripe's Link (under Wallets) is switched off too: in the US its Instant Bank Payments are ACH debits outside the Bank debits group; stripe.md (text and checklist), the overview and CONTENT_GUIDE say so (read25 gateways 2)",
    where: ['payment-gateways/stripe.md', 'payment-gateways/overview.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'payment-gateways/stripe.md': [
        /and \*\*Link\*\* under \*\*Wallets\*\* \(in the US it also pays from a bank account: Instant Bank Payments, ACH debits outside that group\)/,
        /^- \[ \] [^\n]*are off, and so is \*\*Link\*\* under \*\*Wallets\*\* \(its US bank payments are ACH debits\)\./m,
      ],
      'payment-gateways/overview.md':
        /and \*\*Link\*\*, whose US bank payments are ACH debits; on Authorize\.Net eCheck/,
      '../CONTENT_GUIDE.md':
        /Stripe's \*\*Link\*\* \(under \*\*Wallets\*\*\) is left off too: in the US its Instant Bank Payments are ACH debits outside that group/,
    }),
  },
  {
    id: 'nowpayments-refund-note-left-to-line-owner',
    title: 'a NOWPayments refund note never takes coins a second time from a deposit a line already names',
    fact: "NOWPayments' refunded IPN carries no refund id: any line naming the DEP- leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds (a refund line on a deposit credited late: daily check step 7.1); with none, the coins come back as the other events' (withdrawals closed first); never \"nobody: take the rest back\" (diff33 money 2)",
    where: [
      'payment-gateways/nowpayments.md',
      'payment-gateways/overview.md',
      'deposits/index.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /nobody: take the rest back|nobody: the rest taken back|no line may name the `DEP-`/,
  },
  {
    id: 'refund-refused-told-not-refunded-watched',
    title:
      'a player whose refund the provider refused is never told "refunded", and a late credit of that deposit is caught',
    fact: 'Check a pending deposit 2.1: a "refund refused" line is not refunded yet (step 4.5), one condition per line; daily check step 7 searches a "refund refused" line by its DEP- and 7.1 takes a late credit back ("refund refused"); 4.5: the finance manager sends only once the line has the deposit confirmer\'s "not credited" of that day and no "settled by dispute" (diff33 money 3, read25 ops 3, read26 ops 1)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /\("refund refused": it comes back as step 4\.5 says\)/,
    find: pagesSay({
      'deposits/index.md': [
        /^ {6}- "refund refused" on the line with no transfer reference yet: it is not refunded yet, and a support agent will ask for a statement \(step 4\.5\); with one: it was refunded, with that reference\.$/m,
        /^7\. Search each line's `DEP-` \(or `SUB-`\) reference/m,
        /\("refund refused": those words; its money goes out only as step 4\.5 says\)/,
      ],
      '../CONTENT_GUIDE.md':
        /a "refund refused" line with no transfer reference yet: not refunded yet, a support agent asking for a statement, step 4\.5/,
    }),
  },
  {
    id: 'hold-line-not-a-refund-where-guards-link',
    title: 'a guard that reads "its DEP- on the running list" never takes a refund hold line for a refund',
    fact: 'daily check step 4.3.2, which the guards link, says the refund hold lines record no refund; Check a pending deposit 2.1, step 4, step 8 and the question "A player was charged" read a refund line (diff33 money 8, read25 gateways 5)',
    where: ['deposits/index.md'],
    forbid: /first: a listed one was refunded|unless its `DEP-` is on the running list or/,
    find: pagesSay({
      'deposits/index.md': [
        /so that no account deletion and no restore removes it\. Its "refund hold" lines \(\[Refund a deposit\]\(#refund-a-deposit\) step 1\.1\) record no refund\./,
        /or its `DEP-` on a refund line of the \[running list\]/,
      ],
    }),
  },
  {
    id: 'partial-refund-cites-refund-step-1-2',
    title: 'Refund part of a deposit names whose step 1.2 it means',
    fact: 'Refund part of a deposit step 4 cites "([Refund a deposit](#refund-a-deposit) step 1.2)", never a bare "(step 1.2)" in a list that has none (read25 gateways 6)',
    where: ['deposits/index.md'],
    forbid: /the part's coins \(step 1\.2\)/,
  },
  {
    id: 'flutterwave-refund-keeps-daily-check',
    title: 'a Flutterwave-only site that refunds a wrong amount runs the daily check while the link is open',
    fact: "Flutterwave's troubleshooting: while a refunded payment link is still open at Flutterwave, run the daily check every day (step 7 searches the line) (read25 gateways 4)",
    where: ['payment-gateways/flutterwave.md'],
    require:
      /While that payment link is still open at Flutterwave, run the daily check every day: its step 7 searches the line\./,
  },
  {
    id: 'withdraw-status-filter-has-all',
    title: 'a payout officer reads the same Withdraw Status filter on every page, with its All option',
    fact: "Withdraw's Status filter is one status or All, Pending by default: the filter table says so, review item 4 uses All, and Deposits' refund step 1.2 no longer says it shows one status (read25 ops 2)",
    where: ['withdraw/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\*\*Status\*\* filter shows one status|Withdraw's \*\*Status\*\* shows one\s+status|\| \*\*Status\*\* \| Limits the list to one status; the tabs above the list show/,
    find: pagesSay({
      'withdraw/index.md':
        /^\| \*\*Status\*\* \| Limits the list to one status, or \*\*All\*\*; the tabs above the list show the count of each\. \| \*\*Pending\*\* \|$/m,
    }),
  },
  {
    id: 'daily-check-sites-one-per-line',
    title: 'the daily check says which sites need it one condition per line',
    fact: "Deposits' daily check opens with a list of the sites that need it, one condition per line (read25 ops 3)",
    where: ['deposits/index.md'],
    forbid: /Mercado Pago needs this check, a Flutterwave site while/,
  },
  // fix25 install: diff33 install 1-6, 9, 11, 12; read25 installB 1-5; read25 installA 1-4.
  {
    id: 'update-failed-rsync-stops-before-migrate',
    title:
      'an admin whose update copy fails never migrates a half-copied tree, nor imports a dump for nothing',
    fact: 'Update step 4 (both tabs): a failed rsync stops the update there, migrate not run, the step safe to repeat; its rollback is steps 1 and 3 and the crontab and up of step 4, never the import or redo (diff33 install 1)',
    where: ['post-installation.md'],
    find: pagesSay({
      'post-installation.md': [
        /^ {3}If `rsync` ends with an error, stop: `migrate` has not run and the database is untouched\./m,
        /^ {3}If `rsync` ends with an error \(such as `Disk quota exceeded`\), stop: `migrate` has not run and the database is untouched\./m,
        /After a failed `rsync` of step 4, `migrate` never ran: do rollback steps 1 and 3 only, then the commands of rollback step 4 without its redo/,
      ],
    }),
  },
  {
    id: 'restore-undo-never-puts-back-stale-copy',
    title: "a restorer's Undo never swaps live uploads for an earlier restore's leftover folder",
    fact: "Restore the platform step 1 (both tabs) deletes an earlier restore's storage/app.before-restore and .env.before-restore, so the Undo's put-back lines only ever find today's copies; a files-only Undo runs the cd and .env lines (diff33 install 2)",
    where: ['post-installation.md'],
    forbid: /run just the `cd` line and the last two lines of the second block/,
    find: (page) =>
      (
        page.lines
          .join('\n')
          .match(
            /^ {3}(?:sudo )?rm -rf storage\/app\.before-restore \.env\.before-restore +# an earlier restore's leftovers$/gm,
          ) ?? []
      ).length === 2
        ? []
        : [0],
  },
  {
    id: 'restore-earlier-archive-count-command',
    title:
      'a restorer whose tables were dropped can count an earlier archive, and the DROP line does not jam on a missing database',
    fact: "Restore the platform step 2: a live count far below the dump's is compared with an earlier local archive's, tar -xzOf <archive> database.sql | grep -c '^CREATE TABLE' (VPS sudo, /var/backups/quiznest; cPanel ~/backups); the VPS DROP is DROP DATABASE IF EXISTS, cPanel recreates a database gone altogether in MySQL Databases (diff33 install 3)",
    where: ['post-installation.md'],
    forbid: /compare with an earlier archive's `grep -c` instead/,
    find: pagesSay({
      'post-installation.md': [
        /`sudo tar -xzOf \/var\/backups\/quiznest\/quiznest-backup-[^`]*\.tar\.gz database\.sql \| grep -c '\^CREATE TABLE'`/,
        /`tar -xzOf ~\/backups\/quiznest-backup-[^`]*\.tar\.gz database\.sql \| grep -c '\^CREATE TABLE'`/,
        /if `cpuser_quiznest` is gone altogether, create it again in \*\*MySQL Databases\*\*/,
      ],
    }),
  },
  {
    id: 'restore-wrong-archive-after-step-5',
    title: 'a restorer who finds at step 5 that the archive holds the damage has a way forward',
    fact: "after step 5 of Restore the platform there is no Undo; if the archive itself proves wrong, the reader stops and plans a second restore with the finance manager as Extra's restore tab says (diff33 install 4, diff34 install 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /finish the restore and correct in the panel\. Only files restored|the restore is finished and corrected in the panel\)/,
  },
  {
    id: 'client-swap-guard-says-so',
    title:
      'a VPS reader whose client swap or rollback found nothing to move is told so, and PM2 reloads nothing',
    fact: 'Update the client with a rollback (VPS): the swap runs inside if [ -f client-next/.next/standalone/server.js ] (the file the build check lists; diff34 install 5), the rollback inside if [ -d client-previous ], pm2 reload inside each; the else echoes that nothing was swapped or rolled back (diff33 install 5)',
    where: ['post-installation.md'],
    find: (page) =>
      page.blocks.flatMap((block) => {
        const text = block.lines.map((i) => page.lines[i]).join('\n');
        if (!/pm2 reload quiznest-client/.test(text)) return [];
        return /^if \[ (?:-f client-next\/\.next\/standalone\/server\.js|-d client-previous) \]; then$/m.test(
          text.replace(/^ +/gm, ''),
        ) && /^ *else echo "no [^"]*: nothing (?:swapped|rolled back)"; fi$/m.test(text)
          ? []
          : [block.lines[0]];
      }),
  },
  {
    id: 'static-htaccess-address-lines-counted',
    title: 'a static-export reader changing the domain keeps the clean-URL and shell rules of .htaccess',
    fact: 'Change the domain step 2, static export: replace the seven RewriteCond and RewriteRule lines under # One address for the client, down to the blank line before # /contact/; the /contact/, .html and _.html rules stay (diff33 install 6)',
    where: ['post-installation.md'],
    forbid:
      /replace the `RewriteCond` and `RewriteRule` lines under `# One address for the client` with those of step 6/,
  },
  {
    id: 'laragon-prefers-mariadb-checks-after-restart',
    title: 'a Laragon reader whose my.ini line comes back is not left with a MySQL that stops',
    fact: 'Laragon with MySQL 5.7: MariaDB 11.4 of the winget tab first (no my.ini for Laragon to rewrite); the MySQL 8.4 ZIP second, SELECT VERSION() checked after every restart of Laragon, MariaDB taken if the line came back (diff33 install 9)',
    where: ['installation-guide/local-machine-setup/Windows.md'],
    require:
      /Laragon may write that line back: after every restart of Laragon[^\n]*If the line came back, take MariaDB instead\./,
  },
  {
    id: 'domain-split-keyed-on-certbot-list',
    title:
      'a manual VPS built from an older guide, with one certificate for both names, also splits it before a domain change',
    fact: "Change the domain's certificate split: on a VPS whose sudo certbot certificates shows one certificate listing both admin.example.com and example.com (install.sh or an older VPS guide) (diff33 install 11)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /On a server set up by `install\.sh` whose one certificate|On an\s+`install\.sh` server whose one certificate also lists/,
  },
  {
    id: 'install-sh-backup-password-unescaped',
    title:
      'an install.sh reader whose database password holds a backslash or quote types it as mysqldump needs',
    fact: 'vps-automated\'s Back up first: DB_PASSWORD typed without its surrounding double quotes and with \\\\ and \\" typed as \\ and ", as Restore onto a new server\'s cPanel step 2 says (diff33 install 12)',
    where: ['installation-guide/server-setup/vps-automated.md'],
    forbid: /\(typed without any double quotes around it\)/,
  },
  {
    id: 'standalone-client-folder-of-its-own',
    title:
      "a standalone client on an added domain never puts its Passenger lines in front of the main domain's live site",
    fact: "the standalone client's domain, when not the account's main domain, is added with Share document root unticked (a folder of its own), at first install and at a domain change (read25 installB 1)",
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/Client/Standalone.md'],
    forbid: /For the standalone client, the domain only needs to exist/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/Standalone.md':
        /If `example\.com` is not the account's main domain, untick \*\*Share document root\*\* when you add it/,
      'post-installation.md':
        /Otherwise untick it and set \*\*Document Root\*\*: [^\n]*; for the standalone client to a folder of its own/,
    }),
  },
  {
    id: 'windows-mariadb-from-msi',
    title: "a Windows reader gets a patched MariaDB 11.4, not winget's 2024 build",
    fact: "Windows: MariaDB 11.4 from MariaDB's own MSI on mariadb.org/download (newest 11.4.x, Install as service); winget's MariaDB.Server has no current 11.4 and is never used (read25 installB 2)",
    where: ['installation-guide/local-machine-setup/Windows.md'],
    forbid: /winget (?:install|show|pin add)[^\n]*MariaDB\.Server/,
  },
  {
    id: 'domain-change-new-folder-gets-rules',
    title: 'a standalone client moved to a folder of its own still sends www and HTTP to the new address',
    fact: "Change the domain step 6, cPanel: the rules go in the .htaccess of example.net's document root (a standalone client's new folder: at its very top, above the Passenger block), and the check curls both www.example.com and http://www.example.net (read25 installB 3)",
    where: ['post-installation.md'],
    find: pagesSay({
      'post-installation.md': [
        /a standalone client's own new folder has none yet: put these at its very top, above the `CLOUDLINUX PASSENGER CONFIGURATION` block/,
        /`curl -sI http:\/\/www\.example\.net\/quiz \| grep -i location`/,
      ],
    }),
  },
  {
    id: 'fedora-mariadb-not-yet-tested',
    title: 'a Fedora reader knows the MariaDB they get is newer than the tested 11.4',
    fact: 'the Linux dnf tab: Fedora 44 and later install MariaDB 11.8 or newer, not yet tested, fine for a test machine (read25 installB 4)',
    where: ['installation-guide/local-machine-setup/Linux.md'],
    require: /Fedora 44 and later install MariaDB 11\.8 or newer, not yet tested/,
  },
  {
    id: 'cpanel-extension-check-loop',
    title: 'a cPanel reader sees which PHP extension is missing before Composer fails on it',
    fact: "the cPanel extension checks (both tabs of the cPanel guide's step 4, the PHP upgrade) run Common Requirements' loop over all thirteen extensions with the full binary, printing missing: <name> (read25 installB 5)",
    where: ['post-installation.md', 'installation-guide/server-setup/cPanel/'],
    forbid: /-m \| grep -Ei 'bcmath/,
  },
  {
    id: 'move-admin-only-vps-changes',
    title: 'the mover of an admin-only VPS builds the new server without a client',
    fact: "Move a running site's Admin-only VPS bullet: the new server built with the changes of Admin-only VPS for a Vercel client (read25 installA 2)",
    where: ['post-installation.md'],
    require:
      /only `admin\.example\.com` moves: the new server built with the changes of \[Admin-only VPS for a Vercel client\]/,
  },
  {
    id: 'drill-server-admin-only-changes',
    title: "the restore drill's server never runs the client's Certbot line",
    fact: 'Rehearse a restore: the test copy is installed with the rows for steps 5, 10, 11 and 15 of Admin-only VPS for a Vercel client (never row 1, the live client records), and the VPS guide step 1 for restore-test.example.com alone (read25 installA 3, diff34 install 4, diff35 install 3)',
    where: ['post-installation.md'],
    require:
      /as an admin panel only under that name: [^\n]*in step 1 that name alone[^\n]*Take the rows for steps 5, 10, 11 and 15 of \[Admin-only VPS for a Vercel client\]/,
  },
  {
    id: 'vps-root-after-80-fallback',
    title: 'a VPS reader on the MySQL 8.0 fallback is told what step 6 asks',
    fact: 'VPS guide step 6: after the 8.0 fallback of step 4, root signs in through the system account; Enter at its password prompts (read25 installA 4)',
    where: ['installation-guide/server-setup/vps.md'],
    require: /after the 8\.0 fallback of step 4, `root` signs in through the system account instead/,
  },
  // Read round 26 (Settings): a new or edited withdraw method's rate read back, the panel-recovery
  // worker restart, a withdrawn page of a static export, languages added Inactive, minor wording.
  {
    id: 'withdraw-method-rate-read-back',
    title: "a mistyped withdraw method's Conversion Rate is caught before anyone is paid by it",
    fact: "Withdraw Method step 5: after Save, the page reloaded and Currency and Conversion Rate read back against today's rate, one request worked through by hand (4,000 coins at coin rate 100 = 40.00 USD, 4,745.80 BDT at 122; 47,458.00 means 1220), each a sub-step of its own (save and reload, compare, the worked request, correct and reject); its FAQ sends every Save there; Withdrawals' checklist item 8 compares Payout Amount ÷ Payable with today's rate (read26 Settings 1, read27 settings 6)",
    where: ['Settings/Finance Settings/Withdraw Method.md', 'withdraw/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Withdraw Method.md': [
        /^5\. Leave \*\*Status\*\* on \*\*Enabled\*\* and read the rate back \(step 6 shows no \*\*Payout Amount\*\*\):\n {3}1\. Click \*\*Save\*\*, reload the page and open the method with \*\*Edit\*\*\.\n {3}2\. Compare the saved \*\*Currency\*\* and \*\*Conversion Rate\*\* with today's rate[^\n]*\n {3}3\. [^\n]*4,000 coins at the \*\*Coin Rate\*\* `100`[^\n]*4,745\.80 BDT at `122` \(47,458\.00 BDT would mean `1220`\)\.\n {3}4\. If either is wrong, correct it, \*\*Save\*\*, and reject any request made on it meanwhile as step 6 says\.$/m,
        /only new requests use the new values, so after each \*\*Save\*\* read the \*\*Currency\*\* and \*\*Conversion Rate\*\* back as in step 5/,
      ],
      'withdraw/index.md':
        /^8\. \*\*Payout rate\*\*: \*\*Payout Amount\*\* ÷ \*\*Payable\*\* is the method's \*\*Conversion Rate\*\*[^\n]*do not pay/m,
      '../CONTENT_GUIDE.md': [
        /Withdraw Method's step 5 reads the saved \*\*Currency\*\* and \*\*Conversion Rate\*\*\s+back/,
        /one sub-step each \(save and reload, compare, the worked request, correct and reject\)/,
      ],
    }),
  },
  {
    id: 'panel-recovery-restarts-workers',
    title: 'an admin who fixed a broken Redis setting in .env also gets the emails and jobs moving again',
    fact: 'System Configuration, If the panel stops working: a last step restarts the workers hard (VPS systemctl or supervisorctl restart quiznest-queue, never queue:restart; the cPanel cron worker needs nothing), checked by Worker Running on the Queue Monitor; the FAQ answer names the restart (read26 Settings 2)',
    where: ['Settings/System Setting/System Configuration.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/System Setting/System Configuration.md': [
        /^5\. Restart the workers, which keep the broken values: on a VPS `sudo systemctl restart quiznest-queue`[^\n]*never `queue:restart`[^\n]*\*\*Worker\*\* shows \*\*Running\*\*/m,
        /delete `admin\/bootstrap\/cache\/config\.php`, reload and restart the queue workers, never with `queue:restart`/,
      ],
      '../CONTENT_GUIDE.md': /its last step \(and its FAQ answer\) restarts the workers hard/,
    }),
  },
  {
    id: 'static-export-withdrawn-page-file-stays',
    title: 'a withdrawn legal page of a static export stops reaching crawlers and link previews',
    fact: 'a page deleted or set to Draft is offline for players at once; with a static export, its file from the last build is served to crawlers, link previews and visitors without JavaScript until out/ is rebuilt and uploaded (read26 Settings 4)',
    where: ['Settings/Theme Settings/Manage Pages.md', '../CONTENT_GUIDE.md'],
    forbid: /Deleting a page takes its address offline at once\./,
    find: pagesSay({
      'Settings/Theme Settings/Manage Pages.md':
        /with a static export, the server still serves the page's file from the last build to crawlers, link previews and visitors without JavaScript until you rebuild and upload `out\/`/,
      '../CONTENT_GUIDE.md':
        /an item deleted or set to \*\*Draft\*\* after\s+the build keeps its pre-rendered `\.html`/,
    }),
  },
  {
    id: 'new-language-saved-inactive',
    title: 'a half-translated new language is not offered to every player the moment it is saved',
    fact: "a new language's Status defaults to Active, so Languages' numbered Add a language sets it Inactive before Save, then translated or imported, RTL checked, and Active last, with a check and an undo; Where to find it links it (read26 Settings 5, read27 settings 10)",
    where: ['Settings/Localization/Languages.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Localization/Languages.md': [
        /Click \*\*Add Language\*\* to create one \(\[Add a language\]\(#add-a-language\)\)/,
        /^## Add a language\n\n1\. Click \*\*Add Language\*\* and enter \*\*Name\*\*, \*\*Code\*\* and \*\*Direction\*\*\.\n2\. Set \*\*Status\*\* to \*\*Inactive\*\* and click \*\*Save\*\*: a new language is \*\*Active\*\* by default[^\n]*\n3\. Translate it [^\n]*\n4\. For \*\*RTL\*\*, check the main screens [^\n]*\n5\. \*\*Edit\*\* the language, set \*\*Status\*\* to \*\*Active\*\* and click \*\*Save\*\*\.\n\nCheck: [^\n]*Undo: /m,
      ],
      '../CONTENT_GUIDE.md':
        /Languages' numbered `## Add a language` sets it\s+\*\*Inactive\*\* before \*\*Save\*\*/,
    }),
  },
  {
    id: 'menu-example-names-header-menu',
    title: 'guests do not see About Us twice after following the Menu visibility example',
    fact: "Menu's visibility example adds About Us in the Header Menu (the Footer Menu already has it; Leaderboard is in the Header Menu only) (read26 Settings 6)",
    where: ['Settings/Navigation/Menu.md'],
    require:
      /in the \*\*Header Menu\*\* \(the \*\*Footer Menu\*\* already has \*\*About Us\*\*\), add \*\*About Us\*\* as an \*\*Internal Page\*\* item/,
  },
  {
    id: 'always-sent-sms-reset-code',
    title: 'an admin looking for the password-reset SMS finds it among the messages always sent',
    fact: 'with SMS enabled, the phone verification code and the password reset code by SMS are both always sent (Notification Settings, lock icon) (read26 Settings 7)',
    where: ['Settings/User Settings/Notification Settings.md'],
    forbid: /and the phone verification code by SMS when SMS is enabled/,
    require: /the phone verification code and the password reset code by SMS/,
  },
  {
    id: 'leaderboard-ties-like-contest-rules',
    title: 'a support agent answering a ranking dispute does not use the contest tie-break',
    fact: "leaderboard ties follow rules like those of contest results except the third (the moment the player reached the total, not the submission time), never 'the same rules' (read26 Settings 9)",
    where: ['Settings/Quiz Settings/Ranking Settings.md'],
    forbid: /ordered by the same rules as contest results/,
  },
  // fix26-ops (Payments, Contest Winners, Currency, Reports, Users' settings tests): diff34 money 7, 9, 10, 11;
  // read26 ops 3, 4, 5.
  {
    id: 'payments-whole-sub-refund-renewal-paragraph',
    title: "a whole SUB- refund found in the monthly check also puts back a renewal's earlier paid days",
    fact: "Payments' A refund with no Refund row step 1: a whole SUB- refund goes to Refund a subscription step 2 and the paragraph after it (a renewal: a Super Admin's Assign Plan), never step 2 alone (diff34 money 7)",
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Payments/index.md':
        /\[Refund a subscription\]\(\/Subscription\/#refund-a-subscription\) step 2 \(\*\*Mark as Refunded\*\* with the refund id\) and the paragraph after it \(a renewal: a Super Admin's \*\*Assign Plan\*\*\)/,
      '../CONTENT_GUIDE.md':
        /the whole to Refund a subscription step 2 and the paragraph after it \(a renewal: a Super Admin's \*\*Assign Plan\*\*\)/,
    }),
  },
  {
    id: 'test-account-subtract-is-step-7a',
    title: "a Super Admin deleting a settings test's account finds the Subtract step under its own number",
    fact: "the settings tests' account deletion (Social Login, Extensions, Withdraw Method step 6) cites Users' step 7a's Subtract, 7b being an Add (diff34 money 9)",
    where: [
      'Settings/User Settings/Social Login.md',
      'Settings/Integration Settings/Extensions.md',
      'Settings/Finance Settings/Withdraw Method.md',
      'Settings/Finance Settings/Currency.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /after step 7's\s+\*\*Subtract\*\*/,
  },
  {
    id: 'coin-rate-undo-live-contest-warning',
    title: 'an admin closing the site again to undo a coin rate sees what happens to a contest Live then',
    fact: "Currency's Undo step 1: back in maintenance mode at once, then a contest Live cancelled, or left to run without players (diff34 money 10, diff35 money 6)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/Finance Settings/Currency.md':
        /^1\. Put the site back in maintenance mode \(step 5\) at once, as the check runs after it reopened; then cancel a contest \*\*Live\*\* now, which runs without players \(\[Maintenance Mode\]\([^)]*\)\), or accept that\./m,
      '../CONTENT_GUIDE.md':
        /the site goes back into maintenance mode \(step 5\) first, [^\n]*\(then a contest \*\*Live\*\* cancelled, or left to run without players\)/,
    }),
  },
  {
    id: 'payments-dispute-row-links-steps',
    title:
      "a reader of Payments' dispute row is sent to the steps that find an adjustment, not to a neighbouring row",
    fact: "Payments' dispute row finds the adjustment or hold line of a dispute after a partial refund as in A refund with no Refund row steps 2 and 3 (diff34 money 11)",
    where: ['Payments/index.md'],
    forbid: /naming it, found as in the row above/,
    require: /found as in \[A refund with no Refund row\]\(#a-refund-with-no-refund-row\) steps 2 and 3/,
  },
  {
    id: 'adjustment-text-is-its-reason',
    title: "an adjustment's text has one name, the form's Reason, shown as Note in the Coin Log",
    fact: 'an Admin Adjustment\'s text is its Reason (the Adjust Balance field); the Coin Log shows it in its Note column: Reports\' Note row says "its Reason", Payments and CONTENT_GUIDE say the dispute id or DEP- is in its Reason (read26 ops 5)',
    where: ['Report/index.md', 'Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /For an \*\*Admin Adjustment\*\*, the note and the name|with the dispute id in its \*\*Note\*\*|reference in (?:the|its) \*\*Note\*\*/,
  },
  {
    id: 'winners-correction-goes-to-adjuster',
    title:
      'a payout officer correcting a paid contest hands the coins to the adjuster and frees held coins first',
    fact: "Winners' After the prizes are paid: the payout officer (no Adjust balance) hands the correction (Title, Start Time, usernames, coins) to the adjuster (a Super Admin or the finance manager); before a Subtract, the payout officer rejects the player's held requests whose money has not left (Refund a deposit step 1.2) and the adjuster subtracts in the same sitting (read26 ops 3, diff35 money 7)",
    where: ['Mange Contests/Winners.md', '../CONTENT_GUIDE.md'],
    forbid: /To make good a mistake you find later, adjust the coin balance of the players concerned/,
    find: pagesSay({
      'Mange Contests/Winners.md':
        /hand the correction \([^)]*\) to the adjuster \(a Super Admin or the finance manager: a payout officer has no \*\*Adjust balance\*\*\)[^\n]*A \*\*Subtract\*\* cannot touch coins held by a withdrawal: the payout officer rejects that player's held requests whose money has not left[^\n]*\[Refund a deposit\]\(\/deposits\/#refund-a-deposit\) step 1\.2/,
      '../CONTENT_GUIDE.md':
        /Winners' \*\*After the prizes are paid\*\* has the payout officer \(no \*\*Adjust balance\*\*\) hand a correction/,
    }),
  },
  {
    id: 'no-payment-take-back-own-heading',
    title:
      'a Super Admin taking back a deposit with no payment reads numbered steps with who does each, a Check and an Undo',
    fact: "Payments' `### A deposit with no payment behind it`: seven numbered steps with Who and Permission columns (Super Admin disables and retypes, lists; payout officer holds and closes withdrawals; Super Admin Mark as Refunded NO-PAYMENT-; support agent; Super Admin releases), a Check and an Undo (a payment found later is refunded at the provider, never credited with Adjust Balance); a confirmer's single mistake needs only steps 2 to 7 for that deposit; the table row is one sentence and a link (read26 ops 4)",
    where: ['Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid: /^\| A row here is missing at the provider \|[^\n]*\*\*Mark as Refunded\*\*/m,
    find: pagesSay({
      'Payments/index.md': [
        /^\| A row here is missing at the provider \|[^\n]*\| A Super Admin, never the deposit confirmer, follows \[A deposit with no payment behind it\]\(#a-deposit-with-no-payment-behind-it\)\. \|$/m,
        /^### A deposit with no payment behind it\n\n[^\n]*needs only steps 2 to 7 for that one deposit \(its player only\), the gateway left enabled\.\n\n\| Step \| Who \| Permission \|\n\|---\|---\|---\|\n(?:\| [1-7]\. [^\n]*\n){7}\nCheck: [^\n]*Undo: [^\n]*never credited with \*\*Adjust Balance\*\*/m,
      ],
      '../CONTENT_GUIDE.md': /Payments' `### A deposit with no payment behind it`/,
    }),
  },
  // fix26 deposits: diff34 money 1-6, 8; read26 gateways 1-4; read26 ops 1.
  {
    id: 'daily-check-7-searches-dep-reference',
    title: 'the daily check searches each refund line by the reference Deposits Search can find',
    fact: "daily check step 7 searches each running-list line's DEP- (or SUB-) reference with Status All, never its refund id, which the Deposits Search cannot find (diff34 money 1)",
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid: /Search each line's refund reference|step 7 searches each refund reference/,
    find: pagesSay({
      'deposits/index.md':
        /^7\. Search each line's `DEP-` \(or `SUB-`\) reference \(never a refund hold line/m,
    }),
  },
  {
    id: 'refund-refused-line-with-reference-refunded',
    title: 'a player whose refused refund was sent is told it was refunded, not asked for a statement again',
    fact: 'Check a pending deposit 2.1: a "refund refused" line with no transfer reference yet: not refunded yet (step 4.5); with one: refunded, with that reference (diff34 money 8)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /- "refund refused" on the line: it is not refunded yet|a "refund refused" line: not refunded yet/,
    find: pagesSay({
      'deposits/index.md':
        /"refund refused" on the line with no transfer reference yet: [^\n]*; with one: it was refunded, with that reference\./,
    }),
  },
  {
    id: 'refused-refund-row-reconciled',
    title:
      "the monthly reconciliation matches a refused refund's Refund row to the finance manager's transfer",
    fact: "daily check 7.1's Mark as Refunded with 'refund refused' makes a Refund row that the monthly reconciliation matches to the finance manager's transfer reference on the running-list line: CONTENT_GUIDE and a row of Payments' table of differences say so; a \"credited and withdrawn\" line with no transfer is matched to nothing (no money went out), its words noted beside the row, never to a payout already matched to its own Withdrawal row (diff34 money 6, diff37 money 4)",
    where: ['../CONTENT_GUIDE.md', 'Payments/index.md'],
    forbid: /or, "credited and withdrawn", to that withdrawal's payout/,
    find: pagesSay({
      'Payments/index.md':
        /^\| A \*\*Refund\*\* row with the reference `refund refused` \| The refund the provider refused, recorded when a late credit was taken back \(\[daily check\]\(\/deposits\/#check-pending-manual-deposits-every-day\) steps 4\.5 and 7\.1\)\. \| Match it to the finance manager's transfer reference on the running-list line, or, "settled by dispute", to the provider's dispute line on the dispute ID noted there, or, "credited and withdrawn" with no transfer, nothing: no money went out for it, so note those words beside the row; none of these yet: nothing to match until the money is sent\. \|$/m,
      '../CONTENT_GUIDE.md':
        /step 7\.1's \*\*Refund\*\* row `refund refused` is matched in the monthly reconciliation to\s+the finance manager's transfer reference on the line, or, "settled by dispute", to the provider's dispute line on the dispute ID noted there,\s+or, "credited and withdrawn" with no transfer, to nothing \(no money went out for it: those words noted beside the row\)/,
    }),
  },
  {
    id: 'flutterwave-credit-at-least-payable-in-currency',
    title: 'a Flutterwave payment credited by hand brought at least the Payable, in the right currency',
    fact: "Flutterwave's 'Player charged but the deposit was not credited': Mark as Successful only if the transaction shows at least the deposit's Payable in the form's Currency, the currency code checked as well as the figure (read26 gateways 1)",
    where: ['payment-gateways/flutterwave.md', '../CONTENT_GUIDE.md'],
    forbid: /if the right amount arrived, click \*\*Mark as Successful\*\*/,
    find: pagesSay({
      '../CONTENT_GUIDE.md':
        /A Flutterwave payment refused for its amount or currency likewise: credited only for at least the\s+\*\*Payable\*\* in the form's \*\*Currency\*\*, the currency code checked as well as the figure\./,
    }),
  },
  {
    id: 'held-payment-check-only-approved',
    title: 'a deposit confirmer who declined a hold does not expect it to turn Successful',
    fact: "Deposits' status table, held PayPal and Authorize.Net row: decide at the provider within the day, then check that an approved or accepted one turned Successful, as daily check step 5 says (read26 gateways 3)",
    where: ['deposits/index.md'],
    forbid: /at the provider within the day, then check that the deposit turned \*\*Successful\*\*/,
    require: /then check that an approved or accepted one turned \*\*Successful\*\* \|/,
  },
  {
    id: 'stripe-expired-session-with-events',
    title: 'a Stripe reader finds what an expired Checkout Session does with the other events',
    fact: "Stripe's webhook events paragraph ends with 'An expired Checkout Session (after 24 hours without payment) marks the deposit Failed.', not the Bank debits paragraph (read26 gateways 4)",
    where: ['payment-gateways/stripe.md'],
    forbid: /no one could hold the withdrawals it funds\. An expired Checkout Session/,
    require:
      /`checkout\.session\.async_payment_failed`\. An expired Checkout Session \(after 24 hours without payment\) marks the deposit \*\*Failed\*\*\./,
  },
  // fix26 install: diff34 install 1-7; read26 installB 1-8.
  {
    id: 'second-restore-keeps-first-tab',
    title:
      "a second restore from an older archive never credits a lost deposit twice, drops a payment still owed or deletes the first restore's copies",
    fact: "Restore the platform's Undo (both tabs): the archive itself wrong after step 5, stop in maintenance mode and plan a second restore with the finance manager as Extra's restore tab says, never just step 1 again; Extra: before its step 1 the .before-restore copies renamed .first-restore, the first exports and tab kept, every first-tab line copied with its mark (settled never added again, waiting or unpaid still owed) (diff34 install 2)",
    where: ['post-installation.md', 'Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /mark this restore's tab \*void\* and restore again|marks the restore's tab \*void\* and the site is restored again/,
    find: (page) =>
      page.rel === 'post-installation.md'
        ? (
            page.lines
              .join('\n')
              .match(
                /If the archive itself holds the damage, stop \(in maintenance mode\) and plan a second restore with the finance manager as \[The restore tab\]\(\/Extra\/#the-restore-tab\) says, never just step 1 again/g,
              ) ?? []
          ).length === 2
          ? []
          : [0]
        : pagesSay({
            'Extra/index.md':
              /Keep the first restore's exports and tab until it is done\. Copy every line of the first tab, with its mark, to the new tab: with a Coin Log export, a \*settled\* line is never added to a target again/,
            '../CONTENT_GUIDE.md':
              /the archive itself wrong: stop, in maintenance mode, for a second restore planned by a Super Admin with the finance manager as Extra's restore tab says/,
          })(page),
  },
  {
    id: 'domain-way-back-removes-added-lines',
    title: 'a cPanel reader going back to the old names does not leave them sending players to the new one',
    fact: "Change the domain's way back, item 3, cPanel: put back the address rules replaced in step 6 and delete the lines added at the top of the old names' own .htaccess (diff34 install 3)",
    where: ['post-installation.md'],
    forbid: /^ {3}- \*\*cPanel\*\*: put back the address rules you replaced in step 6\.$/m,
    require:
      /^ {3}- \*\*cPanel\*\*: put back the address rules you replaced in step 6, and delete the lines you added at the top of the old names' own `\.htaccess`\.$/m,
  },
  {
    id: 'client-swap-tests-server-js',
    title: 'a VPS reader whose build was killed halfway never swaps in a client without server.js',
    fact: 'Update the client with a rollback (VPS) step 2: the swap guard tests the file the build check lists, if [ -f client-next/.next/standalone/server.js ] (diff34 install 5)',
    where: ['post-installation.md'],
    forbid: /if \[ -d client-next\/\.next\/standalone \]/,
  },
  {
    id: 'domain-split-vercel-runs-admin-line',
    title: 'an admin-only VPS whose certificate still lists example.com splits it before the domain change',
    fact: "Change the domain's Certificate split: with the client on Vercel and example.com still listed, only the admin line (--cert-name admin.example.com -d admin.example.com, U if asked); never 'nothing to split' unchecked (diff34 install 6)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /With the client on Vercel, the admin certificate names the admin alone: nothing to split|client on Vercel: nothing to split\)/,
  },
  {
    id: 'drill-names-admin-only-rows',
    title: "the drill's reader never touches the live site's client records",
    fact: 'Rehearse a restore links only the rows for steps 5, 10, 11 and 15 of Admin-only VPS for a Vercel client (no Node.js or PM2, no client block, no client certificate), never the whole table, whose row 1 names the live example.com records (diff34 install 4)',
    where: ['post-installation.md'],
    forbid:
      /as an admin panel only under that name, with the changes of \[Admin-only VPS for a Vercel client\]/,
  },
  {
    id: 'restore-earlier-archive-name-listed',
    title: 'a VPS restorer can find the name of an earlier archive in the root-only folder',
    fact: "Restore the platform step 2 (VPS): an earlier local archive's name is listed by sudo ls -t /var/backups/quiznest, the folder being mode 700 for root (diff34 install 7)",
    where: ['post-installation.md'],
    require:
      /database\.sql \| grep -c '\^CREATE TABLE'`, whose name `sudo ls -t \/var\/backups\/quiznest` lists\)/,
  },
  {
    id: 'laragon-mysql-unticked-for-mariadb',
    title: 'a Laragon reader who takes MariaDB does not get MySQL 5.7 back at the next Start All',
    fact: "Laragon with MySQL 5.7, MariaDB route: Laragon's MySQL stopped and unticked in Preferences > Services & Ports, so Start All leaves port 3306 to MariaDB (diff34 install 7)",
    where: ['installation-guide/local-machine-setup/Windows.md', '../CONTENT_GUIDE.md'],
    forbid: /- Stop Laragon's MySQL and install MariaDB 11\.4/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Windows.md':
        /untick \*\*MySQL\*\* in Laragon's \*\*Preferences > Services & Ports\*\*/,
    }),
  },
  {
    id: 'fedora-mariadb-version-command',
    title: 'a Fedora reader checks MariaDB with its own command, without a deprecation warning',
    fact: 'the Linux dnf tab: mariadb --version on Fedora, mysql --version on RHEL 9 (diff34 install 7)',
    where: ['installation-guide/local-machine-setup/Linux.md'],
    forbid: /\(`mysql --version` shows which you got\)/,
  },
  {
    id: 'rollback-box-not-after-failed-rsync',
    title: 'a reader rolling back a failed rsync does not stop to export for nothing',
    fact: "Roll back a failed update's warning box starts with 'After a failed rsync of step 4 this does not apply' (diff34 install 7)",
    where: ['post-installation.md'],
    require:
      /:::warning Changes made since the dump\nAfter a failed `rsync` of step 4 this does not apply\. Otherwise the rollback imports the dump of step 2/,
  },
  {
    id: 'backup-script-prefers-mariadb-dump',
    title: 'a cPanel site on MariaDB 11 gets no backup mail on a good night, so a failure mail stands out',
    fact: 'the backup script dumps with DUMP="$(command -v mariadb-dump || command -v mysqldump)" then "$DUMP" --defaults-extra-file=…; the cPanel alert says any mail from the job means a look; Troubleshooting names the deprecation warning (read26 installB 1)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /^mysqldump --defaults-extra-file="\$CNF"/m,
    find: pagesSay({
      'post-installation.md': [
        /^DUMP="\$\(command -v mariadb-dump \|\| command -v mysqldump\)"\n"\$DUMP" --defaults-extra-file="\$CNF" --single-transaction --quick --no-tablespaces "\$DB" > "\$WORK\/database\.sql"$/m,
        /any mail from this job means that night's backup needs a look/,
      ],
      '../CONTENT_GUIDE.md':
        /The script dumps with `DUMP="\$\(command -v mariadb-dump \|\| command -v mysqldump\)"`/,
    }),
  },
  {
    id: 'cpanel-rollback-rsync-written-out',
    title:
      'a cPanel reader rolling back mid-incident copies the previous release without losing the PHP handler',
    fact: "Roll back a failed update step 1, cPanel: the complete block, update step 4's rsync with previous/admin/ as its source instead of the new release (to quiznest/admin/), its .htaccess, .user.ini and php.ini excludes, rm -f bootstrap/cache/*.php and chmod 711 ~/quiznest/admin (read26 installB 6)",
    where: ['post-installation.md'],
    forbid: /On cPanel, the same `rsync` from `\/home\/cpuser\/quiznest-releases\/previous\/admin\/`/,
    require:
      /--exclude='\/public\/\.user\.ini' --exclude='\/public\/php\.ini' \\\n {5}\/home\/cpuser\/quiznest-releases\/previous\/admin\/ \/home\/cpuser\/quiznest\/admin\/\n {3}rm -f bootstrap\/cache\/\*\.php\n {3}chmod 711 ~\/quiznest\/admin$/m,
  },
  {
    id: 'cpanel-lock-lines-hidden-files',
    title: 'a cPanel reader who uploaded with Terminal finds admin/public/.htaccess for the lock lines',
    fact: "cPanel guide step 2: the lock lines go in admin/public/.htaccess with File Manager's Show Hidden Files of step 1 ticked, or nano ~/quiznest/admin/public/.htaccess in Terminal (read26 installB 4)",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require:
      /Add these lines at the top of `admin\/public\/\.htaccess` \(\*\*File Manager\*\*, \*\*Edit\*\*, with \*\*Show Hidden Files\*\* of step 1 ticked; or `nano ~\/quiznest\/admin\/public\/\.htaccess` in Terminal\)/,
  },
  {
    id: 'cpanel-one-sitting-box-before-step-6',
    title: 'a cPanel reader sees "steps 6 and 7 in one sitting" before starting step 6',
    fact: "cPanel guide: the danger box 'Do steps 6 and 7 in one sitting' opens step 6, not step 7 (read26 installB 5)",
    where: ['installation-guide/server-setup/cPanel/Admin.md'],
    require: /## Step 6: Create the environment file\n\n:::danger Do steps 6 and 7 in one sitting/,
  },
  {
    id: 'move-client-down-until-step-7',
    title: 'a mover whose client moves too expects its 502 until step 7, and does not undo a working move',
    fact: "Move a running site's Downtime and check: the site pauses from step 3 to step 7; a client that moves with it answers 502 Bad Gateway on a VPS (VPS guide step 10's proxy, nothing on port 3000 until step 15; cPanel: the new host's placeholder page) from step 6 until step 7 sets it up: expected, not a failed move (read26 installB 3, read27 installA 5)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /^- \*\*Downtime and check\*\*: the site pauses from step 3 to step 7\. Check: step 5\.$|shows the new server's default page from step 6/m,
    find: pagesSay({
      'post-installation.md':
        /^- \*\*Downtime and check\*\*: the site pauses from step 3 to step 7; a client that moves with it answers `502 Bad Gateway` on a VPS \(cPanel: the new host's placeholder page\) from step 6 until step 7 sets it up: expected, not a failed move\. Check: step 5\.$/m,
      '../CONTENT_GUIDE.md':
        /Downtime and check \(a client moving with the site answers `502 Bad Gateway` on a VPS, cPanel the new host's placeholder page, from step 6 until step 7 sets it up: expected, not a failed move\)/,
    }),
  },
  {
    id: 'static-export-deletes-zip-names',
    title: "a static-export reader deletes only the previous build, never another site's folder",
    fact: "static export step 4, one order: item 3 lists the NEW zip's top-level names on the computer (unzip -Z1 <zip> | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u; Windows PowerShell tar -tf) and stops the upload where a name is or holds another site's document root, that site moved first, backed up, by its own procedure or the host; item 4 uploads and checks with unzip -l; item 5 deletes exactly the names the same command lists for the PREVIOUS zip except .htaccess, stops on a list empty, showing . or naming a folder that is or holds another site's document root, and keeps everything else, above all other sites' folders; Roll back an upload swaps the zips, and the FAQ How do I go back… says the same (upload the previous zip, delete only the new zip's names except .htaccess, never other sites' folders, .well-known or cgi-bin, extract the previous zip), never 'keeping .well-known and cgi-bin' as if that list were complete (read26 installB 7, diff38 install 2-3, diff39 install 1)",
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Delete the previous build if there is one \(`_next`, the `\.html` files and subfolders from the last export\)|Delete the new build from the document root, keeping `\.well-known` and `cgi-bin`/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/static-export.md': [
        /^3\. On your computer, list the new zip's top-level names: `unzip -Z1 quiznest-client-static-2\.4\.0-20261127\.zip \| sed 's\|\^\\\.\/\|\|' \| cut -d\/ -f1 \| grep -v '\^\$' \| sort -u`[^\n]*Compare them with the document roots in \*\*Domains > Domains\*\*: if a name is a folder that is or holds another site's document root [^\n]*stop and upload nothing\. That site must first move to a folder of its own, backed up and moved by its own procedure \(or by your host\)/m,
        /^4\. Open the document root of `example\.com` and \*\*Upload\*\* the zip\. [^\n]*`unzip -l /m,
        /^5\. Delete the host's default `index\.html` or `index\.php`, and the previous build if there is one: exactly the names item 3's command lists for the previous zip \(`quiznest-client-static-2\.4\.0-20261101\.zip`\), except `\.htaccess`, which the extract replaces\. If that list is empty, shows `\.` or names a folder that is or holds another site's document root, stop and delete nothing\. Everything else stays, above all the folders of other sites \(subdomains and addon domains\)/m,
        /^6\. Right-click the zip, choose \*\*Extract\*\*/m,
        /go back to the previous one with step 4, the two zips swapping places: upload the previous zip, delete the names the new zip lists, as item 5 says, and extract the previous zip/,
        /^Upload the previous zip, delete only the names the new zip lists \(except `\.htaccess`\), never the folders of other sites, `\.well-known` or `cgi-bin`, and extract the previous zip \(\[Roll back an upload\]\(#roll-back-an-upload\)\)\.$/m,
      ],
      '../CONTENT_GUIDE.md': [
        /the previous zip is the rollback \(\*\*Roll back an upload\*\* and its FAQ answer alike: upload the\s+previous zip, delete only the new zip's names except `\.htaccess`, never other sites' folders, `\.well-known`\s+or `cgi-bin`, extract the previous zip\)/,
        /Step 4 lists the new zip's top-level names on the computer\s+first/,
        /Then come the upload and its `unzip -l` check, then the deletion: exactly the\s+names the same command lists for the previous zip, except `\.htaccess` \(the extract replaces it\)/,
        /and everything\s+else stays, above all the folders of other sites \(subdomains and addon domains\)/,
      ],
    }),
  },
  {
    id: 'laptop-upload-limits-mac-linux',
    title: 'a Mac or Linux laptop reader can upload a logo, a KYC document or an attachment above 2 MB',
    fact: 'Mac (sed on /opt/homebrew/etc/php/8.3/php.ini) and Linux (sed on php_ini_loaded_file(), memory -1 kept) raise upload_max_filesize and post_max_size to 64M and memory_limit to 256M, as Windows does (read26 installB 8)',
    where: [
      'installation-guide/local-machine-setup/Mac.md',
      'installation-guide/local-machine-setup/Linux.md',
      '../CONTENT_GUIDE.md',
    ],
    find: pagesSay({
      'installation-guide/local-machine-setup/Mac.md':
        /sed -i '' -E 's\/\^\(upload_max_filesize\|post_max_size\) = \.\*\/\\1 = 64M\/; s\/\^memory_limit = \.\*\/memory_limit = 256M\/' \/opt\/homebrew\/etc\/php\/8\.3\/php\.ini/,
      'installation-guide/local-machine-setup/Linux.md':
        /sudo sed -i -E 's\/\^\(upload_max_filesize\|post_max_size\) = \.\*\/\\1 = 64M\/; s\/\^memory_limit = \[0-9\]\+M\/memory_limit = 256M\/' "\$\(php -r 'echo php_ini_loaded_file\(\);'\)"/,
    }),
  },
  // read26 installA 1-5.
  {
    id: 'vps-monthly-check-extracts-dump-only',
    title: 'the monthly dump check never writes a second copy of the uploads onto the live disk',
    fact: "Rehearse a restore's monthly check (VPS): the archive fetched as in step 2, then only database.sql extracted (sudo tar -xzf … -C /root/restore database.sql), as the cPanel block does (read26 installA 1)",
    where: ['post-installation.md'],
    forbid: /put the newest off-site archive in and unpack it, as in step 2, import its `database\.sql`/,
    require:
      /but extract only its dump \(`sudo tar -xzf \/root\/restore\/quiznest-backup-[^`]*\.tar\.gz -C \/root\/restore database\.sql`/,
  },
  {
    id: 'drill-app-key-line-command',
    title: "the drill's reader copies the archive's APP_KEY with a command, never the whole .env",
    fact: "Rehearse a restore step 3: step 3's block without its four .env lines, then sudo sed -i \"s|^APP_KEY=.*|$(sudo grep '^APP_KEY=' /root/restore/.env)|\" on the test copy's .env, checked by grep -c '^APP_KEY=base64:' printing 1 (read26 installA 2)",
    where: ['post-installation.md'],
    forbid:
      /instead of copying `\.env`, copy only the `APP_KEY=` line of `\/root\/restore\/\.env` into the test copy's own `admin\/\.env`, which keeps its own address and database password\./,
    require:
      /`sudo sed -i "s\|\^APP_KEY=\.\*\|\$\(sudo grep '\^APP_KEY=' \/root\/restore\/\.env\)\|" \/var\/www\/quiznest\/admin\/\.env`, after which `sudo grep -c '\^APP_KEY=base64:' \/var\/www\/quiznest\/admin\/\.env` prints `1`/,
  },
  {
    id: 'retire-old-admin-name-www-after-way-back',
    title: 'a reader retiring the old admin name is not made to doubt the certificate split',
    fact: "Change the domain's retirement: an enabled file naming the old admin certificate is, on an install.sh server, quiznest-www.conf after the way back; the split is never called skippable (read26 installA 3)",
    where: ['post-installation.md'],
    forbid: /when the certificate split was skipped/,
  },
  {
    id: 'vercel-frontend-url-restarts-worker',
    title: 'a Vercel-client VPS whose FRONTEND_URL or APP_URL changes mails the new links at once',
    fact: "the Vercel page: every FRONTEND_URL or APP_URL edit (step 5, CORS, Mixed Content) is followed on a VPS by config:cache and queue:restart; cPanel's per-minute worker reads it by itself (read26 installA 4)",
    where: ['installation-guide/server-setup/vercel.md', '../CONTENT_GUIDE.md'],
    forbid: /^cd \/var\/www\/quiznest\/admin && sudo -u www-data php artisan config:cache$/m,
    find: pagesSay({
      'installation-guide/server-setup/vercel.md': [
        /^cd \/var\/www\/quiznest\/admin && sudo -u www-data php artisan config:cache && sudo -u www-data php artisan queue:restart$/m,
        /\(`sudo -u www-data php artisan config:cache`, then `queue:restart` the same way, in `\/var\/www\/quiznest\/admin` on a VPS,/,
        /\(`sudo -u www-data php artisan config:cache`, then `queue:restart` the same way, on a VPS,/,
      ],
    }),
  },
  {
    id: 'vps-dns-check-action-first',
    title: "the VPS guide's DNS check says where to run the loop before its alternatives",
    fact: "VPS guide step 1: 'with the loop below, on the server (from a cPanel page: in cPanel's Terminal):', the dig install and the computer alternatives in a sentence after the block (read26 installA 5)",
    where: ['installation-guide/server-setup/vps.md'],
    forbid: /with the loop below, on the server or in cPanel's \*\*Terminal\*\*\. Without `dig` there/,
  },
  // fix35 install: diff35 install 1-4 and its wording slip.
  {
    id: 'static-export-zip-names-strip-dot-slash',
    title:
      'a Windows static-export reader gets the names to delete, never a lone "." that reads as everything',
    fact: "static export step 4 (and Roll back an upload): the zip's top-level names with a leading ./ stripped (Windows' tar -a stores ./index.html): unzip -Z1 … | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u, on Windows PowerShell tar -tf … | ForEach-Object { ($_ -replace '^\\./','').Split('/')[0] } | Where-Object { $_ } | Sort-Object -Unique; an empty list or one showing . stops the deletion (diff35 install 2)",
    where: ['installation-guide/server-setup/cPanel/Client/static-export.md', '../CONTENT_GUIDE.md'],
    forbid:
      /\(Windows: `tar -tf` of the zip, the part of each line before the first `\/`\)|\.zip \| cut -d\/ -f1/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Client/static-export.md':
        /\(Windows PowerShell: `tar -tf [^`]*\.zip \| ForEach-Object \{ \(\$_ -replace '\^\\\.\/',''\)\.Split\('\/'\)\[0\] \} \| Where-Object \{ \$_ \} \| Sort-Object -Unique`\)\. Compare them/,
      '../CONTENT_GUIDE.md':
        /a list that\s+is empty, shows `\.` or names a folder that is or holds another site's document root stops it/,
    }),
  },
  {
    id: 'drill-dns-test-name-alone',
    title: "the drill's reader points only the test name at the test copy, never the live site's names",
    fact: "Rehearse a restore: the test copy follows the VPS guide's step 1 for restore-test.example.com alone, never the live names, and the rows for steps 5, 10, 11 and 15 of Admin-only VPS for a Vercel client (diff35 install 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /as an admin panel only: its step 1 for `restore-test\.example\.com` alone/,
    find: pagesSay({
      'post-installation.md':
        /as an admin panel only under that name: [^\n]*Never change a live record\. Take the rows for steps 5, 10, 11 and 15 of \[Admin-only VPS for a Vercel client\]/,
      '../CONTENT_GUIDE.md':
        /`restore-test\.example\.com` \(under that name: [^;]*, never a live record changed; the rows for steps 5, 10, 11 and 15/,
    }),
  },
  {
    id: 'domain-split-vercel-deletes-example-cert',
    title: 'a domain-change reader whose old certificate is named example.com keeps passing renewal dry runs',
    fact: "Change the domain's Certificate split, client on Vercel: after the admin line, a certificate named example.com is deleted (sudo certbot delete --cert-name example.com) once sudo grep -Rl 'live/example.com/' /etc/nginx/sites-enabled/ prints nothing (diff35 install 4)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /run only its admin line \(`--cert-name admin\.example\.com -d admin\.example\.com`; answer `U` if asked\); a certificate named `example\.com` then goes with `sudo certbot delete --cert-name example\.com`, once `sudo grep -Rl 'live\/example\.com\/' \/etc\/nginx\/sites-enabled\/` prints nothing\./,
      '../CONTENT_GUIDE.md':
        /`U` if asked, then a certificate named `example\.com` deleted once `sudo grep -Rl 'live\/example\.com\/' \/etc\/nginx\/sites-enabled\/` prints nothing\)/,
    }),
  },
  {
    id: 'cpanel-rollback-rsync-named-by-source',
    title: "a cPanel reader rolling back knows which copy the rollback's rsync repeats",
    fact: "Roll back a failed update step 1, cPanel: 'the rsync of update step 4 from previous/admin/ instead of the new release', never 'step 4 the other way' (step 2 is the copy the other way) (diff35 install wording)",
    where: ['post-installation.md'],
    forbid: /the `rsync` of update step 4 the other way/,
    require: /On cPanel, the `rsync` of update step 4 from `previous\/admin\/` instead of the new release,/,
  },
  // diff35 money 1-8.
  {
    id: 'no-payment-payout-officer-gets-dep-and-coins',
    title:
      'the payout officer taking back a deposit with no payment knows which deposit and how many coins, and a single mistake starts at the look-up',
    fact: "Payments' A deposit with no payment behind it: step 2 sends the payout officer each player's username and, for each deposit with no live payment, its DEP- and Coins; a confirmer's single mistake needs steps 2 to 7 for that one deposit (its player only); Deposits' Undo says steps 2 to 7 (diff35 money 3)",
    where: ['Payments/index.md', 'deposits/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /and send the payout officer its player's username\.|needs only steps 3 to 7|as steps 3 to 7 of \[A deposit with no payment behind it\]|that section's steps 3 to 7/,
    find: pagesSay({
      'Payments/index.md':
        /and send the payout officer each player's username, and for each deposit with no live payment its `DEP-` and \*\*Coins\*\*\. \|/,
      '../CONTENT_GUIDE.md':
        /the payout officer sent each player's username and, for a deposit with no live payment, its `DEP-` and \*\*Coins\*\*/,
    }),
  },
  {
    id: 'settled-by-dispute-matched-on-dispute-id',
    title: "a refused refund settled by a dispute is reconciled on the dispute's id, never waited on",
    fact: 'Disputes writes "settled by dispute" and the dispute ID on a "refund refused" line; Payments\' refund refused row matches such a line to the provider\'s dispute line on that dispute ID (diff35 money 5)',
    where: ['deposits/index.md', 'Payments/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /accept the dispute and write "settled by dispute" on the line\.|none yet: nothing to match until the money is sent/,
    find: pagesSay({
      'deposits/index.md': /Either way, write "settled by dispute" and the dispute ID on the line\./,
      'Payments/index.md':
        /"settled by dispute", to the provider's dispute line on the dispute ID noted there/,
      '../CONTENT_GUIDE.md': /"settled by dispute" and the dispute ID on the line\);/,
    }),
  },
  {
    id: 'coin-rate-undo-maintenance-before-cancel',
    title: 'an admin undoing a mistyped coin rate closes the site before looking for a contest to cancel',
    fact: "Currency's Undo step 1: maintenance mode at once; then a contest Live cancelled (it runs without players), or accepted; never 'cancel it first' (diff35 money 6)",
    where: ['Settings/Finance Settings/Currency.md', '../CONTENT_GUIDE.md'],
    forbid: /runs without players: cancel it first|\*\*Live\*\* then cancelled first/,
  },
  {
    id: 'winners-subtract-same-sitting',
    title:
      "coins freed for a contest correction's Subtract are taken before the player can request them again",
    fact: "Winners' After the prizes are paid: the payout officer rejects the held requests and the adjuster subtracts in the same sitting, before the player can request again; the payout officer pays none of that player's requests until then (diff35 money 7)",
    where: ['Mange Contests/Winners.md', '../CONTENT_GUIDE.md'],
    forbid: /and pays none of theirs until it is made|paying none until it is made/,
    find: pagesSay({
      'Mange Contests/Winners.md':
        /and the adjuster subtracts in the same sitting, before the player can request again \(the payout officer pays none of that player's requests until then\)/,
      '../CONTENT_GUIDE.md':
        /the adjuster subtracting in the same sitting, before the player can request again/,
    }),
  },
  {
    id: 'second-restore-copies-commands-and-settled-without-export',
    title:
      "a second restore's reader keeps the first copies with a command that works, deletes them after, and never drops a settled line's coins without a Coin Log export",
    fact: "Extra, second restore: sudo test -d storage/app.before-restore && sudo mv … storage/app.first-restore, the same for .env (cPanel without sudo); they hold uploads neither archive has and the old .env, deleted with the second restore's leftovers at its end; with a Coin Log export a settled line is never added again, with none the table's rows count it like any other, once (diff35 money 8)",
    where: ['Extra/index.md', '../CONTENT_GUIDE.md'],
    forbid:
      /rename `storage\/app\.before-restore` and `\.env\.before-restore` to|: a \*settled\* line is never added to a target again \(the new start holds its coins\)/,
    find: pagesSay({
      'Extra/index.md': [
        /`sudo test -d storage\/app\.before-restore && sudo mv storage\/app\.before-restore storage\/app\.first-restore` and `sudo test -f \.env\.before-restore && sudo mv \.env\.before-restore \.env\.first-restore` \(cPanel: the same without `sudo`\)/,
        /delete both `\.first-restore` copies with the second restore's leftovers at its end/,
        /with none, the restored start holds none of them, so the table's rows count a \*settled\* line like any other, once/,
      ],
      '../CONTENT_GUIDE.md':
        /A second restore \(Extra's last paragraph of the restore tab\) first keeps the first restore's copies/,
    }),
  },
  // The drop guards read `DROP DATABASE IF EXISTS` too (fix25 wrote it into the restore; LIVE_DROP missed it).
  {
    id: 'live-drop-if-exists-is-guarded',
    title: "a restorer's `DROP DATABASE IF EXISTS` is held to the same check-first layout as a plain DROP",
    fact: 'LIVE_DROP, which every drop guard reads, matches DROP DATABASE IF EXISTS quiznest as well as DROP DATABASE quiznest, so the restore and its Undo stay in a block of their own after the check',
    where: ['post-installation.md'],
    find: irreversibleBesideItsCheck,
  },
  // diff36: money (Disputes on a refunded Pending deposit, refused refund's paid withdrawal, provider refund notes) and the drill's test name.
  {
    id: 'drill-test-name-in-every-admin-step',
    title:
      "the drill's test copy writes the throwaway name in every step that names the admin, so Certbot never checks the live server",
    fact: "Rehearse a restore: in every VPS guide step the test copy follows (1 to 12, Verify items 1 and 2), restore-test.example.com wherever it says admin.example.com or the admin record; step 1 that name alone, its loop with that one name; step 8's FRONTEND_URL as it is; never a live record changed (diff36 install 1, diff37 install 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /its step 1 for `restore-test\.example\.com` alone|the VPS guide's step 1 for that name alone|in (?:its|the VPS guide's) steps 1, 8, 10 and 11/,
    find: pagesSay({
      'post-installation.md':
        /in every step you follow \(1 to 12, and Verify items 1 and 2\), `restore-test\.example\.com` wherever it says `admin\.example\.com` or the `admin` record; in step 1 that name alone, its loop with that one name; in step 8 `FRONTEND_URL` may stay as it is\. Never change a live record\./,
      '../CONTENT_GUIDE.md':
        /in every VPS guide step it follows, 1 to 12 and Verify items 1 and 2, `restore-test\.example\.com` wherever it says `admin\.example\.com` or the `admin` record, in step 1 that name alone, its loop with that one name, step 8's `FRONTEND_URL` as it is, never a live record changed;/,
    }),
  },
  // fix27r2 (read27 installA/B, Post-Installation): the backup and the disk, the kept test copy, the
  // re-created nightly backup, the move's 502, $OWNER, the update's backup pause, Vercel's Promote.
  {
    id: 'backup-never-fills-disk',
    title:
      "a VPS's nightly backup never fills the disk MySQL writes to, and a failed one leaves no cut-off archive",
    fact: 'the backup script writes the archive into its work folder and moves it into $DEST only when tar succeeded (the EXIT trap removes an unfinished one); it stops with an error, which the alert mails, when df shows less than MIN_FREE_MB (2048; cPanel 0) free before the dump, or less than that plus the dump and storage/app before tar; 15 archives fit in half the free space, else KEEP_DAYS lower (not below 3); /etc/cron.d/quiznest-backup mails hourly while / is 80 % full (read27 installA 1)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /^tar -czf "\$DEST\/\$NAME"/m,
    find: pagesSay({
      'post-installation.md': [
        /^room\(\) \{ \[ "\$\(df -Pm "\$DEST" \| awk 'NR==2 \{print \$4\}'\)" -ge \$\(\(\$1 \+ MIN_FREE_MB\)\) \] \|\| \{ echo [^\n]* >&2; exit 1; \}; \}\nroom 0$/m,
        /^room "\$\(du -smc --exclude=backups "\$WORK\/database\.sql" "\$APP\/storage\/app" \| tail -n 1 \| cut -f1\)"/m,
        /^tar -czf "\$WORK\/\$NAME" [^\n]*\n[^\n]*\nif \[ "\$tar_status" -gt 1 \]; then exit "\$tar_status"; fi\nmv "\$WORK\/\$NAME" "\$DEST\/\$NAME"$/m,
        /^0 \* \* \* \* root df -P \/ \| awk -v h="\$\(hostname\)" 'NR==2 && \$5\+0 >= 80 \{print "Disk \/ on " h " is " \$5 " full"\}'$/m,
        /If 15 times the size that the hand run printed is more than half the free space, lower `KEEP_DAYS`/,
      ],
      '../CONTENT_GUIDE.md': /A full disk stops MySQL and the site, so the script never fills it:/,
    }),
  },
  {
    id: 'kept-test-copy-loses-keys',
    title: 'a drill test server kept for next time no longer holds the keys to every off-site copy',
    fact: "Rehearse a restore step 7: delete the test server; one kept loses its database, /root/restore and storage/app, both rclone remotes (sudo rclone config delete quiznest-crypt, then offsite) and APP_KEY (sudo sed -i 's/^APP_KEY=.*/APP_KEY=/' …/.env, then config:clear) (read27 installA 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Delete the test server, or drop its database and remove `\/root\/restore` and its `storage\/app`\./,
    find: pagesSay({
      'post-installation.md':
        /Delete the test server\. To keep it, drop its database, remove `\/root\/restore` and its `storage\/app`, and remove the keys:\n\n +```bash\n +sudo rclone config delete quiznest-crypt\n +sudo rclone config delete offsite\n +sudo sed -i 's\/\^APP_KEY=\.\*\/APP_KEY=\/' \/var\/www\/quiznest\/admin\/\.env\n +cd \/var\/www\/quiznest\/admin && sudo -u www-data php artisan config:clear\n/,
      '../CONTENT_GUIDE.md':
        /the restored data deleted afterwards, with the test server \(one kept: [^)]*`sudo rclone config delete quiznest-crypt` and `offsite`, `APP_KEY` blanked/,
    }),
  },
  {
    id: 'new-server-backup-set-up-again-steps',
    title:
      'a restored or moved server gets its nightly backup back with the stored crypt passwords, and a puller that reads its first archive',
    fact: "Restore onto a new server ends with Set the nightly backup up again, a numbered list, one line each: 1 option file; 2 the off-site copy (rclone: nothing, set up with the stored passwords in VPS step 2, cPanel step 1; a puller: its access before the script's first archive, VPS the quiznest-pull block, whose default ACL reaches only later archives, cPanel its key imported and Authorized, item 1); 3 the script and its run by hand; 4 a puller: the new address (cPanel: and account) in its rsync line, ssh-keygen -R the old one, the line run once by hand, VPS the check from that server; 5 cron job; 6 alerts; both move tabs' last step name it; Permission denied: the setfacl line again, then sudo sh -c 'setfacl -m u:quiznest-pull:r /var/backups/quiznest/quiznest-backup-*.tar.gz' for older archives (read25 installA 1, diff34 install 1, read26 installB 2, diff35 install 1, read27 installA 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /Set the nightly backup and its alerts up again|`rclone` step 2 set up already|its step 2 set `rclone` up|its `quiznest-pull` block only|\(`Permission denied`: run the `setfacl` line again\)/,
    find: pagesSay({
      'post-installation.md': [
        /^\*\*Set the nightly backup up again\*\*, in this order: it lives outside `admin\/` and is not in the archive\.\n\n1\. The \[option file\]\(#store-the-database-password-in-an-option-file\)\.\n2\. The off-site copy, from \[Keep a copy off the server\]\(#keep-a-copy-off-the-server\): with `rclone`, nothing \(the VPS tab's step 2 or the cPanel tab's step 1 set it up\); with a machine that pulls the archives, its access to the new server, before the script's first archive, which it could not read otherwise \(VPS: the `quiznest-pull` block; cPanel: import and \*\*Authorize\*\* its key, item 1 of that tab's list\)\.\n3\. The \[script\]\(#write-the-backup-script\), and its run by hand\.\n4\. With a puller: put the new address \(cPanel: and account\) in its crontab's `rsync` line, run `ssh-keygen -R` with the old address or name, and run the line once by hand, answering `yes` to the new host key: [^\n]*\(VPS: then run the check from that server\)\. Otherwise every night's pull fails, and no alert tells you\.\n5\. The \[cron job\]\(#run-it-every-night\)\.\n6\. The \[alerts\]\(#get-alerts-when-something-fails\)\.$/m,
        /then the checks and \*\*Set the nightly backup up again\*\* under that section\./,
        /Check the site and follow \*\*Set the nightly backup up again\*\* under \[Restore onto a new server\]/,
        /\(`Permission denied`: run the `setfacl` line again, then, for the archives made before it, `sudo sh -c 'setfacl -m u:quiznest-pull:r \/var\/backups\/quiznest\/quiznest-backup-\*\.tar\.gz'`\)/,
      ],
      '../CONTENT_GUIDE.md': [
        /ends with \*\*Set the nightly backup up again\*\*, a numbered list,\s+one line each: option file; the off-site copy/,
        /A puller gets its access to the new server again before the script's first run by hand \(VPS: the `quiznest-pull` block[^;]*; cPanel: its key imported and \*\*Authorize\*\*d, item 1\)/,
      ],
    }),
  },
  {
    id: 'owner-read-before-its-block',
    title:
      "a reader who lands on the storage link or the drill's client stop gets the owner's name, not sudo: unknown user",
    fact: 'Link the storage folder (VPS) and the drill\'s stop of a test copy\'s client read the owner first, OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)", as every other block that needs it (read27 installA 6)',
    where: ['post-installation.md'],
    find: pagesSay({
      'post-installation.md': [
        /^cd \/var\/www\/quiznest\/admin\nOWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"\nls -l public\/storage\nsudo -u "\$OWNER" ln -sfn /m,
        /and `OWNER="\$\(stat -c %U \/var\/www\/quiznest\/admin\/artisan\)"`, then `sudo -u "\$OWNER" -H pm2 delete quiznest-client && sudo -u "\$OWNER" -H pm2 save`\)/,
      ],
    }),
  },
  {
    id: 'update-pauses-nightly-backup',
    title:
      'an update run near 02:30 never archives a half-migrated database, and an early stop puts the backup back',
    fact: 'Update to a new version step 1 pauses the nightly backup with the scheduler (VPS: sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/; cPanel: its quiznest-backup line commented out with the quiznest/admin lines); the block at the end of step 6 puts it back (then ls /etc/cron.d/), and steps 2 and 3 run that block to stop early (read27 installA 7)',
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid:
      /stop here: put the crontab back \(`sudo crontab -u www-data ~\/www-data\.crontab`\), run `sudo -u www-data php artisan up`|nothing live has changed yet: put the crontab back \(`sudo crontab -u www-data|Pause QuizNest's two cron jobs \(the scheduler and the queue worker\)/,
    find: pagesSay({
      'post-installation.md': [
        /^ +sudo crontab -u www-data -l > ~\/www-data\.crontab\.new && \[ -s ~\/www-data\.crontab\.new \] && mv ~\/www-data\.crontab\.new ~\/www-data\.crontab && sudo crontab -u www-data -r\n +sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv \/etc\/cron\.d\/quiznest-backup \/root\/\n +```\n\n2\. Back up the database, `storage\/app` and `\.env`/m,
        /^ +sudo crontab -u www-data ~\/www-data\.crontab\n +sudo -u www-data php artisan up\n +sudo test -f \/root\/quiznest-backup && sudo mv \/root\/quiznest-backup \/etc\/cron\.d\/\n +ls \/etc\/cron\.d\/\n +```\n\n +Two minutes later/m,
        /Pause QuizNest's three cron jobs \(the scheduler, the queue worker and the nightly backup\): save the account's crontab to a file and comment out its `quiznest\/admin` and `quiznest-backup` lines/,
      ],
      '../CONTENT_GUIDE.md':
        /crontab\s+saved and emptied and the nightly backup paused with it \(VPS `sudo test -f \/etc\/cron\.d\/quiznest-backup && sudo mv\s+\/etc\/cron\.d\/quiznest-backup \/root\/`, cPanel its `quiznest-backup` line commented out too/,
    }),
  },
  {
    id: 'vercel-domain-retry-promotes-deployment',
    title: "a Vercel site that undid a domain change and tries again gets the retry's deployment served",
    fact: "Change the domain's way back (Vercel): Instant Rollback stops Vercel from assigning the domain to new deployments, so a later try chooses Promote on step 9's deployment once it is Ready, as the Vercel guide's Roll back a deployment says (read27 installA 8)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /`www\.example\.com` to redirect to `example\.com` again\. The rollback stops Vercel from assigning the domain to new deployments: when you try again, choose \*\*Promote\*\* on step 9's deployment once it is \*\*Ready\*\*\./,
      '../CONTENT_GUIDE.md':
        /since its \*\*Instant Rollback\*\* stops Vercel assigning the domain to new deployments, a later try \*\*Promote\*\*s step 9's deployment once it is \*\*Ready\*\*/,
    }),
  },
  {
    id: 'cpanel-pull-names-ssh-port',
    title: 'a cPanel site whose host runs SSH on another port still gets its archives pulled',
    fact: "Keep a copy off the server, cPanel puller item 2: a host whose SSH listens on another port, such as 2222, needs it in the rsync line, -e 'ssh -p 2222 -i ~/.ssh/quiznest-pull' (read27 installB 8)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /an hour after the backup\. A host whose SSH listens on another port, such as `2222`, needs it in the line: `-e 'ssh -p 2222 -i ~\/\.ssh\/quiznest-pull'`\./,
      '../CONTENT_GUIDE.md':
        /\(a host's other SSH port in it, `-e 'ssh -p 2222 -i ~\/\.ssh\/quiznest-pull'`\)/,
    }),
  },
  // read27 gateways (fix27m2): the read-only Return URL, the staging copy's client, live credentials before a production test.
  {
    id: 'overview-form-names-return-url',
    title: "the overview's form description names the read-only Return URL the settings page lists",
    fact: 'every gateway form shows the read-only Webhook URL and Return URL; the overview\'s "The same form" names both and says the gateway pages\' field tables leave the Return URL out, as QuizNest sends it with each payment (read27 gateways 6)',
    where: ['payment-gateways/overview.md'],
    require:
      /the read-only \*\*Webhook URL\*\* and \*\*Return URL\*\* \(QuizNest sends the return URL with each payment, so the gateway pages' field tables leave it out\)/,
  },
  {
    id: 'live-credentials-said-before-production-test',
    title:
      'a reader learns that Mollie, Instamojo and bKash need live credentials before enabling them on production',
    fact: 'Enable a gateway step 5 and the intro of Test on production in one pass say Mollie, Instamojo and bKash are tested only on a staging copy until their live credentials are held, linking Close a production test, whose table row needs them (read27 gateways 2)',
    where: ['Settings/Finance Settings/Payment Gateways.md'],
    require:
      /^(?=[\s\S]*^5\. Set \*\*Status\*\* to \*\*Enabled\*\*[^\n]*test Mollie, Instamojo and bKash only on a staging copy until you hold their live credentials, which \[close their production test\]\(#close-a-production-test\))(?=[\s\S]*^### Test on production in one pass\n\n[^\n]*and Mollie, Instamojo and bKash only there until you hold their live credentials, which their step 4 needs \(\[Close a production test\]\(#close-a-production-test\)\))/m,
  },
  {
    id: 'staging-copy-own-client',
    title: "the staging copy's test deposit is made on a client that calls the copy, never production",
    fact: "Copy production to a staging site step 4: FRONTEND_URL https://staging.example.com, and the copy's own client served there, built with NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api (never a copied build: NEXT_PUBLIC_* is fixed at build time), where every test deposit on the copy is made; its Check: that client's wallet offers only the gateways enabled on the copy (read27 gateways 1)",
    where: ['Settings/Finance Settings/Payment Gateways.md', '../CONTENT_GUIDE.md'],
    forbid: /to the staging addresses, for example `https:\/\/admin\.staging\.example\.com`, and/,
    find: pagesSay({
      'Settings/Finance Settings/Payment Gateways.md': [
        /^4\. In the copy's `admin\/\.env`, set `APP_URL` and `FRONTEND_URL` to the staging addresses, `https:\/\/admin\.staging\.example\.com` and `https:\/\/staging\.example\.com`[^\n]*Serve the copy its own client at `https:\/\/staging\.example\.com`, built with `NEXT_PUBLIC_API_URL=https:\/\/admin\.staging\.example\.com\/api`[^\n]*make every test deposit there/m,
        /^Check: [^\n]*the wallet of the copy's client offers only those/m,
      ],
      '../CONTENT_GUIDE.md':
        /its own client at `https:\/\/staging\.example\.com`, built \(never a copied build\) with\s+`NEXT_PUBLIC_API_URL=https:\/\/admin\.staging\.example\.com\/api`, where every test deposit on the copy is made/,
    }),
  },
  // fix27i: read27 installA 4, 9 and installB 3, 5, 6, 11 (install guides, laptop pages, cPanel admin).
  {
    id: 'install-sh-verify-before-post-installation',
    title: 'an install.sh reader checks the server before leaving for Post-Installation',
    fact: "the install.sh page's Finish the installation, last item: check the server as in Verify the installation below, then continue with Post-Installation (read27 installA 4)",
    where: ['installation-guide/server-setup/vps-automated.md', '../CONTENT_GUIDE.md'],
    forbid: /^5\. Continue with \[Post-Installation\]\(\/post-installation\)/,
    find: pagesSay({
      'installation-guide/server-setup/vps-automated.md':
        /^5\. Check the server as in \[Verify the installation\]\(#verify-the-installation\) below, then continue with \[Post-Installation\]\(\/post-installation\)/m,
      '../CONTENT_GUIDE.md':
        /\*\*Finish the installation\*\* \(its last item checks the server as in \*\*Verify the installation\*\*, then links Post-Installation\)/,
    }),
  },
  {
    id: 'vercel-verify-checks-www-redirect',
    title: 'a Vercel deployer whose apex redirects to www finds out in the verification, not from players',
    fact: "the Vercel guide's Verify the deployment item 1: the address stays without www, and curl -sSI https://www.example.com/quiz | grep -i location (Windows PowerShell: curl.exe … | Select-String location) prints https://example.com/quiz; an apex that moves to www is fixed by both halves, example.com edited to serve Production with no redirect, then www.example.com to redirect to example.com; then checked again with curl or in a private window, since a browser that opened the site remembers the old redirect (ERR_TOO_MANY_REDIRECTS until that site's data is cleared); no location line: www.example.com added or edited as step 4 says (read27 installA 9, diff38 install 1, diff39 install 2)",
    where: ['installation-guide/server-setup/vercel.md', '../CONTENT_GUIDE.md'],
    forbid: /^1\. Open `https:\/\/example\.com`: the page has a valid certificate and shows/,
    find: pagesSay({
      'installation-guide/server-setup/vercel.md':
        /^1\. Open `https:\/\/example\.com`: the address stays without `www`[^\n]*`curl -sSI https:\/\/www\.example\.com\/quiz \| grep -i location` \(Windows PowerShell: `curl\.exe -sSI https:\/\/www\.example\.com\/quiz \| Select-String location`\) prints `https:\/\/example\.com\/quiz`\. If `example\.com` moves to `www` instead, in \*\*Settings > Domains\*\* first edit `example\.com` to serve Production with no redirect, then edit `www\.example\.com` to redirect to `example\.com`, and check again with the `curl` line or in a private window: a browser that opened the site before remembers the old redirect and can show `ERR_TOO_MANY_REDIRECTS` until you clear that site's data\. If no `location` line is printed, `www\.example\.com` is missing or serves the site itself/m,
      '../CONTENT_GUIDE.md':
        /on Vercel \(its `www` redirect, checked in the Vercel guide's\s+verification: `curl -sSI https:\/\/www\.example\.com\/quiz \| grep -i location`, Windows PowerShell\s+`curl\.exe -sSI … \| Select-String location`, prints `https:\/\/example\.com\/quiz`; an apex that moves to `www` is fixed by\s+both halves, `example\.com` edited to serve Production with no redirect, then `www\.example\.com` to\s+redirect to `example\.com`, the same two as the domain move's Vercel rollback, then checked again with `curl` or\s+in a private window, since a browser that opened the site remembers the old redirect/,
    }),
  },
  {
    id: 'laptop-unpack-checks-extra-folder',
    title:
      'a laptop reader whose download unpacked into an extra folder finds admin/ before the first cd fails',
    fact: 'the laptop pages check the unpacked download: unzip … -d ~/quiznest (Linux, Mac; on a Mac, a quiznest-2.4.0 folder Safari already unpacked in ~/Downloads is moved with mv ~/Downloads/quiznest-2.4.0 ~/quiznest instead), ls ~/quiznest (Windows: Get-ChildItem C:\\quiznest) lists admin, client and install.sh; a single folder such as quiznest-2.4.0 has its contents moved up and is removed before listing again (mv … && rmdir ~/quiznest/quiznest-2.4.0; Windows Move-Item then Remove-Item); Linux goes into admin/ at step 2, as Mac does, never beside the ls where a nested download makes the cd fail (read27 installB 3, diff38 install 4-5, diff39 install 3)',
    where: [
      'installation-guide/local-machine-setup/Windows.md',
      'installation-guide/local-machine-setup/Mac.md',
      'installation-guide/local-machine-setup/Linux.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /Unpack the QuizNest download [^\n]*so that you have `(?:~\/quiznest|C:\\quiznest)\\?\/?admin`/,
    find: pagesSay({
      'installation-guide/local-machine-setup/Windows.md':
        /Check in PowerShell with `Get-ChildItem C:\\quiznest`: it lists `admin`, `client` and `install\.sh`\. If it lists a single folder such as `quiznest-2\.4\.0` instead, move its contents up with `Move-Item C:\\quiznest\\quiznest-2\.4\.0\\\* C:\\quiznest`, remove the empty folder with `Remove-Item C:\\quiznest\\quiznest-2\.4\.0`/,
      'installation-guide/local-machine-setup/Mac.md':
        /`unzip ~\/Downloads\/quiznest-2\.4\.0\.zip -d ~\/quiznest` \(with your download's name\)\. If `~\/Downloads` already holds the unpacked `quiznest-2\.4\.0` folder \(Safari's default\), move that folder instead: `mv ~\/Downloads\/quiznest-2\.4\.0 ~\/quiznest`\. Check with `ls ~\/quiznest`: it lists `admin`, `client` and `install\.sh`\. If it lists a single folder such as `quiznest-2\.4\.0` instead, move its contents up and remove it with `mv ~\/quiznest\/quiznest-2\.4\.0\/\* ~\/quiznest\/ && rmdir ~\/quiznest\/quiznest-2\.4\.0`/,
      'installation-guide/local-machine-setup/Linux.md': [
        /^ {3}unzip ~\/Downloads\/quiznest-2\.4\.0\.zip -d ~\/quiznest\n {3}ls ~\/quiznest\n {3}```$/m,
        /`ls` lists `admin`, `client` and `install\.sh`\. If it lists a single folder such as `quiznest-2\.4\.0` instead, move its contents up and remove it with `mv ~\/quiznest\/quiznest-2\.4\.0\/\* ~\/quiznest\/ && rmdir ~\/quiznest\/quiznest-2\.4\.0`/,
        /^2\. Install the PHP dependencies:\n\n {3}```bash\n {3}cd ~\/quiznest\/admin\n {3}composer install$/m,
      ],
      '../CONTENT_GUIDE.md':
        /the laptop pages unpack\s+with `unzip ~\/Downloads\/quiznest-2\.4\.0\.zip -d ~\/quiznest` \(Linux, Mac; where Safari already unpacked it, as it\s+does by default, the Mac page moves the folder instead: `mv ~\/Downloads\/quiznest-2\.4\.0 ~\/quiznest`\), list\s+`~\/quiznest` \(Windows: `Get-ChildItem C:\\quiznest`\) for `admin`, `client` and `install\.sh`, move\s+the contents of a single folder such as `quiznest-2\.4\.0` up and remove it before listing again/,
    }),
  },
  {
    id: 'cpanel-cron-never-runs-has-a-log',
    title: "a cPanel reader whose Cron Job Settings shows Never can read the cron job's error",
    fact: "the cPanel admin guide's troubleshooting Cron Job Settings shows Never or Not running: the line run in Terminal without >> /dev/null 2>&1, or, without Terminal, >> /home/cpuser/quiznest/admin/storage/logs/cron.log 2>&1 for two minutes, read in File Manager, put back (Cron Job Settings' Check that it runs) and the file deleted; no cron.log after two minutes: the job never starts or its cd fails, Current Cron Jobs checked for * * * * * and the path, else the host; a missing ea-php83 replaced by a version MultiPHP Manager offers (Terminal: ls /usr/local/bin/ea-php*); PHP version mismatch names that temporary cron.log, never 'a cron log' (read27 installB 5, diff38 install 6)",
    where: ['installation-guide/server-setup/cPanel/Admin.md', '../CONTENT_GUIDE.md'],
    forbid: /\(in the browser, in Terminal or in a cron log\)/,
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Admin.md': [
        /^### Cron Job Settings shows Never or Not running$/m,
        /Run the scheduler line in \*\*Terminal\*\* without `>> \/dev\/null 2>&1`[^\n]*replace `>> \/dev\/null 2>&1` in the job with `>> \/home\/cpuser\/quiznest\/admin\/storage\/logs\/cron\.log 2>&1` for two minutes[^\n]*put the original line back, [^\n]*, and delete the file\. No `cron\.log` after two minutes: the job never starts or its `cd` fails; check that \*\*Current Cron Jobs\*\* lists it with `\* \* \* \* \*` and the right `cd` path, else ask the host\.[^\n]*use one that \*\*MultiPHP Manager\*\* offers \(in Terminal, `ls \/usr\/local\/bin\/ea-php\*` lists them\)/,
        /in the temporary `cron\.log` of \[the entry above\]\(#cron-job-settings-shows-never-or-not-running\)/,
      ],
      '../CONTENT_GUIDE.md':
        /troubleshooting \*\*Cron Job Settings shows Never or Not\s+running\*\*[\s\S]{0,300}?then deleted, never "a cron log" the lines do not write; no `cron\.log`\s+after two minutes means the job never starts or its `cd` fails/,
    }),
  },
  {
    id: 'cpanel-php-check-without-terminal',
    title: "a cPanel reader without Terminal checks the cron jobs' PHP binary, extensions and memory limit",
    fact: "the cPanel admin guide's step 4: without Terminal, the tab's check runs as a one-off Once Per Minute cron job writing /home/cpuser/php-check.txt (version, the thirteen-extension loop, memory_limit), read in File Manager as the MultiPHP Manager tab's item 3 says, never 'as above', job and file deleted (read27 installB 6, diff38 install 7)",
    where: ['installation-guide/server-setup/cPanel/Admin.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'installation-guide/server-setup/cPanel/Admin.md': [
        /Without Terminal, run your tab's check as a one-off \*\*Once Per Minute\*\* cron job that writes it to a file[^\n]*read `php-check\.txt` in your home folder in \*\*File Manager\*\* \(the version, any `missing:` lines and the memory limit, read as the \*\*MultiPHP Manager\*\* tab's item 3 says\), then delete the job and the file/,
        /^cd \/home\/cpuser\/quiznest\/admin && \{ \/usr\/local\/bin\/ea-php83 -v; for ext in bcmath ctype curl dom fileinfo gd intl mbstring openssl pdo_mysql tokenizer xml zip; do [^\n]*ini_get\("memory_limit"\)[^\n]*\} > \/home\/cpuser\/php-check\.txt 2>&1$/m,
      ],
      '../CONTENT_GUIDE.md':
        /step 4's\s+check runs so too, its output written to `\/home\/cpuser\/php-check\.txt`/,
    }),
  },
  {
    id: 'windows-laragon-mysql-80-end-of-life',
    title: "a Windows reader on Laragon's MySQL 8.0 hears it is past its end of life, as on Linux",
    fact: "the Windows page's Laragon tab: MySQL 8.4, or 8.0, which is past its end of life: fine for a test machine that nobody else reaches (read27 installB 11)",
    where: ['installation-guide/local-machine-setup/Windows.md', '../CONTENT_GUIDE.md'],
    forbid: /that its MySQL is 8\.0 or 8\.4\./,
    find: pagesSay({
      'installation-guide/local-machine-setup/Windows.md':
        /Check with `mysql --version` that its MySQL is 8\.4, or 8\.0, which is past its end of life: fine for a test machine that nobody else reaches/,
      '../CONTENT_GUIDE.md': /and Laragon's MySQL 8\.0 on the Windows page each carry/,
    }),
  },
  // fix27m1 money (diff37 1, 3-7 and its two gaps; read27 gateways 3, 4, 7; read27 ops 6, Deposits and Payments parts).
  // One rule for daily check step 4.5, the refused refund: it replaces the six rules that each pinned a sentence of it
  // (listed-refund-failing-for-good-dropped, refused-refund-sent-only-to-payers-own-name,
  // refused-refund-four-eyes-finance-manager, refused-refund-handoffs-by-role, refused-refund-not-credited-from-coin-log,
  // refused-refund-counts-only-paid-withdrawal), whose old wordings are its put-backs.
  {
    id: 'refused-refund-steps',
    title:
      "a refund the provider refused is paid back in the payer's own name through five numbered items, one role each, and only when every coin of it came back",
    fact: 'Deposits\' daily check step 4.5, one pinned line for its intro and each item: a refund the provider can no longer make is never dropped and never sent elsewhere on the player\'s word; a dispute meanwhile settles it; 1. deposit confirmer: "refund refused" and the payer name on the line and in the Mark as Failed note, the DEP- to the finance manager; 2. support agent: a statement of an account in the payer\'s own name, to a payout officer; 3. payout officer: matched as Withdraw\'s item 5, "payer matched" and the date; 4. deposit confirmer, 120 days after the payment at the earliest, when the finance manager asks: the DEP- with Status All (Successful: 7.1 first) and the coin log\'s balance after each line: no Deposit line, or the Deposit Refund line\'s balance after zero or more: "not credited"; below zero (spent or withdrawn): "credited and withdrawn", that balance and the date; 5. finance manager, that day: sends only with "not credited", "payer matched" and no "settled by dispute"; a "credited and withdrawn" line is theirs to decide, never sent on its own. CONTENT_GUIDE\'s summary and Roles say the same. Change an item here and on Deposits together (diff31 4, diff32 1, diff33 money 4, diff34 money 5, diff35 money 4, diff36 money 2, diff37 money 1, read26 ops 1, read27 gateways 4, read27 ops 6)',
    where: ['deposits/index.md', 'Admin Users/Role.md', '../CONTENT_GUIDE.md'],
    forbid:
      /(?:if the refund fails, note it on the line and send it again\.|one that fails for good \(a closed card, a refund window passed\) is dropped|one failing for good, a closed card or a refund window passed, dropped)|(?:send the money another way \(a bank transfer or wallet address a support agent asks the player for\)|but sent another way the player gives)|(?:\*\*Finance manager\*\*: adjusts balances and leads bans\.|in the payer's own name \(the name the provider shows for the payment, matched as)|(?:the finance manager checks that the deposit is not \*\*Successful\*\*)|(?:writes "not credited" and the date on the line; that same day)|(?:with no \*\*Withdrawal Hold\*\* line between the two|with no paid withdrawal between the two)/,
    find: pagesSay({
      'deposits/index.md': [
        /^ {3}5\. A refund the provider can no longer make \(a closed card, a refund window passed\) is never dropped, and never sent elsewhere on the player's word\. Its money goes out only through these steps, one role each; a dispute meanwhile settles it, and nothing is sent \(\[Disputes\]\(#disputes-chargebacks-and-returns\)\):$/m,
        /^ {6}1\. Deposit confirmer, at once: note "refund refused" and the payer name the provider shows for the payment on the line, "refund refused" in the \*\*Mark as Failed\*\* note, and hand the `DEP-` to the finance manager\.$/m,
        /^ {6}2\. Support agent: ask the player for a statement of an account in the payer's own name, and hand it to a payout officer\.$/m,
        /^ {6}3\. Payout officer: match the statement to that name, as \[Review a request\]\(\/withdraw\/#review-a-request\) item 5 does, write "payer matched" and the date on the line, and pass the statement to the finance manager\.$/m,
        /^ {6}4\. Deposit confirmer, 120 days after the payment at the earliest \(the card's dispute window\), when the finance manager asks \(they have no \*\*Deposits\*\* view\): search the `DEP-` with \*\*Status\*\* \*\*All\*\* \(\*\*Successful\*\*: step 7\.1 first\), then read the player's coin log \(\[Users\]\(\/Mange%20User\/Users\), \*\*Transactions\*\*: the balance after each line\)\. No \*\*Deposit\*\* line for it, or its \*\*Deposit Refund\*\* line's balance after is zero or more \(every coin came back\): write "not credited" and the date on the line\. Below zero \(the player spent or withdrew those coins\): write "credited and withdrawn", that balance and the date\.$/m,
        /^ {6}5\. Finance manager, that same day: with "not credited", "payer matched" and no "settled by dispute" on the line, send the money to that account, its reference on the line\. "Credited and withdrawn": you decide; nothing is sent on its own\.$/m,
      ],
      'Admin Users/Role.md': [
        /^\*\*Finance manager\*\*: adjusts balances, leads bans, and sends a refund the provider refused once a payout officer has matched the payer's statement and a deposit confirmer has found the deposit not credited that day/m,
        /and the finance manager \(a refused refund's reference, step 4\.5\)/,
        /payout officers \(its refund hold lines, and a refused refund's "payer matched"\)/,
      ],
      '../CONTENT_GUIDE.md': [
        /one the provider can no longer make, a closed card or a refund window passed, is never dropped and never\s+sent elsewhere on the player's word; Deposits gives it a numbered sub-list, one role per item/,
        /1\. the deposit confirmer notes "refund refused"\s+and the payer name the provider shows for the payment on the line/,
        /2\. a support agent asks the player for a statement of an account in the payer's own name and hands it to a payout officer;/,
        /3\. the payout officer\s+matches it to that name as Withdraw's review item 5 does and writes "payer matched" and the date on the line \(four eyes\)/,
        /no \*\*Deposit\*\* line for it, or its \*\*Deposit Refund\*\* line's balance after zero or more\s+\(every coin came back\)[^;]*; below zero \(the player spent or withdrew those coins\),\s+"credited and withdrawn", that balance and the date;/,
        /5\. that same day the finance manager sends the money only to an account in the payer's own\s+name, with "not credited", "payer matched" and no "settled by dispute" on the line/,
        /a "credited and withdrawn" line is\s+the finance manager's to decide, never sent on its own/,
      ],
    }),
  },
  {
    id: 'no-webhook-handed-to-gateway-owner',
    title:
      'a deposit confirmer who finds no webhook at all hands the fix to the Super Admin who set up the gateway',
    fact: 'Check a pending deposit step 2.3: no webhook at all (its URL missing, or registered in the other mode): the deposit confirmer, who has no Finance Settings and usually no provider admin rights, hands the gateway name and the DEP- to the Super Admin who set up the gateway and goes on at step 3 (read27 gateways 7)',
    where: ['deposits/index.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'deposits/index.md':
        /^ {3}3\. No webhook at all: [^\n]*\. Hand the gateway name and the `DEP-` to the Super Admin who set up the gateway, and go on at step 3\.$/m,
      '../CONTENT_GUIDE.md':
        /its step 2\.3 \(no webhook at all\) has the deposit confirmer, who has no\s+\*\*Finance Settings\*\* and usually no provider admin rights, hand the gateway name and the `DEP-` to the Super Admin who set up the\s+gateway and go on at step 3/,
    }),
  },
  // fix27r1, restore and operations (read27 ops 1-4, read27 installB 1): a branch for a break-in, payouts
  // stopped and exports taken inside the numbered steps, the sign-in at step 5, one room check and a
  // full-copy check.
  {
    id: 'restore-after-break-in-branch',
    title:
      "a restore after a break-in never brings back the attacker's access, redoes their changes or keeps the secrets they read",
    fact: "Restore the platform's intro has a four-item branch for a break-in: shell or file access possible (when unsure, assumed) → a new server, the old one off the network; the archive from before the break-in and, at step 5, no change of the attacker's nor the one that caused the damage redone (Extra's Match accounts and settings); before up every admin a new password and Reset Two-Factor (the restorer's by quiznest:admin-password and quiznest:admin-2fa-reset), unknown admins deactivated, gateways' Mode and manual gateways' accounts checked; every readable secret rotated as its page's Security notes say; the database password and APP_KEY kept (read27 ops 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /after a break-in[^\n]*(?:key:generate|a new `APP_KEY`[^\n]*before)/i,
    find: pagesSay({
      'post-installation.md': [
        /^After a break-in \(a stolen admin password, or someone on the server\), restore with four changes:\n\n1\. If anyone may have had shell or file access \(when unsure, assume so\), restore onto a new server as \[Restore onto a new server\]\(#restore-onto-a-new-server\) says, and keep the old one off the network\.\n2\. Take the newest archive from before the break-in, and at step 5 never redo a change the attacker made, nor the one that caused the damage \(\[Match accounts and settings\]\(\/Extra\/#match-accounts-and-settings\)\)\.\n3\. Before `up`: give every admin a new password \(\*\*Require password change\*\* ticked\) and \*\*Reset Two-Factor\*\* [^\n]*`quiznest:admin-password` and `quiznest:admin-2fa-reset`[^\n]*; deactivate admin accounts nobody knows; check each gateway's \*\*Mode\*\* and each manual gateway's account to pay into\.\n4\. Rotate every secret the attacker could read, as each page's \*\*Security notes\*\* say: [^\n]*The database password stays: only the server itself can use it\. Keep `APP_KEY` too: a new one makes every stored secret unreadable, and once they are rotated it opens only revoked ones\.$/m,
      ],
      '../CONTENT_GUIDE.md':
        /^- A restore after a break-in \(a stolen admin password, or someone on the server\): a numbered branch in\n\s+Restore the platform's intro, four items:/m,
    }),
  },
  {
    id: 'restore-step-1-stops-payouts-and-exports-first',
    title:
      'a restorer working from the numbered steps stops the payouts and exports what moved before step 2 drops the database',
    fact: "Restore the platform, both tabs: step 1 opens 'Tell the payout officers to stop sending payouts until step 6.' and ends, before step 2 replaces the database and while the panel opens, with Extra's Before the restore done through the bypass link, its files downloaded first; the intro no longer places the exports 'after step 1 and before step 2' (read27 ops 2)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    forbid: /save the Activity Log after step 1 and before step 2/,
    find: pagesSay({
      'post-installation.md':
        /### Restore the platform(?:(?:(?!\n### )[\s\S])*?\n1\. Tell the payout officers to stop sending payouts until step 6\. Empty (?:(?!\n### )[\s\S])*?\n {3}Before step 2 replaces the database, and while the panel still opens, do \[Before the restore\]\(\/Extra\/#before-the-restore\) through the bypass link \(exports, screenshots, notes\); go on only once its files are downloaded\.\n\n2\. ){2}/,
      '../CONTENT_GUIDE.md':
        /step 1 opens with the payout officers told to stop\s+until step 6 and ends, before step 2 replaces the database and while the panel opens, with Extra's\s+\*\*Before the restore\*\* done through the bypass link/,
    }),
  },
  {
    id: 'restore-step-5-signs-in-with-archive-password',
    title:
      'a restorer whose password changed since the archive signs in at step 5 instead of being locked out in maintenance mode',
    fact: "Restore the platform's step 5 (both tabs; Restore onto a new server links it) signs in with the password and two-factor the account had at the archive's time, else sets them with quiznest:admin-password and quiznest:admin-2fa-reset run as in step 4, as Admin's Passwords says (read27 ops 3)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md':
        /(?:\n5\. Before anyone else gets in, open `https:\/\/admin\.example\.com\/choose-a-long-random-string` \(the bypass link of step 1\), sign in with the password and two-factor your account had at the archive's time \(if they fail, set them with `quiznest:admin-password` and `quiznest:admin-2fa-reset`, run as in step 4, as \[Passwords\]\(\/Admin%20Users\/Admin#passwords\) says\), and redo [\s\S]*?){2}/,
      '../CONTENT_GUIDE.md':
        /Step 5 signs in\s+with the password and two-factor the account had at the archive's time, else `quiznest:admin-password` and\s+`quiznest:admin-2fa-reset` run as in step 4/,
    }),
  },
  {
    id: 'restore-room-check-and-full-copy',
    title:
      'a restore on a small disk or a tight cPanel quota stops before the drop, and a half-copied storage/app or .env is caught',
    fact: "Restore the platform's step 2 opens with one room check before the live copy (VPS df -h ~ /var/www /var/lib/mysql, cPanel Disk Usage or quota -s, above the archive's storage/app plus twice its database.sql, du -sh of both; a tar error of step 1 → free space and unpack again); step 3 ends with a Check, du -s of both storage/app about equal and grep -c '^APP_KEY=base64:' .env printing 1, a short part copied again without the mv or .env.before-restore line (read27 ops 4, read27 installB 1)",
    where: ['post-installation.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'post-installation.md': [
        /^2\. Check the room first: `df -h ~ \/var\/www \/var\/lib\/mysql` must show more free space than the archive's `storage\/app` plus twice its `database\.sql` \(`sudo du -sh \/root\/restore\/storage\/app \/root\/restore\/database\.sql`\)\. If not, or if step 1's `tar` printed `No space left on device`, free space and unpack again\. Then check the archive's dump/m,
        /^2\. Check the room first: \*\*Disk Usage\*\* under \*\*Statistics\*\* \(or `quota -s`\) must leave more free than the archive's `storage\/app` plus twice its `database\.sql` \(`du -sh ~\/restore\/storage\/app ~\/restore\/database\.sql`\)\. If not, or if step 1's `tar` printed `Disk quota exceeded`, free space and unpack again\./m,
        /^ {3}Check: `sudo du -s \/root\/restore\/storage\/app storage\/app` prints about the same size twice, and `sudo grep -c '\^APP_KEY=base64:' \.env` prints `1`\. If not, free space and copy the short one again, never with the `mv` or `\.env\.before-restore` line:/m,
        /^ {3}Check: `du -s ~\/restore\/storage\/app storage\/app` prints about the same size twice, and `grep -c '\^APP_KEY=base64:' \.env` prints `1`\. If not, free space and copy the short one again, never with the `mv` or `\.env\.before-restore` line:/m,
      ],
      '../CONTENT_GUIDE.md':
        /Step 2 opens with one room check, before the live copy:[\s\S]{0,700}?Step 3 ends with a Check, `du -s` of the\s+archive's and the new `storage\/app` about equal and `grep -c '\^APP_KEY=base64:' \.env` printing `1`/,
    }),
  },
  // read27 settings (fix27s): Cron Job Settings' PHP Binary first and the Redis retry key, Redis with no password
  // yet, the Currency undo and check, Withdraw Method step 5, Maintenance Mode's cron job and 503, the Localization
  // and Integration Settings groups, Add a language, the CloudLinux binary; read27 gateways 8 (Currency step 7).
  {
    id: 'cron-settings-php-binary-before-copy',
    title: 'a cPanel reader sets PHP Binary before copying the cron line that is built from it',
    fact: "Cron Job Settings' cPanel steps: step 1 enters the site's PHP in PHP Binary (such as /usr/local/bin/ea-php83; CloudLinux Select PHP Version: /usr/local/bin/php) and saves, so Cron Command and Queue Command show the real lines before step 4 pastes Cron Command (read27 settings 1)",
    where: ['Settings/System Setting/Cron Job Settings.md', '../CONTENT_GUIDE.md'],
    find: pagesSay({
      'Settings/System Setting/Cron Job Settings.md':
        /^1\. On this page, enter in \*\*PHP Binary\*\* the full path of the PHP version chosen in \*\*MultiPHP Manager\*\*[^\n]*CloudLinux \*\*Select PHP Version\*\*: `\/usr\/local\/bin\/php`\), and click \*\*Save\*\*: \*\*Cron Command\*\* and \*\*Queue Command\*\* now show your real lines\.\n2\. Open \*\*Advanced > Cron Jobs\*\* in cPanel\.\n3\. [^\n]*\n4\. Paste the line from \*\*Cron Command\*\* into \*\*Command\*\*/m,
      '../CONTENT_GUIDE.md':
        /Cron Job Settings' cPanel steps open with that path saved in \*\*PHP Binary\*\*,\s+from which \*\*Cron Command\*\* and \*\*Queue Command\*\* are built, before either is copied/,
    }),
  },
  {
    id: 'cron-settings-retry-after-names-redis-key',
    title:
      "a reader whose queue runs on Redis raises the retry_after that counts for it when they raise the worker's --timeout",
    fact: "Cron Job Settings names REDIS_QUEUE_RETRY_AFTER for a Redis queue wherever it names DB_QUEUE_RETRY_AFTER, as CONTENT_GUIDE's Queue worker timing asks (read27 settings 2)",
    where: ['Settings/System Setting/Cron Job Settings.md'],
    forbid: /`DB_QUEUE_RETRY_AFTER`/,
    unless: /`REDIS_QUEUE_RETRY_AFTER` with a Redis queue/,
  },
  {
    id: 'maintenance-503-static-export-200',
    title: 'a static-export site is not promised that search engines see its maintenance window as temporary',
    fact: "Maintenance Mode: the 503 that tells search engines a closure is temporary comes from the API and a standalone client; a static export's files still answer 200, so its windows are kept short (read27 settings 8)",
    where: ['Settings/System Setting/Maintenance Mode.md', '../CONTENT_GUIDE.md'],
    forbid: /^A `503` status tells search engines/,
    find: pagesSay({
      'Settings/System Setting/Maintenance Mode.md':
        /^The `503` of the API and a standalone client tells search engines that the closure is temporary[^\n]*A static export's files still answer `200`: keep its windows short\.$/m,
      '../CONTENT_GUIDE.md':
        /and so does a standalone client \(a static export's files answer `200`, so Maintenance Mode asks to keep its windows short\)/,
    }),
  },
  {
    id: 'localization-and-integration-pages-name-their-group',
    title:
      'a Super Admin building a translator role knows the group it needs, and that the group also edits the footer links',
    fact: "Languages and Socialite Media say 'Your role needs Edit on the Localization group of Settings', Extensions the Integration Settings group, like every settings page; Localization covers both Localization screens, so Languages' security note says a translator working in the exported file needs no role (read27 settings 9)",
    where: [
      'Settings/Localization/Languages.md',
      'Settings/Localization/Socialite Media.md',
      'Settings/Integration Settings/Extensions.md',
      '../CONTENT_GUIDE.md',
    ],
    forbid: /Give translators a role with only the permissions they need/,
    find: pagesSay({
      'Settings/Localization/Languages.md': [
        /^## Where to find it\n\n[^\n]*Your role needs \*\*Edit\*\* on the \*\*Localization\*\* group of \*\*Settings\*\*/m,
        /A translator who works in the exported file needs no role; one who types on the translate screen needs \*\*Edit\*\* on \*\*Localization\*\*, which also changes the footer's social links/,
      ],
      'Settings/Localization/Socialite Media.md':
        /^## Where to find it\n\n[^\n]*Your role needs \*\*Edit\*\* on the \*\*Localization\*\* group of \*\*Settings\*\*, which also covers \[Languages\]/m,
      'Settings/Integration Settings/Extensions.md':
        /^## Where to find it\n\n[^\n]*Your role needs \*\*Edit\*\* on the \*\*Integration Settings\*\* group of \*\*Settings\*\*/m,
      '../CONTENT_GUIDE.md':
        /\*\*Localization\*\* covers Languages and Socialite Media's footer links together/,
    }),
  },
];
