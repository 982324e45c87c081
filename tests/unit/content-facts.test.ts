/**
 * The product facts of CONTENT_GUIDE.md hold on every page (scripts/lib/fact-rules.ts), and each
 * defect and contradiction that content review found comes back as a finding when its old
 * wording is put back: the samples below are the lines the pages had before the facts check.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkAllFacts, checkFacts, FACTS, formatFinding} from '../../scripts/lib/facts';

test('every doc page states the product facts of CONTENT_GUIDE the same way', () => {
  assert.deepEqual(checkAllFacts().map(formatFinding), []);
});

const page = (...lines: string[]) => ['---', 'title: Sample', '---', '', ...lines, ''].join('\n');
const code = (lang: string, ...lines: string[]) => ['```' + lang, ...lines, '```'];
/** A page that lacks what a `require` rule asks for. */
const silent = page('This page says nothing about it.');

/** A page relative to docs/, and the old wording that broke the fact there. */
type Sample = [string, string];
/**
 * Rule id → its old wording, or several when one rule pins every step of a procedure (each step's
 * old wording must still be caught).
 */
const PUT_BACK: Record<string, Sample | Sample[]> = {
  'queue-timeout-60': [
    'installation-guide/local-machine-setup/Linux.md',
    page(...code('bash', 'php artisan queue:work --tries=3 --timeout=90')),
  ],
  'client-redirect-names-hosts': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      ...code(
        'apacheconf',
        'RewriteCond %{REQUEST_URI} !^/\\.well-known/',
        'RewriteCond %{HTTPS} off [OR]',
        'RewriteCond %{HTTP_HOST} !^example\\.com$ [NC]',
        'RewriteRule ^ https://example.com%{REQUEST_URI} [R=301,L]',
      ),
    ),
  ],
  'standalone-update-beside-live': [
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        '3. Empty the application root except those two, then upload and extract the zip:',
        '',
        ...code(
          'bash',
          'find ~/quiznest-client -mindepth 1 -maxdepth 1 ! -name node_modules ! -name tmp -exec rm -rf {} +',
        ),
      ),
    ],
    // read32 installB 1: the standalone swap and rollback moved a missing or unready folder in
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        '   Paste the block in one go, so that the restart follows the swap at once:',
        '',
        ...code(
          'bash',
          '   cd ~',
          '   rm -rf quiznest-client-previous',
          '   rm -rf quiznest-client-next/node_modules',
          '   cp -a quiznest-client/node_modules quiznest-client-next/',
          '   mkdir -p quiznest-client-next/tmp',
          '   mv quiznest-client quiznest-client-previous && mv quiznest-client-next quiznest-client',
          '   touch quiznest-client/tmp/restart.txt',
        ),
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        ...code(
          'bash',
          'cd ~',
          'rm -rf quiznest-client-failed',
          'mv quiznest-client quiznest-client-failed && mv quiznest-client-previous quiznest-client',
          'mkdir -p quiznest-client/tmp && touch quiznest-client/tmp/restart.txt',
        ),
      ),
    ],
    // diff51 install 3: the guard's else ended nowhere, and the items after it ran anyway
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        '   ```bash',
        '   cd ~',
        '   if [ -f quiznest-client-next/server.js ]; then',
        '     rm -rf quiznest-client-previous',
        '     mv quiznest-client quiznest-client-previous && mv quiznest-client-next quiznest-client',
        '     touch quiznest-client/tmp/restart.txt',
        '   else echo "no server.js in ~/quiznest-client-next: nothing swapped"; fi',
        '   ```',
        '',
        '6. If you stopped the application in item 4, click **Run NPM Install**, wait for the success message, then click **Start App**.',
      ),
    ],
  ],
  'client-failed-cleared-first': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'cd /var/www/quiznest',
        'sudo mv client client-failed && sudo mv client-previous client',
        'sudo -u "$OWNER" -H pm2 reload quiznest-client',
      ),
    ),
  ],
  'composer-owner-in-www-data': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ...code(
        'bash',
        'sudo rm -f bootstrap/cache/*.php',
        'sudo -u "$OWNER" -H composer install --no-dev --optimize-autoloader',
      ),
    ),
  ],
  'php-upgrade-pins-cli': [
    'post-installation.md',
    page(...code('bash', 'sudo apt install -y php8.4-fpm php8.4-cli php8.4-mysql', 'php8.4 -v')),
  ],
  'backup-tar-file-changed': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'tar -czf "$DEST/$NAME" --exclude=storage/app/backups -C "$WORK" database.sql -C "$APP" storage/app .env',
      ),
    ),
  ],
  'cloudlinux-cron-lines': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'On a CloudLinux host where you set the version in **Select PHP Version** instead, `/usr/local/bin/php` already runs the selected version and extensions for your account, in Terminal and in cron.',
    ),
  ],
  'homebrew-node-not-lts': [
    'common-requirements.md',
    page(
      "| Node.js | 26 LTS | Not yet supported. Installers that take the newest LTS (`winget`, Homebrew's `node`) now give 26, so ask for 24 by name. | 30 April 2029 |",
    ),
  ],
  'vercel-config-cache-platform': [
    'installation-guide/server-setup/vercel.md',
    page('Set `FRONTEND_URL` as in step 5 and run `php artisan config:cache` again.'),
  ],
  'build-elsewhere-linux-x64': [
    [
      'installation-guide/server-setup/vps.md',
      page('Resize the server, or build on another machine with Node.js 24 and copy `client/.next` over.'),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        "Make sure the swap file is on, resize the server, or build on another machine (Linux x64, Node.js 24 and the server's `client/.env`). That machine must be Linux on the server's platform.",
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        "Or build on another machine and copy `client/.next` to the server. That machine must be Linux on the server's platform (`uname -sm` prints the same on both, `Linux x86_64` or `Linux aarch64`), with the same Node.js major version (24).",
      ),
    ],
  ],
  'certificate-split-by-name': [
    'installation-guide/server-setup/vps.md',
    page(
      'First give the client a certificate of its own, then issue the admin certificate again for the admin domain alone; answer `U`.',
    ),
  ],
  'cpanel-domain-change-complete': [
    'post-installation.md',
    page(
      'On cPanel, add `example.net` and create `admin.example.net` (document root `quiznest/admin/public`) in **Domains > Domains**.',
    ),
  ],
  'standalone-build-has-static': [
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        '`npm run build` compiles the client and writes a self-contained Node.js server to `client/.next/standalone`.',
      ),
    ],
    // fix46i: read30-installB 4 (bash only).
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        "- **`npm run build`, never `npx next build`**: a plain `next build` leaves `public/` and `.next/static/` out of the standalone folder; the client's `build` script copies both in. If `ls .next/standalone/public .next/standalone/.next/static` reports a missing folder, copy them in before you zip: `cp -r public .next/standalone/ && cp -r .next/static .next/standalone/.next/`.",
      ),
    ],
  ],
  'install-sh-differences-stated': [
    'installation-guide/server-setup/vps.md',
    page(
      'This page does every step by hand; the automated script installs the same stack on a fresh server in one run and leaves SSH to you.',
    ),
  ],
  'no-timeout-90': [
    'Settings/Integration Settings/AI Integration.md',
    page('- The worker stops a job after 90 seconds with `--timeout=90`.'),
  ],
  'retry-after-explained': ['Settings/System Setting/Cron Job Settings.md', silent],
  'no-key-generate-cron': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'Any `artisan` command can run once from **Advanced > Cron Jobs**: add a job for every minute with the command `cd /home/cpuser/quiznest/admin && /usr/local/bin/php artisan key:generate --force`, wait a minute, then delete the job.',
    ),
  ],
  'node-supported-range': [
    'common-requirements.md',
    page('| npm | the version bundled with Node.js 20 | Installs the dependencies. |'),
  ],
  'node-range-stated': ['installation-guide/server-setup/vercel.md', silent],
  'env-keys-in-reference': [
    'post-installation.md',
    page('For SSL on port 465, also set `MAIL_ENCRYPTION=ssl` in `admin/.env`.'),
  ],
  'versions-table-dated': [
    'common-requirements.md',
    page('| Database | MySQL 8.0+ or MariaDB 10.6+ | Create the database with `utf8mb4`. |'),
  ],
  'eol-database-not-supported': [
    'installation-guide/local-machine-setup/Windows.md',
    page('2. XAMPP bundles MariaDB 10.4, which is older than the 10.6 that QuizNest supports.'),
  ],
  'inr-rate-88': [
    'Settings/Finance Settings/Currency.md',
    page(
      'With USD as the default currency and INR at a **Conversion Rate** of `83`, a 10 USD deposit charges ₹830.',
    ),
  ],
  'update-keeps-site-files': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        "rsync -a --delete --exclude='/.env' --exclude='/storage/' --exclude='/public/storage' ~/quiznest-new/admin/ /var/www/quiznest/admin/",
      ),
    ),
  ],
  'env-stays-writable': [
    'installation-guide/server-setup/vps.md',
    page(...code('bash', 'sudo chgrp www-data .env && chmod 640 .env')),
  ],
  'env-mode-stated': ['installation-guide/server-setup/cPanel/Admin.md', silent],
  'vps-artisan-as-www-data': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'Run these in `/var/www/quiznest/admin`:',
      '',
      ...code('bash', 'php artisan down --secret="long-random"'),
    ),
  ],
  'cpanel-php-version-named': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      ...code(
        'bash',
        'cd /home/cpuser/quiznest/admin && /usr/local/bin/php artisan schedule:run >> /dev/null 2>&1',
      ),
    ),
  ],
  'cpanel-cron-worker': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'cd /var/www/quiznest/admin && php artisan queue:work --stop-when-empty --tries=3 --timeout=60 >> /dev/null 2>&1',
      ),
    ),
  ],
  'cpanel-handler-kept': ['post-installation.md', silent],
  'scheduler-in-www-data-crontab': [
    'post-installation.md',
    page('Add one cron entry for the user that owns the files: run `crontab -e` and add this line.'),
  ],
  'scheduler-crontab-stated': ['installation-guide/server-setup/vps.md', silent],
  'queue-worker-unit': ['installation-guide/server-setup/vps.md', silent],
  'vps-mysql-root-with-password': [
    'post-installation.md',
    page(...code('bash', 'sudo mysql -N -e "SELECT COUNT(*) FROM migrations" quiznest_drill')),
  ],
  'update-has-rollback': [
    'post-installation.md',
    page('## Update to a new version', '', 'Copy the files and migrate.'),
  ],
  'swap-persisted': [
    'installation-guide/server-setup/vps.md',
    page(
      'Add a swap file (`sudo fallocate -l 2G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile`).',
    ),
  ],
  'swap-step-stated': ['installation-guide/server-setup/vps.md', silent],
  'sshd-tested-second-session': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code('text', 'PermitRootLogin no', 'PasswordAuthentication no'),
      '',
      ...code('bash', 'sudo systemctl restart ssh'),
    ),
  ],
  'sshd-hardening-stated': ['installation-guide/server-setup/vps.md', silent],
  'ufw-ssh-before-enable': [
    'installation-guide/server-setup/vps-automated.md',
    page(...code('bash', "sudo ufw allow 'Nginx Full'", 'sudo ufw enable', 'sudo ufw allow OpenSSH')),
  ],
  'backup-offsite-and-drill': [
    'post-installation.md',
    page(
      '## Back up the platform',
      '',
      'Copy the files to another machine or to object storage. Restore a backup on a test machine now and then to prove it works.',
    ),
  ],
  'mysql-password-not-on-command-line': [
    'post-installation.md',
    page(
      ...code(
        'text',
        '0 3 * * * mysqldump --single-transaction --quick --no-tablespaces -u quiznest -pa-long-random-password quiznest > /home/cpuser/backups/db.sql',
      ),
    ),
  ],
  'late-webhook-credits': [
    'payment-gateways/nowpayments.md',
    page('QuizNest credits the deposit if the IPN arrives within 24 hours.'),
  ],
  'bounced-payout-no-deduction': [
    'withdraw/index.md',
    page('If a paid transfer comes back, deduct the matching coins with **Adjust Balance**.'),
  ],
  'deposit-amount-in-money': [
    'payment-gateways/instamojo.md',
    page('1. The player enters a coin amount and picks Instamojo.'),
  ],
  'negative-balance-only-by-refund': [
    'deposits/index.md',
    page('Subtracting the coins with **Adjust Balance** can take the balance below zero.'),
  ],
  'negative-balance-stated': ['Mange User/Users.md', silent],
  'settings-permission-per-group': [
    'Settings/Finance Settings/Currency.md',
    page('Your role needs the Settings permission (see Roles).'),
  ],
  'composer-checksum': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      ...code(
        'bash',
        `php -r "copy('https://getcomposer.org/installer', 'composer-setup.php');"`,
        'php composer-setup.php',
      ),
    ),
  ],
  'local-webhooks-forwardable': [
    'payment-gateways/overview.md',
    page('The provider must reach it over HTTPS, so webhooks do not arrive on a local install at 127.0.0.1.'),
  ],
  'local-webhooks-how': ['payment-gateways/overview.md', silent],
  'ai-generation-on-queue': [
    'common-requirements.md',
    page(
      '| `max_execution_time` | `120` | Long admin requests, such as generating questions with the AI integration, stop below this. |',
    ),
  ],
  'maintenance-one-mechanism': [
    'post-installation.md',
    page('`php artisan down` stops the whole admin panel. Use [Maintenance Mode](/x) instead.'),
  ],
  'static-export-shell': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(...code('apacheconf', 'RewriteEngine On', 'RewriteRule ^(.*)$ /$1.html [L]')),
  ],
  'admin-docroot-public': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'If your host does not let you choose the document root, add this `.htaccess` at the top level of `public_html/admin`:',
      '',
      ...code(
        'apacheconf',
        'RewriteEngine On',
        'RewriteCond %{REQUEST_URI} !^/public/',
        'RewriteRule ^(.*)$ public/$1 [L]',
      ),
    ),
  ],
  'node-install-pinned': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'Install the current LTS release of Node.js, 24, with winget:',
      '',
      ...code('powershell', 'winget install --id OpenJS.NodeJS.LTS'),
    ),
  ],
  'server-env-change-config-cache': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page('After any change to `.env`, run `/usr/local/bin/ea-php83 artisan config:clear` in `admin/`.'),
  ],
  'deposit-credit-not-adjustment': [
    'Mange User/Users.md',
    page(
      'Use an adjustment to correct a balance, for example to credit coins for a payment that the gateway confirmed by email but never reported, or to take back coins credited twice.',
    ),
  ],
  'mode-mismatch-charges-real-money': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '2. Open the gateway form, set **Mode** to **Live** and paste the live credentials into the same fields. Switching **Mode** without replacing the keys makes every payment fail.',
    ),
  ],
  'stripe-live-key-shown-once': [
    'payment-gateways/stripe.md',
    page(
      '4. Next to **Secret key**, click **Reveal test key** (or **Reveal live key**) and copy it. It starts with `sk_test_` or `sk_live_`.',
    ),
  ],
  'held-deposits-never-expire': [
    'payment-gateways/sslcommerz.md',
    page(
      '4. If SSLCommerz flags the payment with `risk_level` `1`, QuizNest leaves the deposit **Pending** with the note "risk review". Check the transaction in the merchant panel and mark the deposit by hand in [Deposits](/deposits/) within 24 hours.',
    ),
  ],
  'bdt-rate-122': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      "4. In the payout currency: 38.90 × 120 = 4,668.00 BDT. This is the amount you send to the player's bKash number.",
    ),
  ],
  'maintenance-page-shows-saved-text': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      "Turned on this way, players see Laravel's plain `503` page until you save a **Title** and **Message** here; the panel shows the mode as **On**.",
    ),
  ],
  'restore-empties-database-first': [
    'Extra/index.md',
    page(
      'Restoring replaces every table of the database with the backup: deposits, withdrawals, coin movements and tickets made after the backup are lost.',
    ),
  ],
  'app-url-written-by-you': [
    'Settings/System Setting/System Configuration.md',
    page(
      '| **Application URL** | `APP_URL` | The public address of the admin panel and API. | Set by the installer | Read-only here. |',
    ),
  ],
  'ai-timeout-retried-and-paid': [
    'Settings/Integration Settings/AI Integration.md',
    page(
      "- The worker stops a job after 60 seconds (`--timeout=60` on every worker line, below the queue's `retry_after` of 90 seconds, so that a slow generation is never run, and paid for, twice).",
    ),
  ],
  'mac-which-php-keg': [
    'installation-guide/local-machine-setup/Mac.md',
    page(
      'An older PHP comes first on your `PATH`: `which php` should print `/opt/homebrew/bin/php` (or `/usr/local/bin/php` on Intel).',
    ),
  ],
  'windows-mariadb-pinned': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      ...code(
        'powershell',
        'winget install --id PHP.PHP.8.4',
        'winget install --id MariaDB.Server --interactive',
      ),
    ),
  ],
  'static-export-shell-every-route': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      ...code(
        'apacheconf',
        'RewriteCond %{REQUEST_FILENAME} !-f',
        'RewriteCond %{DOCUMENT_ROOT}/$1/_.html -f',
        'RewriteRule ^(page|quiz|contest)/[^/]+/?$ /$1/_.html [L]',
      ),
    ),
  ],
  'certbot-one-host-per-certificate': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code(
        'bash',
        'sudo certbot --nginx -d admin.example.com -d example.com -d www.example.com \\',
        '  -m admin@example.com --agree-tos --redirect',
      ),
    ),
  ],
  'certbot-account-asks-nothing': [
    // read32 installA 9: Certbot stopped to ask about the EFF email
    [
      'installation-guide/server-setup/vps.md',
      page(
        '   ```bash',
        '   sudo certbot --nginx --cert-name admin.example.com -d admin.example.com \\',
        '     -m admin@example.com --agree-tos --redirect',
        '   ```',
      ),
    ],
  ],
  'client-move-keeps-admin-https': ['installation-guide/server-setup/vercel.md', silent],
  'admin-only-vps-documented': ['installation-guide/server-setup/vps-automated.md', silent],
  'www-redirects-to-frontend-url': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code(
        'nginx',
        'server {',
        '    listen 80;',
        '    server_name example.com www.example.com;',
        '    location / {',
        '        proxy_pass http://127.0.0.1:3000;',
        '    }',
        '}',
      ),
    ),
  ],
  'unattended-upgrades-cover-added-repos': [
    'installation-guide/server-setup/vps.md',
    page(
      'At the end of this step only your own user signs in over SSH, with a key; the firewall lets in SSH and nothing else; and security updates install themselves.',
    ),
  ],
  'install-sh-follow-ups': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "`mysql-server` is Ubuntu's package, MySQL 8.0: after the run, dump the database, add the MySQL APT repository as in step 4 of the manual guide and run `sudo apt install -y mysql-server` to replace it with MySQL 8.4 LTS, which keeps the data.",
    ),
  ],
  'update-keeps-sitemap-parts': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'rsync -a --delete \\',
        "  --exclude='/.env' --exclude='/storage/' --exclude='/bootstrap/cache/' --exclude='/public/storage' \\",
        "  --exclude='/public/robots.txt' --exclude='/public/sitemap.xml' \\",
        '  /var/www/quiznest-releases/2.4.0/admin/ /var/www/quiznest/admin/',
      ),
    ),
  ],
  'client-update-with-rollback': [
    'post-installation.md',
    page(
      'Then update the client: replace the `client/` folder, keeping `client/.env`, run `npm ci` and `npm run build`, and restart it the way you run it.',
    ),
  ],
  'client-swap-procedure': ['post-installation.md', silent],
  'runtime-upgrades-documented': ['post-installation.md', silent],
  'dump-checked-before-use': [
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'mysqldump --single-transaction --quick --no-tablespaces -u quiznest -p quiznest | gzip > ~/backups/quiznest-db-pre-update.sql.gz',
        ),
        '',
        ...code(
          'bash',
          'sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
          'gunzip < ~/backups/quiznest-db-pre-update.sql.gz | mysql -u quiznest -p quiznest',
        ),
      ),
    ],
    // A live drop under a "test server" sentence is still checked: only the kept copy's block is exempt (diff41 postinstall 5).
    [
      'post-installation.md',
      page(
        'Empty the database and import the dump, as you did on the test server:',
        '',
        ...code(
          'bash',
          'sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; CREATE DATABASE quiznest;"',
          "sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
        ),
      ),
    ],
  ],
  'vps-owner-from-code': [
    'post-installation.md',
    page(
      '<TabItem value="vps" label="VPS" default>',
      '',
      ...code(
        'bash',
        'cd /var/www/quiznest/admin',
        'rsync -a --delete \\',
        "  --exclude='/.env' --exclude='/storage/' --exclude='/bootstrap/cache/' --exclude='/public/storage' \\",
        "  --exclude='/public/robots.txt' --exclude='/public/sitemap*.xml' \\",
        '  /var/www/quiznest-releases/previous/admin/ /var/www/quiznest/admin/',
        'sudo chown "$USER":www-data .env',
      ),
      '',
      '</TabItem>',
    ),
  ],
  'change-domain-documented': ['post-installation.md', silent],
  'alerts-documented': ['post-installation.md', silent],
  'test-keys-in-live-give-real-coins': [
    'payment-gateways/stripe.md',
    page(
      '**Mode** and the keys must agree. A `sk_test_` key with **Mode** set to **Live** creates sandbox payments that never pay out, and a `sk_live_` key in **Sandbox** mode charges real cards.',
    ),
  ],
  'gateway-test-section-warns': [
    'payment-gateways/square.md',
    page(
      '## Test Square in the sandbox',
      '',
      '1. Paste the sandbox **Application ID**, **Access Token** and **Location ID**, and the signature key of the sandbox subscription. Set **Mode** to **Sandbox**.',
    ),
  ],
  'late-webhook-not-pending-only': [
    'payment-gateways/instamojo.md',
    page(
      '3. It checks that `payment_request_id` belongs to a **Pending** deposit and that `amount` matches the rupee amount it requested.',
      '6. Start a second deposit and abandon it on the payment page. It stays **Pending**; mark it **Failed** by hand rather than waiting 24 hours.',
    ),
  ],
  'test-amount-at-minimum': [
    'payment-gateways/bkash.md',
    page('- [ ] One real payment of a few taka was credited and appears in your merchant wallet statement.'),
  ],
  'referral-bonus-pure-cost': [
    'Settings/Quiz Settings/Coin Settings.md',
    page(
      '3. Keep the total of both bonuses below the money value of the smallest deposit your gateways accept (their **Minimum Amount**), so that a referral never costs more than it brings in.',
    ),
  ],
  'deposit-and-payout-roles-split': [
    'Admin Users/Role.md',
    page(
      '### Finance officer',
      '',
      'Reviews money going in and out of the platform.',
      '',
      '- **Dashboard**: View',
      '- **Deposits**: View, **Approve deposits**, **Mark refunded**',
      '- **Withdraw**: View, **Approve withdrawals**, **Mark paid**',
    ),
  ],
  'approve-deposits-covers-status-actions': [
    // read32 ops 5: neither page said which permission Check Status needs
    [
      'deposits/index.md',
      page(
        'Open **Deposits** in the sidebar. Your role needs **View** on **Deposits** to see the list, **Approve deposits** to confirm, fail, approve or reject a deposit by hand, and **Mark refunded** to record a refund (see [Roles and Permissions](/Admin%20Users/Role)).',
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        '- **Approve deposits** covers approving and rejecting deposits by hand; **Approve withdrawals** covers approving and rejecting withdrawal requests.',
      ),
    ],
  ],
  'manual-deposits-checked-daily': ['deposits/index.md', silent],
  'withdraw-never-pending-to-paid': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      "- A request starts as **Pending**, and you move it to **Approved**, **Rejected** or **Paid** on [Withdraw](/withdraw/), where the player's answers to the required fields are shown.",
    ),
  ],
  'usdt-not-iso-4217': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      '| **Currency** | The ISO 4217 code you pay out in. | The default currency | `BDT` for bKash, `USDT` for a crypto wallet. |',
    ),
  ],
  'standalone-upload-has-lockfile': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      ...code(
        'bash',
        'cd client',
        'npm ci',
        'npm run build',
        'cd .next/standalone',
        'zip -r ../../quiznest-client.zip . -x "node_modules/*"',
      ),
    ),
  ],
  'maintenance-return-url-503': ['Settings/System Setting/Maintenance Mode.md', silent],
  'bounced-payout-reconciled': ['withdraw/index.md', silent],
  'sandbox-test-checkouts-closed': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      'While Stripe is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Test on a staging copy of your site. On production, enable the gateway only for the minutes of the test, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/); never leave Stripe **Enabled** in **Sandbox** mode on production.',
    ),
  ],
  'disabled-gateway-keys-kept-30-days': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '3. When [Deposits](/deposits/) shows no **Pending** deposit for that gateway, you can remove the keys at the provider.',
    ),
  ],
  'manual-gateways-section': ['Settings/Finance Settings/Payment Gateways.md', silent],
  'maintenance-no-contest-reschedule': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'A contest that is **Live**, or starts, during maintenance mode runs without players, and players who joined cannot play it. Before you switch on, check [Contests](/Mange%20Contests/Contests) for contests in your maintenance window, and reschedule them or tell the players.',
    ),
  ],
  'finance-settings-edit-super-admins': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      '- Payout details are personal data. Give the **Withdraw** permissions and **Edit** on the **Finance Settings** group of **Settings** only to the people who pay out, with [Roles](/Admin%20Users/Role).',
    ),
  ],
  'provider-holds-expire': [
    'payment-gateways/paypal.md',
    page(
      '**Deposit stays Pending with a capture status `PENDING`** PayPal holds the capture for review. Accept the payment in your PayPal account and change the preference; the `PAYMENT.CAPTURE.COMPLETED` webhook then credits the coins.',
    ),
  ],
  'adjust-balance-escalated': [
    'deposits/index.md',
    page(
      "For a partial refund, refund the part at the provider, leave the deposit **Successful**, and subtract the coins of the refunded part with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the deposit reference in the **Reason**.",
    ),
  ],
  'restore-money-before-up': [
    'post-installation.md',
    page('4. Rebuild the caches, start the worker, leave maintenance mode and put the scheduler back:'),
  ],
  'restore-credits-refunds-then-withdrawals': [
    'Extra/index.md',
    page(
      '2. Restore, then open [Withdrawals](/withdraw/) before you leave maintenance mode. For every withdrawal the export shows as **Paid**: if the request is back as **Pending**, click **Approve**; then click **Mark as Paid**.',
    ),
  ],
  'contest-publisher-not-payout-officer': [
    'Admin Users/Role.md',
    page(
      'Give them only to a Super Admin, or to a finance role you trust with prize money, such as the payout officer above with **Contests**: Create, Edit and **Cancel contests** added.',
    ),
  ],
  'payments-test-coins-reject-first': [
    'Payments/index.md',
    page(
      "| A **Sandbox** row here is **Successful** and is not in the provider's live report | A test payment that credited real coins. | Click **Mark as Refunded** on the deposit if that was not done after the test. |",
    ),
  ],
  'facebook-linking-warned': [
    'Settings/User Settings/Social Login.md',
    page(
      '- **An email address that already has an account** signs in to that account and links the provider to it, but only when the provider confirms that the address is verified. Google, Apple and GitHub say so for each address; a Facebook address counts as verified.',
    ),
  ],
  'kyc-documents-verify-kyc-only': [
    'withdraw/index.md',
    page(
      "Open the request. The detail page shows the payout details the player entered, the player's KYC status and documents, account age, recent deposits and withdrawals, and the coin log.",
    ),
  ],
  'reconcile-sandbox-rows': [
    [
      'Payments/index.md',
      page(
        '1. Set **Date Range** to **Last Month**, **Status** to **Completed**, **Mode** to **Live**, and **Gateway / Method** to one gateway. Click **Export** and choose **CSV**.',
      ),
    ],
    // read32 gateways 5: "both" named two ways; "both modes" everywhere
    [
      'Payments/index.md',
      page(
        '1. Set **Date Range** to **Last Month**, **Status** to **Completed**, **Mode** to both **Live** and **Sandbox** (it shows **Live** only by default), and **Gateway / Method** to one gateway. Click **Export** and choose **CSV**.',
      ),
    ],
    // read32 gateways 5: "both" was no on-screen label; "both modes" everywhere
    [
      'deposits/index.md',
      page(
        '| **Mode** | **Live**, **Sandbox** or both. Test deposits and deposits made through a gateway left in **Sandbox** mode are hidden until you choose **Sandbox**. | **Live** |',
        '',
        "Every look-up widens the filters before concluding there is no deposit: **Status** **All**, **Mode** both, **Date** **Custom** from the payment's date.",
      ),
    ],
  ],
  'gateway-steps-name-webhook-exceptions': [
    'Settings/Finance Settings/Payment Gateways.md',
    page("4. Copy the **Webhook URL** and register it in the provider's dashboard."),
  ],
  'limits-in-default-currency': [
    'payment-gateways/razorpay.md',
    page(
      '| **Maximum Amount** | Keep at or below ₹1,00,000 so UPI payments are not refused by the bank limit | `5000.00` |',
    ),
  ],
  'withdraw-coins-rounded-up': [
    'withdraw/index.md',
    page('| **Coins** | **Amount** × coin rate: the coins held. | `40.00 × 100 = 4,000` coins |'),
  ],
  'delete-player-resolve-deposits': [
    [
      'Mange User/Users.md',
      page(
        'Deletion is refused while the player has a withdrawal in **Pending** or **Approved** status, with the message "This player has a withdrawal in progress." Finish or reject it first.',
      ),
    ],
    // read32 ops 4: a "risk review" or "partially paid" deposit never expires and Check Status does not decide it
    [
      'Mange User/Users.md',
      page(
        "| 4. Resolve the player's **Pending** deposits: on [Deposits](/deposits/), **Search** their email, with **Status** **Pending**, **Mode** both and **Date** **Custom** from the day you enabled your first gateway. **Check Status**, or **Approve** or **Reject** a manual one. | Deposit confirmer | **Approve deposits** |",
      ),
    ],
  ],
  'coinbase-key-can-create-charges': [
    'payment-gateways/coinbase-commerce.md',
    page(
      '4. Name the key `QuizNest`. Expand **API restrictions**: give the key the permissions Coinbase requires to create charges (checkouts) and read them, and no permission to move funds; a view-only key cannot create a checkout, so every deposit would fail.',
    ),
  ],
  'production-test-closed-at-provider': [
    'payment-gateways/stripe.md',
    page(
      'While Stripe is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Right after the test, set the **Mode** filter of Deposits to **Sandbox** (it shows **Live** only by default) and click **Mark as Failed** on every test deposit still **Pending**; look again after 24 hours and click **Mark as Refunded** on any test deposit a late webhook turned **Successful**.',
    ),
  ],
  'production-test-limits-1': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      'Test on a staging copy of your site. On production, enable the gateway only for the minutes of the test, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/).',
    ),
  ],
  'staging-copy-new-app-key': [
    'payment-gateways/overview.md',
    page(
      'A gateway that is **Enabled** in **Sandbox** mode is offered to every player, and a test payment credits real, withdrawable coins. Test on a staging copy of your site.',
    ),
  ],
  'status-row-qualified': [
    'payment-gateways/stripe.md',
    page("| **Status** | Your choice: **Enabled** shows Stripe on the players' deposit page | `Enabled` |"),
  ],
  'status-example-disabled-in-sandbox': [
    'payment-gateways/paypal.md',
    page(
      '| Field | Where to find it | Example format |',
      '|---|---|---|',
      '| **Status** | Set to **Enabled** to offer PayPal on the deposit page | `Enabled` |',
      '| **Mode** | **Sandbox** for a sandbox app, **Live** for a live app | `Sandbox` |',
    ),
  ],
  'key-decides-environment-warned': [
    'payment-gateways/paystack.md',
    page(
      'Each key works only in its own mode, and each mode has its own webhook URL on the Dashboard. Because the webhook signature is computed with the secret key of the mode that sent it, a live event cannot be verified with a test key. Switch **Mode**, **Public Key** and **Secret Key** together.',
    ),
  ],
  'key-decides-gateways-listed': [
    'payment-gateways/overview.md',
    page(
      'A mismatch is not always a harmless failure: where the key alone decides the environment, as at Stripe, live keys in **Sandbox** mode charge real cards, and test keys in **Live** mode give real coins for test cards.',
    ),
  ],
  'mercado-pago-token-user-id': [
    'payment-gateways/mercado-pago.md',
    page(
      'Depending on when the application was created, test credentials start with `TEST-` or with `APP_USR-`; both work with **Mode** set to **Sandbox**.',
    ),
  ],
  'echeck-off-for-deposits': [
    'payment-gateways/authorize-net.md',
    page(
      '| Payment methods | Visa, Mastercard, American Express, Discover, JCB and Diners Club; eCheck.Net (ACH debits from US bank accounts) where your account has it enabled |',
    ),
  ],
  'disputes-procedure': ['payment-gateways/stripe.md', silent],
  'partial-refund-no-second-full-deduction': [
    'deposits/index.md',
    page(
      "For a partial refund, refund the part at the provider, leave the deposit **Successful**, and subtract the coins of the refunded part with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the deposit reference in the **Reason**.",
    ),
  ],
  'refund-events-only-note': [
    'deposits/index.md',
    page(
      'QuizNest never reads refunds from webhooks. After refunding at the provider, click **Mark as Refunded** on the deposit to deduct the coins ([Refund a deposit](#refund-a-deposit)).',
    ),
  ],
  'live-test-deposit-refunded': [
    'payment-gateways/mollie.md',
    page(
      '- [ ] A real deposit with your own iDEAL or card became **Successful**, and you refunded it from the Dashboard.',
    ),
  ],
  'live-test-at-minimum-amount': [
    'payment-gateways/paytm.md',
    page(
      '- [ ] A real ₹1 or ₹10 deposit paid by UPI became **Successful**, and you refunded it from the dashboard, then clicked **Mark as Refunded** on it in [Deposits](/deposits/).',
    ),
  ],
  'coinbase-key-view-named': [
    'payment-gateways/coinbase-commerce.md',
    page(
      '- [ ] The Coinbase Business account is verified and the API key is restricted to it, with the **View** permission.',
      '**Creating a checkout fails with 403 Forbidden.** The key lacks the **View** permission or is not attached to the Coinbase Business portfolio. Create a new key with the right restrictions.',
    ),
  ],
  'sslcommerz-currency-bdt': [
    'payment-gateways/sslcommerz.md',
    page(
      '3. It compares `tran_id`, amount and currency with the deposit, then marks it **Successful** and adds the coins once per `bank_tran_id`.',
    ),
  ],
  'sslcommerz-charged-not-credited': ['payment-gateways/sslcommerz.md', silent],
  'instamojo-one-payment-per-request': [
    [
      'payment-gateways/instamojo.md',
      page(
        '4. On `Credit` it marks the deposit **Successful** and adds the coins, once per `payment_id`. On `Failed` it records the attempt but leaves the deposit **Pending**, because the player can retry on the same Instamojo page.',
      ),
    ],
    // diff45 money 7: the second Credit refunded with nothing recorded
    [
      'payment-gateways/instamojo.md',
      page(
        "QuizNest creates every payment request with `allow_repeated_payments` set to `false`, so Instamojo accepts one successful payment per request. If the deposit's **Activity** or the Instamojo **Payments** list ever shows two `Credit` payments for one `payment_request_id`, refund the second `Credit` from the Instamojo dashboard.",
      ),
    ],
  ],
  'bad-signature-status-named': [
    'payment-gateways/nowpayments.md',
    page(
      'QuizNest sorts the received body the same way, including nested objects, recomputes the HMAC with **IPN Secret Key**, and ignores anything that does not match.',
    ),
  ],
  'local-testing-mollie-bkash-https': [
    [
      'payment-gateways/overview.md',
      page(
        'Without either, the reconciliation check of `php artisan schedule:work` still confirms local test deposits, up to 10 minutes late.',
      ),
    ],
    // read29 gateways 1: Save refuses Enabled without a webhook secret that only a registered URL gives
    [
      'payment-gateways/overview.md',
      page(
        'Without either, the reconciliation check of `php artisan schedule:work` still confirms local test deposits, up to 10 minutes late, except on Mollie and bKash, which need a public HTTPS `APP_URL` to create a payment at all.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  reference. Without a tunnel, local test',
        '  deposits are confirmed by reconciliation, except on Mollie and bKash (they need a public HTTPS',
        '  `APP_URL` to create a payment). An administrator can also mark it by hand from **Deposits**.',
      ),
    ],
    // diff44 settings 1: Coinbase Commerce in the list sent live keys to a laptop or a staging copy
    [
      'payment-gateways/overview.md',
      page(
        'Without either, the reconciliation check of `php artisan schedule:work` still confirms local test deposits, up to 10 minutes late, on Razorpay, Paystack, Flutterwave, Paytm, Instamojo, SSLCommerz, Authorize.Net and NOWPayments. The others need one, or a [staging copy](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site): **Save** refuses **Enabled** while a webhook secret is empty, and Stripe, PayPal, Mercado Pago, Square, GoCardless and Coinbase Commerce give theirs only once a webhook URL is registered; Mollie and bKash need a public HTTPS `APP_URL` to create a payment at all.',
      ),
    ],
    // diff44 settings 4: the local-setup bullet kept the unconditional claim
    [
      '../CONTENT_GUIDE.md',
      page(
        "  the overview says it, Square's test links it).",
        '  Without either, the reconciliation check of `schedule:work` confirms deposits.',
      ),
    ],
  ],
  'lost-webhook-within-24-hours': [
    'payment-gateways/overview.md',
    page(
      'While a deposit is **Pending**, the scheduler asks the gateway for its status every 10 minutes for 24 hours, so a lost webhook still ends in **Successful**; this needs the cron job.',
    ),
  ],
  'retryable-failure-stays-pending': [
    'payment-gateways/flutterwave.md',
    page(
      "QuizNest never trusts the webhook body: it credits the deposit only when the transaction's status is `successful`. A `failed` status marks the deposit **Failed**.",
    ),
  ],
  'slow-method-deposit-failed-notice': [
    'payment-gateways/mollie.md',
    page(
      "**Bank transfer** payments stay `open` until the player's transfer arrives. Deactivate **Bank transfer** on the website profile if you prefer to avoid this.",
    ),
  ],
  'restore-repays-paid-withdrawals': [
    'Extra/index.md',
    page(
      'Restoring takes the database back to the moment of the backup: deposits, withdrawals, coin movements and tickets made after it are lost. Put the site in maintenance mode first.',
    ),
  ],
  'adjust-credit-only-without-deposit': [
    'Mange User/Users.md',
    page(
      "A deposit is credited once, however many webhooks follow. An adjustment is not tied to the deposit: when the gateway's webhook arrives later, even days later, it still credits the deposit, and the player is paid twice.",
    ),
  ],
  'contest-edit-is-finance': [
    'Admin Users/Role.md',
    page('- **Manage Contests > Category** and **Contests**: View, Create, Edit'),
  ],
  'prize-payout-locked-when-ended': [
    'Mange Contests/Contests.md',
    page(
      '| **Ended** | **Category**, **Prize Payout**; the correct answer of a question, or voiding a question, followed by **Recalculate Results** | Everything else |',
    ),
  ],
  'kyc-disabled-opens-withdrawals': [
    'Settings/User Settings/Kyc.md',
    page(
      '| **KYC Status** | **Enabled** shows the verification form to players. | **Enabled** | With **Disabled**, the two **Require** switches below are off and cannot be turned on. Statuses already given are kept. |',
    ),
  ],
  'kyc-reject-after-payout-sent': [
    'Settings/User Settings/Kyc.md',
    page(
      '- **Withdrawals**: while the switch is on, **Approve** and **Mark as Paid** are disabled on any request whose player is not **Verified**, including requests of a player you rejected after verifying.',
    ),
  ],
  'discount-paid-by-platform': [
    'Subscription/index.md',
    page(
      "- **Contest Fee Discount**: Prize pools calculated as a **Percentage of Entry Fees** still count the full **Entry Fee** of every player, so the discount comes out of your commission, not out of the other players' prizes.",
    ),
  ],
  'coin-bonus-counts-for-rank-and-limit': [
    'Settings/Quiz Settings/Ranking Settings.md',
    page(
      '| **Ranking Basis** | **Coins Earned**: the coins a player earned as **Quiz Reward** in the period. | **Coins Earned** | Deposits, bonuses, contest prizes and admin adjustments never count, so coins cannot buy a rank. |',
    ),
  ],
  'facebook-takeover-freeze-account': [
    'Settings/User Settings/Social Login.md',
    page(
      'A player who reports a sign-in they did not make should reset their password and unlink Facebook under **Profile > Connected Accounts**.',
    ),
  ],
  'social-enable-then-test-live': [
    'Settings/User Settings/Social Login.md',
    page(
      "| **Status** | **Enabled** shows the provider's button on the client app. | **Disabled** | Enable only after saving and testing the credentials. |",
    ),
  ],
  'email-verification-stops-existing-players': [
    [
      'Settings/System Setting/General.md',
      page(
        '### How do I make new players confirm their email address?',
        '',
        'Choose **Email Verification Required**, after the test email of Service has arrived. Unverified players can sign in but cannot play, join contests, deposit or withdraw until they confirm.',
      ),
    ],
    // read33 settings 5: the announcement asked players to confirm an address before any link was sent
    [
      'Settings/System Setting/General.md',
      page(
        'Before you switch, announce it to **All players** with [Send Notification](/Mange%20User/Send%20Notification) a few days ahead (the message asks them to confirm their address), and check that outgoing mail works.',
      ),
    ],
  ],
  'coin-rate-change-liability': [
    'Settings/Finance Settings/Currency.md',
    page(
      '### Change the coin rate on a live site',
      '',
      '1. Announce the change to players first: the money value of their coins changes on the day you save.',
    ),
  ],
  'ban-disqualifies-unpaid-contests': [
    'Mange User/Users.md',
    page(
      '- Withdrawal requests already made stay as they are and are marked **Banned** on [Withdrawals](/withdraw/).',
    ),
  ],
  'account-deletion-forfeit-logged': [
    'Report/index.md',
    page(
      '| **Type** | **Deposit**, **Deposit Refund**, **Quiz Reward**, **Sign-up Bonus**, **Referral Bonus**, **Contest Entry**, **Contest Refund**, **Contest Prize**, **Withdrawal Hold**, **Withdrawal Return** or **Admin Adjustment**. |',
    ),
  ],
  'money-tickets-never-deleted': [
    'support-tikect/index.md',
    page(
      'Ask them to use KYC for identity documents instead, and delete the ticket once the matter is settled if it holds documents you do not need to keep.',
    ),
  ],
  'cron-heuristic-online-deposits': [
    'dashboard/index.md',
    page(
      '7. The scheduler: if deposits stay **Pending** for more than 24 hours or contests do not close, the cron job has stopped.',
    ),
  ],
  'content-editor-has-dashboard': [
    'Admin Users/Role.md',
    page(
      '### Content editor',
      '',
      'Writes quizzes and contests and maintains the look of the client app.',
      '',
      '- **Manage Quizzes > Category** and **Quizzes**: View, Create, Edit, Delete',
    ),
  ],
  'dashboard-daily-held-payments': [
    'dashboard/index.md',
    page('6. **Coins Issued** against **Total Deposits**: look for a jump you cannot explain.'),
  ],
  'payments-differences-partial-refund-chargeback': [
    'Payments/index.md',
    page(
      '| A refund in a different month | You refunded at the provider on one day and marked it here on another. | Mark refunds on the day you make them. |',
    ),
  ],
  'redis-switch-drains-database-queue': [
    'Settings/System Setting/System Configuration.md',
    page(
      '2. Open the **Queue Monitor** of Extra and wait until **Pending jobs** is `0`: jobs waiting in the database are not moved to Redis.',
      '3. Set **Cache Driver** and **Queue Connection** to **redis** and click **Save**.',
    ),
  ],
  'bucket-move-syncs-again': [
    'Settings/Integration Settings/Service.md',
    page(
      'For a non-AWS provider, add `--endpoint-url` with the **Endpoint** value. Then switch **Driver**, click **Save** and check a few pages of the client app for broken images.',
    ),
  ],
  'fixed-pool-can-be-paid-in-full': [
    'Mange Contests/Contests.md',
    page(
      'Coins are money: players can withdraw prize coins. A **Fixed** pool is paid in full as soon as **Minimum Seats** is reached, even if the entry fees collected are far lower.',
    ),
  ],
  'ai-type-appended-not-drafts': [
    'Settings/Integration Settings/AI Integration.md',
    page(
      'Generated questions are always saved as drafts: nothing reaches players until you review and publish it.',
    ),
  ],
  'quiz-coins-example-names-coin-settings': [
    'Mange Quizzes/Quizzes.md',
    page(
      'Example: a quiz with 10 questions of 1 point, negative marking of `0.25` and 5 coins per correct answer. A player answers 7 right, 2 wrong and skips 1: score `7 − 0.5 = 6.5`, coins `7 × 5 = 35`.',
    ),
  ],
  'maintenance-window-registration-subscriptions': [
    'Settings/System Setting/Maintenance Mode.md',
    page('2. Check that no contest is **Live** or starts during it.'),
  ],
  'no-staging-database-to-production': [
    'Settings/SEO & Meta/Robots TXT.md',
    page(
      'When you copy a staging database to production, or production to staging, **Staging Mode** travels with it.',
    ),
  ],
  'rollback-payments-since-dump': [
    'post-installation.md',
    page(
      "The rollback imports the dump taken before the update. If you already ran `up`, players may have paid in between: note the time of `up`, and after the rollback look in each gateway's dashboard.",
    ),
  ],
  'update-composer-in-release': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo rm -f bootstrap/cache/*.php',
        'sudo -u "$OWNER" -H composer install --no-dev --optimize-autoloader',
      ),
    ),
  ],
  'update-checked-before-up': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo -u www-data php artisan queue:restart',
        'sudo crontab -u www-data ~/www-data.crontab',
        'sudo -u www-data php artisan up',
      ),
    ),
  ],
  'mysql-rollback-fresh-dump': [
    [
      'post-installation.md',
      page(
        "To go back to 8.0 (MySQL 8.4 does not start, or the site fails on it), stay in maintenance mode with the worker stopped and the crontab empty, install Ubuntu's 8.0 again, and put the copy of step 2 in place of the upgraded data.",
        '',
        'Delete `/var/lib/mysql-8.0-copy` once the site has run on 8.4 for a week.',
      ),
    ],
    // diff51 install 4: the data folder wiped without reading why 8.0 failed, the unit still running
    [
      'post-installation.md',
      page(
        '   `mysql --version` shows `8.0.x`. If MySQL 8.0 does not start on the copy, give it an empty data folder (the copy stays in `/var/lib/mysql-8.0-copy`), whose `root` signs in through the system account, as on an `install.sh` server (press Enter at the password prompt):',
        '',
        '   ```bash',
        '   sudo rm -rf /var/lib/mysql',
        '   sudo install -d -o mysql -g mysql -m 750 /var/lib/mysql',
        '   ```',
      ),
    ],
  ],
  'static-export-htaccess-spares-other-sites': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      ...code(
        'apacheconf',
        'Options -Indexes -MultiViews',
        'DirectoryIndex index.html',
        'ErrorDocument 404 /404.html',
      ),
    ),
  ],
  'domain-change-install-sh-certificate': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo nginx -t && sudo systemctl reload nginx',
        'sudo certbot delete --cert-name admin.example.com',
      ),
    ),
  ],
  'domain-change-monitors-and-way-back': [
    'post-installation.md',
    page(
      "   Then run **AutoSSL** for the new names in **Security > SSL/TLS Status**. The client's address rules change in step 6.",
    ),
  ],
  'standalone-lock-compared-before-swap': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      ...code(
        'bash',
        'mv quiznest-client quiznest-client-previous && mv quiznest-client-next quiznest-client',
        'touch quiznest-client/tmp/restart.txt',
        'cmp -s quiznest-client/package-lock.json quiznest-client-previous/package-lock.json || echo "package-lock.json changed: click Run NPM Install"',
      ),
    ),
  ],
  'windows-zip-with-tar': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(...code('powershell', 'Compress-Archive -Path out\\* -DestinationPath quiznest-client-static.zip')),
  ],
  'standalone-terminal-update-into-next': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      ...code(
        'bash',
        'cd ~/quiznest-src/client',
        'npm ci',
        'npm run build',
        'cp package-lock.json .next/standalone/',
        'rsync -a --delete --exclude node_modules --exclude tmp .next/standalone/ ~/quiznest-client/',
      ),
    ),
  ],
  'node-20-never-the-requirement': [
    '../sidebars.ts',
    "            'Run both QuizNest applications on a Linux, macOS or Windows computer for evaluation, development or customisation, with PHP 8.2+, MySQL or MariaDB and Node.js 20.',",
  ],
  'copied-build-keeps-package-json': [
    'installation-guide/server-setup/vps.md',
    page(
      'Build on another machine and copy `client/.next` to the server. Copy it into `client-next` and swap as in [Update the client with a rollback](/post-installation#update-the-client-with-a-rollback).',
    ),
  ],
  'storage-closed-to-others': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo find . -type f -exec chmod 644 {} \\;',
        'sudo chown -R www-data:www-data storage bootstrap/cache public/sitemap*.xml',
        'sudo chmod -R ug+rwX storage bootstrap/cache',
        'sudo chmod 660 .env',
      ),
    ),
  ],
  'backup-alert-through-cron': [
    'post-installation.md',
    page(
      ...code('text', 'defaults', 'auth on', 'tls on'),
      '',
      'To test the alert, rename the option file for a minute, run `sudo /usr/local/sbin/quiznest-backup || echo failed`, and move it back.',
    ),
  ],
  'cpanel-no-terminal-no-upkeep': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '- **Terminal** in cPanel (under **Advanced**) or SSH access. Without it you can still install, with the workarounds marked below.',
      ),
    ],
    // read32 installB 5: without Terminal, Post-Installation's caches had no way
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### Can I install without Terminal or SSH?',
        '',
        'Yes. Generate `APP_KEY` on another computer and paste it into `.env` ([Step 6: Create the environment file](#step-6-create-the-environment-file)), and check PHP ([Step 4](#step-4-select-php-82-to-84)) and create the storage link ([Step 8](#step-8-link-storage-and-schedule-the-background-work)) with one-off cron jobs that you delete afterwards. Never schedule `key:generate` as a cron job.',
      ),
    ],
  ],
  'cloudlinux-php-in-commands': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'On a CloudLinux host where you set the version in **Select PHP Version** instead, `/usr/local/bin/php` already runs the selected version and extensions for your account, in Terminal and in cron.',
    ),
  ],
  'versions-tested-range': [
    'common-requirements.md',
    page('| PHP | 8.2 or newer; 8.3 recommended | The same version for the web server. |'),
  ],
  'chocolatey-new-window': [
    'installation-guide/local-machine-setup/Windows.md',
    page(...code('powershell', 'choco pin add --name mariadb', 'refreshenv')),
  ],
  'withdraw-sent-payout-never-rejected': [
    [
      'withdraw/index.md',
      page(
        'Never reject a request you have already paid. Rejecting returns the coins, so the player would keep both the money and the coins.',
      ),
    ],
    // read32 ops 15: the FAQ's cancel rejected an Approved request with no check that its money had not left
    [
      'withdraw/index.md',
      page(
        "Players cannot cancel a request themselves. Reject it with a reason such as `Cancelled at the player's request`, which returns the held coins ([Reject a request](#reject-a-request)).",
      ),
    ],
  ],
  'dispute-not-refunded-at-provider': [
    'Payments/index.md',
    page(
      "| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back. It is never refunded at the provider as well: that would pay it back twice. | The deposit is marked **Refunded** with the dispute id as the **Refund Reference** (see [Deposits](/deposits/)), so its **Refund** row matches the provider's dispute line on that id. |",
    ),
  ],
  'deposits-held-payments-expire': [
    'deposits/index.md',
    page(
      '- **Pending to Failed**: the gateway reports the payment as declined or cancelled; the reconciliation check gives up after 24 hours and sets the reason `expired`; or you click **Mark as Failed** or **Reject**. Deposits held for you never expire: an SSLCommerz payment with the note "risk review", a NOWPayments payment with the note "partially paid", and every manual deposit stay **Pending** until you decide.',
    ),
  ],
  'deposits-partial-refund-in-reconciliation': [
    'deposits/index.md',
    page(
      "For a partial refund, refund the part at the provider, leave the deposit **Successful**, and subtract the coins of the refunded part with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the deposit reference in the **Reason**.",
    ),
  ],
  'redis-drain-works-in-maintenance': [
    [
      'Settings/System Setting/System Configuration.md',
      page(
        ...code(
          'bash',
          'sudo -u www-data php artisan queue:work database --tries=3 --timeout=60 --max-time=120',
        ),
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '2. Open the **Queue Monitor** of [Extra](/Extra/) and wait until **Pending jobs** is `0`: jobs waiting in the database are not moved to Redis. Do this before any maintenance mode: workers pause while the site is in maintenance mode, so the count would never fall. On a busy site, plan the window as in [Plan a maintenance window](/Settings/System%20Setting/Maintenance%20Mode#plan-a-maintenance-window) (no **Live** contest, no registration closing in it) and turn maintenance mode on now, so that players queue nothing new during the switch.',
        '',
        '   `queue:monitor database:default` prints the jobs still waiting.',
      ),
    ],
    // read32 settings 3: a strict 0 may never come while the scheduler queues its heartbeat
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '2. First open the **Queue Monitor** of [Extra](/Extra/) and wait until **Pending jobs** is `0`: jobs waiting in the database are not moved to Redis, and workers pause in maintenance mode, so the count would never fall once it is on. Then, on a busy site, plan the window as in [Plan a maintenance window](/Settings/System%20Setting/Maintenance%20Mode#plan-a-maintenance-window) (no **Live** contest, no registration closing in it) and turn maintenance mode on, so that players queue nothing new during the switch.',
        '',
        '   `queue:monitor database:default` prints the jobs still waiting.',
      ),
    ],
  ],
  'maintenance-procedures-plan-window': [
    'Settings/Finance Settings/Currency.md',
    page(
      '3. Put the site in [maintenance mode](/Settings/System%20Setting/Maintenance%20Mode) and settle the **Pending** withdrawals on [Withdrawals](/withdraw/) first.',
    ),
  ],
  'coin-rate-joined-contests-locked': [
    'Settings/Finance Settings/Currency.md',
    page(
      '4. Open **Settings > Finance Settings > Currency**, enter the new **Coin Rate** and click **Save**, then apply the contest and Coin Settings changes you prepared and leave maintenance mode.',
    ),
  ],
  'bucket-tested-before-switch': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        'For a non-AWS provider, add `--endpoint-url` with the **Endpoint** value. Then switch **Driver**, click **Save**, and run the same `aws s3 sync` line again at once.',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        '1. With **Driver** still **Local**, fill in the bucket fields, click **Save**, then **Test Connection**.',
        '3. Check that players can read them: pick one file (`sudo ls storage/app/public` lists the folders on a VPS, `ls storage/app/public` on cPanel) and open it at the **Public URL** address, such as `https://cdn.example.com/avatars/jane.png`, in a private window. It must show the image.',
        'Undo: set **Driver** back to **Local** and click **Save**, then `sudo -H aws s3 sync s3://quiznest-uploads storage/app/public`.',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        '1. With **Driver** still **Local**, fill in the bucket fields, click **Save**, then **Test Connection**.',
        "3. Check that players can read them: pick one file (`sudo ls storage/app/public` lists the folders on a VPS, `ls storage/app/public` on cPanel) and open it at the **Public URL** address, such as `https://cdn.example.com/avatars/jane.png`, in a private window (with **Public URL** empty, at the bucket's own address: on AWS `https://quiznest-uploads.s3.us-east-1.amazonaws.com/avatars/jane.png`, your bucket and region; on R2, enter its custom domain in **Public URL** first). It must show the image; `403 Forbidden` or `AccessDenied`, with `avatars/jane.png` (not `public/…`) in the bucket's file list, means the bucket policy or the custom domain does not allow public reads yet.",
        'Undo: set **Driver** back to **Local** and click **Save**, then `sudo -H aws s3 sync s3://quiznest-uploads storage/app/public`.',
      ),
    ],
  ],
  'ban-stops-automatic-payout': [
    'Mange User/Users.md',
    page(
      "- A ban does not take the player out of contest results. On the profile's **Contests** tab, open every **Ended** contest not yet paid and **Disqualify** the player there; with **Automatic** payout, prizes are paid about two minutes after **End Time**, so do it at once.",
    ),
  ],
  'ban-entry-fee-after-completed': [
    'Mange User/Users.md',
    page(
      '- Contest entries the player already paid for are not refunded automatically; refund them with an adjustment if you decide the player is owed them.',
    ),
  ],
  'ban-approved-withdrawal-asked-first': [
    [
      'Mange User/Users.md',
      page(
        "- Withdrawal requests already made stay as they are. Find them on the profile's **Withdrawals** tab and review each one: reject it to return the coins to the player's balance, or pay it if it is legitimate.",
      ),
    ],
    // read32 ops 1: a legitimate request of a banned player could be neither approved nor paid
    [
      'Mange User/Users.md',
      page(
        "| 2. **Withdrawals**: on the profile's **Withdrawals** tab, for an **Approved** request confirm first that the money has not left: if it has, record it with **Mark as Paid**, never **Reject**, which would pay the player twice. **Reject** the other requests with a **Reason** (their coins stay frozen while the ban lasts), or pay them if they are legitimate. | Payout officer | **Approve withdrawals**, **Mark paid** | Same day |",
      ),
    ],
    // diff51 4: a legitimate request of a player whose ban stayed waited for ever
    [
      'Mange User/Users.md',
      page(
        "| 2. **Withdrawals**: on the profile's **Withdrawals** tab, for an **Approved** request confirm first that the money has not left: if it has, record it with **Mark as Paid**, never **Reject**, which would pay the player twice. **Reject** the others with a **Reason** (their coins stay frozen while the ban lasts), except one you find legitimate: it is paid only after the finance manager lifts the ban ([Banning and unbanning a player](#banning-and-unbanning-a-player)). | Payout officer | **Approve withdrawals**, **Mark paid** | Same day |",
      ),
    ],
  ],
  'recaptcha-tested-with-way-back': [
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        '1. Set **Status** to **Enabled** and click **Save**.',
        '3. Sign up with a test account. If the widget shows "ERROR for site owner: Invalid domain for site key", add the domain in the console.',
      ),
    ],
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        "3. Sign up with a test account, then sign out and **Sign in** with an existing account: both must go through. Then delete the test account: with no deposit, withdrawal or contest, it goes straight to step 8 of [Deleting an account](/Mange%20User/Users#deleting-an-account), after step 7a's **Subtract** if a **Sign-up Bonus** gave it coins (**Reason** naming the test).",
        '4. If either fails, set **Status** back to **Disabled** and click **Save** at once, then find the cause.',
        'With **v3**, change **Score Threshold** in small steps, `0.1` at a time, and watch the **Failed** sign-ins.',
      ),
    ],
    // read32 settings 6: no page says reCAPTCHA refusals reach Login History
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        'With **v3**, change **Score Threshold** in small steps, `0.1` at a time, and for the next days watch the **Failed** sign-ins of players in the **Login History** report of [Reports](/Report/): a jump after a change means real players are being refused, so lower it again.',
      ),
    ],
    // diff51 5: refused players cannot open a ticket or send the Contact form, and New Players counts only sign-ups
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        "With **v3**, change **Score Threshold** `0.1` at a time, and for the next days watch players' complaints (tickets, [Contact](/contact/) messages) and the daily **New Players** of the [User Growth](/Report/#user-growth) report: more complaints or fewer sign-ups after a change mean real players are being refused, so lower it again.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  the v3 threshold moves `0.1` at a time, watched in players' complaints and the daily **New Players** of **User Growth**, never in **Login History**, which no page says records reCAPTCHA refusals), **Google Analytics** (`G-XXXXXXXXXX`,",
      ),
    ],
    // diff52 9: Login History shows no daily count, and a drop in New Players can be the bots a raise meant to stop
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        'With **v3**, change **Score Threshold** `0.1` at a time, and for the next days watch the daily number of player sign-ins with **Result** **Success** in the [Login History](/Report/#login-history) report, and the daily **New Players** of the [User Growth](/Report/#user-growth) report: a drop after a change means real players are being refused, so lower it again.',
      ),
    ],
  ],
  'staging-warning-links-real-procedure': [
    'Settings/SEO & Meta/Robots TXT.md',
    page(
      "On the staging copy, keep the scheduler off and set every gateway's **Mode** to **Sandbox**, with sandbox keys typed in, before anything else runs ([Payment Gateways](/Settings/Finance%20Settings/Payment%20Gateways#security-notes)).",
    ),
  ],
  'go-live-enables-gateway': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '### Go live',
      '',
      '3. In the same **Save**, restore the real **Display Name**, **Minimum Amount** and **Maximum Amount** if you set the test values of step 3 of [Enable a gateway](#enable-a-gateway).',
      '4. Click **Save**, then make one real deposit of the **Minimum Amount** and check that it turns **Successful**.',
    ),
  ],
  'retired-plan-quizzes-moved': [
    'Subscription/index.md',
    page(
      '4. Leave **Status** on **Disabled** and click **Save**. The quizzes you selected are now locked for players without the plan, so create the plan when those quizzes are ready to become premium.',
    ),
  ],
  'renewal-refund-keeps-paid-days': [
    'Subscription/index.md',
    page(
      'The charge becomes **Refunded** and, if the subscription is still **Active**, it becomes **Cancelled** at the same moment.',
    ),
  ],
  'contest-refund-what-was-paid': [
    'Mange Contests/Contests.md',
    page(
      "2. returns each player's entry fee to their coin balance, recorded as a **Contest Refund** transaction next to the original **Contest Entry**;",
    ),
  ],
  'single-player-ignores-opt-out': [
    'Settings/User Settings/Notification Settings.md',
    page(
      'In **Profile > Notification Preferences** on the client app, players can turn off **Contest reminders** and **Announcements** (the messages of [Send Notification](/Mange%20User/Send%20Notification)).',
    ),
  ],
  'partial-refund-numbered-procedure': [
    'deposits/index.md',
    page(
      ':::danger',
      '',
      '**Mark as Refunded** cannot be undone, and it does not refund anything at the provider. Do both steps, in that order. For a partial refund, refund the part at the provider, leave the deposit **Successful**, and subtract the coins of the refunded part with **Adjust Balance**.',
      '',
      ':::',
    ),
  ],
  'bounced-payout-own-section': [
    'withdraw/index.md',
    page(
      'Never reject a request whose money has left your account, whatever its status. If a paid transfer comes back to you later, the player has neither the money nor the coins. Never take coins away for it. Either send the payout again, or give the coins back with **Adjust Balance** (**Add**).',
    ),
  ],
  'dashboard-cron-last-run-in-scheduler-item': [
    'dashboard/index.md',
    page(
      '7. The scheduler: if an online gateway deposit without a hold note is still **Pending** after 24 hours, the cron job has stopped.',
      '8. Held payments: decide them at the provider within the day. The last run time is shown under [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings).',
    ),
  ],
  'production-test-one-order': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      'Disabling it does not close test checkouts already open: close the sandbox side at the provider, **Mark as Failed** every test deposit still **Pending**, reject any withdrawal funded by test coins before **Mark as Refunded**, and look again after 72 hours ([Close a production test](#close-a-production-test)).',
    ),
  ],
  'client-zip-fresh-and-versioned': [
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(...code('bash', 'cd out', 'zip -r ../quiznest-client-static.zip .')),
    ],
    // read32 installB 3: a rebuild of the running version replaced the standalone zip kept as the way back
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        ...code(
          'bash',
          'cd .next/standalone',
          'rm -f ../../quiznest-client-2.4.0.zip',
          'zip -r ../../quiznest-client-2.4.0.zip . -x "node_modules/*"',
        ),
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        '2. Open `/home/cpuser/quiznest-client`, **Upload** the zip (`quiznest-client-2.4.0.zip`), then right-click it and **Extract** it there.',
      ),
    ],
  ],
  'static-export-keeps-htaccess-blocks': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      'Save the following as `client/public/.htaccess`. Everything in `public/` is copied into `out/` on every build, so the rules travel with each upload and you cannot forget them.',
    ),
  ],
  'backup-pull-without-rclone': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'rclone copy "$DEST/$NAME" "$REMOTE"',
        `find "$DEST" -maxdepth 1 -name 'quiznest-backup-*.tar.gz' -mtime +"$KEEP_DAYS" -delete`,
      ),
    ),
  ],
  'installer-open-until-run': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '1. Open `https://admin.example.com/install` and complete it: requirements, database (already filled in), the **Super Admin** account, and your purchase code if you have one.',
      ),
    ],
    // read32 installB 8: right after step 2's lock, the box read as if the lock did not help
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'Until the web installer has finished, anyone who opens `/install` can create the **Super Admin** and take over the panel. Run the installer as soon as AutoSSL has issued the certificate, without a break after step 6.',
      ),
    ],
  ],
  'vps-install-location-restricted': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        ...code(
          'nginx',
          '    location / {',
          '        try_files $uri $uri/ /index.php?$query_string;',
          '    }',
        ),
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '```nginx',
        'server {',
        '    listen 80;',
        '    listen [::]:80;',
        '    server_name admin.example.com;',
        '    root /var/www/quiznest/admin/public;',
        '    index index.php;',
        '    charset utf-8;',
        '    client_max_body_size 64M;',
        '',
        '    # Installer lock until step 12; leave it out where no installer runs.',
        '    allow 203.0.113.5;',
        '    deny all;',
        '',
        '    add_header X-Frame-Options "SAMEORIGIN";',
        '```',
      ),
    ],
  ],
  'checkin-ping-only-after-success': [
    'post-installation.md',
    page(
      'To use one, end the backup command with `&& curl -fsS -m 10 --retry 3` followed by the ping address the service gives you.',
    ),
  ],
  'static-export-if-blocks-both': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      "Servers that do not support the `<If>` expression block fail on the cache rule for `/_next/static/`: remove that block, and the site works with the host's default caching.",
    ),
  ],
  'cpanel-client-www-resolves': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page("- The client's domain, `example.com`, is added to the cPanel account and resolves to the server."),
  ],
  'update-release-checked-by-path': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'cd /var/www/quiznest-releases/2.4.0/admin',
        'sudo -u "$OWNER" -H composer install --no-dev --optimize-autoloader',
        'ls vendor/autoload.php',
      ),
    ),
  ],
  'update-rollback-restores-env': [
    'post-installation.md',
    page(
      '3. Rebuild the caches and start the worker again as in step 5 without `migrate`, check the site as in step 6, then put the crontab back and leave maintenance mode.',
    ),
  ],
  'domain-change-static-errordocument': [
    'post-installation.md',
    page('For the static export, the address rules above are all that changes in `client/public/.htaccess`.'),
  ],
  'install-sh-rerun-config-cache': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '- Existing application folders and `.env` files are not overwritten, so your data, uploads and settings stay. The one change it makes to `.env` files: after certificates are issued on a run without `--skip-ssl`, it switches `APP_URL`, `FRONTEND_URL` and the client variables from `http://` to `https://` and rebuilds the client.',
    ),
  ],
  'supervisor-worker-restarted': [
    [
      'post-installation.md',
      page(
        ...code('bash', 'sudo -u www-data php artisan view:cache', 'sudo systemctl restart quiznest-queue'),
      ),
    ],
    [
      'post-installation.md',
      page(
        '  If you run the queue worker with Supervisor instead of the systemd unit, every `sudo systemctl stop`, `start` or `restart quiznest-queue` on this page becomes `sudo supervisorctl stop`, `start` or `restart quiznest-queue`, and `systemctl is-active quiznest-queue` becomes `sudo supervisorctl status quiznest-queue`, which prints `RUNNING`. Otherwise the worker keeps running on the old PHP or the stopped database.',
      ),
    ],
  ],
  'copied-build-owned-by-owner': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code(
        'bash',
        'cd /var/www/quiznest',
        'sudo rm -rf client-next/.next',
        'cp -a ~/client-build-next client-next/.next && rm -rf ~/client-build-next',
      ),
    ),
  ],
  'bootstrap-cache-one-mode': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      'Because `composer install` writes its package lists into `bootstrap/cache/` (owner `www-data:www-data`, mode `775`), `quiznest` must be in the `www-data` group.',
    ),
  ],
  'install-sh-finish-substeps': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '2. Harden the server as in the manual guide: a sudo user with an SSH key, root and password sign-in turned off and tested from a second session, then `sudo mysql_secure_installation` as in step 6.',
      ),
    ],
    // read32 installA 5: the next reboot may come after a build ran out of memory
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   4. **Permissions and swap**: run the permission block of the [Security checklist](/post-installation#security-checklist). After the next reboot, run `swapon --show`: if it lists no swap, add the swap file of [step 3](/installation-guide/server-setup/vps#step-3-add-swap).',
      ),
    ],
    // diff51 install 6: the fstab line there but swap off, step 3's block appended a second line
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        "   4. **Permissions and swap**: run the permission block of the [Security checklist](/post-installation#security-checklist). Then run `swapon --show` and `grep swapfile /etc/fstab`: if `swapon` lists no swap, add the swap file of [step 3](/installation-guide/server-setup/vps#step-3-add-swap); if it lists `/swapfile` but `grep` prints nothing, add only step 3's `fstab` line, so the swap comes back after a reboot.",
      ),
    ],
  ],
  'fedora-php-named-versions': [
    'installation-guide/local-machine-setup/Linux.md',
    page('Fedora 40 and newer ship PHP 8.3 or newer.'),
  ],
  'fedora-php-85-untested': [
    'installation-guide/local-machine-setup/Linux.md',
    page('Fedora 40 and newer ship PHP 8.3 or newer.'),
  ],
  'debian13-mariadb-before-install': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      "To match a production database instead, install MariaDB 11.4 from MariaDB's own repository in place of Debian's package: `curl -LsS https://r.mariadb.com/downloads/mariadb_repo_setup | sudo bash -s -- --mariadb-server-version=mariadb-11.4`, then `sudo apt install -y mariadb-server`.",
    ),
  ],
  'chocolatey-services': [
    'installation-guide/local-machine-setup/Windows.md',
    page('Chocolatey installs PHP, Composer and MariaDB as a Windows service.'),
  ],
  'ubuntu-2204-skip-first-block': [
    'installation-guide/local-machine-setup/Linux.md',
    page('Ubuntu 24.04 ships PHP 8.3 and Debian 12 ships PHP 8.2, so their own packages are recent enough:'),
  ],
  'laragon-mysql-57-remedy': [
    'installation-guide/local-machine-setup/Windows.md',
    page('Check with `mysql --version` that its MySQL is 8.0 or 8.4.'),
  ],
  'cpanel-terminal-upload-folder': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '**With Terminal or SSH**, upload the archive the same way or with `scp`, then:',
      '',
      ...code('bash', 'cd ~/quiznest', 'unzip admin.zip && rm admin.zip'),
    ),
  ],
  'cpanel-php-tool-tabs': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '- **Software > Select PHP Version** (CloudLinux): choose **8.3** (or 8.2) in the version list and click **Set as current**.',
    ),
  ],
  'restore-new-server-procedure': [
    'post-installation.md',
    page(
      'Then restore, leaving out the two `systemctl` lines and the two `crontab` lines of the VPS steps, and finish the new server with the storage link of step 12 (not its web installer) and steps 13 to 15.',
    ),
  ],
  'vps-install-sh-differences-table': [
    'installation-guide/server-setup/vps.md',
    page(
      "This page does every step by hand; the automated script installs the same paths, users and services on a fresh server in one run, with these differences: it installs Ubuntu's `mysql-server`, MySQL 8.0, and leaves SSH to you.",
    ),
  ],
  'post-installation-day-one': [
    'post-installation.md',
    page(
      'Once the web installer at `/install` has finished, a few steps turn a fresh install into a working platform.',
    ),
  ],
  'production-test-refund-after-reject': [
    'payment-gateways/stripe.md',
    page(
      ':::warning',
      '',
      "While Stripe is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Test on a staging copy of your site, given a new `APP_KEY` and every gateway **Disabled** first ([Copy production to a staging site](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site)). On production, enable the gateway only for the minutes of the test, with **Minimum Amount** and **Maximum Amount** at `1.00`, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/); never leave Stripe **Enabled** in **Sandbox** mode on production. Disabling does not close test checkouts already open, and neither does **Mark as Failed**: a late verified webhook still credits real coins. Right after the test, close the sandbox side at the provider (at Stripe, delete the sandbox webhook destination and expire each open Checkout Session), set the **Mode** filter of Deposits to **Sandbox** and click **Mark as Failed** on every test deposit still **Pending**, reject any withdrawal funded by test coins before you click **Mark as Refunded**, and look again after 72 hours, as [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test) describes. When you change **Mode**, type every key and secret of the new mode again in the same **Save**: a secret field left empty keeps the other mode's value.",
      '',
      ':::',
    ),
  ],
  'live-credentials-close-test': [
    [
      'payment-gateways/bkash.md',
      page(
        "While bKash is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Test on a staging copy of your site, given a new `APP_KEY` and every gateway **Disabled** first ([Copy production to a staging site](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site)). On production, enable the gateway only for the minutes of the test, with **Minimum Amount** and **Maximum Amount** at `1.00`, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/); never leave bKash **Enabled** in **Sandbox** mode on production. Disabling does not close test checkouts already open, and neither does **Mark as Failed**: a late verified webhook still credits real coins. Right after the test, close the sandbox side at the provider (for bKash, save the live credentials: the shared sandbox credentials cannot be rolled), set the **Mode** filter of Deposits to **Sandbox** and click **Mark as Failed** on every test deposit still **Pending**, reject any withdrawal funded by test coins before you click **Mark as Refunded**, and look again after 72 hours, as [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test) describes. When you change **Mode**, type every key and secret of the new mode again in the same **Save**: a secret field left empty keeps the other mode's value.",
      ),
    ],
    // read31 gateways 3: the checklist had the credentials retyped after the Mode switch, not in its Save
    [
      'payment-gateways/instamojo.md',
      page('- [ ] **Mode** is **Live**, and you retyped all three credentials after switching it.'),
    ],
  ],
  'deposit-credited-once-not-per-id': [
    'payment-gateways/overview.md',
    page(
      "QuizNest verifies every notification (a signature, or a lookup of the payment at the provider) before it changes a deposit, credits a deposit once per provider transaction ID, and logs rejected calls in `admin/storage/logs/laravel.log`. The player's return to `https://admin.example.com/payments/return/<slug>` only shows a message and forwards to the wallet page: it never credits coins. The provider must reach the webhook over public HTTPS. A laptop running QuizNest at `http://127.0.0.1:8000` is not reachable from the internet, so providers cannot call it directly, but you can forward their webhooks to it: with the provider's own CLI where one exists (`stripe listen --forward-to http://127.0.0.1:8000/api/payments/webhook/stripe`, see [Stripe](/payment-gateways/stripe)), or with a tunnel such as `cloudflared tunnel --url http://127.0.0.1:8000`, whose public HTTPS address you register as the webhook URL. Mollie, Instamojo, NOWPayments and bKash receive the webhook URL with each payment, built from `APP_URL`, so set `APP_URL` to the tunnel's address while you test them. Without either, the reconciliation check of `php artisan schedule:work` still confirms local test deposits, up to 10 minutes late, except on Mollie and bKash, which need a public HTTPS `APP_URL` to create a payment at all.",
    ),
  ],
  'second-payment-credits-nothing': [
    [
      'payment-gateways/mercado-pago.md',
      page(
        '| Mercado Pago status | Deposit |',
        '|---|---|',
        '| `approved` | **Successful** |',
        '| `rejected`, `cancelled` | **Failed** |',
      ),
    ],
    // diff42 money 1: the refund not recorded where the refund procedures read it
    [
      'payment-gateways/overview.md',
      page(
        '- A deposit is credited once, whatever the number of webhooks. A further successful payment on the same deposit (a Mercado Pago checkout paid twice, a second NOWPayments payment on one invoice) is logged and noted on the deposit and credits nothing: refund it at the provider.',
      ),
    ],
  ],
  'bank-debits-off-for-deposits': [
    'payment-gateways/stripe.md',
    page(
      'A `checkout.session.completed` event with `payment_status` `paid` moves the deposit to **Successful**. Delayed methods such as SEPA Direct Debit complete with `payment_status` `unpaid` first; the deposit then stays **Pending** until `checkout.session.async_payment_succeeded` or `checkout.session.async_payment_failed` arrives, which can take several business days. That is longer than the 24-hour reconciliation window described below, so the deposit shows **Failed** with the reason "expired" in the meantime; when the late `checkout.session.async_payment_succeeded` arrives, QuizNest verifies it, moves the deposit to **Successful** and credits the coins then. The player is told "Deposit failed" when the deposit expires, although they paid: answer with the deposit (it turns **Successful** when the payment completes, or use **Mark as Successful**), never with **Adjust Balance**, which a later webhook would credit a second time. If that confuses your players, leave delayed methods such as SEPA Direct Debit and ACH Direct Debit switched off. An expired Checkout Session (after 24 hours without payment) marks the deposit **Failed**.',
    ),
  ],
  'go-live-status-enabled': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '### Go live',
      '',
      "2. Open the gateway form, set **Mode** to **Live** and type the live value into every credential field, webhook secrets included, in the same **Save**. A secret field left empty keeps its stored value, so a key you skip stays the other mode's. Never leave **Mode** and the keys apart, even for a minute:",
      '',
      '4. Click **Save**, then make one real deposit of the **Minimum Amount** and check that it turns **Successful**.',
    ),
  ],
  'production-test-limits-clear-minimum': [
    'payment-gateways/overview.md',
    page(
      'Only briefly: a gateway **Enabled** in **Sandbox** mode is offered to every player and its test payments credit real, withdrawable coins. Test on a staging copy, or enable it for the minutes of the test with **Minimum Amount** and **Maximum Amount** at `1.00`, then close the test: close the sandbox side at the provider, mark every unpaid test deposit **Failed**, reject withdrawals funded by test coins, mark each paid test deposit **Refunded**, and look again after 72 hours ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)).',
    ),
  ],
  'gateway-checklist-close-line': [
    [
      'payment-gateways/stripe.md',
      page(
        '## Going live',
        '',
        '- [ ] Every key and secret of the live mode was typed again when you switched **Mode**, the test deposits made in **Sandbox** mode are marked **Refunded** on [Deposits](/deposits/), and no **Sandbox** gateway is **Enabled** on production.',
      ),
    ],
    // read29 gateways 5: the close and 72-hour items did not say they apply only after a test on production
    [
      'payment-gateways/stripe.md',
      page(
        '- [ ] The sandbox side of the test is closed at the provider and the gateway was **Disabled** right after the test ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)).',
        '- [ ] **Status** is **Enabled**, and **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, all in the **Save** that switched **Mode** to **Live**, where you typed every key and secret of the new mode again and set **Currency**, **Conversion Rate** and charges (still the defaults here after a test on a staging copy).',
        '- [ ] On [Deposits](/deposits/), with the **Mode** filter set to **Sandbox**, every test deposit is **Refunded**, or **Failed** if never paid, checked again 72 hours after the test, with no withdrawal funded by test coins left open.',
      ),
    ],
    [
      'payment-gateways/overview.md',
      page(
        '- [ ] (Not Coinbase Commerce, whose form has no **Sandbox** mode.) The sandbox side of the test is closed at the provider and the gateway was **Disabled** right after the test, so no **Sandbox** gateway is **Enabled** on production ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)).',
        '- [ ] **Status** is **Enabled**, and **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, all in the **Save** that switched **Mode** to **Live**.',
        '- [ ] (Not Coinbase Commerce.) On [Deposits](/deposits/), with the **Mode** filter set to **Sandbox**, every test deposit is **Refunded**, or **Failed** if never paid, checked again 72 hours after the test, with no withdrawal funded by test coins left open.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page("  paid); Coinbase Commerce has no close or 72-hour item; a gateway page's sandbox test opens"),
    ],
  ],
  'declined-retry-stays-pending': [
    'payment-gateways/mercado-pago.md',
    page('| `OTHE` | Rejected with a general error: the deposit becomes **Failed** |'),
  ],
  'production-test-refund-reference': [
    'deposits/index.md',
    page("3. Enter the **Refund Reference** (the provider's refund id) and a **Reason**, and confirm."),
  ],
  'enable-step-webhook-secret-pasted': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "4. Copy the **Webhook URL** and register it in the provider's dashboard. Mollie, Instamojo, NOWPayments and bKash need nothing registered: QuizNest sends the address with each payment (bKash as its callback URL). Coinbase Commerce's webhook is created through its API or CLI, as its page shows.",
      ),
    ],
    // read28 gateways 6: a secret the provider never gives
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "4. Copy the **Webhook URL** and register it in the provider's dashboard, then paste the secret or ID it gives you (Stripe's signing secret, PayPal's **Webhook ID**, Razorpay's webhook secret, and so on) into the form's webhook field (Paystack, Paytm and SSLCommerz have none: their **Secret Key**, **Merchant Key** or **Store Password** verifies webhooks). Mollie, Instamojo, NOWPayments and bKash need nothing registered: QuizNest sends the address with each payment (bKash as its callback URL).",
      ),
    ],
  ],
  'charge-rounded-in-examples': [
    'payment-gateways/bkash.md',
    page(
      'On a dollar site with 100 coins per dollar, the player would enter 5.00 USD for the same 500 coins; with **Conversion Rate** `122` the player pays (5.00 + 0.075) × 122 = 619.15 BDT, and the limits in the form are entered in dollars.',
    ),
  ],
  'charge-rounding-stated': [
    'Settings/Finance Settings/Currency.md',
    page(
      '| **Decimal Places** | How many digits follow the decimal separator, from `0` to `4`. | `2` | Use `0` for currencies without minor units, such as `JPY` or `KRW`. Money amounts are also rounded to this many places. |',
    ),
  ],
  'coinbase-form-starts-live': [
    'payment-gateways/overview.md',
    page(
      "Every gateway has one form with the same common fields: **Status**, **Mode**, **Display Name**, **Currency**, **Conversion Rate**, **Minimum Amount**, **Maximum Amount**, **Fixed Charge** and **Percent Charge**, followed by the provider's credential fields and the read-only **Webhook URL**. A new form starts **Disabled**, in **Sandbox** mode. [Payment Gateway Settings](/Settings/Finance%20Settings/Payment%20Gateways) explains each common field and its default. Three forms fix **Currency**: Paytm and Instamojo to `INR`, bKash to `BDT`. Secrets are stored encrypted with the `APP_KEY` of `admin/.env`, shown masked after saving, and kept when you leave the field empty.",
    ),
  ],
  'production-test-close-step-named': [
    'payment-gateways/razorpay.md',
    page(
      ':::warning',
      '',
      "While Razorpay is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Test on a staging copy of your site, given a new `APP_KEY` and every gateway **Disabled** first ([Copy production to a staging site](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site)). On production, enable the gateway only for the minutes of the test, with **Minimum Amount** and **Maximum Amount** at `1.00`, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/); never leave Razorpay **Enabled** in **Sandbox** mode on production. Disabling does not close test checkouts already open, and neither does **Mark as Failed**: a late verified webhook still credits real coins. Right after the test, close the sandbox side at the provider, set the **Mode** filter of Deposits to **Sandbox** and click **Mark as Failed** on every test deposit still **Pending**, reject any withdrawal funded by test coins before you click **Mark as Refunded**, and look again after 72 hours, as [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test) describes. When you change **Mode**, type every key and secret of the new mode again in the same **Save**: a secret field left empty keeps the other mode's value.",
      '',
      ':::',
    ),
  ],
  'downloaded-key-file-deleted': [
    'payment-gateways/razorpay.md',
    page(
      '4. Copy the **Key Id**, which starts with `rzp_test_`, and the **Key Secret**. Razorpay shows the secret only in this dialog; use **Download Key Details** to keep a copy.',
    ),
  ],
  'gateway-test-warning-short': [
    'payment-gateways/stripe.md',
    page(
      ':::warning',
      '',
      "While Stripe is **Enabled** in **Sandbox** mode, every player sees it on the deposit page, and a test payment credits real, withdrawable coins. Test on a staging copy of your site, given a new `APP_KEY` and every gateway **Disabled** first ([Copy production to a staging site](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site)). On production, enable the gateway only for the minutes of the test, with **Minimum Amount** and **Maximum Amount** at `1.00`, set **Status** back to **Disabled** at once, and click **Mark as Refunded** on each test deposit in [Deposits](/deposits/); never leave Stripe **Enabled** in **Sandbox** mode on production. Disabling does not close test checkouts already open, and neither does **Mark as Failed**: a late verified webhook still credits real coins. Right after the test, close the sandbox side at the provider (at Stripe, delete the sandbox webhook destination and expire each open Checkout Session), set the **Mode** filter of Deposits to **Sandbox** and click **Mark as Failed** on every test deposit still **Pending**, reject any withdrawal funded by test coins before you click **Mark as Refunded**, and look again after 72 hours, as [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test) describes. When you change **Mode**, type every key and secret of the new mode again in the same **Save**: a secret field left empty keeps the other mode's value.",
      '',
      ':::',
    ),
  ],
  'settings-sidebar-label-distinct': [
    'Settings/Finance Settings/Payment Gateways.md',
    [
      '---',
      'title: "Payment Gateway Settings"',
      'sidebar_label: "Payment Gateways"',
      '---',
      '',
      'Sample.',
      '',
    ].join('\n'),
  ],
  // Read-through 5 (admin and gateways)
  'refund-closes-open-withdrawals': [
    'deposits/index.md',
    page(
      "1. Refund the payment in the provider's dashboard (or by bank transfer for a manual deposit). Refund the whole **Payable** amount.",
      '2. In QuizNest, open the deposit and click **Mark as Refunded**.',
    ),
  ],
  'restore-approved-after-backup': [
    'Extra/index.md',
    page(
      "1. **Before**, if the panel still opens, export what moved since the backup, from its time to now (**Date Range** **Custom**): on [Payments](/Payments/), **Type** all, **Status** **All**, **Mode** both **Live** and **Sandbox**, **Export** as **CSV**; and the **Coin Log** of [Reports](/Report/) with **Type** **Admin Adjustment**. If the panel is down, make the same lists from your gateways' dashboards (payments and refunds) and your bank or payout account statements.",
      "   - A **Paid** request made after the backup no longer exists and its coins are back in the player's balance: take them off with **Adjust Balance** (**Subtract**), with the `WDR-` reference and the payout reference in the **Reason**.",
    ),
  ],
  'facebook-takeover-disables-first': [
    'Settings/User Settings/Social Login.md',
    page(
      '3. Take the account away from the attacker: change its **Email** to an address the player controls (you confirmed it with the player by another channel), or set the **Facebook** provider to **Disabled** for everyone. Then set a new **Password** and ask the player to unlink Facebook under **Profile > Connected Accounts**.',
    ),
  ],
  'staging-copy-silences-mail': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '2. Open **Settings > Finance Settings > Payment Gateways** on the copy and set every gateway to **Disabled**, with **Mode** **Sandbox**.',
      "Check: the copy's gateway list shows no gateway **Enabled** except the ones you are testing, all in **Sandbox** mode, and its deposit list (**Mode** filter on both) gains no new **Successful** live deposit. Undo: none needed on production, which keeps its own `APP_KEY`; if the copy ran with the production key, roll the live secrets at the providers that the copy could read.",
    ),
  ],
  'cache-driver-hard-worker-restart': [
    'Settings/System Setting/System Configuration.md',
    page(
      '- After changing **Queue Connection**, **Cache Driver** or the Redis fields, restart the workers with `queue:restart` (on a VPS `sudo -u www-data php artisan queue:restart`): running workers keep the old configuration until they restart. With the cPanel cron worker, the next run picks up the change by itself.',
    ),
  ],
  'subscription-holds-daily-check': [
    [
      'dashboard/index.md',
      page(
        '8. Held payments: PayPal captures on hold and Authorize.Net `fraud.held` payments are not protected from expiry. Decide them at the provider within the day, then check on [Deposits](/deposits/) that the deposit turned **Successful**; otherwise it turns **Failed** after 24 hours and the player is told "Deposit failed" although the money was taken.',
      ),
    ],
    // read30 ops 6: "filters widened" sets Status All, against the Status Pending beside it
    [
      'dashboard/index.md',
      page(
        '8. Held payments. Held subscription charges are listed only on [Payments](/Payments/) (**Type** **Subscription**, **Status** **Pending**, [filters widened](/deposits/#the-deposit-list-and-its-filters)): decide them the same way.',
      ),
    ],
  ],
  'users-kyc-reject-checks-withdrawals': [
    'Mange User/Users.md',
    page(
      '- **KYC**: open the **KYC** tab, look at each document, then click **Approve** to set the status to **Verified**, or **Reject** with a **Reason** that tells the player what to send again. It needs the **Verify KYC** permission. Which documents are asked for, and what KYC unlocks, is set in [KYC Settings](/Settings/User%20Settings/Kyc).',
    ),
  ],
  'ban-steps-name-who': [
    'Mange User/Users.md',
    page(
      "1. **Withdrawals**: find the player's requests on the profile's **Withdrawals** tab (or search [Withdrawals](/withdraw/) for the player). For an **Approved** request, ask the payout officer first whether the money has left: if it has, record it with **Mark as Paid**, never **Reject**, which would return the coins and pay the player twice. Reject the other requests with a **Reason** to return their coins to the balance, which stays frozen while the ban lasts, or pay them if they are legitimate.",
    ),
  ],
  'finance-manager-bans': [
    'Admin Users/Role.md',
    page(
      'Leave **Adjust balance** out of both roles: the person who confirms deposits or approves withdrawals should not also be able to add coins to an account. Give **Adjust balance** to a Super Admin or to a separate role, such as a **Finance manager** with **Manage Users > Users**: View and **Adjust balance**, so that every manual coin change is made by someone other than the one who pays it out. Deposit confirmers and payout officers escalate the coin changes their work needs (the coins of a partial refund, a returned payout) to that person, with the `DEP-` or `WDR-` reference. Every adjustment is recorded with its reason (see [Users](/Mange%20User/Users)).',
    ),
  ],
  'dispute-rest-handed-over': [
    [
      'deposits/index.md',
      page(
        '3. Click **Mark as Refunded** on the deposit, with the dispute or return ID as **Refund Reference** and the reason, even before the dispute is decided: the money has already left your account. The coins are deducted, into a negative balance if the player has spent them. If part of the deposit was already refunded with **Adjust Balance**, subtract the rest with **Adjust Balance** instead, as above.',
      ),
    ],
    // read29 ops 2: no username for the finance manager
    [
      'deposits/index.md',
      page(
        '3. Click **Mark as Refunded** on the deposit, with the dispute or return ID as **Refund Reference** and a **Reason** that names the dispute (such as "chargeback" and its ID), even before the dispute is decided: the money has left your account or is held. If part of the deposit was already refunded with **Adjust Balance** (after a restore, that adjustment may be only on its [tab](/Extra/#the-restore-tab): look there first), subtract the rest with **Adjust Balance** instead, as above. A deposit confirmer hands it, with the `DEP-` reference and the dispute ID, to a Super Admin or to the role that holds **Adjust balance** (a finance manager).',
      ),
    ],
    // read31 ops 3: "as above" and "the role that holds Adjust balance"
    [
      'deposits/index.md',
      page(
        '3. Click **Mark as Refunded** on the deposit, with the dispute or return ID as **Refund Reference** and a **Reason** that names the dispute (such as "chargeback" and its ID), even before the dispute is decided: the money has left your account or is held. If part of the deposit was already refunded with **Adjust Balance** (after a restore, that adjustment may be only on its [tab](/Extra/#the-restore-tab): look there first), subtract the rest with **Adjust Balance** instead, as above. A deposit confirmer hands it, with the `DEP-` reference, the dispute ID and the player\'s username, to a Super Admin or to the role that holds **Adjust balance** (a finance manager).',
      ),
    ],
  ],
  'deposits-statuses-short': [
    'deposits/index.md',
    page(
      "**Refunded** is final. A deposit is credited at most once, whatever the number of webhooks: a webhook that arrives twice, or after you marked the deposit by hand, adds nothing, and a further successful payment on the same deposit (a Mercado Pago checkout paid twice, a second NOWPayments payment on one invoice) is logged and noted on the deposit and credits nothing: refund it at the provider. That protection covers the deposit only: coins added with **Adjust Balance** on the player's profile are not tied to it, and a late webhook credits the deposit on top of them. For a payment that the gateway confirmed but never reported, always use **Mark as Successful** on the deposit, never an adjustment. The one exception is a payment whose `DEP-` deposit no longer exists after a backup restore: credit it with **Adjust Balance** (**Add**) on the player's profile, with the provider's payment id and the old `DEP-` reference in the **Reason** ([Before and after a restore](/Extra/#before-and-after-a-restore)). A webhook about a payment QuizNest has no deposit for credits nothing, so no second credit can follow.",
    ),
  ],
  'close-test-provider-table': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "1. Close the sandbox side at the provider. Delete or disable the sandbox webhook endpoint (or roll its signing secret), and expire open sandbox checkouts where the provider allows it (at Stripe, expire each open Checkout Session). Where QuizNest sends the webhook address with each payment (Mollie, Instamojo, NOWPayments, bKash), there is nothing to delete: at NOWPayments generate a new sandbox IPN secret key; at Mollie, Instamojo and bKash set **Mode** to **Live** and type the live credentials in the same **Save**, leaving **Status** **Disabled**, so a late test payment can no longer be looked up or verified. Those three cannot be closed without live credentials: test them only on a staging copy until you hold them. Each gateway's page names its step 1.",
    ),
  ],
  'go-live-status-once': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '3. In the same **Save**, set **Status** to **Enabled** (step 7 of [Enable a gateway](#enable-a-gateway) left it **Disabled** on production), and restore the real **Display Name**, **Minimum Amount** and **Maximum Amount** if you set the test values of its step 3.',
    ),
  ],
  'subscription-api-check-no-cron': [
    'Subscription/index.md',
    page(
      '- The API checks the end date every time a benefit is used, so benefits stop at the exact end time. The scheduler checks subscriptions every hour: it sets the status to **Expired** and tells the player. Both need the cron job of [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings).',
    ),
  ],
  'maintenance-extend-one-at-a-time': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      '9. After a long closure, make up the lost time to subscribers: subscriptions keep running and expiring during the window, so on [Subscriptions](/Subscription/) use **Extend** on the **Active** subscriptions by the length of the window.',
    ),
  ],
  'login-as-user-blocks-joins': [
    [
      'Mange User/Users.md',
      page(
        'While you are signed in as a player, the client app blocks deposits, withdrawal requests, password and email changes and account deletion. The start and end of the session, and anything you do in it, are recorded in the admin [activity log](/Admin%20Users/Admin) under your name. The player is not signed out and is not notified.',
      ),
    ],
    // read29 ops 7: a quiz played as the player, unsaid
    [
      'Mange User/Users.md',
      page(
        "While you are signed in as a player, the client app blocks deposits, withdrawal requests, contest joins (which spend the player's coins), password and email changes and account deletion. The start and end of the session, and anything you do in it, are recorded in the admin [activity log](/Admin%20Users/Admin) under your name. The player is not signed out and is not notified.",
      ),
    ],
  ],
  'content-editor-no-contest-category-edit': [
    'Admin Users/Role.md',
    page('- **Manage Contests > Category**: View, Create, Edit; **Contests**: View'),
  ],
  'close-test-starts-disabled': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '### Close a production test',
      '',
      "1. Close the sandbox side at the provider. Delete or disable the sandbox webhook endpoint (or roll its signing secret), and expire open sandbox checkouts where the provider allows it (at Stripe, expire each open Checkout Session). Where QuizNest sends the webhook address with each payment (Mollie, Instamojo, NOWPayments, bKash), there is nothing to delete: at NOWPayments generate a new sandbox IPN secret key; at Mollie, Instamojo and bKash set **Mode** to **Live** and type the live credentials in the same **Save**, leaving **Status** **Disabled**, so a late test payment can no longer be looked up or verified. Those three cannot be closed without live credentials: test them only on a staging copy until you hold them. Each gateway's page names its step 1.",
    ),
  ],
  'gateway-warning-links-enable-steps': [
    'payment-gateways/stripe.md',
    page(
      'While Stripe is **Enabled** in **Sandbox** mode, every player sees it and a test payment credits real, withdrawable coins: test on a staging copy of your site ([Copy production to a staging site](/Settings/Finance%20Settings/Payment%20Gateways#copy-production-to-a-staging-site)), and never leave Stripe **Enabled** in **Sandbox** mode on production. If you test on production, follow the four steps of [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test) right after the test; at Stripe, step 1 is to delete the sandbox webhook destination and expire each open Checkout Session.',
    ),
  ],
  'held-payment-refunded-before-failed': [
    'payment-gateways/nowpayments.md',
    page(
      'A `partially_paid` deposit usually means the player\'s exchange deducted a withdrawal fee from the amount sent. It waits for you: the 24-hour expiry below skips a deposit marked "partially paid", so it stays **Pending** until you act. If the player sends the rest, NOWPayments reports `finished` and QuizNest credits the deposit. Otherwise, in [Deposits](/deposits/), click **Mark as Successful** if the amount received covers the **Payable** (the coins are credited once, and a later `finished` IPN adds nothing), or **Mark as Failed** and settle the difference with the player through NOWPayments support. Never add the coins with **Adjust Balance**: a later `finished` IPN would credit the deposit a second time.',
    ),
  ],
  'staging-copy-own-app-url': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '1. In `admin/` of the copy (never on production), run `php artisan key:generate --force`. The copied gateway secrets can no longer be decrypted: the forms show them empty, and no webhook or reconciliation check of the copy can use them.',
      '2. Open **Settings > Finance Settings > Payment Gateways** on the copy and set every gateway to **Disabled**, with **Mode** **Sandbox**.',
      "Check: the copy's gateway list shows no gateway **Enabled** except the ones you are testing, all in **Sandbox** mode, and its deposit list (**Mode** filter on both) gains no new **Successful** live deposit. Undo: none needed on production, which keeps its own `APP_KEY`; if the copy ran with the production key, roll the live secrets at the providers that the copy could read.",
    ),
  ],
  'sandbox-examples-test-keys': [
    'payment-gateways/razorpay.md',
    page('| **Key Id** | **Account & Settings > API Keys** | `rzp_live_Ab12Cd34Ef56Gh` |'),
  ],
  'late-crypto-weekly-check': [
    'payment-gateways/overview.md',
    page(
      'Some results wait for you instead: SSLCommerz payments flagged for "risk review" and NOWPayments payments marked "partially paid" stay **Pending** until you decide on [Deposits](/deposits/). They never expire: the 24-hour expiry skips them, like manual deposits. Holds at PayPal (a capture with status `PENDING`) and Authorize.Net (a transaction held by the Fraud Detection Suite) are different: their deposits do expire, turning **Failed** after 24 hours, and the player is told "Deposit failed" although the money is captured. Decide those holds at the provider within the day. When one is released later, its verified webhook moves the **Failed** deposit to **Successful** and credits the coins; check that it did, and tell the player. On Mollie and Mercado Pago, a slow bank transfer or cash payment whose late notification was lost is not checked again; compare the provider\'s paid list with **Failed** deposits and use **Mark as Successful**.',
    ),
  ],
  'stripe-session-expire-optional': [
    // read28 gateways 8: 10 sessions listed by default
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "| Gateways with a registered webhook (Stripe, PayPal, Razorpay, Paystack, Flutterwave, Mercado Pago, Square, Authorize.Net, SSLCommerz, GoCardless, Paytm) | Delete or disable the sandbox webhook endpoint, as each gateway's page says. At Stripe, expiring the open Checkout Sessions is optional, and needs the Stripe CLI logged in to the sandbox: `stripe checkout sessions list --status open`, then `stripe checkout sessions expire cs_test_…` for each. |",
      ),
    ],
  ],
  'instamojo-second-credit-activity': [
    'payment-gateways/instamojo.md',
    page(
      'QuizNest creates every payment request with `allow_repeated_payments` set to `false`, so Instamojo accepts one successful payment per request: a player cannot pay the same deposit twice. A second `Credit` for a deposit that is already **Successful** would be rejected at step 3 and logged in `storage/logs/laravel.log`, with no coins. If the log or the Instamojo **Payments** list ever shows two `Credit` payments for one `payment_request_id`, refund the second one from the Instamojo dashboard.',
    ),
  ],
  'flutterwave-encryption-key-optional-live': [
    'payment-gateways/flutterwave.md',
    page(
      '- [ ] The live **Public Key**, **Secret Key** and **Encryption Key** are saved, and **Mode** is **Live**.',
    ),
  ],
  'test-decline-stays-pending': [
    'payment-gateways/mercado-pago.md',
    page('| `FUND` | Rejected for insufficient funds |'),
  ],
  'paystack-staging-own-business': [
    [
      'payment-gateways/paystack.md',
      page(
        '**"Duplicate Transaction Reference"** Two installations share one Paystack account, for example a staging copy of your database using the same test keys, and both generate the same deposit references. Give staging its own Paystack business, or clear its deposits.',
      ),
    ],
    // read31 gateways 2: a cause that cannot occur (DEP- references are random)
    [
      'payment-gateways/paystack.md',
      page(
        '**"Duplicate Transaction Reference"** Two installations share one Paystack account, for example a staging copy of your database using the same test keys, and both generate the same deposit references. Give staging its own Paystack business.',
      ),
    ],
  ],
  'gateway-checklist-close-split': [
    'payment-gateways/stripe.md',
    page(
      '- [ ] The sandbox side of the test is closed at the provider, test deposits made in **Sandbox** mode (**Mode** filter set to **Sandbox**) are marked **Refunded**, or **Failed** if never paid, on [Deposits](/deposits/), checked again 72 hours after the test with no withdrawal funded by test coins left open ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)), **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, and no **Sandbox** gateway is **Enabled** on production.',
    ),
  ],
  'overview-webhook-paragraph-split': [
    'payment-gateways/overview.md',
    page(
      "QuizNest verifies every notification (a signature, or a lookup of the payment at the provider) before it changes a deposit, credits a deposit once, whatever the number of webhooks, and logs rejected calls in `admin/storage/logs/laravel.log`. A further successful payment on the same deposit (a Mercado Pago checkout paid twice, a second NOWPayments payment on one invoice) is logged and noted on the deposit and credits nothing: refund it at the provider. The player's return to `https://admin.example.com/payments/return/<slug>` only shows a message and forwards to the wallet page: it never credits coins. The provider must reach the webhook over public HTTPS. A laptop running QuizNest at `http://127.0.0.1:8000` is not reachable from the internet, so providers cannot call it directly, but you can forward their webhooks to it: with the provider's own CLI where one exists (`stripe listen --forward-to http://127.0.0.1:8000/api/payments/webhook/stripe`, see [Stripe](/payment-gateways/stripe)), or with a tunnel such as `cloudflared tunnel --url http://127.0.0.1:8000`, whose public HTTPS address you register as the webhook URL. Mollie, Instamojo, NOWPayments and bKash receive the webhook URL with each payment, built from `APP_URL`, so set `APP_URL` to the tunnel's address while you test them. Without either, the reconciliation check of `php artisan schedule:work` still confirms local test deposits, up to 10 minutes late, except on Mollie and bKash, which need a public HTTPS `APP_URL` to create a payment at all.",
    ),
  ],
  'gateway-keys-edit-super-admins': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      'Go to **Settings > Finance Settings > Payment Gateways**. The screen lists the 16 gateways with their **Status** and **Mode**. Click **Edit** on a row to open its form, and **Save** to store it. Your role needs **View** on the **Finance Settings** group of **Settings** to see the list and **Edit** on it to change a form (see [Roles](/Admin%20Users/Role)); that permission also covers gateway keys, so treat it like access to your money.',
    ),
  ],
  'mysql-apt-key-2025': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code(
        'bash',
        'curl -fsSL https://repo.mysql.com/RPM-GPG-KEY-mysql-2023 | sudo gpg --dearmor -o /usr/share/keyrings/mysql.gpg',
      ),
    ),
  ],
  'mysql-key-expiry-checked': [
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'curl -fsSL https://repo.mysql.com/RPM-GPG-KEY-mysql-2023 | sudo gpg --dearmor -o /usr/share/keyrings/mysql.gpg',
          'sudo apt update',
          'sudo apt install -y mysql-server',
        ),
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '   The `pub` line must end with `[expires: 2027-10-23]` (fingerprint ending `B7B3 B788 A8D3 785C`). An `[expired: …]` date means an old copy of the key: the `-2023` file and the keyservers still hand it out.',
      ),
    ],
  ],
  'cpanel-private-storage-closed': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'Folders that PHP cannot write to: `storage/` and `bootstrap/cache/` need `755` folders and `644` files, owned by your account.',
    ),
  ],
  'pm2-update-as-owner': [
    'post-installation.md',
    page('| PM2 | `sudo npm install -g pm2@latest`, then `pm2 update`. |'),
  ],
  'installer-window-guarded': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'Now close the whole admin subdomain to everyone but you until step 7 has finished (Laravel also serves the installer at `/index.php/install`): cPanel often runs AutoSSL on its own soon after this step, so the name can be public before the installer is locked. Add these lines at the top of `admin/public/.htaccess` (**File Manager**, **Edit**, with **Show Hidden Files** of step 1 ticked; or `nano ~/quiznest/admin/public/.htaccess` in Terminal), with the public address of your computer (search "what is my IP") in place of `203.0.113.5`:',
        '',
        '```apacheconf',
        'RewriteEngine On',
        'RewriteCond %{REMOTE_ADDR} !^203\\.0\\.113\\.5$',
        'RewriteCond %{REQUEST_URI} !^/\\.well-known/',
        'RewriteRule ^ - [F]',
        '```',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the `allow` and `deny all;` lines of [step 10 of the manual guide](/installation-guide/server-setup/vps#step-10-create-the-nginx-server-blocks) at the top of the admin `server` block, with your address (`echo "${SSH_CLIENT%% *}"` prints it): the port-80 block, which Certbot later turns into the HTTPS one, lock included (after a single run with a certificate, the `listen 443` one).',
      ),
    ],
    // fix46i: read30-installA 2.
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the install lock of [step 10 of the manual guide](/installation-guide/server-setup/vps#step-10-create-the-nginx-server-blocks), from `# install lock` to `# end install lock`, at the top of the admin `server` block, with your address (`echo "${SSH_CLIENT%% *}"` prints it; in a `sudo -i` shell it prints nothing, and `who am i` shows the address in brackets; on your provider\'s web console neither does: run `curl -4 https://ifconfig.me` on your computer; never save an empty `allow ;`): the port-80 block, which Certbot later turns into the HTTPS one, lock included (after a single run with a certificate, the `listen 443` one).',
      ),
    ],
  ],
  'skip-ssl-installer-after-certbot': ['installation-guide/server-setup/vps.md', silent],
  'permission-block-keeps-storage-writable': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo chmod 660 .env',
        'sudo chown -R "$OWNER":www-data .',
        'sudo find . -type d -exec chmod 755 {} \\;',
        'sudo find . -type f ! -path ./.env -exec chmod 644 {} \\;',
      ),
    ),
  ],
  'static-export-htaccess-saved-first': [
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "2. Copy every block it shows that is not the host's default page into the end of `client/public/.htaccess` below.",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        '1. Save the following as `client/public/.htaccess`.',
        "3. `grep` shows single lines; copy whole blocks. Open `~/htaccess-before-quiznest` and append to the end of `client/public/.htaccess` every block those lines belong to that is not the host's default page: the handler block from `# php -- BEGIN cPanel-generated handler, do not edit` to its `END` line, and each group of redirect or rewrite rules with its `BEGIN`/`END` comments.",
      ),
    ],
    // diff49 5, 8: the earlier site's .htaccess blocks stayed over its moved files; the list of what stays was short
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "- If `example.com`'s document root still holds an earlier site (WordPress or another CMS), back it up and move its files out of the document root, except `.htaccess` (step 2 saves and reads it) and the folders of other sites; or put the client on a domain whose folder is empty. Its files stay reachable beside the client otherwise (`/wp-login.php`): step 4 deletes only the host's default page and an earlier QuizNest build.",
        '',
        '1. Save the following as `client/public/.htaccess`.',
        "3. Never copy an earlier site's rewrite block, such as `# BEGIN WordPress` to `# END WordPress`.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  to `END`): the handler block and the rules of cPanel or the host, never an earlier site's rewrite block (`# BEGIN",
        '  WordPress`); an earlier site in the document root is backed up and moved out before the upload, all but `.htaccess`, which step 2 saves and reads (its **Before you start**).',
      ),
    ],
    // diff50 4, 5: clearing an earlier site had no Undo, and step 2 saved the trimmed file over the copy
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "- If `example.com`'s document root still holds an earlier site (WordPress or another CMS), put the client on a domain whose folder is empty, or back the site up and clear it: its files stay reachable beside the client otherwise (`/wp-login.php`), as step 4 deletes only the host's default page and an earlier QuizNest build. To clear it, run the `cp -p` line of [step 2](#step-2-add-the-apache-rules-to-the-build) item 2 first. Then delete from `.htaccess` the earlier site's own blocks (`# BEGIN WordPress` to `# END WordPress`, the Wordfence WAF block, any line naming a file you move out), keeping the handler block and the host's rules. Then move its files out of the document root, except `.htaccess`, `.well-known`, `cgi-bin` and the folders of other sites, and check the other sites as item 5 of [Verify the deployment](#verify-the-deployment) says.",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        '2. In cPanel **Terminal** (with your document root), keep a copy of the current file as your way back, and look at what it holds:',
      ),
    ],
  ],
  'cloudlinux-binary-beside-ea-php': [
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        'Cache the configuration again in Terminal: `/usr/local/bin/ea-php83 artisan config:cache` in `/home/cpuser/quiznest/admin` (replace `ea-php83` with the version chosen for the admin panel in **MultiPHP Manager**).',
      ),
    ],
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        'On cPanel, in **Terminal**, with the PHP version of the site (replace `ea-php83` with the one chosen in **MultiPHP Manager**):',
        '',
        '- On cPanel, open **Advanced > Terminal** if your host offers it and run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        'On cPanel, run the same four commands in **Terminal** in `/home/cpuser/quiznest/admin` as `/usr/local/bin/ea-php83 artisan optimize:clear` and so on, with the PHP version you chose in **MultiPHP Manager** in place of `ea-php83`.',
      ),
    ],
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        'On cPanel, in **Terminal**, with the PHP version of the site (replace `ea-php83` with the one chosen in **MultiPHP Manager**):',
        '',
        '- On cPanel, open **Advanced > Terminal** if your host offers it and run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up` (CloudLinux **Select PHP Version**: `/usr/local/bin/php`).',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '   On cPanel, in **Terminal**: `cd ~/quiznest/admin && /usr/local/bin/ea-php83 artisan queue:work database --tries=3 --timeout=60 --max-time=120 --force`, then `/usr/local/bin/ea-php83 artisan queue:monitor database:default`, with the PHP version chosen in **MultiPHP Manager** in place of `ea-php83`.',
        '',
        'On cPanel, run the same four commands in **Terminal** in `/home/cpuser/quiznest/admin` as `/usr/local/bin/ea-php83 artisan optimize:clear` and so on, with the PHP version you chose in **MultiPHP Manager** in place of `ea-php83` (CloudLinux **Select PHP Version**: `/usr/local/bin/php`).',
      ),
    ],
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        'On cPanel, in **Terminal**, with the PHP version of the site (replace `ea-php83` with the one chosen in **MultiPHP Manager**; CloudLinux **Select PHP Version**: `/usr/local/bin/php`; the same in every cPanel command on this page):',
        '',
        '- On cPanel, open **Advanced > Terminal** if your host offers it and run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`. Without Terminal, add a one-off **Once Per Minute** cron job with the same command.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '   On cPanel, in **Terminal**: `cd ~/quiznest/admin && /usr/local/bin/ea-php83 artisan queue:work database --tries=3 --timeout=60 --max-time=120 --force`, then `/usr/local/bin/ea-php83 artisan queue:monitor database:default`, with the PHP version chosen in **MultiPHP Manager** in place of `ea-php83` (CloudLinux **Select PHP Version**: `/usr/local/bin/php`; the same in every cPanel command on this page).',
        '',
        'On cPanel, run the same four commands in **Terminal** in `/home/cpuser/quiznest/admin` as `/usr/local/bin/ea-php83 artisan optimize:clear` and so on, with the PHP version you chose in **MultiPHP Manager** in place of `ea-php83`.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        'The client and Vercel pages add "CloudLinux **Select PHP Version**: `/usr/local/bin/php`" wherever they say to',
        'replace `ea-php83`; Maintenance Mode and System Configuration once each, at their first cPanel command, adding',
        '"the same in every cPanel command on this page".',
      ),
    ],
  ],
  'cloudlinux-tab-checks-multiphp-inherit': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page('1. Open **Software > Select PHP Version**, choose **8.3** (or 8.2) in the version list.'),
  ],
  'vps-verify-scheduler': [
    'installation-guide/server-setup/vps.md',
    page(
      '4. `systemctl is-active quiznest-queue` prints `active`, and `pm2 status` shows `quiznest-client` as `online`.',
      '5. After a reboot (`sudo reboot`), all of the above still holds.',
    ),
  ],
  'standalone-other-sites-checked': [
    ['installation-guide/server-setup/cPanel/Client/Standalone.md', silent],
    // fix46i: read30-installB 1 (the check came after step 4).
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        "- The Passenger lines of step 1 land in the `.htaccess` of `example.com`'s document root and answer every site Apache serves from that folder and the folders inside it. If `example.com` is not the account's main domain, untick **Share document root** when you add it, so it gets a folder of its own, never the main domain's `public_html`. If it is the main domain and other sites live in folders inside `public_html`, open each of them after step 4 (its home page and a missing address, such as `/no-such-page`); if one shows the client, move that site's document root out of `public_html`, or host the client on an addon domain with a folder of its own.",
      ),
    ],
    // diff46 install 5: the client's address in NEXT_PUBLIC_API_URL too, and FRONTEND_URL without config:cache
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        "- Decide where the client goes before step 1. The Passenger lines of step 1 land in the `.htaccess` of `example.com`'s document root when you click **Create**, and from then on answer every site Apache serves from that folder and the folders inside it. If it is the main domain, look in **Domains > Domains** for other sites whose document root is inside `public_html` (such as `public_html/blog`). If there is one, do not create the application: use the [static export](/installation-guide/server-setup/cPanel/Client/static-export), whose `.htaccess` leaves such sites alone, or put the client on a subdomain whose folder is outside `public_html` (its address then in `FRONTEND_URL` and both `NEXT_PUBLIC_*` values). Verification item 5 checks those sites again.",
      ),
    ],
    // read31 installB 2: the three cases and the subdomain's settings in one dense bullet
    [
      'installation-guide/server-setup/cPanel/Client/Standalone.md',
      page(
        "- Decide where the client goes before step 1. The Passenger lines of step 1 land in the `.htaccess` of `example.com`'s document root when you click **Create**, and from then on answer every site Apache serves from that folder and the folders inside it. If `example.com` is not the account's main domain, untick **Share document root** when you add it, so it gets a folder of its own, never the main domain's `public_html`. If it is the main domain, look in **Domains > Domains** for other sites whose document root is inside `public_html` (such as `public_html/blog`). If there is one, do not create the application: use the [static export](/installation-guide/server-setup/cPanel/Client/static-export), whose `.htaccess` leaves such sites alone, or put the client on a subdomain whose folder is outside `public_html` (its address then in `NEXT_PUBLIC_SITE_URL` and in `admin/.env`'s `FRONTEND_URL`, followed there by `/usr/local/bin/ea-php83 artisan config:cache` and `queue:restart`; `NEXT_PUBLIC_API_URL` stays the admin panel's, and this page's `example.com` means that subdomain). Verification item 5 checks those sites again.",
      ),
    ],
  ],
  'install-sh-files-item-short': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '3. **Files**: Both `storage/` and `bootstrap/cache/` should be owner `www-data:www-data`, writable by the group and closed to other accounts.',
    ),
  ],
  'restore-approved-checked-with-payout-officer': [
    'post-installation.md',
    page(
      "Everything after the archive's time is lost, and a withdrawal marked **Paid** since then comes back **Pending** or **Approved**, ready to be paid twice. If the panel still opens, export **Payments** for the time since the archive first.",
    ),
  ],
  'cloudflare-full-strict': ['installation-guide/server-setup/cPanel/Client/static-export.md', silent],
  'laragon-bundle-not-claimed': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'If it shows `5.7` (the free Laragon 6 bundles MySQL 5.7, and PHP 8.1, which step 2 replaces), pick one fix:',
    ),
  ],
  'phpmyadmin-drop-without-fk-checks': [
    'post-installation.md',
    page(
      'Then open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop** and confirm, and import the dump in Terminal:',
    ),
  ],
  'domain-change-steps-split-by-platform': [
    'post-installation.md',
    page(
      '5. Rebuild the client with `NEXT_PUBLIC_API_URL=https://admin.example.net/api` and `NEXT_PUBLIC_SITE_URL=https://example.net`: on a VPS in `client/.env` through [Update the client with a rollback](#update-the-client-with-a-rollback); on cPanel in `client/.env.production.local`, then build and upload; on Vercel, edit both variables and redeploy.',
    ),
  ],
  'standalone-build-why-after-commands': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    silent,
  ],
  // Read-through 6 (admin)
  'coin-rate-lowering-not-announced-in-advance': [
    'Settings/Finance Settings/Currency.md',
    page('2. Announce the change to players: the money value of their coins changes on the day you save.'),
  ],
  'coin-rate-lowering-settles-pending-deposits': [
    'Settings/Finance Settings/Currency.md',
    page(
      '3. Plan the window, then put the site in maintenance mode. **Pending** withdrawals need no settling: they keep the rate they were requested at.',
    ),
  ],
  'facebook-takeover-disabled-only-around-unban': [
    'Settings/User Settings/Social Login.md',
    page(
      "3. Set the **Facebook** provider to **Disabled** and click **Save**. This is not optional: it is the only step that stops the attacker's Facebook link from signing in.",
      "4. Change the account's **Email** to an address the player controls and set a new **Password**.",
    ),
  ],
  'restore-settles-contests-before-scheduler': [
    'Extra/index.md',
    page(
      '1. **Before**, export what moved since the backup: on [Payments](/Payments/), **Export** as **CSV**; and the **Coin Log** of [Reports](/Report/) with **Type** **Admin Adjustment**.',
    ),
  ],
  'restore-redone-withdrawals-notify-once': [
    [
      'Extra/index.md',
      page(
        '4. Redo the withdrawals on [Withdrawals](/withdraw/): if the request is back **Pending**, click **Approve**; then click **Mark as Paid**.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        "Then switch the notifications of your screenshot back on, with the log's changes to them: [Notification Settings](/Settings/User%20Settings/Notification%20Settings) match it again. Only now leave maintenance mode, back in your procedure, which then puts the scheduler and a paused nightly backup back and adds the noted credits, as [Restore the platform](/post-installation#restore-the-platform) ends.",
      ),
    ],
  ],
  'mail-log-always-wins': [
    'Settings/Integration Settings/Service.md',
    page(
      'Until you save this tab, the `MAIL_*` values of `admin/.env` are used; once saved, the values here take precedence.',
    ),
  ],
  'service-menu-path-full': [
    'Settings/Finance Settings/Payment Gateways.md',
    page('Set **Status** to **Disabled** on SMS and Push too, under **Settings > Service**.'),
  ],
  'refund-rejects-withdrawals-until-covered': [
    'deposits/index.md',
    page(
      '1. On [Withdraw](/withdraw/), search the player and **Reject**, with a **Reason**, every **Pending** or **Approved** request whose money has not left your account.',
    ),
  ],
  'coin-log-dep-reference-read-in-note': [
    'Payments/index.md',
    page(
      "Find the adjustment in the **Coin Log** of [Reports](/Report/) by the `DEP-` reference and match it on the provider's refund id.",
    ),
  ],
  'prize-budget-minus-subscriber-discount': [
    'Mange Contests/Contests.md',
    page(
      'Budget for the whole pool: check that **Minimum Seats** × **Entry Fee** covers it, or treat the difference as a marketing cost you accept.',
    ),
  ],
  'social-login-test-player-deleted': [
    'Settings/User Settings/Social Login.md',
    page(
      '5. If the test fails, set **Status** back to **Disabled** and click **Save** at once, then fix the credentials or the redirect URI as below and test again.',
    ),
  ],
  'nowpayments-partial-refund-invoice-stays-open': [
    'payment-gateways/nowpayments.md',
    page(
      '- Otherwise return the amount received yourself: NOWPayments is non-custodial, so the money is already in your payout wallet. Ask the player for their address in a ticket, send the amount from your payout wallet, then click **Mark as Failed** with the transaction hash in the note.',
    ),
  ],
  'late-payment-check-daily': [
    'payment-gateways/overview.md',
    page(
      "On Mollie, Mercado Pago and NOWPayments, a slow bank transfer, cash payment or crypto payment whose late notification was lost is not checked again; once a week, compare the provider's paid list with **Failed** deposits and use **Mark as Successful**.",
    ),
  ],
  'deposits-daily-check-late-payments': [
    ['deposits/index.md', silent],
    // read27 gateways 3: "since your last check" on a list filtered by the date created
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`).',
      ),
    ],
    // diff38 money 8: where "already searched" is kept not said
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`). Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days (longer than any transfer, voucher or invoice stays open), or sort by the date paid where the dashboard can, and search each `DEP-` not already searched at an earlier check.',
      ),
    ],
    // diff40 money 2: one bookmark on a creation-date list skips late payments, and a paid DEP- on the running list is taken back by step 7
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`). Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days (longer than any transfer, voucher or invoice stays open), or sort by the date paid where the dashboard can, and search each `DEP-` not already searched at an earlier check (the last one searched noted on the running list).',
      ),
    ],
    // diff41 money 5 and read28 gateways 4: two instructions read as one; a DEP- paid twice passed over
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`). Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days (longer than any transfer, voucher or invoice stays open), or sort by the date paid where the dashboard can, and search each `DEP-` not already searched, keeping each one searched (sorted by the date paid: the time of this check) on a "searched" tab of the running list\'s sheet, never on the list itself, whose every `DEP-` step 7 takes back.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  NOWPayments the Deposits daily check lists the payments the provider shows paid since the last',
        '  check (their lists filter by the date a payment was created, so step 8.1 lists the paid ones created in the last 30 days, longer',
        '  than any transfer, voucher or invoice stays open, or sorts by the date paid where the dashboard can), searches each `DEP-` reference',
        '  not already searched (each one searched, or with the date-paid sort the time of the check, kept on a "searched" tab of the running list\'s sheet,',
        '  never on the list itself, whose every `DEP-` step 7 takes back), and uses **Mark as Successful** on a **Failed** one unless it is on the running list or was marked **Failed** with a refund reference. Without a tunnel, local test',
      ),
    ],
    // diff42 money 1: a refunded further payment on the "searched" tab, which no refund procedure read; a DEP- found Successful with a further payment passed over
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers and bank transfers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`). Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days (longer than any transfer, voucher or invoice stays open), or sort by the date paid where the dashboard can. Search each `DEP-` not yet on the sheet\'s "searched" tab, then write it there; with the date-paid sort, write only this check\'s date and time there. Never write it on the list itself, whose every `DEP-` step 7 takes back. A `DEP-` the provider shows paid twice, searched or not: refund the payment its **Activity** notes as a further one and have a support agent tell the player, as step 7.4 does, its refund reference beside the `DEP-` on the "searched" tab, never on the list.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  whose every `DEP-` step 7 takes back; a `DEP-` the provider shows paid twice, searched or not, gets the payment its **Activity** notes as a further one',
        '  refunded as step 7.4 does, its refund reference beside the `DEP-` on the "searched" tab, never on the list, and uses **Mark as Successful** on a **Failed** one unless it is on the running list or was marked **Failed** with a refund reference. Without a tunnel, local test',
      ),
    ],
    // diff43 money 1, 3 and 7: no "not yet refunded" guard, a card refund keyed on its refund reference alone, no DEP- with the date-paid sort, two procedures in one item
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments (not Stripe, whose vouchers and bank transfers stay off): the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`). Their lists filter by the date a payment was created, so list the paid ones created in the last 30 days (longer than any transfer, voucher or invoice stays open), or sort by the date paid where the dashboard can. Search each `DEP-` not yet on the sheet\'s "searched" tab, then write it there; with the date-paid sort, write only this check\'s date and time there. Never write it on the list itself, whose every `DEP-` step 7 takes back. A `DEP-` the provider shows paid twice, searched or not, or found **Successful** here with a further payment in its **Activity** (the date-paid sort lists only the later one): refund the payment its **Activity** notes as a further one (NOWPayments: to the address a support agent asks for, as 4.2) and have a support agent tell the player, as step 7.4 does; write its refund reference (NOWPayments: and that payment\'s `payment_id`) beside the `DEP-` on the "searched" tab, never on the list.',
      ),
    ],
    // diff44 money 2, 3 and 4: Successful only; no "address asked", so the ask repeats daily; "charged twice" sent to Refund a deposit
    [
      'deposits/index.md',
      page(
        '      1. A further payment: a `DEP-` the provider shows paid twice, searched or not, or found **Successful** here with a further payment in its **Activity** (the date-paid sort lists only the later one). Unless the "searched" tab already holds, beside that `DEP-` for that payment, a refund or "settled by dispute": refund the payment its **Activity** notes as a further one (NOWPayments: to the address a support agent asks for, as 4.2), have a support agent tell the player, as step 7.4 does, and write the further payment\'s ID and its refund reference (NOWPayments: its `payment_id` and the transaction hash) beside the `DEP-` on the "searched" tab (with the date-paid sort, write the `DEP-` there too), never on the list.',
      ),
    ],
    [
      'deposits/index.md',
      page('## Refund a deposit', '', 'QuizNest does not send money back by itself. To refund:'),
    ],
    // diff45 money 3 and 5: the guard read the "searched" tab only (7.4 returned on the main tab: refunded twice); "address asked" had no end
    [
      'deposits/index.md',
      page(
        '      1. A further payment: a `DEP-` the provider shows paid twice, searched or not, or found here (**Successful**, **Refunded** or **Failed**) with a further payment in its **Activity** (the date-paid sort lists only the later one). Unless the "searched" tab already holds, beside that `DEP-` for that payment, a refund, "address asked" or "settled by dispute": refund the payment its **Activity** notes as a further one, have a support agent tell the player, as step 7.4 does, and write the further payment\'s ID and its refund reference beside the `DEP-` on the "searched" tab (with the date-paid sort, write the `DEP-` there too), never on the list.',
      ),
    ],
    // diff46 money 3: "address asked" stops before the chase, which nothing reaches
    [
      'deposits/index.md',
      page(
        '         1. Stop if the running list, main tab or "searched" tab, already shows a refund or return of that payment, or "address asked" or "settled by dispute" beside it.\n         5. An "address asked" with no answer: after 14 days, the support agent asks once more; after 30 days, write "unclaimed" beside it, which the [monthly reconciliation](/Payments/#reconcile-with-a-provider-month-by-month) lists to the finance manager. Return it whenever the player answers.',
      ),
    ],
    // diff47 money 2: the "address asked" chase nested in 8.1.1, reading the "searched" tab only and recording nothing
    [
      'deposits/index.md',
      page(
        '      1. A further payment: a `DEP-` the provider shows paid twice, searched or not, or found here (any status) with a further payment in its **Activity** (the date-paid sort lists only the later one):\n         1. Stop if the running list, main tab or "searched" tab, already shows a refund or return of that payment, or "settled by dispute" beside it ("address asked": item 5 only).\n         2. Refund the payment its **Activity** notes as a further one. NOWPayments: as you hand the ask for an address to a support agent (as 4.2), write its `payment_id`, "address asked" and the date on the "searched" tab; return it to the address the player gives, unless a refund of it is on the list by then.\n         3. Have a support agent tell the player it was refunded.\n         4. Write the payment\'s ID and its refund reference (NOWPayments: the transaction hash) beside the `DEP-` on the "searched" tab (with the date-paid sort, the `DEP-` too), never on the main tab.\n         5. Every check, read the "searched" tab\'s "address asked" entries with no answer: older than 14 days, the support agent asks once more; older than 30 days, write "unclaimed" beside it and hand it, with the username, to the finance manager, who keeps it on the list and sends it when the player answers (a deleted account: through the contact form).',
      ),
    ],
    // read31 ops 3: a lead-in and a first case, before both sections became decision tables
    [
      '../CONTENT_GUIDE.md',
      page(
        "  every procedure that classifies a provider refund or dispute checks that first (A provider reports a refund's lead-in, Payments' A refund with no Refund row's lead-in, which its take-back case repeats, Disputes' first case, which Mercado Pago's chargeback sentence names, a chargeback of the deposit's own payment going by the case of Disputes that fits, never straight to **Mark as Refunded**, which every other gateway page's dispute sentence says in the same words: \"the first of its cases that fits decides, never straight to **Mark as Refunded**\", a **Successful** one's withdrawals closed first); Refund a deposit's first lines send a player charged twice who wants the second payment back to 8.1.1, never through its steps.",
      ),
    ],
    // diff49 7: the finance manager sent a deleted account's money to whoever answered
    [
      'deposits/index.md',
      page(
        '   3. Every check, read the "address asked" entries with no answer on both tabs of the running list. Older than 14 days with no "asked again": the support agent asks once more (account deleted: no one to ask); write "asked again" and the date. Older than 30 days with no "unclaimed": write "unclaimed" and the date, and hand it with the username to the finance manager, who sends it when the player answers.',
      ),
    ],
    // read32 gateways 8: step 8 split into lettered cases; 8.3 names case (a)
    [
      'deposits/index.md',
      page(
        '   3. Every check, read the "address asked" entries with no answer on both tabs of the running list. Older than 14 days with no "asked again": the support agent asks once more (account deleted: no one to ask); write "asked again" and the date. Older than 30 days with no "unclaimed": write "unclaimed" and the date, and hand it with the username to the finance manager, who sends it when the player answers (account deleted: as step 8 says).',
      ),
    ],
  ],
  'paypal-diagram-capture-does-not-credit': [
    'payment-gateways/paypal.md',
    page(
      ...code(
        'mermaid',
        'flowchart TD',
        '  C --> E{Capture status}',
        '  E -- COMPLETED --> F[Deposit Successful, coins credited]',
      ),
    ),
  ],
  'flutterwave-checklist-encryption-key-optional': [
    [
      'payment-gateways/flutterwave.md',
      page(
        '- [ ] The live **Public Key** and **Secret Key** (and, if you keep it, the live **Encryption Key**) are saved, no test `Encryption Key` remains, and **Mode** is **Live**.',
      ),
    ],
    // read32 gateways 3: two instructions, against the live-Save item that types every key again
    [
      'payment-gateways/flutterwave.md',
      page(
        '- [ ] The live **Public Key** and **Secret Key** are saved and **Mode** is **Live**. For the **Encryption Key**, either paste the live one or leave the field: QuizNest does not use it for deposits.',
      ),
    ],
  ],
  'authorize-net-old-key-stops-either-way': [
    'payment-gateways/authorize-net.md',
    page(
      'When you create a new transaction key, the page offers **Disable Old Transaction Key(s)**. Tick it only if nothing else, such as another shop or a point-of-sale system, still uses the old key. Otherwise the old key expires by itself after 24 hours.',
    ),
  ],
  'overview-sandbox-checklist-not-coinbase': [
    'payment-gateways/overview.md',
    page(
      '- [ ] The sandbox side of the test is closed at the provider and the gateway was **Disabled** right after the test.',
    ),
  ],
  'coinbase-test-refund-rejects-withdrawals-first': ['payment-gateways/coinbase-commerce.md', silent],
  'mysql84-upgrade-loads-auth-socket': ['post-installation.md', silent],
  'install-lock-tested-from-outside': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '   2. Open `https://admin.example.com/install` and complete it. A `403 Forbidden` means your browser comes from another address (often IPv6): add it as a second `allow` line.',
    ),
  ],
  'restore-test-copy-locked-down': [
    [
      'post-installation.md',
      page(
        'The test copy is a second small server, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, without its steps 13 and 14.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '- Keep (or add) the `allow` and `deny` lines of step 10 at the top of the admin `server` block after step 12. From a phone on mobile data, `https://restore-test.example.com/admin/login` must answer `403`.',
      ),
    ],
    // read32 installA 1: the lock came off at step 12, and Verify item 1 on the server answered 403
    [
      'post-installation.md',
      page(
        '- Keep (or add) the install lock of step 10 at the top of the admin `server` block after step 12. From a phone on mobile data, `https://restore-test.example.com/admin/login` must answer `403`.',
      ),
    ],
  ],
  'key-generate-asks-only-when-key-set': [
    'installation-guide/server-setup/vps.md',
    page(
      'Because `APP_ENV` is `production`, the command asks for confirmation first; answer `yes`. Run it only on a new installation.',
    ),
  ],
  'domain-change-bypass-on-new-name': [
    'post-installation.md',
    page(
      '4. Change both addresses in `admin/.env` and cache the configuration again. Every admin signs in again afterwards, at the new address.',
    ),
  ],
  'install-sh-verify-cron-last-run': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ...code('bash', 'systemctl is-active nginx php8.3-fpm mysql quiznest-queue pm2-quiznest'),
      'Every service prints `active`, `quiznest-client` is `online`, the crontab shows the `schedule:run` line.',
    ),
  ],
  'vercel-redeploy-after-node-version': [
    'installation-guide/server-setup/vercel.md',
    page('Find **Node.js Version**, choose **24.x** and click **Save**. The next deployment uses it.'),
  ],
  'vercel-preview-shows-no-data': [
    // read32 installA 10: the preview shows no data, and the reader starts troubleshooting a good build
    [
      'installation-guide/server-setup/vercel.md',
      page(
        'Then click **Deploy**. The first build takes a few minutes and ends on a page with a preview of the site at an address ending in `.vercel.app`.',
      ),
    ],
  ],
  'static-export-test-content-deleted': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page('3. Publish a test page. It loads with its content; set the page back to **Draft** afterwards.'),
  ],
  'skip-ssl-install-lock-after-certbot': [
    'installation-guide/server-setup/vps.md',
    page(
      'Restrict it to your address first, as item 1 of Finish the installation on the automated page shows.',
    ),
  ],
  'go-live-checklist-acting-order': [
    'payment-gateways/stripe.md',
    page(
      '- [ ] **Status** is **Enabled**, set in the **Save** that switched **Mode** to **Live**, where you typed every key and secret of the new mode again.',
      '- [ ] You made one real deposit with your own card, saw it **Successful** on [Deposits](/deposits/), and refunded it in Stripe, then clicked **Mark as Refunded** on it in [Deposits](/deposits/).',
      '- [ ] The sandbox side of the test is closed at the provider and the gateway was **Disabled** right after the test ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)).',
      '- [ ] On [Deposits](/deposits/), with the **Mode** filter set to **Sandbox**, every test deposit is **Refunded**, or **Failed** if never paid, checked again 72 hours after the test, with no withdrawal funded by test coins left open.',
    ),
  ],
  'production-test-one-pass-list': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        'On production, follow the sections in order: [Enable a gateway](#enable-a-gateway), [Close a production test](#close-a-production-test) (its five steps, with the look after 72 hours), then [Go live](#go-live).',
      ),
    ],
    // read30 gateways 3 and 6: no amount for the test deposit, and no running list before step 5 writes on it
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '### Test on production in one pass',
        '',
        "1. In **Sandbox** mode, with the test credentials and the sandbox webhook registered ([Enable a gateway](#enable-a-gateway) steps 1 to 4), set **Display Name** to `TEST – do not use` and both limits to the smallest amount that clears the provider's minimum.",
        '2. Set **Status** to **Enabled**, click **Save**, and make the test deposit at once.',
        '3. As soon as it is **Successful** (Deposits, **Mode** filter **Sandbox**), or after 10 minutes if it is not, set **Status** to **Disabled** and click **Save**.',
        "4. Close the sandbox side at the provider: the gateway's page names this step, and the table above lists it.",
        '5. Settle the test deposits as in steps 3 and 4 of [Close a production test](#close-a-production-test).',
        '6. [Go live](#go-live): the live webhook registered, one **Save**, one real deposit refunded and marked **Refunded**.',
        '7. 72 hours after the test, look again as in step 5 of [Close a production test](#close-a-production-test).',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  `TEST – do not use` and **Minimum Amount** = **Maximum Amount** = the smallest amount that clears the',
        "  provider's minimum after conversion (`1.00` on a USD site), enable it only for the minutes of the",
      ),
    ],
    // read32 gateways 7: Enable a gateway on production met the running list only after the test coins were out
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "3. Set **Display Name**, **Currency**, **Conversion Rate**, the limits and the charges. On the production site, set **Display Name** to `TEST – do not use` and both **Minimum Amount** and **Maximum Amount** to the smallest amount that clears the provider's minimum after conversion (`1.00` on a USD site) for the test instead.",
        '',
        '### Test on production in one pass',
        '',
        "1. With the [running list](/deposits/#the-running-list) in place (step 5 writes on it), in **Sandbox** mode, set **Display Name** to `TEST – do not use` and both limits to the smallest amount that clears the provider's minimum.",
        '2. Set **Status** to **Enabled**, click **Save**, and make the test deposit at once, of exactly that amount: any other hides the gateway.',
        '3. As soon as it is **Successful**, set **Status** to **Disabled** and click **Save**.',
        "4. Close the sandbox side at the provider: the gateway's page names this step.",
        '5. Settle the test deposits.',
        '6. [Go live](#go-live).',
        '7. 72 hours after the test, look again.',
      ),
    ],
  ],
  'paytm-failure-stays-pending': [
    'payment-gateways/paytm.md',
    page('| `TXN_SUCCESS` | **Successful** |', '| `TXN_FAILURE` | **Failed** |'),
  ],
  'ban-steps-table': [
    'Mange User/Users.md',
    page('1. Open the profile and click **Ban**.', '', 'Then, on the same day:'),
  ],
  'restore-cases-own-headings': [
    'Extra/index.md',
    page(
      '7. Switch the two withdrawal notifications back on. Only now leave maintenance mode and put the scheduler back (step 6 of [Restore the platform](/post-installation#restore-the-platform)).',
    ),
  ],
  'cpanel-restore-new-prefix': [
    'post-installation.md',
    page(
      "1. Follow steps 1 to 5 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin). In step 3, give the database user the password of `DB_PASSWORD` in the archive's `.env` (your password manager, or the archive once item 2 has fetched it).",
      '3. Skip step 6 (the `.env` file and `key:generate`) and step 7 (the web installer). Instead, import the dump and put back `storage/app` and `.env`:',
      ...code('bash', 'cp ~/restore/.env .env', '/usr/local/bin/ea-php83 artisan config:cache'),
    ),
  ],
  'mysql-rollback-common-by-version': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo apt install -y --allow-downgrades mysql-server mysql-client mysql-common',
        'mysql --version',
      ),
      "`mysql --version` shows `8.0.x`; `apt-cache policy mysql-server` must name Ubuntu's archive as the candidate before the install.",
    ),
  ],
  'vps-vercel-paths-after-step-15': [
    'installation-guide/server-setup/vps.md',
    page(
      '## Admin-only VPS for a Vercel client',
      '',
      '### With the automated script',
      '',
      '### Move the client from this server to Vercel',
      '',
      "   If the **Certificate Name** is `example.com`, reverse the order: issue the admin certificate first, then the client's, which is the command that asks `(U)pdate certificate/(C)ancel` as it removes `admin.example.com`; answer `U`.",
      '',
      '## Step 1: Point DNS at the server',
      '',
      '## Step 15: Build and start the client',
    ),
  ],
  'install-caveats-not-piled': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'Check with `mysql --version` that its MySQL is 8.0 or 8.4. If it shows `5.7` (older Laragon releases bundle MySQL 5.7; the version depends on the release and edition you downloaded, which is why the check decides, and step 2 replaces its PHP anyway), pick one fix:',
    ),
  ],
  'domain-change-before-you-start': [
    'post-installation.md',
    page(
      '## Change the domain',
      '',
      'Payment webhooks and sign-in with Google and the other providers fail until theirs change, so prepare every step, then do them in one quiet hour.',
    ),
  ],
  'install-minor-points-read6': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      '4. Open `storage/logs/laravel.log` in `~/quiznest/admin`: any email the registration triggered is written there, which shows that the queue worker runs.',
    ),
  ],
  'withdrawals-closed-by-refund-step-1': [
    'payment-gateways/authorize-net.md',
    page(
      "If eCheck deposits slipped through, check the **eCheck.Net** returns in the Merchant Interface every day; for each return, reject the player's **Pending** or **Approved** withdrawals on [Withdraw](/withdraw/), then click **Mark as Refunded** on the deposit with the return's transaction ID as **Refund Reference**.",
      "For each new one, reject the player's open withdrawals, then click **Mark as Refunded** on the deposit with the dispute ID as **Refund Reference**, as [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns) describes.",
    ),
  ],
  'refund-step-1-both-tabs-and-who': [
    'deposits/index.md',
    page(
      "1. Before you refund anything, close the player's open withdrawals: on [Withdraw](/withdraw/), search the player and **Reject**, with a **Reason**, their **Pending** or **Approved** requests whose money has not left your account, newest first, until the player's free balance covers the deposit's **Coins**, and leave the others open (or hand this to a person with **Approve withdrawals**).",
    ),
  ],
  'production-test-one-pass-complete': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '### Test on production in one pass',
      '',
      "1. In the form, in **Sandbox** mode with the test credentials, set **Display Name** to `TEST – do not use` and both limits to the smallest amount that clears the provider's minimum.",
      '6. After 72 hours, look again, and treat any test deposit that turned **Successful** as in step 5.',
      '7. Go live: **Mode** **Live**, the live keys, **Status** **Enabled** and the real name and limits, in one **Save**.',
    ),
  ],
  'daily-check-every-gateway-site': [
    'deposits/index.md',
    page(
      '2. Widen **Date**: it shows the last 30 days by default, which hides an older deposit. Choose **Custom** from the day you added your first manual gateway.',
    ),
  ],
  'deposit-lookup-mode-both': [
    'deposits/index.md',
    page("1. Search for the player's email or the reference they quote and open the deposit."),
  ],
  'nowpayments-live-test-is-checklist-minimum': [
    'payment-gateways/nowpayments.md',
    page(
      '5. Because the sandbox cannot reproduce network confirmations or exchange fees, finish with one small live payment in a low-fee coin before you open the gateway to players.',
    ),
  ],
  'overview-faq-close-starts-disabled': [
    'payment-gateways/overview.md',
    page(
      'Test on a staging copy, then close the test: close the sandbox side at the provider, mark every unpaid test deposit **Failed**, and look again after 72 hours.',
    ),
  ],
  'staging-copy-own-database': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "A staging copy made from the production database and `admin/.env` holds every live key of all 16 forms, readable with the same `APP_KEY`. Before the copy's cron job or queue worker runs for the first time:",
        '',
        '1. In `admin/` of the copy (never on production), run `php artisan key:generate --force`.',
      ),
    ],
    // read32 gateways 1: the database step gave no command, so a reader guessed one
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '   If the last line prints nothing, there is no `storage/installed`: stop, and give the copy no site (step 3). Then create a second database and user for the copy, and import a dump of production into it.',
      ),
    ],
    // diff51 1 and 2: a failed dump (empty file) passed 0 = 0, and a re-run was not budgeted in the room check
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '   ```bash',
        '   (umask 077; sudo mysqldump --defaults-extra-file=/root/.quiznest-backup.cnf --single-transaction --quick --no-tablespaces quiznest > ~/staging.sql)',
        "   grep -c '^CREATE TABLE' ~/staging.sql",
        '   mysql -u quiznest_staging -p quiznest_staging < ~/staging.sql && echo imported',
        '   ```',
        '',
        '   The import must print `imported` and no `ERROR` line, and `wc` the `grep -c` count; if not, fix what the `ERROR` line names and run the `bash` block again.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  backup's options and option file into `~/staging.sql`, imported as the staging user into the staging database only,",
        "  `&& echo imported`, its base tables counted against the dump's `grep -c '^CREATE TABLE'`, the dump deleted; no `DROP`",
      ),
    ],
  ],
  'ban-running-contests-at-once': [
    'Mange User/Users.md',
    page(
      '| 3. **Contests still running**: for every **Upcoming** or **Live** contest the player joined with **Automatic** payout, switch **Prize Payout** to **Manual Approval**. | Contest publisher | **Edit** on **Manage Contests > Contests** | Same day |',
    ),
  ],
  'payout-officer-opens-questions': [
    'Admin Users/Role.md',
    page(
      '**Payout officer**: reviews identity documents and pays withdrawals and prizes.',
      '',
      '- **Dashboard**: View',
      '- **Manage Users > Users**: View, **Verify KYC**',
      '- **Manage Contests > Winners**: View, **Pay prizes**',
      '- **Withdraw**: View, **Approve withdrawals**, **Mark paid**',
    ),
  ],
  'restore-export-gap-from-dashboards': [
    'Extra/index.md',
    page(
      "- If the panel is down, make the same lists from your gateways' dashboards (payments and refunds) and your bank or payout statements.",
    ),
  ],
  'restore-pending-refund-marked-failed': [
    'Extra/index.md',
    page('- A payment the export shows refunded in full: skip it.'),
  ],
  'restore-coin-log-accounted-for': [
    'Extra/index.md',
    page(
      '- Every contest of your list is kept or cancelled, none left to the scheduler, and every line of the Coin Log export is made again.',
    ),
  ],
  'finance-manager-own-recipe': [
    'Admin Users/Role.md',
    page(
      'Give **Adjust balance** to a Super Admin or to a separate role, such as a **Finance manager** with **Manage Users > Users**: View, **Adjust balance** and **Ban users**, so that every manual coin change is made by someone other than the one who pays it out.',
    ),
  ],
  'ban-withdrawals-need-mark-paid': [
    'Mange User/Users.md',
    page(
      '| 2. **Withdrawals**: for an **Approved** request ask the payout officer first whether the money has left: if it has, record it with **Mark as Paid**, never **Reject**. | Payout officer | **Approve withdrawals** | Same day |',
    ),
  ],
  'restore-redone-notifications-named': [
    'Extra/index.md',
    page(
      'On [Withdrawals](/withdraw/). Each request you redo sends "Withdrawal approved" and "Withdrawal paid" again at `up`: switch those two events off in [Notification Settings](/Settings/User%20Settings/Notification%20Settings) now.',
    ),
  ],
  'deletion-giving-up-recorded': [
    'Mange User/Users.md',
    page(
      "Before you delete an account on the player's request, tell them the balance shown on the profile and ask them to withdraw it first; delete once the withdrawal is **Paid**, or once they confirm in writing, on the ticket, that they give the balance up.",
    ),
  ],
  'ticket-post-max-size-16mb': [
    [
      'support-tikect/index.md',
      page(
        'The PHP limits `upload_max_filesize` and `post_max_size` must allow 5 MB files; check them under **Extra** (see [Extra Tools](/Extra/)).',
      ),
    ],
    [
      'support-tikect/index.md',
      page(
        'Attachments are stored outside the public folder. `upload_max_filesize` must allow 5 MB and `post_max_size` at least 16 MB (3 files of 5 MB), such as the `64M` of [Common Requirements](/common-requirements#recommended-phpini-values); check them under [Extra](/Extra/).',
      ),
    ],
  ],
  'failed-job-ids-not-numbers': [
    'Extra/index.md',
    page(...code('bash', 'php artisan queue:retry 15        # retry the failed job with id 15')),
  ],
  'finance-settings-common-questions': ['Settings/Finance Settings/Currency.md', silent],
  'scheduler-table-main-tasks': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      'Tasks that send emails or notifications hand them to the queue, so they also need a running queue worker.',
    ),
  ],
  'restore-before-list-by-heading': [
    'post-installation.md',
    page(
      "Everything after the archive's time is lost, so if the panel still opens, first export what moved since then (step 1 of [Before and after a restore](/Extra/#before-and-after-a-restore)).",
    ),
  ],
  'installer-lock-whole-host': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(...code('apacheconf', '<If "%{REQUEST_URI} =~ m#^/install#">', 'Require ip 203.0.113.5', '</If>')),
  ],
  'installer-lock-tests-index-php': [
    'installation-guide/server-setup/vps.md',
    page(
      'From a phone on mobile data (Wi-Fi off), open `https://admin.example.com/install`: it must answer `403`. If it shows the installer, the lock is not working: do not go on until it does.',
    ),
  ],
  'cpanel-monthly-check-scratch-db': [
    'post-installation.md',
    page(
      'Check the name twice in the `DROP DATABASE` line: it must be `quiznest_drill`, never `quiznest`. On cPanel, create the scratch database `cpuser_drill` in **MySQL Databases**, add your database user to it with **All Privileges**, import with the `mysql --defaults-extra-file` line of the restore below, and delete it in **MySQL Databases** afterwards.',
    ),
  ],
  'install-sh-lock-without-certificates': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   1. Open the admin block with `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and, in the `server` block that has `listen 443`, add the `location ^~ /install` block of step 10 of the manual guide.',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the install lock of [step 10 of the manual guide](/installation-guide/server-setup/vps#step-10-create-the-nginx-server-blocks), from `# install lock` to `# end install lock`, at the top of the admin `server` block, with your address (`echo "${SSH_CLIENT%% *}"` prints it; in a `sudo -i` shell it prints nothing, and `who am i` shows the address in brackets; on your provider\'s web console neither does: run `curl -4 https://ifconfig.me` on your computer; never save an empty `allow ;`): the port-80 block, which Certbot later turns into the HTTPS one, lock included (after a single run with a certificate, the `listen 443` one).',
      ),
    ],
  ],
  'admin-only-install-sh-lock-and-hardening': [
    'installation-guide/server-setup/vps.md',
    page(
      'Run the web installer only after the `certbot` line, at `https://admin.example.com/install`. After the `certbot` line, add the `location ^~ /install` block to the `listen 443` server block of `quiznest-admin.conf`, reload Nginx, test the lock as in item 1 of Finish the installation on the automated page, then run the installer.',
    ),
  ],
  'cpanel-private-folders-without-terminal': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      ...code(
        'bash',
        'chmod 711 ~/quiznest ~/quiznest/admin ~/quiznest/admin/storage ~/quiznest/admin/storage/app',
      ),
      '`ls` shows `drwx------`. Never use `777` anywhere.',
    ),
  ],
  'restore-export-links-before-the-restore': [
    'post-installation.md',
    page(
      "Everything after the archive's time is lost, so if the panel still opens, first export what moved since then (step 1 of [Before and after a restore](/Extra/#before-and-after-a-restore)).",
    ),
  ],
  'install-minor-points-read7': [
    'installation-guide/local-machine-setup/Mac.md',
    page(
      '**`SQLSTATE[HY000] [2002] Connection refused`**: MySQL is not running. If it shows `error`, read the log in `/opt/homebrew/var/mysql/` (the file ending in `.err`).',
    ),
  ],
  'daily-check-starts-from-short-lists': [
    [
      'deposits/index.md',
      page(
        '7. Set **Status** to **Successful** and look for a deposit whose note shows a refund (a transaction hash or refund reference from step 4): it was refunded and marked **Failed**, then a late webhook credited it.',
        '8. Set **Status** to **Failed** and compare them with the paid payments at Mercado Pago (external reference), Mollie (`paid`, mostly bank transfers) and NOWPayments (`finished`, by `order_id`): set **Gateway** to each in turn, since your last check.',
      ),
    ],
    // diff47 money 4: step 4.3.2 wrote no payment ID on the refund line
    [
      'deposits/index.md',
      page(
        "      2. As you send the refund, add its `DEP-` reference, the player's username, the date and the refund reference or transaction hash to the [running list](#the-running-list).",
      ),
    ],
  ],
  'refund-partial-linked-and-check-allows-spent': [
    [
      'deposits/index.md',
      page(
        'A rejected request returns its coins. If the money of a request has already left, refund only what the free balance covers, or refuse the refund.',
        "Check: the deposit is **Refunded**, and the player's free balance covered the deposit's **Coins** before you marked it (the balance is not negative), with no more requests rejected than that took.",
      ),
    ],
    // read32 ops 2: coins spent on contests got a full refund, withdrawn ones a partial one
    [
      'deposits/index.md',
      page(
        "   3. If a request's money has already left: for a refund the player asked for, refund only what the free balance covers, as in [Refund part of a deposit](#refund-part-of-a-deposit), or refuse (the refund dropped: the deposit confirmer marks the hold line done); for money already gone (a refund already made at the provider, a dispute, a returned debit, a test deposit, a deposit that brought no payment, a late credit after your refund), click **Mark as Refunded** anyway, into a negative balance.",
      ),
    ],
  ],
  'reconciliation-late-confirmation-other-month': [
    'Payments/index.md',
    page(
      '| A refund in a different month | You refunded at the provider on one day and marked it here on another. | Mark refunds on the day you make them. |',
    ),
  ],
  'pending-deposits-settled-with-date-widened': [
    'Mange User/Users.md',
    page(
      "Resolve the player's **Pending** deposits first too: on [Deposits](/deposits/), search for the player with **Status** **Pending** and **Mode** set to both, and decide each one.",
    ),
  ],
  'restore-credits-only-successful-payments': [
    'Extra/index.md',
    page(
      "- A **Deposit** row whose deposit no longer exists (made after the backup): credit the player with **Adjust Balance** (**Add**), with the provider's payment id and the old `DEP-` reference in the **Reason**.",
    ),
  ],
  'restore-deletes-accounts-after-withdrawals': [
    'Extra/index.md',
    page(
      '#### Settle contests and the other coins',
      '',
      '- Delete again every account deleted since the backup: the restore brought it back with its personal data and its forfeited balance.',
      '',
      '#### Redo the withdrawals',
      '',
      '- **Rejected** in the export: **Reject** it again with the same **Reason**.',
      '',
      '#### Check, then leave maintenance mode',
    ),
  ],
  'restore-notifications-off-before-credits': [
    'Extra/index.md',
    page(
      '#### Credit the payments',
      '',
      'After the restore, still in maintenance mode, sign in through the bypass link.',
      '',
      '#### Redo the withdrawals',
      '',
      'On [Withdrawals](/withdraw/). Each request you redo sends its notification again at `up`: switch off "Withdrawal approved", "Withdrawal paid" and "Withdrawal rejected" in [Notification Settings](/Settings/User%20Settings/Notification%20Settings) now. "Deposit refunded" and "Contest cancelled" repeat too, for refunds and cancellations redone above.',
    ),
  ],
  'staging-copy-shares-no-redis': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "2. In the copy's `admin/.env`, set `DB_DATABASE`, `DB_USERNAME` and `DB_PASSWORD` to that database, run `php artisan config:clear`, then `php artisan db:show`: its **Database** must be the copy's, not production's.",
      '',
      "Check: the copy's **Database** in **Extra > System Information** is not the production database.",
    ),
  ],
  'ban-publisher-gets-contest-list': [
    'Mange User/Users.md',
    page(
      '| 1. Open the profile, click **Ban**, enter a **Reason** and click **Confirm**. Tell the contest publisher and the payout officer at once. | Finance manager | **Ban users** | First |',
    ),
  ],
  'deletion-waits-for-kyc-retention': [
    'Mange User/Users.md',
    page(
      'Players can delete their own account from **Profile > Delete Account** in the client app; you can delete one from the profile with **Delete**, for example to answer an erasure request under the GDPR. It needs the **Manage Users > Users** delete permission.',
    ),
  ],
  'dispute-check-allows-negative-balance': [
    'deposits/index.md',
    page(
      "Check: the deposit is **Refunded**, and the player's free balance covered its **Coins** before you marked it. Undo: if you win the dispute and the money comes back, add the deposit's coins back with **Adjust Balance** (**Add**).",
    ),
  ],
  'partial-refund-rejects-for-the-part': [
    'deposits/index.md',
    page(
      "1. Close the player's open withdrawals first, as in step 1 of [Refund a deposit](#refund-a-deposit): an adjustment cannot touch coins held by a withdrawal in progress, so a request left open would still be paid.",
    ),
  ],
  'dispute-on-subscription-charge': [
    [
      'deposits/index.md',
      page(
        "1. Search **Deposits** for the provider's transaction ID, or the `DEP-` reference, and open the deposit.",
      ),
    ],
    // read31 ops 3: the search in step 1, after the cases that need it
    [
      'deposits/index.md',
      page(
        "1. Search **Deposits** for the provider's transaction ID or the `DEP-` reference, with the [filters widened](#the-deposit-list-and-its-filters), and open the deposit. A `SUB-` charge is on [Payments](/Payments/) only: open it there, skip step 2, and in step 3 mark it **Refunded**, which cancels the subscription; if you win, **Assign Plan** gives it back. A deposit confirmer has no **Subscription** permission: hand the **Assign Plan**, with the `SUB-` reference, to a Super Admin.",
      ),
    ],
  ],
  'new-withdraw-method-tested-at-once': [
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '5. Leave **Status** on **Enabled** and click **Save**.',
        '6. From a verified test player account, open the withdraw screen of the client app and check that the method, its charge and its fields look right.',
      ),
    ],
    // read32 settings 7: the method went live before its rate was read back
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '5. Leave **Status** on **Enabled**, then read the rate back, because the test in step 6 shows no **Payout Amount**:',
        '   1. Click **Save**, reload the page and open the method with **Edit**.',
        "   2. Compare the saved **Currency** and **Conversion Rate** with today's rate of the account you pay from (`1` for the default currency).",
        "   3. Work a 40.00 request through with this method's charges and rate, as in the [Worked fee example](#worked-fee-example) (4,000 coins at the **Coin Rate** `100`, paying out 4,745.80 BDT at `122`; 47,458.00 BDT would mean `1220`), and check that the payout is what you would send.",
        '   4. If the **Currency**, the rate or the payout is wrong, correct the method, **Save**, and reject any request made on it meanwhile as step 6 says.',
        '6. At once, check it from a verified test player: open the withdraw screen and check that the method, its charge and its fields look right. If not, set **Status** to **Disabled**, correct the method, and **Reject** with a **Reason** any request made on it meanwhile, whose figures are fixed.',
      ),
    ],
  ],
  'step10-reuse-without-lock': [
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        '3. Follow steps 6 to 11 of the VPS guide with the same QuizNest version as the archive. In step 6, give the database user the password that `grep` printed. In step 9, skip `key:generate`: the key comes from the archive.',
        '',
        '## Change the domain',
        '',
        '   **VPS.** Create `/etc/nginx/sites-available/quiznest-admin-net.conf` with the `quiznest-admin.conf` block of step 10 and `server_name admin.example.net;`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "3. Follow steps 6 to 11 of the VPS guide with the QuizNest version the site ran (the last release you installed before the archive's date). In step 6, create the database and user with the names and password that `grep` printed; in the SQL line's `IDENTIFIED BY '\u2026'` the password keeps MySQL's escaping, a `\\` written `\\\\` and a `'` as `\\'` (between `grep`'s double quotes, `\\\\` and `\\\"` are already right). In step 9, skip `key:generate`: the key comes from the archive. In step 10, keep the two lock lines (`allow`, `deny all;`) until step 5 below: `/install` stays closed until `storage/installed` is back.",
      ),
    ],
  ],
  'live-restore-check-written-out': [
    'post-installation.md',
    page('Then sign in and check the site as in steps 4 to 6 of the rehearsal.'),
  ],
  'admin-only-skips-client-link-and-redirect-check': [
    'installation-guide/server-setup/vps.md',
    page(
      '| 10 | Create `quiznest-admin.conf` only; skip `quiznest-client.conf` and its `www` redirect. |',
      '| 11 | Run only the first `certbot` command, the one for `admin.example.com`. |',
    ),
  ],
  'install-minor-points-read8': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ...code(
        'bash',
        'unzip quiznest.zip -d ~/quiznest-release',
        'cd ~/quiznest-release',
        'sudo bash install.sh',
      ),
    ),
  ],
  'refund-step1-money-gone-marks-refunded': [
    [
      'deposits/index.md',
      page(
        "1. Before you refund anything, close the player's open withdrawals. A rejected request returns its coins; one left open would still be paid after **Mark as Refunded** takes the balance below zero. If the money of a request has already left, refund only what the free balance covers, as in [Refund part of a deposit](#refund-part-of-a-deposit), or refuse the refund.",
      ),
    ],
    // read32 ops 2: only withdrawn coins limited the refund
    [
      'deposits/index.md',
      page(
        "   3. If a request's money has already left: for a refund the player asked for, refund only what the free balance covers, as in [Refund part of a deposit](#refund-part-of-a-deposit), or refuse (the refund dropped: the deposit confirmer marks the hold line done); for money already gone (a refund already made at the provider, a dispute, a returned debit, a test deposit, a deposit that brought no payment, a late credit after your refund), click **Mark as Refunded** anyway, into a negative balance.",
      ),
    ],
  ],
  'production-test-check-paid-payout': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      'Check: after step 5, every deposit made in **Sandbox** mode since the test is **Failed** or **Refunded**, and no withdrawal funded by test coins is **Pending**, **Approved** or **Paid**.',
    ),
  ],
  'sandbox-close-never-rolls-secret': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '| Gateways with a registered webhook (Stripe, PayPal) | Delete or disable the sandbox webhook endpoint, or roll its signing secret. |',
    ),
  ],
  'close-test-refund-filters-successful': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '4. For every test deposit that is **Successful**, first close the withdrawals funded by test coins.',
    ),
  ],
  'payments-won-dispute-reversal': [
    [
      'Payments/index.md',
      page(
        "| A dispute or chargeback at the provider | The card holder disputed the payment. | The provider's dispute fee is its own line: note it beside the `DEP-` line. |",
      ),
    ],
    // diff40 money 4: a reversal on a "dispute won" line sent looking for a missing Add
    [
      'Payments/index.md',
      page(
        "| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | The deposit is marked **Refunded** with the dispute id as the **Refund Reference** (see [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns)), so its **Refund** row matches the provider's dispute line on that id; one already **Refunded**, or **Failed** with a refund reference or on the running list, stays so: note the dispute id beside its refund line. The provider's dispute fee is its own line: note it beside the `DEP-` line. A won dispute's reversal matches the **Admin Adjustment** **Add** with the dispute id in its **Reason**, and a dispute after an earlier partial refund the adjustment, or the hold line marked \"nothing subtracted\", naming it, found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3. |",
      ),
    ],
  ],
  'sslcommerz-ipn-before-enabled': [
    'payment-gateways/sslcommerz.md',
    page(
      '1. Enter the sandbox **Store ID** and **Store Password**, set **Mode** to **Sandbox** and **Status** to **Enabled**.',
      '2. Register the webhook URL as the IPN URL of the sandbox store.',
    ),
  ],
  'enable-steps-send-coinbase-to-its-test': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '1. Follow the setup page of the gateway to create its credentials in Sandbox (test) mode. Coinbase Commerce has no sandbox: its page tests with one small real payment in **Live** mode instead.',
    ),
  ],
  'domain-change-admin-live-socket': [
    'post-installation.md',
    page(
      '   **VPS.** Create `/etc/nginx/sites-available/quiznest-admin-net.conf` with the `quiznest-admin.conf` block of step 10 without its two lock lines (`allow`, `deny all;`) and `server_name admin.example.net;`.',
      '',
      '3. Put the panel in maintenance mode with a secret.',
    ),
  ],
  'domain-change-static-htaccess-before-build': [
    'post-installation.md',
    page(
      '   - **cPanel, static export**: in `client/.env.production.local`; build and upload into the document root of `example.net`.',
      '   For the static export, also change the host pattern of the `<If>` block around `ErrorDocument` in the same `client/public/.htaccess` to the new names.',
    ),
  ],
  'update-rollback-money-step-before-up': [
    'post-installation.md',
    page(
      "So after every rollback, look in each gateway's dashboard for payments completed since the time of the dump.",
      '',
      '3. Rebuild the caches and start the worker again as in step 5 without `migrate`, check the site as in step 6, then put the crontab back and leave maintenance mode.',
    ),
  ],
  'restore-drop-counts-tables': [
    [
      'post-installation.md',
      page(
        '2. Check the dump. `tail` must print `-- Dump completed on` with the date of the archive:',
        '',
        ...code(
          'bash',
          'sudo tail -n 1 /root/restore/database.sql',
          'sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest;"',
        ),
      ),
    ],
    // A live drop under a "test copy" sentence is still counted: only the kept copy's block is exempt (diff41 postinstall 5).
    [
      'post-installation.md',
      page(
        '`tail` must print `-- Dump completed on` with the date of the archive. Try it on a test copy first, then empty the database:',
        '',
        ...code(
          'bash',
          'sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; CREATE DATABASE quiznest;"',
        ),
      ),
    ],
  ],
  'installer-locked-until-installed': [
    [
      'post-installation.md',
      page(
        '3. Follow steps 6 to 11 of the VPS guide. In step 10, leave out the two lock lines (`allow`, `deny all;`): no installer runs.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "3. Follow steps 6 to 11 of the VPS guide with the QuizNest version the site ran (the last release you installed before the archive's date). In step 6, create the database and user with the names and password that `grep` printed; in the SQL line's `IDENTIFIED BY '\u2026'` the password keeps MySQL's escaping, a `\\` written `\\\\` and a `'` as `\\'` (between `grep`'s double quotes, `\\\\` and `\\\"` are already right). In step 9, skip `key:generate`: the key comes from the archive. In step 10, keep the two lock lines (`allow`, `deny all;`) until step 5 below: `/install` stays closed until `storage/installed` is back.",
        '',
        '5. Enter maintenance mode, bring the schema up to the code (`grep -c` must print `0`), create the storage link and the caches of step 12, then delete the `allow` and `deny` lines from `quiznest-admin.conf` and run `sudo nginx -t && sudo systemctl reload nginx`:',
      ),
    ],
  ],
  'admin-only-https-addresses-before-installer': [
    'installation-guide/server-setup/vps.md',
    page(
      'Run the web installer only after the `certbot` line, at `https://admin.example.com/install`.',
      '',
      'With `--skip-ssl` the script wrote both addresses with `http://`. Change them to `APP_URL=https://admin.example.com`.',
    ),
  ],
  'cpanel-pauses-only-quiznest-cron': [
    'post-installation.md',
    page(...code('bash', 'crontab -l > ~/cpuser.crontab && crontab -r')),
  ],
  'uninstall-backup-numbered-not-boxed': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ':::danger Back up first',
      '',
      '`DROP DATABASE` below deletes everything. Take a database dump first:',
      '',
      ...code('bash', 'mysqldump -u quiznest -p quiznest > ~/backups/quiznest-db.sql'),
      '',
      ':::',
    ),
  ],
  'restore-paid-contest-closed-unpaid': [
    'Extra/index.md',
    page(
      '- A contest paid since the backup: keep that result. Make its entries (**Subtract**) and prizes (**Add**) of the Coin Log export again with **Adjust Balance**, contest name in the **Reason**; never **Approve & Pay** it again.',
    ),
  ],
  'restore-rejections-redone-from-coin-log': [
    'Extra/index.md',
    page(
      '- **Rejected** in the export: the request is back **Pending** or **Approved** with its coins held. **Reject** it again with the same **Reason**.',
    ),
  ],
  'restore-export-from-day-before': [
    'Extra/index.md',
    page(
      "- If the panel still opens, export what moved from the backup's time to now (**Date Range** **Custom**):",
    ),
  ],
  'restore-one-adjustment-per-player': [
    'Extra/index.md',
    page(
      'Work through the headings below in order: credits come before subtractions, because a subtraction cannot take a balance below zero.',
    ),
  ],
  'restore-export-under-10000-rows': [
    'Extra/index.md',
    page(
      '  - the whole **Coin Log** of [Reports](/Report/), **Type** all (entries, prizes, refunds, rewards, bonuses and adjustments).',
    ),
  ],
  'backup-tab-restore-skips-archive': [
    'Extra/index.md',
    page(
      'The panel does not restore backups. Restore one from the terminal with the steps of [Restore the platform](/post-installation#restore-the-platform), which empty the database before the import (a dump replaces only the tables it contains), for a file of this tab with `gunzip < quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest`.',
    ),
  ],
  'coin-rate-undo-raise-is-lowering': [
    'Settings/Finance Settings/Currency.md',
    page(
      'Check: in a private window, the deposit page of the client app shows the coins of the new rate for a `1.00` amount. Undo: enter the old **Coin Rate** and click **Save**; deposits and withdrawal requests made in between keep the rate recorded with them.',
    ),
  ],
  'ban-contest-list-to-payout-officer': [
    [
      'Mange User/Users.md',
      page(
        "| 4. **Contests ended, not yet paid**: on the profile's **Contests** tab, **Disqualify** the player before **Approve & Pay**. | Payout officer | **Pay prizes** | Same day; for step 3's contests, once they end |",
      ),
    ],
    // read29 ops 6: step 1's list and the Check leave out contests already Ended
    [
      'Mange User/Users.md',
      page(
        "| 1. Open the profile, click **Ban**, enter a **Reason** and click **Confirm**. The player sees the reason, so keep it factual: `Multiple accounts used in the same contest`. At once, send the contest publisher and the payout officer the **Upcoming** and **Live** contests on the profile's **Contests** tab, and tell the payout officer about the open withdrawals (step 2). | Finance manager | **Ban users** | First |",
        "| 4. **Contests ended, not yet paid**: open each contest from the profile's **Contests** tab and click **Disqualify** on the player's row of its results before **Approve & Pay** ([Contest Winners](/Mange%20Contests/Winners#disqualify-a-player)). | Payout officer | **Pay prizes** | Same day; for every contest of step 1's list, once it ends |",
        '',
        'Check: the player has no **Pending** or **Approved** withdrawal you have not decided, and no **Upcoming** or **Live** contest they joined still has **Automatic** payout. Undo: a contest switched to **Manual Approval** is paid with **Approve & Pay**; a ban is lifted with **Unban**.',
      ),
    ],
  ],
  'adjust-credit-names-won-dispute': [
    [
      'Mange User/Users.md',
      page(
        'The one exception: a payment whose `DEP-` deposit no longer exists, because a backup was restored from before it. Only then credit it with **Add**.',
      ),
    ],
    [
      'Mange User/Users.md',
      page(
        'Three cases differ:',
        '',
        '- One exception: the coins of a dispute you won ([Deposits](/deposits/#disputes-chargebacks-and-returns)). Credit them with **Add**, naming the `DEP-` reference and the dispute ID in the **Reason**.',
        "- A payment whose `DEP-` deposit was lost in a backup restore is settled only by the finance manager who keeps that restore's tab ([The restore tab](/Extra/#the-restore-tab)): hand it to them.",
        '- Correcting a deposit credited at a mistyped coin rate is not a payment credit: it is the difference, as [Currency](/Settings/Finance%20Settings/Currency#change-the-coin-rate-on-a-live-site) says.',
      ),
    ],
    // diff40 money 1: the coins a refused refund kept as paid not among the cases
    [
      'Mange User/Users.md',
      page(
        'Three cases differ:',
        '',
        '- The coins of a dispute you won, the one exception ([Deposits](/deposits/#disputes-chargebacks-and-returns)): credit them with **Add**, naming the `DEP-` reference and the dispute ID in the **Reason**.',
        "- A payment whose `DEP-` deposit was lost in a backup restore is settled only by the finance manager who keeps that restore's tab ([The restore tab](/Extra/#the-restore-tab)): hand it to them.",
        '- Correcting a deposit credited at a mistyped coin rate is not a payment credit: it is the difference, as [Currency](/Settings/Finance%20Settings/Currency#undo-a-wrong-coin-rate) says.',
      ),
    ],
    // diff41 money 6: an N the page never defines
    [
      'Mange User/Users.md',
      page(
        '- The N coins a refused refund kept as paid are not a payment credit either: the finance manager gives them back with **Add**, naming the `DEP-` and "refused refund: N coins kept as paid", as [Deposits](/deposits/#check-pending-manual-deposits-every-day) step 4.5 item 5 says.',
      ),
    ],
    // read29 ops 2: the finance manager handed no username
    [
      'Mange User/Users.md',
      page(
        '- The coins of a dispute you won, the one exception ([Deposits](/deposits/#disputes-chargebacks-and-returns)): credit them with **Add**, naming the `DEP-` reference and the dispute ID in the **Reason**.',
        '- The coins a refused refund kept as paid (its N) are not a payment credit either: the finance manager gives them back with **Add**, naming the `DEP-` and "refused refund: N coins kept as paid", as [Deposits](/deposits/#check-pending-manual-deposits-every-day) step 4.5 item 5 says.',
      ),
    ],
  ],
  'restore-notifications-cover-plans-and-kyc': [
    'Extra/index.md',
    page(
      'After the restore, still in maintenance mode, sign in through the bypass link. What you redo below notifies players again at `up`: switch off "Deposit successful", "Deposit failed", "Deposit refunded", "Contest cancelled", "Withdrawal approved", "Withdrawal paid" and "Withdrawal rejected" in [Notification Settings](/Settings/User%20Settings/Notification%20Settings) now.',
    ),
  ],
  'restore-lost-pending-request-told': [
    'Extra/index.md',
    page(
      '- **Approved** in the export and made after the backup: it is gone too. Ask the payout officer whether the money has left.',
    ),
  ],
  's3-sync-credentials': [
    'Settings/Integration Settings/Service.md',
    page(
      '2. Copy the files already uploaded, keeping the same paths (for a non-AWS provider, add `--endpoint-url` with the **Endpoint** value):',
    ),
  ],
  'timezone-change-says-what-to-tell': [
    'Settings/System Setting/General.md',
    page('1. Check [Contests](/Mange%20Contests/Contests) for contests that are **Upcoming** or **Live**.'),
  ],
  'daily-check-listed-deposit-never-credited': [
    'deposits/index.md',
    page(
      "8. At Mercado Pago, Mollie and NOWPayments, list the payments that became paid (`approved`, `paid`, `finished`) since your last check, and search each one's `DEP-` reference (external reference, `order_id`) here. A **Failed** one lost its late notification, and QuizNest does not check it again: click **Mark as Successful** with the provider's payment ID in the note.",
    ),
  ],
  'held-reject-joins-running-list': [
    'payment-gateways/sslcommerz.md',
    page(
      'SSLCommerz has already captured the money, so if you reject it, refund the payment in the SSLCommerz merchant panel first, then click **Mark as Failed** with the refund reference in the note.',
    ),
  ],
  'lookup-widens-filters': [
    'deposits/index.md',
    page(
      '### Disputes, chargebacks and returns',
      '',
      "1. Search **Deposits** for the provider's transaction ID, or the `DEP-` reference, and open the deposit.",
    ),
  ],
  'refund-check-allows-withdrawn-coins': [
    [
      'deposits/index.md',
      page(
        "Check: the deposit is **Refunded**, and the player's free balance covered the deposit's **Coins** before you marked it (the balance is not negative, unless the player had already spent coins, see below), with no more requests rejected than that took.",
      ),
    ],
    // read32 ops 2: spent coins no longer excuse a negative balance
    [
      'deposits/index.md',
      page(
        "Check: the deposit is **Refunded**, and the player's free balance covered the deposit's **Coins** before you marked it (the balance is not negative, unless the player had already spent or withdrawn coins whose money has left, as step 1 allows), with no more requests rejected than that took.",
      ),
    ],
  ],
  'daily-check-payments-filters': [
    'deposits/index.md',
    page(
      '6. Subscription charges are listed only on [Payments](/Payments/): set **Type** to **Subscription** and **Status** to **Pending**, and decide the held PayPal and Authorize.Net `SUB-` charges the same way.',
    ),
  ],
  'sandbox-test-list-on-staging': [
    [
      'payment-gateways/sslcommerz.md',
      page(
        '1. Register the webhook URL as the IPN URL of the sandbox store.',
        '2. Enter the sandbox **Store ID** and **Store Password**, set **Mode** to **Sandbox** and **Status** to **Enabled**.',
      ),
    ],
    [
      'payment-gateways/stripe.md',
      page(
        'With **Mode** set to **Sandbox** and sandbox keys saved, set **Status** to **Enabled** and save. Make a deposit from a player account on the client website. On the Checkout page, use any future expiry date, any three-digit CVC and any postal code:',
      ),
    ],
    [
      'payment-gateways/razorpay.md',
      page(
        'With **Mode** on **Sandbox** and test keys saved, set **Status** to **Enabled** and save. Open the deposit page on the client website and choose Razorpay. Test mode shows a mock bank page instead of a real bank:',
      ),
    ],
    [
      'payment-gateways/paystack.md',
      page(
        'Switch **Mode** to **Sandbox**, set **Status** to **Enabled**, save the test keys, and make a deposit on the client website. On the Paystack checkout:',
      ),
    ],
    [
      'payment-gateways/flutterwave.md',
      page(
        'With **Mode** on **Sandbox** and test keys saved, set **Status** to **Enabled** and save. Start a deposit on the client website and pay on the Flutterwave page with a test card:',
      ),
    ],
    [
      'payment-gateways/mollie.md',
      page(
        'To test, set **Mode** to **Sandbox** with the `test_` key, set **Status** to **Enabled**, save, and make a deposit on the client website.',
      ),
    ],
    [
      'payment-gateways/paytm.md',
      page(
        'With **Mode** on **Sandbox** and the staging credentials saved, set **Status** to **Enabled** and save. Make a deposit on the client website and choose Paytm.',
      ),
    ],
  ],
  'deposits-names-both-adjust-exceptions': [
    [
      'deposits/index.md',
      page(
        'A deposit is credited at most once. Never credit a payment with **Adjust Balance**.',
        '',
        "| The payment's `DEP-` deposit no longer exists after a backup restore | Credit it with **Adjust Balance** (**Add**) on the player's profile. |",
      ),
    ],
    // diff40 money 1: the coins a refused refund kept as paid not named
    [
      'deposits/index.md',
      page(
        "The one exception is a dispute you won: its coins come back with **Adjust Balance** **Add** ([Users](/Mange%20User/Users#adjusting-a-coin-balance), [Disputes](#disputes-chargebacks-and-returns)). A payment lost in a backup restore is not the deposit confirmer's to credit: it goes to the finance manager alone, who keeps the [restore's tab](/Extra/#the-restore-tab).",
      ),
    ],
    // diff41 money 6: a second "exception" that is not one
    [
      'deposits/index.md',
      page(
        "The one exception is a dispute you won: its coins come back with **Adjust Balance** **Add** ([Users](/Mange%20User/Users#adjusting-a-coin-balance), [Disputes](#disputes-chargebacks-and-returns)). So do the coins a refused refund kept as paid ([daily check](#check-pending-manual-deposits-every-day) step 4.5 item 5): no payment credit. A payment lost in a backup restore is not the deposit confirmer's to credit: it goes to the finance manager alone, who keeps the [restore's tab](/Extra/#the-restore-tab).",
      ),
    ],
  ],
  'test-not-successful-no-go-live': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '3. As soon as it is **Successful**, or after 10 minutes if it is not, set **Status** to **Disabled** and click **Save**. Check: no gateway is **Enabled** in **Sandbox** mode.',
      '4. Click **Save** once, for steps 2 and 3 together. Then make one real deposit of the **Minimum Amount** and check that it turns **Successful**.',
    ),
  ],
  'redis-password-rotated-with-both-valid': [
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '- To rotate it, change the password on the Redis server, enter the new one here and click **Save**, then restart the workers.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        'Redis 6 and newer (Ubuntu 22.04 and 24.04 ship it) accept two passwords at once, so add the new one first:',
        '',
        '1. On the Redis server, start `redis-cli` and type `AUTH OLD`, then `ACL SETUSER default >NEW`, at its prompt.',
        '2. Type `NEW` in **Redis Password**, click **Save**, cache the configuration again and restart the workers.',
        '',
        'For a wrong password, type the one Redis accepts as `REDIS_PASSWORD`.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        "Redis with no password yet (**Redis Password** empty) has no overlap: it refuses a password until it has one, and every connection without it from then on. Set one in a quiet minute: start `redis-cli` on the Redis server, type `NEW` in **Redis Password** and click **Save**, then at once `ACL SETUSER default >NEW` at the prompt (the panel answers `500` in between), then do step 2's cache and restart, step 3's check and its `requirepass NEW`.",
        '',
        '1. On the Redis server, start `redis-cli` and type `AUTH OLD`, then `ACL SETUSER default >NEW`, at its prompt.',
        '2. Type `NEW` in **Redis Password**, click **Save**, cache the configuration again and restart the workers.',
        '',
        'Undo: until step 3, type the old password back and click **Save**.',
        '',
        'the newest `laravel*.log` under `admin/storage/logs/` shows `Connection refused` (`WRONGPASS` or `NOAUTH` for a wrong Redis password). For a wrong password, type the one Redis accepts as `REDIS_PASSWORD`.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '`NEW` below is a new long random password, such as the output of `openssl rand -hex 32`. Redis with no password yet (**Redis Password** empty) has no overlap: it refuses a password until it has one, and every connection without it from then on. Set one in a quiet minute:',
        '',
        '1. Start `redis-cli` on the Redis server.',
        '2. Type `NEW` in **Redis Password** and click **Save**. Pages that use a Redis cache or sessions may answer `500` until step 3.',
        '3. At once, type `ACL SETUSER default >NEW` at the `redis-cli` prompt.',
        '4. Cache the configuration again and restart the workers ([When a change takes effect](#when-a-change-takes-effect)), check as step 3 of the next list does, and set `requirepass NEW` in `/etc/redis/redis.conf`.',
        '',
        "Undo, if step 3 cannot follow at once (the prompt closed, or Redis runs on another machine or at your host), empty `REDIS_PASSWORD=` in `admin/.env` by hand and run `config:clear` in your platform's form, as in [Clear and rebuild the caches](#clear-and-rebuild-the-caches).",
        '',
        'Undo (a Redis that already had a password): until step 3, type the old password back and click **Save**.',
        '',
        'the newest `laravel*.log` under `admin/storage/logs/` shows `Connection refused` (`WRONGPASS`, `NOAUTH`, or `ERR AUTH ... called without any password configured` for a wrong Redis password). For a wrong password, type the one Redis accepts as `REDIS_PASSWORD` (empty for a Redis without one).',
        '',
        '1. On the Redis server, start `redis-cli` and type `AUTH OLD`, then `ACL SETUSER default >NEW`, at its prompt.',
        '2. Type `NEW` in **Redis Password**, click **Save**, cache the configuration again and restart the workers.',
      ),
    ],
  ],
  'staging-copy-clears-settings-cache': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`. The copied gateway secrets can no longer be decrypted, so the copy's forms show them empty.",
    ),
  ],
  'withdraw-view-for-payout-questions': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      '- Payout details are personal data. Give the **Withdraw** permissions only to the people who pay out, with [Roles](/Admin%20Users/Role).',
    ),
  ],
  'restore-target-as-table': [
    'Extra/index.md',
    page(
      "A player's target is the **Balance After** of their latest line in the Coin Log export (held coins excluded, as in the profile's **Balance**), plus the coins of their lost requests whose money has not left, the fee of each seat the last two contest cases undid or cancelled, and any payment the provider shows paid and not refunded that the export does not show **Successful**.",
    ),
  ],
  'own-role-edit-widens-access': [
    'Admin Users/Admin.md',
    page(
      'You cannot change the role of your own account; another admin with the **Admin** edit permission must do it. This prevents anyone from granting themselves more access.',
    ),
  ],
  'coin-rate-liability-counts-held-coins': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        'Work out the liability first (total coins held by players ÷ new rate, against ÷ old rate) and prefer never changing the rate after launch.',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        'Work out the liability first (balances plus coins held by open withdrawals, ÷ new rate against ÷ old rate).',
        '**Pending** withdrawals need no settling: they keep the rate they were requested at, but after a lowering a request you reject gives back its coins at the new value.',
        '2. When you *raise* the rate, announce it in advance: the money value of coins falls on the day you save.',
        '3. Plan the window as in [Plan a maintenance window](/Settings/System%20Setting/Maintenance%20Mode#plan-a-maintenance-window) (no **Live** contest, no registration closing in it), announcing it without naming the rate change.',
      ),
    ],
  ],
  'ban-step1-says-what-payout-officer-hears': [
    'Mange User/Users.md',
    page(
      "| 1. Open the profile, click **Ban**. At once, send the contest publisher and the payout officer the **Upcoming** and **Live** contests on the profile's **Contests** tab, and tell the payout officer. | Finance manager | **Ban users** | First |",
    ),
  ],
  'recaptcha-test-account-deleted': [
    'Settings/Integration Settings/Extensions.md',
    page(
      '3. Sign up with a test account, then sign out and **Sign in** with an existing account: both must go through.',
    ),
  ],
  'extra-cache-store-hard-restart': [
    'Extra/index.md',
    page(
      'After changing `QUEUE_CONNECTION` or mail settings, also restart the queue worker (see [Queue Monitor](#queue-monitor)).',
    ),
  ],
  'extra-backup-import-cpanel-form': [
    'Extra/index.md',
    page(
      'step 2 checks the file and imports it with `gunzip < quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest`, and step 3 is skipped.',
    ),
  ],
  'new-server-restore-settles-before-opening': [
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        'When the server is gone, install a new one and restore the archive into it. The new database is still empty and no worker or scheduler runs yet, so there is nothing to stop, pause or drop.',
        '',
        '6. Follow steps 13 to 15 of the VPS guide: the queue worker, the scheduler and the client.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        '5. Enter maintenance mode, bring the schema up to the code (`grep -c` must print `0`), create the storage link and the caches of step 12, then delete the `allow` and `deny` lines from `quiznest-admin.conf` and run `sudo nginx -t && sudo systemctl reload nginx`:',
        '',
        "7. Through the bypass link, redo the money, accounts and settings changed since the archive, as in step 5 of [Restore the platform](#restore-the-platform), switch back on any notifications you switched off (Extra's check), run `cd /var/www/quiznest/admin && sudo -u www-data php artisan up`, and only then follow steps 14 and 15: the scheduler and the client (15 only with the client on this server). Then follow step 7 of Restore the platform: the noted credits.",
        '',
        "4. Point `admin.example.com` (and the client's names, if this host serves the client) at the new host: AutoSSL needs them. Point each A record at the new host's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none. Once the DNS check of the guide's **Before you start** shows only the new addresses, in step 7 of the cPanel guide run only item 1 (**Run AutoSSL**) and remove the four lock lines of step 2: the archive holds the **Super Admin**. Follow all of step 8 except the scheduler's cron job: the storage link, the worker, the permission block and **Force HTTPS Redirect**.",
        "5. Through the bypass link, redo the money, accounts and settings changed since the archive, as in step 5 of [Restore the platform](#restore-the-platform), switch back on any notifications you switched off (Extra's check), run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 and set up the client. Then follow step 7 of Restore the platform: the noted credits.",
      ),
    ],
  ],
  'restore-migrates-after-import': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        '4. Rebuild the caches and start the worker, still in maintenance mode (the worker waits until step 6 to send mail):',
        '',
        ...code(
          'bash',
          'sudo -u www-data php artisan optimize:clear',
          'sudo -u www-data php artisan config:cache',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        '4. Still in maintenance mode, bring the schema up to the running code (an archive from before the last update lacks its migrations; `grep -c` must print `0`), rebuild the caches, empty the restored queue and its failed jobs (the live site sent them after the archive) and start the worker, which waits until step 6 to send mail:',
        '',
        '   ```bash',
        '   sudo -u www-data php artisan optimize:clear',
        '   sudo -u www-data php artisan migrate --force',
        '   sudo -u www-data php artisan migrate:status | grep -c Pending',
        '   ```',
        '',
        '5. Before anyone else gets in, open the bypass link.',
      ),
    ],
  ],
  'pre-update-backups-folder-private': [
    'post-installation.md',
    page(
      '2. Back up:',
      '',
      ...code(
        'bash',
        'mkdir -p ~/backups',
        'tar -czf ~/backups/quiznest-files-pre-update.tar.gz storage/app .env',
      ),
    ),
  ],
  'domain-undo-standalone-application-url': [
    'post-installation.md',
    page(
      '   - **cPanel**: roll back the client as its page shows (the previous build carries the old address rules).',
    ),
  ],
  'rollback-check-expects-previous-version': [
    'post-installation.md',
    page(
      '3. Rebuild the caches and start the worker again as in step 5 without `migrate`, and check the site as in step 6, still in maintenance mode.',
    ),
  ],
  'domain-change-nginx-files-shown': [
    'post-installation.md',
    page(
      '   **VPS.** Create `/etc/nginx/sites-available/quiznest-admin-net.conf` with the `quiznest-admin.conf` block of step 10 without its two lock lines (`allow`, `deny all;`), with `server_name admin.example.net;`, and `/etc/nginx/sites-available/quiznest-client-net.conf` with the two `quiznest-client.conf` blocks of step 10, `server_name www.example.net;` with `return 301 https://example.net$request_uri;` in the first and `server_name example.net;` in the second.',
    ),
  ],
  'cpanel-server-check-names-php-binary': [
    'common-requirements.md',
    page(
      "Run these commands on the server, as the user that will run QuizNest: your deploy user on a VPS, your account in cPanel **Terminal** (where `php` may be the server's default version: check `/usr/local/bin/ea-php83 -v` for the version you chose in **MultiPHP Manager**).",
    ),
  ],
  'ubuntu-2204-way-off-shown': [
    'common-requirements.md',
    page(
      '| Ubuntu (VPS) | 22.04 LTS | Supported by the VPS guide and `install.sh`. | April 2027 (end of standard support) |',
    ),
  ],
  'install-sh-mysql-hardening-no-root-password': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '   3. **MySQL**: run `sudo mysql_secure_installation` as in [step 6](/installation-guide/server-setup/vps#step-6-create-the-database).',
    ),
  ],
  'refunded-failed-deposit-never-marked-successful': [
    'Payments/index.md',
    page(
      '| A payment at the provider is missing here, or is **Pending** or **Failed** here | The webhook never arrived and the reconciliation check gave up after 24 hours. | Find it by transaction id on [Deposits, filters widened](/deposits/#the-deposit-list-and-its-filters), click **Check Status**, or **Mark as Successful** after checking the provider. The player gets the coins they paid for. |',
    ),
  ],
  'running-list-none-may-stay-credited': [
    [
      'deposits/index.md',
      page(
        '7. Set **Status** to **All** and search each reference on that list: none is ever credited again. A **Successful** one was credited by a late webhook.',
      ),
    ],
    // diff41 money 5: step 7 read on the "searched" tab too
    [
      'deposits/index.md',
      page(
        "7. Search each line's `DEP-` (or `SUB-`) reference (never a refund hold line; not on a restore's tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Search a reference while its invoice or payment is open at the provider (a returned Coinbase payment: for 30 days), and keep its line for good: it is the refund's record.",
      ),
    ],
    // decision bank tab: return lines left the main tab; step 7 names hold lines only
    [
      'deposits/index.md',
      page(
        '7. Search the `DEP-` (or `SUB-`) of each refund line (never a hold line or a return line; its main tab, never a restore\'s or the "searched" tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Search a reference while its invoice or payment is open at the provider (a returned Coinbase payment: for 30 days), and keep its line for good: it is the refund\'s record.',
      ),
    ],
  ],
  'price-formula-rounds-charge-first': [
    'payment-gateways/overview.md',
    page(
      "The player pays (amount + **Fixed Charge** + amount × **Percent Charge** ÷ 100) × **Conversion Rate**, rounded to the currency's smallest unit (whole yen or Chilean pesos), and receives amount × coin rate coins, rounded down.",
    ),
  ],
  'close-test-filters-tested-gateway': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '3. On [Deposits](/deposits/), set the **Mode** filter to **Sandbox** (it shows **Live** only by default) and **Status** to **Pending**, and click **Mark as Failed**, with a note, on every test deposit still **Pending**.',
    ),
  ],
  'partial-refund-coins-share-of-payable': [
    'deposits/index.md',
    page(
      "3. Subtract the coins of the refunded part with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the `DEP-` reference and the provider's refund id in the **Reason**.",
    ),
  ],
  'authorize-net-hold-reserved-not-captured': [
    'deposits/index.md',
    page(
      '| PayPal capture on hold (capture status `PENDING`), Authorize.Net `fraud.held` | Not protected from expiry: turns **Failed** after 24 hours, and the player is told "Deposit failed" although the money was taken | Decide it at the provider within the day |',
    ),
  ],
  'gateway-small-wordings-read11': [
    'payment-gateways/mercado-pago.md',
    page(
      '- [ ] A real deposit paid by Pix or card became **Successful**, and you refunded it from Mercado Pago.',
    ),
  ],
  'coin-rate-held-deposits-through-daily-check': [
    'Settings/Finance Settings/Currency.md',
    page(
      '   - open [Deposits](/deposits/), set **Status** to **Pending**, **Mode** to both and **Date** to **Custom** from the day you enabled your first gateway, and decide every deposit listed, manual ones included: paid (checked at the provider or in your account) → **Mark as Successful** or **Approve**; not paid → **Mark as Failed** or **Reject**, with a **Reason**;',
    ),
  ],
  'restore-empties-restored-queue': [
    'post-installation.md',
    page(
      '### Restore the platform',
      '',
      '4. Still in maintenance mode, bring the schema up to the running code, rebuild the caches and start the worker, which waits until step 6 to send mail:',
      '',
      '   ```bash',
      '   sudo -u www-data php artisan view:cache',
      '   sudo systemctl start quiznest-queue',
      '   ```',
    ),
  ],
  'restore-cancels-sent-campaigns-redoes-subscriptions': [
    'Extra/index.md',
    page(
      '- Note the contests whose **Registration Closes At**, **Start Time** or **End Time** fell since the backup, the accounts deleted since then, and the deposits marked **Failed** or rejected since then.',
    ),
  ],
  'quiz-coin-reward-needs-quiz-settings-edit': [
    'Mange Quizzes/Quizzes.md',
    page(
      '| **Coins per Correct Answer** | Coins a player earns for each correct answer in this quiz. Leave empty to use the value in [Coin Settings](/Settings/Quiz%20Settings/Coin%20Settings). | Empty (use Coin Settings) |',
    ),
  ],
  'kyc-rejected-reverified-by-new-submission': [
    'withdraw/index.md',
    page(
      'Ban the account while you investigate ([Users](/Mange%20User/Users)), then either verify the player again, if the documents hold up, and click **Mark as Paid**, or have a Super Admin record the payout on the **Approved** request with **Mark as Paid** and its **Payout Reference** (**Approve** stays disabled for everyone).',
    ),
  ],
  'restore-box-scheduler-reason-not-cpanel-only': [
    'Extra/index.md',
    page(
      "Before you restore, put the site in maintenance mode and pause the scheduler, as the first step of [Restore the platform](/post-installation#restore-the-platform) does (on cPanel it comments out only QuizNest's cron lines; the scheduler keeps running in maintenance mode), then export what changed since the backup.",
    ),
  ],
  'bucket-move-cpanel-rclone': [
    [
      'Settings/Integration Settings/Service.md',
      page('   ```bash', '   cd admin', '   aws s3 sync storage/app/public s3://quiznest-uploads', '   ```'),
    ],
    // read30 settings 3: the uploads remote used but never created
    [
      'Settings/Integration Settings/Service.md',
      page(
        '   cPanel has no `aws`. Use the first of these your host allows, here and in step 5:',
        '',
        "   - **rclone on the server**: with the `~/bin/rclone` of the [nightly backup](/post-installation#keep-a-copy-off-the-server) and an `s3` remote named `uploads` for the bucket's key and endpoint, run `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`.",
        "   - **SFTP**: Inside that `public` folder, after `aws configure` with the bucket user's key (or an `s3` remote named `uploads`), run `aws s3 sync . s3://quiznest-uploads`.",
        '',
        'Check: a new upload lands in the bucket. Undo: (cPanel: `~/bin/rclone copy uploads:quiznest-uploads storage/app/public`; without rclone, copy the bucket down).',
      ),
    ],
    // read33 settings 10: q typed at a prompt rclone asks after the endpoint
    [
      'Settings/Integration Settings/Service.md',
      page(
        "   - **rclone on the server**: with the `~/bin/rclone` of the [nightly backup](/post-installation#keep-a-copy-off-the-server), create the remote as that page creates `offsite`: `~/bin/rclone config`, `n` for a new remote named `uploads` of the type `s3`, your provider, then the bucket user's access key, secret key, region and **Endpoint** at its prompts (never on the command line), `q`, and `~/bin/rclone config update uploads no_check_bucket true`. Then run `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`.",
      ),
    ],
  ],
  'ban-disqualify-on-results-row': [
    'Mange User/Users.md',
    page(
      "| 4. **Contests ended, not yet paid**: on the profile's **Contests** tab, **Disqualify** the player before **Approve & Pay**. | Payout officer | **Pay prizes** | Same day |",
    ),
  ],
  'facebook-takeover-names-who': [
    'Settings/User Settings/Social Login.md',
    page(
      'Unlinking Facebook alone does not help: the next Facebook sign-in with the same address links the account again. Act on the account. The ban stops the attacker at once.',
    ),
  ],
  'planned-move-old-site-stopped-before-fresh-backup': [
    'post-installation.md',
    page(
      '### Restore onto a new server',
      '',
      'When the server is gone, restore the archive into a new one. 1. Follow steps 1 to 5 of the VPS guide. 2. Fetch and unpack the newest archive.',
    ),
  ],
  'installer-lock-403-cloudflare-proxy': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '   2. Open `https://admin.example.com/install`. A `403 Forbidden` means your browser comes from another address (often IPv6): add it as a second `allow` line.',
    ),
  ],
  'ssh-offsite-copy-pulled-not-pushed': [
    'post-installation.md',
    page(
      'Instead of object storage, a VPS can push the archives to another server that you control, over SSH with a key of `root` that has no passphrase: `rsync -a /var/backups/quiznest/ backup@198.51.100.7:quiznest/`.',
    ),
  ],
  'restore-drill-runs-migrate': [
    'post-installation.md',
    page(
      '3. Restore it as in steps 2 and 3 of Restore the platform. Then run the four cache lines of step 4, without starting the worker.',
    ),
  ],
  'cpanel-restore-without-rclone': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        '   ~/bin/rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz ~/restore/',
        '',
        '### Restore onto a new server',
        '',
        '   ~/bin/rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz ~/restore/',
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "   Then put the archive in by one of: the `rclone` line below (`~/bin/rclone ls quiznest-crypt:` lists the archives), a copy from `~/backups` (kept `KEEP_DAYS` days), or an upload from the machine that pulls the archives (to your computer, then **Upload** into `~/restore` in **File Manager**). Unpack it with the `tar` line, put the site in maintenance mode, and pause QuizNest's three cron jobs (the scheduler, the queue worker and the nightly backup), which would otherwise run on a database being replaced: save the account's crontab to a file and comment out its `quiznest/admin` and `quiznest-backup` lines, leaving the account's other jobs running (step 6 puts the file back):",
        '',
        '### Restore onto a new server',
        '',
        '   Then put the newest archive in by one of: the `rclone` line below (set up `rclone` first as in [Keep a copy off the server](#keep-a-copy-off-the-server), but typing the two stored passwords: `y`, never `g`), or an upload from the machine that pulls the archives (to your computer, then **Upload** into `~/restore` in **File Manager**). `~/bin/rclone ls quiznest-crypt:` lists the archive names in clear: none, or `Skipping undecryptable file name`, means a wrong password. Unpack the archive, check the dump and read the database password the site used:',
      ),
    ],
  ],
  'domain-change-vercel-domain-added-with-dns': [
    [
      'post-installation.md',
      page(
        "1. Point the new names at the server: **A** records for `admin.example.net`, `example.net` and `www.example.net` (on Vercel, the client's names get the records Vercel lists).",
      ),
    ],
    // read32 installA 4: at step 1 no Vercel project lists any record yet
    [
      'installation-guide/server-setup/vps.md',
      page(
        '| 1 | Create and check the records for `admin.example.com` only. `example.com` and `www.example.com` get the records that Vercel lists. |',
      ),
    ],
  ],
  'install-sh-page-verify-before-removal': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '## Finish the installation',
      '',
      '   2. After `--skip-ssl`, wait until the re-run below has issued the certificates.',
      '',
      '## Re-running the script',
      '',
      '## Remove what the script installed',
      '',
      '## Verify the installation',
      '',
      '## Troubleshooting',
    ),
  ],
  'coin-rate-typo-caught-before-reopening': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '4. Open **Settings > Finance Settings > Currency**, enter the new **Coin Rate** and click **Save**, then apply the changes you prepared to Coin Settings and to the contests nobody has joined, set the gateways you disabled back to **Enabled**, and leave maintenance mode.',
        '',
        'Check: in a private window, the deposit page of the client app shows the coins of the new rate for a `1.00` amount. Undo: undoing a raise is a lowering: follow step 3 in full (gateways **Disabled**, every **Pending** deposit decided) before you save the old rate, and correct deposits credited at a mistyped rate with **Adjust Balance** (**Subtract**), naming the `DEP-` reference. Undoing a lowering is a raise: it needs no settling, but tell players why.',
      ),
    ],
    // read33 settings 3: step 4 ran once, so a window deposit completing later stayed at the mistyped rate
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '9. Open **Settings > Finance Settings > Currency**, enter the new **Coin Rate** and click **Save**. Reload the page and compare the saved **Coin Rate** with the rate you planned: go on only if they match. Then apply the changes you prepared to Coin Settings and to the contests nobody has joined, set the gateways you disabled back to **Enabled**, and leave maintenance mode.',
        '',
        '2. Withdrawal requests made since the mistyped save keep the mistyped rate: have the payout officer (send them the **Bypass Link**) reject each with the **Reason** `Coin rate corrected, please request again` (**Pending** and **Approved** ones whose money has not left; the coins come back).',
        '4. Correct each deposit credited at the mistyped rate by the difference with **Adjust Balance** (**Subtract** or **Add**), naming the `DEP-` reference, and tell players why.',
      ),
    ],
  ],
  'sub-charge-late-payment-found-on-payments': [
    'deposits/index.md',
    page(
      "8. At Mercado Pago, Mollie and NOWPayments, list the payments that became paid (`approved`, `paid`, `finished`) since your last check, and search each one's `DEP-` reference (external reference, `order_id`) here. A **Failed** one lost its late notification, and QuizNest does not check it again: click **Mark as Successful** with the provider's payment ID in the note, unless it was marked **Failed** with a refund reference (step 7).",
    ),
  ],
  'coinbase-no-sandbox-is-quiznest-form': [
    'payment-gateways/coinbase-commerce.md',
    page(
      '| **Mode** | Always **Live**: Coinbase runs checkouts in production only, with no sandbox | `Live` |',
      '',
      'Coinbase offers no test environment for checkouts, so the test is a real payment:',
    ),
  ],
  'where-is-my-money-expired-not-held': [
    'Payments/index.md',
    page(
      '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | Look up the payment at the provider; if it was taken, mark it successful. If not, no money was taken. |',
    ),
  ],
  'daily-check-held-deposits-link-their-pages': [
    'deposits/index.md',
    page(
      '4. In the same list, decide the SSLCommerz deposits with the note "risk review" and the NOWPayments deposits with the note "partially paid": they never expire either.',
    ),
  ],
  'live-test-amounts-name-the-charge': [
    'payment-gateways/instamojo.md',
    page(
      "- [ ] You made one real payment of the **Minimum Amount** (1.00 USD, ₹88 at a **Conversion Rate** of `88`; never below Instamojo's ₹9), saw it credited.",
    ),
  ],
  'flutterwave-wrong-amount-refunded': [
    'payment-gateways/flutterwave.md',
    page(
      '**Player charged but the deposit was not credited** Compare the transaction in the Flutterwave Dashboard with the deposit and, if the right amount arrived, click **Mark as Successful** on the deposit in [Deposits](/deposits/).',
    ),
  ],
  'coin-rate-lowering-leaves-no-manual-deposit-pending': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   - open [Deposits](/deposits/), set **Status** to **Pending**, **Mode** to both and **Date** to **Custom** from the day you enabled your first gateway, and decide every deposit listed, manual ones included, as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day): a "risk review" or "partially paid" one is refunded before **Mark as Failed** and goes on the running list;',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "7. Decide these deposits, each as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day); none stays **Pending** except 7.2's:",
        '   - **Raise:** the manual deposits only (7.1).',
        '',
        "   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it with the **Reason** `Rate change: once the site reopens, submit this transfer again as a new deposit with the same transfer reference. Do not send the money again: money with no deposit 3 days after it arrives is returned.` When its money arrives, approve the player's new deposit (new-rate coins). The rejected deposit stays **Failed**.",
      ),
    ],
    // tidy51 2: Money's sentence lacked the part payment that Currency's 7.1 has
    [
      '../CONTENT_GUIDE.md',
      page(
        '  none of them is left **Pending** (a manual one is approved if its transfer arrived, else rejected',
        '  with a **Reason** asking the player to submit the same transfer again as a new deposit once the site',
      ),
    ],
  ],
  'coin-rate-change-names-its-role': [
    [
      'Settings/Finance Settings/Currency.md',
      page('Your route: a **raise** does steps 1, 2, 3, 5, 6, 7.1 and 9; a **lowering** does every step.'),
    ],
    // diff51 3: the deposit confirmer was given 7.1 to 7.3 inside maintenance mode, with no bypass link
    [
      'Settings/Finance Settings/Currency.md',
      page(
        'A Super Admin runs this procedure; where you separate roles, a deposit confirmer does 7.1 to 7.3 ([Roles](/Admin%20Users/Role)).',
        '',
        'Your route: a **raise** does steps 1, 2, 3, 5, 6, 7.1 and 9; a **lowering** does every step.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "- Currency's coin-rate change (its settling: Money below) is run by a Super Admin; where roles are separated, a",
        '  deposit confirmer does 7.1 to 7.3.',
      ),
    ],
  ],
  'queue-clear-forced-in-production': [
    'post-installation.md',
    page(
      '   ```bash',
      '   sudo -u www-data php artisan queue:clear',
      '   sudo -u www-data php artisan queue:flush',
      '   ```',
    ),
  ],
  'staging-copy-artisan-server-forms': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "A copied site folder also still points at production's database, so every setting you change there changes production until the copy has its own database. Before the copy's cron job or queue worker first runs:",
    ),
  ],
  'custom-css-edit-is-player-account-access': [
    'Settings/Theme Settings/Custom Css.md',
    page(
      '## Security notes',
      '',
      'This page holds no secrets, and CSS cannot run scripts, but it controls what players see:',
      '',
      '- CSS can hide or restyle anything. Give **Edit** on **Theme Settings** only to people you trust with the look of the site.',
    ),
  ],
  'private-uploads-listed-in-one-place': [
    'Settings/Integration Settings/Service.md',
    page(
      'KYC documents and files attached to withdrawal requests are private: they always stay on the admin server in `admin/storage/app/private`, whatever the **Driver**.',
    ),
  ],
  'database-backup-before-maintenance-mode': [
    'Extra/index.md',
    page(
      '**Create backup** exports the database. The export runs on the queue, so the list shows **Running** until the file is **Ready**.',
    ),
  ],
  'robots-staging-mode-never-on-production': [
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '| **Staging Mode** | **On** replaces the content with a file that blocks every crawler. | **Off** | The content you wrote is kept and returns when you switch it off. |',
      ),
    ],
    // read32 settings 5: both blocks named, not which one protects
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '| **Staging Mode** | **On** replaces the content with a file that blocks every crawler, and adds a `noindex` robots meta tag to every page of the client. | **Off** | Never **On** on production: the site drops out of search results within days. Your content returns when you switch it off. |',
      ),
    ],
  ],
  'home-day-to-day-row-lists-deposits': [
    'home.md',
    page(
      '| Run the platform day to day | [Dashboard](/dashboard/), [Withdraw](/withdraw/), [Support Ticket](/category/support-ticket) and [Admin Users](/category/admin-users) |',
    ),
  ],
  'subscription-refund-filters-widened': [
    'Subscription/index.md',
    page(
      "2. In [Payments](/Payments/), open the `SUB-...` charge and click **Mark as Refunded**, with the provider's refund id and a reason.",
    ),
  ],
  'free-balance-defined-at-first-use': [
    'deposits/index.md',
    page(
      "   2. **Reject**, with a **Reason**, requests whose money has not left your account, newest first, until the player's free balance covers the deposit's **Coins**; leave the others open.",
    ),
  ],
  'contest-publisher-generate-with-ai': [
    'Admin Users/Role.md',
    page(
      '### Contest publisher',
      '',
      '- **Manage Contests > Contests**: View, Create, Edit, **Cancel contests**',
      '',
      '### Read-only auditor',
    ),
  ],
  'install-sh-two-passes-lock-before-certificate': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '`ls` shows `admin`, `client` and `install.sh`; if it shows one folder, `cd` into it. Then run the script:',
      '',
      '```bash',
      'sudo bash install.sh',
      '```',
    ),
  ],
  'install-sh-admin-only-never-reruns': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '   2. After `--skip-ssl`, wait until [the re-run](#re-running-the-script) has issued the certificates: over HTTP the **Super Admin** password would travel in clear text.',
    ),
  ],
  'planned-move-firewall-open-before-hosts-check': [
    'post-installation.md',
    page(
      "2. Build the new server from last night's archive with DNS left alone: steps 1 to 3 of the VPS tab above without steps 1 (DNS) and 11 (Certbot) of the VPS guide, or steps 1 and 2 of the cPanel tab.",
    ),
  ],
  'planned-move-old-server-webhooks-and-backup-job': [
    [
      'post-installation.md',
      page(
        '3. At a quiet hour, on the **old** server, run the backup script by hand (`sudo /usr/local/sbin/quiznest-backup`). No money moves after this archive, so there is nothing to settle.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "3. At a quiet hour, on the **old** server, enter maintenance mode and pause the worker, the scheduler and the nightly backup as in step 1 of [Restore the platform](#restore-the-platform), VPS tab (without fetching an archive), tell the payout officers to stop, and run the backup script by hand: `sudo /usr/local/sbin/quiznest-backup`. Leave the nightly job paused (that step 1 moved it to `/root/`): it would write the new server's archive names.",
        '',
        "3. At a quiet hour, on the **old** host, enter maintenance mode and pause QuizNest's three cron jobs (the scheduler, the worker and the nightly backup) with the lines of step 1 of [Restore the platform](#restore-the-platform), cPanel tab (its fetch left out), tell the payout officers to stop, and run the backup script by hand:",
        '',
        '   ```bash',
        '   cd /home/cpuser/quiznest/admin',
        '   /usr/local/bin/ea-php83 artisan down --secret="choose-a-long-random-string"',
        "   crontab -l > ~/cpuser.crontab.new && grep -q '^[^#]*quiznest/admin' ~/cpuser.crontab.new && mv ~/cpuser.crontab.new ~/cpuser.crontab && sed -E '/quiznest\\/admin|quiznest-backup/ s/^/#/' ~/cpuser.crontab | crontab -",
        '   ~/bin/quiznest-backup',
        '   mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" -N -e "SHOW TABLES" cpuser_quiznest | wc -l',
        '   ```',
        '',
        "   Note the number `wc` prints: step 4 compares with it. Leave the backup cron job commented out: it would write the new host's archive names.",
        "4. On the new host, run the blocks of step 1 of Restore onto a new server, cPanel tab, with this archive's name: `~/restore` emptied, the archive fetched (with `REMOTE=` empty, run the puller's `rsync` by hand first and upload it), unpacked and its dump checked (`grep -c` about the number step 3 noted). Then run the block of that tab's step 3: import, `storage/app` and `.env`, the two `sed` lines (`grep` shows `localhost`, the new names and no `redis`), the permission block, maintenance mode, `migrate` (`grep -c` prints `0`) and caches. The lock lines stay until step 6 here.",
      ),
    ],
    // read32 installA 2: the VPS move noted no count for step 4 to compare with
    [
      'post-installation.md',
      page(
        "3. At a quiet hour, on the **old** server, enter maintenance mode and pause the worker, the scheduler and the nightly backup, tell the payout officers to stop until step 7's `up`, and run the backup script by hand: `sudo /usr/local/sbin/quiznest-backup`. Leave the nightly job paused (that step 1 moved it to `/root/`): it would write the new server's archive names.",
      ),
    ],
  ],
  'planned-move-pulled-copy-fetch-route': [
    'post-installation.md',
    page(
      '4. On the new server, fetch and unpack that archive into an emptied `/root/restore` (`~/restore`), then follow steps 4 and 5 of the VPS tab (cPanel: step 3).',
    ),
  ],
  'static-export-options-not-allowed': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      'Apache rejects a line of `.htaccess`. Servers that do not support the `<If>` expression block fail on both `<If>` blocks of the file.',
    ),
  ],
  'cpanel-rclone-download-checked': [
    [
      'post-installation.md',
      page(
        '```bash',
        'curl -fsSLO https://downloads.rclone.org/rclone-current-linux-amd64.zip',
        "unzip -j rclone-current-linux-amd64.zip '*/rclone' && rm rclone-current-linux-amd64.zip",
        '```',
      ),
    ],
    [
      'post-installation.md',
      page(
        'Most hosts let an account run a program in its home folder; rclone is a single file. Download a pinned version with its checksums; `unzip` runs only if they match:',
      ),
    ],
    [
      'post-installation.md',
      page(
        'Most hosts let an account run a program in its home folder; rclone is a single file. Download the current release and check it against its published checksums; `unzip` runs only if they match:',
        '',
        ...code(
          'bash',
          'curl -fsSLO https://downloads.rclone.org/$V/SHA256SUMS',
          "sha256sum -c --ignore-missing SHA256SUMS && unzip -j rclone-$V-linux-amd64.zip '*/rclone' && rm rclone-$V-linux-amd64.zip SHA256SUMS",
        ),
      ),
    ],
  ],
  'key-alone-gateway-auth-error-not-other-mode': [
    'payment-gateways/flutterwave.md',
    page(
      '**"Invalid authorization key"** The **Secret Key** is wrong or belongs to the other mode. Copy it again from **Settings > API Keys** with the right mode selected.',
    ),
  ],
  'paypal-holds-without-a-button': [
    'deposits/index.md',
    page(
      '5. Decide the held payments at the provider: PayPal captures on hold in your PayPal account and Authorize.Net `fraud.held` payments in the Merchant Interface.',
    ),
  ],
  'one-pass-test-skip-names-the-deposit': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '3. As soon as it is **Successful**, or after 10 minutes if it is not, set **Status** to **Disabled** and click **Save**. Check: no gateway is **Enabled** in **Sandbox** mode. If it never did, skip step 6.',
    ),
  ],
  'bootstrap-cache-cleared-as-root': [
    'post-installation.md',
    page('```bash', 'sudo rm -f bootstrap/cache/*.php', 'ls -ld storage storage/app/private .env', '```'),
  ],
  'domain-change-addon-client-document-root': [
    'post-installation.md',
    page(
      '   - `example.net`: for a static export, keep **Share document root** ticked, so that `example.net` serves the folder of `example.com` (usually `public_html`) and its build and `.htaccess`.',
    ),
  ],
  'install-sh-config-cache-right-after-rerun': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '3. Once DNS points at the server, `sudo bash install.sh` again: it issues the certificates and keeps your lock.',
        '4. Go on with item 1.2.',
        '',
        'After the re-run without `--skip-ssl`, cache the configuration again, so that the API reads the new `https://` value of `FRONTEND_URL` and check the client:',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '4. Once DNS points at the server, `sudo bash install.sh` again. It issues the certificates, keeps your lock and switches the addresses to `https://`. Then cache the configuration, so the API reads the new `FRONTEND_URL`:',
        '',
        '   ```bash',
        '   cd /var/www/quiznest/admin && sudo -u www-data php artisan config:cache',
        '   ```',
        '',
        '5. Go on with item 1.2.',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '4. Once DNS points at the server, `sudo bash install.sh` again. It issues the certificates, keeps your lock and switches the addresses to `https://`. Then cache the configuration and restart the worker, so the API and the emails read the new addresses:',
        '',
        '   ```bash',
        '   cd /var/www/quiznest/admin && sudo -u www-data php artisan config:cache && sudo -u www-data php artisan queue:restart',
        '   ```',
        '',
        '5. Go on with item 1.2.',
      ),
    ],
  ],
  'install-lock-removal-checked-from-outside': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'When the installer finishes it writes `admin/storage/installed` and locks itself. Now remove the four lock lines from `admin/public/.htaccess`.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'When the installer finishes it writes `admin/storage/installed` and locks itself. Now remove the four lock lines from `admin/public/.htaccess`; the phone of step 2 (mobile data, Wi-Fi off) then opens `/admin/login`.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '4. Then delete the `allow` and `deny` lines from `quiznest-admin.conf` and reload Nginx as above; the phone then opens `/admin/login`.',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   3. Delete the two lines and reload Nginx, so that the panel, API and webhooks answer everyone: the phone of item 1.1 (mobile data, Wi-Fi off) then opens `/admin/login`.',
      ),
    ],
  ],
  'domain-change-admin-only-skips-client-redirect-block': [
    [
      'post-installation.md',
      page(
        "   **VPS.** Keep a copy of the old client's file for the way back (`sudo cp /etc/nginx/sites-available/quiznest-client.conf ~/quiznest-client.conf.before-move`), then replace the content of `/etc/nginx/sites-available/quiznest-client.conf`.",
        '   - **VPS**: `sudo cp ~/quiznest-client.conf.before-move /etc/nginx/sites-available/quiznest-client.conf`, then `sudo nginx -t && sudo systemctl reload nginx`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   - **VPS**: `return 302 https://example.com$request_uri;` on a line above `proxy_pass` in `/etc/nginx/sites-available/quiznest-client-net.conf`, then `sudo nginx -t && sudo systemctl reload nginx`.',
      ),
    ],
  ],
  'planned-move-build-steps-spelled-out': [
    'post-installation.md',
    page(
      "2. Build the new server from last night's archive with DNS left alone: steps 1 to 3 of the VPS tab above without step 1 (DNS) of the VPS guide and with only the `ufw` lines of its step 11 (its Certbot lines wait for step 6), or steps 1 and 2 of the cPanel tab.",
    ),
  ],
  'role-recipe-lines-grant-view': [
    'Admin Users/Role.md',
    page('- **Manage Quizzes > Quizzes**: **Generate with AI**, if contest questions are written with AI'),
  ],
  'payout-officer-never-settles-own-contest': [
    'Admin Users/Role.md',
    page(
      '**Payout officer**: reviews identity documents and pays withdrawals and prizes.',
      '',
      '- **Manage Contests > Winners**: View, **Pay prizes**',
      '- **Withdraw**: View, **Approve withdrawals**, **Mark paid**',
      '- Tick **Require two-factor authentication**.',
      '',
      ':::warning',
    ),
  ],
  'monthly-reconciliation-owner': [
    'Payments/index.md',
    page(
      '## Reconcile with a provider, month by month',
      '',
      'Do this once a month for each gateway you use, and for each withdraw method you pay through.',
    ),
  ],
  'subscription-assign-plan-handed-to-super-admin': [
    'Subscription/index.md',
    page(
      'To refund only a renewal, click **Mark as Refunded** on the renewal charge, then **Assign Plan** with the same plan and the end date the subscription had before that renewal.',
    ),
  ],
  'coin-rate-lowering-leaves-open-checkouts': [
    'Settings/Finance Settings/Currency.md',
    page(
      '   - a checkout the player had already opened can still be paid later and credit old-rate coins: accept those few as a cost, or wait until the list stays empty.',
    ),
  ],
  'winners-pay-step-names-super-admin-control': [
    'Mange Contests/Winners.md',
    page('2. Review the results as described above, and settle any dispute first.'),
  ],
  'restore-redoes-accounts-and-settings': [
    [
      'post-installation.md',
      page(
        '5. Before anyone else gets in, open `https://admin.example.com/choose-a-long-random-string` (the bypass link of step 1), sign in, and redo the money moved since the archive, as [Before and after a restore](/Extra/#before-and-after-a-restore) says from **Match the statuses** to its check.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### Match the balances',
        '',
        'A target is a start.',
        '',
        '#### Match accounts and settings',
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make). Its deposit and withdrawal decisions stay as matched. Handle a lost KYC submission as in item 5. The log misses admins' own **Profile** changes and players' **Forgot password**, so:",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### Match the balances',
        '',
        'A target is a start.',
        '',
        '#### Match accounts and settings',
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage and anything done by an account you do not trust (filter the log by **Admin**; after a break-in, the attacker's). Its deposit and withdrawal decisions stay as matched. Handle a lost KYC submission as in item 5. The log misses admins' own **Profile** changes and players' **Forgot password**, so:",
        '',
        "- Every change of the saved log is redone (but the damage and an untrusted account's), each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### Match the balances',
        '',
        'A target is a start.',
        '',
        '#### Match accounts and settings',
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage and, after a break-in, every change made after it began (*waiting* on the tab). Its deposit and withdrawal decisions stay as matched. Handle a lost KYC submission as in item 5. The log misses admins' own **Profile** changes and players' **Forgot password**, so:",
        '',
        "- Every change of the saved log is redone, except the change that caused the damage and, after a break-in, those made after it began, each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "- Every change of the saved log is redone, except the change that caused the damage, each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
      ),
    ],
  ],
  'hand-dump-written-privately': [
    'Extra/index.md',
    page(
      'To make the same backup by hand, with the database and user `quiznest`, and check it:',
      '',
      ...code(
        'bash',
        'mysqldump --single-transaction --quick --no-tablespaces -u quiznest -p quiznest > quiznest-$(date +%F).sql && gzip quiznest-$(date +%F).sql',
        'zcat quiznest-$(date +%F).sql.gz | tail -n 1',
      ),
    ),
  ],
  'restore-deposit-statuses-table': [
    'Extra/index.md',
    page(
      "- **Deposits and `SUB-` charges**: give each one the export's status with **Check Status**, **Mark as Successful**, **Mark as Refunded** (the **Refund Reference** of its **Refund** row) or **Mark as Failed** (back **Pending** but refunded: the refund reference in the note). Mark the deposits of your **Failed** list **Failed** again, with the same note.",
    ),
  ],
  'log-file-newest-not-laravel-log': [
    'Settings/Integration Settings/Extensions.md',
    page(
      "4. If either fails, set **Status** back to **Disabled** and click **Save** at once, then find the cause. A form refused with no error in the widget: the **Secret Key** is wrong (type it again) or the admin server cannot reach Google; `storage/logs/laravel.log` shows Google's answer, such as `invalid-input-secret`.",
    ),
  ],
  'reconciliation-rows-routed-by-role': [
    'Payments/index.md',
    page(
      "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | Open the deposit's **Activity** and see who confirmed it; investigate before the player withdraws the coins. |",
    ),
  ],
  'payout-officer-control-worded-alike': [
    'Mange Contests/Winners.md',
    page(
      '2. Review the results as described above, and settle any dispute first. A contest you joined with a player account of yours is approved by a Super Admin; where its **Activity** tab shows a **Disqualify** or a corrected or voided question, a Super Admin reads that tab before anyone approves ([payout officer](/Admin%20Users/Role#deposit-confirmer-and-payout-officer)).',
    ),
  ],
  'auth-error-not-another-account': [
    'payment-gateways/flutterwave.md',
    page(
      '**"Invalid authorization key"** The **Secret Key** is mistyped, was regenerated, or belongs to another account. Copy it again from **Settings > API Keys** with the right mode selected.',
    ),
  ],
  'paypal-holds-you-decide-named-once': [
    'dashboard/index.md',
    page(
      '8. Held payments: PayPal captures on hold and Authorize.Net `fraud.held` payments are not protected from expiry. Decide them at the provider within the day, then check on [Deposits](/deposits/) that the deposit turned **Successful**; otherwise it turns **Failed** after 24 hours and the player is told "Deposit failed" although the money is captured (PayPal) or reserved on the card (Authorize.Net).',
    ),
  ],
  'coin-rate-late-webhook-after-expiry': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   - leave the other deposits listed, online checkouts the player opened: they expire within 24 hours of creation, and any paid meanwhile credits old-rate coins. Accept that, or set the gateways **Disabled** the day before the window.',
      ),
    ],
    // read33 settings 3: an undo was told to accept the mistyped rate's late deposits as a cost
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "8. **Lowering only:** leave the other listed deposits alone (online checkouts the player opened, and PayPal holds that clear on PayPal's side). They expire within 24 hours of creation. One paid meanwhile can still be credited with old-rate coins when its payment completes, usually within three days, a slow payment weeks later ([Disable a gateway that has pending deposits](/Settings/Finance%20Settings/Payment%20Gateways#disable-a-gateway-that-has-pending-deposits) names them). Accept that as a cost.",
      ),
    ],
  ],
  'rollbacks-redo-money-accounts-and-settings': [
    'post-installation.md',
    page(
      'Putting the copy back erases every deposit, player, withdrawal and contest result written on 8.4. Where 8.4 no longer starts and cannot be dumped, the copy is all there is: before `up`, redo the money moved since the time of the step 2 dump as step 4 of [Roll back a failed update](#roll-back-a-failed-update) does.',
    ),
  ],
  'log-file-named-laravel-glob': [
    'payment-gateways/nowpayments.md',
    page(
      '4. Check that the deposit reaches **Successful**, and that the newest file under `admin/storage/logs/` shows no rejected IPN.',
    ),
  ],
  'log-tail-vps-root-expands-glob': [
    'Extra/index.md',
    page(
      ...code(
        'bash',
        'cd admin',
        'sudo tail -n 100 "$(ls -t storage/logs/laravel*.log | head -n 1)"   # the newest file',
      ),
    ),
  ],
  'domain-change-admin-only-reads-vps-for-admin': [
    'post-installation.md',
    page(
      'You will: add the new names beside the old ones, switch `APP_URL`, `FRONTEND_URL` and the client, then the webhooks and sign-in providers. Check: step 9. Undo: the four steps after step 11, while the old admin name is up. Each step below is split by platform (**VPS**, **cPanel**, **Vercel**); read only yours.',
      '',
      "   **VPS** (admin-only VPS, client on Vercel: skip this part; the **Vercel** paragraph below is yours). Keep a copy of the old client's file for the way back.",
    ),
  ],
  'restore-credentials-changed-outside-log': [
    'Extra/index.md',
    page(
      '#### Match accounts and settings',
      '',
      "Redo each change of the saved log (or the admins' list): bans and unbans, KYC decisions, admin accounts, roles and settings. Set admin passwords and **Reset Two-Factor** again, and ask the players whose password was reset since the backup to reset it again with **Forgot password**.",
    ),
  ],
  'restore-rotated-secrets-before-statuses': [
    'Extra/index.md',
    page(
      '#### Match accounts and settings',
      '',
      "Redo each change of the saved log (or the admins' list): bans and unbans, KYC decisions, admin accounts, roles and settings. Type rotated gateway secrets and API keys again: the restored ones are revoked.",
    ),
  ],
  'restore-activity-log-saved-by-action': [
    [
      'Extra/index.md',
      page(
        'Restoring takes the database back to the moment of the backup: deposits, withdrawals, coin movements and tickets made after it are lost, bans, KYC decisions, admin accounts and settings changed after it come back as they were.',
        '',
        '- Save the [Activity Log](/Admin%20Users/Admin#activity-log), **Date** from the same day, as screenshots or copied rows (it has no export): the restore takes it back too.',
      ),
    ],
    // read32 ops 8: quizzes, categories and plans made since the backup were lost without a word
    [
      'Extra/index.md',
      page(
        "- Screenshot [Send Notification](/Mange%20User/Send%20Notification)'s **History**, and the [Activity Log](/Admin%20Users/Admin#activity-log), **Date** from the day before the backup, one **Action** at a time: bans, deposit, withdrawal and KYC decisions, admin accounts, roles, settings, two-factor resets, contests published. Keep them private.",
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage. Its deposit and withdrawal decisions stay as matched.",
      ),
    ],
    // diff51 7 and 10: plans redone after item 1 needed them, content editors locked out, deletions unsaved
    [
      'Extra/index.md',
      page(
        "- Screenshot [Send Notification](/Mange%20User/Send%20Notification)'s **History**, and the [Activity Log](/Admin%20Users/Admin#activity-log), **Date** from the day before the backup, one **Action** at a time: bans, deposit, withdrawal and KYC decisions, admin accounts, roles, settings, two-factor resets, contests published, and quizzes, categories and plans created or edited. Keep them private.",
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage. Its deposit and withdrawal decisions stay as matched. The content editors redo its quizzes and categories, a Super Admin its plans. Handle a lost KYC submission as in item 5.",
      ),
    ],
  ],
  'hand-dump-delete-said-for-both-platforms': [
    'Extra/index.md',
    page(
      'On cPanel, the second line reads the nightly backup\'s option file: `(umask 077; mysqldump --defaults-extra-file="$HOME/.quiznest-backup.cnf" --single-transaction --quick --no-tablespaces cpuser_quiznest > ~/backups/quiznest-$(date +%F).sql && gzip ~/backups/quiznest-$(date +%F).sql)`. Delete the file once copied off the server.',
    ),
  ],
  'held-sub-charges-decided-like-deposits': [
    'payment-gateways/overview.md',
    page(
      'Some results wait for you instead: SSLCommerz payments flagged for "risk review" and NOWPayments payments marked "partially paid" stay **Pending** until you decide on [Deposits](/deposits/). They never expire: the 24-hour expiry skips them, like manual deposits.',
    ),
  ],
  'missing-row-stops-wrong-keys-first': [
    'Payments/index.md',
    page(
      "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | A Super Admin, never the deposit confirmer, opens the deposit's **Activity** to see who confirmed it and investigates, while the payout officer pays none of that player's withdrawals. |",
    ),
  ],
  'paypal-mercado-pago-sandbox-test-on-staging': [
    [
      'payment-gateways/paypal.md',
      page(
        'PayPal creates a sandbox **Personal** (buyer) and **Business** (seller) account for you.',
        '',
        '1. In the Developer Dashboard, open **Testing Tools > Sandbox Accounts**.',
        '2. Open the **Personal** account (its email ends in `@personal.example.com`) with **View/Edit account** and note the email and password.',
        '3. With **Mode** set to **Sandbox**, make a deposit on the client website, choose PayPal, and log in on the PayPal page with the sandbox personal account.',
      ),
    ],
    // read29 gateways 4: test steps that set Enabled but never say Save
    [
      'payment-gateways/bkash.md',
      page('1. Enter the sandbox credentials, set **Mode** to **Sandbox** and **Status** to **Enabled**.'),
    ],
    [
      'payment-gateways/authorize-net.md',
      page('3. Set **Mode** to **Sandbox**, paste the sandbox keys and enable the gateway.'),
    ],
    [
      'payment-gateways/coinbase-commerce.md',
      page(
        '1. Enter the API key, the webhook secret and the form values, and set **Status** to **Enabled**. Temporarily lower **Minimum Amount** to `1.00`.',
      ),
    ],
    [
      'payment-gateways/coinbase-commerce.md',
      page(
        '4. Close any withdrawal the test player opened, as in step 1 of [Refund a deposit](/deposits/#refund-a-deposit). Return the payment from Coinbase Business, then click **Mark as Refunded** on the deposit: otherwise the test player keeps real, withdrawable coins. Restore **Minimum Amount**.',
      ),
    ],
  ],
  'square-tunnel-app-url': [
    'payment-gateways/overview.md',
    page(
      "- or with a tunnel such as `cloudflared tunnel --url http://127.0.0.1:8000`, whose public HTTPS address you register as the webhook URL. Mollie, Instamojo, NOWPayments and bKash receive the webhook URL with each payment, built from `APP_URL`, so set `APP_URL` to the tunnel's address while you test them.",
    ),
  ],
  'staging-copy-coinbase-disabled-only': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '6. On the copy, set every gateway to **Disabled**, with **Mode** **Sandbox**, and **Status** **Disabled** on the **SMS** and **Push Notification** tabs of **Settings > Integration Settings > Service**.',
    ),
  ],
  'paypal-hold-reasons-common-and-any-other': [
    'payment-gateways/paypal.md',
    page(
      "- Holds that clear on PayPal's side, with no button for you: `ECHECK` (a bank-funded payment that clears in a few business days) and `PENDING_REVIEW` (PayPal's own review). Leave them and tell the player the payment is clearing. For `OTHER`, ask PayPal.",
    ),
  ],
  'daily-check-finds-released-paypal-holds': [
    'payment-gateways/paypal.md',
    page(
      'A held capture does not stop the 24-hour expiry: the held deposit turns **Failed** after 24 hours, and the player is told "Deposit failed" although PayPal has captured the money. Look for held captures in your PayPal account every day.',
    ),
  ],
  'provider-floor-usd-not-below': [
    'payment-gateways/instamojo.md',
    page(
      "Instamojo's ₹9 floor equals about 0.10 USD at this rate, so a **Minimum Amount** of `1.00` clears it comfortably.",
    ),
  ],
  'restore-target-adds-nothing-for-contests-paid-or-cancelled-since': [
    'Extra/index.md',
    page(
      '| Add | From |',
      '|---|---|',
      '| The fee of each seat undone (**End Time** not passed) or cancelled (any other contest) | Your contest list |',
    ),
  ],
  'partial-refund-further-part-by-formula': [
    'deposits/index.md',
    page(
      "5. After a partial refund, never click **Mark as Refunded** on that deposit for the rest (a second partial refund or a chargeback): it deducts the deposit's full **Coins**, so the coins already subtracted would be taken a second time. Subtract the rest, **Coins** minus the coins already subtracted, with **Adjust Balance** too, with the same `DEP-` reference and the new refund or dispute ID in the **Reason**.",
    ),
  ],
  'staff-sent-to-scheduler-and-discount-get-a-handoff': [
    'Mange Contests/Contests.md',
    page(
      'Contests depend on the scheduler: check that **Settings > System Setting > Cron Job Settings** shows a recent run before you publish one. See [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings).',
    ),
  ],
  'prize-budget-discount-as-percentage': [
    'Mange Contests/Contests.md',
    page(
      "Budget for the whole pool: check that **Minimum Seats** × (**Entry Fee** minus your largest plan's **Contest Fee Discount**) covers it, since subscribers pay less, or treat the difference as a marketing cost you accept.",
    ),
  ],
  'where-is-my-money-support-agent-hands-off': [
    'Payments/index.md',
    page(
      '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | Look up the payment at the provider. If it is completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)); a held PayPal capture or Authorize.Net hold is decided at the provider first ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 5). If there is no payment, no money was taken. |',
    ),
  ],
  'backup-tab-restore-counts-tables': [
    [
      'Extra/index.md',
      page(
        'For a file of this tab, copy it out of `storage/app/backups/` first; step 1 only pauses the site, step 2 checks the file with `zcat quiznest-2026-11-03-142501.sql.gz | tail -n 1` and imports it with `gunzip < quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest`, and step 3 is skipped: the files and `.env` on the server are current.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        "Then, its room check counting twice the unzipped file, step 2 keeps its copy of the live database and runs both its checks on the file before the `DROP`, `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | tail -n 1` and `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | grep -c '^CREATE TABLE'` (about the live count), and imports it with `gunzip < ~/backups/quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest` (on cPanel, `mysql --defaults-extra-file=\"$HOME/.quiznest-backup.cnf\" cpuser_quiznest`; until the nightly backup is set up, `-u cpuser_quiznest -p` in place of the option file here and in step 2's copy and count); step 3 is skipped: the files and `.env` on the server are current, and you stay in `admin/` for step 4.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '```bash',
        'mkdir -p ~/backups && chmod 700 ~/backups',
        'sudo install -m 600 -o "$USER" storage/app/backups/quiznest-2026-11-03-142501.sql.gz ~/backups/',
        '```',
        '',
        "Then check the room as step 1 does, for twice the file's unzipped size, which `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | wc -c` prints in bytes; step 2 keeps its copy of the live database and runs both its checks on the file before the `DROP`, `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | tail -n 1` and `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | grep -c '^CREATE TABLE'` (about the live count), and imports it with `gunzip < ~/backups/quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest` (on cPanel, `mysql --defaults-extra-file=\"$HOME/.quiznest-backup.cnf\" cpuser_quiznest`; until the nightly backup is set up, `-u cpuser_quiznest -p` in place of the option file here and in step 2's copy and count); step 3 is skipped: the files and `.env` on the server are current, and you stay in `admin/` for step 4.",
      ),
    ],
    // read31 ops 6: the cPanel reader is not told to empty the database first
    [
      'Extra/index.md',
      page(
        '```bash',
        'zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | wc -c | awk \'{printf "%.2f GB\\n", 2*$1/1e9}\'',
        '```',
        '',
        "Then run step 1 from its block that starts with `cd` (maintenance mode); step 2 keeps its copy of the live database and runs both its checks on the file before the `DROP`, `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | tail -n 1` and `zcat ~/backups/quiznest-2026-11-03-142501.sql.gz | grep -c '^CREATE TABLE'` (about the live count), and imports it.",
      ),
    ],
  ],
  'restore-manual-deposits-approve-reject': [
    'Extra/index.md',
    page(
      '| Now | In the export | Do |',
      '|---|---|---|',
      '| **Pending** or **Failed** | **Successful** | **Check Status**, else **Mark as Successful** |',
      "| **Pending** | **Failed**, or on your **Failed** list | **Mark as Failed** with the export's note (a refund reference if refunded) |",
      '',
      '- A lost `SUB-` charge (made after the backup) **Successful** in the export: **Assign Plan**.',
    ),
  ],
  'contests-matched-by-title-and-start-time': [
    'Extra/index.md',
    page('Rows are matched by reference (`DEP-`, `SUB-`, `WDR-`, contest name), never by time.'),
  ],
  'restore-export-one-item-per-line': [
    'Extra/index.md',
    page(
      "- Export as **CSV**, **Date Range** **Custom** from the day before the backup (days follow the General time zone, the archive's name the server's) to today: [Payments](/Payments/) with **Type** all, **Status** **All**, **Mode** both **Live** and **Sandbox**, and the **Coin Log** of [Reports](/Report/), **Type** all.",
    ),
  ],
  'redis-password-off-command-line': [
    'Settings/System Setting/System Configuration.md',
    page("1. On the Redis server: `redis-cli -a OLD ACL SETUSER default '>NEW'`."),
  ],
  'install-sh-firewall-closed-until-lock': [
    'installation-guide/server-setup/vps-automated.md',
    page('A single run without `--skip-ssl` leaves `/install` open from its certificate until your lock.'),
  ],
  'cpanel-cron-lines-looked-up-first': [
    'post-installation.md',
    page(
      'Both name the PHP binary in full. Replace `ea-php83` with the version you chose. The [cPanel guide](/installation-guide/server-setup/cPanel/Admin) adds both jobs in step 8.',
    ),
  ],
  'planned-move-cpanel-skips-phone-test': [
    'post-installation.md',
    page(
      "2. Build the new server from last night's archive with DNS left alone (cPanel: steps 1 and 2 of the cPanel tab above). On a VPS:",
    ),
  ],
  'cpanel-node-upgrade-build-first': [
    'post-installation.md',
    page(
      'In **Setup Node.js App**, the version belongs to the application: stop it, choose the newest `24.x` in **Node.js version**, save, click **Run NPM Install**, and start it. Build the client on your computer with Node.js 24 too.',
    ),
  ],
  'vps-env-read-and-edited-with-sudo': [
    'post-installation.md',
    page(
      'Write the user and password of `DB_USERNAME` and `DB_PASSWORD` in `admin/.env` (`cpuser_quiznest` on cPanel):',
    ),
  ],
  'cpanel-403-entry-names-install-lock': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### 403 Forbidden or 404 Not Found on every page',
        '',
        'The document root is wrong. A 403 or a folder listing means it points at `quiznest/admin` instead of `quiznest/admin/public`.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### 403 Forbidden or 404 Not Found on every page',
        '',
        'If the four lock lines of step 2 are still at the top of `admin/public/.htaccess`, a 403 means your address is not the one in them (a new IP, or IPv6): add it, or remove the lines once step 7 is done. If a 403 stays, or the lines are gone, the document root is wrong. A 403 or a folder listing means it points at `quiznest/admin` instead of `quiznest/admin/public`; a 404 from the web server on `/install` while `/` works means `public/.htaccess` is missing, because File Manager hides dot-files and some zip tools skip them. Fix the document root in **Domains > Domains** (click **Manage** next to the domain). If a folder listing ever showed your files, treat the database password and `APP_KEY` as exposed and change them.',
      ),
    ],
  ],
  'domain-change-undo-client-variables': [
    'post-installation.md',
    page(
      '2. Put the old client back:',
      '   - **Vercel**: **Instant Rollback** to the deployment before the move, and remove the redirects of `example.com` and `www.example.com` under **Settings > Domains**.',
    ),
  ],
  'planned-move-listed-in-contents': [
    'post-installation.md',
    page(
      '#### Move a running site to a new server',
      '',
      'To leave Ubuntu 22.04 or a host, build the new server while the old one runs, then move a fresh archive: the site pauses from step 3 to step 7.',
    ),
  ],
  'security-checklist-env-owner-is-code-owner': [
    'post-installation.md',
    page(
      '| File permissions | `admin/.env` writable by PHP and unreadable to everyone else: on a VPS owner your user, group `www-data`, mode `660`; on cPanel owner your account, mode `600`. |',
    ),
  ],
  'cpanel-database-version-before-user-exists': [
    'common-requirements.md',
    page(
      ...code(
        'bash',
        "sudo mysql -u root -p -e 'SELECT VERSION();'   # VPS; on cPanel: mysql -u cpuser_quiznest -p -e 'SELECT VERSION();'",
      ),
    ),
  ],
  'update-rollback-crontab-checked-back': [
    'post-installation.md',
    page(
      "4. Through the bypass link, redo the money, accounts and settings changed since the dump's time. Until then, every withdrawal paid since the dump can be paid a second time: mark it **Paid** again with the same **Payout Reference**. Then put the crontab back and leave maintenance mode.",
    ),
  ],
  'cpanel-new-server-restore-all-of-step-8': [
    'post-installation.md',
    page(
      "4. In step 7 of the cPanel guide, run only item 1 (**Run AutoSSL**) and remove the four lock lines of step 2: the archive holds the **Super Admin**. Follow step 8 without the scheduler's cron job: the storage link and the worker.",
    ),
  ],
  'restore-paid-contest-notes-balances-without-export-line': [
    [
      'Extra/index.md',
      page(
        '| Paid since the backup: **Contest Prize** lines | Before any **Cancel Contest** here, note as their target the **Balance** of each player on its **Participants** tab with no line in the export. Then **Cancel Contest**, whatever its **Prize Payout**, with a reason naming the payment date: the one way to close it unpaid. Never **Approve & Pay**. | Nothing: **Balance After** holds the prizes |',
      ),
    ],
    [
      'Extra/index.md',
      page(
        '| The start | Their latest **Balance After** before the restore (after a break-in, before it began, plus each later line of a player or provider, such as a **Deposit** the provider shows, a **Contest Entry** or a **Quiz Reward**): in the export, else on the **Transactions** tab | Their **Balance** |',
      ),
    ],
  ],
  'restore-contest-created-since-backup': [
    'Extra/index.md',
    page(
      '| The contest | Do | Add to the target |',
      '|---|---|---|',
      '| Paid since the backup: **Contest Prize** lines | **Cancel Contest**, whatever its **Prize Payout**. | Nothing: **Balance After** holds the prizes |',
      '| Neither, **End Time** passed | **Cancel Contest**, and tell the players who joined since the backup. | What each seat paid |',
    ),
  ],
  'restore-contest-seats-since-by-state': [
    'Extra/index.md',
    page(
      "| What the contest table says to add | **Contest Entry** lines after the backup; older seats: the contest's **Participants** tab |",
    ),
  ],
  'missing-row-credentials-typed-again': [
    [
      'Payments/index.md',
      page(
        "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | A Super Admin, never the deposit confirmer, first opens the gateway's form: if the key prefix does not match **Mode**, or the keys are not those of your own account in the provider's dashboard (Mercado Pago: the user ID), they set **Status** to **Disabled** at once, correct the form as in [Go live](/Settings/Finance%20Settings/Payment%20Gateways#go-live), and list every deposit of that gateway since the keys changed. |",
      ),
    ],
    // read30 ops 3: "the form's previous change" read as the reader's own step-1 save
    [
      'Payments/index.md',
      page(
        "| 1. Open the gateway's form and set **Status** to **Disabled** at once. Saved secrets are masked and cannot be checked: type every credential again from your own account's dashboard, in the right mode, and enable it as in [Go live](/Settings/Finance%20Settings/Payment%20Gateways#go-live) steps 2 to 4. | Super Admin | all |",
        "| 2. List every deposit of that gateway since the form's previous change (the [Activity Log](/Admin%20Users/Admin#activity-log), **Action** settings, shows when and by whom), open each one's **Activity**. | Super Admin | all |",
      ),
    ],
  ],
  'daily-check-sub-charge-not-refunded-twice': [
    [
      'deposits/index.md',
      page(
        '7. Set **Status** to **All** and search each reference on that list: then click **Mark as Refunded** with the refund reference (a `SUB-` one gave a plan, not coins: no withdrawals to close; mark it as in [Refund a subscription](/Subscription/#refund-a-subscription)).',
      ),
    ],
    // diff38 gap 2: a refused SUB- refund with no "refund refused" reference
    [
      'deposits/index.md',
      page(
        "   2. `SUB-`, **Successful**: no withdrawals to close (it gave a plan, not coins). Mark it **Refunded** on Payments with the refund reference already on the list, never a second refund ([Refund a subscription](/Subscription/#refund-a-subscription) step 2). A renewal: hand that section's **Assign Plan**, with the `SUB-` reference, to a Super Admin.",
      ),
    ],
  ],
  'paypal-gateway-transaction-id-is-capture-id': [
    'deposits/index.md',
    page(
      "8. At PayPal the held captures completed since then; search each one's `DEP-` reference (external reference, `order_id`) or, at PayPal, its transaction ID here (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)).",
    ),
  ],
  'duplicate-always-gets-new-title': [
    'Mange Contests/Contests.md',
    page(
      'No prizes are paid and no commission is kept. To try again, **Duplicate** the contest with a later schedule or a lower **Minimum Seats**.',
    ),
  ],
  'paypal-awaiting-funding-not-yet-captured': [
    'payment-gateways/paypal.md',
    page(
      'A held capture does not stop the 24-hour expiry: the held deposit turns **Failed** after 24 hours, and the player is told "Deposit failed" although PayPal has captured the money.',
    ),
  ],
  'guide-table-summaries-name-columns': [
    '../CONTENT_GUIDE.md',
    page(
      '- Contests (of the list and of the Coin Log export) in a table The contest',
      '  | Do | Add to the target, one condition per row: paid since the backup → **Cancel Contest**.',
    ),
  ],
  'domain-change-undo-static-htaccess': [
    'post-installation.md',
    page(
      '   - **cPanel, static export**: upload the previous zip as in [Roll back an upload](/installation-guide/server-setup/cPanel/Client/static-export#roll-back-an-upload); its `.htaccess` carries the old address rules.',
    ),
  ],
  'install-sh-partial-installer-run-caught': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '   2. Wait until the re-run has issued the certificates. If `sudo ls /var/www/quiznest/admin/storage/installed` lists the file, someone else ran the installer before your lock: stop, rebuild the server from a fresh image and start again with the firewall closed.',
    ),
  ],
  'install-sh-firewall-first-item': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '- Ports 80 and 443 free (no Apache or other web server installed) and reachable from the internet.',
      '',
      "So first set your provider's firewall (in its control panel; a provider without one: do item 1.1 the moment the first pass ends) to let in SSH only, then run the script in two passes:",
      '',
      '1. `sudo bash install.sh --skip-ssl`: everything but the certificates.',
    ),
  ],
  'crontab-save-keeps-first-file': [
    'post-installation.md',
    page(
      ...code('bash', 'sudo crontab -u www-data -l > ~/www-data.crontab && sudo crontab -u www-data -r'),
      '',
      ...code(
        'bash',
        "crontab -l > ~/cpuser.crontab && sed '/quiznest\\/admin/ s/^/#/' ~/cpuser.crontab | crontab -",
      ),
    ),
  ],
  'cpanel-node-upgrade-running-version': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      "Check `node -v` on the build machine and the **Node.js version** of the application; both must be the same major version, 24 (or 22). To change the application's version, stop it, select `24.x`, save, run **Run NPM Install** again and start it.",
    ),
  ],
  'cpanel-cron-look-first-any-php-path': [
    'post-installation.md',
    page(
      'Step 8 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) already adds both: look under **Current Cron Jobs** first, and add a line only if it is missing, because two copies run every task twice a minute.',
    ),
  ],
  'cpanel-403-stays-blames-document-root': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'If the four lock lines of step 2 are still at the top of `admin/public/.htaccess`, a 403 means your address is not the one in them (a new IP, or IPv6): add it, or remove the lines once step 7 is done. Otherwise the document root is wrong.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'If the four lock lines of step 2 are still at the top of `admin/public/.htaccess`, a 403 means your address is not the one in them (a new IP, or IPv6): add it, or remove the lines once step 7 is done. If a 403 stays, or the lines are gone, the document root is wrong. A 403 or a folder listing means it points at `quiznest/admin` instead of `quiznest/admin/public`; a 404 from the web server on `/install` while `/` works means `public/.htaccess` is missing, because File Manager hides dot-files and some zip tools skip them. Fix the document root in **Domains > Domains** (click **Manage** next to the domain). If a folder listing ever showed your files, treat the database password and `APP_KEY` as exposed and change them.',
      ),
    ],
  ],
  'vercel-env-readers-named': [
    'installation-guide/server-setup/vercel.md',
    page(
      'In `admin/.env` on the PHP host (on a VPS `sudo nano /var/www/quiznest/admin/.env`: the file is closed to users outside `www-data`), set:',
    ),
  ],
  'planned-move-cpanel-lock-tested-on-new-host': [
    'post-installation.md',
    page(
      "2. Build the new server from last night's archive with DNS left alone (cPanel: steps 1 and 2 of the cPanel tab above, without the phone test in step 2 of the cPanel guide: DNS still points at the old host, and step 5 below tests the new one through your hosts file). On a VPS:",
    ),
  ],
  'check-pending-held-payment-left-pending': [
    'deposits/index.md',
    page(
      "5. If the provider shows the payment as captured or settled in live mode, click **Mark as Successful**, enter the provider's transaction id if the field is empty, write a **Note** and confirm. The coins are credited once.",
      '6. If the provider shows no payment, or a failed one, click **Mark as Failed** with a note, and tell the player.',
    ),
  ],
  'daily-check-steps-split-by-case': [
    [
      'deposits/index.md',
      page(
        "7. Set **Status** to **All** (for a `SUB-` reference: on Payments, as in step 6) and search each reference on that list: none of them may stay credited. A **Successful** one was credited by a late webhook: close the player's withdrawals as in step 1 of [Refund a deposit](#refund-a-deposit) (only those whose money has not left), then click **Mark as Refunded** with the refund reference (a `SUB-` one gave a plan, not coins: no withdrawals to close; mark it on Payments with the refund reference already on the list, as step 2 of [Refund a subscription](/Subscription/#refund-a-subscription) says, never a second refund; a renewal also gets that section's **Assign Plan**).",
      ),
    ],
    // read29 gateways 6: a Coinbase Commerce payment after the checkout's hour escaped every check, and the overview did not list it
    [
      'payment-gateways/overview.md',
      page(
        'Three kinds of result escape that check:',
        '',
        '| Result | What happens | What you do |',
        '|---|---|---|',
        '| Held for you: SSLCommerz "risk review", NOWPayments "partially paid" | Stays **Pending** and never expires | Decide it in the daily check |',
        '| Holds that expire: PayPal, Authorize.Net | Turns **Failed** after 24 hours | Decide them within the day |',
        '| Slow payments whose late notification is lost: Mollie, Mercado Pago and NOWPayments | Not checked again | The daily check finds it (step 8) |',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  A late Coinbase Commerce payment is credited only when it paid at least the deposit's **Payable** in the form's **Currency** (the",
      ),
    ],
  ],
  'deposits-faq-credited-twice-links-credited-once': [
    'deposits/index.md',
    page(
      'No. A deposit is credited at most once, whatever the number of webhooks: a repeated webhook, or one that arrives after you marked the deposit by hand, adds nothing, and a second payment on the same deposit credits nothing and is refunded at the provider ([Deposit statuses](#deposit-statuses)).',
    ),
  ],
  'disputed-first-deposit-referrer-reviewed': [
    [
      'deposits/index.md',
      page(
        '4. If the coins were already withdrawn, or the player disputes again, consider banning the account in [Users](/Mange%20User/Users).',
      ),
    ],
    // read31 ops 3: the referrer check linked to the top of Disputes, now a table; its step 4 is A dispute on a credited deposit's
    [
      'deposits/index.md',
      page(
        "The deposit becomes **Refunded**, a **Deposit Refund** debit of the deposit's **Coins** is written to the player's coin log, and a refund row appears in [Payments](/Payments/) on the day you marked it. If this was a referred player's first deposit and it paid the **Referral Bonus** (**After First Deposit**), the bonus stays paid: check the referrer as in step 4 of [Disputes](#disputes-chargebacks-and-returns).",
      ),
    ],
  ],
  'mercado-pago-one-secret-per-application': [
    'payment-gateways/mercado-pago.md',
    page(
      '**Every notification fails the signature check** The **Secret Signature** belongs to the other mode, or it was regenerated on the Webhooks page. Copy the current secret for the mode you use.',
    ),
  ],
  'mercado-pago-cop-whole-pesos': [
    'payment-gateways/mercado-pago.md',
    page(
      "- **Currencies**: `ARS`, `BRL`, `CLP`, `COP`, `MXN`, `PEN` or `UYU`, matching the account's country. `CLP` has no decimals.",
    ),
  ],
  'bacs-becs-never-kept': [
    'payment-gateways/overview.md',
    page(
      '- **Speed of confirmation**: bank debits do not suit deposits at all: leave them off, on Stripe (SEPA Direct Debit, ACH Direct Debit, Bacs Direct Debit, BECS Direct Debit) as on Authorize.Net (eCheck). If you keep one, hold every withdrawal funded by a debit until its return window has passed (60 days for ACH; 8 weeks for SEPA, 13 months for an unauthorised SEPA debit).',
    ),
  ],
  'authorize-net-currencies-as-examples': [
    'payment-gateways/authorize-net.md',
    page(
      '| Currency | One currency per account, set by your merchant account (USD, CAD, GBP, EUR or AUD). Authorize.Net does not convert currencies |',
    ),
  ],
  'sslcommerz-refund-cell-names-place': [
    'payment-gateways/overview.md',
    page(
      '| [SSLCommerz](./sslcommerz.md) | Cards, bKash, Nagad, Rocket, upay, internet banking | Bangladesh | `BDT` | Sandbox store | IPN (HTTP Listener) | Outside QuizNest |',
    ),
  ],
  'manual-transfer-reference-known-before-paying': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "3. Write the instructions the player sees before paying: the account to pay into, that the transfer must be for the exact **Payable** amount, and what to put in the transfer's reference, such as the deposit's `DEP-` reference.",
    ),
  ],
  'restore-contest-ended-before-backup-left-alone': [
    'Extra/index.md',
    page(
      '| The contest | Do | Add to the target |',
      '|---|---|---|',
      '| Neither, **End Time** passed | **Cancel Contest**, and tell the players who joined since the backup. | What each seat paid |',
    ),
  ],
  'cpanel-backup-tab-dumps-closed': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'chmod 600 ~/quiznest/admin/.env',
        'chmod 711 ~/quiznest ~/quiznest/admin ~/quiznest/admin/storage ~/quiznest/admin/storage/app',
        'chmod -R go-rwx ~/quiznest/admin/storage/app/private ~/quiznest/admin/storage/logs ~/quiznest/admin/storage/framework ~/quiznest/admin/bootstrap/cache',
        'ls -ld ~/quiznest/admin/storage/app/private',
      ),
    ),
  ],
  'restore-lost-defined-statuses-numbered': [
    'Extra/index.md',
    page(
      '- A lost `SUB-` charge (made after the backup) **Successful** in the export: **Assign Plan** on [Subscriptions](/Subscription/) with the end date paid for (**Extend** one still **Active**), never **Adjust Balance**. Redo the **Cancel**, **Extend** and **Assign Plan** of your list.',
    ),
  ],
  'handoffs-prize-payout-and-queue-monitor': [
    [
      'Mange Contests/Winners.md',
      page(
        'When you expect a dispute or ban a player who joined, switch **Prize Payout** to **Manual Approval** while the contest is still **Upcoming** or **Live**: it is locked once the contest is **Ended**.',
      ),
    ],
    // read32 ops 12: the payout officer has no Support Ticket permission
    [
      'Mange Contests/Winners.md',
      page(
        'Open the contest, find the player and click **View Answers**. The answers and times are the ones the server recorded, not what the player\'s device displayed, so they settle most complaints about a "lost" answer. Reply to the ticket with what you found.',
      ),
    ],
  ],
  'delete-player-waits-for-sub-and-late-payments': [
    'Mange User/Users.md',
    page(
      "Resolve the player's **Pending** deposits first too: on [Deposits](/deposits/), search for the player with **Status** **Pending**, **Mode** set to both and **Date** set to **Custom** from the day you enabled your first gateway, and decide each one (**Check Status**, **Approve** or **Reject** for a manual deposit), because deleting forfeits the coins a payment still on its way would have bought.",
    ),
  ],
  'backup-tab-restore-copy-as-owner': [
    [
      'Extra/index.md',
      page(
        'For a file of this tab, copy it out of `storage/app/backups/` first; step 1 only pauses the site, step 2 runs both its checks on the file before the `DROP`.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        'Restore a backup from the terminal (the panel cannot) with the steps of [Restore the platform](/post-installation#restore-the-platform), which empty the database before the import (a dump replaces only the tables it contains). For a file of this tab, run step 1 without its fetch (maintenance mode, worker stopped, scheduler and nightly backup paused), then, in `admin/`, copy the file into `~/backups` as yours (on cPanel, without `sudo` and `-o "$USER"`). A file deleted here after download: `scp` it there in place of the `install` line, then `chmod 600` it.',
      ),
    ],
  ],
  'restore-approved-since-backup-approved-again': [
    [
      'post-installation.md',
      page(
        "5. Before anyone else gets in, sign in and redo the money, accounts and settings changed since the archive. Ask the payout officer about every withdrawal that is **Approved** now or was approved after the archive's time: if its money has left, **Mark as Paid** it; never pay it again.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "4. A withdrawal **Paid** or **Approved** in the export: **Approve** it if **Pending**. Then **Mark as Paid** with the same **Payout Reference** if **Paid**, or with the payout officer's once they say an **Approved** one's money has left.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "4. A withdrawal **Paid** or **Approved** in the export: **Approve** it if **Pending**, unless the saved log shows it approved by an account you do not trust: leave that one **Pending** for the payout officer to decide again. Then **Mark as Paid** with the same **Payout Reference** if **Paid**, or with the payout officer's once they say an **Approved** one's money has left.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "4. A withdrawal **Paid** or **Approved** in the export: **Approve** it if **Pending**, then **Mark as Paid** with the same **Payout Reference** if **Paid**, or with the payout officer's once they say an **Approved** one's money has left. After a break-in, whoever approved it, one whose money has left is marked **Paid** as above, never left **Pending** (an attacker's payout: a loss, on the tab); one approved after the break-in began whose money has not left stays **Pending**, *waiting*.",
      ),
    ],
  ],
  'restore-password-notice-opt-out-limit': [
    'Extra/index.md',
    page(
      '- if players could sign in since the backup, [Send Notification](/Mange%20User/Send%20Notification) to **All players** by **Email** and **In-app**: "If you changed your password since [the backup\'s date and time], change it again with **Forgot password**."',
    ),
  ],
  'redis-move-recaches-config': [
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '6. Check the **Queue Monitor**: **Connection** shows `redis` and **Worker** shows **Running** within a few minutes.',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '1. Install Redis on the server and the PHP extension (on Ubuntu: `sudo apt install redis-server php8.3-redis`, using your PHP version), then restart PHP-FPM. On cPanel, go on only if your host provides Redis.',
        '6. Cache the configuration again with **Rebuild caches** in [Extra](/Extra/): **Save** cleared it. Then check the **Queue Monitor**: **Connection** shows `redis`.',
      ),
    ],
  ],
  'settings-queue-commands-platform-forms': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        'If messages still go out with old settings, click **Clear all caches**, then **Rebuild caches**, under [Extra > Clear Cache](/Extra/#clear-cache), and run `queue:restart`.',
      ),
    ],
    // read32 settings 4: the VPS form without its cd
    [
      'Settings/Integration Settings/Service.md',
      page(
        'The queue worker (`php artisan queue:work`: the `quiznest-queue` service on a VPS, a cron job every minute on cPanel) sends every email.',
        '',
        'If messages still go out with old settings, click **Clear all caches**, then **Rebuild caches**, under [Extra > Clear Cache](/Extra/#clear-cache), and run `queue:restart` (`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none).',
      ),
    ],
  ],
  'dispute-ban-handed-to-finance-manager': [
    'deposits/index.md',
    page(
      '4. If the coins were already withdrawn, or the player disputes again, consider banning the account in [Users](/Mange%20User/Users).',
    ),
  ],
  'new-server-restore-brings-redis': [
    'post-installation.md',
    page(
      '2. Set up `rclone` with the two crypt passwords from your password manager, then fetch and unpack the newest archive into `/root/restore`. Read the database password the site used:',
      '',
      ...code('bash', "sudo grep '^DB_PASSWORD=' /root/restore/.env"),
    ),
  ],
  'domain-change-keeps-scheduler-running': [
    [
      'post-installation.md',
      page(
        '3. Put the panel in maintenance mode with a secret, as in step 1 of [Update to a new version](#update-to-a-new-version).',
      ),
    ],
    [
      'post-installation.md',
      page(
        '3. Put the panel in maintenance mode with a secret: `sudo -u www-data php artisan down --secret="choose-a-long-random-string"` on a VPS, `/usr/local/bin/ea-php83 artisan down --secret="choose-a-long-random-string"` in cPanel **Terminal**. Leave the crontab alone: the scheduler keeps running.',
        '9. Leave maintenance mode (Vercel: then **Redeploy**, and wait for **Ready**), then check: sign in at `https://admin.example.net/admin/login`, [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings) shows a last run from the last minute.',
      ),
    ],
  ],
  'planned-move-step-numbers-name-their-procedure': [
    'post-installation.md',
    page(
      '4. On the new server, fetch and unpack that archive into an emptied `/root/restore` (`~/restore`), then follow steps 4 and 5 of the VPS tab (cPanel: step 3).',
      '7. Finish with steps 6 and 7 of the VPS tab (cPanel: step 5) and the checks above. Retire the old server a day later.',
    ),
  ],
  'install-sh-removal-takes-backups': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        'The packages, the UFW rules, the swap file, the log and the summary file stay. Remove them with `sudo apt remove` and `sudo rm` if the server has no other use for them.',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        ...code(
          'bash',
          'sudo rm -f /etc/cron.d/quiznest-backup /usr/local/sbin/quiznest-backup /root/.quiznest-backup.cnf',
          'sudo rm -rf /var/backups/quiznest',
        ),
        '',
        'The off-site copies stay in their bucket.',
      ),
    ],
  ],
  'restore-drill-names-worker-lines': [
    'post-installation.md',
    page(
      '   Then run step 4 there without its two worker lines: its `migrate` brings the schema up to the code.',
    ),
  ],
  'restore-fetch-empties-folder': [
    'post-installation.md',
    page(
      '1. Fetch and unpack the archive into `/root/restore` as in step 2 of the rehearsal (a local archive of `/var/backups/quiznest` works too, if the server still has it).',
      '',
      ...code(
        'bash',
        'sudo install -d -m 700 /root/restore',
        'sudo rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz /root/restore/',
      ).map((line) => '   ' + line),
    ),
  ],
  'duplicate-email-names-redis-retry-key': [
    'post-installation.md',
    page(
      '**The same email arrives twice.** A job ran longer than `retry_after` and was handed to a second worker. Check that every worker uses `--timeout=60` and that `DB_QUEUE_RETRY_AFTER` in `.env` is absent or larger, as described above.',
    ),
  ],
  'windows-laragon-root-own-mysql-only': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'Open the database console as `root`. With Laragon, `mysql -u root` is enough. For the MariaDB server installed in the XAMPP, winget or Chocolatey tab, run its client from its installation folder and type the `root` password.',
    ),
  ],
  'install-sh-late-www-gets-certificate': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '4. If the script added `www.example.com`, turn it into a redirect to `https://example.com`, the address of `FRONTEND_URL`.',
      ),
    ],
    // read32 installA 6: first run, as Supported systems says
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        "   Only if **Domains** did not list `www.example.com` (the name came after the script's certificate run): these two lines split the certificate in two.",
      ),
    ],
  ],
  'security-checklist-env-row-reads': [
    'post-installation.md',
    page(
      '| File permissions | `admin/.env` unreadable to everyone else: on a VPS owner the owner of the code (your user, or `quiznest` after `install.sh`), group `www-data`, mode `660`. |',
    ),
  ],
  'backup-tab-restore-stays-in-admin': [
    'Extra/index.md',
    page(
      ...code(
        'bash',
        'mkdir -p ~/backups && chmod 700 ~/backups',
        'sudo install -m 600 -o "$USER" storage/app/backups/quiznest-2026-11-03-142501.sql.gz ~/backups/',
        'cd ~/backups',
      ),
      '',
      "Then step 2 runs both its checks on the file before the `DROP`, `zcat quiznest-2026-11-03-142501.sql.gz | tail -n 1` and `zcat quiznest-2026-11-03-142501.sql.gz | grep -c '^CREATE TABLE'` (about the live count), and imports it with `gunzip < quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest`, and step 3 is skipped: the files and `.env` on the server are current.",
    ),
  ],
  'dispute-handoff-names-player-and-referrer': [
    'deposits/index.md',
    page(
      "4. If the coins were already withdrawn, or the player disputes again, hand the `DEP-` reference to the finance manager, who decides a ban as [Banning and unbanning a player](/Mange%20User/Users#banning-and-unbanning-a-player) says. If the player was referred (the profile's **Overview** names the referrer), the **Referral Bonus** stays paid: have the payout officer review the referrer's open withdrawals ([Review a request](/withdraw/#review-a-request)), and ban the referrer too once several of their referees dispute.",
    ),
  ],
  'restore-approved-again-verify-first': [
    'Extra/index.md',
    page(
      '5. A withdrawal **Approved** in the export, **Pending** now: **Approve** it again; if the payout officer says its money has left, **Mark as Paid** with their **Payout Reference**.',
    ),
  ],
  'backup-tab-downloaded-file-restore': [
    'Extra/index.md',
    page(
      'For a file of this tab, run step 1 without its fetch (maintenance mode, worker stopped, scheduler paused), then, in `admin/`, copy the file into `~/backups` as yours: on a VPS `storage/` is closed to you, so `sudo install` copies it and makes you its owner (on cPanel, the same line without `sudo` and `-o "$USER"`):',
    ),
  ],
  'delete-player-waits-for-open-payment': [
    'Mange User/Users.md',
    page(
      "Resolve the player's **Pending** deposits first too, and ask the player whether a payment is still open at the provider (an expired, **Failed** deposit can still be paid late). Deleting forfeits what a payment still on its way would have bought. To confirm, type the player's username.",
    ),
  ],
  'check-pending-slow-payment-steps-and-notice': [
    'deposits/index.md',
    page(
      '6. If the provider shows it pending, held or still processing (a PayPal or Authorize.Net hold, NOWPayments `confirming` or "partially paid", a Mollie bank transfer, a Mercado Pago voucher), leave the deposit as it is and follow the gateway\'s page or [daily check](#check-pending-manual-deposits-every-day) steps 4 and 5. Tell the player the payment is clearing.',
    ),
  ],
  'backup-folder-modes-from-permission-blocks': [
    'Extra/index.md',
    page(
      'Each row has **Download** and **Delete**. The tab creates the folder closed to the other accounts of the server (`700`, each file `600`), and the permission blocks of the [Security checklist](/post-installation#security-checklist) keep it so.',
    ),
  ],
  'restore-failed-list-since-backup': [
    'Extra/index.md',
    page(
      "- Note the contests whose **Registration Closes At**, **Start Time** or **End Time** fell since the backup, the accounts deleted and the subscriptions cancelled, extended or assigned since then, and the deposits marked **Failed** or rejected (the daily check's running list; ask the deposit confirmers).",
    ),
  ],
  'restore-password-notice-skips-unsubscribed': [
    'Extra/index.md',
    page(
      '- if players could sign in since the backup, [Send Notification](/Mange%20User/Send%20Notification) to **All players** by **Email** and **In-app** (it skips players who turned **Announcements** off; nothing lists who changed a password): "If you changed your password since [the backup\'s date and time], change it again with **Forgot password**."',
    ),
  ],
  'refund-referrer-check-first-deposit-only': [
    [
      'deposits/index.md',
      page(
        "The deposit becomes **Refunded**. A referred player's **Referral Bonus** stays paid: check the referrer as in step 4 of [Disputes](#disputes-chargebacks-and-returns).",
      ),
    ],
    [
      'deposits/index.md',
      page(
        "The deposit becomes **Refunded**, a **Deposit Refund** debit of the deposit's **Coins** is written to the player's coin log, and a refund row appears in [Payments](/Payments/) on the day you marked it. If this was a referred player's first deposit and it paid the **Referral Bonus** (**After First Deposit**), the bonus stays paid: check the referrer as in step 4 of [Disputes](#disputes-chargebacks-and-returns).",
      ),
    ],
  ],
  'notification-settings-queue-restart-forms': [
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        'If the old text keeps arriving, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache), and restart the queue worker with `queue:restart` as [Queue Monitor](/Extra/#queue-monitor) shows.',
      ),
    ],
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        'If the old text keeps arriving, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache), and restart the queue worker with `php artisan queue:restart` (`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none).',
      ),
    ],
  ],
  'settings-artisan-line-names-its-folder': [
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        'If the old text keeps arriving, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache), and restart the queue worker with `php artisan queue:restart` (`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none).',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        'If messages still go out with old settings, click **Clear all caches**, then **Rebuild caches**, under [Extra > Clear Cache](/Extra/#clear-cache), and run `queue:restart` (`sudo -u www-data php artisan queue:restart` on a VPS; the cPanel cron worker starts fresh every minute and needs none).',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '- After changing **Queue Connection**, **Cache Driver** or the Redis fields, restart the workers. For changes that leave **Cache Driver** alone, `sudo -u www-data php artisan queue:restart` is enough.',
      ),
    ],
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        "1. On the copy, run `php artisan db:show` after `config:clear` (step 2 of the procedure above). Go on only if it shows the copy's database, not production's.",
      ),
    ],
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        'Check that it is installed with `sudo crontab -u www-data -l`. On your own computer, run `php artisan schedule:work` in a terminal instead of a cron job: it runs the scheduler every minute until you stop it.',
      ),
    ],
  ],
  'restore-archive-goes-in-after-emptying': [
    'post-installation.md',
    page(
      "1. Empty `~/restore`, fetch and unpack the archive into it, put the site in maintenance mode, and pause QuizNest's two cron jobs:",
      '',
      ...code(
        'bash',
        'rm -rf ~/restore && mkdir -p ~/restore && chmod 700 ~/restore',
        '~/bin/rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz ~/restore/',
      ).map((line) => '   ' + line),
      '',
      '   Without `rclone`, put the archive into `~/restore` from `~/backups` (kept 14 days) or from the machine that pulls the archives, and skip the `rclone` line.',
    ),
  ],
  'cpanel-new-server-restore-emptied': [
    'post-installation.md',
    page(
      '1. Set up `rclone` as in [Keep a copy off the server](#keep-a-copy-off-the-server), then fetch and unpack the newest archive, and read the database password the site used:',
      '',
      ...code(
        'bash',
        'mkdir -p ~/restore && chmod 700 ~/restore',
        '~/bin/rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz ~/restore/',
      ).map((line) => '   ' + line),
    ),
  ],
  'install-sh-removal-takes-backup-secrets': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ...code(
        'bash',
        'sudo rm -f /etc/cron.d/quiznest-backup /usr/local/sbin/quiznest-backup /root/.quiznest-backup.cnf /root/quiznest-install-summary.txt',
        'sudo rm -rf /var/backups/quiznest ~/backups',
      ),
      '',
      'The off-site copies stay in their bucket (or on the machine that pulls them): delete them there, or keep them on purpose. The packages, the UFW rules, the swap file and the log stay.',
    ),
  ],
  'install-sh-late-www-checked-by-certificates': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "4. If you have a `www.example.com` record, make the name a redirect to `https://example.com`. If the script added the name, take it out of the client's server blocks. If it did not, because the name pointed at the server only after the first run, create the same file once `getent hosts www.example.com` prints the server's address.",
    ),
  ],
  'planned-move-vps-guide-steps-say-its': [
    [
      'post-installation.md',
      page(
        '   3. Steps 6 to 10 of the VPS guide with the QuizNest version the site runs: in step 6 the password that `grep` printed, in step 9 no `key:generate`, in step 10 the two lock lines, which stay until step 5 of Restore onto a new server, VPS tab, removes them (in step 4 here).',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   3. Steps 6 to 10 of the VPS guide with the QuizNest version the site runs: in its step 6 the names and password that `grep` printed, the password typed as step 3 of Restore onto a new server says, in its step 9 no `key:generate`, in its step 10 the two lock lines, kept until step 4 here removes them.',
      ),
    ],
    // read32 installA 11: no sitemap parts, which www-data cannot create in public/
    [
      'post-installation.md',
      page(
        '   3. Steps 6 to 10 of the VPS guide with the QuizNest version the site runs: in its step 6 the names and password that `grep` printed, the password typed as step 3 of Restore onto a new server says, in its step 9 no `key:generate`, in its step 10 the install lock, kept until step 4 here removes it.',
      ),
    ],
  ],
  'new-server-redis-password-null-is-none': [
    'post-installation.md',
    page(
      '   If `CACHE_STORE`, `QUEUE_CONNECTION` or `SESSION_DRIVER` is `redis`, install Redis now, and if `REDIS_PASSWORD` is not empty, set it as `requirepass` in `/etc/redis/redis.conf` and run `sudo systemctl restart redis-server`.',
    ),
  ],
  'cpanel-new-server-redis-sed-checked': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        "sed -i -E 's/^(CACHE_STORE|QUEUE_CONNECTION|SESSION_DRIVER)=redis$/\\1=database/' .env",
        'chmod 600 .env',
      ).map((line) => '   ' + line),
    ),
  ],
  'domain-change-restarts-vps-worker': [
    'post-installation.md',
    page(
      '4. Change both addresses in `admin/.env`, `APP_URL=https://admin.example.net` and `FRONTEND_URL=https://example.net`, and cache the configuration again (`sudo -u www-data php artisan config:cache` on a VPS, `/usr/local/bin/ea-php83 artisan config:cache` in cPanel **Terminal**).',
    ),
  ],
  'cpanel-restore-recreates-backup-folder-closed': [
    'post-installation.md',
    page(
      '```bash',
      'cd /home/cpuser/quiznest/admin',
      'mv storage/app storage/app.before-restore',
      'cp -a ~/restore/storage/app storage/app',
      'cp ~/restore/.env .env',
      '```',
    ),
  ],
  'razorpay-not-rupees-only': [
    'payment-gateways/overview.md',
    page('[Instamojo] suits small businesses. All three charge in rupees only.'),
  ],
  'paypal-huf-twd-whole-units': [
    'payment-gateways/paypal.md',
    page('- **Currencies**: about 25 currencies. `JPY`, `HUF` and `TWD` do not allow decimals.'),
  ],
  'gateway-test-enables-status': [
    'payment-gateways/stripe.md',
    page('With **Mode** set to **Sandbox** and sandbox keys saved, make a deposit from a player account.'),
  ],
  'mollie-blik-twint-currency': [
    'payment-gateways/overview.md',
    page('- **Euro countries**: [Mollie](/payment-gateways/mollie) offers BLIK, TWINT next to cards.'),
  ],
  'open-dispute-answered-not-refunded': [
    'deposits/index.md',
    page(
      'QuizNest reads no dispute. When a player disputes a card payment, the provider takes the money, and a fee, from you.',
      '',
      '3. Click **Mark as Refunded** even before the dispute is decided: the money has already left your account.',
    ),
  ],
  'subscription-partial-refund': [
    'Subscription/index.md',
    page('The charge becomes **Refunded**. To refund only a renewal, click **Mark as Refunded**.'),
  ],
  'restore-any-cancel-notes-balance-no-export-line': [
    'Extra/index.md',
    page(
      "| The **Balance After** of their latest line (held coins excluded, as in the profile's **Balance**), or the **Balance** you noted | The Coin Log export |",
    ),
  ],
  'restore-tab-file-cpanel-password-import': [
    'Extra/index.md',
    page(
      'Then step 2 imports it with `gunzip < ~/backups/quiznest-2026-11-03-142501.sql.gz | mysql -u quiznest -p quiznest` (on cPanel, `mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" cpuser_quiznest`); step 3 is skipped.',
    ),
  ],
  'restore-rejoin-while-registration-open': [
    [
      'Extra/index.md',
      page(
        '| Neither, **End Time** not passed | **Prize Payout** **Manual Approval**. Tell the players who joined since the backup that their seat was undone and that they can join again. | What each seat taken since the backup paid |',
      ),
    ],
    [
      'Extra/index.md',
      page(
        '| Neither, **Start Time** still ahead | Switch **Prize Payout** to **Manual Approval** (**Edit**), and tell the payout officer its results will await **Approve & Pay**. Tell those who joined since the backup that their seat was undone and refunded; they can join again while registration is open. |',
      ),
    ],
  ],
  'contest-publisher-delete-handoff': [
    'Mange Contests/Category.md',
    page('3. Delete any **Draft** contests you no longer need.'),
  ],
  'contact-erasure-support-agent-handoff': [
    'contact/index.md',
    page(
      "To answer a request to erase someone's data, search the inbox for their email address, select every result, including the **Spam** tab, and delete them; then check the mailbox of the **Site Email** for copies.",
    ),
  ],
  // read32 ops 14: banned players and refused self-deletions write through the contact form, signed in
  'contact-form-signed-in-or-not': [
    'support-tikect/index.md',
    page(
      'Players open support tickets from the client app when they need help with a deposit, a withdrawal, a contest result or their account. Every ticket is a conversation between one player and your team, which you assign, answer and close. Tickets are the only support channel tied to a player account; messages from visitors who are not signed in arrive in [Contact](/contact/) instead.',
    ),
  ],
  's3-sync-vps-as-root': [
    'Settings/Integration Settings/Service.md',
    page(
      '2. Copy the files already uploaded, keeping the same paths, with the bucket user\'s access key entered first in `aws configure` (without it, `aws` answers "Unable to locate credentials"):',
      '',
      ...code('bash', 'cd admin', 'aws s3 sync storage/app/public s3://quiznest-uploads').map(
        (line) => '   ' + line,
      ),
    ),
  ],
  'facebook-takeover-new-address': [
    'Settings/User Settings/Social Login.md',
    page(
      "3. Change the account's **Email** to an address the player controls (you confirmed it with the player by another channel) and set a new **Password**.",
    ),
  ],
  'facebook-takeover-new-address-step': ['Settings/User Settings/Social Login.md', silent],
  'cron-owner-fix-has-cd': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      '- `Permission denied` on a file in `storage/logs/`: the cron job ran as another user, often `root`. Move it to the right user and fix the owner with `sudo chown -R www-data:www-data storage bootstrap/cache`.',
    ),
  ],
  'broken-driver-fix-vps-sudo': [
    'Settings/System Setting/System Configuration.md',
    page(
      '1. Open `admin/.env` over SSH, SFTP or cPanel **File Manager**.',
      '3. Delete `admin/bootstrap/cache/config.php` if it exists.',
    ),
  ],
  'menu-content-editor-page-handoff': [
    'Settings/Navigation/Menu.md',
    page(
      '1. Create the page first under [Manage Pages](/Settings/Theme%20Settings/Manage%20Pages) if it is one of your own.',
    ),
  ],
  'planned-move-admin-only-vps-moves-admin-only': [
    'post-installation.md',
    page(
      '6. Point the DNS records at the new server. The old one stays in maintenance mode. Once `getent hosts admin.example.com` prints the new address, run the Certbot lines of step 11 of the VPS guide.',
      '7. Finish with steps 6 and 7 of Restore onto a new server, VPS tab (the worker; the settlement, `up`, then the scheduler and the client), or step 5 of Restore onto a new server, cPanel tab.',
    ),
  ],
  'client-to-vercel-www-conf-removed-and-grep-before-delete': [
    'installation-guide/server-setup/vps.md',
    page(
      '3. Remove the client from this server. On a server set up by `install.sh`, also remove `/etc/nginx/sites-enabled/quiznest-www.conf` if you created it.',
      '',
      '   ```bash',
      '   sudo rm /etc/nginx/sites-enabled/quiznest-client.conf',
      '   sudo nginx -t && sudo systemctl reload nginx',
      '   sudo certbot delete --cert-name example.com',
      '   pm2 delete quiznest-client',
      '   pm2 save',
      '   ```',
    ),
  ],
  'install-sh-danger-box-installer-after-https': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ':::danger Run the web installer as soon as the script ends',
      '',
      ':::',
      '',
      "1. Right after the script's first run, keep everybody but you out of the whole admin host, then run the installer:",
    ),
  ],
  'cpanel-new-server-dns-before-autossl': [
    'post-installation.md',
    page(
      '4. In step 7 of the cPanel guide, run only item 1 (**Run AutoSSL**) and remove the four lock lines of step 2.',
    ),
  ],
  'new-server-vps-reads-db-names': [
    'post-installation.md',
    page(
      '   ```bash',
      "   sudo grep -E '^(DB_PASSWORD|CACHE_STORE|QUEUE_CONNECTION|SESSION_DRIVER|REDIS_PASSWORD)=' /root/restore/.env",
      '   ```',
      '',
      '3. Follow steps 6 to 11 of the VPS guide. In step 6, give the database user the password that `grep` printed.',
    ),
  ],
  'cpanel-update-closes-admin-again': [
    'post-installation.md',
    page(
      '   ```bash',
      '   rsync -a --delete \\',
      '     /home/cpuser/quiznest-releases/2.4.0/admin/ /home/cpuser/quiznest/admin/',
      '   rm -f bootstrap/cache/*.php',
      '   ```',
    ),
  ],
  'update-release-folder-emptied-before-unzip': [
    'post-installation.md',
    page(
      '   ```bash',
      '   sudo install -m 644 ~/quiznest-2.4.0.zip /var/www/quiznest-releases/',
      '   sudo -u "$OWNER" -H unzip /var/www/quiznest-releases/quiznest-2.4.0.zip -d /var/www/quiznest-releases/2.4.0',
      '   ```',
    ),
  ],
  'home-offers-admin-only-vps-with-vercel': [
    'home.md',
    page(
      '| Deploy to production | either a [manual VPS install](/installation-guide/server-setup/vps), or the [admin panel on cPanel](/installation-guide/server-setup/cPanel/Admin) with the client on [Vercel](/installation-guide/server-setup/vercel) |',
    ),
  ],
  'sites-enabled-grep-follows-symlinks': [
    'installation-guide/server-setup/vps.md',
    page('```bash', "grep -rl 'live/example.com/' /etc/nginx/sites-enabled/", '```'),
  ],
  'stripe-inquiry-only-answered': [
    [
      'deposits/index.md',
      page(
        'A dispute still open, such as a PayPal dispute in the Resolution Center (the funds are held) or a Stripe inquiry (nothing is taken yet), is answered at the provider, never refunded separately while it is open.',
      ),
    ],
    // read31 ops 3: "the steps below", before the decision table
    [
      'deposits/index.md',
      page(
        '- A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback.',
      ),
    ],
  ],
  's3-copy-runs-on-each-platform': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        '   cPanel has no `aws`: use the `~/bin/rclone` of the nightly backup, and `~/bin/rclone copy storage/app/public uploads:quiznest-uploads`.',
      ),
    ],
    // read30 settings 2: AWS CLI 2.23+ default checksums refused by B2 and R2, not mentioned
    [
      'Settings/Integration Settings/Service.md',
      page(
        '2. Copy the files already uploaded, keeping the same paths. On a VPS, install the AWS CLI (`sudo apt install awscli` on Ubuntu 22.04; `sudo snap install aws-cli --classic` on 24.04). "Unable to locate credentials" means the key was saved for another user. For a non-AWS provider, add `--endpoint-url` with the **Endpoint** value:',
        '   - **rclone on the server**: run `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`.',
        "   - **SFTP**: Inside that `public` folder, after `aws configure` with the bucket user's key (or an `s3` remote named `uploads`), run `aws s3 sync . s3://quiznest-uploads` (`--endpoint-url` as above) or `rclone copy . uploads:quiznest-uploads`.",
      ),
    ],
  ],
  'sandbox-test-deposit-seen-under-sandbox-filter': [
    'payment-gateways/bkash.md',
    page('4. Check that the deposit turns **Successful** and note its `trxID`.'),
  ],
  'enable-gateway-test-checked-under-sandbox-filter': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '6. Make a test deposit from a player account on the client app and check on [Deposits](/deposits/) that it turns **Successful**.',
    ),
  ],
  'deposit-confirmer-tells-player-through-support-agent': [
    'payment-gateways/nowpayments.md',
    page(
      '- Otherwise return the amount received yourself: NOWPayments is non-custodial, so the money is already in your payout wallet. Ask the player in a ticket for their address, and tell them not to send anything more to that invoice.',
    ),
  ],
  'sub-lost-notification-skips-refunded-failed': [
    [
      'Payments/index.md',
      page(
        "A `SUB-` charge paid at the provider but **Pending** or **Failed** here lost its notification: search its reference with **Type** **Subscription**, **Status** **All**, **Mode** set to both and a **Date Range** from the payment's date, click **Check Status**, and if it stays so, **Mark as Successful** with the provider's payment ID in the note.",
      ),
    ],
    // read32 ops 3: the late SUB- shortcut skipped the deleted-account check
    [
      'Payments/index.md',
      page(
        "A `SUB-` charge paid at the provider but **Pending** or **Failed** here lost its notification: search its reference with **Type** **Subscription**, **Status** **All**, **Mode** set to both and a **Date Range** from the payment's date, and open its **Activity** first: marked **Failed** with a refund reference, or its `SUB-` on the [running list](/deposits/#the-running-list), it stays **Failed** ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 7). Otherwise click **Check Status**, and if it stays so, **Mark as Successful** with the provider's payment ID in the note.",
      ),
    ],
  ],
  'dispute-check-partly-refunded-stays-successful': [
    [
      'deposits/index.md',
      page(
        "Check: the deposit is **Refunded**, and if the balance is negative, the player has no open withdrawal whose money has not left. Undo: if you win the dispute and the money comes back, add the deposit's coins back with **Adjust Balance** (**Add**), with the `DEP-` reference and the dispute ID in the **Reason**.",
      ),
    ],
    // read27 gateways 4: Check and Undo in one 140-word paragraph
    [
      'deposits/index.md',
      page(
        "Check: the deposit is **Refunded** (after an earlier partial refund: still **Successful**, with an **Admin Adjustment** for the rest naming the dispute ID, or, nothing to subtract, the hold line marked done with the dispute ID), and if the balance is negative, the player has no open withdrawal whose money has not left. Undo: if you win the dispute and the money comes back, add back exactly what this dispute took (its **Mark as Refunded**'s **Deposit Refund**, or the **Admin Adjustment** naming its dispute ID; nothing subtracted: nothing to add), never more than **Coins** minus the earlier parts' coins by step 3's formula, with **Adjust Balance** (**Add**), with the `DEP-` reference and the dispute ID in the **Reason**. After a restore, an **Add** made before it may be only on its [tab](/Extra/#the-restore-tab): look there first, and never make it again.",
      ),
    ],
  ],
  'razorpay-late-authorisation-answered-with-deposit': [
    'payment-gateways/razorpay.md',
    page(
      'Razorpay retries failed deliveries with increasing gaps for 24 hours. While the deposit is **Pending**, the scheduler also fetches the Razorpay order\'s payments every 10 minutes for 24 hours and credits the deposit as soon as one is captured; with nothing captured after 24 hours the deposit becomes **Failed** with the reason "expired".',
    ),
  ],
  'mercado-pago-app-usr-prefix-only-ambiguous': [
    'payment-gateways/overview.md',
    page(
      "Mollie alone refuses to save a key whose prefix does not match **Mode**; Mercado Pago's prefixes cannot tell test from production at all.",
    ),
  ],
  'holds-named-before-the-deadline': [
    'deposits/index.md',
    page(
      '| PayPal capture on hold (capture status `PENDING`), Authorize.Net `fraud.held` | Not protected from expiry | Decide at the provider within the day an Authorize.Net hold or a PayPal hold that waits for you ([PayPal](/payment-gateways/paypal#troubleshooting) names them), then check that the deposit turned **Successful** |',
    ),
  ],
  'running-list-kept-outside-quiznest': [
    [
      'deposits/index.md',
      page(
        '4. If you reject one, refund it first, then click **Mark as Failed** with the refund reference or transaction hash in the note, and add its `DEP-` reference and the date to a running list (a pinned ticket or a shared sheet).',
      ),
    ],
    // read29 ops 3: the running list defined in passing inside step 4.3.2, never set up
    [
      'deposits/index.md',
      page(
        '      2. As you send the refund, add its `DEP-` reference, the date and the refund reference or transaction hash to the running list, a shared sheet kept outside QuizNest so that no account deletion and no restore removes it. Its "refund hold" lines ([Refund a deposit](#refund-a-deposit) step 1.1) record no refund.',
      ),
    ],
    // diff44 money 11: lines described two ways, the "searched" tab half named; no checklist item creates the list
    [
      'deposits/index.md',
      page(
        '## The running list',
        '',
        'The running list is a shared sheet kept outside QuizNest, so that no account deletion and no restore removes it. The finance manager creates it before the first gateway is enabled, owns it and keeps its version history on; deposit confirmers, payout officers and the finance manager edit it, and support agents and the auditor read it ([Roles](/Admin%20Users/Role)). "On the running list" means its main tab.',
        '',
        "- **Main tab**: one line per refund or hold, each with the `DEP-` (or `SUB-`), the player's username and the date, kept for good:",
        '  - a refund line: a held deposit, late payment or manual deposit refunded or returned, with the refund reference or transaction hash written as the money is sent ([daily check](#check-pending-manual-deposits-every-day) step 4.3, [Manual deposits](#manual-deposits)), or a dispute on a deposit never credited, with the dispute ID ([Disputes](#disputes-chargebacks-and-returns)). Its marks: "refund refused", "payer matched", the finance manager\'s transfer reference or "nothing sent" (step 4.5), "dispute won", "dispute lost", "settled by dispute";',
        '  - a "refund hold" line, written by the payout officer before a refund ([Refund a deposit](#refund-a-deposit) step 1.1): it records no refund, and the deposit confirmer marks it done.',
        '- **"searched" tab**: the `DEP-` references daily check step 8.1 has searched, and beside a `DEP-` its further payments, refunded or "settled by dispute" (step 8.1.1). It never records a refund of the deposit.',
        '- **A restore tab** for each backup restore, kept by the finance manager ([The restore tab](/Extra/#the-restore-tab)).',
        '',
        '## Daily deposit check {#check-pending-manual-deposits-every-day}',
      ),
    ],
    [
      'payment-gateways/overview.md',
      page(
        '- [ ] The scheduler runs every minute, and the server clock is synchronised.',
        '- [ ] A named person runs the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day) at a fixed time (its first lines list the sites that need it).',
        '- [ ] `admin/.env` is backed up: its `APP_KEY` decrypts the stored secrets.',
      ),
    ],
    // diff45 money 1 and read30 ops 1: a return line step 7 did not skip; a refund hold the only hold every payout officer saw
    [
      'deposits/index.md',
      page(
        "- **Main tab**: one line per refund, return or hold, kept for good. Every line carries the `DEP-` (or `SUB-`), the player's username and the date; a step that writes one names only what is specific to its line:",
        "  - a return line for [money that matches no deposit](#money-that-matches-no-deposit): the transfer's reference in place of a `DEP-`;",
        '  - a "refund hold" line, written by the payout officer before a refund ([Refund a deposit](#refund-a-deposit) step 1.1): it records no refund, and the deposit confirmer marks it done.',
      ),
    ],
    // diff46 money 7: a refund line names no payment ID, so the both-tabs guard cannot tell a further payment's refund apart
    [
      'deposits/index.md',
      page(
        '## The running list\n\nThe running list is a shared sheet kept outside QuizNest, so that no account deletion and no restore removes it.\n\n- **Main tab**: one line per refund, return or hold, kept for good.\n  - a refund line: a held deposit, late payment or manual deposit refunded or returned, with the refund reference or transaction hash written as the money is sent ([daily check](#check-pending-manual-deposits-every-day) step 4.3, [Manual deposits](#manual-deposits)).\n\n## Daily deposit check {#check-pending-manual-deposits-every-day}',
      ),
    ],
    // diff47 money 4: a refund line named the payment ID only on a deposit with a further payment
    [
      'deposits/index.md',
      page(
        '  - a refund line: a held deposit, late payment or manual deposit refunded or returned, with the refund reference or transaction hash written as the money is sent (a deposit with a further payment: the payment ID it refunded too) ([daily check](#check-pending-manual-deposits-every-day) step 4.3, [Manual deposits](#manual-deposits)), or a dispute on a deposit never credited, with the dispute ID ([Disputes](#disputes-chargebacks-and-returns)). Its marks: "refund refused", "payer matched", the finance manager\'s transfer reference or "nothing sent" (step 4.5), "dispute won", "dispute lost", "settled by dispute";',
      ),
    ],
    // decision bank tab: return lines on the main tab, keyed by a reference nothing recorded
    [
      'deposits/index.md',
      page(
        '## The running list',
        '',
        'The running list is a shared sheet kept outside QuizNest, so that no account deletion and no restore removes it. The finance manager creates it before the first gateway is enabled, owns it and keeps its version history on; deposit confirmers, payout officers and the finance manager edit it, and support agents and the auditor read it ([Roles](/Admin%20Users/Role)). "On the running list" means its main tab.',
        '',
        "- **Main tab**: one line per refund, return or hold, kept for good. Every line carries the `DEP-` (or `SUB-`), the player's username and the date; a step that writes one names only what is specific to its line ([daily check](#check-pending-manual-deposits-every-day) step 7 reads its refund lines only, never a hold line or a return line):",
        '  - a refund line: a held deposit, late payment or manual deposit refunded or returned, with the refund reference or transaction hash written as the money is sent, with the payment ID it refunded ([daily check](#check-pending-manual-deposits-every-day) step 4.3, [Manual deposits](#manual-deposits)), or a dispute on a deposit never credited, with the dispute ID ([Disputes](#disputes-chargebacks-and-returns)). Its marks: "refund refused", "payer matched", the finance manager\'s transfer reference or "nothing sent" (step 4.5), "dispute won", "dispute lost", "settled by dispute";',
        "  - a return line for [money that matches no deposit](#money-that-matches-no-deposit): the transfer's reference in place of a `DEP-`, then the return's reference;",
        '  - a payout hold line, written by the payout officer ("refund hold": [Refund a deposit](#refund-a-deposit) step 1.1; "no-payment check": [A deposit with no payment behind it](/Payments/#a-deposit-with-no-payment-behind-it) step 3): it records no refund, and every payout officer reads it before approving ([Review a request](/withdraw/#review-a-request) item 6 says when it ends).',
        '- **"searched" tab**: the `DEP-` references daily check step 8.1 has searched (with the date-paid sort, the check\'s date and time), and beside a `DEP-` its further payments: refunded, by you or the provider, "address asked" (then "unclaimed") or "settled by dispute" (step 8.1.1, [A provider reports a refund](#a-provider-reports-a-refund), [Disputes](#disputes-chargebacks-and-returns)). It never records a refund of the deposit.',
        '- **A restore tab** for each backup restore, kept by the finance manager ([The restore tab](/Extra/#the-restore-tab)).',
      ),
    ],
  ],
  'unclear-withdrawal-asked-by-email': [
    'withdraw/index.md',
    page(
      'If something is unclear, leave the request **Pending** and ask the player through a [support ticket](/support-tikect/); do not approve a request you intend to investigate.',
    ),
  ],
  'ban-steps-contest-status-on-profile': [
    'Mange User/Users.md',
    page(
      '| **Quizzes** and **Contests** | Quizzes played with scores, contests joined with rank and prize. |',
    ),
  ],
  'notification-rate-env-edited-with-sudo': [
    'Mange User/Send Notification.md',
    page(
      'To change the email rate, for example to match a provider that allows 500 emails per hour (about 8 per minute), edit `admin/.env` and reload the configuration.',
    ),
  ],
  'admin-texts-not-translated-in-languages': [
    'Settings/System Setting/GDPR Cookie.md',
    page('3. Translate the texts for each language in [Languages](/Settings/Localization/Languages).'),
  ],
  'translations-tab-named-where-its-screen-is': [
    'Settings/User Settings/Kyc.md',
    page(
      'Go to **Settings > User Settings > Kyc**. The screen has two tabs, **Settings** and **Form Builder**, each with its own **Save** button.',
    ),
  ],
  'rate-change-rejected-transfer-not-sent-twice': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   - open [Deposits](/deposits/) … leaving none of these **Pending**: **Approve** a manual deposit whose transfer has arrived, else **Reject** it with a **Reason** asking the player to deposit again after the change; a "risk review" or "partially paid" one is refunded before **Mark as Failed** and goes on the running list;',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it with the **Reason** `Rate change: once the site reopens, submit this transfer again as a new deposit with the same transfer reference. Do not send the money again.` When its money arrives, approve the player's new deposit (new-rate coins), or refund the money if no new deposit comes; the rejected deposit stays **Failed**.",
      ),
    ],
    // diff44 settings 2: "any late manual transfer" was defined nowhere
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it with the **Reason** `Rate change: once the site reopens, submit this transfer again as a new deposit with the same transfer reference. Do not send the money again.` When its money arrives, approve the player's new deposit (new-rate coins). Money with no new deposit is handled as any late manual transfer: a support agent asks the player (the transfer's reference is their username) to submit it, and after 7 days it goes back, as [Manual deposits](/deposits/#manual-deposits) step 3 returns what arrived. The rejected deposit stays **Failed**.",
      ),
    ],
    // diff45 money 1: money with no new deposit submitted for approval, never returned
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it with the **Reason** `Rate change: once the site reopens, submit this transfer again as a new deposit with the same transfer reference. Do not send the money again.` When its money arrives, approve the player's new deposit (new-rate coins). Money with no new deposit is handled as [Money that matches no deposit](/deposits/#money-that-matches-no-deposit) says: a support agent asks the player to submit it. The rejected deposit stays **Failed**.",
      ),
    ],
    // diff46 money 2: the Reason says nothing of the 3 days
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it with the **Reason** `Rate change: once the site reopens, submit this transfer again as a new deposit with the same transfer reference. Do not send the money again.` When its money arrives, approve the player's new deposit (new-rate coins). Money with no new deposit is returned as [Money that matches no deposit](/deposits/#money-that-matches-no-deposit) says, and the player deposits again. The rejected deposit stays **Failed**.",
      ),
    ],
  ],
  'rate-change-none-of-these-pending': [
    'Settings/Finance Settings/Currency.md',
    page(
      '   - open [Deposits](/deposits/) … as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none **Pending**: **Approve** a manual deposit whose transfer has arrived',
    ),
  ],
  'facebook-takeover-section-says-takeover': [
    'Settings/User Settings/Social Login.md',
    page(
      '### A player reports a Facebook sign-in they did not make',
      '',
      'Unlinking Facebook alone does not help: the next Facebook sign-in with the same address links the account again.',
    ),
  ],
  'new-server-dns-moves-aaaa-records': [
    'post-installation.md',
    page(
      "1. A day before, lower the TTL of the site's DNS records to 300 seconds.",
      '6. Point the DNS records at the new server (admin-only VPS: `admin.example.com` alone). The old one stays in maintenance mode. Once `getent hosts admin.example.com` prints the new address, run the Certbot lines of step 11 of the VPS guide.',
    ),
  ],
  'dns-check-tests-a-and-aaaa': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "The log shows `Certbot failed to authenticate some domains`. Check the records with `getent hosts admin.example.com example.com`, wait until both return the server's address, and run the script again.",
    ),
  ],
  'vps-dns-check-is-dig-a-and-aaaa': [
    'installation-guide/server-setup/vps.md',
    page(
      'At your DNS provider, create **A** records for `example.com`, `www.example.com` and `admin.example.com` with the value `203.0.113.10` (and **AAAA** records if the server has IPv6). Check from the server:',
      '',
      ...code('bash', 'getent hosts admin.example.com example.com www.example.com'),
    ),
  ],
  'install-sh-www-split-lines-printed-in-item-4': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "   - If not (the name came after the script's certificate run), run after the `nginx -t` line the two lines of step 1 of [Move the client from this server to Vercel](/installation-guide/server-setup/vps#move-the-client-from-this-server-to-vercel) for the **Certificate Name** `admin.example.com`, `-d www.example.com` included.",
    ),
  ],
  'install-sh-single-run-goes-on-to-installer': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "1. Right after the script's first run, keep everybody but you out of the whole admin host (1.1); run the installer after the re-run (1.2):",
      '   2. Wait until [the re-run](#re-running-the-script) has issued the certificates: over HTTP the **Super Admin** password would travel in clear text.',
    ),
  ],
  'rhel-mysql-80-past-end-of-life': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      'Install and start the database server: MariaDB on Fedora, MySQL 8.0 on RHEL 9 (whose default MariaDB, 10.5, is too old).',
    ),
  ],
  'restore-lost-references-reconciled-once': [
    [
      'Mange User/Users.md',
      page(
        "Two exceptions: the coins of a dispute you won ([Deposits](/deposits/#disputes-chargebacks-and-returns)), and a payment whose `DEP-` deposit no longer exists, because a backup was restored from before it ([Before and after a restore](/Extra/#before-and-after-a-restore)). Only then credit with **Add**, naming the `DEP-` reference and the dispute ID or the provider's payment id in the **Reason**.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '- Seen at a provider or on a payout statement: no mark yet.',
        '',
        "Before reopening, hand the tab to the finance manager, who confirms your *settled* marks and alone marks every other line *settled*, writing beside it how it was settled and the date: now those a target or item 1's plan counted. Others only read it. The rest are *waiting*:",
      ),
    ],
  ],
  'restore-large-export-worker-by-hand': [
    'Extra/index.md',
    page(
      "- Keep each file under 10,000 rows (fewer days, or one **Type** at a time), or it comes by email from the stopped worker. Note the export's time.",
    ),
  ],
  'restore-lost-kyc-submission-payout-recorded': [
    'Extra/index.md',
    page(
      '4. A withdrawal **Paid** in the export: **Approve** it if **Pending**, then **Mark as Paid** with the same **Payout Reference**. If **Approve** is disabled, verify the player again first ([Users](/Mange%20User/Users#verifying-email-and-kyc)).',
    ),
  ],
  'move-test-bypass-link-302': [
    [
      'post-installation.md',
      page(
        "5. From your computer, `curl -s -o /dev/null -w '%{http_code}\\n' --resolve admin.example.com:80:203.0.113.40 http://admin.example.com/` (`203.0.113.40`: the new server's address; Windows: `curl.exe`) prints `503`, QuizNest's maintenance page, not an Nginx or PHP error. `--resolve` skips DNS, A and AAAA alike, so the answer comes from the new server.",
      ),
    ],
    [
      'post-installation.md',
      page(
        "5. From your computer, `curl -s -o /dev/null -w '%{http_code}\\n' --resolve admin.example.com:80:203.0.113.40 http://admin.example.com/` (`203.0.113.40`: the new host's address; `--resolve` skips DNS, A and AAAA alike; Windows PowerShell: `curl.exe` and `-o NUL`) prints `503`, and with `http://admin.example.com/choose-a-long-random-string` (your bypass link) `302`: only QuizNest's maintenance mode redirects that link, while a web server that fails to run PHP (LiteSpeed, Apache) answers `503` to both. `403` means the lock lines lack your computer's IPv4 address: add it as a second `RewriteCond` line.",
      ),
    ],
  ],
  'dns-check-names-that-point-here': [
    'installation-guide/server-setup/vps.md',
    page(
      'Certbot in step 11 checks these names from the internet, IPv6 first, so set them first. Check from the server (`dig` comes with Ubuntu Server; if it is missing, `sudo apt-get install bind9-dnsutils`):',
    ),
  ],
  'dns-check-behind-cloudflare-proxy': [
    'installation-guide/server-setup/vps.md',
    page(
      'A name missing has no record yet; any other address, often an old `AAAA` record, sends Certbot and part of your visitors to that server: fix the record and check again.',
    ),
  ],
  'dig-install-updates-package-lists': [
    'installation-guide/server-setup/vps.md',
    page(
      'Check from the server (`dig` comes with Ubuntu Server; if it is missing, `sudo apt-get install bind9-dnsutils`):',
    ),
  ],
  'old-aaaa-named-in-older-sentences': [
    'common-requirements.md',
    page(
      '- `admin.example.com` for the admin panel and API, pointed with an `A` record (and an `AAAA` record if you use IPv6) at the server that runs PHP.',
    ),
  ],
  'move-dns-step-points-once': [
    'post-installation.md',
    page(
      "6. Point the DNS records at the new server (admin-only VPS: `admin.example.com` alone). The old one stays in maintenance mode. Point each A record at the new server's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none.",
    ),
  ],
  'move-test-windows-curl-null': [
    'post-installation.md',
    page(
      "5. From your computer, `curl -s -o /dev/null -w '%{http_code}\\n' --resolve admin.example.com:80:203.0.113.40 http://admin.example.com/` (`203.0.113.40`: the new server's address; Windows: `curl.exe`) prints `503`.",
    ),
  ],
  'sub-lost-notification-activity-before-check-status': [
    'Payments/index.md',
    page(
      "Click a **Deposit** row to open the deposit on [Deposits](/deposits/), and a **Withdrawal** row to open the request on [Withdrawals](/withdraw/). A **Subscription** row opens the charge here, with the same actions as a deposit: **Check Status**, **Mark as Successful**, **Mark as Failed** and **Mark as Refunded**. Subscription charges follow the deposit statuses and the same reconciliation check. A `SUB-` charge paid at the provider but **Pending** or **Failed** here lost its notification: search its reference with **Type** **Subscription**, **Status** **All**, **Mode** set to both and a **Date Range** from the payment's date, click **Check Status**, and if it stays so, **Mark as Successful** with the provider's payment ID in the note, unless its **Activity** shows it was marked **Failed** with a refund reference, which stays **Failed** ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 7).",
    ),
  ],
  'languages-intro-interface-only': [
    'Settings/Localization/Languages.md',
    page(
      "Languages translate the interface: the client app, the messages the API returns to players (such as validation errors), and the emails and push notifications players receive. The admin panel itself stays in English, and the quiz content you write (categories, quizzes, questions, contest names) is shown to every player as you wrote it. Texts you write yourself are translated on their own screen's **Translations** tab, not here: the menus ([Menu](/Settings/Navigation/Menu)), the home page sections ([Manage Frontend](/Settings/Theme%20Settings/Manage%20Frontend)), static pages ([Manage Pages](/Settings/Theme%20Settings/Manage%20Pages)), the cookie banner ([GDPR Cookie](/Settings/System%20Setting/GDPR%20Cookie)), the maintenance page ([Maintenance Mode](/Settings/System%20Setting/Maintenance%20Mode)), the KYC instructions and form labels ([Kyc](/Settings/User%20Settings/Kyc)), the offline page ([PWA](/Settings/Theme%20Settings/PWA)) and the level names ([Ranking Settings](/Settings/Quiz%20Settings/Ranking%20Settings)); notification templates have a language selector in their editor ([Notification Settings](/Settings/User%20Settings/Notification%20Settings)). An empty translation there falls back to the default language.",
    ),
  ],
  'daily-check-step-4-asks-refund-address': [
    'deposits/index.md',
    page(
      '4. In the same list, decide the SSLCommerz deposits with the note "risk review" and the NOWPayments deposits with the note "partially paid" as their pages say ([SSLCommerz](/payment-gateways/sslcommerz#set-up-the-sslcommerz-ipn) step 4, [NOWPayments](/payment-gateways/nowpayments#nowpayments-ipn)): they never expire either. The money of both has already reached you: if you reject one, refund it first, then click **Mark as Failed** with the refund reference or transaction hash in the note, and add its `DEP-` reference and the date to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it. Before a NOWPayments refund, the player is told not to send more to that invoice (step 7 says why): a deposit confirmer has no **Support Ticket** permission, so hand that message, with the `DEP-` reference, to a support agent (on the player\'s open ticket, else by email to the verified address on their profile), and refund only once the player has been told.',
    ),
  ],
  'paystack-test-compare-sandbox-mode': [
    'payment-gateways/paystack.md',
    page(
      'Every test transaction appears under **Transactions** in the Dashboard while the test mode switch is on. Compare its reference with the deposit on [Deposits](/deposits/) if anything looks wrong.',
    ),
  ],
  'restore-new-account-payment-listed-open': [
    'Extra/index.md',
    page(
      "8. A payment from an account created after the backup: refund it at the provider, or credit the player's new account.",
    ),
  ],
  'restore-lost-references-tab-handed-over': [
    'Extra/index.md',
    page(
      "For each player, make one **Adjust Balance** for the difference between the target and the **Balance**, **Notify player** unticked, **Reason** naming the restore and the export's time. It replaces every coin movement since the backup: make none again. List every lost `DEP-`, `SUB-` and `WDR-` reference, with its provider or payout id, for the month's [reconciliation](/Payments/#reconcile-with-a-provider-month-by-month). Last, delete again every account deleted since the backup: the restore brought it back with its personal data.",
    ),
  ],
  'restore-deposit-counted-once-across-exports': [
    'Extra/index.md',
    page(
      '| **Pending** or **Failed** | **Successful** | **Check Status**, else **Mark as Successful** |',
      '| Each payment paid and not refunded at the provider that the export does not show **Successful**, made after the export included (webhooks still arrive in maintenance mode); settle it on its deposit if that exists | The gateway dashboard |',
    ),
  ],
  'restore-hand-worker-per-platform': [
    'Extra/index.md',
    page(
      "- Keep each file under 10,000 rows (fewer days, or one **Type** at a time). A larger one is emailed by the worker: run `php artisan queue:work --stop-when-empty --timeout=60 --force`, which works in maintenance mode and sends the rest of the queue; without mail, export per player (**Search**). Note the export's time.",
    ),
  ],
  'restore-emailed-export-downloaded-before-drop': [
    'Extra/index.md',
    page(
      "- Keep each file under 10,000 rows (fewer days, or one **Type** at a time). A larger one is emailed by the worker: run `php artisan queue:work --stop-when-empty --timeout=60 --force`, which works in maintenance mode and sends the rest of the queue; without mail, export per player (**Search**). Note the export's time.",
    ),
  ],
  'restore-send-notification-history-saved': [
    'Extra/index.md',
    page(
      '3. [Send Notification](/Mange%20User/Send%20Notification): **Cancel** every **Scheduled**, **Queued** or **Sending** message the live site had already sent; send one still due again.',
    ),
  ],
  'restore-kyc-switch-off-only-for-paid-rows': [
    [
      'Extra/index.md',
      page(
        '- Every export row has its status again or is settled as lost; every contest of your list is **Completed**, **Cancelled** or on **Manual Approval**.',
        "- Every change of the saved log is redone, each admin's own too, **Require KYC for Withdrawals** back on, and the players' message, if due, queued.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '- Every export row has its status again, awaits a KYC submission (item 5), is settled as lost or, after a break-in, is *waiting* on the tab. Every listed contest is **Completed**, **Cancelled**, **Draft** or on **Manual Approval**. Every player to adjust before reopening has their target (new accounts: *waiting*); the finance manager has the tab. Each credit to add after reopening is noted, one per player.',
      ),
    ],
  ],
  'deposits-restore-exception-needs-open-reference': [
    'deposits/index.md',
    page(
      'Only the [two exceptions of Users](/Mange%20User/Users#adjusting-a-coin-balance) are credited with **Add**: a dispute you won ([Disputes](#disputes-chargebacks-and-returns)), and a payment whose `DEP-` deposit no longer exists after a backup restore.',
    ),
  ],
  'restore-paid-contest-never-approve-and-pay': [
    'Extra/index.md',
    page(
      '| The contest | Do | Add to the target |',
      '|---|---|---|',
      '| Paid since the backup: **Contest Prize** lines | **Cancel Contest**, whatever its **Prize Payout**, with a reason naming the payment date: the one way to close it unpaid. | Nothing: **Balance After** holds the prizes |',
    ),
  ],
  'key-generate-laravel-11-prompt': [
    'installation-guide/server-setup/vps.md',
    page(
      'On a fresh `.env` it prints `Application key set successfully.` and asks nothing. If it asks `Do you really wish to run this command?`, a key is already set: answer `no` unless this is a new installation with no saved secrets.',
    ),
  ],
  'cpanel-admin-zip-windows': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page('1. On your computer, compress the `admin/` folder into `admin.zip`.'),
  ],
  'vps-troubleshooting-pm2-as-owner': [
    'installation-guide/server-setup/vps.md',
    page(
      '#### The client is down',
      '',
      'The log shows `connect() failed (111: Connection refused)`: the client is not running. Check `pm2 status` and `pm2 logs quiznest-client --lines 50`, fix the error it shows, and `pm2 restart quiznest-client`.',
    ),
  ],
  'mail-check-mailer-log-first': [
    'post-installation.md',
    page(
      '## Configure outgoing mail',
      '',
      "The test email is sent straight away. If the test succeeds but nothing arrives, look in the spam folder and check that your domain's SPF and DKIM records authorise the SMTP server you use.",
    ),
  ],
  'cpanel-before-you-start-aaaa-and-check': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '## Before you start',
        '',
        '- A cPanel account with a domain whose DNS points at the host, so that `admin.example.com` resolves to it.',
        '',
        '## Step 1: Upload the admin folder',
      ),
    ],
    // read32 installB 7: the cPanel reader was never told where the host's IPv4 address is
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '## Before you start',
        '',
        "- A cPanel account, and DNS for `admin.example.com`: an **A** record with the host's IPv4 address and, only if the host has IPv6, an **AAAA** record with its IPv6 address. Delete any older AAAA record (a parking page's, an old host's), or AutoSSL and IPv6 visitors reach that server. Check with the loop of [step 1 of the VPS guide](/installation-guide/server-setup/vps#step-1-point-dns-at-the-server), in **Terminal** or on your computer, for `admin.example.com` alone. With the host's nameservers, step 2 creates these records: add none by hand, and run the check after step 2, before step 7.",
      ),
    ],
  ],
  'backup-puller-key-restricted': [
    'post-installation.md',
    page(
      'On the VPS, give the puller an account that can only read new archives:',
      '',
      ...code(
        'bash',
        "sudo adduser --disabled-password --gecos '' quiznest-pull",
        'sudo setfacl -m u:quiznest-pull:rx,d:u:quiznest-pull:r /var/backups/quiznest',
      ),
      '',
      "Add the other server's public key to `/home/quiznest-pull/.ssh/authorized_keys`. On that server, run `rsync -a quiznest-pull@203.0.113.10:/var/backups/quiznest/ ~/quiznest-backups/` from its crontab.",
    ),
  ],
  'domain-change-client-built-before-maintenance': [
    'post-installation.md',
    page(
      '3. Put the panel in maintenance mode with a secret.',
      '4. Change both addresses in `admin/.env`.',
      '5. Rebuild the client with `NEXT_PUBLIC_API_URL=https://admin.example.net/api` and `NEXT_PUBLIC_SITE_URL=https://example.net`:',
      '   - **cPanel, static export**: in `client/.env.production.local`. Then build and upload into the document root of `example.net`.',
    ),
  ],
  'planned-move-borrowed-steps-summarised': [
    [
      'post-installation.md',
      page(
        '   3. Steps 6 to 10 of the VPS guide with the QuizNest version the site runs: in its step 6 the names and password that `grep` printed, in its step 9 no `key:generate`, in its step 10 the two lock lines, which stay until step 5 of Restore onto a new server, VPS tab, removes them (in step 4 here).',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   3. Steps 6 to 10 of the VPS guide: in its step 10 the install lock, kept until step 4 here removes it.',
        '',
        "7. Through the bypass link, run the settlement, here **Check Status** alone; then run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 of the cPanel guide and set up the client.",
      ),
    ],
  ],
  'coin-rate-duplicate-new-title': [
    'Settings/Finance Settings/Currency.md',
    page(
      '1. Review the entry fees and prize pools of your contests before you save. Once a player has joined a contest, its **Entry Fee** and prize pool are locked: let such a contest run at its old numbers, or cancel it (every player is refunded) and **Duplicate** it with the new ones.',
    ),
  ],
  'user-settings-edit-super-admins': [
    'Admin Users/Role.md',
    page(
      ':::danger',
      '',
      '**Admin Users > Role** with **Edit** and **Admin Users > Admin** with **Edit** are, in effect, full access: an admin who has them can give another account, or their own role, any permission. Keep them for Super Admins. **Settings > Finance Settings** with **Edit** lets an admin change payment gateway keys and withdraw methods; treat it like access to your money.',
      '',
      ':::',
    ),
  ],
  'content-editor-never-staging-mode': [
    'Admin Users/Role.md',
    page(
      '### Content editor',
      '',
      '- **Dashboard**: View',
      '- **Settings**: View and Edit for **SEO & Meta** and **Navigation**; View for **Theme Settings**',
    ),
  ],
  'kyc-retention-applies-to-reviewed-files': [
    'Settings/User Settings/Kyc.md',
    page(
      '| **Document Retention (days)** | Deletes the uploaded files this many days after a submission is reviewed. | `0` (keep) | The scheduler deletes them once a day. The status, dates, reviewer and reason stay. |',
    ),
  ],
  'maintenance-registration-close-below-minimum-seats': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'A contest that is **Live**, or starts, during maintenance mode runs without players, and players who joined cannot play it. A contest whose **Registration Closes At** falls in the window is cancelled for too few seats.',
    ),
  ],
  'no-payment-deposit-taken-back-hold-ends': [
    'Payments/index.md',
    page(
      "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | A Super Admin, never the deposit confirmer, first opens the gateway's form and sets **Status** to **Disabled** at once. They open the deposit's **Activity** (and each listed one's) to see who confirmed it and investigate, while the payout officer pays none of those players' withdrawals. |",
    ),
  ],
  'razorpay-disabled-webhook-switched-back-on': [
    'payment-gateways/razorpay.md',
    page(
      "**Webhook signature mismatch** The form's **Webhook Secret** differs from the secret on the Razorpay webhook, or you saved the test-mode secret while live events arrive. Edit the webhook in the Dashboard, set a new secret, and type the same value into the form.",
    ),
  ],
  'risk-flagged-card-payment-rule': [
    [
      'payment-gateways/authorize-net.md',
      page(
        '   - `net.authorize.payment.fraud.held`: the Fraud Detection Suite held the payment. Review held transactions in the Merchant Interface every day and approve or decline them within the day.',
      ),
    ],
    // read30 gateways 4: "Approve", a button gateway deposits do not have
    [
      'deposits/index.md',
      page(
        '   1. Approve a "risk review" payment, like an Authorize.Net hold (step 5), only when all of these hold, and when in doubt reject it: the player has an earlier **Successful** deposit and none **Refunded** (search the player with **Status** **All**); the amount is at most their largest earlier deposit; and the provider\'s record fits the player (SSLCommerz: the card\'s issuer country in the merchant panel is Bangladesh; Authorize.Net: the transaction detail shows the AVS (address) and card code (CVV) results matched).',
      ),
    ],
  ],
  'refunded-failed-deposit-stops-the-check': [
    [
      'Mange User/Users.md',
      page(
        "When a player paid and the coins did not arrive, settle the **deposit**, not the balance: open it under [Deposits](/deposits/), click **Check Status**, and if the provider's dashboard shows the payment completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)).",
      ),
    ],
    // diff38 money 3 and gap 1: the Activity reference read before the line
    [
      'deposits/index.md',
      page(
        '## Check a pending deposit',
        '',
        '2. Read the **Activity** list:',
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on a refund line of the [running list](#check-pending-manual-deposits-every-day) (step 4.3: its main tab, never a "refund hold" line or a [restore tab](/Extra/#the-restore-tab)): leave it **Failed** (daily check step 7) and stop here. Tell the player:',
        '      - a refund reference: it was refunded, with that reference (nothing came back: check the refund at the provider);',
        '      - "refund refused" on the line with no transfer reference yet: it is not refunded yet, and a support agent will ask for a statement (step 4.5); with one: it was refunded, with that reference.',
      ),
    ],
    // diff40 money 8: a Refunded deposit told it stays Failed
    [
      'deposits/index.md',
      page(
        '### A player was charged but has no coins. What do I do?',
        '',
        'Open the deposit and read its **Activity** list: marked **Failed** with a refund reference, or its `DEP-` on a refund line of the daily check\'s running list, it stays **Failed** ([daily check](#check-pending-manual-deposits-every-day) step 7; what to tell the player: [Check a pending deposit](#check-a-pending-deposit) step 2.1); a "risk review" or "partially paid" note: the daily check\'s step 4 decides it; otherwise click **Check Status**, and if the gateway still does not confirm but its dashboard shows the payment completed in **Live** mode, click **Mark as Successful** ([Check a pending deposit](#check-a-pending-deposit)). Never add the coins with **Adjust Balance**: a late webhook would credit the deposit on top of them.',
      ),
    ],
    // diff41 money 5: a DEP- on the "searched" tab read as refunded
    [
      'deposits/index.md',
      page(
        '2. Read the **Activity** list:',
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on a refund line of the [running list](#check-pending-manual-deposits-every-day) (step 4.3: its main tab, never a "refund hold" line or a [restore tab](/Extra/#the-restore-tab)): leave it as it is (**Failed** or **Refunded**; daily check step 7) and stop here. Tell the player, reading the line before the **Activity**:',
      ),
    ],
    // read29 gateways 8, read29 ops 5: step 2.1 as one sentence, "reading the line before the Activity"
    [
      'deposits/index.md',
      page(
        '2. Read the **Activity** list:',
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on a refund line of the [running list](#check-pending-manual-deposits-every-day) (step 4.3: its main tab, never a "refund hold" line, a [restore tab](/Extra/#the-restore-tab) or the "searched" tab): leave it as it is (**Failed** or **Refunded**; daily check step 7) and stop here. Tell the player, reading the line before the **Activity**:',
        '      - "refund refused" on the line (step 4.5): with a transfer reference, it was refunded with that reference, less the price of the coins they spent or withdrew, which they keep; "nothing sent": they spent or withdrew all those coins, which they keep; "dispute won" or "dispute lost" beside either: the same answer (lost: their card dispute also returned the payment); "settled by dispute": their card dispute decided it; none of these: it is not refunded yet, and a support agent will ask for a statement unless "payer matched" is there.',
        '      - otherwise a refund reference: it was refunded, with that reference (nothing came back: check the refund at the provider).',
      ),
    ],
    // diff50 money 2: the refunded row must not take a held "account deleted, address asked" line
    [
      'deposits/index.md',
      page(
        '2. Read the **Activity** list:',
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on a refund line of the [running list](#the-running-list) (its main tab, never a hold line, a [restore tab](/Extra/#the-restore-tab) or the "searched" tab): leave it as it is (**Failed** or **Refunded**; daily check step 7) and stop here. Tell the player what the line says (no line: the **Activity**):',
        '',
        '      | The line shows | Tell the player |',
        '      |---|---|',
        '      | "refund refused" and a transfer reference | Refunded with that reference, less the price of the coins they spent or withdrew, which they keep. |',
        '      | "refund refused" and "nothing sent" | They spent or withdrew all those coins, which they keep. |',
        '      | One of those two, and "dispute won" or "dispute lost" | The same (lost: their card dispute also returned the payment). |',
        '      | "settled by dispute" | Their card dispute decided it. |',
        '      | "refund refused" and "payer matched", none of the above | Not refunded yet: the finance manager is sending what is due. |',
        '      | "refund refused", no "payer matched", none of the above | Not refunded yet: a support agent asks for a statement. |',
        '      | A refund reference, no "refund refused" | Refunded, with that reference (nothing came back: check the refund at the provider). |',
      ),
    ],
    // read32 SIMPLIFY: the question restated Check a pending deposit
    [
      'deposits/index.md',
      page(
        '### A player was charged but has no coins. What do I do?',
        '',
        'Open the deposit and read its **Activity** list: marked **Failed** with a refund reference, or its `DEP-` on a refund line of the daily check\'s running list, it stays as it is, **Failed** or **Refunded** ([daily check](#check-pending-manual-deposits-every-day) step 7; what to tell the player: [Check a pending deposit](#check-a-pending-deposit) step 2.1); a "risk review" or "partially paid" note: the daily check\'s step 4 decides it; otherwise click **Check Status**, and if the gateway still does not confirm but its dashboard shows the payment completed in **Live** mode, click **Mark as Successful** ([Check a pending deposit](#check-a-pending-deposit)). Never add the coins with **Adjust Balance**: a late webhook would credit the deposit on top of them.',
      ),
    ],
  ],
  'manual-gateway-default-currency-only': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "The **Manual Gateways** section sits below the list of the 16 gateways on this screen. Its forms use the same **Minimum Amount**, **Maximum Amount**, **Fixed Charge**, **Percent Charge** and **Status** as the online gateways, in the default currency, and the deposit's **Amount**, **Charge**, **Payable** and **Coins** are computed as in [How a deposit is priced](#how-a-deposit-is-priced).",
    ),
  ],
  'dispute-cases-list': [
    [
      'deposits/index.md',
      page(
        '### Disputes, chargebacks and returns',
        '',
        "QuizNest reads no dispute, chargeback or returned bank debit. Turn on the provider's email alerts for new disputes (each gateway page says where disputes appear), and when one arrives:",
      ),
    ],
    [
      'deposits/index.md',
      page(
        'If the deposit is already **Refunded**, or **Failed** with a refund reference in its **Activity** or its `DEP-` on the running list, change nothing in QuizNest and never refund again.',
      ),
    ],
    [
      'deposits/index.md',
      page(
        '**Failed** with neither (never credited: an expired hold or a late payment): no coins to take back and no withdrawals to close; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then answer or accept the dispute at the provider.',
      ),
    ],
    [
      'deposits/index.md',
      page(
        "A Stripe inquiry takes nothing: answer it. Turn on the provider's email alerts for new disputes (each card or wallet gateway's page says where disputes appear), and when one arrives:",
        '',
        "1. Search **Deposits** for the provider's transaction ID.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        '- **Failed** with neither (never credited: an expired hold or a late payment): no coins to take back and no withdrawals to close; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then accept the dispute at the provider (nothing was given for it): never contest it.',
      ),
    ],
    [
      'deposits/index.md',
      page(
        '- **Failed** with neither, or **Pending** (never credited: an expired hold, a late payment, a held payment such as a "risk review" or a PayPal hold): no coins to take back and no withdrawals to close; a **Pending** one gets **Mark as Failed** with the dispute ID in the note.',
      ),
    ],
    // diff37 gap 1: a refused refund whose coins were withdrawn accepted, paying twice
    [
      'deposits/index.md',
      page(
        '- A line noting "refund refused" with nothing sent yet ([daily check](#check-pending-manual-deposits-every-day) step 4.5): accept the dispute and write "settled by dispute" and the dispute ID on the line.',
      ),
    ],
    // diff37 money 7 and gap 2: "the listed reference" where none is listed; "the refund id" a neither line never holds
    [
      'deposits/index.md',
      page(
        "- **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (daily check step 4; a **Pending** one: **Mark as Failed** with the listed reference): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the refund id (its **Activity**, or the running list) and the deposit's **Activity** as evidence.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  `### Disputes, chargebacks and returns` (a chargeback or returned debit, which took the money, never refunded at the provider as well; a dispute still open, a PayPal Resolution Center hold, answered at the provider, never refunded separately while open; a Stripe inquiry, which takes nothing, only answered, the steps following only if it becomes a chargeback; a dispute on a deposit already **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (a **Pending** one: **Mark as Failed** with the listed reference): nothing else changed in QuizNest and never a second refund, answered at the provider with the refund id and the deposit\'s **Activity**; **Failed** or **Pending** with neither (a held payment: a "risk review", a PayPal hold), never credited (an expired hold, a late payment): no coins to take back, no withdrawals to close, a **Pending** one **Mark as Failed** with the dispute ID in the note, its `DEP-`, the date and the dispute ID put on the running list so no later step credits it, then the dispute accepted, never contested (nothing was given for it); the cases a short list before the steps, one line each; withdrawals',
      ),
    ],
    // diff38 money 1-2: contested from one balance, the finance manager never asked
    [
      'deposits/index.md',
      page(
        'When one arrives, open the deposit (step 1) and find its case, the first that fits:',
        '',
        '- A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback.',
        '- A line noting "refund refused", with no transfer reference and no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1 first): read the coin log as its item 4 does. No **Deposit** line, or the **Deposit Refund** line\'s balance after is zero or more: accept the dispute. Below zero (the player spent or withdrew those coins): contest it, with that **Deposit Refund** line and the coin log as evidence. Either way, write "settled by dispute" and the dispute ID on the line.',
        "- **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (daily check step 4; a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as [A provider reports a refund](#a-provider-reports-a-refund) step 1): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the id on the line or in its **Activity** (a refund's, a transfer's or an earlier dispute's) and the deposit's **Activity** as evidence.",
        '- **Failed** or **Pending** with neither (never credited: an expired hold, a late payment, a held payment such as a "risk review" or a PayPal hold): no coins to take back and no withdrawals to close; a **Pending** one gets **Mark as Failed** with the dispute ID in the note; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then accept the dispute at the provider (nothing was given for it): never contest it.',
        '- **Successful**, or a `SUB-` charge: steps 1 to 5.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  Disputes, chargebacks and returned debits are not read either: Deposits',
        '  `### Disputes, chargebacks and returns` (a chargeback or returned debit, which took the money, never refunded at the provider as well; a dispute still open, a PayPal Resolution Center hold, answered at the provider, never refunded separately while open; a Stripe inquiry, which takes nothing, only answered, the steps following only if it becomes a chargeback; a dispute on a "refund refused" line with no transfer reference and no "settled by dispute" (daily check step 4.5; a **Successful** deposit, step 7.1 first), read in the coin log as 4.5\'s item 4 does: every coin came back (no **Deposit** line, or the **Deposit Refund** line\'s balance after zero or more), accepted; below zero, the player having spent or withdrawn those coins, contested with that **Deposit Refund** line and the coin log, never accepted (the payout and the dispute would pay twice); either way "settled by dispute" and the dispute ID written on the line; a dispute on a deposit already **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as A provider reports a refund step 1): nothing else changed in QuizNest and never a second refund, answered at the provider with the id on the line or in its **Activity** (a refund\'s, a transfer\'s or an earlier dispute\'s, never a refund id a "neither" line does not hold) and the deposit\'s **Activity**; **Failed** or **Pending** with neither (a held payment: a "risk review", a PayPal hold), never credited (an expired hold, a late payment): no coins to take back, no withdrawals to close, a **Pending** one **Mark as Failed** with the dispute ID in the note, its `DEP-`, the date and the dispute ID put on the running list so no later step credits it, then the dispute accepted, never contested (nothing was given for it); the cases a short list before the steps, one line each; withdrawals',
      ),
    ],
    // diff40 money 4 and 5: a won dispute on a "refund refused" line left unmarked, the finance manager contesting without the dashboard
    [
      'deposits/index.md',
      page(
        '- A line noting "refund refused", with no transfer reference and no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1 first): record its item 4 first. "not credited" or N = 0: accept the dispute and write "settled by dispute" and the dispute ID on the line; nothing is sent. N > 0: write the dispute ID on the line and hand it to the finance manager, who contests it before the provider\'s answer deadline, with the coin log as evidence. Won: send the owed share as item 5 says. Lost: write "settled by dispute"; nothing is sent, and the shortfall\'s share is a loss.',
      ),
    ],
    // diff41 money 1: a dispute after item 5 sent the share again, or a lost one kept item 5's Add
    [
      'deposits/index.md',
      page(
        '- A line noting "refund refused", with no transfer reference and no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1, a `SUB-` 7.2, first): record its item 4 first. "not credited" or N = 0: accept the dispute and write "settled by dispute" and the dispute ID on the line; nothing is sent. N > 0: write the dispute ID on the line and hand it to the finance manager, on whose decision you contest it at the provider before its answer deadline, with the coin log as evidence. Won: write "dispute won" on the line; the finance manager sends the share and makes the **Add** as item 5 says, and no other coins come back (7.1 took them, not the dispute). Lost: write "settled by dispute"; nothing is sent or added (the player got the whole **Payable** back), and the shortfall\'s share is a loss.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  a dispute on a "refund refused" line with no transfer reference and no "settled by dispute" (daily check step 4.5; a **Successful** deposit, step 7.1, a `SUB-` 7.2, first), 4.5\'s item 4 recorded first: "not credited" or N = 0, the dispute accepted, "settled by dispute" and the dispute ID written on the line, nothing sent; N > 0, the dispute ID on the line and the dispute handed to the finance manager, on whose decision the deposit confirmer (who holds the provider\'s dashboard) contests it at the provider before its answer deadline with the coin log as evidence (won: "dispute won" on the line, the share sent and the **Add** made as item 5 says, no other coins back since 7.1 took them, not the dispute, the Undo never applying to such a line; lost: "settled by dispute", nothing sent or added, the player having the whole **Payable** back, the shortfall\'s share a loss);',
      ),
    ],
    // diff42 money 2: a Subtract the balance cannot take, no ban, no dispute ID on the line
    [
      'deposits/index.md',
      page(
        '  1. Item 5 done (a transfer reference or "nothing sent" on the line): contest the dispute at the provider, with the line and the coin log as evidence; never accept it. Won: write "dispute won" on the line; nothing changes.',
        '  2. Item 5 done, and the dispute lost: write "dispute lost" on the line. The finance manager takes back item 5\'s **Add**, if it made one, with **Adjust Balance** **Subtract** (the `DEP-` and the dispute ID in the **Reason**), and records what the player got twice as a loss.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  `### Disputes, chargebacks and returns` (a chargeback or returned debit, which took the money, never refunded at the provider as well; a dispute still open, a PayPal Resolution Center hold, answered at the provider, never refunded separately while open; a Stripe inquiry, which takes nothing, only answered, the steps following only if it becomes a chargeback; a dispute on a "refund refused" line with no "settled by dispute" (daily check step 4.5; a **Successful** deposit, step 7.1, a `SUB-` 7.2, first), numbered sub-steps, one case a line: item 5 done (a transfer reference or "nothing sent" on the line), the dispute contested by the deposit confirmer with the line and the coin log as evidence, never accepted (won: "dispute won" on the line, nothing changed; lost: "dispute lost" on the line, the finance manager taking back item 5\'s **Add**, if it made one, with **Adjust Balance** **Subtract**, the `DEP-` and the dispute ID in the **Reason**, and recording what the player got twice as a loss, nothing else); item 5 not done, 4.5\'s item 4 recorded first: "not credited" or N = 0, the dispute accepted, "settled by dispute" and the dispute ID written on the line, nothing sent; N > 0, the dispute ID on the line and the dispute handed to the finance manager, on whose decision the deposit confirmer (who holds the provider\'s dashboard) contests it at the provider before its answer deadline with the coin log as evidence (won: "dispute won" on the line, item 4 recorded again, then the share sent and the **Add** made as item 5 says, no other coins back since 7.1 took them, not the dispute, the Undo never applying to such a line; lost or not contested: "settled by dispute", nothing sent or added, the player having the whole **Payable** back, the shortfall\'s share a loss); a dispute on a deposit already **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as A provider reports a refund step 1): nothing else changed in QuizNest and never a second refund, answered at the provider with the id on the line or in its **Activity** (a refund\'s, a transfer\'s or an earlier dispute\'s, never a refund id a "neither" line does not hold) and the deposit\'s **Activity**; **Failed** or **Pending** with neither (a held payment: a "risk review", a PayPal hold), never credited (an expired hold, a late payment): no coins to take back, no withdrawals to close, a **Pending** one **Mark as Failed** with the dispute ID in the note, its `DEP-`, the date and the dispute ID put on the running list so no later step credits it, then the dispute accepted, never contested (nothing was given for it); the cases a short list before the steps, one line each; withdrawals',
      ),
    ],
    // diff43 money 2 and 7, read29 ops 5: a further payment's chargeback took the standing payment's coins; "refunded by transfer" on a "nothing sent" line
    [
      'deposits/index.md',
      page(
        'When one arrives, open the deposit (step 1) and find its case, the first that fits:',
        '',
        '- A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback.',
        '- A line noting "refund refused", with no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1, a `SUB-` 7.2, first):',
        '  1. Item 5 done (a transfer reference or "nothing sent" on the line): contest the dispute at the provider, with the line and the coin log as evidence; never accept it. Won: write "dispute won" and the dispute ID on the line; nothing changes.',
        "  2. Item 5 done, and the dispute lost: write \"dispute lost\" and the dispute ID on the line, and hand the player's username to the finance manager for a ban, as step 4 says (refunded by transfer, then by chargeback: paid twice). The finance manager takes back what the balance then allows of item 5's **Add** with **Adjust Balance** **Subtract** (often nothing: that **Add** only raised the balance to item 4's A, at most 0; the `DEP-` and the dispute ID in the **Reason**), notes the rest on the line, and records the rest and the share sent as the loss.",
        '  3. Item 5 not done: record its item 4 first. "not credited" or N = 0: accept the dispute and write "settled by dispute" and the dispute ID on the line; nothing is sent.',
        '  4. N > 0: write the dispute ID on the line and hand it to the finance manager, on whose decision you contest it at the provider before its answer deadline, with the coin log as evidence.',
        '  5. N > 0, won: write "dispute won" on the line and record item 4 again; the finance manager then sends the share and makes the **Add** as item 5 says. No other coins come back (7.1 took them, not the dispute).',
        '  6. N > 0, lost or not contested: write "settled by dispute"; nothing is sent or added (the player got the whole **Payable** back), and the shortfall\'s share is a loss.',
        "- **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (daily check step 4; a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as [A provider reports a refund](#a-provider-reports-a-refund) step 1): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the id on the line or in its **Activity** (a refund's, a transfer's or an earlier dispute's) and the deposit's **Activity** as evidence.",
        '- **Failed** or **Pending** with neither (never credited: an expired hold, a late payment, a held payment such as a "risk review" or a PayPal hold): no coins to take back and no withdrawals to close; a **Pending** one gets **Mark as Failed** with the dispute ID in the note; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then accept the dispute at the provider (nothing was given for it): never contest it.',
        '- **Successful**, or a `SUB-` charge: steps 1 to 5.',
      ),
    ],
    // diff43 money 2: a chargeback of the further payment sent to Mark as Refunded
    [
      'payment-gateways/mercado-pago.md',
      page(
        "Mercado Pago shows a chargeback on the payment in your account's **Activity** and emails you about it. QuizNest reads no dispute or chargeback, and a lost one takes the payment and a fee from you while the player keeps the coins. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns): close the player's withdrawals whose money has not left, then click **Mark as Refunded** with the dispute ID.",
      ),
    ],
    // diff44 money 2 and 5: the lost contested dispute recorded nowhere, the entry naming no payment; the gateway sentence sending every chargeback to Mark as Refunded
    [
      'deposits/index.md',
      page(
        '- The disputed payment is a further one (not the deposit\'s **Gateway Transaction ID**; its **Activity** notes it, [daily check](#check-pending-manual-deposits-every-day) step 8.1.1): no coins to take back, no withdrawals to close. Its refund already on the "searched" tab: contest the dispute with that refund as evidence. None: accept it, write "settled by dispute" and the dispute ID beside the `DEP-` on the "searched" tab, and never refund it (step 8.1.1 reads it).',
      ),
    ],
    [
      'payment-gateways/mercado-pago.md',
      page(
        "Mercado Pago shows a chargeback on the payment in your account's **Activity** and emails you about it. QuizNest reads no dispute or chargeback, and a lost one takes the payment and a fee from you while the player keeps the coins. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns) (a chargeback of a further payment on the checkout takes no coins: its first case): close the player's withdrawals whose money has not left, then click **Mark as Refunded** with the dispute ID.",
      ),
    ],
    // read30 gateways 2: the first case's two outcomes in one run of text
    [
      'deposits/index.md',
      page(
        '- The disputed payment is a further one (not the deposit\'s **Gateway Transaction ID**; its **Activity** notes it, [daily check](#check-pending-manual-deposits-every-day) step 8.1.1): no coins to take back, no withdrawals to close. Its refund already on the "searched" tab: contest the dispute with that refund as evidence and write the dispute ID beside it; lost: "dispute lost" there too. None: accept it, write the payment\'s ID, "settled by dispute" and the dispute ID beside the `DEP-` on the "searched" tab, and never refund it (step 8.1.1 reads it).',
      ),
    ],
    // diff45 money 6: "any other" sent a partly refunded deposit's chargeback straight to Mark as Refunded
    [
      'payment-gateways/mercado-pago.md',
      page(
        "Mercado Pago shows a chargeback on the payment in your account's **Activity** and emails you about it. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns): a chargeback of a further payment on the checkout goes by its first case, no coins taken; any other: close the player's withdrawals whose money has not left, then click **Mark as Refunded** with the dispute ID.",
      ),
    ],
    // read31 ops 3 and gateways 1: the cases as a wall of nested bullets, before the decision table
    [
      'deposits/index.md',
      page(
        'When one arrives, open the deposit (step 1) and find its case, the first that fits:',
        '',
        "- The disputed payment is a further one (not the deposit's **Gateway Transaction ID**; its **Activity** notes it, [daily check](#check-pending-manual-deposits-every-day) step 8.1.1): no coins to take back, no withdrawals to close.",
        '  - Its refund or return already on the running list (either tab): contest the dispute with it as evidence and write the dispute ID beside it. Won: "dispute won" there; lost: "dispute lost" there too, and the player\'s username to the finance manager, who records the loss and decides a ban as step 4 says (refunded and charged back: paid twice).',
        '  - None: accept it, write the payment\'s ID, "settled by dispute" and the dispute ID beside the `DEP-` on the "searched" tab, and never refund it (step 8.1.1 reads it).',
        '- A Stripe inquiry takes nothing: answer it, and follow the steps below only if it becomes a chargeback.',
        '- A line noting "refund refused", with no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1, a `SUB-` 7.2, first):',
        '  1. Item 5 done (a transfer reference or "nothing sent"): contest the dispute with the line and the coin log as evidence, never accept it. Won: "dispute won" and the dispute ID on the line; nothing changes.',
        "  2. Item 5 done, lost: \"dispute lost\" and the dispute ID on the line; the player's username to the finance manager for a ban, as step 4 says (refunded or kept as paid, then charged back). The finance manager takes back with **Adjust Balance** **Subtract** what the balance then allows of item 5's **Add** (often nothing: it only raised the balance to item 4's A, at most 0; the `DEP-` and the dispute ID in the **Reason**), notes the rest on the line, and records the rest and the share sent as the loss.",
        '  3. Item 5 not done: record its item 4 first. "not credited" or N = 0: accept the dispute; "settled by dispute" and the dispute ID on the line; nothing is sent.',
        '  4. N > 0: the dispute ID on the line, and the dispute to the finance manager, on whose decision you contest it before its answer deadline, with the coin log as evidence.',
        '  5. N > 0, won: "dispute won" on the line, and item 4 recorded again; the finance manager then sends the share and makes the **Add** as item 5 says. No other coins come back (7.1 took them, not the dispute).',
        '  6. N > 0, lost or not contested: "settled by dispute"; nothing is sent or added (the player got the whole **Payable** back), and the shortfall\'s share is a loss.',
        "- **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (daily check step 4; a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as [A provider reports a refund](#a-provider-reports-a-refund) step 1): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the id on the line or in its **Activity** (a refund's, a transfer's or an earlier dispute's) and the deposit's **Activity** as evidence. Won: \"dispute won\" beside its line.",
        '- **Failed** or **Pending** with neither (never credited: an expired hold, a late payment, a held payment such as a "risk review" or a PayPal hold): no coins to take back and no withdrawals to close; a **Pending** one gets **Mark as Failed** with the dispute ID in the note; put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it, then accept the dispute at the provider (nothing was given for it): never contest it.',
        '- **Successful**, or a `SUB-` charge: steps 1 to 5.',
        '',
        "1. Search **Deposits** for the provider's transaction ID or the `DEP-` reference, with the [filters widened](#the-deposit-list-and-its-filters), and open the deposit. A `SUB-` charge is on [Payments](/Payments/) only: open it there, skip step 2, and in step 3 mark it **Refunded**, which cancels the subscription; if you win, **Assign Plan** gives it back. A deposit confirmer has no **Subscription** permission: hand the **Assign Plan**, with the `SUB-` reference, to a Super Admin.",
      ),
    ],
    [
      'payment-gateways/mercado-pago.md',
      page(
        "Mercado Pago shows a chargeback on the payment in your account's **Activity** and emails you about it. QuizNest reads no dispute or chargeback, and a lost one takes the payment and a fee from you while the player keeps the coins. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns): a chargeback of a further payment on the checkout goes by its first case, no coins taken; one of the deposit's own payment goes by the case there that fits the deposit, never straight to **Mark as Refunded** (a **Successful** one: close the player's withdrawals whose money has not left first, as its steps say).",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  Disputes, chargebacks and returned debits are not read either: Deposits',
        '  `### Disputes, chargebacks and returns` (its first case: the disputed payment is a further one, not the deposit\'s **Gateway Transaction ID** and noted in its **Activity** (daily check 8.1.1): no coins, no withdrawals closed; two sub-bullets: its refund or return already on the running list (either tab), contested with it as evidence, the dispute ID written beside it, and if lost "dispute lost" there too and the username handed to the finance manager, who records the loss and decides a ban as step 4 says (refunded and charged back: paid twice); none, accepted, the payment\'s ID, "settled by dispute" and the dispute ID written beside the `DEP-` on the "searched" tab, never refunded, which 8.1.1\'s guard reads; a chargeback or returned debit, which took the money, never refunded at the provider as well; a dispute still open, a PayPal Resolution Center hold, answered at the provider, never refunded separately while open; a Stripe inquiry, which takes nothing, only answered, the steps following only if it becomes a chargeback; a dispute on a "refund refused" line with no "settled by dispute" (daily check step 4.5; a **Successful** deposit, step 7.1, a `SUB-` 7.2, first), numbered sub-steps, one case a line: item 5 done (a transfer reference or "nothing sent" on the line), the dispute contested by the deposit confirmer with the line and the coin log as evidence, never accepted (won: "dispute won" and the dispute ID on the line, nothing changed; lost: "dispute lost" and the dispute ID on the line, the username handed to the finance manager for a ban as Disputes step 4 says (refunded or kept as paid, then charged back), the finance manager taking back what the balance then allows of item 5\'s **Add** with **Adjust Balance** **Subtract** (often nothing: that **Add** only raised the balance to item 4\'s A, at most 0, and a subtraction stops at zero), the `DEP-` and the dispute ID in the **Reason**, noting the rest on the line, the rest and the share sent recorded as the loss); item 5 not done, 4.5\'s item 4 recorded first: "not credited" or N = 0, the dispute accepted, "settled by dispute" and the dispute ID written on the line, nothing sent; N > 0, the dispute ID on the line and the dispute handed to the finance manager, on whose decision the deposit confirmer (who holds the provider\'s dashboard) contests it at the provider before its answer deadline with the coin log as evidence (won: "dispute won" on the line, item 4 recorded again, then the share sent and the **Add** made as item 5 says, no other coins back since 7.1 took them, not the dispute, the Undo never applying to such a line; lost or not contested: "settled by dispute", nothing sent or added, the player having the whole **Payable** back, the shortfall\'s share a loss); a dispute on a deposit already **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as A provider reports a refund step 1): nothing else changed in QuizNest and never a second refund, answered at the provider with the id on the line or in its **Activity** (a refund\'s, a transfer\'s or an earlier dispute\'s, never a refund id a "neither" line does not hold) and the deposit\'s **Activity**; **Failed** or **Pending** with neither (a held payment: a "risk review", a PayPal hold), never credited (an expired hold, a late payment): no coins to take back, no withdrawals to close, a **Pending** one **Mark as Failed** with the dispute ID in the note, its `DEP-`, the date and the dispute ID put on the running list so no later step credits it, then the dispute accepted, never contested (nothing was given for it); the cases a short list before the steps, one line each; withdrawals',
      ),
    ],
    // diff50 money 7: a step that no longer exists, and "Disputes step 4" ambiguous among four #### procedures
    [
      '../CONTENT_GUIDE.md',
      page(
        '  `### Disputes, chargebacks and returns` (after the search, a decision table, "Find the first row that fits, and follow only it", each row a short action or a link to its `####` steps; its first case: the disputed payment is a further one, not the deposit\'s **Gateway Transaction ID** and noted in its **Activity** (daily check 8.1.1): no coins, no withdrawals closed; two rows: its refund or return already on the running list (either tab), contested with it as evidence, the dispute ID written beside it, and if lost "dispute lost" there too and the username handed to the finance manager, who records the loss and decides a ban as step 4 says (refunded and charged back: paid twice); none, accepted, the payment\'s ID, "settled by dispute" and the dispute ID written beside the `DEP-` on the "searched" tab, never refunded, which 8.1.1\'s guard reads; a chargeback or returned debit, which took the money, never refunded at the provider as well; a dispute still open, a PayPal Resolution Center hold, answered at the provider, never refunded separately while open; a Stripe inquiry, which takes nothing, only answered, the steps following only if it becomes a chargeback; a dispute on a "refund refused" line with no "settled by dispute" (daily check step 4.5; a **Successful** deposit, step 7.1, a `SUB-` 7.2, first), `#### A dispute on a refused refund`, whose steps take these cases: item 5 done (a transfer reference or "nothing sent" on the line), the dispute contested by the deposit confirmer with the line and the coin log as evidence, never accepted (won: "dispute won" and the dispute ID on the line, nothing changed; lost: "dispute lost" and the dispute ID on the line, the username handed to the finance manager for a ban as Disputes step 4 says (refunded or kept as paid, then charged back), the finance manager taking back what the balance then allows of item 5\'s **Add** with **Adjust Balance** **Subtract** (often nothing: that **Add** only raised the balance to item 4\'s A, at most 0, and a subtraction stops at zero), the `DEP-` and the dispute ID in the **Reason**, noting the rest on the line, the rest and the share sent recorded as the loss); item 5 not done, 4.5\'s item 4 recorded first: "not credited" or N = 0, the dispute accepted, "settled by dispute" and the dispute ID written on the line, nothing sent; N > 0, the dispute ID on the line and the dispute handed to the finance manager, on whose decision the deposit confirmer (who holds the provider\'s dashboard) contests it at the provider before its answer deadline with the coin log as evidence (won: "dispute won" on the line, item 4 recorded again, then the share sent and the **Add** made as item 5 says, no other coins back since 7.1 took them, not the dispute, the Undo never applying to such a line; lost or not contested: "settled by dispute", nothing sent or added, the player having the whole **Payable** back, the shortfall\'s share a loss); a dispute on a deposit already **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as A provider reports a refund step 1): nothing else changed in QuizNest and never a second refund, answered at the provider with the id on the line or in its **Activity** (a refund\'s, a transfer\'s or an earlier dispute\'s, never a refund id a "neither" line does not hold) and the deposit\'s **Activity**; **Failed** or **Pending** with neither (a held payment: a "risk review", a PayPal hold), never credited (an expired hold, a late payment): no coins to take back, no withdrawals to close, a **Pending** one **Mark as Failed** with the dispute ID in the note, its `DEP-`, the date and the dispute ID put on the running list so no later step credits it, then the dispute accepted, never contested (nothing was given for it); the cases one table row each, before their `####` steps; withdrawals',
      ),
    ],
    // diff50 money 4: a #### procedure ended without its Check and Undo
    [
      'deposits/index.md',
      page(
        '#### A dispute on a refunded further payment',
        '',
        'No coins to take back, no withdrawals to close.',
        '',
        '1. Contest the dispute with the refund or return as evidence, and write the dispute ID beside it.',
        '2. Won: write "dispute won" there.',
        '3. Lost: write "dispute lost" there, and hand the player\'s username to the finance manager, who records the loss and decides a ban as step 4 of [A dispute on a credited deposit](#a-dispute-on-a-credited-deposit) says (refunded and charged back: paid twice).',
      ),
    ],
    // diff50 money 4: a #### procedure ended without its Check and Undo
    [
      'deposits/index.md',
      page(
        '#### A dispute on a refunded deposit',
        '',
        '1. A **Pending** one: write a line on the running list if it has none, then **Mark as Failed** with that refund reference.',
        '2. Change nothing else in QuizNest, and never refund again.',
        "3. Answer the dispute at the provider with the id on the line or in its **Activity** (a refund's, a transfer's or an earlier dispute's) and the deposit's **Activity** as evidence.",
        '4. Won: write "dispute won" beside its line.',
      ),
    ],
    // diff50 money 4: a #### procedure ended without its Check and Undo
    [
      'deposits/index.md',
      page(
        '#### A dispute on a deposit never credited',
        '',
        'No coins to take back, no withdrawals to close.',
        '',
        '1. A **Pending** one: **Mark as Failed** with the dispute ID in the note.',
        '2. Put its `DEP-`, the date and the dispute ID on the running list, so no later step credits it.',
        '3. Accept the dispute at the provider (nothing was given for it): never contest it.',
      ),
    ],
  ],
  'daily-check-intro-names-flutterwave-list': [
    'deposits/index.md',
    page(
      'Every site with a manual gateway, SSLCommerz, NOWPayments, PayPal, Authorize.Net, Mollie or Mercado Pago needs this check. Some of their deposits wait for you and never expire.',
    ),
  ],
  'gateway-bad-signature-names-the-status': [
    'payment-gateways/square.md',
    page(
      '**Webhooks arrive but are ignored as invalid.** The **Signature Key** in the form is not the current one: a new key replaces the old one for every notification. Paste the new key whenever you regenerate it.',
    ),
  ],
  'mollie-api-key-not-access-token': [
    'payment-gateways/mollie.md',
    page(
      '3. Copy the **Test API key**, which starts with `test_`. If the Dashboard creates keys on demand, click **Create API key**, choose test mode, and copy the key right away: Mollie shows it only once.',
    ),
  ],
  'backup-folder-made-before-puller-acl': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo apt install -y acl',
        "sudo adduser --disabled-password --gecos '' quiznest-pull",
        'sudo setfacl -m u:quiznest-pull:rx,d:u:quiznest-pull:r /var/backups/quiznest',
      ),
      '',
      ...code(
        'bash',
        'sudo install -d -m 700 /var/backups/quiznest',
        'sudo nano /usr/local/sbin/quiznest-backup',
      ),
    ),
  ],
  'pulled-archive-comes-back-with-own-sign-in': [
    'post-installation.md',
    page(
      '   Then put the archive in by one of: the `rclone` line below (`rclone ls quiznest-crypt:` lists the archives), a `sudo cp` from `/var/backups/quiznest` if the server still has it, or a copy from the machine that pulls the archives. Unpack it with the `tar` line:',
      '   Then put the archive in by one of: the `rclone` line below, a copy from `~/backups` (kept 14 days), or an upload from the machine that pulls the archives. Unpack it with the `tar` line.',
    ),
  ],
  'domain-change-checks-client-api-name': [
    'post-installation.md',
    page(
      '   - **VPS** (client on this server): in `client-next/.env`, through step 1 of [Update the client with a rollback](#update-the-client-with-a-rollback), filled from the live folder.',
      '9. Leave maintenance mode, then check: open `https://example.net` (its categories load, and the browser console shows no CORS error).',
    ),
  ],
  'cpanel-puller-key-for-this-job-only': [
    'post-installation.md',
    page(
      '1. In **Security > SSH Access**, import that machine\'s public key (**Manage SSH Keys > Import Key**) and **Authorize** it. If `/usr/bin/rrsync -h` in **Terminal** prints its usage, put `restrict,command="/usr/bin/rrsync -ro backups"` and a space at the start of that key\'s line in `~/.ssh/authorized_keys`.',
      '2. On that machine, run `rsync -a cpuser@203.0.113.20:. ~/quiznest-backups/` every night from its own crontab.',
    ),
  ],
  'vercel-domain-change-redeploys-after-up': [
    'post-installation.md',
    page(
      '   - **Vercel**: nothing yet. A standalone build reads nothing from the API, so step 5 edits both variables and redeploys.',
      '   - **Vercel**: edit both variables and redeploy.',
    ),
  ],
  'cpanel-vendor-zip-windows': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'Without Terminal, run the same `composer install` command on your computer with the same PHP minor version as the host, then upload the resulting `vendor/` folder (zipped, then extracted) into `~/quiznest/admin`.',
    ),
  ],
  'guide-admin-zip-keeps-its-folder': [
    '../CONTENT_GUIDE.md',
    page(
      "  On Windows every upload zip (`admin.zip` too, where Explorer's **Send to > Compressed (zipped) folder**",
      '  is fine as well) is made with the bundled `tar -a -c -f <name>.zip -C <folder> .` (or PowerShell 7,',
    ),
  ],
  'cpanel-dns-check-after-subdomain': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '## Before you start',
      '',
      "- A cPanel account, and DNS for `admin.example.com`: an **A** record with the host's IPv4 address. Check with the loop of [step 1 of the VPS guide](/installation-guide/server-setup/vps#step-1-point-dns-at-the-server), in **Terminal** or on your computer, for `admin.example.com` alone.",
      '',
      '## Step 1: Upload the admin folder',
    ),
  ],
  'mail-mailer-check-cpanel-full-path': [
    'post-installation.md',
    page(
      "If the test succeeds but nothing arrives, check first that `MAIL_MAILER` in `admin/.env` is not `log` (`grep '^MAIL_MAILER' .env` in cPanel **Terminal**).",
    ),
  ],
  'eaddrinuse-other-users-pm2': [
    'installation-guide/server-setup/vps.md',
    page(
      '### Error: listen EADDRINUSE: address already in use 127.0.0.1:3000',
      '',
      "Another process holds port 3000. `sudo ss -ltnp 'sport = :3000'` names the process; remove duplicates with `sudo -u \"$OWNER\" -H pm2 delete` and the extra entry's id, stop a manual process with `sudo kill` and its process id.",
    ),
  ],
  'domain-change-static-rebuild-names-sitemap': [
    'post-installation.md',
    page(
      '10. Click **Regenerate Now** under Sitemap XML. On a static export, build and upload once more: the pages built in step 2 name their preview images at `admin.example.com`.',
    ),
  ],
  'payments-payout-dated-other-month': [
    'Payments/index.md',
    page(
      '| Difference | Usual cause | What to do |',
      '|---|---|---|',
      '| A payment or refund dated in another month here than at the provider | A deposit confirmed late (late webhook, released hold, **Mark as Successful**; its **Activity** shows when) is dated the day it became **Successful**; a refund, the day you marked it. | Note it beside the line in both months; mark refunds the day you make them. |',
    ),
  ],
  'restore-tab-refund-only-on-request': [
    'Payments/index.md',
    page(
      "| A payment or refund at the provider whose `DEP-` or `SUB-` reference is nowhere here, or a payout on your statement with no partner here | Lost in a restore from a backup older than it, and listed by that restore: [Before and after a restore](/Extra/#match-the-balances). | Find it on that restore's tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet and note what the tab says beside the provider line. Marked *open*, paid, and not marked credited: the finance manager credits a `DEP-` one as [Users](/Mange%20User/Users#adjusting-a-coin-balance) says, a Super Admin a `SUB-` one with **Assign Plan**; with no account for the tab's email by the month's end, the deposit confirmer refunds it at the provider and notes the refund id on the tab. Otherwise credit and pay nothing; with no such tab, ask a Super Admin first. |",
    ),
  ],
  'restore-tab-lines-seen-settled-or-waiting': [
    [
      'Extra/index.md',
      page(
        "For each player, make one **Adjust Balance** for the difference between the target and the **Balance**, **Notify player** unticked, **Reason** naming the restore. It replaces every coin movement since the backup: make none again. On its own tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet, headed with the restore's date and backup time, list every lost `DEP-`, `SUB-` and `WDR-` reference with the player's email and its provider, refund or payout id, *open* if uncredited (8, or unpaid), and tell the auditor and the finance manager ([Payments](/Payments/#reconcile-with-a-provider-month-by-month)). Last, delete again every account deleted since the backup: it came back with its personal data.",
      ),
    ],
  ],
  'users-restore-payment-goes-to-tab-owner': [
    'Mange User/Users.md',
    page(
      "Two exceptions: the coins of a dispute you won ([Deposits](/deposits/#disputes-chargebacks-and-returns)), and a payment whose `DEP-` deposit no longer exists, because a backup was restored from before it, and that the restore's tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet marks *open* and not yet credited ([Before and after a restore](/Extra/#match-the-balances)); with no such tab, credit nothing and ask a Super Admin. Only then credit with **Add**, on the account with the email the tab names (a player who registered again: their new account), naming the `DEP-` reference and the dispute ID or the provider's payment id in the **Reason**, and mark the reference credited on the tab. Correcting a deposit credited at a mistyped coin rate is not a payment credit: it is the difference, as [Currency](/Settings/Finance%20Settings/Currency#change-the-coin-rate-on-a-live-site) says.",
    ),
  ],
  'restore-webhook-credit-never-taken-back': [
    'Extra/index.md',
    page(
      '| Add | From |',
      '|---|---|',
      "| Each `DEP-` payment of the export's days, paid and not refunded at the provider, with no **Deposit** line in the Coin Log export (webhooks still arrive in maintenance mode); settle its deposit to **Successful** if it exists | The gateway dashboard |",
    ),
  ],
  'restore-new-account-paid-out-netted': [
    'Extra/index.md',
    page(
      '8. A payment from an account created after the backup: refund it at the provider, or list it *open* (below) and ask the player to register again.',
    ),
  ],
  'daily-check-lost-reference-to-tab-owner': [
    [
      'deposits/index.md',
      page(
        '7. Search each reference on that list with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Keep each reference while its invoice or payment is open at the provider.',
        "8. Find the late payments below at the provider and search each here (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless it was marked **Failed** with a refund reference (step 7).",
      ),
    ],
    // decision bank tab: return lines left the main tab; step 7 names hold lines only
    [
      'deposits/index.md',
      page(
        '7. Search the `DEP-` (or `SUB-`) of each refund line (never a hold line or a return line; its main tab, never a restore\'s or the "searched" tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Search a reference while its invoice or payment is open at the provider (a returned Coinbase payment: for 30 days), and keep its line for good: it is the refund\'s record.',
      ),
    ],
    // read32 gateways 8: step 8 in lettered cases; (c) is the reference lost in a restore
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: step 7.1 marks it **Refunded** the next day). NOWPayments, with no address to ask: write \"account deleted, address asked\" on the line, and beside the `DEP-` what NOWPayments still shows of the payer (the sending address or the pay-in transaction hash); those words are its refund reference (step 7.1) until the transaction hash is added as the money is sent. The player may claim it through the contact form: the finance manager sends it only to a claimant who names the `DEP-` and that sending transaction. A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless its `DEP-` is on a refund line of the running list or it was marked **Failed** with a refund reference (step 7). A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give.",
      ),
    ],
  ],
  'restore-export-split-and-tab-identity': [
    'Extra/index.md',
    page(
      "- Keep each file under 10,000 rows: fewer days, one **Type** or **Direction** at a time, or per player (**Search**) for those with lines since the backup. Else run the worker once in `admin/` (it first sends the whole queue, **Send Notification** too): on a VPS `sudo -u www-data php artisan queue:work --stop-when-empty --timeout=60 --force`, on cPanel `/usr/local/bin/ea-php83 artisan queue:work --stop-when-empty --timeout=60 --force`, on your computer the same with `php artisan`. Download the emailed file in the bypass link's browser before the `DROP`.",
    ),
  ],
  'restore-no-coin-log-deducts-paid-payouts': [
    'post-installation.md',
    page(
      "The rollback imports the dump of step 2, so every payment credited, withdrawal marked **Paid**, ban, KYC decision, admin account and setting changed since that dump's time is lost, whether or not you ran `up`: step 4 redoes them before players get back in. If the panel still opens through the bypass cookie, export **Payments** and save the Activity Log from that time first, as [Before and after a restore](/Extra/#before-and-after-a-restore) says.",
    ),
  ],
  'restore-late-lost-payment-settled-by-tab-owner': [
    'Payments/index.md',
    page(
      '| What you find | What it means | What you tell the player |',
      '|---|---|---|',
      "| No row at all | The player paid somewhere else, or on another QuizNest account. | Ask for the provider's receipt and search its transaction id. |",
    ),
  ],
  'restore-cancelled-scheduled-message-cancelled': [
    'Extra/index.md',
    page(
      '3. [Send Notification](/Mange%20User/Send%20Notification): **Cancel** every **Scheduled**, **Queued** or **Sending** message your saved **History** shows sent; send one still due again.',
    ),
  ],
  'restore-adjustments-bounded-credits-after-reopening': [
    'Extra/index.md',
    page(
      "For each player, make one **Adjust Balance** for the difference between the target and the **Balance**, **Notify player** unticked, **Reason** naming the restore. It replaces every coin movement since the backup: make none again. On its own tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet, headed with the restore's date and backup time, list every lost `DEP-`, `SUB-` and `WDR-` reference with the player's email and its provider, refund or payout id, *open* if uncredited (8, or unpaid), and tell the auditor and the finance manager ([Payments](/Payments/#reconcile-with-a-provider-month-by-month)). Last, delete again every account deleted since the backup: it came back with its personal data.",
    ),
  ],
  'restore-items-written-as-conditions': [
    'Extra/index.md',
    page(
      '5. **Approve** or **Mark as Paid** disabled in 4: verify the player again ([Users](/Mange%20User/Users#verifying-email-and-kyc)); their KYC submission lost, a Super Admin switches **Require KYC for Withdrawals** off on [KYC Settings](/Settings/User%20Settings/Kyc), approves and marks **Paid** only the rows whose money has left, and switches it back on at once; the rest wait for a new submission.',
    ),
  ],
  'offsite-key-limited-to-bucket-works': [
    'post-installation.md',
    page(
      'The copy goes to S3-compatible object storage with `rclone`. Create a private bucket (for example `quiznest-backups`) and an access key that can write to that bucket only.',
      '',
      '1. `n` for a new remote named `offsite`, of the storage type `s3`: enter the access key, the secret key, the region and the endpoint. Keep the defaults for the other questions.',
      '',
      'Store both crypt passwords in your password manager, away from this server.',
    ),
  ],
  'offsite-object-lock-not-versioning': [
    'post-installation.md',
    page(
      'If the provider offers object versioning or object lock, turn it on: then nobody who takes over the server, and its key, can erase the older copies. The script never deletes off-site copies; a lifecycle rule on the bucket that deletes objects after 90 days keeps the bucket from growing for ever.',
    ),
  ],
  'install-sh-removal-leaves-no-data-copy': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      ...code(
        'bash',
        `sudo mysql -u root -p -e "DROP DATABASE quiznest; DROP USER 'quiznest'@'localhost';"`,
        'sudo rm -rf /var/www/quiznest',
        'sudo userdel -r quiznest',
      ),
    ),
  ],
  'no-payment-take-back-counts-live-payments-only': [
    'Payments/index.md',
    page(
      "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | A Super Admin, never the deposit confirmer, first opens the gateway's form and sets **Status** to **Disabled** at once. A listed deposit with no payment in any account of yours (one paid into an account not yours counts as none: the player claims it back from their bank or provider) is taken back. The Super Admin releases a player's payouts once each of their listed deposits is matched to a payment in your account or taken back. |",
    ),
  ],
  'no-payment-refund-rows-cancel-out': [
    'Payments/index.md',
    page(
      '| Difference | Usual cause | What to do |',
      '|---|---|---|',
      "| A **Sandbox** deposit **Refunded**, with its **Refund** row (**Refund Reference** `TEST-` and a date, or a sandbox refund id), both absent from the provider's live report | A closed production test ([Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test)). | Nothing to do: the two rows cancel out. Leave both out of the count you compare with the provider. |",
    ),
  ],
  'dispute-on-refund-failed-deposit-left-as-is': [
    [
      'deposits/index.md',
      page(
        '### Disputes, chargebacks and returns',
        '',
        "QuizNest reads no dispute, chargeback or returned bank debit. If the deposit is already **Refunded**, change nothing in QuizNest and never refund again: answer the dispute at the provider with the refund id and the deposit's **Activity** as evidence.",
      ),
    ],
    // read31 ops 3: the case as one long bullet
    [
      'deposits/index.md',
      page(
        "- **Refunded**, or **Failed** or **Pending** with a refund reference in its **Activity** or its `DEP-` on the running list (daily check step 4; a **Pending** one: a line on the running list if it has none, then **Mark as Failed** with that refund reference, as [A provider reports a refund](#a-provider-reports-a-refund) step 1): change nothing else in QuizNest and never refund again; answer the dispute at the provider with the id on the line or in its **Activity** (a refund's, a transfer's or an earlier dispute's) and the deposit's **Activity** as evidence. Won: \"dispute won\" beside its line.",
      ),
    ],
  ],
  'no-payment-reason-written-for-player': [
    'Payments/index.md',
    page(
      '| A row here is missing at the provider | It was confirmed by hand by mistake. | A listed deposit with no payment in any account of yours (one paid into an account not yours counts as none: the player claims it back from their bank or provider) is taken back: the Super Admin clicks **Mark as Refunded** with **Refund Reference** `NO-PAYMENT-` and the date and a **Reason**, below zero if need be. |',
    ),
  ],
  'authorize-net-hold-avs-cvv-void': [
    'payment-gateways/authorize-net.md',
    page(
      "   - `net.authorize.payment.fraud.held`: the Fraud Detection Suite held the payment. Decide held transactions in the Merchant Interface every day, within the day: approve one only when the checks of the [daily check](/deposits/#check-pending-manual-deposits-every-day)'s step 4 hold (among them, the billing name on the transaction), otherwise decline it, which voids the authorization: nothing to refund.",
    ),
  ],
  'users-box-reads-activity-before-check-status': [
    [
      'Mange User/Users.md',
      page(
        "When a player paid and the coins did not arrive, settle the **deposit**, not the balance: open it under [Deposits](/deposits/), click **Check Status**, and if the provider's dashboard shows the payment completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)), unless its **Activity** shows it marked **Failed** with a refund reference ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 7).",
      ),
    ],
    [
      'Mange User/Users.md',
      page(
        ':::danger Never credit a payment with an adjustment',
        '',
        "When a player paid and the coins did not arrive, settle the **deposit**, not the balance: open it under [Deposits](/deposits/) and read its **Activity**: marked **Failed** with a refund reference, or its `DEP-` on the daily check's running list, it stays **Failed** ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 7); a \"risk review\" or \"partially paid\" note: the daily check's step 4 decides it; otherwise click **Check Status**, and if the provider's dashboard shows the payment completed in **Live** mode for the deposit's **Payable**, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)). A deposit is credited once, however many webhooks follow. An adjustment is not tied to the deposit: when the gateway's webhook arrives later, it still credits the deposit, and the player is paid twice.",
        '',
        ':::',
      ),
    ],
  ],
  'undo-mistaken-credit-take-back-only': [
    [
      'deposits/index.md',
      page(
        '## Check a pending deposit',
        '',
        'Undo: a deposit marked **Failed** by mistake gets **Mark as Successful**. One you marked **Successful** with no payment behind it goes at once, with its `DEP-` reference, to a Super Admin, who takes its coins back as the row "A row here is missing at the provider" of [Payments](/Payments/#reconcile-with-a-provider-month-by-month) says.',
      ),
    ],
    // decision bank tab: Manual deposits ended without a Check of its "bank" tab lines
    [
      'deposits/index.md',
      page(
        '## Manual deposits',
        '',
        '4. Click **Approve** to make the deposit **Successful** and credit the coins, or **Reject** with a **Reason** to make it **Failed**. The player sees the reason.',
        '',
        'Undo: an **Approve** with no money behind it goes to a Super Admin, as in [Check a pending deposit](#check-a-pending-deposit).',
        '',
        '## Refund a deposit',
        '',
        'Undo: a deposit marked **Failed** by mistake gets **Mark as Successful**. One you marked **Successful** with no payment behind it goes at once, with its `DEP-` reference, to a Super Admin, who takes the coins back as steps 2 to 7 of [A deposit with no payment behind it](/Payments/#a-deposit-with-no-payment-behind-it) say (a payout hold line first), leaving the gateway enabled.',
      ),
    ],
  ],
  'razorpay-missed-payments-found-by-dep-reference': [
    'payment-gateways/razorpay.md',
    page(
      "**Razorpay emailed that the webhook was disabled** Its deliveries failed for 24 hours. Meanwhile the reconciliation check credited the **Pending** deposits: in the Dashboard's **Payments** list, take the payments captured since the failures began and search each one's order ID on [Deposits](/deposits/), with the [filters widened](/deposits/#the-deposit-list-and-its-filters).",
    ),
  ],
  'user-settings-sibling-pages-super-admins': [
    'Settings/User Settings/Notification Settings.md',
    page(
      '## Where to find it',
      '',
      'Go to **Settings > User Settings > Notification Settings**. Turn channels on or off and click **Save**. Your role needs **Edit** on the **User Settings** group of **Settings** (see [Roles and Permissions](/Admin%20Users/Role)).',
    ),
  ],
  'mollie-live-key-as-test-key': [
    'payment-gateways/mollie.md',
    page('4. When your account is approved, copy or create the **Live API key**, which starts with `live_`.'),
  ],
  'restore-contest-paid-after-backup-by-its-lines': [
    'Extra/index.md',
    page(
      'Then settle each [contest](/Mange%20Contests/Contests) of your list and of the Coin Log export that is not **Completed** or **Cancelled** now and did not end before the backup.',
      '',
      '| The contest | Do |',
      '|---|---|',
      '| Paid since the backup: **Contest Prize** lines | **Cancel Contest**, whatever its **Prize Payout**. |',
    ),
  ],
  'restore-credit-after-reopening-by-state': [
    'Extra/index.md',
    page(
      "Before reopening, adjust the players on the restore tab, with a **Debit** line since the backup, or with a line since the restore. The others' lines since the backup are all credits: give them their sum after reopening, the same day.",
    ),
  ],
  'restore-tab-handed-over-credit-only-waiting': [
    [
      'Extra/index.md',
      page(
        "On a tab of the daily check's running list sheet, write each lost payment. The finance manager keeps the tab and alone settles its lines; others only read it.",
        '',
        '- A lost `DEP-` or `SUB-` paid later (an open checkout, a transfer, a voucher): the deposit confirmer hands it over. The finance manager credits it with **Add**, naming the `DEP-` and payment id (a Super Admin assigns a `SUB-` plan).',
      ),
    ],
    [
      'Extra/index.md',
      page(
        "Before reopening, hand the tab to the finance manager, who alone marks lines *settled* (how, when): now those a target or item 1's plan counted. Others only read it. The rest are *waiting*:",
      ),
    ],
    // read32 gateways 8: step 8 in lettered cases
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: step 7.1 marks it **Refunded** the next day). NOWPayments, with no address to ask: write \"account deleted, address asked\" on the line, and beside the `DEP-` what NOWPayments still shows of the payer (the sending address or the pay-in transaction hash); those words are its refund reference (step 7.1) until the transaction hash is added as the money is sent. The player may claim it through the contact form: the finance manager sends it only to a claimant who names the `DEP-` and that sending transaction. A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless its `DEP-` is on a refund line of the running list or it was marked **Failed** with a refund reference (step 7). A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give.",
      ),
    ],
  ],
  'restore-coins-never-from-provider-figure': [
    'Extra/index.md',
    page('Coins are the **Amount** × the coin rate, rounded up for a request, down for a payment.'),
  ],
  'restore-tab-keeps-adjustment-references': [
    'Payments/index.md',
    page(
      "| A refund at the provider has no **Refund** row here, and the deposit is still **Successful** | A partial refund. | In the **Coin Log**, read the `DEP-` reference in the **Note**; match the adjustment on the provider's refund id. |",
    ),
  ],
  'mysql-84-failed-kept-until-import-checked': [
    'post-installation.md',
    page(
      'After a rollback, delete it and `/var/lib/mysql-8.4-failed` once 8.0 runs again (`sudo rm -rf /var/lib/mysql-8.0-copy /var/lib/mysql-8.4-failed`).',
    ),
  ],
  'install-sh-removal-clears-dumps-and-binary-logs': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        ...code(
          'bash',
          `sudo mysql -u root -p -e "DROP DATABASE quiznest; DROP USER 'quiznest'@'localhost';"`,
          'sudo rm -rf /var/www/quiznest /var/www/quiznest-releases /root/restore /var/lib/mysql-8.0-copy /var/lib/mysql-8.4-failed',
        ),
        '',
        ...code('bash', 'sudo rm -rf /var/backups/quiznest ~/backups'),
      ),
    ],
    // read28 installA 3: the 8.4 line failed after its DROP and could not run again
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        ...code(
          'bash',
          '# MySQL 8.4 (mysql --version): RESET BINARY LOGS AND GTIDS; in place of RESET MASTER;',
          "sudo mysql -u root -p -e \"DROP DATABASE quiznest; DROP USER 'quiznest'@'localhost'; RESET MASTER;\"",
        ),
      ),
    ],
  ],
  'offsite-object-lock-chosen-at-bucket-creation': [
    'post-installation.md',
    page(
      'The copy goes to S3-compatible object storage with `rclone`. Create a private bucket (for example `quiznest-backups`) and an access key limited to that bucket. Where the provider offers object lock, turn it on with a default retention of 30 days (compliance mode, if asked).',
    ),
  ],
  'removal-offsite-delete-waits-for-lock': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "The off-site copies stay in their bucket (or on the machine that pulls them): delete them there, or keep them on purpose, and revoke the bucket's access key at the provider.",
    ),
  ],
  'offsite-key-delete-rights-lock-refuses-check': [
    [
      'post-installation.md',
      page(
        '**`AccessDenied: Access Denied` from `rclone`.** Run item 3 of [Keep a copy off the server](#keep-a-copy-off-the-server); if it persists, the key lacks read, list or write rights on the bucket.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "**`AccessDenied: Access Denied` from `rclone`.** On the check's `deletefile` line only: the bucket's lock refuses deletes; leave `check.txt`, the lifecycle rule removes it. Otherwise run item 3 of [Keep a copy off the server](#keep-a-copy-off-the-server); if it persists, the key lacks read, list, write or delete rights on the bucket.",
      ),
    ],
  ],
  'restore-rclone-needs-access-key-too': [
    'post-installation.md',
    page(
      "   2. Step 2 of Restore onto a new server, VPS tab: `rclone` with the two crypt passwords, last night's archive unpacked into `/root/restore`.",
    ),
  ],
  'offsite-lifecycle-aborts-incomplete-uploads': [
    'post-installation.md',
    page(
      'The script never deletes off-site copies; a lifecycle rule that deletes objects after 90 days, old versions too, keeps the bucket from growing for ever.',
    ),
  ],
  'uploads-bucket-object-lock-not-versioning': [
    'Settings/Integration Settings/Service.md',
    page(
      "After the switch, new uploads live only in the bucket. Turn on the bucket's own versioning, or a backup or replication of the bucket at your provider, before you rely on it.",
    ),
  ],
  'go-live-sets-rate-on-production': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '### Go live',
      '',
      '3. Set **Status** to **Enabled** (step 7 of [Enable a gateway](#enable-a-gateway) left it **Disabled**), and restore the real **Display Name**, **Minimum Amount** and **Maximum Amount** if you set the test values of its step 3.',
      '4. Click **Save** once, for steps 2 and 3 together. Then make one real deposit of the **Minimum Amount** and check that it turns **Successful**; if not, set **Status** to **Disabled** and find the cause the same way.',
    ),
  ],
  'going-live-checklist-names-conversion-rate': [
    'payment-gateways/bkash.md',
    page(
      '## Go live with bKash',
      '',
      '- [ ] **Maximum Amount** is within the bKash wallet limits, so players do not fail on the last step.',
      '- [ ] **Status** is **Enabled**, and **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, all in one **Save** with the live credentials, where you typed every key and secret of the new mode again.',
    ),
  ],
  'bank-debits-never-kept-with-a-hold': [
    'payment-gateways/overview.md',
    page(
      "- **Speed of confirmation**: Bank debits do not suit deposits at all, because the payer's bank can return them weeks after the coins were withdrawn: leave them off, on Stripe (SEPA Direct Debit, ACH Direct Debit, Bacs Direct Debit, BECS Direct Debit) as on Authorize.Net (eCheck). If you keep ACH or SEPA, hold every withdrawal funded by a debit until its return window has passed (60 days for ACH; 8 weeks for SEPA, 13 months for an unauthorised SEPA debit). Never keep Bacs, claimable at any time under the Direct Debit Guarantee, or BECS, claimable for 7 years.",
    ),
  ],
  'card-gateway-tests-name-sandbox-filter': [
    'payment-gateways/stripe.md',
    page(
      '| Card number | Result |',
      '|---|---|',
      '| `4242 4242 4242 4242` | Succeeds; the deposit becomes **Successful** |',
    ),
  ],
  'manual-deposit-paid-short-never-approved': [
    [
      'deposits/index.md',
      page(
        '3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player.',
      ),
    ],
    // read29 ops 1: what arrived returned to no named account, with no record
    [
      'deposits/index.md',
      page(
        '3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player. If less arrived (bank fees, a part payment), leave it **Pending** (**Approve** would credit the full **Coins**) and have a support agent ask the player for the rest, with the same reference; approve once both transfers make the **Payable**, or after 7 days **Reject** it with a **Reason** and return what arrived.',
      ),
    ],
    // decision bank tab: Manual deposits step 3 split into cases
    [
      'deposits/index.md',
      page(
        "3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player (another sender's money is never credited: **Reject**, and return it as below). Before every **Approve**, search the running list for a [return line](#money-that-matches-no-deposit) naming the username: money it names is never credited (**Reject**; the line returns it). If less arrived (bank fees, a part payment), leave it **Pending** (**Approve** would credit the full **Coins**) and have a support agent ask the player for the rest, with the same reference; approve once both transfers make the **Payable**, or after 7 days **Reject** it with a **Reason** and return what arrived to the account it came from (as your statement shows it, never to other details the player gives), writing its reference on a line of the [running list](#the-running-list) as you send it.",
      ),
    ],
  ],
  'coin-rate-late-credit-not-capped-at-three-days': [
    'Settings/Finance Settings/Currency.md',
    page(
      "   - leave the other deposits listed, online checkouts the player opened and PayPal holds that clear on PayPal's side: they expire within 24 hours of creation, but one paid meanwhile can still be credited with old-rate coins by a late webhook up to three days later (a PayPal eCheck: when it clears). Accept that as a cost; set the gateways **Disabled** the day before the window to leave fewer open.",
    ),
  ],
  'daily-check-step-4-in-sub-steps': [
    'deposits/index.md',
    page(
      '4. In the same list, decide the SSLCommerz deposits with the note "risk review" and the NOWPayments deposits with the note "partially paid" as their pages say: they never expire either. The money of both has already reached you: if you reject one, refund it first, then click **Mark as Failed** with the refund reference or transaction hash in the note.',
    ),
  ],
  'hand-marked-failed-not-closed': [
    'deposits/index.md',
    page('- A webhook that arrives twice, or after you marked the deposit by hand, adds nothing.'),
  ],
  'credited-once-and-instamojo-read-once': [
    [
      'deposits/index.md',
      page(
        'Only [the exception of Users](/Mange%20User/Users#adjusting-a-coin-balance) is credited with **Add**: a dispute you won ([Disputes](#disputes-chargebacks-and-returns)).',
      ),
    ],
  ],
  'restore-payout-left-after-matching': [
    'Extra/index.md',
    page(
      '7. A lost request: if **Approved**, ask the payout officer whether the money has left; if not, cancel the transfer. Tell the player of an unpaid one to request again.',
    ),
  ],
  'restore-target-below-zero': [
    'Extra/index.md',
    page(
      'From one load of the profile, read the **Balance** and **Transactions** tab, then make one **Adjust Balance**.',
    ),
  ],
  'restore-unpaid-lost-deposits-on-tab': [
    '../CONTENT_GUIDE.md',
    page(
      'restorer saw at a provider or on a payout statement (never a checkout nobody paid), with its reference,',
    ),
  ],
  'restore-new-account-no-referral-winnings-lost': [
    'Extra/index.md',
    page(
      '- An account created after the backup: the support agent asks the player to register again with the same email. Then the finance manager adjusts the new account to its target if that is above its **Balance**, and marks its lines *settled*.',
    ),
  ],
  'restore-step8-sub-refund-on-request': [
    [
      'deposits/index.md',
      page(
        "8. A `DEP-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it.",
      ),
    ],
    // read32 gateways 8: step 8 in lettered cases; (c) is the reference lost in a restore
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: step 7.1 marks it **Refunded** the next day). NOWPayments, with no address to ask: write \"account deleted, address asked\" on the line, and beside the `DEP-` what NOWPayments still shows of the payer (the sending address or the pay-in transaction hash); those words are its refund reference (step 7.1) until the transaction hash is added as the money is sent. The player may claim it through the contact form: the finance manager sends it only to a claimant who names the `DEP-` and that sending transaction. A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless its `DEP-` is on a refund line of the running list or it was marked **Failed** with a refund reference (step 7). A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give.",
      ),
    ],
  ],
  'restore-referral-bonus-of-webhook-deposit-kept': [
    'Extra/index.md',
    page(
      '| A **Deposit** line made since the restore (**Transactions** tab) | Its coins, unless its `DEP-` has one in the export | Nothing |',
    ),
  ],
  'restore-hand-worker-tries-3': [
    'Report/index.md',
    page(
      'During a restore, run it once by hand: on a VPS `sudo -u www-data php artisan queue:work --stop-when-empty --timeout=60 --force`.',
    ),
  ],
  'restore-activity-log-money-decisions': [
    'Extra/index.md',
    page(
      '- Screenshot the [Activity Log](/Admin%20Users/Admin#activity-log), one **Action** at a time: bans, KYC decisions, admin accounts, roles, settings, two-factor resets. Keep them private.',
    ),
  ],
  'restore-created-contest-with-lines': [
    'Extra/index.md',
    page(
      '| Created since the backup | Unless it has **Contest Prize** or **Contest Refund** lines, tell its players and ask the publisher to create it again. |',
    ),
  ],
  'restore-statuses-sentence-readable': [
    'Extra/index.md',
    page(
      "Give each deposit and `SUB-` charge the export's status, **Mark as Refunded** with its **Refund** row's **Refund Reference**.",
    ),
  ],
  'offsite-new-bucket-gets-its-own-key': [
    [
      'post-installation.md',
      page(
        "A bucket made without object lock: create a locked one, run `sudo rclone config update quiznest-crypt remote offsite:NEW-BUCKET/quiznest`, and keep the old bucket until the new one's copies pass 14 days.",
      ),
    ],
    [
      'post-installation.md',
      page(
        "The copy goes to S3-compatible object storage with `rclone`. Create a private bucket with object lock turned on. A bucket made without object lock: create a locked one and a key limited to it, run `sudo rclone config` (**Edit existing remote**, `offsite`, the new key at its prompts, so it stays out of your shell history) and `sudo rclone config update quiznest-crypt remote offsite:NEW-BUCKET/quiznest` (cPanel: `~/bin/rclone`, without `sudo`), run the check below again (NEW-BUCKET in its third line) and store the new key in your password manager. Keep the old bucket and its key until the new bucket holds 14 nights' copies.",
      ),
    ],
  ],
  'uploads-bucket-copied-out-of-reach-not-locked': [
    'Settings/Integration Settings/Service.md',
    page(
      "After the switch, new uploads live only in the bucket. Turn on versioning with object lock, or a replication of the bucket to one the server's key cannot reach, before you rely on it.",
    ),
  ],
  'removal-reset-server-wide-note-on-the-line': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      'Use your own domain in the `certbot` line. On MySQL 8.4 (after [Upgrade MySQL 8.0 to 8.4](/post-installation#upgrade-mysql-80-to-84); `mysql --version` tells), write `RESET BINARY LOGS AND GTIDS;` in place of `RESET MASTER;`: either deletes the binary logs, which still hold the rows of the last 30 days.',
    ),
  ],
  'removal-names-and-backup-first-reminder': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        ':::danger\n`DROP DATABASE` and the `rm -rf` line below delete every player, quiz, transaction and upload for good.\n:::',
        'Use your own domain in the `certbot` line.',
      ),
    ],
    // diff42 postinstall 7: the other version's mysql line fails, and nothing said it was harmless
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        'Once both files of **Back up first** are off the server, run the lines below, with your own domain in the `certbot` line and, in the `mysql` line, the database name and user of `sudo cat /root/quiznest-install-summary.txt` if you changed them. The RESET deletes the binary logs for the whole MySQL server.',
      ),
    ],
  ],
  'mysql-rollback-keeps-named-folders': [
    'post-installation.md',
    page(
      "Keep the dump of step 2 and `/var/lib/mysql-8.0-copy` until the site has run on 8.4 for a week. After a rollback, keep both until step 3's import is checked and the site has run on 8.0 for a week.",
    ),
  ],
  'sslcommerz-mismatch-checks-amount': [
    [
      'payment-gateways/sslcommerz.md',
      page(
        'Set **Currency** back to `BDT` with **Conversion Rate** `122` (or your current rate). For each affected deposit, check in the merchant panel that the payment is `VALID`, then click **Mark as Successful** on it in [Deposits](/deposits/), never **Adjust Balance**.',
      ),
    ],
    // read30 gateways 5: a flagged card payment credited by hand past the risk check
    [
      'payment-gateways/sslcommerz.md',
      page(
        "Set **Currency** back to `BDT`, with **Conversion Rate** in taka per unit of your default currency: `1` on a BDT site, your current rate (such as `122`) on a USD site. For each affected deposit, check in the merchant panel that the payment is `VALID` and that its amount (`currency_amount` if **Currency** was not `BDT`) equals the deposit's **Payable**, then click **Mark as Successful** in [Deposits](/deposits/). Otherwise refund it there, adding the `DEP-` reference and the refund reference to the daily check's [running list](/deposits/#the-running-list) as you do, then click **Mark as Failed** with the refund reference.",
      ),
    ],
  ],
  'stripe-vouchers-off': [
    [
      'deposits/index.md',
      page(
        '   1. Mercado Pago, Mollie and NOWPayments: the payments that became paid (`approved`, `paid`, `finished`) since your last check, by `DEP-` reference (external reference, `order_id`).',
      ),
    ],
    // read28 gateways 5: Stripe Bank transfers settle days later too
    [
      'payment-gateways/stripe.md',
      page(
        "A `checkout.session.completed` event with `payment_status` `paid` moves the deposit to **Successful**; a method that pays later completes `unpaid` first and waits for `checkout.session.async_payment_succeeded` or `checkout.session.async_payment_failed`. An expired Checkout Session (after 24 hours without payment) marks the deposit **Failed**. Leave voucher methods off for deposits (OXXO, Boleto, Konbini, Multibanco): one can be paid days after its deposit expired at 24 hours, and once Stripe's three days of retries are over no check looks for it again; one issued before you switch them off can still be paid, so keep the keys and webhook as in [Disable a gateway](/Settings/Finance%20Settings/Payment%20Gateways#disable-a-gateway-that-has-pending-deposits) and find a lost one in the Stripe Dashboard's **Payments** by its `DEP-`.",
      ),
    ],
    [
      'payment-gateways/overview.md',
      page(
        "| Slow payments whose late notification is lost: bank transfer, cash or crypto on Mollie, Mercado Pago and NOWPayments, or a PayPal hold released after expiry (Stripe has none: its vouchers stay off) | Not checked again | The [daily check](/deposits/#check-pending-manual-deposits-every-day) finds it among the provider's paid payments (step 8) |",
      ),
    ],
    [
      'payment-gateways/stripe.md',
      page(
        '- [ ] The payment methods you want are switched on in live mode under **Settings > Payments > Payment methods**, and every method in the **Bank debits** group (today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit) and vouchers (OXXO, Boleto, Konbini, Multibanco) are off, and so is **Link** under **Wallets** (its US bank payments are ACH debits).',
      ),
    ],
  ],
  'nowpayments-recovered-payment-checked': [
    'payment-gateways/nowpayments.md',
    page(
      "**The player sent coins on the wrong network or after the invoice expired.** The payment is not matched to the deposit. Ask NOWPayments support with the transaction hash; if they recover it, use **Mark as Successful** on the player's deposit in [Deposits](/deposits/).",
    ),
  ],
  'users-mark-successful-live-payable': [
    'Mange User/Users.md',
    page(
      "otherwise click **Check Status**, and if the provider's dashboard shows the payment completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)).",
    ),
  ],
  'restore-credited-lost-deposit-settled': [
    'Extra/index.md',
    page(
      "On a tab of the running list, write each lost payment. Add the export's other lost `DEP-` and `SUB-` as *unpaid*: owed only once the provider shows them paid. Copy there each **Admin Adjustment** line since the backup.",
    ),
  ],
  'restore-tab-read-before-dispute-and-return': [
    [
      'deposits/index.md',
      page(
        '3. Click **Mark as Refunded** on the deposit. If part of the deposit was already refunded with **Adjust Balance**, subtract the rest with **Adjust Balance** instead, as above.',
      ),
    ],
    // diff50 money 7: "Disputes step 3" ambiguous
    [
      '../CONTENT_GUIDE.md',
      page(
        "  Payments' partial-refund, dispute and returned-payout rows, Deposits' partial refund, Disputes step 3 and its Undo, and",
        "  Withdraw's returned-payout step 2 look there first after a restore, and never make it again. A second restore (Extra's last paragraph of the restore tab) first keeps the first restore's copies (`sudo test -d storage/app.before-restore && sudo mv storage/app.before-restore storage/app.first-restore`, the same for `.env`, cPanel without `sudo`: uploads neither archive has, and the old `.env`), deleted with its leftovers at its end; the first tab's lines copied with their marks, a *settled* one never added again when the start is a Coin Log export's, and with no export counted by the table's rows like any other, once (the restored start holds none). One owner: the restorer hands the tab to the finance manager",
      ),
    ],
  ],
  'restore-payout-left-rejects-unsent-requests': [
    'Extra/index.md',
    page(
      '- A lost payout that left after matching: the finance manager subtracts its coins, at most the **Balance**, and settles it; the payout officer pays that player nothing until the rest is covered.',
    ),
  ],
  'restore-target-below-zero-not-recovered': [
    'Extra/index.md',
    page('A target below zero (no export): subtract at most the **Balance**; write the rest on the tab.'),
  ],
  'restore-panel-down-amount-from-provider-figure': [
    'Extra/index.md',
    page(
      "Coins: a payment's **Deposit** line, else **Amount** × coin rate, rounded down. Never the provider's figure, which adds the **Charge** and conversion: Stripe's 10.59 USD is 1,000 coins.",
    ),
  ],
  'restore-refund-amount-in-gateway-currency': [
    '../CONTENT_GUIDE.md',
    page(
      "never refunds it on its own (only when the finance manager asks, for the amount they give: coins ÷ rate, in the gateway's currency, without the charge).",
    ),
  ],
  'restore-money-decisions-never-redone': [
    [
      'Extra/index.md',
      page(
        "Redo each change of the saved log (or the admins' list) and the Facebook takeover steps. Handle a lost KYC submission as in item 5.",
      ),
    ],
    // diff51 7: the content was redone here, after item 1 needed the plans
    [
      'Extra/index.md',
      page(
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage. Its deposit and withdrawal decisions stay as matched. The content editors redo its quizzes and categories, a Super Admin its plans. Handle a lost KYC submission as in item 5.",
      ),
    ],
  ],
  'new-server-restore-admin-only': [
    [
      'post-installation.md',
      page(
        "1. Follow steps 1 to 5 of the [VPS guide](/installation-guide/server-setup/vps). In its step 1, the records still hold the old server's addresses: point each A record at the new server's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none.",
      ),
    ],
    // read32 installA 3: the step 10 and 11 changes sat in step 1, two steps before the reader reaches them
    [
      'post-installation.md',
      page(
        "1. Follow steps 1 to 5 of the VPS guide. On an admin-only VPS (client on Vercel), follow the guide with the changes of [Admin-only VPS for a Vercel client](/installation-guide/server-setup/vps#admin-only-vps-for-a-vercel-client): in its step 1 only `admin.example.com` moves, in its step 10 only `quiznest-admin.conf`, in its step 11 the Certbot block without the client's line (`--cert-name example.com`), so the renewal dry run still runs.",
      ),
    ],
  ],
  'new-server-restore-counts-tables': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'sudo tail -n 1 /root/restore/database.sql',
        "sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
      ),
    ),
  ],
  'mysql-rollback-common-2204': [
    'post-installation.md',
    page(
      "   The **Candidate** of `mysql-server` must be an Ubuntu `8.0`. APT never downgrades `mysql-common` by itself, so name the version its table lists from Ubuntu's archive (24.04's below):",
    ),
  ],
  'vps-dumps-use-env-db-names': [
    'post-installation.md',
    page(
      '2. Back up the database, `storage/app` and `.env`, and check the dump before anything else changes:',
      ...code(
        'bash',
        'mysqldump --single-transaction --quick --no-tablespaces -u quiznest -p quiznest > ~/backups/quiznest-db-pre-update.sql',
      ),
    ),
  ],
  'eaddrinuse-stray-user-variable': [
    'installation-guide/server-setup/vps.md',
    page(
      "Another user's PM2 (often your own, after a `pm2 start` without `sudo -u`) restarts what `kill` stops: run `sudo -u deploy -H pm2 delete quiznest-client` and `sudo -u deploy -H pm2 save` with the user `ps` printed.",
    ),
  ],
  'new-server-count-in-a-move-reruns-backup': [
    [
      'post-installation.md',
      page(
        "   `tail` must print `-- Dump completed on` with the date of the archive, and `grep -c` about the live site's number of tables (with the old site gone, an older archive's), as in step 2 of [Restore the platform](#restore-the-platform); if either is wrong, take an older archive.",
      ),
    ],
    // read32 installA 2: a count the VPS move never noted
    [
      'post-installation.md',
      page(
        "   `tail` must print `-- Dump completed on` with the date of the archive, `grep -c` about the live site's number of tables (in a move, the old server's `SHOW TABLES`; with the old site gone, an older archive's). If `tail` or `grep -c` is wrong, take an older archive (in a move, run the backup script on the old server again).",
      ),
    ],
  ],
  'uploads-copy-cannot-overwrite-or-delete': [
    'Settings/Integration Settings/Service.md',
    page(
      "After the switch, new uploads live only in the bucket. Before you rely on it, have the bucket copied where the server's key cannot reach: a replication rule to a second bucket, or a nightly `rclone copy` from another machine with its own key.",
    ),
  ],
  'restore-tab-deposit-line-settled-only-restored-player': [
    [
      'Extra/index.md',
      page(
        "Add the export's other lost `DEP-` and `SUB-` as *unpaid*: owed only once the provider shows them paid. One with a Coin Log **Deposit** line is *settled*.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "Add a tab to the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet, headed with the restore's date and backup time, and protect it to yourself and the finance manager (in Google Sheets, **Data > Protect sheets and ranges**, or your sheet tool's equivalent). Write a line for each lost payment, refund and payout: reference, provider or payout id, coins, the player's email and username. Search each lost reference on the running list's own tab first. Mark it by the first case that fits (a *settled* you write, the finance manager confirms):",
        '',
        '- A `DEP-` with a Coin Log **Deposit** line: *settled* if its player is in the restored panel (its start holds the coins); *waiting* if the account was created after the backup.',
      ),
    ],
  ],

  'restore-lost-payment-not-confirmers-to-credit': [
    'deposits/index.md',
    page(
      "The one exception is a dispute you won. A payment lost in a backup restore is not one: it goes to the finance manager alone, who keeps the [restore's tab](/Extra/#the-restore-tab).",
    ),
  ],
  'stripe-vouchers-issued-before-still-paid': [
    'payment-gateways/stripe.md',
    page(
      "Leave voucher methods off for deposits (OXXO, Boleto, Konbini, Multibanco): one can be paid days after its deposit expired at 24 hours, and once Stripe's three days of retries are over no check looks for it again.",
    ),
  ],
  'nowpayments-recovered-short-payment-refunded': [
    'payment-gateways/nowpayments.md',
    page(
      "**The player sent coins on the wrong network or after the invoice expired.** The payment is not matched to the deposit. Ask NOWPayments support with the transaction hash. If they credit it to your store, check that at least the invoice price arrived in your payout wallet, then use **Mark as Successful** on the player's deposit in [Deposits](/deposits/); if they return it to the sender, leave the deposit **Failed**.",
    ),
  ],
  'offsite-key-change-keeps-secret-off-command-line': [
    'post-installation.md',
    page(
      'A bucket made without object lock: create a locked one and a key limited to it, run `sudo rclone config update offsite access_key_id NEW-KEY secret_access_key NEW-SECRET` and `sudo rclone config update quiznest-crypt remote offsite:NEW-BUCKET/quiznest`.',
    ),
  ],
  'content-editor-pages-name-super-admin-handoff': [
    [
      'Settings/Navigation/Menu.md',
      page(
        'If the old menu still shows, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache) (**Clear all caches**, then, on a live site, **Rebuild caches**), then reload the page without the browser cache.',
      ),
    ],
    [
      'Settings/SEO & Meta/Sitemap XML.md',
      page(
        'Open `https://example.com/sitemap.xml` in a browser to check it: you see an XML list of `url` entries with your client domain, not `admin.example.com`. If the addresses show the wrong domain, correct `FRONTEND_URL` in `admin/.env` (server work: a content editor asks a Super Admin), cache the configuration again in `admin/` (`sudo -u www-data php artisan config:cache` on a VPS, `/usr/local/bin/ea-php83 artisan config:cache` in cPanel **Terminal**), and click **Regenerate Now**.',
        '',
        '## Troubleshooting',
        '',
        'A content editor asks a Super Admin for the `.env`, Log Viewer and server steps below.',
      ),
    ],
    [
      'Settings/SEO & Meta/Sitemap XML.md',
      page(
        'If the addresses show the wrong domain, correct `FRONTEND_URL` in `admin/.env` (server work: a content editor asks a Super Admin), then, in `admin/`, cache the configuration again and restart the worker, which keeps its configuration until it restarts: on a VPS `sudo -u www-data php artisan config:cache`, then `sudo -u www-data php artisan queue:restart`; on cPanel `/usr/local/bin/ea-php83 artisan config:cache` in **Terminal** (your version in place of `ea-php83`; CloudLinux **Select PHP Version**: `/usr/local/bin/php`), whose cron worker needs no restart. Then click **Regenerate Now**.',
        '',
        '## Troubleshooting',
        '',
        'A content editor asks a Super Admin for the `.env`, Log Viewer and server steps below.',
      ),
    ],
    // read33 settings 9: a translator with Edit on Localization alone cannot clear the caches
    [
      'Settings/Localization/Languages.md',
      page(
        'If old texts persist, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache) (**Clear all caches**, then, on a live site, **Rebuild caches**).',
      ),
    ],
    [
      'Settings/Localization/Socialite Media.md',
      page(
        'If the footer still shows old links, clear and rebuild the caches under [Extra > Clear Cache](/Extra/#clear-cache) (**Clear all caches**, then, on a live site, **Rebuild caches**).',
      ),
    ],
  ],
  'maintenance-expired-subscriptions-assign-plan': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      '9. After a long closure, make up the lost time to subscribers: subscriptions keep running and expiring during the window, so on [Subscriptions](/Subscription/) use **Extend** on the **Active** subscriptions by the length of the window. **Extend** works on one subscription at a time, so keep this for closures long enough to matter to your subscribers (a day or more).',
    ),
  ],
  'activity-log-lists-kyc-document-views': [
    'Admin Users/Admin.md',
    page(
      'Each entry shows the time, the admin, the IP address, the action and the record it touched. The log records sign-ins and failed sign-ins, records created, edited and deleted (with the old and new values of changed settings), coin balance adjustments, deposit, withdrawal and KYC decisions, bans, **Login as user** sessions, role changes and two-factor resets.',
    ),
  ],
  'bucket-move-host-without-rclone-copies-from-computer': [
    'Settings/Integration Settings/Service.md',
    page(
      "   cPanel has no `aws`: use the `~/bin/rclone` of the [nightly backup](/post-installation#keep-a-copy-off-the-server), with an `s3` remote named `uploads` for the bucket's key and endpoint, and `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`.",
    ),
  ],
  'maintenance-locked-out-answer-names-each-platform-up': [
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        "Open the **Bypass Link** again, or remove the maintenance flag: `php artisan up` in the platform's form, or delete `admin/storage/framework/down` in **File Manager** or over SFTP ([Leave maintenance mode when locked out](#leave-maintenance-mode-when-locked-out)).",
      ),
    ],
    // read32 settings 4: the VPS form without its cd
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        'Open the **Bypass Link** again, or remove the maintenance flag in `admin/`: run `php artisan up` (VPS: `sudo -u www-data php artisan up`; cPanel: `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up` in **Terminal**), or delete `storage/framework/down` in **File Manager** or over SFTP.',
      ),
    ],
  ],
  'restore-target-worked-example-per-start': [
    'Extra/index.md',
    page(
      'Match everything to the exports and log saved before the restore; replay nothing. Rows are matched by reference (`DEP-`, `SUB-`, `WDR-`), never by time; a contest, which has none, by **Title** and **Start Time**. *Lost*: made after the backup, so not in the restored panel. A Coin Log line *since the backup*: not on the restored **Transactions** tab.',
    ),
  ],
  'delete-on-request-table-names-roles': [
    'Mange User/Users.md',
    page(
      "Deletion forfeits the coins. Before you delete an account on the player's request, tell them the balance shown on the profile and ask them to withdraw it first; delete once the withdrawal is **Paid**, or once they confirm in writing that they give the balance up. Deletion erases the ticket, so first record that confirmation with an **Adjust Balance** **Subtract** of the whole balance, its **Reason** naming the ticket and the date.",
    ),
  ],
  'renewal-refund-after-old-end-date': [
    'Subscription/index.md',
    page(
      'To refund only a renewal, click **Mark as Refunded** on the renewal charge, then **Assign Plan** with the same plan and the end date the subscription had before that renewal.',
    ),
  ],
  'cron-settings-look-first-any-php-path': [
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        'Shared hosting does not allow long-running processes, so add a second **Once Per Minute** cron job with the **Queue Command**:',
      ),
    ],
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        'Look first for a job that runs `artisan schedule:run`, whatever PHP path it names, and add the line only if there is none.',
        '',
        'Shared hosting does not allow long-running processes, so step 8 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) adds a second **Once Per Minute** cron job with the **Queue Command**. Look in **Current Cron Jobs** first and add it only if no job runs `artisan queue:work`, whatever PHP path it names:',
        '',
        'Yes: a second **Once Per Minute** cron job with the **Queue Command**, which step 8 of the cPanel guide already adds. Add it only if no job in **Current Cron Jobs** runs `artisan queue:work`, whatever PHP path it names.',
      ),
    ],
  ],
  'coin-rate-gateways-disabled-day-before-own-step': [
    'Settings/Finance Settings/Currency.md',
    page(
      '3. Plan the window as in [Plan a maintenance window](/Settings/System%20Setting/Maintenance%20Mode#plan-a-maintenance-window) (no **Live** contest, no registration closing in it), announcing it without naming the rate change, then put the site in [maintenance mode](/Settings/System%20Setting/Maintenance%20Mode). When you *lower* the rate, before you save:',
      '   - set **Status** to **Disabled** on every gateway in [Payment Gateways](/Settings/Finance%20Settings/Payment%20Gateways), so no new checkout starts;',
      "   - leave the other deposits listed, online checkouts the player opened and PayPal holds that clear on PayPal's side. Accept that as a cost; set the gateways **Disabled** the day before the window to leave fewer open.",
    ),
  ],
  'coin-rate-check-signed-in-wallet': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "Check: in a private window, the client app's deposit page shows the new rate's coins for a `1.00` amount.",
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "Check: in a private window, signed in as a test player, the wallet's deposit form shows the new rate's coins for a `1.00` amount. Undo: [Undo a wrong coin rate](#undo-a-wrong-coin-rate).",
      ),
    ],
  ],
  'integration-settings-edit-super-admins-only': [
    'Settings/Integration Settings/AI Integration.md',
    page(
      '- Give **Edit** on the **Integration Settings** group of **Settings**, and the **Generate with AI** permission, only to people who may spend money on the provider account, with [Roles](/Admin%20Users/Role).',
    ),
  ],
  'seo-launch-content-editor-handoff': [
    'Settings/SEO & Meta/Seo.md',
    page(
      '### Set up SEO before launch',
      '',
      '1. Check **Site Name** in [General Settings](/Settings/System%20Setting/General).',
      "5. Give each quiz and contest a **Description** and **Cover Image**: they feed their pages' previews.",
      '6. Rebuild the client if it is a static export (see below).',
    ),
  ],
  'coin-settings-shared-details-manual-check': [
    'Settings/Quiz Settings/Coin Settings.md',
    page(
      '- **Multiple accounts.** Sign-up and referral bonuses invite players to create accounts for themselves. Shared payout details or devices across accounts are listed as warning signs on [Withdrawals](/withdraw/).',
    ),
  ],
  'referral-after-verification-under-open': [
    'Settings/Quiz Settings/Coin Settings.md',
    page(
      "| **Pay Referral Bonus** | When both referral bonuses are paid: **After Email Verification** of the new player, or **After First Deposit**, when the new player's first deposit becomes **Successful**. | **After First Deposit** | **After First Deposit** is the safer choice against fake accounts. |",
    ),
  ],
  'tawkto-cookies-before-choice': [
    'Settings/Integration Settings/Extensions.md',
    page(
      'When the cookie banner of [GDPR Cookie](/Settings/System%20Setting/GDPR%20Cookie) is on, Google Analytics loads only after the player accepts cookies; reCAPTCHA and the chat widget load regardless, so name them in your cookie policy.',
    ),
  ],
  'aws-bucket-policy-block-public-access': [
    'Settings/Integration Settings/Service.md',
    page(
      'On AWS, new buckets block public access, so either add a bucket policy that allows public reads or put CloudFront in front and enter its address in **Public URL**.',
    ),
  ],
  'aws-sync-as-root-two-sentences': [
    'Settings/Integration Settings/Service.md',
    page(
      '2. Copy the files already uploaded, keeping the same paths. On a VPS, install the AWS CLI and run both lines as root (`sudo -H`: `storage/` is closed to the sudo user), with the bucket user\'s access key entered first in `aws configure`, so it goes to root\'s profile, where `sudo -H aws` reads it; "Unable to locate credentials" means it is not there.',
    ),
  ],
  'restore-credits-after-reopening-own-step': [
    'Extra/index.md',
    page(
      "Undo: the opposite adjustment, naming the wrong one. Switch the notifications of your screenshot back on, with the log's changes to them. Only now leave maintenance mode and put the scheduler back, as [Restore the platform](/post-installation#restore-the-platform) ends.",
    ),
  ],
  'restore-before-reopening-groups-listed': [
    'Extra/index.md',
    page(
      "Before reopening, adjust the players on the restore tab, with a **Debit** line since the backup, or with a line since the restore. Note each other player's target − **Balance** (a credit) and add it after reopening, the same day, never reworked from a newer **Balance**.",
    ),
  ],
  'send-notification-handoff-named': [
    'Mange Contests/Contests.md',
    page(
      'If a locked field is wrong, for example a typo in the prize distribution, cancel the contest (every player is refunded), **Duplicate** it, give the copy a new **Title**, fix it and publish it again. Tell the players why with [Send Notification](/Mange%20User/Send%20Notification).',
    ),
  ],
  'subscription-partial-refund-cancel-handoff': [
    'Subscription/index.md',
    page(
      'A partial refund of a charge (pro rata, after a complaint) is made at the provider only: the charge stays **Successful**, with no coins involved (**Cancel** if the subscription ends with it), and the refund id and amount are noted beside its `SUB-` line in the [monthly reconciliation](/Payments/#reconcile-with-a-provider-month-by-month).',
    ),
  ],
  'premium-category-locks-its-quizzes': [
    [
      'Mange Quizzes/Category.md',
      page(
        'QuizNest refuses to delete a category that still holds anything. The panel shows "This category still has quizzes or sub-categories. Move or delete them first." when you try. This protects quizzes from being left without a category.',
      ),
    ],
    // read32 ops 13: a content editor cannot see which categories a plan names
    [
      'Mange Quizzes/Quizzes.md',
      page(
        "| **Category** | The category the quiz is listed in. A category a plan's **Premium Quizzes** names locks its quizzes ([Subscriptions](/Subscription/)): ask a Super Admin before choosing or changing it. | `Science` |",
      ),
    ],
    [
      'Mange Quizzes/Category.md',
      page(
        'QuizNest refuses to delete a category that still holds anything. The panel shows "This category still has quizzes or sub-categories. Move or delete them first." when you try. A category a plan\'s **Premium Quizzes** names locks its quizzes ([Subscriptions](/Subscription/)): ask a Super Admin before moving quizzes in or out.',
      ),
    ],
    // diff51 8: a content editor, who cannot see plans, could not know when to ask for the list again
    [
      'Mange Quizzes/Category.md',
      page(
        '## Premium categories',
        '',
        "A category a plan's **Premium Quizzes** names is premium: it locks every quiz in it, later ones too ([Subscriptions](/Subscription/)). A content editor, who cannot see the plans, asks a Super Admin for the list of premium categories once, and again after each plan change.",
      ),
    ],
  ],
  'campaign-email-rate-leaves-room': [
    'Mange User/Send Notification.md',
    page(
      'To change the email rate, for example to match a provider that allows 500 emails per hour (about 8 per minute), edit `admin/.env` (on a VPS with `sudo nano .env` in the `admin` folder: the file is closed to your user) and reload the configuration.',
    ),
  ],
  'restore-forgotten-admin-password-set-by-super-admin': [
    [
      'Extra/index.md',
      page(
        '- every admin who changed their own password, two-factor or recovery codes since the backup changes them again now (else **Reset Two-Factor**);',
      ),
    ],
    // read30 ops 5: in maintenance mode only the bypass link opens the panel, and nobody sent it
    [
      'Extra/index.md',
      page(
        '- every admin who changed their own password, two-factor or recovery codes since the backup changes them again now (else **Reset Two-Factor**; an old password forgotten: a Super Admin sets one, as in [Passwords](/Admin%20Users/Admin#passwords));',
      ),
    ],
  ],
  'mac-nvm-keeps-php-mysql-on-path': [
    'installation-guide/local-machine-setup/Mac.md',
    page('   If you prefer `nvm`, install Node.js 24 with it instead (`nvm install 24`) and skip this step.'),
  ],
  'cpanel-new-server-version-and-db-host': [
    'post-installation.md',
    page(
      '2. Follow steps 1 to 5 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin). In step 3, give the database user the password that `grep` printed.',
      ...code(
        'bash',
        "   sed -i 's/^DB_DATABASE=.*/DB_DATABASE=cpuser_quiznest/; s/^DB_USERNAME=.*/DB_USERNAME=cpuser_quiznest/' .env",
      ),
    ),
  ],
  'static-export-update-copies-local-files': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      '## Rebuild after changes',
      '',
      "Build and upload again (steps 3 and 4) after you update QuizNest, after you change the admin panel's address, and after any change to `NEXT_PUBLIC_API_URL` or `NEXT_PUBLIC_SITE_URL`.",
      '',
      'If `.htaccess` is missing, copy it into `out/` by hand before you upload.',
    ),
  ],
  'static-export-listing-in-powershell': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(...code('bash', 'cd client', 'npm run build:static', 'ls -a out')),
  ],
  'cpanel-backup-archives-in-disk-quota': [
    [
      'common-requirements.md',
      page(
        ...code(
          'bash',
          'free -h                     # RAM and swap',
          'df -h                       # free disk space',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        "The script keeps about 15 archives beside the site, and a full disk stops MySQL with it. If 15 times the size that the hand run printed, plus `MIN_FREE_MB`, is more than half the free space, lower `KEEP_DAYS` (not below `3`, so an archive whose off-site copy failed stays until you fix it): the off-site copy keeps the older nights. Free space on a VPS: **Avail** of `df -h /var/backups/quiznest`. On cPanel the archives count against your account's disk quota: **Statistics** on cPanel's start page shows it as **Disk Usage** (or `quota -s`, where allowed; not `df -h`, which shows the server's disk).",
      ),
    ],
  ],
  'shared-hosting-answer-names-terminal': [
    'common-requirements.md',
    page(
      '### Can I run QuizNest on shared hosting?',
      '',
      'Yes, on cPanel hosting that offers PHP 8.2 to 8.4, a MySQL or MariaDB database and cron jobs, with `proc_open` and `symlink` allowed.',
    ),
  ],
  'server-checks-cpanel-skip-composer-node': [
    'common-requirements.md',
    page(
      "Run these commands on the server, as the user that will run QuizNest: your deploy user on a VPS, your account in cPanel **Terminal**, where a bare `php` is the server's default version: there, replace `php` with `/usr/local/bin/ea-php83` (CloudLinux: `/usr/local/bin/php`) in every line below, the extension loop included.",
    ),
  ],
  'choco-pin-takes-patch-releases-by-number': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'List the versions it has, then install the newest PHP 8.3 and MariaDB 11.4 by number (the numbers below are examples) and pin them, so that `choco upgrade all` keeps them:',
      '',
      ...code('powershell', 'choco pin add --name php', 'choco pin add --name mariadb'),
    ),
  ],
  'cpanel-only-site-rehearses-on-rented-vps': [
    [
      'post-installation.md',
      page(
        "The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, as an admin panel only under that name. It will hold the live `APP_KEY`, live gateway secrets, admin passwords and every player's personal data, so lock it down:",
      ),
    ],
    [
      'post-installation.md',
      page(
        'The test copy is a second small server, installed with the [VPS guide](/installation-guide/server-setup/vps), as an admin panel only under that name. A cPanel-only site rents one by the hour for the drill: the steps below restore its archive too, and the monthly check alone proves the dump, never `APP_KEY`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, as an admin panel only under that name. A cPanel-only site rents one by the hour for the drill (the steps below restore its archive too), or drills on a second cPanel account: the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server) under that name as above, with a third `sed` in its step 3, `sed -i 's|^APP_URL=.*|APP_URL=https://restore-test.example.com|' .env` (else images load from the live site), and of its step 4 only that name's record, **Run AutoSSL** and the storage link (lock lines kept, no cron job, no client); then steps 4 to 7 below through its bypass link, step 7 deleting that account. The monthly check alone proves the dump, never `APP_KEY`. It will hold the live `APP_KEY`, live gateway secrets, admin passwords and every player's personal data, so lock it down:",
      ),
    ],
    [
      'post-installation.md',
      page(
        "The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, as an admin panel only under that name: in every step you follow (1 to 12, and Verify items 1 and 2), `restore-test.example.com` wherever it says `admin.example.com` or the `admin` record; in step 1 that name alone, its loop with that one name; in step 8 `FRONTEND_URL` may stay as it is. Never change a live record. Take the rows for steps 5, 10, 11 and 15 of [Admin-only VPS for a Vercel client](/installation-guide/server-setup/vps#admin-only-vps-for-a-vercel-client) (no Node.js or PM2, no client block, no client certificate). A cPanel-only site rents one by the hour for the drill (the steps below restore its archive too), or drills on a second cPanel account: the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server) under that name as above, with a third `sed` in its step 3, `sed -i 's|^APP_URL=.*|APP_URL=https://restore-test.example.com|' .env` (else images load from the live site), and of its step 4 only that name's record, **Run AutoSSL** and the storage link (lock lines kept, no cron job, no client); then steps 4 to 7 below through its bypass link, step 7 deleting that account. The monthly check alone proves the dump, never `APP_KEY`. It will hold the live `APP_KEY`, live gateway secrets, admin passwords and every player's personal data, so lock it down:",
      ),
    ],
    // diff42 postinstall 1, 4: the second account's blocks reached the live database, its kept .env the live secrets
    [
      'post-installation.md',
      page(
        'A cPanel-only site drills too (the monthly check alone proves the dump, never `APP_KEY`): it rents such a server by the hour (the steps below restore its archive too), or drills on a second cPanel account under that name (prefix `cpuser2_` below):',
        '',
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server), with a third `sed` in its step 3: `sed -i 's|^APP_URL=.*|APP_URL=https://restore-test.example.com|' .env` (else images load from the live site).",
        "2. Of its step 4, only that name's record, **Run AutoSSL** and the storage link: install lock kept, no cron job, no client.",
        '3. Steps 4 to 6 below through its bypass link, counting the test account with `mysql -u cpuser2_quiznest -p -N -e "SELECT COUNT(*) FROM migrations" cpuser2_quiznest`.',
        "4. Have the host (or WHM) terminate the account. To keep it, delete its database in **MySQL Databases**, then in its Terminal run `cd ~/quiznest/admin && rm -rf ~/restore storage/app && sed -i 's/^APP_KEY=.*/APP_KEY=/' .env && /usr/local/bin/ea-php83 artisan config:clear`, `~/bin/rclone config delete quiznest-crypt` and `~/bin/rclone config delete offsite`.",
        '',
        "The test copy will hold the live `APP_KEY`, live gateway secrets, admin passwords and every player's personal data, so lock it down:",
      ),
    ],
    [
      'post-installation.md',
      page(
        'A cPanel-only site drills too (the monthly check alone proves the dump, never `APP_KEY`): it rents such a server by the hour (the steps below restore its archive too), or drills on a second cPanel account under that name (prefix `cpuser2_` below):',
        '',
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server), run in the second account with `cpuser2` in place of `cpuser` in every path, database and user name of its blocks (else they reach the live database), and a third `sed` in its step 3: `sed -i 's|^APP_URL=.*|APP_URL=https://restore-test.example.com|' .env` (else images load from the live site). Before its import, `grep '^DB_' .env` must show only `cpuser2_` names.",
        "2. Of its step 4, only that name's record, **Run AutoSSL** and the storage link: install lock kept, no cron job, no client.",
        '3. Steps 4 to 6 below through its bypass link, counting the test account with `mysql -u cpuser2_quiznest -p -N -e "SELECT COUNT(*) FROM migrations" cpuser2_quiznest`.',
        '4. Have the host (or WHM) terminate the account. To keep it, delete its database and its database user in **MySQL Databases**, then in its Terminal run `cd ~/quiznest/admin && rm -rf ~/restore storage/app .env && /usr/local/bin/ea-php83 artisan config:clear` (the copied `.env` holds the live `APP_KEY` and the live mail and Redis passwords), `~/bin/rclone config delete quiznest-crypt` and `~/bin/rclone config delete offsite`.',
        '',
        "The test copy will hold the live `APP_KEY`, live gateway secrets, admin passwords and every player's personal data, so lock it down:",
      ),
    ],
    [
      'post-installation.md',
      page(
        '#### A cPanel-only site',
        '',
        'The monthly check alone proves the dump, never `APP_KEY`, so a cPanel-only site drills too: it rents a test server by the hour (steps 1 to 7 above restore its archive too), or drills on a second cPanel account under `restore-test.example.com` (prefix `cpuser2_` below):',
      ),
    ],
    // fix46i: read30-installB 2 (the DB_ check before .env exists, the lock test at the live name).
    [
      'post-installation.md',
      page(
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server), run in the second account with `cpuser2` in place of `cpuser` in every path, database and user name of its blocks (else they reach the live database), and a third `sed` in its step 3: `sed -i 's|^APP_URL=.*|APP_URL=https://restore-test.example.com|' .env` (else images load from the live site). Before its import, `grep '^DB_' .env` must show only `cpuser2_` names.",
      ),
    ],
    // read32 install 1: one pasted block imported and ran migrate with no check of the import between
    [
      'post-installation.md',
      page(
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server), run in the second account with `cpuser2` in place of `cpuser` in every path, database and user name of its blocks. Paste step 3's block into `nano ~/restore/drill.sh` first: `grep -n 'cpuser_' ~/restore/drill.sh`, with your live account's name, must print nothing, since a line it prints would import into the live database. Then run `bash ~/restore/drill.sh`; its `grep` line shows only `cpuser2_` names.",
      ),
    ],
    // diff50 install 2: the second paste into the same nano file lands above the first
    [
      'post-installation.md',
      page(
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server). Paste step 3's first block into `nano ~/restore/drill.sh`: `grep -n 'cpuser_' ~/restore/drill.sh`, with your live account's name, must print nothing. Then run `bash ~/restore/drill.sh` and its check. Do the same with its second block, whose `grep` line shows only `cpuser2_` names.",
      ),
    ],
    // diff51 install 5: the safety grep missed a /home/cpuser/ path left unchanged
    [
      'post-installation.md',
      page(
        "1. Steps 1 to 3 of the cPanel tab of [Restore onto a new server](#restore-onto-a-new-server). Paste step 3's first block into `nano ~/restore/drill1.sh` and its second into `nano ~/restore/drill2.sh`: `grep -n 'cpuser_' ~/restore/drill1.sh ~/restore/drill2.sh`, with your live account's name, must print nothing.",
      ),
    ],
  ],
  'cpanel-lists-render-whole': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      '- Node.js 24 LTS (or 22 LTS) and npm on the computer where you build (or the cPanel Terminal, see step 2). Node.js 20 reached its end of life on 30 April 2026 and gets no security fixes; do not build or run the client with it.',
      '',
      "- If other sites of the account live in folders inside `public_html` and `example.com` is the account's main domain, the Passenger lines of step 1 land in `public_html/.htaccess`.",
    ),
  ],
  'stripe-bank-debits-whole-group-off': [
    [
      'payment-gateways/stripe.md',
      page(
        'Leave bank debits off for deposits: SEPA Direct Debit, ACH Direct Debit, Bacs Direct Debit and BECS Direct Debit, under **Settings > Payments > Payment methods**. Nothing in QuizNest shows that a debit paid a deposit, so no one could hold the withdrawals it funds: keep all four off.',
      ),
    ],
    // read28 gateways 5: the checklist item names Bank transfers too
    [
      'payment-gateways/stripe.md',
      page(
        "A `checkout.session.completed` event with `payment_status` `paid` moves the deposit to **Successful**; a method that pays later completes `unpaid` first and waits for `checkout.session.async_payment_succeeded` or `checkout.session.async_payment_failed`. An expired Checkout Session (after 24 hours without payment) marks the deposit **Failed**. Leave voucher methods off for deposits (OXXO, Boleto, Konbini, Multibanco): one can be paid days after its deposit expired at 24 hours, and once Stripe's three days of retries are over no check looks for it again; one issued before you switch them off can still be paid, so keep the keys and webhook as in [Disable a gateway](/Settings/Finance%20Settings/Payment%20Gateways#disable-a-gateway-that-has-pending-deposits) and find a lost one in the Stripe Dashboard's **Payments** by its `DEP-`.",
        '- [ ] The payment methods you want are switched on in live mode under **Settings > Payments > Payment methods**, and every method in the **Bank debits** group (today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit) and vouchers (OXXO, Boleto, Konbini, Multibanco) are off, and so is **Link** under **Wallets** (its US bank payments are ACH debits).',
      ),
    ],
  ],
  'coinbase-refunded-late-payment-on-running-list': [
    'payment-gateways/coinbase-commerce.md',
    page(
      "**The player paid, but the deposit failed as expired.** The payment reached Coinbase after the checkout's hour ran out. Check the payment in Coinbase Business and use **Mark as Successful** on the deposit in [Deposits](/deposits/) (never **Adjust Balance**, which a late webhook would double), or refund the player.",
    ),
  ],
  'daily-check-step-8-searches-status-all': [
    'deposits/index.md',
    page(
      '1. Open **Deposits**, set **Status** to **Pending** and **Mode** to both.',
      "8. Find the late payments below at the provider and search each here (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless it was marked **Failed** with a refund reference (step 7).",
    ),
  ],
  'stripe-dispute-summary-spares-inquiries': [
    'payment-gateways/stripe.md',
    page(
      "Stripe lists disputes on the **Disputes** tab of the Dashboard's payments list and emails the account's administrators about each new one; check that your own email notifications for disputes are on. QuizNest reads no dispute or chargeback, and a lost one takes the payment and a fee from you while the player keeps the coins. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns): close the player's withdrawals whose money has not left, then click **Mark as Refunded** with the dispute ID.",
    ),
  ],
  'key-alone-list-says-mollie-refuses-mismatch': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '   - At providers where the key alone decides the environment (Stripe, Razorpay, Paystack, Flutterwave, Mercado Pago and Mollie), a mismatch does what the keys say. Live keys in **Sandbox** mode charge real cards and accounts, while QuizNest labels the deposits **Sandbox**, so they are easy to miss in the deposit list.',
    ),
  ],
  'bkash-usd-live-test-figure-readable': [
    [
      'payment-gateways/bkash.md',
      page(
        "- [ ] One real payment of at least the **Minimum Amount** (50 BDT with the example limits, charged 50.75 BDT with the example's 1.5 %; on a USD site at `122`, 1.00 USD is charged 124.44 BDT, not 1.02) became **Successful** and appears in your merchant wallet statement.",
      ),
    ],
    // read29 gateways 7: "1.02 USD" read as the amount to type into the deposit form
    [
      'payment-gateways/bkash.md',
      page(
        "- [ ] One real payment of at least the **Minimum Amount** (50 BDT with the example limits, charged 50.75 BDT with the example's 1.5 %; on a USD site with **Minimum Amount** `1.00` and **Conversion Rate** `122`: 1.02 USD, charged as 124.44 BDT) became **Successful** and appears in your merchant wallet statement.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  names what the provider charges, charge included (Instamojo ₹89.76, Razorpay ₹10.20, bKash 50.75 BDT); a Flutterwave',
      ),
    ],
  ],
  'instamojo-failure-webhook-on-request': [
    'payment-gateways/instamojo.md',
    page(
      'Instamojo sends one form-encoded POST per payment attempt with fields such as `payment_id` (for example `MOJO5a06005J21512197`), `payment_request_id`, `status`, `amount`, `fees`, `buyer` and `mac`. There are no event types to choose: `status` is `Credit` for a successful payment and `Failed` otherwise.',
    ),
  ],
  'rclone-crypt-passwords-copied-at-prompt-typed-at-restore': [
    [
      'post-installation.md',
      page(
        '2. Set up `rclone` with the access key and the two crypt passwords from your password manager, as in [Keep a copy off the server](#keep-a-copy-off-the-server). Empty `/root/restore`, then put the newest archive in and unpack it, as in step 2 of [Rehearse a restore](#rehearse-a-restore).',
      ),
    ],
    [
      'post-installation.md',
      page(
        '1. Set up `rclone` as in [Keep a copy off the server](#keep-a-copy-off-the-server) from your password manager, typing the key, and at both password questions of `quiznest-crypt` answer `y` and type the stored password, never `g`; do not copy `rclone.conf` from the live server. `sudo rclone ls quiznest-crypt:` must list the `quiznest-backup-…tar.gz` names in clear: none, or `Skipping undecryptable file name`, means a wrong password.',
      ),
    ],
  ],
  'vercel-domain-change-www-redirects-to-apex': [
    'post-installation.md',
    page(
      "1. Point the new names at the server: **A** (and **AAAA**) records for `admin.example.net`, `example.net` and `www.example.net` (for a client on Vercel, add `example.net` and `www.example.net` under **Settings > Domains** now, which changes nothing for `example.com`, and create the records it lists), and wait until that step's check, with the new names, shows only the addresses you set.",
    ),
  ],
  'admin-only-install-sh-path-has-own-check': [
    'installation-guide/server-setup/vps.md',
    page(
      'Then remove the lock as item 1.3 says, and do items 2 and 3 of the same list (skip item 4: there is no client here) before [Post-Installation](/post-installation).',
    ),
  ],
  'install-lock-steps-numbered-per-case': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        "   1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the lock. Run `sudo nginx -t && sudo systemctl reload nginx`, then let ports 80 and 443 in again in your provider's firewall (the test below and Let's Encrypt need them). From a phone on mobile data (Wi-Fi off), open `http://admin.example.com/install` and `http://admin.example.com/index.php/install` (`https://` after a single run; `http://203.0.113.10`, your server's address, while DNS is not ready): both must answer `403`.",
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page('      5. If either shows the installer, close ports 80 and 443 again and do not go on.'),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the install lock of [step 10 of the manual guide](/installation-guide/server-setup/vps#step-10-create-the-nginx-server-blocks), from `# install lock` to `# end install lock`, at the top of the admin `server` block, with your address (`echo "${SSH_CLIENT%% *}"` prints it): the port-80 block, which Certbot later turns into the HTTPS one, lock included (after a single run with a certificate, the `listen 443` one).',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   1. Lock the admin host to your address, then test the lock:',
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the install lock, with your address (`echo "${SSH_CLIENT%% *}"` prints it; in a `sudo -i` shell it prints nothing, and `who am i` shows the address in brackets: never save an empty `allow ;`): the port-80 block.',
        '      2. Run `sudo nginx -t && sudo systemctl reload nginx`.',
      ),
    ],
    // fix46i: diff45-install 8 (curl.exe in Windows PowerShell).
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   1. Lock the admin host to your address, then test the lock:',
        '      1. Open `sudo nano /etc/nginx/sites-available/quiznest-admin.conf` and add the install lock of [step 10 of the manual guide](/installation-guide/server-setup/vps#step-10-create-the-nginx-server-blocks), from `# install lock` to `# end install lock`, at the top of the admin `server` block, with your address (`echo "${SSH_CLIENT%% *}"` prints it; in a `sudo -i` shell it prints nothing, and `who am i` shows the address in brackets; on your provider\'s web console neither does: run `curl -4 https://ifconfig.me` on your computer; never save an empty `allow ;`): the port-80 block, which Certbot later turns into the HTTPS one, lock included (after a single run with a certificate, the `listen 443` one).',
        '      2. Run `sudo nginx -t && sudo systemctl reload nginx`.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        'Write the public address of the computer you will run the web installer from in place of `203.0.113.5`: `echo "${SSH_CLIENT%% *}"` on the server prints the address your SSH session comes from, and `curl -4 https://ifconfig.me` on your computer prints its IPv4 address.',
      ),
    ],
  ],
  'install-sh-two-passes-everywhere': [
    'installation-guide/server-setup/vps.md',
    page(
      'This page does every step by hand. The [automated script](/installation-guide/server-setup/vps-automated) installs the same paths and services on a fresh server in one run, with these differences:',
    ),
  ],
  'mysql-root-password-ready-before-install': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        'The installer asks for a password for the MySQL `root` user: set a long one (`openssl rand -hex 24` prints one) and keep it with your server notes. `mysql --version` shows `8.4.x`.',
      ),
    ],
    // read32 installA 8: the password came after the block that uses it
    [
      'installation-guide/server-setup/vps.md',
      page(
        '```sql',
        "CREATE USER 'quiznest'@'localhost' IDENTIFIED BY 'a-long-random-password';",
        '```',
        '',
        '`openssl rand -hex 24` prints a suitable password.',
      ),
    ],
  ],
  'install-sh-security-answer-names-all-gaps': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '### Is the server secure once the script has finished?',
      '',
      'Not completely. The script enables the firewall and adds swap on small servers, but it changes no SSH setting and does not run `mysql_secure_installation`; do those from the manual guide as [Finish the installation](#finish-the-installation) lists.',
    ),
  ],
  'install-sh-dns-before-second-pass': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "- DNS records for the admin domain and the client domain pointing at the server before you start, as in [step 1 of the manual guide](/installation-guide/server-setup/vps#step-1-point-dns-at-the-server), so that Let's Encrypt can verify them.",
    ),
  ],
  'maintenance-locked-out-cpanel-cron-cd-and-deleted': [
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        'Open the **Bypass Link** again, or remove the maintenance flag in `admin/`: run `up` (VPS: `sudo -u www-data php artisan up`; cPanel: `/usr/local/bin/ea-php83 artisan up` in **Terminal** or a cron job), or delete `storage/framework/down` in **File Manager** or over SFTP ([Leave maintenance mode when locked out](#leave-maintenance-mode-when-locked-out)).',
      ),
    ],
    [
      'Settings/System Setting/Maintenance Mode.md',
      page(
        '- On cPanel, open **Advanced > Terminal** if your host offers it and run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`. Without Terminal, add a one-off **Once Per Minute** cron job with the same command, wait two minutes, and delete the job.',
        '',
        'Open the **Bypass Link** again, or remove the maintenance flag in `admin/`: run `php artisan up` (VPS: `sudo -u www-data php artisan up`; cPanel: `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up` in **Terminal**, or as a one-off cron job deleted after two minutes), or delete `storage/framework/down` in **File Manager** or over SFTP.',
      ),
    ],
  ],
  'maintenance-locked-out-laptop-form-first': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'Open the **Bypass Link** again, or remove the maintenance flag in `admin/`: run `up` (VPS: `sudo -u www-data php artisan up`; cPanel: `/usr/local/bin/ea-php83 artisan up` in **Terminal** or a cron job), or delete `storage/framework/down` in **File Manager** or over SFTP ([Leave maintenance mode when locked out](#leave-maintenance-mode-when-locked-out)).',
    ),
  ],
  'bucket-move-from-computer-exact-commands': [
    'Settings/Integration Settings/Service.md',
    page(
      "   cPanel has no `aws`: use the `~/bin/rclone` of the [nightly backup](/post-installation#keep-a-copy-off-the-server), with an `s3` remote named `uploads` for the bucket's key and endpoint, and `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`. If your host does not allow `rclone`, copy from your computer, here and in step 5: download `storage/app/public` (SFTP or **File Manager**) and run `rclone copy` or `aws s3 sync` on it, keeping the paths; to undo, copy the bucket down and upload it back.",
    ),
  ],
  'go-live-heading-names-mode-key-fix': [
    'Settings/Finance Settings/Payment Gateways.md',
    page('### Go live after a sandbox or staging test {#go-live}', '', '1. Create the live credentials.'),
  ],
  'delete-on-request-only-at-zero-balance': [
    'Mange User/Users.md',
    page(
      '| Step | Who | Permission |',
      '|---|---|---|',
      "| 8. Click **Delete** and type the player's username. | Super Admin, or a role given **Delete** | **Delete** |",
    ),
  ],
  'delete-on-request-searches-player-names-delete-area': [
    'Mange User/Users.md',
    page(
      '| Step | Who | Permission |',
      '|---|---|---|',
      "| 4. Resolve the player's **Pending** deposits, found on [Deposits](/deposits/) with **Status** **Pending**, **Mode** both and **Date** **Custom** from the day you enabled your first gateway: **Check Status**, or **Approve** or **Reject** a manual one. | Deposit confirmer | **Approve deposits** |",
      "| 8. Once the profile's **Balance** is 0 (the withdrawals **Paid**, or step 7's **Subtract** made), click **Delete** and type the player's username. Any other balance: back to step 1. | Super Admin, or a role given **Delete** | **Delete** |",
    ),
  ],
  'restore-panel-down-withdrawal-worked-back': [
    'Extra/index.md',
    page(
      "Coins: a payment's **Deposit** line, else **Amount** × coin rate, rounded down; a request's **Withdrawal Hold** line, else **Amount** × rate, rounded up. Never the provider's figure, which adds the **Charge** and conversion: Stripe's 10.59 USD is 1,000 coins ([Deposits](/deposits/#how-coins-and-charges-are-computed)). Panel down: **Amount** = (figure ÷ **Conversion Rate** − **Fixed Charge**) ÷ (1 + **Percent Charge** ÷ 100), nearest cent.",
      '',
      '- No Coin Log export (panel down): start 5,000 (**Balance**); − 4,000 for a lost bKash request whose money has left (**Amount** 40.00 × 100, not the 4,745.80 BDT sent); + 1,000 for a lost `DEP-` Stripe shows paid (10.59 − 0.30 = 10.29, ÷ 1.029 = 10.00). Target 2,000; **Balance** 5,000: **Subtract** 3,000.',
    ),
  ],
  'restore-routes-add-noted-credits-after-up': [
    'post-installation.md',
    page(
      '### Restore onto a new server',
      '',
      '7. Through the bypass link, redo the money, accounts and settings changed since the archive, as in step 5 of [Restore the platform](#restore-the-platform), run `sudo -u www-data php artisan up`, and only then follow steps 14 and 15: the scheduler and the client (15 only with the client on this server).',
    ),
  ],
  'mariadb-dump-sandbox-line-stripped-before-mysql-import': [
    [
      'post-installation.md',
      page(
        '   ```bash',
        '   sudo tail -n 1 /root/restore/database.sql',
        "   sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        "   sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
        '   ```',
      ),
    ],
    // read32 install 1: the new host's import in the block that goes on to migrate, unchecked
    [
      'post-installation.md',
      page(
        '   ```bash',
        '   cd /home/cpuser/quiznest/admin',
        "   sed -i '1{/enable the sandbox mode/d}' ~/restore/database.sql   # MariaDB's sandbox line, which MySQL refuses",
        '   mysql -u cpuser_quiznest -p cpuser_quiznest < ~/restore/database.sql',
        '   rm -rf storage/app && cp -a ~/restore/storage/app storage/app',
        '   ```',
      ),
    ],
    // diff50 install 1: the live count with SHOW TABLES
    [
      'post-installation.md',
      page(
        '   ```bash',
        '   sudo tail -n 1 /root/restore/database.sql',
        "   sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        "   sudo sed -i '1{/enable the sandbox mode/d}' /root/restore/database.sql   # MariaDB's sandbox line, which MySQL refuses",
        '   sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l',
        '   ```',
        '',
        '   Otherwise:',
        '',
        '   ```bash',
        '   sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '   ```',
      ),
    ],
  ],
  'cpanel-new-server-restore-lists-archives-in-clear': [
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        '   Then put the newest archive in by one of: the `rclone` line below (set up `rclone` first as in [Keep a copy off the server](#keep-a-copy-off-the-server), but typing the two stored passwords: `y`, never `g`), or an upload from the machine that pulls the archives (to your computer, then **Upload** into `~/restore` in **File Manager**). Unpack it, check the dump and read the database password the site used:',
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        '   Then put the newest archive in (after a break-in, the newest from before it began) by one of: the `rclone` line below, or an upload from the machine that pulls the archives (to your computer, then **Upload** into `~/restore` in **File Manager**). `~/bin/rclone ls quiznest-crypt:` lists the archive names in clear: none, or `Skipping undecryptable file name`, means a wrong password.',
      ),
    ],
  ],
  'rclone-setup-bits-prompt-and-cpanel-reveal': [
    'post-installation.md',
    page(
      '2. `n` again for a remote named `quiznest-crypt`, of the type `crypt`, with the remote `offsite:quiznest-backups/quiznest`, file name encryption `standard`, and two passwords: answer `g` at each, and copy the `Your password is: …` that rclone then shows into your password manager before you answer `y` to **Use this password?**.',
      '',
      'Store both crypt passwords, and the access key with its secret, in your password manager, away from this server. Missed one? `rclone reveal <value>` prints it from the obscured `password` or `password2` that `sudo rclone config show quiznest-crypt` shows. Check that encryption works:',
    ),
  ],
  'static-export-update-htaccess-lands-in-client-public': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      '## Rebuild after changes',
      '',
      "Build and upload again (steps 3 and 4) after you update QuizNest. For an update, first copy `client/.env.production.local` and `client/public/.htaccess` (with the blocks of step 2) into the new release's `client/` folder.",
    ),
  ],
  'domain-change-dns-split-before-records': [
    'post-installation.md',
    page(
      "1. Point the new names at the server as in [step 1 of the VPS guide](/installation-guide/server-setup/vps#step-1-point-dns-at-the-server): **A** (and **AAAA**) records for `admin.example.net`, `example.net` and `www.example.net`, and wait until that step's check, with the new names, shows only the addresses you set. For a client on Vercel, only `admin.example.net` points at the server: under **Settings > Domains**, add `example.net`.",
    ),
  ],
  'mac-nvm-told-before-path-block': [
    'installation-guide/local-machine-setup/Mac.md',
    page(
      '   ```bash',
      '   echo \'export PATH="/opt/homebrew/opt/php@8.3/bin:/opt/homebrew/opt/php@8.3/sbin:/opt/homebrew/opt/mysql@8.4/bin:/opt/homebrew/opt/node@24/bin:$PATH"\' >> ~/.zshrc',
      '   source ~/.zshrc',
      '   ```',
      '',
      '   If you prefer `nvm`, install Node.js 24 with it (`nvm install 24`) and leave `/opt/homebrew/opt/node@24/bin:` out of the line above; keep the PHP and MySQL parts.',
    ),
  ],
  'install-nits-version-keep-days-email': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "To set up a fresh Ubuntu VPS for QuizNest, you run the `install.sh` script from the download as root, in two passes. It asks for your domains, a Let's Encrypt email and the database details, then installs and configures the stack.",
    ),
  ],
  'payments-expired-row-reads-refund-first': [
    [
      'Payments/index.md',
      page(
        '| What you find | What it means | What you tell the player |',
        '|---|---|---|',
        '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | Look up the payment at the provider. If it is completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)). A support agent, whose role has no **Approve deposits**, hands the `DEP-` reference to the deposit confirmer. If there is no payment, no money was taken. |',
      ),
    ],
    // diff41 money 5: the "searched" tab not excluded
    [
      'Payments/index.md',
      page(
        '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | A refund reference in its **Activity**, or its `DEP-` on the daily check\'s [running list](/deposits/#check-pending-manual-deposits-every-day) (its own tab, not a restore\'s), means it was refunded: tell the player, change nothing (a line noting "refund refused": answer as [Check a pending deposit](/deposits/#check-a-pending-deposit) step 2.1 says). Otherwise look up the payment at the provider. If it is completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)); a held PayPal capture or Authorize.Net hold is decided at the provider first ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 5). A support agent, whose role has no **Approve deposits**, hands the `DEP-` reference to the deposit confirmer. If there is no payment, no money was taken. |',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  (step 7 states it once; every guard that could credit a **Failed** deposit reads the **Activity** and the list\'s own tab first: Check a pending deposit step 2 and Payments\' "where is my money?" `expired` row, which stop there and have the player told it was refunded (a "refund refused" line read first and answered as step 2.1 says, a **Refunded** deposit left as it is too; the row for another reason answers the same, and a manual deposit\'s rejection **Reason** says what happened to the transfer, kept for a resubmission during a coin-rate change), the Deposits question "A player was charged but has no coins", Users\' danger box (by its link to Check a pending deposit), step 8, Razorpay\'s disabled-webhook entry, Payments\' `SUB-` look-up and the Payments table of differences, whose',
      ),
    ],
  ],
  'coin-rate-sub-steps-name-the-daily-check': [
    'Settings/Finance Settings/Currency.md',
    page(
      '7. Decide the manual deposits, the "risk review" and "partially paid" ones and the PayPal or Authorize.Net holds you can decide as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none of these **Pending**:',
      '   1. **Approve** a manual deposit whose transfer has arrived, else **Reject** it.',
      '   2. "Risk review" and "partially paid" ones as in step 4: a rejected one refunded first, then **Mark as Failed** and the running list.',
      '   3. The holds at the provider, as in step 5.',
    ),
  ],
  'coin-rate-partially-paid-address-asked-day-before': [
    'Settings/Finance Settings/Currency.md',
    page(
      '4. When you *lower* the rate, set **Status** to **Disabled** on every gateway in [Payment Gateways](/Settings/Finance%20Settings/Payment%20Gateways) the day before the window, so no new checkout starts and fewer are still open when you save.',
      '5. At the window, put the site in [maintenance mode](/Settings/System%20Setting/Maintenance%20Mode). A raise goes on at step 9.',
    ),
  ],
  'cpanel-cron-starts-in-home-folder': [
    'Settings/System Setting/Cron Job Settings.md',
    page('Use full paths: cron does not start in your home folder, and it runs as your cPanel account.'),
  ],
  'bucket-copy-from-computer-configured-zip-deleted': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        '   Where `rclone` is not allowed, copy from your computer, here and in step 5: download `storage/app/public` over SFTP (or **Compress** it in **File Manager**, download the zip and unzip it), then, inside that `public` folder, run `aws s3 sync . s3://quiznest-uploads` (with `--endpoint-url`) or `rclone copy . uploads:quiznest-uploads`.',
      ),
    ],
    // read32 settings 10: no install pointer for the tool on the admin's computer
    [
      'Settings/Integration Settings/Service.md',
      page(
        "   - **SFTP**: download `storage/app/public` to your computer (in step 5, your SFTP client's sync fetches only the new files). Inside that `public` folder, after `aws configure` with the bucket user's key (or an `uploads` remote made as above with `rclone config`), run `aws s3 sync . s3://quiznest-uploads` (`--endpoint-url` and the checksum settings as above) or `rclone copy . uploads:quiznest-uploads`.",
        '   - **File Manager**: **Compress** `storage/app/public`, download the zip, delete it there, unzip it and run the SFTP line inside that `public` folder (in step 5, a new zip).',
      ),
    ],
  ],
  'bucket-public-prefix-synced-again': [
    'Settings/Integration Settings/Service.md',
    page(
      "3. Check that players can read them. It must show the image; `403 Forbidden` or `AccessDenied`, with `avatars/jane.png` (not `public/…`) in the bucket's file list, means the bucket policy or the custom domain does not allow public reads yet. Fix that first.",
    ),
  ],
  'aws-block-public-access-account-level': [
    'Settings/Integration Settings/Service.md',
    page(
      "On AWS, new buckets block public access: either untick the two bucket-policy settings of that bucket's **Block public access**, then add a bucket policy that allows public reads (`s3:GetObject`), or put CloudFront with origin access control in front and enter its address in **Public URL**.",
    ),
  ],
  'open-registration-sends-no-verification-link': [
    'Settings/Quiz Settings/Coin Settings.md',
    page(
      '| Field | What it does | Default | Notes |',
      '|---|---|---|---|',
      '| **Pay Referral Bonus** | When both referral bonuses are paid. | **After First Deposit** | Under **Open** registration, **After Email Verification** pays once the new player confirms the address, never if they do not; a social sign-up counts as verified at once. |',
    ),
  ],
  'maintenance-locked-out-laptop-bullet': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      '### Leave maintenance mode when locked out',
      '',
      'You are locked out when your bypass cookie is gone and you do not have the **Bypass Link**. Any one of these opens the platform again:',
      '',
      '- On a VPS, with SSH access, run `up` as the web server user in the `admin/` folder.',
      '- With only file access, delete the file `admin/storage/framework/down` in **File Manager** or over SFTP.',
      '',
      "All three remove Laravel's maintenance flag, whether the panel or the command line set it.",
    ),
  ],
  'ai-review-needs-quizzes-edit': [
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        '- **Generate with AI** is all that generating needs: give it only to people who may spend money on the provider account.',
      ),
    ],
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        '- **Generate with AI** is all the AI permission generating needs (reviewing the questions needs **Edit** on **Quizzes**, or on **Contests** for an **Own Questions** contest): give it only to people who may spend money on the provider account.',
      ),
    ],
    // tidy51 5: Roles and the guide left out View on Quizzes, which reaches the button
    [
      'Admin Users/Role.md',
      page(
        '- **Generate with AI** spends money at your AI provider on every request, and is all the AI permission generating needs; reviewing the questions (edit, **Approve**, **Delete**) needs **Edit** on **Quizzes** (see [AI Integration](/Settings/Integration%20Settings/AI%20Integration)).',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  recipe has it, and generating needs only **Generate with AI** (reviewing the questions, edit, **Approve**, **Delete**: **Edit** on **Quizzes**, on **Contests** for an **Own Questions** contest's **Questions** tab).",
      ),
    ],
  ],
  'mail-checks-handed-to-super-admin': [
    'support-tikect/index.md',
    page(
      'Emails are sent by the queue worker. If players say they get no emails about replies, check the worker and the failed jobs under [Extra Tools](/Extra/) and the mail settings in [Service](/Settings/Integration%20Settings/Service).',
    ),
  ],
  'delete-on-request-always-reaches-zero': [
    'Mange User/Users.md',
    page(
      '| Step | Who | Permission |',
      '|---|---|---|',
      "| 8. Once the profile's **Balance** is 0 (the withdrawals **Paid**, or step 7's **Subtract** made), click **Delete** and type the player's username. Any other balance: back to step 1. | Super Admin, or a role given **Delete** | **Delete** on **Manage Users > Users** |",
    ),
  ],
  'delete-on-request-waits-for-contests': [
    'Mange User/Users.md',
    page(
      '| Step | Who | Permission |',
      '|---|---|---|',
      '| 1. Tell the player the balance shown on the profile; ask them to withdraw it. | Support agent | **Edit** on **Support Ticket** |',
      "| 8. Once the profile's **Balance** is 0, click **Delete** and type the player's username. | Super Admin, or a role given **Delete** | **Delete** on **Manage Users > Users** |",
    ),
  ],
  'mysql-rollback-redo-numbered-before-up': [
    'post-installation.md',
    page(
      '   `tail` must print `-- Dump completed on` and a date; if it does not, stay on 8.4 and fix the dump first.',
      '',
      '4. Start the worker, run `up` and put the crontab back as in step 5. After a redo from the copy, add the noted credits the same day, as step 7 of [Restore the platform](#restore-the-platform).',
    ),
  ],
  'restore-noted-credits-added-once-in-one-place': [
    'Extra/index.md',
    page(
      "Undo: the opposite adjustment, naming the wrong one. Switch the notifications of your screenshot back on, with the log's changes to them. Only now leave maintenance mode, put the scheduler back and add the noted credits the same day, as [Restore the platform](/post-installation#restore-the-platform) ends.",
    ),
  ],
  'restore-redelete-whatever-balance': [
    'Extra/index.md',
    page('#### Match the balances', '', 'Last, delete again every account deleted since the backup.'),
  ],
  'restore-and-premium-nits-diff23': [
    [
      'Mange Quizzes/Quizzes.md',
      page(
        '| **Field** | What it does | Example or default |',
        '|---|---|---|',
        "| **Category** | The category the quiz is listed in. A category a plan's **Premium Quizzes** names locks its quizzes ([Subscriptions](/Subscription/)): ask a Super Admin before changing it. | `Science` |",
      ),
    ],
    // read32 ops 13: the hide section links the premium categories' list
    [
      'Mange Quizzes/Category.md',
      page(
        '## Hide a category',
        '',
        "- Hiding a category a plan's **Premium Quizzes** names takes paid quizzes from subscribers: ask a Super Admin first.",
        '',
        '## Delete a category',
      ),
    ],
  ],
  'mysql-rollback-no-dump-payout-guard': [
    'post-installation.md',
    page(
      "4. After `up`, without step 1's dump: through the bypass link, redo the money, accounts and settings changed since the step 2 dump, as [Before and after a restore](/Extra/#before-and-after-a-restore) says from **Match the statuses** to its check.",
      "5. Start the worker, run `up` and put the crontab back as in the upgrade's step 5. After step 4, follow step 7 of [Restore the platform](#restore-the-platform): the noted credits.",
    ),
  ],
  'mysql-rollback-copy-queue-cleared-dump-named': [
    'post-installation.md',
    page(
      "4. After `up`, without step 1's dump: tell the payout officers to stop sending payouts; through the bypass link, redo the money, accounts and settings changed since the step 2 dump, as [Before and after a restore](/Extra/#before-and-after-a-restore) says.",
      "5. Start the worker, run `up` and put the crontab back as in the upgrade's step 5.",
    ),
  ],
  'delete-on-request-loop-contests-chargeback-sitting': [
    [
      'Mange User/Users.md',
      page(
        '| Step | Who | Permission |',
        '|---|---|---|',
        "| 7. A balance given up in writing: deletion erases the ticket, so first record that confirmation with an **Adjust Balance** **Subtract** of the whole balance, its **Reason** naming the ticket and date the support agent hands over. Below 0 (a chargeback): **Add** up to 0, the **Reason** naming the ticket and chargeback. A balance changed since the player's written answer (here or by step 8): back to step 1. | Finance manager | **Adjust balance** |",
        "| 8. Once those contests are **Completed** or **Cancelled** and the profile's **Balance** is 0, click **Delete** and type the player's username. | Super Admin, or a role given **Delete** | **Delete** on **Manage Users > Users** |",
      ),
    ],
    // read29 ops 5: step 7a packed into one sentence
    [
      'Mange User/Users.md',
      page(
        '| Step | Who | Permission |',
        '|---|---|---|',
        "| 7a. Balance above 0, given up in writing, while still the balance the player's written answer gives up: deletion erases the ticket, so first record that confirmation with an **Adjust Balance** **Subtract** of the whole balance, its **Reason** naming the ticket and date the support agent hands over. | Finance manager | **Adjust balance** |",
        '| 7b. Balance below 0 (a chargeback): **Add** up to 0, the **Reason** naming the ticket and chargeback, only in the same sitting as step 8, right before its **Delete**. | Finance manager | **Adjust balance** |',
        "| 8. Once every contest on the **Contests** tab is **Completed** or **Cancelled** and the profile's **Balance** is 0, click **Delete** and type the player's username. Above 0 (a prize or credit since step 2): back to step 1, never a **Subtract** the player did not agree to. | Super Admin, or a role given **Delete** | **Delete** on **Manage Users > Users** |",
      ),
    ],
  ],
  'coin-rate-raise-settles-manual-deposits': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '5. At the window, put the site in [maintenance mode](/Settings/System%20Setting/Maintenance%20Mode). A raise goes on at step 9.',
        '6. Open [Deposits](/deposits/), set **Status** to **Pending**, **Mode** to both and **Date** to **Custom** from the day you enabled your first gateway.',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '**Pending** deposits do need it. A raise decides only the manual ones, so that a transfer arriving after the save buys new-rate coins.',
        '',
        '1. Review the entry fees and prize pools of your contests before you save.',
        '4. **Lowering only:** set **Status** to **Disabled** on every gateway the day before the window.',
        '5. At the window, put the site in [maintenance mode](/Settings/System%20Setting/Maintenance%20Mode). A raise does only steps 6 and 7.1 next, then goes on at step 9.',
        '7. Decide the manual deposits:',
        '   1. **Approve** a manual deposit whose transfer has arrived.',
        '   2. **Lowering only:** "risk review" and "partially paid" ones.',
        '   3. **Lowering only:** the holds at the provider.',
        '8. **Lowering only:** leave the other listed deposits alone.',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '**Pending** deposits do need it: they credit the coins of the old rate whenever they are confirmed. A raise decides only the manual ones, so that a transfer arriving after the save buys new-rate coins.',
        '',
        'Your route: a **raise** does steps 1, 2, 3, 5, 6, 7.1 and 9; a **lowering** does every step.',
        '',
        '1. Review the entry fees and prize pools of your contests before you save.',
      ),
    ],
    // read33 settings 4: the why read as if a Pending deposit bought new-rate coins
    [
      'Settings/Finance Settings/Currency.md',
      page(
        'Your route: a **raise** does steps 1, 2, 3, 5, 6, 7.1 and 9; a **lowering** does every step. Why a raise also decides the manual deposits: a transfer arriving after the save then buys new-rate coins.',
        '',
        '1. Review the entry fees and prize pools of your contests before you save.',
      ),
    ],
  ],
  'robots-staging-mode-super-admin-own-database-first': [
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '## Block a staging site',
        '',
        'A copy of QuizNest on `staging.example.com` must not compete with your live site in search results.',
        '',
        '1. On the staging admin panel, open **Settings > SEO & Meta > Robots TXT**.',
        '2. Turn on **Staging Mode** and click **Save**. The staging client now serves:',
      ),
    ],
    // read31 settings 4: the db:show check folded into who does the step
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '## Block a staging site',
        '',
        'A copy of QuizNest on `staging.example.com` must not compete with your live site in search results.',
        '',
        ':::danger',
        '',
        'Copy databases in one direction only: production to staging.',
        '',
        ':::',
        '',
        "1. A Super Admin does this, once `php artisan db:show` on the copy, after `config:clear`, shows the copy's database, not production's (step 2 of the procedure above): **Staging Mode** is stored in the database, so on production's it hides the live site.",
        '2. On the staging admin panel, open **Settings > SEO & Meta > Robots TXT**.',
      ),
    ],
    // read32 settings 4: the check without its folder
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '## Block a staging site',
        '',
        'A copy of QuizNest on `staging.example.com` must not compete with your live site in search results.',
        '',
        ':::danger',
        '',
        'Copy databases in one direction only: production to staging.',
        '',
        ':::',
        '',
        "1. On the copy, run `php artisan db:show` after `config:clear` (step 2 of the procedure above). Go on only if it shows the copy's database, not production's: **Staging Mode** is stored in the database, and on production's it hides the live site. A Super Admin does the steps below.",
        '2. On the staging admin panel, open **Settings > SEO & Meta > Robots TXT**.',
      ),
    ],
    // read33 settings 7: a plain php artisan, skipping the VPS's sudo -u www-data
    [
      'Settings/SEO & Meta/Robots TXT.md',
      page(
        '## Block a staging site',
        '',
        'A copy of QuizNest on `staging.example.com` must not compete with your live site in search results.',
        '',
        ':::danger',
        '',
        'Copy databases in one direction only: production to staging.',
        '',
        ':::',
        '',
        "1. In the copy's `admin/`, run `php artisan db:show` after `config:clear` (step 2 of the procedure above). Go on only if it shows the copy's database, not production's: **Staging Mode** is stored in the database, and on production's it hides the live site. A Super Admin does the steps below.",
        '2. On the staging admin panel, open **Settings > SEO & Meta > Robots TXT**.',
      ),
    ],
  ],
  'withdraw-view-names-payout-officer': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      '- Payout details are personal data, shown with **View** on **Withdraw**: give it only to roles that answer payout questions (the support agent and auditor of [Roles](/Admin%20Users/Role)), and **Approve withdrawals** and **Mark paid** only to those who pay out.',
    ),
  ],
  'withdraw-method-names-five-request-figures': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      "The request on [Withdraw](/withdraw/) shows all four figures. If you reject it, the 4,000 coins return to the player's balance.",
    ),
  ],
  'object-lock-existing-bucket-per-provider': [
    'Settings/Integration Settings/Service.md',
    page(
      "After the switch, new uploads live only in the bucket. Not object lock: it is chosen only when a bucket is created, and with a retention it refuses **Test Connection**'s delete on some providers.",
    ),
  ],
  'languages-import-skips-english-values': [
    'Settings/Localization/Languages.md',
    page(
      '3. Click **Import** and upload the file. Keys present in the file replace the current translations; keys missing from the file keep theirs; unknown keys are ignored and listed after the import.',
    ),
  ],
  'bucket-copy-cpanel-routes-as-list': [
    'Settings/Integration Settings/Service.md',
    page(
      "   cPanel has no `aws`: use the `~/bin/rclone` of the [nightly backup](/post-installation#keep-a-copy-off-the-server), with an `s3` remote named `uploads` for the bucket's key and endpoint, and `cd ~/quiznest/admin && ~/bin/rclone copy storage/app/public uploads:quiznest-uploads`. Where `rclone` is not allowed, copy from your computer, here and in step 5: download `storage/app/public` over SFTP (or **Compress** it in **File Manager**, download the zip, delete it there and unzip it). To undo, copy the bucket down and upload it back.",
    ),
  ],
  'gateway-refund-sentence-links-refund-sections': [
    'payment-gateways/razorpay.md',
    page(
      'Refunds made from the Razorpay Dashboard are not reported back; record the refund yourself with **Mark as Refunded** on [Deposits](/deposits/).',
    ),
  ],
  'nowpayments-close-key-kept-out-of-form': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '| Gateway | Step 2: close the sandbox side |',
      '|---|---|',
      '| NOWPayments | Generate a new sandbox IPN secret key. |',
    ),
  ],
  'paypal-live-test-from-another-account': [
    'payment-gateways/paypal.md',
    page(
      '- [ ] One real deposit made with your own PayPal account became **Successful**, and you refunded it from PayPal, then clicked **Mark as Refunded** on it in [Deposits](/deposits/).',
    ),
  ],
  'coinbase-late-payment-credited-if-payable-covered': [
    'payment-gateways/coinbase-commerce.md',
    page(
      "**The player paid, but the deposit failed as expired.** The payment reached Coinbase after the checkout's hour ran out. Check the payment in Coinbase Business and use **Mark as Successful** on the deposit in [Deposits](/deposits/) (never **Adjust Balance**, which a late webhook would double). Otherwise return it from Coinbase Business and record it as [daily check](/deposits/#check-pending-manual-deposits-every-day) step 4 does on a **Failed** deposit: **Mark as Successful**, then at once **Mark as Refunded** with the refund reference, its `DEP-` on the running list.",
    ),
  ],
  'coinbase-cdp-cli-installed-and-cleared': [
    'payment-gateways/coinbase-commerce.md',
    page(
      'Coinbase Business creates webhook subscriptions through the CDP API or the CDP CLI, not through a dashboard form. With the CDP CLI installed and configured with your key file (`cdp env live --key-file ./cdp_api_key.json`), run:',
    ),
  ],
  'overview-live-site-answer-names-one-pass': [
    'payment-gateways/overview.md',
    page(
      '### Can I test payments on my live site?',
      '',
      "Only briefly: a gateway **Enabled** in **Sandbox** mode is offered to every player and its test payments credit real, withdrawable coins. Test on a staging copy, or enable it for the minutes of the test with **Minimum Amount** and **Maximum Amount** at the smallest amount that clears the provider's minimum after conversion (`1.00` on a USD site), then close the test: set **Status** to **Disabled** at once and follow [Close a production test](/Settings/Finance%20Settings/Payment%20Gateways#close-a-production-test).",
    ),
  ],
  'authorize-net-held-payments-own-section': [
    'payment-gateways/authorize-net.md',
    page(
      '3. Select these events:',
      '   - `net.authorize.payment.fraud.held`: the Fraud Detection Suite held the payment; the deposit stays **Pending**, but only for the usual 24 hours: the held deposit turns **Failed** after 24 hours, and the player is told "Deposit failed" although the card was authorized. Decide held transactions in the Merchant Interface every day, within the day.',
    ),
  ],
  'dashboard-sandbox-coins-in-coins-issued': [
    'dashboard/index.md',
    page(
      '## The date range and the time zone',
      '',
      'The figures are computed from the database each time you load the page. Reload the page to update them. Only **Live** payments count: deposits, withdrawals and subscription charges made with a gateway in **Sandbox** mode are left out of every card and chart.',
    ),
  ],
  'coin-log-named-as-its-tab': [
    'Mange User/Users.md',
    page('- [Reports](/Report/): the transaction log across all players'),
  ],
  'mysql-rollback-drop-after-its-check': [
    [
      'post-installation.md',
      page(
        '### Upgrade MySQL 8.0 to 8.4',
        '',
        "3. After `up`, with step 1's dump: replace the copy's data with it. Check the dump, then empty the database and import it:",
        '',
        ...code(
          'bash',
          'tail -n 1 ~/backups/quiznest-db-from-mysql84.sql',
          "grep -c '^CREATE TABLE' ~/backups/quiznest-db-from-mysql84.sql",
          'sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
          'mysql -u quiznest -p quiznest < ~/backups/quiznest-db-from-mysql84.sql',
        ),
        '',
        '   `tail` prints `-- Dump completed on` and `grep` the number of tables; if either is wrong, do not run the `DROP`.',
      ),
    ],
    // diff50 install 1: the copy counted with SHOW TABLES
    [
      'post-installation.md',
      page(
        "3. After `up`, with step 1's dump: replace the copy's data with it. First check the dump and count the copy's tables:",
        '',
        '   ```bash',
        '   tail -n 1 ~/backups/quiznest-db-from-mysql84.sql',
        "   grep -c '^CREATE TABLE' ~/backups/quiznest-db-from-mysql84.sql",
        '   sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l',
        '   ```',
        '',
        '   `tail` prints `-- Dump completed on`. If either is wrong, do not drop anything: follow step 4 instead. Otherwise:',
        '',
        '   ```bash',
        '   sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '   ```',
      ),
    ],
    // diff51 install 1: after the empty data folder, step 4 ran on a database with nothing imported
    [
      'post-installation.md',
      page(
        "3. After `up`, with step 1's dump: replace the copy's data with it. First check the dump and count the copy's tables:",
        '',
        '   ```bash',
        '   tail -n 1 ~/backups/quiznest-db-from-mysql84.sql',
        "   grep -c '^CREATE TABLE' ~/backups/quiznest-db-from-mysql84.sql",
        '   sudo mysql -u root -p -e "SHOW FULL TABLES WHERE Table_type=\'BASE TABLE\'" quiznest | tail -n +2 | wc -l',
        '   ```',
        '',
        "   `tail` prints `-- Dump completed on` with a date after the upgrade, and `grep` about the copy's count, never fewer. If either is wrong, do not drop anything: follow step 4 instead. Otherwise:",
        '',
        '   ```bash',
        '   sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '   ```',
      ),
    ],
  ],
  'restore-pauses-nightly-backup': [
    'post-installation.md',
    page(
      '### Restore the platform',
      '',
      "1. Empty `/root/restore`, then put the archive in and unpack it. On the live server, put the site in maintenance mode, stop the worker, and pause the scheduler, which would otherwise keep running on a database being replaced: save `www-data`'s crontab to a file and empty it (step 6 puts it back):",
      '',
      '   ```bash',
      '   cd /var/www/quiznest/admin',
      '   sudo -u www-data php artisan down --secret="choose-a-long-random-string"',
      '   sudo systemctl stop quiznest-queue',
      '   sudo crontab -u www-data -l > ~/www-data.crontab.new && [ -s ~/www-data.crontab.new ] && mv ~/www-data.crontab.new ~/www-data.crontab && sudo crontab -u www-data -r',
      '   ```',
    ),
  ],
  'restore-notifications-back-on-before-up': [
    [
      'Extra/index.md',
      page(
        '#### Check, then leave maintenance mode',
        '',
        "- Every change of the saved log is redone, each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
        '',
        "Undo: the opposite adjustment, naming the wrong one. Switch the notifications of your screenshot back on, with the log's changes to them. Only now leave maintenance mode, back in your procedure, which then puts the scheduler back and adds the noted credits, as [Restore the platform](/post-installation#restore-the-platform) ends.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### Check, then leave maintenance mode',
        '',
        "- Every change of the saved log is redone, except the change that caused the damage and, after a break-in, those made after it began, each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
        '',
        "Then switch the notifications of your screenshot back on, with the log's changes to them: [Notification Settings](/Settings/User%20Settings/Notification%20Settings) match it again. Only now leave maintenance mode, back in your procedure, which then puts the scheduler and a paused nightly backup back and adds the noted credits, as [Restore the platform](/post-installation#restore-the-platform) ends.",
        '',
        'Undo: the opposite adjustment, naming the wrong one.',
      ),
    ],
    // diff42 postinstall 3: the break-in's item 6 skipped on the way to up
    [
      'Extra/index.md',
      page(
        "Then switch the notifications of your screenshot back on. After a break-in, make [the last pass](#the-last-pass-after-a-break-in) now. Only now leave maintenance mode, back on the branch's step.",
      ),
    ],
  ],
  'restore-contest-draft-now': [
    'Extra/index.md',
    page(
      '| The contest | Do |',
      '|---|---|',
      '| Created since the backup | With **Contest Prize** or **Contest Refund** lines: nothing (the starts hold them). Else tell its players and ask the publisher to create it again. |',
      '',
      '- Every export row has its status again, awaits a KYC submission (item 5) or is settled as lost. Every listed contest is **Completed**, **Cancelled** or on **Manual Approval**.',
    ),
  ],
  'refund-holds-later-withdrawal-requests': [
    'withdraw/index.md',
    page(
      '## Review a request',
      '',
      '6. **Refunds and chargebacks**: a player who has already disputed a card payment with you may do it again after you pay. Check for **Refunded** deposits on the profile before approving a large request.',
    ),
  ],
  'restore-drop-after-its-check-block': [
    'post-installation.md',
    page(
      '2. Check the dump, then empty the database and import it. If either is wrong, stop before the `DROP` and take an older archive:',
      '',
      ...code(
        'bash',
        '   sudo tail -n 1 /root/restore/database.sql',
        "   sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        '   sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        "   sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
      ),
    ),
  ],
  'mysql-install-after-its-check-block': [
    'installation-guide/server-setup/vps.md',
    page(
      '2. Then add the repository and install:',
      '',
      ...code(
        'bash',
        '   sudo apt update',
        '   apt-cache policy mysql-server',
        '   sudo apt install -y mysql-server',
        '   mysql --version',
      ),
      '',
      "   `apt-cache policy` must show an `8.4` **Candidate**. If not, stop before `apt install`: it would quietly install Ubuntu's MySQL 8.0 instead.",
    ),
  ],
  'vps-lock-tested-before-certbot': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        ...code('bash', "sudo ufw allow 'Nginx Full'", 'sudo ufw status'),
        '',
        'The status lists `Nginx Full` (ports 80 and 443) beside `OpenSSH`. Then request two certificates:',
        '',
        ...code('bash', 'sudo apt install -y certbot python3-certbot-nginx'),
        '',
        '## Step 12: Run the web installer',
        '',
        'Open `https://admin.example.com/install`. From a phone on mobile data (Wi-Fi off), open `https://admin.example.com/install` and `https://admin.example.com/index.php/install`: both must answer `403`.',
      ),
    ],
    // fix46i: read30-installA 1 (the lock test hidden in a paragraph).
    [
      'installation-guide/server-setup/vps.md',
      page(
        '## Step 11: Open the firewall and add HTTPS',
        '',
        'The firewall you enabled in step 2 lets in SSH only. Open HTTP and HTTPS for Nginx:',
        '',
        '```bash',
        "sudo ufw allow 'Nginx Full'",
        'sudo ufw status',
        '```',
        '',
        "The status lists `Nginx Full` (ports 80 and 443) beside `OpenSSH`. If your provider also has a firewall in its control panel, open ports 80 and 443 there. Test the lock of step 10 before Certbot publishes the name. From a phone on mobile data (Wi-Fi off), open `http://admin.example.com/install` and `http://admin.example.com/index.php/install`: both must answer `403` (behind Cloudflare's proxy, set the `admin` record to **DNS only** first); anything else: do not go on. If either shows the installer, close ports 80 and 443 (`sudo ufw delete allow 'Nginx Full'`), fix step 10 (the install lock belongs in the admin `server` block, outside any `location`), check that the database is still empty (`sudo mysql -u root -p -e 'SHOW TABLES' quiznest` prints nothing; else start over on a fresh server), then open the ports and repeat the test. Then request two certificates, one for the admin domain and one for the client's two names; Certbot adds the TLS settings and an HTTP-to-HTTPS redirect to the server blocks:",
        '',
        '```bash',
        'sudo apt install -y certbot python3-certbot-nginx',
        '```',
      ),
    ],
  ],
  'vps-node-version-checked-before-pm2': [
    'installation-guide/server-setup/vps.md',
    page(
      ...code(
        'bash',
        'curl -fsSL https://deb.nodesource.com/setup_24.x -o /tmp/nodesource_setup.sh',
        'sudo bash /tmp/nodesource_setup.sh',
        'sudo apt install -y nodejs',
        'node -v',
        'sudo npm install -g pm2',
      ),
    ),
  ],
  'drill-client-deleted-as-owner-and-saved': [
    'post-installation.md',
    page(
      '- Leave out steps 13, 14 and 15 of the VPS guide. On a test copy that already runs them, stop them first (`sudo systemctl disable --now quiznest-queue`, delete the `schedule:run` line with `sudo crontab -u www-data -e`, and `pm2 delete quiznest-client`).',
    ),
  ],
  'admin-only-lock-test-address-named': [
    'installation-guide/server-setup/vps.md',
    page(
      '3. Before the `certbot` line, which publishes the name, add the lock of item 1.1 of [Finish the installation](/installation-guide/server-setup/vps-automated#finish-the-installation) to the port-80 admin block, open ports 80 and 443 again and test it, as that item says; `certbot` keeps it.',
    ),
  ],
  'checklist-names-cpanel-711-folders': [
    'post-installation.md',
    page(
      '| Check | How |',
      '|---|---|',
      '| File permissions | Code folders `755` and files `644`; `storage/` and `bootstrap/cache` writable by the user PHP runs as and closed to other accounts. |',
    ),
  ],
  'cpanel-update-checks-quota': [
    'post-installation.md',
    page(
      'The commands run in Terminal as your account. Upload the new download to your home folder first, for example as `~/quiznest-2.4.0.zip`.',
      '',
      '2. Back up, and keep a copy of the running code as the previous release. As on a VPS, `tail` must print `-- Dump completed on` and a date: write that time down for a rollback. If it does not, stop, put the cron jobs back (`crontab ~/cpuser.crontab`), run `/usr/local/bin/ea-php83 artisan up`, and fix the dump before you go on:',
    ),
  ],
  'ubuntu-2604-named-not-yet-supported': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      'Ubuntu 24.04 ships PHP 8.3 and Debian 12 ships PHP 8.2, so their own packages are recent enough.',
      '',
      "Install the database server: MySQL on Ubuntu, MariaDB on Debian (Debian has no MySQL package). Ubuntu's `mysql-server` is MySQL 8.0, past its end of life: fine for a test machine that nobody else reaches.",
    ),
  ],
  'planned-move-settlement-is-check-status': [
    'post-installation.md',
    page(
      '### Move a running site to a new server',
      '',
      '3. At a quiet hour, on the **old** server, run the backup script by hand. Webhooks still reach this server until DNS moves: step 7 settles them, as [Before and after a restore](/Extra/#before-and-after-a-restore) says.',
    ),
  ],
  'cpanel-new-server-lock-tested-from-terminal': [
    'post-installation.md',
    page(
      "2. Follow steps 1 to 5 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) with the QuizNest version the site ran (the last release you installed before the archive's date), never a newer download. In step 3, give the database user the password that `grep` printed.",
    ),
  ],
  'planned-move-in-platform-tabs': [
    'post-installation.md',
    page(
      '### Move a running site to a new server',
      '',
      'To leave Ubuntu 22.04 or a host, build the new server while the old one runs.',
      '',
      '1. A day before, lower to 300 seconds the TTL of every A and AAAA record of the names that move.',
      "2. Build the new server from last night's archive with DNS left alone. On a VPS:",
      '3. At a quiet hour, on the **old** server, run the backup script by hand (`sudo /usr/local/sbin/quiznest-backup`; cPanel: `~/bin/quiznest-backup`).',
    ),
  ],
  'late-refund-on-failed-deposit-stays-failed': [
    'deposits/index.md',
    page(
      '   3. To reject one, refund it first, then click **Mark as Failed** with the refund reference or transaction hash in the note (a deposit already **Failed** has no **Mark as Failed**: **Mark as Successful**, then at once **Mark as Refunded** with it), and add its `DEP-` reference and the date to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it.',
    ),
  ],
  'failed-deposit-guards-read-running-list': [
    [
      'deposits/index.md',
      page(
        '   3. **Failed**: it stays **Failed**; never **Mark as Successful** on a deposit marked **Failed** with a refund reference.',
      ),
    ],
    // diff41 money 5: "own tab" beside the "searched" tab
    [
      'Payments/index.md',
      page(
        "| A payment at the provider is missing here, or is **Pending** or **Failed** here | The webhook never arrived and the reconciliation check gave up after 24 hours. | After a restore, see the row below first. Find it on [Deposits, filters widened](/deposits/#the-deposit-list-and-its-filters) (a `SUB-` charge: [here](#what-a-row-is)) and open its **Activity** and the running list's own tab first: marked **Failed** with a refund reference, or listed there, see the row above. Otherwise click **Check Status**, or **Mark as Successful** after checking the provider. |",
      ),
    ],
  ],
  'reconciliation-row-covers-returned-late-payment': [
    'Payments/index.md',
    page(
      '| Difference | Usual cause | What to do |',
      '|---|---|---|',
      '| A payment and its refund (or wallet return) at the provider, and the deposit **Failed** here with the refund reference in its **Activity** | A held deposit you rejected and refunded ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 4). | Leave it **Failed** ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 7): the two provider lines cancel out. Note the refund reference beside them. |',
    ),
  ],
  'staff-write-to-profile-address': [
    'withdraw/index.md',
    page(
      '5. **Recent changes**: a password, email or payout details changed a day before a first large withdrawal is a warning sign of a taken-over account. Contact the player through their verified email before paying.',
    ),
  ],
  'social-link-needs-verified-account-address': [
    'Settings/User Settings/Social Login.md',
    page(
      '- **An email address that already has an account** signs in to that account and links the provider to it, but only when the provider confirms that the address is verified. Google, Apple and GitHub say so for each address; a Facebook address counts as verified. Otherwise the player is asked to sign in with their password first and link the provider from **Profile > Connected Accounts**.',
    ),
  ],
  'open-registration-sends-no-link-answers': [
    'Settings/Integration Settings/Service.md',
    page(
      '### The test email arrives but players get no verification emails. Why?',
      '',
      'Every email except **Send Test Email** goes through the queue, so the queue worker is not running or the emails failed there. Check **Worker** and **Failed jobs** in the Queue Monitor of Extra ([When players are not getting emails](#when-players-are-not-getting-emails)).',
    ),
  ],
  'coin-rate-partially-paid-without-address-stays-pending': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   2. **Lowering only:** "risk review" and "partially paid" ones as in the daily check\'s step 4 (a rejected one: refund, **Mark as Failed**, running list).',
      ),
    ],
    // read30 settings 4: three actions and two exceptions packed in one sentence
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   2. **Lowering only:** "risk review" and "partially paid" ones as in the daily check\'s step 4 (a rejected one: refund, listed as it is sent, then **Mark as Failed**). A "partially paid" one without a refund address by the window (no answer, or paid after the ask: ask now) stays **Pending**: refund it once the player answers. If NOWPayments reports it `finished` first, it is paid: send no refund, have the support agent tell the player, and leave its old-rate coins as a cost, as step 8 says.',
      ),
    ],
  ],
  'money-nits-diff24': [
    'post-installation.md',
    page(
      '7. The same day, add the credits you noted in [Match the balances](/Extra/#match-the-balances): one **Adjust Balance** **Add** each, **Notify player** unticked, **Reason** naming the restore; mark each note *added* with the date, and never add a marked one.',
    ),
  ],
  'restore-routes-notifications-before-up': [
    'post-installation.md',
    page(
      "5. Start the worker, run `up` and put the crontab back as in the upgrade's step 5. After step 4, follow step 7 of [Restore the platform](#restore-the-platform): the noted credits.",
    ),
  ],
  'restore-draft-contest-republished-only-if-ahead': [
    'Extra/index.md',
    page(
      '| Created since the backup, or **Draft** now (published since) | With **Contest Prize** or **Contest Refund** lines: nothing (the starts hold them). Else tell its players and ask the publisher to create it again (a **Draft**: publish it again, **Prize Payout** **Manual Approval**). |',
    ),
  ],
  'robots-staging-check-db-show-not-env': [
    'Settings/SEO & Meta/Robots TXT.md',
    page(
      "1. A Super Admin does this, once `DB_DATABASE` in the staging `admin/.env` differs from production's: **Staging Mode** is stored in the database, so on production's it hides the live site.",
    ),
  ],
  'deletion-give-up-matches-written-answer': [
    'Mange User/Users.md',
    page(
      '| 7. A balance given up in writing, still the one the player was told: deletion erases the ticket, so first record that confirmation. | Finance manager | **Adjust balance** |',
    ),
  ],
  'restore-before-rollback-backup-paused': [
    [
      'Extra/index.md',
      page(
        '- Tell the payout officers to stop sending payouts until it is finished. Run the first step of [Restore the platform](/post-installation#restore-the-platform) once (a rollback has done so already), and sign in through its bypass link.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        "- Tell the payout officers to stop sending payouts until it is finished. Run the first step of [Restore the platform](/post-installation#restore-the-platform) once (a rollback's own first step stands in; if 02:30 may pass before `up`, pause the nightly backup, `sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/` (cPanel: comment its line in **Advanced > Cron Jobs**), and put it back right after `up`: `sudo test -f /root/quiznest-backup && sudo mv /root/quiznest-backup /etc/cron.d/`, cPanel: uncomment its line), and sign in through its bypass link.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        "- Tell the payout officers to stop sending payouts until it is finished. Run the first step of [Restore the platform](/post-installation#restore-the-platform) once (coming from its step 1: done; a rollback's own first step stands in; if 02:30 may pass before `up`, pause the nightly backup, `sudo test -f /etc/cron.d/quiznest-backup && sudo mv /etc/cron.d/quiznest-backup /root/` (cPanel: comment its line in **Advanced > Cron Jobs**), and put it back right after `up`: `sudo test -f /root/quiznest-backup && sudo mv /root/quiznest-backup /etc/cron.d/`, cPanel: uncomment its line), and sign in through its bypass link.",
      ),
    ],
  ],
  'bucket-undo-without-rclone': [
    'Settings/Integration Settings/Service.md',
    page(
      'Check: a few pages show their images. Undo: set **Driver** back to **Local** and click **Save**; copy the files back (cPanel: `~/bin/rclone copy uploads:quiznest-uploads storage/app/public`).',
    ),
  ],
  'languages-import-english-value-keeps-translation': [
    'Settings/Localization/Languages.md',
    page(
      '3. Click **Import** and upload the file. Keys present in the file replace the current translations, except a value identical to the English text, which leaves the key as it was (type a word that stays the same, like `OK`, on the translate screen); keys missing from the file keep theirs.',
    ),
  ],
  'vps-mysql-version-in-install-block': [
    'installation-guide/server-setup/vps.md',
    page(
      '   ```bash',
      '   sudo apt install -y mysql-server',
      '   ```',
      '',
      '`mysql --version` shows `8.4.x`.',
    ),
  ],
  'vps-lock-test-failure-answered': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        "The status lists `Nginx Full`. From a phone on mobile data (Wi-Fi off), open `http://admin.example.com/install` and `http://admin.example.com/index.php/install`: both must answer `403`. If either shows the installer, close ports 80 and 443 (`sudo ufw delete allow 'Nginx Full'`) and fix step 10: the lines belong in the admin `server` block, outside any `location`. Then request two certificates.",
      ),
    ],
    // fix46i: read30-installA 1.
    [
      'installation-guide/server-setup/vps.md',
      page(
        "The status lists `Nginx Full` (ports 80 and 443) beside `OpenSSH`. Test the lock of step 10 before Certbot publishes the name. From a phone on mobile data (Wi-Fi off), open `http://admin.example.com/install` and `http://admin.example.com/index.php/install`: both must answer `403` (behind Cloudflare's proxy, set the `admin` record to **DNS only** first); anything else: do not go on. If either shows the installer, close ports 80 and 443 (`sudo ufw delete allow 'Nginx Full'`), fix step 10 (the install lock belongs in the admin `server` block, outside any `location`), check that the database is still empty (`sudo mysql -u root -p -e 'SHOW TABLES' quiznest` prints nothing; else start over on a fresh server), then open the ports and repeat the test.",
      ),
    ],
  ],
  'admin-only-vps-keeps-lock-test': [
    'installation-guide/server-setup/vps.md',
    page(
      '| 11 | Run only the `certbot` command for `admin.example.com`, and skip the `www` redirect check. Never add `example.com` to that certificate. |',
    ),
  ],
  'running-server-declines-release-upgrade': [
    'post-installation.md',
    page(
      '| QuizNest itself | [Update to a new version](#update-to-a-new-version) when a release appears. |',
      '',
      'To leave Ubuntu 22.04 or a host, build the new server while the old one runs.',
    ),
  ],
  'planned-move-undo-puts-backup-job-back': [
    [
      'post-installation.md',
      page(
        'To leave Ubuntu 22.04 or a host, build the new server while the old one runs. The site pauses from step 3 to step 7. Check: step 5. Undo, until step 6: `up`, worker, crontab and backup job back on the old server.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "- **Undo, until step 6**: on the old server, `cd` into its `admin/` folder and run the block of step 6 of [Restore the platform](#restore-the-platform), the old server's tab (it puts the nightly backup back), and on a VPS `sudo systemctl start quiznest-queue`.",
        '',
        "3. At a quiet hour, on the **old** server, enter maintenance mode and pause the worker, the scheduler and the nightly backup as in step 1 of [Restore the platform](#restore-the-platform), VPS tab (without fetching an archive), tell the payout officers to stop, and run the backup script by hand: `sudo /usr/local/sbin/quiznest-backup`. Leave the nightly job paused (that step 1 moved it to `/root/`): it would write the new server's archive names.",
      ),
    ],
  ],
  'planned-move-vps-tests-new-lock': [
    'post-installation.md',
    page('   4. Only the `ufw` lines of step 11 of the VPS guide; its Certbot lines wait for step 6 here.'),
  ],
  'planned-move-cpanel-to-vps-mapped': [
    'post-installation.md',
    page(
      'To leave Ubuntu 22.04 or a host, build the new server while the old one runs, then move a fresh archive with the VPS or cPanel tab of [Restore onto a new server](#restore-onto-a-new-server) above. A step number alone is one of this list; every other names its procedure.',
    ),
  ],
  'refund-hold-ends-only-when-line-marked-done': [
    'withdraw/index.md',
    page(
      "6. **Refunds and chargebacks**: a player who has already disputed a card payment may do it again after you pay: check the profile for **Refunded** deposits before approving a large request. A request made after you closed the player's withdrawals for a refund ([Refund a deposit](/deposits/#refund-a-deposit) step 1) stays **Pending**, whatever its size, until that deposit is **Refunded** (partial: its **Admin Adjustment** naming the `DEP-` is in the coin log) or the deposit confirmer drops the refund.",
    ),
  ],
  'refund-hold-line-handed-back': [
    [
      'deposits/index.md',
      page(
        '3. In QuizNest, find the deposit with the [filters widened](#the-deposit-list-and-its-filters). A request held since step 1 that leaves the free balance short of the **Coins** is rejected first, as in step 1; then click **Mark as Refunded**.',
      ),
    ],
    // read32 ops 2: step 1.3 rewritten
    [
      'deposits/index.md',
      page(
        "   3. If a request's money has already left: for a refund the player asked for, refund only what the free balance covers, as in [Refund part of a deposit](#refund-part-of-a-deposit), or refuse (the refund dropped: the deposit confirmer marks the hold line done); for money already gone (a refund already made at the provider, a dispute, a returned debit, a test deposit, a deposit that brought no payment, a late credit after your refund), click **Mark as Refunded** anyway, into a negative balance.",
      ),
    ],
  ],
  'refund-event-or-chargeback-never-refunded-again': [
    [
      'payment-gateways/paystack.md',
      page(
        'Refunds and chargebacks handled in the Paystack Dashboard do not change the deposit: refund as [Refund a deposit](/deposits/#refund-a-deposit) says, withdrawals closed first (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)).',
      ),
    ],
    // read31 ops 3: "numbered", before A provider reports a refund became a decision table
    [
      '../CONTENT_GUIDE.md',
      page(
        "  Deposits; a refund event's line, which reports a refund already made, only links Deposits' numbered `### A provider reports a refund`",
      ),
    ],
    // read32 ops 2: step 1.3 rewritten
    [
      'deposits/index.md',
      page(
        "   3. If a request's money has already left: for a refund the player asked for, refund only what the free balance covers, as in [Refund part of a deposit](#refund-part-of-a-deposit), or refuse (the refund dropped: the deposit confirmer marks the hold line done); for money already gone (a refund already made at the provider, a dispute, a returned debit, a test deposit, a deposit that brought no payment, a late credit after your refund), click **Mark as Refunded** anyway, into a negative balance.",
      ),
    ],
  ],
  'live-site-test-answer-settles-test-deposits': [
    'payment-gateways/overview.md',
    page(
      '### Can I test payments on my live site?',
      '',
      'Only briefly: follow [Test on production in one pass](/Settings/Finance%20Settings/Payment%20Gateways#test-on-production-in-one-pass), then close the test: set **Status** to **Disabled** at once and close the sandbox side at the provider before you go live.',
    ),
  ],
  'nowpayments-second-test-fresh-key': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      '| Gateway | Step 2: close the sandbox side |',
      '|---|---|',
      '| NOWPayments | Generate a new sandbox IPN secret key, and do not type it into the form: the old key left there makes every later sandbox IPN fail. |',
    ),
  ],
  'coinbase-late-payment-compared-in-checkout-currency': [
    'payment-gateways/coinbase-commerce.md',
    page(
      "**The player paid, but the deposit failed as expired.** Check the payment in Coinbase Business: if its amount is at least the deposit's **Payable**, use **Mark as Successful** on the deposit.",
    ),
  ],
  'coinbase-cdp-cli-copy-removed-by-command': [
    'payment-gateways/coinbase-commerce.md',
    page(
      "Then delete `cdp_api_key.json` and the CLI's copy (its `live` environment, as the CLI's help for `cdp env` shows); the API key stays in your password manager and in the form.",
    ),
  ],
  'coin-rate-finished-after-lowering-kept-as-cost': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '   2. **Lowering only:** A "partially paid" one without a refund address by the window (no answer, or paid after the ask: ask now) stays **Pending**: refund it once the player answers; if it turns `finished` first, correct its coins by the difference, as the Undo says.',
      ),
    ],
    // diff52 12: a support agent, locked out by maintenance mode, was to tell the player
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '      - If NOWPayments reports it `finished` first, it is paid: send no refund, have the support agent tell the player, and leave its old-rate coins as a cost, as step 8 says.',
      ),
    ],
  ],
  'held-deposit-searched-on-running-list-first': [
    [
      'deposits/index.md',
      page(
        '## Daily deposit check',
        '',
        '4. In the same list, decide the SSLCommerz deposits with the note "risk review" and the NOWPayments deposits with the note "partially paid" as their pages say. They never expire either.',
      ),
    ],
    // diff41 money 5: "searched on the running list" beside the "searched" tab
    [
      'deposits/index.md',
      page(
        '4. In the same list, decide the SSLCommerz deposits with the note "risk review" and the NOWPayments deposits with the note "partially paid" as their pages say ([SSLCommerz](/payment-gateways/sslcommerz#set-up-the-sslcommerz-ipn) step 4, [NOWPayments](/payment-gateways/nowpayments#nowpayments-ipn)), each searched on the running list (step 4.3) first: one on a refund line was refunded, so only click **Mark as Failed** with the listed reference. They never expire either, and the money of both has already reached you.',
      ),
    ],
    // diff49 9: step 7.5 said the refund was sent, untrue for an "account deleted, address asked" line
    [
      'deposits/index.md',
      page('   5. **Pending**: its refund was sent: **Mark as Failed** with the listed reference.'),
    ],
  ],
  'previous-address-has-source-and-fallback': [
    'withdraw/index.md',
    page(
      '5. **Recent changes**: a password, email or payout details changed a day before a first large withdrawal is a warning sign of a taken-over account. Before paying, contact the player at the email the account had before the change (your earlier messages to them show it), never at a new one.',
    ),
  ],
  'guide-lists-refund-before-mark-as-failed': [
    '../CONTENT_GUIDE.md',
    page(
      '  deposit would never match (troubleshooting: **Mark as Successful** only if `VALID` for the **Payable**, `currency_amount` when not taka; else refund, **Mark as Failed**, running list). Worked INR examples use a',
    ),
  ],
  'rollback-paused-backup-put-back-after-up': [
    [
      'Extra/index.md',
      page(
        "- Tell the payout officers to stop sending payouts until it is finished. Run the first step of [Restore the platform](/post-installation#restore-the-platform) once (a rollback's own first step stands in; if 02:30 may pass before `up`, pause the nightly backup as that step 1 does), and sign in through its bypass link.",
      ),
    ],
  ],
  'move-failed-lock-test-reloaded-and-retested': [
    [
      'post-installation.md',
      page(
        "   4. Only the `ufw` lines of step 11 of the VPS guide (its Certbot lines wait for step 6 here), then, on the new server, `curl -s -o /dev/null -w '%{http_code}\\n' --resolve admin.example.com:80:127.0.0.1 http://admin.example.com/install` and the same with `/index.php/install` print `403`; if not, `sudo ufw delete allow 'Nginx Full'` and fix the lock lines (guide step 10).",
      ),
    ],
    [
      'post-installation.md',
      page(
        "   4. Only the `ufw` lines of step 11 of the VPS guide (its Certbot lines wait for step 6 here), then, on the new server, `curl -s -o /dev/null -w '%{http_code}\\n' --resolve admin.example.com:80:127.0.0.1 http://admin.example.com/install` and the same with `/index.php/install` print `403`; if not, `sudo ufw delete allow 'Nginx Full'`, fix the lock lines (guide step 10), `sudo nginx -t && sudo systemctl reload nginx`, allow `'Nginx Full'` again and repeat both tests.",
      ),
    ],
  ],
  'refund-hold-ends-on-coin-log-line': [
    'withdraw/index.md',
    page(
      '6. **Refunds and chargebacks**: a player who has already disputed a card payment may do it again after you pay: check the profile for **Refunded** deposits before approving a large request. Every payout officer reads the running list ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.3, kept outside QuizNest) before approving: while it has a "refund hold" line for the player not marked done ([Refund a deposit](/deposits/#refund-a-deposit) step 1.1), their requests stay **Pending**, whatever their size, until the deposit confirmer tells you it is done; one that leaves the free balance short of the deposit\'s **Coins** is yours to **Reject**, with a **Reason**, when the deposit confirmer asks.',
    ),
  ],
  'refused-refund-ends-hold': [
    [
      'deposits/index.md',
      page(
        '## Refund a deposit',
        '',
        "2. Refund the payment in the provider's dashboard (or by bank transfer for a manual deposit). Refund the whole **Payable** amount. Already refunded at the provider (a refund event, a chargeback): skip step 2, never refund again.",
        '',
        '### Refund part of a deposit',
        '',
        '2. Refund the part at the provider and note its refund id. Leave the deposit **Successful**.',
      ),
    ],
    // read28 gateways 1: no stop after a refused refund, so Mark as Refunded takes the coins of money never returned
    [
      'deposits/index.md',
      page(
        "2. Refund the payment in the provider's dashboard (or by bank transfer for a manual deposit). Refund the whole **Payable** amount. Already refunded at the provider (a refund event, a chargeback): skip step 2, never refund again. If the provider refuses the refund (a closed card, bKash's refund period passed), it is dropped: mark the hold line done and have a support agent tell the player.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        '2. Refund the part at the provider and note its refund id on the hold line (refused: as step 2 of [Refund a deposit](#refund-a-deposit) says). Leave the deposit **Successful**.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  the dropped refund, step 2 the refused one; no step but these and partial step 4 marks the line done). Partial step 4 makes the deposit confirmer the hub:',
      ),
    ],
    // read30 ops 9: the player of a refused refund was never told the rejected withdrawals can be requested again
    [
      'deposits/index.md',
      page(
        "2. Refund the payment in the provider's dashboard. If the provider refuses the refund (a closed card, bKash's refund period passed), it is dropped: mark the hold line done, have a support agent tell the player, and stop here. Skip steps 3 and 4: the deposit stays **Successful** and the player keeps the coins (a held payment's refund is never dropped: [daily check](#check-pending-manual-deposits-every-day) step 4.5).",
      ),
    ],
  ],
  'daily-check-reads-refund-references-only': [
    [
      'deposits/index.md',
      page(
        '## Daily deposit check',
        '',
        "7. Search each reference on that list (not on a restore's tab) with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited.",
      ),
    ],
    // diff45 money 1: step 7 skipped only hold lines, so a return line's transfer reference (a username) found a deposit that stands
    [
      'deposits/index.md',
      page(
        '7. Search each line\'s `DEP-` (or `SUB-`) reference (never a refund hold line; its main tab, never a restore\'s or the "searched" tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited.',
      ),
    ],
    // decision bank tab: return lines left the main tab; step 7 names hold lines only
    [
      'deposits/index.md',
      page(
        '7. Search the `DEP-` (or `SUB-`) of each refund line (never a hold line or a return line; its main tab, never a restore\'s or the "searched" tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Search a reference while its invoice or payment is open at the provider (a returned Coinbase payment: for 30 days), and keep its line for good: it is the refund\'s record.',
      ),
    ],
    // decision bank tab: no return lines on the main tab
    [
      '../CONTENT_GUIDE.md',
      page(
        '  running list, which records no refund (refund step 1.1 says it, and daily check step 4.3.2, where the guards that read "its `DEP-` on the running list" link: read only to account for its coins, Payments, and to stop a refund event acting twice, A provider reports a refund; step 7 searches each refund line\'s `DEP-`, never a',
        "  hold or return line); the player's later requests stay **Pending**, whatever their size, every payout officer reading the list before approving.",
      ),
    ],
  ],
  'coinbase-late-payment-payable-not-converted-again': [
    'payment-gateways/coinbase-commerce.md',
    page(
      "**The player paid, but the deposit failed as expired.** The payment reached Coinbase after the checkout's hour ran out. Check the payment in Coinbase Business: if it paid at least the checkout's price (the **Payable** × **Conversion Rate**, in the form's **Currency**, as the charge in Coinbase Business shows), use **Mark as Successful** on the deposit in [Deposits](/deposits/).",
    ),
  ],
  'changed-payout-details-never-paid-on-name-alone': [
    'withdraw/index.md',
    page(
      "5. **Recent changes**: a password, email or payout details changed a day before a first large withdrawal is a warning sign of a taken-over account. Before paying, contact the player at the email the account had before the change (your sent mail or a support agent's earlier replies may show it), never at a new one. If none shows it, or no answer comes, write to nobody: pay only when item 1 holds (the payout account in the KYC name), else **Reject** with a **Reason** asking the player to request again to an account in their own name.",
    ),
  ],
  'running-list-access-by-role': [
    [
      'Admin Users/Role.md',
      page(
        'Deposit confirmers and payout officers escalate the coin changes their work needs (the coins of a partial refund, a returned payout) to the finance manager or a Super Admin, with the `DEP-` or `WDR-` reference.',
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        "Deposit confirmers and payout officers escalate the coin changes their work needs (the coins of a partial refund, a returned payout) to the finance manager or a Super Admin, with the `DEP-` or `WDR-` reference; a subtraction the balance cannot cover goes back to the deposit confirmer, who has the payout officer reject held requests ([Refund part of a deposit](/deposits/#refund-part-of-a-deposit) step 4). The daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) (a shared sheet outside QuizNest, version history on) is edited by deposit confirmers, payout officers (its refund hold lines, and a refused refund's \"payer matched\") and the finance manager (a refused refund's reference, step 4.5); its [restore tab](/Extra/#the-restore-tab) by the Super Admin who restores and the finance manager, who alone marks its lines *settled* (protect that tab to those two: Google Sheets **Data > Protect sheets and ranges**, or your sheet tool's equivalent). Share it read-only with support agents and the auditor. The finance manager bans the account and hands the withdrawals and prizes to the payout officer and the contests to the contest publisher, as [Banning and unbanning a player](/Mange%20User/Users#banning-and-unbanning-a-player) says.",
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        "Deposit confirmers and payout officers escalate the coin changes their work needs (the coins of a partial refund, a returned payout) to the finance manager or a Super Admin, with the `DEP-` or `WDR-` reference; a subtraction the balance cannot cover goes back to the deposit confirmer, who has the payout officer reject held requests ([Refund part of a deposit](/deposits/#refund-part-of-a-deposit) step 4). The daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) (a shared sheet outside QuizNest, version history on) is edited by deposit confirmers, payout officers (its refund hold lines, and a refused refund's \"payer matched\") and the finance manager (a refused refund's reference, step 4.5); its [restore tab](/Extra/#the-restore-tab) by the Super Admin who restores (who writes *settled* only where the tab's cases say so) and the finance manager, who confirms those and alone marks every other line *settled* (protect that tab to those two: Google Sheets **Data > Protect sheets and ranges**, or your sheet tool's equivalent). Share it read-only with support agents and the auditor. The finance manager bans the account and hands the withdrawals and prizes to the payout officer and the contests to the contest publisher, as [Banning and unbanning a player](/Mange%20User/Users#banning-and-unbanning-a-player) says.",
      ),
    ],
  ],
  'refund-event-procedure-steps': [
    [
      'deposits/index.md',
      page(
        '1. The deposit is not **Successful**: it holds no coins; stop. A **Failed** one not on the running list gets a line there (its `DEP-`, the date, the refund id), so no later step credits it.',
      ),
    ],
    [
      'deposits/index.md',
      page(
        "2. A line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note's refund id: handled; stop. A hold line on the deposit still without a refund id: ask its owner who is refunding; stop.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        "2. A line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note's refund id: handled; stop. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and finishes their refund without refunding again ([Refund a deposit](#refund-a-deposit) step 2: already refunded at the provider); the note is then handled.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, from step 1 of [Refund part of a deposit](#refund-part-of-a-deposit); stop.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        "2. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and takes back the coins of the amount the provider shows refunded (the whole **Payable**: [Refund a deposit](#refund-a-deposit) from step 3; a part: [Refund part of a deposit](#refund-part-of-a-deposit) from step 3), never refunding again.",
      ),
    ],
    // diff37 money 5: the rest after an earlier adjustment sent to Refund part step 5 alone
    [
      'deposits/index.md',
      page(
        "2. A NOWPayments note: step 3. A line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note's refund id: handled; stop. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and takes back the coins of the amount of this refund id (the whole **Payable**: [Refund a deposit](#refund-a-deposit) from step 3; a part: [Refund part of a deposit](#refund-part-of-a-deposit) from step 3; after an earlier **Admin Adjustment** naming this `DEP-`: [Refund part of a deposit](#refund-part-of-a-deposit) step 5, never **Mark as Refunded**), never refunding again; the note is then handled.",
      ),
    ],
    // diff37 money 6: a whole NOWPayments refund sent to Refund part, no id to write
    [
      'deposits/index.md',
      page(
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, from step 1 of [Refund part of a deposit](#refund-part-of-a-deposit), skipping the refund of its step 2: never refund again; stop.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  handled (a NOWPayments note goes to 3 first); a hold line still without a refund id: its owner writes the refund id on it and takes back the coins of the amount of this refund id (the whole **Payable**: Refund a deposit from step 3; a part: Refund part of a deposit from step 3; after an earlier **Admin Adjustment** naming this `DEP-`: Refund part of a deposit step 5, never **Mark as Refunded**), never refunding again, the note then handled; 3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`,",
      ),
    ],
    // diff38 money 6 and 7: NOWPayments crypto against a fiat Payable; step 4 "whole" to Mark as Refunded after an earlier part
    [
      'deposits/index.md',
      page(
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: [Refund part of a deposit](#refund-part-of-a-deposit) from step 1 (the whole **Payable**, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 1), skipping the refund of its step 2 and writing the `payment_id` and the amount where it asks for the refund id: never refund again; stop.",
        '4. Otherwise take the coins back as [Refund a deposit](#refund-a-deposit) (part of a payment: [Refund part of a deposit](#refund-part-of-a-deposit)) says, withdrawals closed first, skipping the refund of its step 2 (note the refund id, NOWPayments: the `payment_id`, on the hold line): never refund again.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  so any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: Refund part of a deposit from step 1 (the whole **Payable**, nothing taken back before: Refund a deposit from step 1), skipping the refund of its step 2 and writing the `payment_id` and the amount where it asks for the refund id: never refund again;",
        '  4. otherwise Refund a deposit (a part: Refund part of a deposit), withdrawals closed first, skipping the refund of its step 2: never refund again,',
      ),
    ],
    // diff40 money 7 and 8: a fiat ratio that drifts with the coin's price, 'its step 3' read as this step, and step 4's guard blind to a restore tab
    [
      'deposits/index.md',
      page(
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, in the fiat value NOWPayments shows (refunded ÷ received stands for its step 3's refunded amount ÷ **Payable**): [Refund part of a deposit](#refund-part-of-a-deposit) from step 1 (all that was received, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 1), skipping the refund of its step 2 and writing the `payment_id` and that fiat value where it asks for the refund id: never refund again; stop.",
        '4. Otherwise take the coins back as [Refund a deposit](#refund-a-deposit) says (part of a payment, or after an earlier **Admin Adjustment** naming this `DEP-`: [Refund part of a deposit](#refund-part-of-a-deposit), its coins counted as its step 5 says, never **Mark as Refunded**; NOWPayments in fiat, as step 3), withdrawals closed first, skipping the refund of its step 2 (note the refund id, NOWPayments: the `payment_id`, on the hold line): never refund again.',
      ),
    ],
    // read28 gateways 3: 'refunded amount ÷ Payable being refunded ÷ received' read as three divisions
    [
      'deposits/index.md',
      page(
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: [Refund part of a deposit](#refund-part-of-a-deposit) from step 1, its step 3's refunded amount ÷ **Payable** being refunded ÷ received, both in the coin paid, from the payment's record (all that was received, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 1), skipping the refund of its step 2 and writing the `payment_id` and the refund's fiat value where it asks for the refund id: never refund again; stop.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  so any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds: Refund part of a deposit from step 1, its step 3's refunded amount ÷ **Payable** being refunded ÷ received, both in the coin paid, from the payment's record (never crypto against fiat, nor fiat values of two days, which drift with the coin's price; all that was received, nothing taken back before: Refund a deposit from step 1), skipping the refund of its step 2 and writing the `payment_id` and the refund's fiat value where it asks for the refund id (Payments' A refund with no Refund row step 5 sends a NOWPayments refund here): never refund again;",
      ),
    ],
    // diff42 money 1: a refund of a further payment, recorded on the "searched" tab, taken back at step 4
    [
      'deposits/index.md',
      page(
        '2. A NOWPayments note: step 3. Any other note:',
        "   1. A line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note's refund id: handled; stop.",
        "   2. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and takes back the coins of this refund id's amount, never refunding again; the note is then handled. The whole **Payable**, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 3. Otherwise [Refund part of a deposit](#refund-part-of-a-deposit) from step 3, its coins counted as its step 5 says (the whole rest: **Coins** minus those already subtracted), never **Mark as Refunded**.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  (a **Pending** or **Failed** one not on the running list gets a line with the refund id, so no later step credits or refunds it; a **Pending** one then **Mark as Failed** with the refund id, daily check step 7.5); 2. a line on the running list (open or done)',
        "  or an **Admin Adjustment** in the coin log names the note's refund id, the id Deposits writes on the hold line and in the adjustment's **Reason**:",
        "  handled (a NOWPayments note goes to 3 first); a hold line still without a refund id: its owner writes the refund id on it and takes back the coins of this refund id's amount, never refunding again, the note then handled (the whole **Payable**, nothing taken back before: Refund a deposit from step 3; otherwise Refund part of a deposit from step 3, its coins counted as its step 5 says, the whole rest being **Coins** minus those already subtracted, never **Mark as Refunded**); 3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`,",
      ),
    ],
    // diff43 money 1, 3 and 4: a further payment not checked first by its ID; "any line naming the DEP-" read on the "searched" tab
    [
      'deposits/index.md',
      page(
        'Authorize.Net, Square, Coinbase Commerce and NOWPayments report a refund already made at the provider with a note on the deposit (Square: act once a note shows it **Completed**; a new refund can still fail). Act on each note once:',
        '   1. The "searched" tab names the note\'s refund id (NOWPayments: its `payment_id`) beside the `DEP-` (a further payment refunded, [daily check](#check-pending-manual-deposits-every-day) step 8.1), or, not NOWPayments, a line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note\'s refund id: handled; stop.',
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line naming the `DEP-` leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, never refunding again:",
      ),
    ],
    // diff44 money 6: a bare payment_id the guard cannot read, and a second NOWPayments refund swallowed
    [
      'deposits/index.md',
      page(
        'Authorize.Net, Square, Coinbase Commerce and NOWPayments report a refund already made at the provider with a note on the deposit (Square: act once a note shows it **Completed**; a new refund can still fail). Act on each note once. First, a refund of a payment that is not the deposit\'s **Gateway Transaction ID** and that its **Activity** notes as a further one ([daily check](#check-pending-manual-deposits-every-day) step 8.1.1) takes no coins: write that payment\'s ID and the refund id (NOWPayments: the `payment_id` alone) beside the `DEP-` on the "searched" tab if they are not there yet, and stop. Otherwise:',
      ),
    ],
    // diff45 money 7, read30 gateways 2: "and stop" came before the refunded-twice case, in one paragraph before step 1
    [
      'deposits/index.md',
      page(
        'Authorize.Net, Square, Coinbase Commerce and NOWPayments report a refund already made at the provider with a note on the deposit. Act on each note once. First, a refund of a payment that is not the deposit\'s **Gateway Transaction ID** and that its **Activity** notes as a further one ([daily check](#check-pending-manual-deposits-every-day) step 8.1.1) takes no coins: write that payment\'s ID and the refund id (NOWPayments: its `payment_id`, "refunded by NOWPayments" and the date) beside the `DEP-` on the "searched" tab if they are not there yet, and stop. A NOWPayments one the tab already shows returned from your wallet was refunded twice: write "refunded twice" there. Otherwise:',
      ),
    ],
    // read31 ops 1 and 3: nested numbered cases, a hold line's "owner" (a payout officer, with neither Mark refunded nor Adjust balance) taking the coins back
    [
      'deposits/index.md',
      page(
        '### A provider reports a refund',
        '',
        "Authorize.Net, Square, Coinbase Commerce and NOWPayments report a refund already made at the provider with a note on the deposit (Square: act once a note shows it **Completed**; a new refund can still fail). Act on each note once. First, a refund of a further payment (not the deposit's **Gateway Transaction ID**, and its **Activity** notes it as a further one: [daily check](#check-pending-manual-deposits-every-day) step 8.1.1) takes no coins:",
        '',
        '- NOWPayments, the running list already showing that payment returned from your wallet: it was refunded twice. Write "refunded twice" beside it, hand the `DEP-`, the player\'s username and both references to the finance manager, who records it as a loss meanwhile, and have a support agent ask the player to send one back.',
        '- Otherwise, unless the running list already shows them, write that payment\'s ID and the refund id (NOWPayments: its `payment_id`, "refunded by NOWPayments" and the date) beside the `DEP-` on the "searched" tab.',
        '',
        "Then stop. A refund of the deposit's own payment:",
        '',
        '1. The deposit is not **Successful**: it holds no coins. A **Pending** or **Failed** one not on the running list gets a line there (its `DEP-`, the date, the refund id), so no later step credits or refunds it; a **Pending** one then gets **Mark as Failed** with the refund id in the note (daily check step 7.5); stop.',
        '2. Any note:',
        "   1. Not NOWPayments: a line on the running list (open or done) or an **Admin Adjustment** in the coin log names the note's refund id: handled; stop.",
        '   2. A NOWPayments note: step 3.',
        "   3. A hold line on the deposit still without a refund id: its owner writes the note's refund id on it and takes back the coins of this refund id's amount, never refunding again; the note is then handled. The whole **Payable**, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 3. Otherwise [Refund part of a deposit](#refund-part-of-a-deposit) from step 3, its coins counted as its step 5 says (the whole rest: **Coins** minus those already subtracted), never **Mark as Refunded**.",
        "3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. Any line on the running list's main tab naming the `DEP-` (never the \"searched\" tab) leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, never refunding again:",
        "   1. From the NOWPayments payment record, take the crypto refunded (beyond the line's refunds) and the crypto received, both in the coin paid, never fiat.",
        '   2. Coins to take back = crypto refunded ÷ crypto received × **Coins**, rounded up.',
        '   3. All that was received, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 1. Otherwise [Refund part of a deposit](#refund-part-of-a-deposit) from step 1, with those coins at its step 3.',
        "   4. Skip the refund of its step 2, and write the `payment_id` and the refund's fiat value where it asks for the refund id; stop.",
        '4. Otherwise take the coins back as [Refund a deposit](#refund-a-deposit) says (part of a payment, or after an earlier **Admin Adjustment** naming this `DEP-`, or its copy on a [restore tab](/Extra/#the-restore-tab): [Refund part of a deposit](#refund-part-of-a-deposit), its coins counted as its step 5 says, never **Mark as Refunded**; NOWPayments in the coin paid, as step 3), withdrawals closed first, skipping the refund of its step 2 (note the refund id, NOWPayments: the `payment_id`, on the hold line): never refund again.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  (a **Pending** or **Failed** one not on the running list gets a line with the refund id, so no later step credits or refunds it; a **Pending** one then **Mark as Failed** with the refund id, daily check step 7.5); 2. not NOWPayments, a line on the running list (open or done)',
        "  or an **Admin Adjustment** in the coin log names the note's refund id, the id Deposits writes on the hold line and in the adjustment's **Reason**:",
        "  handled; otherwise a NOWPayments note goes to 3; a hold line still without a refund id: its owner writes the refund id on it and takes back the coins of this refund id's amount, never refunding again, the note then handled (the whole **Payable**, nothing taken back before: Refund a deposit from step 3; otherwise Refund part of a deposit from step 3, its coins counted as its step 5 says, the whole rest being **Coins** minus those already subtracted, never **Mark as Refunded**); 3. NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`,",
        "  so any line on the running list's main tab naming the `DEP-` (never the \"searched\" tab) leaves the note to that line's owner, who takes back only what NOWPayments shows refunded beyond the line's refunds, never refunding again, in four sub-steps, one action a line: the crypto refunded and the crypto received, both in the coin paid, from the payment's record (never crypto against fiat, nor fiat values of two days, which drift with the coin's price); the formula on its own line, coins to take back = crypto refunded ÷ crypto received × **Coins**, rounded up; all that was received, nothing taken back before: Refund a deposit from step 1, otherwise Refund part of a deposit from step 1 with those coins at its step 3; the refund of its step 2 skipped, the `payment_id` and the refund's fiat value written where it asks for the refund id (Payments' A refund with no Refund row step 5 sends a NOWPayments refund here);",
        '  4. otherwise Refund a deposit (a part, or after an earlier **Admin Adjustment** naming the `DEP-` or its copy on a restore tab: Refund part of a deposit, its coins counted as its step 5 says, never **Mark as Refunded**; NOWPayments in the coin paid, as 3), withdrawals closed first, skipping the refund of its step 2: never refund again,',
      ),
    ],
    // diff50 money 3: "the deposit confirmer", not the one doing that refund
    [
      'deposits/index.md',
      page(
        '#### A refund on an open hold line',
        '',
        "The deposit confirmer takes back the coins of this refund id's amount, never refunding again:",
        '',
        "1. Write the note's refund id on the hold line. The note is then handled.",
        '2. The whole **Payable**, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 3 (**Mark as Refunded**).',
        "3. Otherwise, [Refund part of a deposit](#refund-part-of-a-deposit) from step 3, its coins counted as its step 5 says (the whole rest: **Coins** minus those already subtracted), never **Mark as Refunded**: hand the `DEP-`, the player's username and the refund id to the finance manager (or a Super Admin), who subtracts them with **Adjust Balance**.",
        '',
        'Check and Undo: those of the procedure you followed.',
      ),
    ],
    // diff50 money 3: "the deposit confirmer", not the one doing that refund
    [
      'deposits/index.md',
      page(
        '#### A NOWPayments refund on a listed deposit',
        '',
        "NOWPayments' `refunded` IPN carries no refund id, only the `payment_id`. The deposit confirmer takes back only what NOWPayments shows refunded beyond the line's refunds, never refunding again:",
        '',
        "1. From the NOWPayments payment record, take the crypto refunded (beyond the line's refunds) and the crypto received, both in the coin paid, never fiat.",
        '2. Coins to take back = crypto refunded ÷ crypto received × **Coins**, rounded up.',
        '3. All that was received, nothing taken back before: [Refund a deposit](#refund-a-deposit) from step 1. Otherwise [Refund part of a deposit](#refund-part-of-a-deposit) from step 1, with those coins at its step 3, which the finance manager (or a Super Admin) subtracts.',
        "4. Skip the refund of its step 2, and write the `payment_id` and the refund's fiat value where it asks for the refund id.",
        '',
        'Check and Undo: those of the procedure you followed.',
      ),
    ],
    // diff50 money 5: the NOWPayments refund reference (step 4) not reached
    [
      'deposits/index.md',
      page(
        '#### A refund not yet recorded',
        '',
        "The deposit confirmer takes the coins back, withdrawals closed first, skipping the refund of the procedure's step 2 (note the refund id, NOWPayments: the `payment_id`, on the hold line): never refund again.",
        '',
        '1. NOWPayments: count the coins in the coin paid, as steps 1 and 2 of [A NOWPayments refund on a listed deposit](#a-nowpayments-refund-on-a-listed-deposit) do.',
        '2. The whole payment, nothing taken back before: [Refund a deposit](#refund-a-deposit).',
        "3. Otherwise (part of a payment, or after an earlier **Admin Adjustment** naming this `DEP-`, or its copy on a [restore tab](/Extra/#the-restore-tab)): [Refund part of a deposit](#refund-part-of-a-deposit), its coins counted as its step 5 says, never **Mark as Refunded**. The finance manager (or a Super Admin) subtracts them: hand them the `DEP-`, the player's username and the refund id.",
        '',
        'Check and Undo: those of the procedure you followed.',
      ),
    ],
  ],
  'refund-event-rows-link-one-procedure': [
    [
      'payment-gateways/square.md',
      page(
        '3. Choose the newest API version offered, select the events `payment.created` and `payment.updated`, and save. `refund.created` and `refund.updated` are optional: QuizNest only records them as notes of a refund already made: the coins come back only as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping its step 2: never refund again.',
      ),
    ],
    [
      'payment-gateways/nowpayments.md',
      page(
        '| `refunded` | Note added, the refund already made: if coins were credited, take them back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping its step 2: never refund again |',
      ),
    ],
    [
      'payment-gateways/coinbase-commerce.md',
      page(
        '| `checkout.refund.success` | Note added, the refund already made: if the deposit is still **Successful** and no open refund hold line on the running list names it (its end not yet in the coin log), take its coins back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping its step 2: never refund again |',
      ),
    ],
    [
      'payment-gateways/coinbase-commerce.md',
      page(
        "| `checkout.refund.success` | Note added, the refund already made: if the deposit is still **Successful** and no line on the running list (open or done) and no **Admin Adjustment** in the coin log names the note's refund id (a hold line on it still without a refund id: ask who is refunding first), take its coins back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping the refund of its step 2 (note the refund id on the hold line): never refund again |",
      ),
    ],
  ],
  'rollbacks-up-put-paused-backup-back': [
    'post-installation.md',
    page(
      '   ```bash',
      '   sudo crontab -u www-data ~/www-data.crontab',
      '   sudo crontab -u www-data -l',
      '   sudo -u www-data php artisan up',
      '   ```',
    ),
  ],
  'partial-refund-nothing-to-subtract-ends-hold': [
    'deposits/index.md',
    page(
      '4. If a request held since step 1 leaves the balance short, the payout officer rejects it first, as in step 1. If the player has spent some of those coins, the adjustment stops at zero: subtract what the balance allows and note the rest in the **Reason**.',
    ),
  ],
  'service-push-tab-has-no-test-button': [
    'Settings/Integration Settings/Service.md',
    page(
      'Go to **Settings > Integration Settings > Service**. The screen has four tabs, **Mail**, **SMS**, **Push Notification** and **Storage**, each with its own **Save** button and a test button. Save a tab before you test it: the tests use the saved values.',
    ),
  ],
  'rtl-font-through-theme-variable': [
    'Settings/Localization/Languages.md',
    page(
      ...code('css', '[dir="rtl"] body {', '  font-family: "Noto Naskh Arabic", Tahoma, sans-serif;', '}'),
    ),
  ],
  'ranking-basis-change-moves-levels': [
    'Settings/Quiz Settings/Ranking Settings.md',
    page(
      'Levels are computed from the current thresholds. If you raise a threshold, players below it drop a level; tell them before you do.',
    ),
  ],
  'env-owner-is-owner-of-code': [
    'Settings/System Setting/System Configuration.md',
    page(
      '- `admin/.env` holds `APP_KEY`, the database password and the Redis password in plain text. Keep it readable only by the web server and your own account: owner your user, group `www-data`, mode `660` on a VPS; mode `600` on cPanel.',
    ),
  ],
  'restore-contest-row-says-switch-to-manual-approval': [
    'Extra/index.md',
    page(
      '| Neither, **End Time** not passed | **Prize Payout** **Manual Approval**. Tell those who joined since the backup that their seat was undone and refunded; they can join again while registration is open. |',
    ),
  ],
  'admin-only-vps-keeps-auto-updates-file': [
    'installation-guide/server-setup/vps.md',
    page('| 5 | Skip Node.js and PM2; install Composer only. |'),
  ],
  'admin-only-vps-certbot-keeps-dry-run': [
    'installation-guide/server-setup/vps.md',
    page(
      '| 11 | Open the firewall and test the lock as written; of the Certbot commands run only the one for `admin.example.com`, and skip the `www` redirect check. |',
    ),
  ],
  'admin-only-install-sh-in-unpacked-download': [
    'installation-guide/server-setup/vps.md',
    page('2. Run the script and remove its client:'),
  ],
  'install-sh-rerun-answers': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '4. Once DNS points at the server, `sudo bash install.sh` again: it issues the certificates, keeps your lock and switches the addresses to `https://`.',
      ),
    ],
    // fix46i: read30-installA 6.
    [
      'installation-guide/server-setup/vps-automated.md',
      page('| Database password | | empty: generates a random 32-character password |'),
    ],
  ],
  'install-sh-lock-retested-over-https': [
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   2. Wait until the re-run has issued the certificates. After a single run without `--skip-ssl`, the certificates are already there: go on. From the phone of item 1.1, `https://admin.example.com/install` and `/index.php/install` still answer `403`; if not, do not go on. Then check that nobody ran the installer, or part of it, before your lock:',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '   2. Wait until the re-run has issued the certificates. After a single run without `--skip-ssl`, the certificates are already there: go on. Then check that nobody ran the installer, or part of it, before your lock:',
      ),
    ],
    // fix46i: diff45-install 7.
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        "   2. Wait until the re-run has issued the certificates. After a single run without `--skip-ssl`, the certificates are already there: go on. From the phone of item 1.1, `https://admin.example.com/install` and `/index.php/install` still answer `403`; if not, do as item 1.1's sub-step 5 says, in the `listen 443` block Certbot made. Then check that nobody ran the installer, or part of it, before your lock:",
      ),
    ],
  ],
  'cpanel-worker-cli-memory-limit': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '2. Set the limits in **Software > MultiPHP INI Editor**: choose the domain on the **Basic Mode** tab, raise `memory_limit`, `upload_max_filesize`, `post_max_size` and `max_execution_time` to the recommended values, and click **Apply**.',
    ),
  ],
  'cpanel-env-password-quoted': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(...code('ini', 'DB_USERNAME=cpuser_quiznest', 'DB_PASSWORD=the-password-you-copied')),
  ],
  'mac-env-plain-text-editor': [
    'installation-guide/local-machine-setup/Mac.md',
    page('4. Open `.env` (for example with `open -e .env`) and set these values:'),
  ],
  'masked-secret-checked-before-pasting': [
    'payment-gateways/paystack.md',
    page('- [ ] **Mode** is **Live** and the saved keys start with `pk_live_` and `sk_live_`.'),
  ],
  'gateway-rotation-revoked-at-once': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "- To rotate a secret, create a new key in the provider's dashboard, type it into the field and click **Save**, then revoke the old key at the provider. An empty secret field on save keeps the stored value.",
      ),
    ],
    // diff51 6: the old key already dead, a failed test had no branch and the gateway stayed offered
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "- To rotate a secret, create a new key in the provider's dashboard, type it into the field and click **Save**, then revoke the old key at the provider. An empty secret field on save keeps the stored value. The exceptions are Razorpay's **Key Secret**, NOWPayments' **IPN Secret Key**, Authorize.Net's **Signature Key** and Instamojo's credentials, where a new value revokes the old one at once, as their pages say ([Razorpay](/payment-gateways/razorpay#generate-the-api-keys), [NOWPayments](/payment-gateways/nowpayments#troubleshooting-nowpayments), [Authorize.Net](/payment-gateways/authorize-net#troubleshooting-authorizenet), [Instamojo](/payment-gateways/instamojo#get-your-instamojo-api-credentials)). Rotate those in a quiet hour with the form open: paste the new values and click **Save** at once, then make one real deposit of the **Minimum Amount**, check that it turns **Successful**, and refund it as [Go live](#go-live) step 5 says.",
      ),
    ],
    // diff52 4: a secret shown only once cannot be copied again, and the failed test deposit was never refunded
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "- To rotate a secret, create a new key in the provider's dashboard, type it into the field and click **Save**, then revoke the old key at the provider. An empty secret field on save keeps the stored value. The exceptions are Razorpay's **Key Secret**, NOWPayments' **IPN Secret Key**, Authorize.Net's **Signature Key** and Instamojo's credentials, where a new value revokes the old one at once, as their pages say ([Razorpay](/payment-gateways/razorpay#generate-the-api-keys), [NOWPayments](/payment-gateways/nowpayments#troubleshooting-nowpayments), [Authorize.Net](/payment-gateways/authorize-net#troubleshooting-authorizenet), [Instamojo](/payment-gateways/instamojo#get-your-instamojo-api-credentials)). Rotate those in a quiet hour with the form open: paste the new values and click **Save** at once, then make one real deposit of the **Minimum Amount**, check that it turns **Successful**, and refund it as [Go live](#go-live) step 5 says. If it does not, set **Status** to **Disabled** and click **Save** at once, copy the new values again from the provider and paste them, set **Status** to **Enabled**, click **Save** and test again; if it fails again, set **Status** to **Disabled** and find the cause in the gateway page's Troubleshooting.",
      ),
    ],
  ],
  'square-refund-event-once-completed': [
    'payment-gateways/square.md',
    page(
      '3. Choose the newest API version offered, select the events `payment.created` and `payment.updated`, and save. `refund.created` and `refund.updated` are optional: QuizNest only records them as notes of a refund already made: if the deposit is still **Successful** and no refund hold line on the running list names it, take its coins back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping its step 2: never refund again.',
    ),
  ],
  'gateway-test-check-names-sandbox-filter': [
    'payment-gateways/bkash.md',
    page(
      '5. Start another deposit and press cancel on the bKash page: the deposit must turn **Failed** at once.',
    ),
  ],
  'mercado-pago-one-secret-signature': [
    'payment-gateways/mercado-pago.md',
    page(
      'Mercado Pago keeps a separate webhook URL for each mode, and one secret signature for the application. Change **Mode**, **Public Key**, **Access Token** and **Secret Signature** together.',
    ),
  ],
  'tunnel-webhook-url-has-path': [
    'payment-gateways/overview.md',
    page(
      '- or with a tunnel such as `cloudflared tunnel --url http://127.0.0.1:8000`, whose public HTTPS address you register as the webhook URL.',
    ),
  ],
  'enable-step-gateways-without-webhook-field': [
    'Settings/Finance Settings/Payment Gateways.md',
    page(
      "4. Copy the **Webhook URL** and register it in the provider's dashboard, then paste the secret or ID it gives you (Stripe's signing secret, PayPal's **Webhook ID**, Razorpay's webhook secret, and so on) into the form's webhook field.",
    ),
  ],
  'coin-rate-undo-corrections-before-reopening': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "Check: in a private window, signed in as a test player, the wallet's deposit form shows the new rate's coins for a `1.00` amount. Undo: undoing a raise is a lowering: follow steps 4 to 8 in full (gateways **Disabled** and refund addresses asked at once, manual and held deposits decided) before you save the old rate. Undoing a lowering is a raise, but withdrawal requests made since the save keep the mistyped rate: before anyone approves them, reject each with the **Reason** `Coin rate corrected, please request again` (the coins come back). Either way, correct deposits credited at the mistyped rate by the difference with **Adjust Balance** (**Subtract** or **Add**), naming the `DEP-` reference, and tell players why.",
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        'Undoing a raise is a lowering; undoing a lowering is a raise. Either way, before step 9 leaves maintenance mode:',
        '',
        '1. Put the site back in maintenance mode (step 5) at once, as the check runs after it reopened.',
        '2. Withdrawal requests made since the mistyped save keep the mistyped rate: have the payout officer (send them the **Bypass Link**) reject each with the **Reason** `Coin rate corrected, please request again` (**Pending** and **Approved** ones whose money has not left; the coins come back).',
        '3. A paid one: hand its `WDR-`, coins and amount sent to the finance manager.',
        '4. Correct each deposit credited at the mistyped rate by the difference with **Adjust Balance**.',
        '5. Go on at step 9 with the corrected rate.',
      ),
    ],
  ],
  'coin-rate-step-7-opens-with-the-branch': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '7. Decide the manual deposits, the "risk review" and "partially paid" ones and the PayPal or Authorize.Net holds you can decide as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none of these **Pending** but 7.2\'s exception:',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '7. Decide the manual deposits (a lowering: also the "risk review" and "partially paid" ones and the PayPal or Authorize.Net holds you can decide) as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none of these **Pending** but 7.2\'s exception:',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '7. Decide the manual deposits (a lowering: also the "risk review" and "partially paid" ones and the PayPal or Authorize.Net holds you can decide, PayPal\'s listed on [PayPal](/payment-gateways/paypal#troubleshooting)) as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none of these **Pending** but 7.2\'s exception:',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '7. Decide the manual deposits (a lowering: also the "risk review" and "partially paid" ones and the PayPal or Authorize.Net holds you can decide; PayPal\'s [Troubleshooting](/payment-gateways/paypal#troubleshooting) names the holds that wait for you) as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day), leaving none of these **Pending** but 7.2\'s exception:',
        '   1. **Approve** a manual deposit whose transfer has arrived.',
      ),
    ],
    // read33 settings 4: on a raise open checkouts stay Pending, which the lead line forbade
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "7. Decide these deposits, each as in steps 3 to 5 of the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day); none stays **Pending** except 7.2's:",
        '   - **Raise:** the manual deposits only (7.1).',
        '   - **Lowering:** the manual deposits (7.1), the "risk review" and "partially paid" ones (7.2), and the PayPal or Authorize.Net holds you can decide (7.3).',
        '',
        '   1. A manual deposit, by what has arrived on your account:',
      ),
    ],
  ],
  'coinbase-return-watched-30-days': [
    'payment-gateways/coinbase-commerce.md',
    page(
      'If it is less, return it from Coinbase Business and leave the deposit **Failed**: as you send it, put its `DEP-` and the refund reference on the running list, as [daily check](/deposits/#check-pending-manual-deposits-every-day) step 4 says.',
    ),
  ],
  'partial-refund-short-balance-through-deposit-confirmer': [
    [
      'deposits/index.md',
      page(
        '4. If a request held since step 1 leaves the balance short, the payout officer rejects it first, as in step 1. If the player has spent some of those coins, the adjustment stops at zero: subtract what the balance allows and note the rest in the **Reason**. Nothing to subtract once the payout officer has rejected every held request whose money has not left: the adjuster tells the deposit confirmer, who marks the hold line done with the refund or dispute id.',
      ),
    ],
    // read29 ops 2: no username for the finance manager
    [
      'deposits/index.md',
      page(
        "3. Subtract the coins of the part, refunded amount ÷ **Payable** × **Coins**, rounded up (₹462 of 924.00 INR for 1,000 coins: 500 coins), with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the `DEP-` reference and the provider's refund id in the **Reason**. A deposit confirmer has no **Adjust balance**: hand the subtraction, with both references, to the adjuster (a Super Admin or the finance manager: [Roles](/Admin%20Users/Role)).",
      ),
    ],
    // diff50 money 3: two deposit confirmers acting on one refund note both handed the subtraction on
    [
      'deposits/index.md',
      page(
        "3. Subtract the coins of the part, refunded amount ÷ **Payable** × **Coins**, rounded up (₹462 of 924.00 INR for 1,000 coins: 500 coins), with **Adjust Balance** on the player's profile in [Users](/Mange%20User/Users), with the `DEP-` reference and the provider's refund id in the **Reason**. A deposit confirmer has no **Adjust balance**: hand the subtraction, with both references and the player's username, to the adjuster (a Super Admin or the finance manager: [Roles](/Admin%20Users/Role)).",
      ),
    ],
  ],
  'nothing-subtracted-checks-pass': [
    'deposits/index.md',
    page(
      "Check: the deposit is still **Successful**, the player's coin log shows an **Admin Adjustment** with the `DEP-` reference for each part refunded, and the player's free balance covered each subtraction before you made it, with no more requests rejected than that took.",
    ),
  ],
  'nothing-subtracted-partial-refund-reconciled': [
    'Payments/index.md',
    page(
      "| A refund at the provider has no **Refund** row here, and the deposit is still **Successful** | A partial refund. | Match the adjustment on the provider's refund id. Note the refund id and the amount beside the `DEP-` line of your export. |",
    ),
  ],
  'withdraw-item-6-rejects-only-unsent-held-requests': [
    'withdraw/index.md',
    page(
      '6. **Refunds and chargebacks**: a "refund hold" line keeps their requests **Pending** until the line is marked done (the refund dropped or refused, or a partial refund with nothing to subtract once held requests are rejected).',
    ),
  ],
  'hold-end-reasons-in-main-clause': [
    '../CONTENT_GUIDE.md',
    page(
      "  The hold's end is a state: it ends when the coin log shows the deposit's **Deposit Refund** line, or when the deposit",
      '  confirmer marks the line done because the refund was dropped or refused by the provider (partial step 4 has the deposit confirmer mark it done when nothing is left to subtract).',
    ),
  ],
  'refund-step-1-links-step-4-and-names-who-marks': [
    'deposits/index.md',
    page(
      "   1. The line holds the player's later requests until the deposit confirmer marks it done (the refund dropped or refused by the provider, or a partial refund with nothing to subtract, step 4 of Refund part of a deposit).",
      "   3. If a request's money has already left: refund only what the free balance covers, or refuse (the refund dropped: mark the hold line done).",
    ),
  ],
  'refund-step-1-split-hold-then-search': [
    'deposits/index.md',
    page(
      "   1. This needs a role with **Approve withdrawals**: a deposit confirmer hands this step to a payout officer, who first writes a line on the running list. The line holds the player's later requests ([Review a request](/withdraw/#review-a-request) item 6) until the player's coin log shows this deposit's **Deposit Refund** line, or until the deposit confirmer marks it done. On [Withdraw](/withdraw/), search the player in the **Pending** tab, then the **Approved** tab, with **Date** widened.",
      '   2. **Reject**, with a **Reason**, requests whose money has not left your account, newest first.',
    ),
  ],
  'withdraw-item-6-split': [
    'withdraw/index.md',
    page(
      '6. **Refunds and chargebacks**: a "refund hold" line for the player keeps their requests **Pending**, whatever their size, until the coin log on the request\'s detail page shows that deposit\'s **Deposit Refund** line, or until the line is marked done (the refund dropped or refused); one that leaves the free balance short of the coins being refunded is yours to **Reject**, with a **Reason**, when the deposit confirmer asks.',
    ),
  ],
  'stripe-refund-question-closes-withdrawals': [
    [
      'deposits/index.md',
      page(
        '### I refunded a payment in Stripe. Why does the deposit still show Successful?',
        '',
        'QuizNest never changes a deposit because of a refund the provider reports (Authorize.Net, Square, Coinbase Commerce and NOWPayments only add a note). After refunding at the provider, click **Mark as Refunded** on the deposit to deduct the coins ([Refund a deposit](#refund-a-deposit)).',
      ),
    ],
    // read31 ops 3: the Stripe question sent to step numbers of A provider reports a refund, now a table
    [
      'deposits/index.md',
      page(
        '### I refunded a payment in Stripe. Why does the deposit still show Successful?',
        '',
        'QuizNest never changes a deposit because of a refund made at the provider, reported or not. Act on a Stripe refund as [A provider reports a refund](#a-provider-reports-a-refund) steps 2 to 4 say, with the Stripe refund id: withdrawals closed first, never refund again. Refunded only part of the payment: the deposit stays **Successful**, as expected; never click **Mark as Refunded** on it.',
      ),
    ],
  ],
  'deposits-links-held-payments-and-dispute-pages': [
    'deposits/index.md',
    page(
      '| PayPal capture on hold, Authorize.Net `fraud.held` | Not protected from expiry | Decide it at the provider within the day, then check that the deposit turned **Successful** ([Authorize.Net](/payment-gateways/authorize-net)) |',
    ),
  ],
  'running-list-restore-tab-editors': [
    'Admin Users/Role.md',
    page(
      "The daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) (a shared sheet outside QuizNest, version history on) is edited by deposit confirmers and payout officers (its refund hold lines), and read-only for support agents and the auditor.",
    ),
  ],
  'restore-tab-returned-reference-settled': [
    'Extra/index.md',
    page(
      "On a tab of the daily check's running list sheet, write each lost payment. Add the export's other lost `DEP-` and `SUB-` as *unpaid*: owed only once the provider shows them paid. One of a player of the restored panel with a Coin Log **Deposit** line is *settled* (its start holds the coins).",
    ),
  ],
  'coinbase-returned-payment-checked-30-days': [
    'deposits/index.md',
    page(
      'Every site with a manual gateway needs this check, and a Flutterwave or Coinbase Commerce site while its running list (step 4) holds a payment it refunded that is still open at the provider.',
    ),
  ],
  'listed-refund-that-fails-sent-again': [
    [
      'deposits/index.md',
      page(
        '   3. To reject one, refund it, and as you send the refund add its `DEP-` reference to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it. Then click **Mark as Failed** with that reference in the note.',
      ),
    ],
    // diff50 money 2: the refunded row reads "none of the above"
    [
      'deposits/index.md',
      page(
        '   4. A refund that failed (nothing left your wallet or the provider: a malformed address, a provider error): note it on the line and send it again (a malformed address: to a corrected one a support agent asks the player for, as in 4.2), its new reference on the line.',
        '      | A refund reference, no "refund refused" | Refunded, with that reference (nothing came back: check the refund at the provider). |',
      ),
    ],
  ],
  'dispute-hold-line-gets-dispute-id': [
    'deposits/index.md',
    page(
      "2. Close the player's withdrawals as in step 1 of [Refund a deposit](#refund-a-deposit), with a **Reason** that cites the dispute.",
    ),
  ],
  'nothing-to-subtract-one-wording': [
    'withdraw/index.md',
    page(
      '6. **Refunds and chargebacks**: the line is marked done (a partial refund with nothing left to subtract).',
    ),
  ],
  'changed-payout-request-rejected-not-left-pending': [
    'withdraw/index.md',
    page(
      '5. **Recent changes**: If none shows it, or no answer comes, write to nobody and never pay on the name alone: leave the request **Pending** while the payout account is confirmed on a support ticket the player opens.',
    ),
  ],
  'money-nits-round-23': [
    ['deposits/index.md', page('   4. A new payment on it: return it and note it on the list.')],
    // diff45 money 3: 7.4 returned a further payment on the main tab, which 8.1.1's guard never read
    [
      'deposits/index.md',
      page(
        '   4. A new payment on it: return it, note it on the list, and have a support agent tell the player it was returned.',
      ),
    ],
  ],
  'restore-keeps-checked-live-copy-before-drop': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "You will: pause the site, the scheduler and the nightly backup, import the archive's database, put back `storage/app` and `.env`. Check: step 5. Undo: the database has none, so step 2 checks the dump before the `DROP`; the old `storage/app` stays aside as `storage/app.before-restore` until you are sure.",
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "   The first `tail` must print `-- Dump completed on` with the date of the archive you chose, and `grep -c` about the live count of tables that the `wc` line prints (an update since the archive adds a few; a live count far below it is the damage itself, tables dropped: compare with an earlier local archive's, `tar -xzOf ~/backups/quiznest-backup-2026-11-20-0230.tar.gz database.sql | grep -c '^CREATE TABLE'`); if not, stop and take an older archive. The last `tail` must print `-- Dump completed on` with today's date: that copy is the Undo. If not, run `mysqldump` again; only a database too damaged to dump goes on without one. Then open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop**, untick **Enable foreign key checks** in the confirmation (so the drop cannot stop halfway on a referenced table) and confirm (if `cpuser_quiznest` is gone altogether, create it again in **MySQL Databases** and add `cpuser_quiznest` to it with **ALL PRIVILEGES**), and import the dump in Terminal:",
        '',
        '   ```bash',
        '   mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" cpuser_quiznest < ~/restore/database.sql',
        '   ```',
      ),
    ],
    // fix46i: read30-ops 8.
    [
      'post-installation.md',
      page(
        "Then sign in, open a quiz with images, and use **Send Test Email** and **Check Status** on a recent deposit. When everything works, delete `storage/app.before-restore`, `.env.before-restore`, step 2's copy of the live database and the restore folder.",
      ),
    ],
    // diff50 install 1: the emptied database counted with SHOW TABLES
    [
      'post-installation.md',
      page(
        '      ```bash',
        '      mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" -N -e "SHOW TABLES" cpuser_quiznest | wc -l',
        '      ```',
        '',
        '   3. Import the dump:',
      ),
    ],
    // tidy51 9: the leftovers named without the commands that delete them
    [
      'post-installation.md',
      page(
        "Then sign in, open a quiz with images, and use **Send Test Email** and **Check Status** on a recent deposit. When everything works, delete `storage/app.before-restore`, `.env.before-restore`, step 2's copy of the live database and the restore folder (a **Database Backup** file: its copy in `~/backups`).",
      ),
    ],
  ],
  'restore-files-only-keeps-live-database': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "When the database is damaged, files are lost, or the server is gone, restore all three parts from the same archive, so that the database and `APP_KEY` belong together. Everything after the archive's time is lost.",
      ),
    ],
    // tidy51 7: a files-only restore exported the kept database for nothing
    [
      'post-installation.md',
      page(
        'When only files are lost (`storage/app`, `.env` or both) and the database is fine, keep the live database: run step 1, step 3 for what was lost, step 4 without its `queue:clear --force` and `queue:flush` lines (the queue is live), and step 6; never step 2.',
      ),
    ],
  ],
  'restore-archive-older-than-the-damage': [
    'post-installation.md',
    page(
      '### Restore the platform',
      '',
      '1. Empty `/root/restore`, then put the archive in and unpack it, as in step 2 of [Rehearse a restore](#rehearse-a-restore).',
      '2. Check the dump before anything is dropped:',
      '',
      '   `tail` must print `-- Dump completed on` with the date of the archive, and `grep -c` about the live count of tables that the last line prints. If either is wrong, stop here and take an older archive.',
    ),
  ],
  'new-server-step5-survives-new-terminal': [
    'post-installation.md',
    page(
      '5. Enter maintenance mode, bring the schema up to the code, create the storage link and the caches of step 12:',
      '',
      '   ```bash',
      '   sudo -u www-data php artisan down --secret="choose-a-long-random-string"',
      '   sudo -u www-data php artisan optimize:clear',
      '   sudo -u www-data php artisan migrate --force',
      '   sudo -u www-data php artisan migrate:status | grep -c Pending',
      '   sudo -u "$OWNER" -H ln -s /var/www/quiznest/admin/storage/app/public public/storage',
      '   ```',
    ),
  ],
  'restore-grep-password-without-quotes': [
    'post-installation.md',
    page(
      '2. Follow steps 1 to 5 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) with the QuizNest version the site ran. In step 3, give the database user the password that `grep` printed.',
    ),
  ],
  'restore-lists-nightly-backup-back': [
    'post-installation.md',
    page(
      "6. Only then, notifications back on (Extra's check), leave maintenance mode and put the scheduler and the nightly backup back:",
      '',
      '   ```bash',
      '   sudo -u www-data php artisan up',
      '   sudo crontab -u www-data ~/www-data.crontab',
      '   sudo mv /root/quiznest-backup /etc/cron.d/',
      '   sudo crontab -u www-data -l',
      '   ```',
      '',
      '   The last command shows the scheduler line again; if it does not, add it as in step 14 of the VPS guide.',
    ),
  ],
  'planned-move-intro-before-you-start-list': [
    'post-installation.md',
    page(
      '### Move a running site to a new server',
      '',
      "To leave Ubuntu 22.04 or a host, build the replacement (a VPS on a supported release, never 26.04) while the old one runs, then move a fresh archive with the VPS or cPanel tab of [Restore onto a new server](#restore-onto-a-new-server) above. From cPanel to a VPS: step 3 from the cPanel tab, every other step from the VPS tab. A step number alone is one of this list; every other names its procedure. The site pauses from step 3 to step 7. Check: step 5. Undo, until step 6: on the old server, `cd` into its `admin/` folder and run the block of step 6 of Restore the platform, the old server's tab (VPS: with `sudo mv /root/quiznest-backup /etc/cron.d/`; cPanel: its `crontab` line uncomments the backup job), and on a VPS `sudo systemctl start quiznest-queue`. On an admin-only VPS (client on Vercel), only `admin.example.com` moves: its TTL alone in step 1, no VPS step 15 in step 7; `example.com` and `www` stay on Vercel. From step 3's backup until DNS moves, only payment webhooks change the old site, so step 7's settlement is **Check Status**, through the bypass link, on every deposit and `SUB-` charge **Pending** on the new one (after `up`, the reconciliation credits a later one).",
    ),
  ],
  'planned-move-cpanel-tab-stands-alone': [
    [
      'post-installation.md',
      page(
        "2. Build the new host from last night's archive with DNS left alone: steps 1 and 2 of Restore onto a new server, cPanel tab, whose step 2 tests the lock from the new host's Terminal.",
      ),
    ],
    [
      'post-installation.md',
      page(
        "6. Point each A record of the names that move at the new host's IPv4 address and each AAAA record at its IPv6 address, or delete the AAAA records if it has none: an AAAA record left on the old host sends AutoSSL, IPv6 players and webhooks there. The old host stays in maintenance mode. Once the DNS check of the cPanel guide's **Before you start** shows only the new addresses, finish the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) on the new host: of its step 7, only item 1 (**Run AutoSSL**); then remove the four lock lines of its step 2 (the archive holds the **Super Admin**); then all of its step 8 but the scheduler's cron job (the storage link, the worker, the permission block, **Force HTTPS Redirect**).",
      ),
    ],
  ],
  'client-rebuild-block-of-its-own': [
    'post-installation.md',
    page(
      '   If `client/.env.production.local` exists, copy it the same way. To rebuild the running version after a change to `client/.env`, fill `client-next` from the live folder instead of the release: `sudo -u "$OWNER" rsync -a --exclude=/node_modules/ --exclude=/.next/ /var/www/quiznest/client/ /var/www/quiznest/client-next/`, then edit `client-next/.env` and build. If the build fails, nothing has changed for players: delete `client-next` and look at the error.',
    ),
  ],
  'mysql-upgrade-pauses-nightly-backup': [
    'post-installation.md',
    page(
      "5. Switch notifications back on (Extra's check), then start the worker, run `up` and put the crontab back as in the upgrade's step 5, and the nightly backup if you paused it (`sudo mv /root/quiznest-backup /etc/cron.d/`). After step 4, follow step 7 of [Restore the platform](#restore-the-platform): the noted credits.",
    ),
  ],
  'rollback-backup-put-back-checked-by-ls': [
    'post-installation.md',
    page(
      '   ```bash',
      '   sudo -u www-data php artisan up',
      '   sudo test -f /root/quiznest-backup && sudo mv /root/quiznest-backup /etc/cron.d/',
      '   ```',
    ),
  ],
  'cpanel-rollback-counts-tables-in-phpmyadmin': [
    [
      'post-installation.md',
      page(
        '   On cPanel, run the same `tail` and `grep` lines in Terminal first. Then open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop**, untick **Enable foreign key checks** in the confirmation (so the drop cannot stop halfway on a referenced table) and confirm, and import in Terminal with `mysql -u cpuser_quiznest -p cpuser_quiznest < ~/backups/quiznest-db-pre-update.sql`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   On cPanel, run the same `tail` and `grep` lines in Terminal first, and compare `grep -c` with the live count, `mysql -u cpuser_quiznest -p -N -e "SHOW TABLES" cpuser_quiznest | wc -l` (a few more after a failed migration, never fewer); if either is wrong, drop nothing, as above. Then open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop**, untick **Enable foreign key checks** in the confirmation (so the drop cannot stop halfway on a referenced table) and confirm, and import in Terminal with `mysql -u cpuser_quiznest -p cpuser_quiznest < ~/backups/quiznest-db-pre-update.sql`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   On cPanel:',
        '',
        '   1. Run the same `tail` and `grep` lines in Terminal, and compare `grep -c` with the live count, `mysql -u cpuser_quiznest -p -N -e "SHOW TABLES" cpuser_quiznest | wc -l` (a few more after a failed migration, never fewer). If either is wrong, drop nothing, as above.',
        '   2. Empty the database: open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop**, untick **Enable foreign key checks** in the confirmation (so the drop cannot stop halfway on a referenced table) and confirm. The `wc` line of item 1 now prints `0`.',
        '   3. Import the dump in Terminal:',
        '',
        '      ```bash',
        '      mysql -u cpuser_quiznest -p cpuser_quiznest < ~/backups/quiznest-db-pre-update.sql',
        '      ```',
        '',
        '3. Rebuild the caches and start the worker again as in step 5 without `migrate` (on a VPS, `sudo systemctl start quiznest-queue`, or `sudo supervisorctl start quiznest-queue` with Supervisor, before `queue:restart`), and check the site as in step 6, still in maintenance mode, except that **System Information** must now show the previous **QuizNest version**.',
      ),
    ],
    // diff50 install 1: the live count with SHOW TABLES
    [
      'post-installation.md',
      page(
        '   On cPanel:',
        '',
        '   1. Run the same `tail` and `grep` lines in Terminal, and compare `grep -c` with the live count, `mysql -u cpuser_quiznest -p -N -e "SHOW TABLES" cpuser_quiznest | wc -l` (a few more after a failed migration, never fewer). If either is wrong, drop nothing, as above.',
      ),
    ],
  ],
  'cpanel-rollback-pauses-backup-in-cron-jobs': [
    'Extra/index.md',
    page(
      "- Tell the payout officers to stop sending payouts until it is finished. Run the first step of [Restore the platform](/post-installation#restore-the-platform) once (a rollback's own first step stands in; if 02:30 may pass before `up`, pause the nightly backup as that step 1 does and put it back right after `up`: `sudo mv /root/quiznest-backup /etc/cron.d/`, cPanel: uncomment its line), and sign in through its bypass link.",
    ),
  ],
  'cpanel-handler-block-lost-by-hand-copy': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'In the browser, the handler block is missing, usually after an update that replaced `admin/public/.htaccess`: choose the version in **MultiPHP Manager** again.',
    ),
  ],
  'cpanel-php-upgrade-checks-cli-memory-limit': [
    'post-installation.md',
    page(
      "1. Check that the host offers the new version: `ls /usr/local/bin/ea-php*` lists `ea-php84`. If it does not, ask the host to add PHP 8.4 with the extensions of [Common Requirements](/common-requirements) to the server's EasyApache profile. Then check the extensions and QuizNest's dependencies with it:",
      '',
      '   ```bash',
      '   cd /home/cpuser/quiznest/admin',
      "   /usr/local/bin/ea-php84 -m | grep -Ei 'bcmath|gd|intl|mbstring|pdo_mysql|zip'",
      '   /usr/local/bin/ea-php84 ~/composer.phar check-platform-reqs --no-dev',
      '   ```',
    ),
  ],
  'move-password-without-quotes': [
    'post-installation.md',
    page(
      '   3. Steps 6 to 10 of the VPS guide with the QuizNest version the site runs: in its step 6 the names and password that `grep` printed, in its step 9 no `key:generate`, in its step 10 the two lock lines, kept until step 4 here removes them.',
    ),
  ],
  'stripe-faq-partial-skips-the-refund': [
    [
      'deposits/index.md',
      page(
        "QuizNest never changes a deposit because of a refund the provider reports. Close the player's open withdrawals as in step 1 of [Refund a deposit](#refund-a-deposit) (only those whose money has not left), then click **Mark as Refunded**, skipping its step 2: never refund again. Refunded only part of the payment: never click it; follow [Refund part of a deposit](#refund-part-of-a-deposit).",
      ),
    ],
    [
      'deposits/index.md',
      page(
        'QuizNest never changes a deposit because of a refund made at the provider, reported or not. Act on a Stripe refund as [A provider reports a refund](#a-provider-reports-a-refund) steps 2 to 4 say, with the Stripe refund id: withdrawals closed first, never refund again. Refunded only part of the payment: the deposit stays **Successful**, as expected; never click **Mark as Refunded** on it.',
      ),
    ],
  ],
  'refund-hold-ends-on-restore-tab-copy': [
    'withdraw/index.md',
    page(
      "   1. the coin log on the request's detail page shows that deposit's **Deposit Refund** line (a partial refund: the **Admin Adjustment** naming the refund's or dispute's id on the line), or",
    ),
  ],
  'partial-short-balance-rejects-newest-first': [
    'deposits/index.md',
    page(
      "4. If the balance is short of the part's coins, the adjuster hands the subtraction back to the deposit confirmer, who has the payout officer reject, as in step 1, every held request whose money has not left, then hands it back.",
    ),
  ],
  'payments-partial-refund-with-no-record-handed-over': [
    [
      'Payments/index.md',
      page(
        '| A refund at the provider has no **Refund** row here | A partial refund. | No adjustment: the running list\'s hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it. Note the refund id, the amount and the coins not subtracted beside the `DEP-` line of your export. |',
      ),
    ],
    // diff43 money 3: the take-back case never asks whose payment was refunded
    [
      'Payments/index.md',
      page(
        "6. Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is **Coins** minus those already subtracted, never **Mark as Refunded**); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2); NOWPayments: as Deposits' [A provider reports a refund](/deposits/#a-provider-reports-a-refund) step 3.",
      ),
    ],
  ],
  'won-dispute-adds-back-disputed-rest-only': [
    [
      'deposits/index.md',
      page(
        "Undo: if you win the dispute and the money comes back, add back the coins it took (the deposit's **Coins**, or the rest you subtracted) with **Adjust Balance** (**Add**).",
      ),
    ],
    // diff40 money 4: the Undo read on a won "refund refused" line adds back the whole Deposit Refund
    [
      'deposits/index.md',
      page(
        "Undo: if you win the dispute and the money comes back, add back exactly what this dispute took (its **Mark as Refunded**'s **Deposit Refund**, or the **Admin Adjustment** naming its dispute ID; nothing subtracted: nothing to add), never more than **Coins** minus the earlier parts' coins by step 3's formula, with **Adjust Balance** (**Add**), with the `DEP-` reference and the dispute ID in the **Reason**. After a restore, an **Add** made before it may be only on its [tab](/Extra/#the-restore-tab): look there first, and never make it again.",
      ),
    ],
  ],
  'restore-tab-settled-refunded-confirmed': [
    'Extra/index.md',
    page(
      "Search each lost reference on the running list's own tab: one listed with a refund reference (not a refund hold line) was refunded or returned and is *settled (refunded)*, never credited. Copy there each **Admin Adjustment** line since the backup.",
    ),
  ],
  'restore-tab-protected-to-its-editors': [
    'Admin Users/Role.md',
    page(
      'The running list is edited by deposit confirmers and payout officers (its refund hold lines); its [restore tab](/Extra/#the-restore-tab) by the Super Admin who restores and the finance manager, who alone marks its lines *settled*. Share it read-only with support agents and the auditor.',
    ),
  ],
  'coin-rate-undo-payout-officer-through-bypass': [
    'Settings/Finance Settings/Currency.md',
    page(
      'Either way, before step 9 leaves maintenance mode: the withdrawal requests made since the mistyped save keep the mistyped rate, so have the payout officer reject each with the **Reason** `Coin rate corrected, please request again` (**Pending** and **Approved** ones whose money has not left; the coins come back); then correct each deposit.',
    ),
  ],
  'money-wording-diff31': [
    'deposits/index.md',
    page(
      '3. A deposit confirmer has no **Adjust balance**: hand the subtraction, with both references, to the adjuster, a Super Admin or the finance manager ([Roles](/Admin%20Users/Role)).',
    ),
  ],
  'cpanel-restore-copy-without-option-file': [
    [
      'post-installation.md',
      page(
        "2. Check the archive's dump and keep a copy of the live database before anything is dropped:",
        '',
        '   ```bash',
        '   tail -n 1 ~/restore/database.sql',
        "   grep -c '^CREATE TABLE' ~/restore/database.sql",
        '   LIVE=~/backups/quiznest-db-before-restore-$(date +%F-%H%M).sql',
        '   (umask 077; mysqldump --defaults-extra-file="$HOME/.quiznest-backup.cnf" --single-transaction --quick --no-tablespaces cpuser_quiznest > "$LIVE")',
        '   tail -n 1 "$LIVE"',
        '   ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        '2. Check the room first: **Disk Usage** under **Statistics** (or `quota -s`) must leave more free than the archive\'s `storage/app` plus twice its `database.sql` (`du -sh ~/restore/storage/app ~/restore/database.sql`). If not, or if step 1\'s `tar` printed `Disk quota exceeded`, free space and unpack again. Then, until the nightly backup is set up (no `~/.quiznest-backup.cnf`), write `-u cpuser_quiznest -p` in place of `--defaults-extra-file="$HOME/.quiznest-backup.cnf"` here and in the Undo:',
        '',
        "   1. Check the archive's dump and keep a copy of the live database before anything is dropped:",
        '',
        '      ```bash',
        '      tail -n 1 ~/restore/database.sql',
        "      grep -c '^CREATE TABLE' ~/restore/database.sql",
        '      mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" -N -e "SHOW TABLES" cpuser_quiznest | wc -l',
        '      mkdir -p ~/backups && chmod 700 ~/backups',
        '      LIVE=~/backups/quiznest-db-before-restore-$(date +%F-%H%M).sql',
        '      (umask 077; mysqldump --defaults-extra-file="$HOME/.quiznest-backup.cnf" --single-transaction --quick --no-tablespaces cpuser_quiznest > "$LIVE")',
        '      tail -n 1 "$LIVE"',
      ),
    ],
  ],
  'restore-files-only-covers-both-files': [
    'post-installation.md',
    page(
      'When only `storage/app` or only `.env` is lost and the database is fine, keep the live database: run step 1, step 3 for that part only, step 4 without its `queue:clear --force` and `queue:flush` lines (the queue is live), and step 6; never step 2.',
    ),
  ],
  'restore-undo-written-out': [
    [
      'post-installation.md',
      page(
        'You will: pause the site. Check: step 5. Undo: step 2 keeps a copy of the live database before the `DROP`: empty the database and import that copy as step 2 does the archive; the old `storage/app` stays aside as `storage/app.before-restore` until you are sure.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '```bash',
        'cd /var/www/quiznest/admin',
        'LIVE=$(ls -t ~/backups/quiznest-db-before-restore-*.sql | head -n 1) && [ -s "$LIVE" ] && echo "$LIVE"',
        'sudo mysql -u root -p quiznest < "$LIVE"',
        'sudo test -f .env.before-restore && sudo cp -a .env.before-restore .env',
        'sudo test -d storage/app.before-restore && sudo rm -rf storage/app && sudo mv storage/app.before-restore storage/app',
        '```',
        '',
        "Then run step 4 without its `queue:clear --force` and `queue:flush` lines (the copy's queue is live), and step 6.",
      ),
    ],
    // diff50 install 1: the Undo counted with SHOW TABLES
    [
      'post-installation.md',
      page(
        '```bash',
        'cd /var/www/quiznest/admin',
        'LIVE=$(ls -t ~/backups/quiznest-db-before-restore-*.sql | head -n 1) && [ -s "$LIVE" ] && echo "$LIVE"',
        'sudo mysql -u root -p quiznest < "$LIVE" && echo imported',
        'sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l',
        'sudo test -f .env.before-restore && sudo cp -a .env.before-restore .env',
        '```',
      ),
    ],
  ],
  'backup-pause-line-tolerates-missing-job': [
    'post-installation.md',
    page(
      '   ```bash',
      '   sudo crontab -u www-data -l > ~/www-data.crontab.new && [ -s ~/www-data.crontab.new ] && mv ~/www-data.crontab.new ~/www-data.crontab && sudo crontab -u www-data -r',
      '   sudo mv /etc/cron.d/quiznest-backup /root/',
      '   mkdir -p ~/backups && chmod 700 ~/backups',
      '   ```',
    ),
  ],
  'cpanel-table-count-from-terminal': [
    [
      'post-installation.md',
      page(
        '   The first `tail` must print `-- Dump completed on` with the date of the archive you chose, and `grep -c` about the number of tables phpMyAdmin lists for `cpuser_quiznest`; if not, stop and take an older archive.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   2. Empty the database: open `cpuser_quiznest` in **phpMyAdmin**, tick **Check all** under the table list, choose **Drop**, untick **Enable foreign key checks** in the confirmation (so the drop cannot stop halfway on a referenced table) and confirm (if `cpuser_quiznest` is gone altogether, create it again in **MySQL Databases** and add `cpuser_quiznest` to it with **ALL PRIVILEGES**). Then check in Terminal that no table is left: this prints `0`, and any other number (phpMyAdmin lists 50 tables a page) means **Drop** again.',
      ),
    ],
    // diff50 install 1: SHOW TABLES counts views, which the dump's grep -c never counts
    [
      'post-installation.md',
      page('   ```bash', '   sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l', '   ```'),
    ],
    [
      'post-installation.md',
      page(
        '      ```bash',
        '      mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" -N -e "SHOW TABLES" cpuser_quiznest | wc -l',
        '      ```',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  (`tail`, `grep -c '^CREATE TABLE'` near the live count, printed in Terminal by `SHOW TABLES … | wc -l` on both platforms, never read off phpMyAdmin's list)",
      ),
    ],
  ],
  'restore-surviving-files-quietly': [
    'post-installation.md',
    page(
      '   Only files lost: for `storage/app`, this block without its `.env` lines, `sudo cp -an /root/restore/storage/app/. storage/app/` replacing the `mv` and `cp -a` lines (what survived stays); for `.env`, the `cd` and the `.env` lines.',
    ),
  ],
  'new-server-password-unescaped': [
    'post-installation.md',
    page(
      '2. Follow steps 1 to 5 of the cPanel guide. In step 3, give the database user the password that `grep` printed, without its surrounding double quotes, if any. DNS points at the old address until step 4 below.',
    ),
  ],
  'cpanel-up-after-wait-cds-first': [
    'post-installation.md',
    page(
      "7. Through the bypass link, run the settlement, here **Check Status** alone; then run `/usr/local/bin/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 of the cPanel guide and set up the client.",
    ),
  ],
  'cpanel-worker-line-memory-flag': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      'Every minute it processes the waiting jobs and exits when the queue is empty, or after 55 seconds so that runs do not pile up. Jobs wait at most about a minute.',
    ),
  ],
  'move-cpanel-guide-steps-name-phone-test': [
    'post-installation.md',
    page(
      '   2. Steps 1 to 5 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) with the QuizNest version the site runs: in its step 3 the password that `grep` printed, without its surrounding double quotes, if any.',
    ),
  ],
  'restore-zone-on-cpanel-date': [
    'post-installation.md',
    page(
      "Take the newest archive made before the damage began (its name is the server's date and time; `timedatectl` shows the zone).",
    ),
  ],
  'client-rebuild-second-block-sets-owner': [
    'post-installation.md',
    page(
      '   ```bash',
      '   cd /var/www/quiznest/client-next',
      '   sudo -u "$OWNER" -H npm ci',
      '   sudo -u "$OWNER" -H npm run build',
      '   ls .next/standalone/server.js',
      '   ```',
    ),
  ],
  'install-sh-check-ignores-summary-password': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '      `grep` must show `DB_HOST=127.0.0.1` and the database, user and password of `sudo cat /root/quiznest-install-summary.txt`, and `mysql` (press Enter at the password prompt) no table at all.',
    ),
  ],
  'move-undo-points-at-step-6-block': [
    'post-installation.md',
    page(
      "- **Undo, until step 6**: on the old server, `cd` into its `admin/` folder and run the block of step 6 of [Restore the platform](#restore-the-platform), the old server's tab (VPS: with `sudo mv /root/quiznest-backup /etc/cron.d/`, then `ls /etc/cron.d/` shows `quiznest-backup`; cPanel: its `crontab` line uncomments the backup job), and on a VPS `sudo systemctl start quiznest-queue`.",
    ),
  ],
  'menu-visibility-example-offered-pages': [
    [
      'Settings/Navigation/Menu.md',
      page(
        'A typical header shows **Sign Up** to guests and **My Contests** to signed-in players. Add both items and set **Visibility** to **Guests Only** on the first and **Signed-in Players Only** on the second.',
      ),
    ],
    // read33 settings 8: FAQ is a home section, not a page the Internal Page list offers
    [
      'Settings/Navigation/Menu.md',
      page('2. Add each child item (**FAQ**, **Contact**) and set its **Parent** to **Help**.'),
    ],
  ],
  'broken-logo-names-bucket': [
    'Settings/Theme Settings/Logo and Favicon.md',
    page(
      'If an image is broken rather than old, the public storage link is missing: create it as [Link the storage folder](/post-installation#link-the-storage-folder) shows for your platform.',
    ),
  ],
  'service-test-success-names-log-mailer': [
    'Settings/Integration Settings/Service.md',
    page('3. The test is sent at once, not through the queue, so an error appears on screen:'),
  ],
  'admin-robots-keeps-api-open': [
    'Settings/SEO & Meta/Robots TXT.md',
    page(
      "This screen controls the client's file only. The admin panel answers `https://admin.example.com/robots.txt` from the file `admin/public/robots.txt`, which you edit on the server; the [update procedure](/post-installation#update-to-a-new-version) excludes it, so an update keeps your version.",
    ),
  ],
  'gdpr-check-names-tag-host': [
    'Settings/System Setting/GDPR Cookie.md',
    page(
      "5. Open the client app in a private browser window: the banner appears. Click **Reject all** and check in the browser's developer tools that no request goes to `google-analytics.com`.",
    ),
  ],
  'test-account-deletion-step-8': [
    'Settings/User Settings/Social Login.md',
    page(
      '6. Once the test has passed, delete the test player: open it in [Users](/Mange%20User/Users) and click **Delete** ([Deleting an account](/Mange%20User/Users#deleting-an-account)), so no real account of yours stays among the players.',
    ),
  ],
  'sitemap-parts-loop-cds-first': [
    'Settings/SEO & Meta/Sitemap XML.md',
    page(
      'For up to 150,000 addresses, in `/var/www/quiznest/admin`:',
      '',
      ...code(
        'bash',
        'for n in 1 2 3; do',
        '  [ -e public/sitemap-$n.xml ] || sudo install -o www-data -g www-data -m 644 /dev/null public/sitemap-$n.xml',
        'done',
      ),
    ),
  ],
  'sitemap-stale-names-worker': [
    'Settings/SEO & Meta/Sitemap XML.md',
    page(
      '- **Last Generated does not change, and the Log Viewer of [Extra](/Extra/) shows `file_put_contents(/var/www/quiznest/admin/public/sitemap-2.xml): Failed to open stream: Permission denied`.** On a VPS, the site has outgrown the parts that exist.',
    ),
  ],
  'own-questions-ai-review-by-publisher': [
    'Admin Users/Role.md',
    page(
      '- **Manage Quizzes > Quizzes**: View, **Generate with AI**, if contest questions are written with AI (a content editor reviews them)',
    ),
  ],
  'automated-backup-first-names-from-env': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '1. Dump the database and archive `admin/storage/app` and `admin/.env`. `mysqldump` asks for the database password, which `sudo cat /root/quiznest-install-summary.txt` shows; `sudo` lets `tar` read files of `www-data`:',
    ),
  ],
  'install-sh-db-password-from-env': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "In the summary file `/root/quiznest-install-summary.txt`, and in `DB_PASSWORD` of `admin/.env`; every step's output is logged in `/var/log/quiznest-install.log`.",
    ),
  ],
  'laragon-mysql84-my-ini-line': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      '- Download MySQL 8.4 LTS as the **ZIP Archive** for Windows (x86, 64-bit) from `dev.mysql.com`, extract it into its own folder under `C:\\laragon\\bin\\mysql\\`, select it in **Menu > MySQL > Version**, and click **Start All** again. `mysql --version` then shows `8.4.x`.',
    ),
  ],
  'standalone-wrong-api-rebuild-through-update': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      'The build picked up your development values or none at all. Set both variables in `client/.env.production.local` (step 2), build again and upload. You can confirm the value before uploading:',
    ),
  ],
  'linux-sudo-mysql-names-rhel9': [
    'installation-guide/local-machine-setup/Linux.md',
    page(
      "Open the database console as root. On Ubuntu, Debian and Fedora, `sudo mysql` signs you in through the system's root account without a password.",
    ),
  ],
  'payments-refund-outside-flow-whole-or-part': [
    [
      'Payments/index.md',
      page(
        "| A refund at the provider has no **Refund** row here, and the deposit is still **Successful** | A partial refund. | No adjustment: the running list's hold line accounts for it. Neither: the coins were never taken back: hand the `DEP-` and refund id to the deposit confirmer, who follows [Refund part of a deposit](/deposits/#refund-part-of-a-deposit), skipping the refund of its step 2. |",
      ),
    ],
    // diff43 money 4: a "searched" tab entry read as a refund in progress
    [
      'Payments/index.md',
      page('5. A line naming this `DEP-` not yet done is a refund in progress: leave it to its owner.'),
    ],
    // read31 ops 1: a refund in progress left to "its owner", a role the hold line's writer (a payout officer) is not
    [
      'Payments/index.md',
      page(
        "4. A line on the running list's main tab naming this `DEP-`, not yet done, is a refund in progress: leave it to its owner.",
      ),
    ],
  ],
  'restore-tab-protected-where-made': [
    'Extra/index.md',
    page(
      "On a tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet, headed with the restore's date and backup time, write each lost payment, refund and payout you saw at a provider or on a payout statement.",
    ),
  ],
  'coin-rate-undo-paid-payout-corrected': [
    'Settings/Finance Settings/Currency.md',
    page(
      'Either way, before step 9 leaves maintenance mode: have the payout officer (send them the **Bypass Link**) reject each with the **Reason** `Coin rate corrected, please request again` (**Pending** and **Approved** ones whose money has not left; the coins come back; a paid one: hand its `WDR-` to the finance manager); then correct each deposit.',
    ),
  ],
  'restore-tab-one-case-per-line': [
    'Extra/index.md',
    page(
      "On a tab of the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) sheet, headed with the restore's date and backup time, write each lost payment, refund and payout you saw at a provider or on a payout statement: reference, provider or payout id, coins, the player's email and username. Add the export's other lost `DEP-` and `SUB-` as *unpaid*: owed only once the provider shows them paid. Search each lost reference on the running list's own tab: one listed with a refund reference (not a refund hold line) was refunded or returned and is *settled (refunded)*.",
    ),
  ],
  'restore-contest-first-row-split': [
    'Extra/index.md',
    page(
      '| The contest | Do |',
      '|---|---|',
      '| Created since the backup, or **Draft** now | With **Contest Prize** or **Contest Refund** lines: nothing (the starts hold them). Else tell its players; the publisher creates a lost one again. |',
    ),
  ],
  'users-deletion-step-7-one-case-per-row': [
    'Mange User/Users.md',
    page(
      '| Step | Who | Permission |',
      '|---|---|---|',
      "| 7. A balance given up in writing, still the balance the player's written answer gives up: record it with an **Adjust Balance** **Subtract** of the whole balance. Below 0 (a chargeback): **Add** up to 0, only in the same sitting as step 8, right before its **Delete**. | Finance manager | **Adjust balance** |",
    ),
  ],
  'subscription-refund-checks-charge-first': [
    'Subscription/index.md',
    page(
      '### Refund a subscription',
      '',
      "1. Refund the payment in the provider's dashboard.",
      "2. Find the `SUB-...` charge in [Payments](/Payments/) with the [filters widened](/deposits/#the-deposit-list-and-its-filters) and click **Mark as Refunded**, with the provider's refund id and a reason.",
    ),
  ],
  'where-is-my-money-other-outcomes': [
    'Payments/index.md',
    page(
      '| What you find | What it means | What you tell the player |',
      '|---|---|---|',
      '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | Look up the payment at the provider. |',
      '| A **Withdrawal** row, **Paid** | You sent it. | The date and the payout reference. |',
      '| A **Refund** row | You refunded it. | The date and refund reference. |',
    ),
  ],
  'restore-tab-lost-deposit-looked-up-after-export': [
    'Extra/index.md',
    page(
      '- Any other `DEP-` or `SUB-` of the Payments export: *unpaid*: owed only once the provider shows it paid.',
    ),
  ],
  'coin-rate-undo-numbered': [
    [
      'Settings/Finance Settings/Currency.md',
      page(
        "Check: the wallet's deposit form shows the new rate's coins for a `1.00` amount. Undo: undoing a raise is a lowering: follow steps 4 to 8 in full before you save the old rate; undoing a lowering is a raise.",
      ),
    ],
    // read30 settings 5: step 1 packs maintenance mode, the Live contest and two settling routes in one run
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '### Undo a wrong coin rate',
        '',
        'Undoing a raise is a lowering; undoing a lowering is a raise. Either way:',
        '',
        '1. Put the site back in maintenance mode (step 5) at once, as the check runs after it reopened; then cancel a contest **Live** now, which runs without players ([Maintenance Mode](/Settings/System%20Setting/Maintenance%20Mode#what-players-and-the-api-see)), or accept that. Then settle the deposits: undoing a raise, follow steps 4 to 8 in full (gateways **Disabled** and refund addresses asked at once, manual and held deposits decided); undoing a lowering, steps 6 and 7.1.',
        '2. Withdrawal requests made since the mistyped save keep the mistyped rate.',
        '3. A paid one: hand its `WDR-` to the finance manager.',
        '4. Correct each deposit credited at the mistyped rate.',
        '5. Go on at step 9 with the corrected rate.',
      ),
    ],
  ],
  'won-dispute-adds-back-only-what-it-took': [
    'deposits/index.md',
    page(
      "Check: the deposit is **Refunded** (after an earlier partial refund: still **Successful**, with an **Admin Adjustment** for the rest naming the dispute ID, or, nothing to subtract, the hold line marked done with the dispute ID), and if the balance is negative, the player has no open withdrawal whose money has not left. Undo: if you win the dispute and the money comes back, add back the disputed coins (the deposit's **Coins**; after an earlier partial refund, **Coins** minus the earlier parts' coins by step 3's formula, subtracted or not) with **Adjust Balance** (**Add**), with the `DEP-` reference and the dispute ID in the **Reason**. After a restore, an **Add** made before it may be only on its [tab](/Extra/#the-restore-tab): look there first, and never make it again.",
    ),
  ],
  'failed-refund-resent-only-if-it-never-left': [
    'deposits/index.md',
    page(
      '   3. To reject one, refund it, and as you send the refund add its `DEP-` reference, the date and the refund reference or transaction hash to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it; if the refund fails, note it on the line and send it again (a wrong address: to one a support agent asks the player for, as in 4.2), with its new refund reference on the line; one the provider can no longer refund (a closed card, a refund window passed) is never dropped, since the player holds no coins for it: send the money another way (a bank transfer or wallet address a support agent asks the player for), its reference on the line. A "refund hold" line ([Refund a deposit](#refund-a-deposit) step 1.1) records no refund. Only the [monthly reconciliation](/Payments/#reconcile-with-a-provider-month-by-month) counts one marked "nothing subtracted", to account for its coins; no guard reads it as a refund. Then click **Mark as Failed** with that reference in the note. A deposit already **Failed** has no **Mark as Failed**: leave it **Failed**; its line on the list is its record.',
    ),
  ],
  'stripe-faq-partial-checks-already-handled': [
    [
      'deposits/index.md',
      page(
        "QuizNest never changes a deposit because of a refund the provider reports (Authorize.Net, Square, Coinbase Commerce and NOWPayments only add a note). Close the player's open withdrawals as in step 1 of [Refund a deposit](#refund-a-deposit) (only those whose money has not left), then click **Mark as Refunded**, skipping its step 2: never refund again. Refunded only part of the payment: never click it; follow [Refund part of a deposit](#refund-part-of-a-deposit), skipping the refund of its step 2 (note the Stripe refund id on the hold line): never refund again.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        'QuizNest never changes a deposit because of a refund made at the provider, reported or not. Act on a Stripe refund as [A provider reports a refund](#a-provider-reports-a-refund) steps 2 to 4 say, with the Stripe refund id: withdrawals closed first, never refund again. Refunded only part of the payment: the deposit stays **Successful**, as expected; never click **Mark as Refunded** on it.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  Stripe question links A provider reports a refund steps 2 to 4, whose step 2 looks for an **Admin Adjustment** or',
        '  running-list line naming that refund id (handled: stop). Authorize.Net eCheck.Net is left off for QuizNest: it is',
      ),
    ],
  ],
  'refund-event-rows-keep-refund-id-note': [
    'payment-gateways/square.md',
    page(
      "3. Choose the newest API version offered, select the events `payment.created` and `payment.updated`, and save. `refund.created` and `refund.updated` are optional: QuizNest only records them as notes of a refund made at Square: once a note shows it **Completed** (a new refund can still fail), if the deposit is still **Successful** and no line on the running list (open or done) and no **Admin Adjustment** in the coin log names the note's refund id (a hold line on it still without a refund id: ask who is refunding first), take its coins back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping its step 2: never refund again.",
    ),
  ],
  'hold-line-readers-named': [
    'deposits/index.md',
    page(
      '   3. To reject one, refund it, and as you send the refund add its `DEP-` reference, the date and the refund reference or transaction hash to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it; if the refund fails, note it on the line and send it again (a wrong address: to one a support agent asks the player for, as in 4.2), with its new refund reference on the line; one the provider can no longer refund (a closed card, a refund window passed) is never dropped, since the player holds no coins for it: send the money another way (a bank transfer or wallet address a support agent asks the player for), its reference on the line. A "refund hold" line ([Refund a deposit](#refund-a-deposit) step 1.1) records no refund. Only the [monthly reconciliation](/Payments/#reconcile-with-a-provider-month-by-month) counts one marked "nothing subtracted", to account for its coins; no guard reads it as a refund. Then click **Mark as Failed** with that reference in the note. A deposit already **Failed** has no **Mark as Failed**: leave it **Failed**; its line on the list is its record.',
    ),
  ],
  'daily-check-reject-one-case-per-line': [
    'deposits/index.md',
    page(
      '4. In the same list, decide the held deposits.',
      '   3. To reject one, refund it, and as you send the refund add its `DEP-` reference, the date and the refund reference or transaction hash to a running list kept outside QuizNest (a shared sheet), so that no account deletion and no restore removes it; if the refund fails, note it on the line and send it again (a wrong address: to one a support agent asks the player for, as in 4.2), with its new refund reference on the line; one the provider can no longer refund (a closed card, a refund window passed) is never dropped, since the player holds no coins for it: send the money another way (a bank transfer or wallet address a support agent asks the player for), its reference on the line. A "refund hold" line ([Refund a deposit](#refund-a-deposit) step 1.1) records no refund. Only the [monthly reconciliation](/Payments/#reconcile-with-a-provider-month-by-month) counts one marked "nothing subtracted", to account for its coins; no guard reads it as a refund. Then click **Mark as Failed** with that reference in the note. A deposit already **Failed** has no **Mark as Failed**: leave it **Failed**; its line on the list is its record.',
    ),
  ],
  'check-pending-stops-at-held-note': [
    [
      'deposits/index.md',
      page(
        "2. Read the **Activity** list. No webhook at all usually means the webhook URL is not registered, or is registered in the other mode, in the provider's dashboard; see the gateway's page under [Payment Gateways](/category/payment-gateways). A **Mark as Failed** with a refund reference, or its `DEP-` on the running list's own tab (not a restore's), is a payment you refunded: leave it **Failed** ([daily check](#check-pending-manual-deposits-every-day) step 7), tell the player it was refunded, with the refund reference from the line (nothing came back: check the refund at the provider), and stop here.",
        '6. If the provider shows it pending, held or still processing (a PayPal or Authorize.Net hold, NOWPayments `confirming` or "partially paid", a Mollie bank transfer, a Mercado Pago voucher), leave the deposit as it is and follow the gateway\'s page or [daily check](#check-pending-manual-deposits-every-day) steps 4, 5 and 8. Tell the player the payment is clearing: a bank transfer, voucher or `confirming` payment turns **Failed** after 24 hours (they get "Deposit failed") and is credited when it arrives.',
        '',
        "Open the deposit and read its **Activity** list: marked **Failed** with a refund reference, or its `DEP-` on the daily check's running list, it was refunded and stays **Failed** ([daily check](#check-pending-manual-deposits-every-day) step 7); otherwise click **Check Status**, and if the gateway still does not confirm but its dashboard shows the payment completed in **Live** mode, click **Mark as Successful** ([Check a pending deposit](#check-a-pending-deposit)). Never add the coins with **Adjust Balance**: a late webhook would credit the deposit on top of them.",
      ),
    ],
    // read32 SIMPLIFY: the question restated Check a pending deposit
    [
      'deposits/index.md',
      page(
        '### A player was charged but has no coins. What do I do?',
        '',
        'Open the deposit and read its **Activity** list: marked **Failed** with a refund reference, or its `DEP-` on a refund line of the daily check\'s running list, it stays as it is, **Failed** or **Refunded** ([daily check](#check-pending-manual-deposits-every-day) step 7; what to tell the player: [Check a pending deposit](#check-a-pending-deposit) step 2.1); a "risk review" or "partially paid" note: the daily check\'s step 4 decides it; otherwise click **Check Status**, and if the gateway still does not confirm but its dashboard shows the payment completed in **Live** mode, click **Mark as Successful** ([Check a pending deposit](#check-a-pending-deposit)). Never add the coins with **Adjust Balance**: a late webhook would credit the deposit on top of them.',
      ),
    ],
  ],
  'live-save-closed-production-test-gateways': [
    'payment-gateways/overview.md',
    page(
      "- [ ] **Status** is **Enabled**, and **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, all in the **Save** that switched **Mode** to **Live**; the gateway's place in the list is where you want it.",
    ),
  ],
  'restore-undo-only-before-step-5': [
    'post-installation.md',
    page(
      "**Undo**, best before step 6 (after `up`, what players did is lost). Check step 2's copy of the live database:",
    ),
  ],
  'restore-undo-block-finds-copy-itself': [
    [
      'post-installation.md',
      page(
        '```bash',
        'sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        'sudo mysql -u root -p quiznest < "$LIVE"',
        'sudo test -f .env.before-restore && sudo cp -a .env.before-restore .env',
        '```',
      ),
    ],
    // fix46i: read30-ops 2 [LIVE] (the files-only Undo stopped after two lines).
    [
      'post-installation.md',
      page(
        "**Undo**, only before step 5 (the site still in maintenance mode, nothing credited, noted or on a restore tab); once step 5 has begun there is none: finish the restore and correct in the panel. Only files restored: run just the `cd` line and the `.env` line of the second block (`storage/app` put back with `rsync` only gained missing files). Otherwise check step 2's copy of the live database:",
        '',
        "**Undo**, only before step 5 (the site still in maintenance mode, nothing credited, noted or on a restore tab); once step 5 has begun there is none: finish the restore and correct in the panel. Only files restored: run just the `cd` line and the `.env` line of the second block (`storage/app` put back with `rsync` only gained missing files). Otherwise check step 2's copy of the live database:",
      ),
    ],
    // tidy51 8: 'the second block' named no block of the Undo
    [
      'post-installation.md',
      page(
        "**Undo**, only before step 5. Only files restored: run the `cd` line and the `.env` line of the second block (`storage/app` put back with `rsync` only gained missing files), then step 4 without its `queue:clear --force` and `queue:flush` lines, and step 6. Otherwise check step 2's copy of the live database. A **Database Backup** file (step 3 skipped): all but the last two lines.",
        '',
        "**Undo**, only before step 5. Only files restored: run the `cd` line and the `.env` line of the second block (`storage/app` put back with `rsync` only gained missing files), then step 4 without its `queue:clear --force` and `queue:flush` lines, and step 6. Otherwise check step 2's copy of the live database. A **Database Backup** file (step 3 skipped): all but the last two lines.",
      ),
    ],
  ],
  'restore-count-dropped-tables-is-damage': [
    'post-installation.md',
    page(
      '   The first `tail` must print `-- Dump completed on` with the date of the archive you chose, and `grep -c` about the live count of tables that the `wc` line prints; if not, stop and take an older archive.',
    ),
  ],
  'restore-files-only-names-mv-and-cp-lines': [
    'post-installation.md',
    page(
      '   Only files lost: for `storage/app`, this block without its `.env` lines, with `rsync -a --ignore-existing ~/restore/storage/app/ storage/app/` in place of its two `storage/app` lines (what survived stays); for `.env`, the `cd` and the `.env` lines.',
    ),
  ],
  'new-server-sql-password-keeps-escaping': [
    'post-installation.md',
    page(
      '3. Follow steps 6 to 11 of the VPS guide. In step 6, create the database and user with the names and password that `grep` printed, the password without its surrounding double quotes, if any, and with `\\\\` and `\\"` typed as `\\` and `"`.',
    ),
  ],
  'up-after-wait-cds-first': [
    'post-installation.md',
    page(
      "7. Through the bypass link, redo the money, accounts and settings changed since the archive, switch back on any notifications you switched off (Extra's check), run `sudo -u www-data php artisan up`, and only then follow steps 14 and 15.",
    ),
  ],
  'backup-pause-guarded-on-extra': [
    'Extra/index.md',
    page(
      '- Run the first step of Restore the platform once (if 02:30 may pass before `up`, pause the nightly backup, `sudo mv /etc/cron.d/quiznest-backup /root/`, and put it back right after `up`: `sudo mv /root/quiznest-backup /etc/cron.d/`).',
    ),
  ],
  'client-swap-blocks-set-owner': [
    'post-installation.md',
    page(
      '```bash',
      'cd /var/www/quiznest',
      'sudo rm -rf client-failed',
      'sudo mv client client-failed && sudo mv client-previous client',
      'sudo -u "$OWNER" -H pm2 reload quiznest-client',
      '```',
    ),
  ],
  'domain-change-split-only-when-shared': [
    'post-installation.md',
    page(
      '- **Certificate split.** On a server set up by `install.sh`, split its certificate first: its one certificate, `admin.example.com`, covers every name, and step 6 and the retirement at the end need two.',
    ),
  ],
  'update-rollback-after-failed-rsync': [
    'post-installation.md',
    page(
      'If `migrate --force` stops with an error in step 5, a check of step 6 fails, or the site does not work after `up`, go back to the previous release.',
    ),
  ],
  'cpanel-new-server-closes-folders-before-cache': [
    'post-installation.md',
    page(
      '   ```bash',
      '   cp ~/restore/.env .env',
      '   chmod 600 .env',
      '   touch storage/installed',
      '   /usr/local/bin/ea-php83 artisan down --secret="choose-a-long-random-string"',
      '   /usr/local/bin/ea-php83 artisan config:cache',
      '   ```',
    ),
  ],
  'cpanel-move-old-host-count': [
    'post-installation.md',
    page(
      '4. On the new host, run the blocks of step 1 of Restore onto a new server, cPanel tab: unpacked and its dump checked (`grep -c` about the count that the `wc` line of step 2 of Restore the platform, cPanel tab, prints on the old host).',
    ),
  ],
  'planned-move-vps-to-cpanel-mapped': [
    [
      'post-installation.md',
      page(
        '- **Mixed platforms**: from cPanel to a VPS, step 3 from the cPanel tab, every other step from the VPS tab.',
      ),
    ],
    // read32 installA 2 (the VPS step 3 now notes the count) and diff50 install 1
    [
      'post-installation.md',
      page(
        '- **Mixed platforms**: from cPanel to a VPS, step 3 from the cPanel tab, every other step from the VPS tab; from a VPS to cPanel, step 3 from the VPS tab, every other step from the cPanel tab, step 4 comparing with the old server\'s `sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l`.',
      ),
    ],
  ],
  'cpanel-monthly-check-without-rclone': [
    'post-installation.md',
    page('Then, in Terminal (not step 1 of the restore, which stops the site):'),
  ],
  'client-address-rules-named-by-comment': [
    'post-installation.md',
    page(
      '   - **cPanel, static export**: in `client/.env.production.local`. In `client/public/.htaccess`, replace the address rules at the top with those of step 6.',
    ),
  ],
  'cpanel-restore-pauses-backup-line': [
    [
      '../CONTENT_GUIDE.md',
      page("- Updates and restores pause only QuizNest's two cron lines: `crontab -l`."),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "- Updates pause only QuizNest's two cron lines: `crontab -l > ~/cpuser.crontab.new && grep",
        "  -q '^[^#]*quiznest/admin' ~/cpuser.crontab.new && mv ~/cpuser.crontab.new ~/cpuser.crontab && sed",
        "  '/quiznest\\/admin/ s/^/#/' ~/cpuser.crontab | crontab -` (run again while paused, it keeps the file it",
        "  saved first), then `crontab ~/cpuser.crontab` puts the file back. Restores and the move pause the nightly backup's line too (`sed -E '/quiznest\\/admin|quiznest-backup/ s/^/#/'`).",
      ),
    ],
  ],
  'cron-reconciliation-names-held-deposits': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      '| Deposit reconciliation | Every 10 minutes | Asks the gateway for the status of each **Pending** deposit for 24 hours, then marks it **Failed** with the reason "expired". See [Deposits](/deposits/). |',
    ),
  ],
  'withdraw-method-test-player-verified-then-deleted': [
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '6. At once, from a verified test player account, open the withdraw screen of the client app and check that the method, its charge and its fields look right. If not, set **Status** to **Disabled**, correct the method, and **Reject** with a **Reason** any request made on it meanwhile, whose figures are fixed.',
      ),
    ],
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        "6. At once, check it from a verified test player: sign up a test account on the client app, submit its **Profile > Verification** form and **Approve** it on the account's **KYC** tab ([Users](/Mange%20User/Users#verifying-email-and-kyc)), then open the withdraw screen and check that the method, its charge and its fields look right. If not, set **Status** to **Disabled**, correct the method, and **Reject** with a **Reason** any request made on it meanwhile, whose figures are fixed. Then delete the test account: with no deposit, withdrawal or contest, it goes straight to step 8 of [Deleting an account](/Mange%20User/Users#deleting-an-account), after step 7a's **Subtract** if a **Sign-up Bonus** gave it coins (**Reason** naming the test).",
      ),
    ],
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        "6. At once, check it from a verified test player: on the client app, sign in as a test player made with **Add User** ([Users](/Mange%20User/Users#adding-a-player): its email is verified), submit its **Profile > Verification** form and **Approve** it on the account's **KYC** tab ([Users](/Mange%20User/Users#verifying-email-and-kyc)), then open the withdraw screen and check that the method, its charge and its fields look right. Then delete the test account: with no deposit, withdrawal or contest, it goes straight to step 8 of [Deleting an account](/Mange%20User/Users#deleting-an-account).",
      ),
    ],
  ],
  'maintenance-bypass-link-after-cli-down': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'Open `https://admin.example.com/choose-a-long-random-string` once to get the cookie. The panel shows the mode as **On**, and you can turn it off from this screen.',
    ),
  ],
  'menu-example-reuses-existing-leaderboard': [
    'Settings/Navigation/Menu.md',
    page(
      'For example, show the **About Us** page to guests and **Leaderboard** to signed-in players: add both as **Internal Page** items and set **Visibility** to **Guests Only** on the first and **Signed-in Players Only** on the second.',
    ),
  ],
  'coin-rate-undo-reenters-maintenance': [
    'Settings/Finance Settings/Currency.md',
    page(
      '1. Settle the deposits: undoing a raise, follow steps 4 to 8 in full (gateways **Disabled** and refund addresses asked at once, manual and held deposits decided); undoing a lowering, steps 6 and 7.1.',
    ),
  ],
  'currency-charges-round-half-up': [
    'Settings/Finance Settings/Currency.md',
    page(
      "| **Decimal Places** | How many digits follow the decimal separator. | `2` | Money amounts are also rounded to this many places, half up: a deposit's **Charge** is rounded first. |",
    ),
  ],
  'coin-rate-steps-read-in-one-pass': [
    'Settings/Finance Settings/Currency.md',
    page('   2. **Lowering only:** If it turns `finished` first, it is paid: send no refund.'),
  ],
  'payments-refund-without-row-as-list': [
    [
      'Payments/index.md',
      page(
        '| A refund at the provider has no **Refund** row here | A partial refund. | In the **Coin Log** of [Reports](/Report/), **Type** **Admin Adjustment**, **Search** the player, and read the `DEP-` reference in the **Note**. |',
      ),
    ],
    // diff40 money 7: step 5 without the NOWPayments rule
    [
      'Payments/index.md',
      page(
        '### A refund with no Refund row',
        '',
        "Take the refund id from the provider's line, then the first case that fits:",
        '',
        "1. A `SUB-` charge (it moves no coins): the whole charge refunded, [Refund a subscription](/Subscription/#refund-a-subscription) step 2 (**Mark as Refunded** with the refund id) and the paragraph after it (a renewal: a Super Admin's **Assign Plan**); a part, note the refund id and amount beside its `SUB-` line.",
        "2. In the **Coin Log** of [Reports](/Report/), **Type** **Admin Adjustment**, **Search** the player, and read the `DEP-` reference in its **Reason**, shown as **Note** in the Coin Log (Search does not look in it): one naming this refund id accounts for it. One made before a restore may be only on that restore's [tab](/Extra/#the-restore-tab): never make it again.",
        '3. No such adjustment: the running list\'s hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it; note that beside the `DEP-` line.',
        '4. A line naming this `DEP-` not yet done is a refund in progress: leave it to its owner.',
        '5. Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is **Coins** minus those already subtracted, never **Mark as Refunded**); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2).',
      ),
    ],
    // diff42 money 1: the "searched" tab never read, so a further payment's refund took back the whole deposit
    [
      'Payments/index.md',
      page(
        '### A refund with no Refund row',
        '',
        "Take the refund id from the provider's line, then the first case that fits:",
        '',
        "1. A `SUB-` charge (it moves no coins): the whole charge refunded, [Refund a subscription](/Subscription/#refund-a-subscription) step 2 (**Mark as Refunded** with the refund id) and the paragraph after it (a renewal: a Super Admin's **Assign Plan**); a part, note the refund id and amount beside its `SUB-` line.",
        "2. In the **Coin Log** of [Reports](/Report/), **Type** **Admin Adjustment**, **Search** the player, and read the `DEP-` reference in its **Reason**, shown as **Note** in the Coin Log (Search does not look in it): one naming this refund id accounts for it. One made before a restore may be only on that restore's [tab](/Extra/#the-restore-tab): never make it again.",
        '3. No such adjustment: the running list\'s hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it; note that beside the `DEP-` line.',
        '4. A line naming this `DEP-` not yet done is a refund in progress: leave it to its owner.',
        "5. Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is **Coins** minus those already subtracted, never **Mark as Refunded**); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2); NOWPayments: as Deposits' [A provider reports a refund](/deposits/#a-provider-reports-a-refund) step 3.",
      ),
    ],
    // diff43 money 1, 3 and 4: a further payment matched on the "searched" tab by refund id alone, after three other cases
    [
      'Payments/index.md',
      page(
        '### A refund with no Refund row',
        '',
        "Take the refund id from the provider's line, then the first case that fits:",
        '',
        "1. A `SUB-` charge (it moves no coins): the whole charge refunded, [Refund a subscription](/Subscription/#refund-a-subscription) step 2 (**Mark as Refunded** with the refund id) and the paragraph after it (a renewal: a Super Admin's **Assign Plan**); a part, note the refund id and amount beside its `SUB-` line.",
        "2. In the **Coin Log** of [Reports](/Report/), **Type** **Admin Adjustment**, **Search** the player, and read the `DEP-` reference in its **Reason**, shown as **Note** in the Coin Log (Search does not look in it): one naming this refund id accounts for it. One made before a restore may be only on that restore's [tab](/Extra/#the-restore-tab): never make it again.",
        '3. No such adjustment: the running list\'s hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it; note that beside the `DEP-` line.',
        '4. The "searched" tab of the [running list](/deposits/#check-pending-manual-deposits-every-day) sheet names this refund id (NOWPayments: the payment\'s `payment_id`) beside the `DEP-`: a further payment on one deposit (daily check step 8.1); it accounts for the refund: note that beside the provider line, nothing else to do.',
        '5. A line naming this `DEP-` not yet done is a refund in progress: leave it to its owner.',
        "6. Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is **Coins** minus those already subtracted, never **Mark as Refunded**); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2); NOWPayments: as Deposits' [A provider reports a refund](/deposits/#a-provider-reports-a-refund) step 3.",
      ),
    ],
    // read31 ops 3: a NOWPayments refund sent to a step number of A provider reports a refund, now a table
    [
      'Payments/index.md',
      page(
        '### A refund with no Refund row',
        '',
        "Take the refund id and the refunded payment's ID from the provider's line. A refund of a payment that is not the deposit's **Gateway Transaction ID** and that its **Activity** notes as a further one takes no coins: the [running list](/deposits/#the-running-list), main tab or \"searched\" tab, names it ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 8.1.1; not there: the deposit confirmer writes it there, as Deposits' [A provider reports a refund](/deposits/#a-provider-reports-a-refund) says); note that beside the provider line, nothing else to do. Otherwise, the first case that fits:",
        '',
        "1. A `SUB-` charge (it moves no coins): the whole charge refunded, [Refund a subscription](/Subscription/#refund-a-subscription) step 2 (**Mark as Refunded** with the refund id) and the paragraph after it (a renewal: a Super Admin's **Assign Plan**); a part, note the refund id and amount beside its `SUB-` line.",
        "2. In the **Coin Log** of [Reports](/Report/), **Type** **Admin Adjustment**, **Search** the player, and read the `DEP-` reference in its **Reason**, shown as **Note** in the Coin Log (Search does not look in it): one naming this refund id accounts for it. One made before a restore may be only on that restore's [tab](/Extra/#the-restore-tab): never make it again.",
        '3. No such adjustment: the running list\'s hold line for this `DEP-`, marked done with this refund id and "nothing subtracted, N coins", accounts for it; note that beside the `DEP-` line.',
        "4. A line on the running list's main tab naming this `DEP-`, not yet done, is a refund in progress: leave it to its owner.",
        "5. Else the refund is of the deposit's own payment (its **Gateway Transaction ID**), whose coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (after an earlier adjustment naming this `DEP-`, its coins counted as its step 5 says: the whole rest is **Coins** minus those already subtracted, never **Mark as Refunded**); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2); NOWPayments: as Deposits' [A provider reports a refund](/deposits/#a-provider-reports-a-refund) step 3.",
      ),
    ],
  ],
  'payments-sub-refund-outside-flow-not-a-deposit': [
    [
      'Payments/index.md',
      page(
        '| A refund at the provider has no **Refund** row here | A partial refund. | Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2). |',
      ),
    ],
    // diff37 money 5: its step 5 alone skips the hand-off and the nothing-subtracted path
    [
      'Payments/index.md',
      page(
        '5. Else the coins were never taken back: the deposit confirmer follows, with the refund id, [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) for a part, skipping the refund of its step 2 (the rest after an earlier adjustment naming this `DEP-`: its step 5); or [Refund a deposit](/deposits/#refund-a-deposit) for the whole **Payable** (**Mark as Refunded**, skipping its step 2).',
      ),
    ],
  ],
  'where-is-my-money-refund-refused-not-refunded': [
    [
      'Payments/index.md',
      page(
        '| A **Deposit** row, **Failed** for another reason | Declined, or rejected by you: no coins were credited. | The reason on the row. Refunded as in the row above: say so. |',
      ),
    ],
    // diff37 money 3: "credited and withdrawn" in a row no credited deposit reaches, and no row for a Refunded one
    [
      'Payments/index.md',
      page(
        '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | A refund reference in its **Activity**, or its `DEP-` on the daily check\'s [running list](/deposits/#check-pending-manual-deposits-every-day) (its own tab, not a restore\'s), means it was refunded: tell the player, change nothing (a line noting "refund refused" with no transfer reference yet: nothing sent yet, and a support agent asks the player for a statement, [daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.5; "credited and withdrawn" on it: the player withdrew those coins, nothing is sent; with one: refunded, with that reference). Otherwise look up the payment at the provider. If it is completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)); a held PayPal capture or Authorize.Net hold is decided at the provider first ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 5). A support agent, whose role has no **Approve deposits**, hands the `DEP-` reference to the deposit confirmer. If there is no payment, no money was taken. |',
      ),
    ],
    [
      'Payments/index.md',
      page(
        "| A **Refund** row | You refunded it. | The date and refund reference. Card refunds usually take 5 to 10 business days to show on the player's statement. |",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  (step 7 states it once; every guard that could credit a **Failed** deposit reads the **Activity** and the list\'s own tab first: Check a pending deposit step 2 and Payments\' "where is my money?" `expired` row, which stop there and have the player told it was refunded (a "refund refused" line with no transfer reference yet: not refunded yet, a support agent asking for a statement, step 4.5; "credited and withdrawn" on it: the player withdrew those coins, nothing sent; with one: refunded, with that reference; the row for another reason answers the same, and a manual deposit\'s rejection **Reason** says what happened to the transfer, kept for a resubmission during a coin-rate change), the Deposits question "A player was charged but has no coins", Users\' danger box, step 8, Razorpay\'s disabled-webhook entry, Payments\' `SUB-` look-up and the Payments table of differences, whose',
      ),
    ],
    // diff38 money 3, 8 and gap 2: answers that lag Deposits 2.1, no Subscription row
    [
      'Payments/index.md',
      page(
        '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | A refund reference in its **Activity**, or its `DEP-` on the daily check\'s [running list](/deposits/#check-pending-manual-deposits-every-day) (its own tab, not a restore\'s), means it was refunded: tell the player, change nothing (a line noting "refund refused" with no transfer reference yet: nothing sent yet, and a support agent asks the player for a statement, [daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.5). Otherwise look up the payment at the provider. If it is completed, click **Mark as Successful** ([Check a pending deposit](/deposits/#check-a-pending-deposit)); a held PayPal capture or Authorize.Net hold is decided at the provider first ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 5). A support agent, whose role has no **Approve deposits**, hands the `DEP-` reference to the deposit confirmer. If there is no payment, no money was taken. |',
        '| A **Deposit** row **Refunded**, its **Refund** row\'s **Transaction ID** `refund refused` | The provider refused the refund, and the coins of a late credit were taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7.1). | Read the `DEP-`\'s line on the running list: a transfer reference: refunded, with that reference; "settled by dispute": their card dispute decided it; "credited and withdrawn": they spent or withdrew those coins, and the finance manager decides; none of these: not refunded yet, and a support agent asks for a statement. |',
      ),
    ],
    // diff38 gap 3: NO-PAYMENT- and dispute-ID rows told "You refunded it"
    [
      'Payments/index.md',
      page(
        "| A **Refund** row with any other **Transaction ID** | You refunded it. | The date and refund reference. Card refunds usually take 5 to 10 business days to show on the player's statement. |",
      ),
    ],
    // diff40 money 6: an open or won dispute told their bank returned the money
    [
      'Payments/index.md',
      page(
        '| A **Refund** row with any other **Transaction ID** | You refunded it, or took back a deposit. | A refund id: the date and the reference; card refunds take 5 to 10 business days to show on the statement. `NO-PAYMENT-`: no payment for it reached your account; one made elsewhere is claimed from their bank ([step 6](#a-deposit-with-no-payment-behind-it)). A dispute ID: their bank returned the money through their dispute. |',
      ),
    ],
    // diff41 money 4: a dispute recognised by a Reason nothing asked for, 'decided for you' said to a player who lost, a won dispute without its Add unanswered
    [
      'Payments/index.md',
      page(
        "| A **Refund** row with any other **Transaction ID** | You refunded it, or took back a deposit. | A refund id: the date and the reference; card refunds take 5 to 10 business days to show on the statement. `NO-PAYMENT-`: no payment for it reached our account; one made elsewhere is claimed from their bank ([step 6](#a-deposit-with-no-payment-behind-it)). A dispute ID (named in the deposit's **Mark as Refunded** **Reason**): an **Admin Adjustment** **Add** with that ID on their **Transactions** tab, decided for you, the coins back; none, the deposit confirmer checks at the provider whether it is still open or decided for them (their bank or PayPal returned the money). |",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "(any other **Refund** row: a refund id, refunded, with its date; `NO-PAYMENT-`, no payment reached our account, one made elsewhere claimed from their bank; a dispute ID, named in the deposit's **Mark as Refunded** **Reason**, an **Admin Adjustment** **Add** with that ID meaning decided for you, the coins back, and none, checked at the provider by the deposit confirmer: still open, the provider deciding it, or decided for them, their bank or PayPal having returned the money)",
      ),
    ],
    // read29 ops 5: what the agent sees and says in one cell; no username for the finance manager's Add (read29 ops 2)
    [
      'Payments/index.md',
      page(
        "| A **Refund** row with any other **Transaction ID** | You refunded it, or took back a deposit. | A refund id: the date and the reference; card refunds take 5 to 10 business days to show on the statement. `NO-PAYMENT-`: no payment for it reached our account; one made elsewhere is claimed from their bank ([step 6](#a-deposit-with-no-payment-behind-it)). A dispute ID (the deposit's **Mark as Refunded** **Reason** names a dispute): an **Add** with that ID on their **Transactions** tab (a `SUB-`: the plan back), decided in our favour, the coins back. None: the deposit confirmer checks at the provider. Still open: it is being decided. Won by us: the finance manager makes the **Add** (a `SUB-`: a Super Admin's **Assign Plan**). Lost: their bank or PayPal returned the money. |",
      ),
    ],
    // diff49 6: no answer for a Refund row "account deleted, address asked"
    [
      'Payments/index.md',
      page(
        "| A **Deposit** or **Subscription** row **Refunded**, its **Refund** row's **Transaction ID** `refund refused` | The provider refused the refund, and a late credit was taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7). | Read the line of its reference on the running list and answer as [Check a pending deposit](/deposits/#check-a-pending-deposit) step 2.1 says. |",
        '| A **Refund** row whose **Transaction ID** is a refund id | You refunded it. | The date and the reference; card refunds take 5 to 10 business days to show on the statement. |',
      ),
    ],
    // diff50 money 2: a deleted player's claim had no route to the finance manager
    [
      'Payments/index.md',
      page(
        "| A **Deposit** row **Refunded**, its **Refund** row's **Transaction ID** `account deleted, address asked` | The account was deleted, and its NOWPayments payment is held until claimed ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 8). | Sent: the transaction hash on its running-list line. Not yet: the finance manager sends it only to a claimant who names the `DEP-` and the sending transaction on that line. |",
      ),
    ],
    // diff50 money 2: a deleted player's held NOWPayments payment told "refunded"
    [
      'Payments/index.md',
      page(
        '| A **Deposit** row, **Failed** with the reason `expired` | No confirmation came within 24 hours. | A refund reference in its **Activity**, or its `DEP-` on the daily check\'s [running list](/deposits/#the-running-list) (its main tab, never a restore\'s or the "searched" tab), means it was refunded: tell the player, change nothing (a line noting "refund refused": answer as [Check a pending deposit](/deposits/#check-a-pending-deposit) step 2.1 says). |',
      ),
    ],
    // diff50 money 2 in CONTENT_GUIDE
    [
      '../CONTENT_GUIDE.md',
      page(
        '  to "mark refunds the day you make them"; a "where is my money?" row answers the second with that hash or, not yet sent, step 8\'s claim rule; Payments\' "where is',
      ),
    ],
    // diff50 money 7: an ambiguous step number
    [
      '../CONTENT_GUIDE.md',
      page(
        "a dispute ID, the deposit's **Mark as Refunded** **Reason** naming a dispute as Disputes step 3 asks, an **Add** with that ID",
      ),
    ],
    // diff50 money 2: a deleted account's email and tickets are erased, so the claim was neither found nor answered
    [
      'Payments/index.md',
      page(
        "When a player asks about a payment, search the player's email, set **Status** to **All**, **Mode** to both and a **Date Range** that covers the day they mention, and find the row.",
        '',
        "Answer in the player's [support ticket](/support-tikect/) with the reference, so that the next admin sees what was checked.",
      ),
    ],
  ],
  'where-is-my-money-rejected-manual-reason': [
    'Payments/index.md',
    page(
      '| A **Deposit** row, **Failed** for another reason | Declined. | The reason on the row. A rejected manual deposit: what arrived of the transfer was sent back. |',
    ),
  ],
  'subscription-refund-checks-earlier-partial': [
    'Subscription/index.md',
    page(
      'Refund it only if it is **Successful**, and no dispute open at the provider.',
      '',
      "1. Refund the payment in the provider's dashboard.",
    ),
  ],
  'restore-cancels-contest-played-since-backup': [
    'Extra/index.md',
    page(
      '| The contest | Do |',
      '|---|---|',
      '| Neither, **End Time** not passed | Switch **Prize Payout** to **Manual Approval** (**Edit**). |',
    ),
  ],
  'restore-tab-lookup-since-backup-any-sheet-tool': [
    'Extra/index.md',
    page(
      "- Any other `DEP-` or `SUB-` of the Payments export: webhooks still arrive in maintenance mode, so look for it first among the provider dashboard's payments since the export's time.",
    ),
  ],
  'users-deletion-step-7-labelled-a-b': [
    'Mange User/Users.md',
    page(
      '| 7. Balance above 0, given up in writing: **Subtract** it. | Finance manager | **Adjust balance** |',
      '| 7. Balance below 0 (a chargeback): **Add** up to 0. | Finance manager | **Adjust balance** |',
    ),
  ],
  'dashboard-short-contest-registration-moved-later': [
    [
      'dashboard/index.md',
      page(
        '5. **Live Contests** and **Upcoming Contests**: one with fewer players than its **Minimum Seats** shortly before registration closes will be cancelled and refunded. Promote it or accept the cancellation.',
      ),
    ],
    [
      'dashboard/index.md',
      page(
        '5. **Live Contests** and **Upcoming Contests**: a contest still **Upcoming** after its **Start Time** means the scheduler is not running, and one with fewer players than its **Minimum Seats** shortly before registration closes will be cancelled and refunded. Promote it, have the contest publisher move **Registration Closes At** later (up to **Start Time**, [Contests](/Mange%20Contests/Contests#edit-a-contest-after-players-have-joined)), or accept the cancellation.',
      ),
    ],
  ],
  'stripe-link-bank-payments-off': [
    'payment-gateways/stripe.md',
    page(
      '- [ ] The payment methods you want are switched on in live mode under **Settings > Payments > Payment methods**, and every method in the **Bank debits** group (today ACH, Bacs, SEPA, Australian and New Zealand BECS Direct Debit, and Canadian pre-authorized debit) and vouchers (OXXO, Boleto, Konbini, Multibanco) are off.',
    ),
  ],
  'nowpayments-refund-note-left-to-line-owner': [
    'payment-gateways/nowpayments.md',
    page(
      "| `refunded` | Note added, the refund already made: if the deposit is still **Successful** and no line on the running list (open or done) names its `DEP-` (a `refunded` IPN carries no refund id, only the `payment_id`; with a line on it, ask who is refunding first; nobody: take the rest back as [Refund part of a deposit](/deposits/#refund-part-of-a-deposit) step 5 says), take its coins back as [Refund a deposit](/deposits/#refund-a-deposit) (part of a payment: [Refund part of a deposit](/deposits/#refund-part-of-a-deposit)) says, skipping the refund of its step 2 (note the IPN's `payment_id` on the hold line): never refund again |",
    ),
  ],
  'refund-refused-told-not-refunded-watched': [
    [
      'deposits/index.md',
      page(
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on the [running list](#check-pending-manual-deposits-every-day) (step 4.3; its main tab, not a [restore tab](/Extra/#the-restore-tab)): you refunded it. Leave it **Failed** (daily check step 7), tell the player it was refunded, with the refund reference from the line ("refund refused": it comes back as step 4.5 says), and stop here. Nothing came back: check the refund at the provider.',
      ),
    ],
    // diff38 money 3: no answer for "settled by dispute" or a shortfall, a Refunded deposit told to stay Failed
    [
      'deposits/index.md',
      page(
        '2. Read the **Activity** list:',
        '   1. A **Mark as Failed** with a refund reference, or its `DEP-` on a refund line of the [running list](#check-pending-manual-deposits-every-day) (step 4.3: its main tab, never a "refund hold" line or a [restore tab](/Extra/#the-restore-tab)): leave it **Failed** (daily check step 7) and stop here. Tell the player:',
        '      - a refund reference: it was refunded, with that reference (nothing came back: check the refund at the provider);',
        '      - "refund refused" on the line with no transfer reference yet: it is not refunded yet, and a support agent will ask for a statement (step 4.5); with one: it was refunded, with that reference.',
      ),
    ],
    // diff40 money 1: a loss noted, the coins given back unsaid
    [
      'deposits/index.md',
      page(
        '      - "refund refused" on the line (step 4.5): with a transfer reference, it was refunded with that reference (a loss noted: less the share of the coins they spent or withdrew); "nothing sent": they spent or withdrew all those coins; "settled by dispute": their card dispute decided it; none of these: it is not refunded yet, and a support agent will ask for a statement unless "payer matched" is there.',
      ),
    ],
    [
      'deposits/index.md',
      page(
        '      - "refund refused" on the line: it is not refunded yet, and a support agent will ask for a statement (step 4.5).',
      ),
    ],
    // diff42 money 2: no answer for "dispute won" or "dispute lost"
    [
      'deposits/index.md',
      page(
        '      - "refund refused" on the line (step 4.5): with a transfer reference, it was refunded with that reference, less the price of the coins they spent or withdrew, which they keep; "nothing sent": they spent or withdrew all those coins, which they keep; "settled by dispute": their card dispute decided it; none of these: it is not refunded yet, and a support agent will ask for a statement unless "payer matched" is there.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  the player: a transfer reference, refunded with it, less the price of the coins spent or withdrawn, which they keep; "nothing sent", all those coins',
        '  spent or withdrawn, which they keep; "settled by dispute", their card dispute decided it; none of these, not refunded yet, a support agent asking for a statement',
      ),
    ],
    // read29 gateways 8, read29 ops 5: six line states and their answers in one sentence
    [
      'deposits/index.md',
      page(
        '      - "refund refused" on the line (step 4.5): with a transfer reference, it was refunded with that reference, less the price of the coins they spent or withdrew, which they keep; "nothing sent": they spent or withdrew all those coins, which they keep; "dispute won" or "dispute lost" beside either: the same answer (lost: their card dispute also returned the payment); "settled by dispute": their card dispute decided it; none of these: it is not refunded yet, and a support agent will ask for a statement unless "payer matched" is there.',
      ),
    ],
    // diff44 money 8: "payer matched" or a shortfall on the line fell to "Any other refund reference": told "Refunded"
    [
      'deposits/index.md',
      page(
        '      | The line shows | Tell the player |',
        '      |---|---|',
        '      | "refund refused" and a transfer reference | Refunded with that reference, less the price of the coins they spent or withdrew, which they keep. |',
        '      | "refund refused" and "nothing sent" | They spent or withdrew all those coins, which they keep. |',
        '      | One of those two, and "dispute won" or "dispute lost" | The same (lost: their card dispute also returned the payment). |',
        '      | "settled by dispute" | Their card dispute decided it. |',
        '      | "refund refused" alone | Not refunded yet: a support agent asks for a statement, unless "payer matched" is there. |',
        '      | Any other refund reference | Refunded, with that reference (nothing came back: check the refund at the provider). |',
      ),
    ],
    // diff45 money 2: a shortfall with no "payer matched" told "the finance manager is sending"
    [
      'deposits/index.md',
      page(
        '      | "refund refused" and "payer matched" or "credited, shortfall N" (or "not credited"), none of the above | Not refunded yet: the finance manager is sending what is due. |',
        '      | "refund refused" alone | Not refunded yet: a support agent asks for a statement. |',
      ),
    ],
    // diff49 9: step 7.1 named only "refund refused" as a reference in words
    [
      'deposits/index.md',
      page(
        '   1. `DEP-`, **Successful** (a late webhook): close the player\'s withdrawals as in step 1 of [Refund a deposit](#refund-a-deposit) (only those whose money has not left), then **Mark as Refunded** with the refund reference ("refund refused": those words; its money goes out only as step 4.5 says).',
      ),
    ],
    // diff50 money 2: a deleted player's held NOWPayments payment (no transaction hash yet) fell to the refunded row
    [
      'deposits/index.md',
      page(
        '      | The line shows | Tell the player |',
        '      |---|---|',
        '      | "refund refused" and a transfer reference | Refunded with that reference, less the price of the coins they spent or withdrew, which they keep. |',
        '      | "refund refused" and "nothing sent" | They spent or withdrew all those coins, which they keep. |',
        '      | One of those two, and "dispute won" or "dispute lost" | The same (lost: their card dispute also returned the payment). |',
        '      | "settled by dispute" | Their card dispute decided it. |',
        '      | "refund refused" and "payer matched", none of the above | Not refunded yet: the finance manager is sending what is due. |',
        '      | "refund refused", no "payer matched", none of the above | Not refunded yet: a support agent asks for a statement. |',
        '      | A refund reference, no "refund refused" | Refunded, with that reference (nothing came back: check the refund at the provider). |',
      ),
    ],
    // diff50 money 2 in CONTENT_GUIDE
    [
      '../CONTENT_GUIDE.md',
      page(
        '"settled by dispute", their card dispute decided it; none of these, split on "payer matched" alone (a shortfall or "not credited" may be written either way): with it, not refunded yet, the finance manager sending what is due; without it, not refunded yet, a support agent asking for a statement; a refund reference with no "refund refused", refunded with it, so no "refund refused" line falls to that row;',
      ),
    ],
  ],
  'hold-line-not-a-refund-where-guards-link': [
    [
      'deposits/index.md',
      page(
        '4. In the same list, decide the SSLCommerz deposits with the note "risk review", each searched on the running list (step 4.3) first: a listed one was refunded, so only click **Mark as Failed** with the listed reference.',
      ),
    ],
    // read29 ops 3: the hold line's definition moved to ## The running list
    [
      'deposits/index.md',
      page(
        '      2. As you send the refund, add its `DEP-` reference, the date and the refund reference or transaction hash to the running list, a shared sheet kept outside QuizNest so that no account deletion and no restore removes it. Its "refund hold" lines ([Refund a deposit](#refund-a-deposit) step 1.1) record no refund.',
      ),
    ],
  ],
  'partial-refund-cites-refund-step-1-2': [
    'deposits/index.md',
    page(
      "4. If the balance is short of the part's coins, the adjuster hands the subtraction back to the deposit confirmer, who has the payout officer reject held requests whose money has not left, newest first, until the free balance covers the part's coins (step 1.2), then hands it back.",
    ),
  ],
  'flutterwave-refund-keeps-daily-check': [
    'payment-gateways/flutterwave.md',
    page(
      "Otherwise refund it from the Flutterwave Dashboard, adding the `DEP-` reference and the refund reference to the daily check's [running list](/deposits/#check-pending-manual-deposits-every-day) as you do, then click **Mark as Failed** with the refund reference.",
    ),
  ],
  'withdraw-status-filter-has-all': [
    'withdraw/index.md',
    page(
      '| **Status** | Limits the list to one status; the tabs above the list show the count of each. | **Pending** |',
    ),
  ],
  'daily-check-sites-one-per-line': [
    'deposits/index.md',
    page(
      'Every site with a manual gateway, SSLCommerz, NOWPayments, PayPal, Authorize.Net, Mollie or Mercado Pago needs this check, a Flutterwave site while its running list (step 4) holds a payment it refunded that is still open at the provider.',
    ),
  ],
  'update-failed-rsync-stops-before-migrate': ['post-installation.md', silent],
  'restore-undo-never-puts-back-stale-copy': [
    'post-installation.md',
    page(
      "Only files restored: run just the `cd` line and the last two lines of the second block. Otherwise check step 2's copy of the live database:",
    ),
  ],
  'restore-earlier-archive-count-command': [
    'post-installation.md',
    page(
      "The first `tail` must print `-- Dump completed on` with the date of the archive you chose, and `grep -c` about the live count of tables that the `wc` line prints (a live count far below it is the damage itself, tables dropped: compare with an earlier archive's `grep -c` instead).",
    ),
  ],
  'restore-wrong-archive-after-step-5': [
    'post-installation.md',
    page(
      '**Undo**, only before step 5 (the site still in maintenance mode, nothing credited, noted or on a restore tab); once step 5 has begun there is none: finish the restore and correct in the panel. Only files restored: run just the `cd` line.',
    ),
  ],
  'client-swap-guard-says-so': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)"',
        'cd /var/www/quiznest',
        'sudo rm -rf client-failed',
        '[ -d client-previous ] && sudo mv client client-failed && sudo mv client-previous client',
        'sudo -u "$OWNER" -H pm2 reload quiznest-client',
      ),
    ),
  ],
  'static-htaccess-address-lines-counted': [
    'post-installation.md',
    page(
      '   - **cPanel, static export**: in `client/.env.production.local`. In `client/public/.htaccess`, replace the `RewriteCond` and `RewriteRule` lines under `# One address for the client` with those of step 6, and change the `<If>` line.',
    ),
  ],
  'laragon-prefers-mariadb-checks-after-restart': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      '- Download MySQL 8.4 LTS as the **ZIP Archive**, open **Menu > MySQL > my.ini** and delete (or put `#` before) any `default_authentication_plugin` line, then click **Start All** again. Check that the server runs, not only the client program: `mysql -u root -e "SELECT VERSION();"` prints `8.4.x`.',
    ),
  ],
  'domain-split-keyed-on-certbot-list': [
    'post-installation.md',
    page(
      '- **Certificate split.** On a server set up by `install.sh` whose one certificate, `admin.example.com` in `sudo certbot certificates`, also lists `example.com`, split it first.',
    ),
  ],
  'install-sh-backup-password-unescaped': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      "1. `mysqldump` asks for the password of `DB_PASSWORD`, which `sudo grep '^DB_' /var/www/quiznest/admin/.env` prints (typed without any double quotes around it).",
    ),
  ],
  'standalone-client-folder-of-its-own': [
    'post-installation.md',
    page(
      '   - `example.net`: for a static export, give it the folder of `example.com`. For the standalone client, the domain only needs to exist: step 5 points the application at it.',
    ),
  ],
  'windows-mariadb-from-msi': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      ...code(
        'powershell',
        'winget show --id MariaDB.Server --versions',
        'winget install --id MariaDB.Server --exact --version 11.4.9 --interactive',
      ),
    ),
  ],
  'domain-change-new-folder-gets-rules': ['post-installation.md', silent],
  'fedora-mariadb-not-yet-tested': ['installation-guide/local-machine-setup/Linux.md', silent],
  'cpanel-extension-check-loop': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(...code('bash', "/usr/local/bin/ea-php83 -m | grep -Ei 'bcmath|gd|intl|mbstring|pdo_mysql|zip'")),
  ],
  'move-admin-only-vps-changes': ['post-installation.md', silent],
  'drill-server-admin-only-changes': ['post-installation.md', silent],
  'vps-root-after-80-fallback': ['installation-guide/server-setup/vps.md', silent],
  'withdraw-method-rate-read-back': [
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '3. Set **Currency** and **Conversion Rate**; if you pay in the default currency, keep its code and `1`.',
        '5. Leave **Status** on **Enabled** and click **Save**.',
      ),
    ],
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        "5. Leave **Status** on **Enabled** and click **Save**. Reload the page, open the method with **Edit** and compare the saved **Currency** and **Conversion Rate** with today's rate of the account you pay from (`1` for the default currency): step 6 shows no **Payout Amount**, so work one request through by hand as in the [Worked fee example](#worked-fee-example), where 4,000 coins at the **Coin Rate** `100` make a 40.00 USD request that pays out 4,745.80 BDT at `122` (47,458.00 BDT would mean `1220`). If either is wrong, correct it and **Save**, and reject any request made on it meanwhile as step 6 says.",
        '6. At once, check it from a verified test player.',
      ),
    ],
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '5. Leave **Status** on **Enabled** and read the rate back (step 6 shows no **Payout Amount**):',
        '   1. Click **Save**, reload the page and open the method with **Edit**.',
        "   2. Compare the saved **Currency** and **Conversion Rate** with today's rate of the account you pay from (`1` for the default currency).",
        '   3. Work one request through by hand as in the [Worked fee example](#worked-fee-example): 4,000 coins at the **Coin Rate** `100` are 40.00 USD, paying out 4,745.80 BDT at `122` (47,458.00 BDT would mean `1220`).',
        '   4. If either is wrong, correct it, **Save**, and reject any request made on it meanwhile as step 6 says.',
        '',
        'Yes. A request keeps the figures it was made with; only new requests use the new values, so after each **Save** read the **Currency** and **Conversion Rate** back as in step 5 of [Add a withdraw method](#add-a-withdraw-method).',
      ),
    ],
    // read32 settings 7: read back while the method was already Enabled
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '5. Leave **Status** on **Enabled**, then read the rate back, because the test in step 6 shows no **Payout Amount**:',
        '   1. Click **Save**, reload the page and open the method with **Edit**.',
        "   2. Compare the saved **Currency** and **Conversion Rate** with today's rate of the account you pay from (`1` for the default currency).",
        "   3. Work a 40.00 request through with this method's charges and rate, as in the [Worked fee example](#worked-fee-example) (4,000 coins at the **Coin Rate** `100`, paying out 4,745.80 BDT at `122`; 47,458.00 BDT would mean `1220`), and check that the payout is what you would send.",
        '   4. If the **Currency**, the rate or the payout is wrong, correct the method, **Save**, and reject any request made on it meanwhile as step 6 says.',
        '',
        'Yes. A request keeps the figures it was made with; only new requests use the new values, so after each **Save** read the **Currency** and **Conversion Rate** back as in step 5 of [Add a withdraw method](#add-a-withdraw-method).',
      ),
    ],
    // diff51 9: the FAQ sent a live method's every Save to step 5, which sets it Disabled
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        'Yes. A request keeps the figures it was made with; only new requests use the new values, so after each **Save** read the **Currency** and **Conversion Rate** back as in step 5 of [Add a withdraw method](#add-a-withdraw-method).',
      ),
    ],
    // tidy51 1: the guide still said a new method is saved Enabled, and step 5 ends "correct and reject"
    [
      '../CONTENT_GUIDE.md',
      page(
        '  is hidden from every player, test accounts included, so a new one is saved **Enabled** and tested at once',
        '  coins at coin rate 100, 4,745.80 BDT at `122`; 47,458.00 means `1220`), one sub-step each (save and reload, compare, the worked request, correct and reject); its FAQ on',
      ),
    ],
    // diff52 5: a wrong rate found on a live method had no branch, and requests made at it were left
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        "Yes. A request keeps the figures it was made with; only new requests use the new values, so after each **Save** read the **Currency** and **Conversion Rate** back as in step 5's sub-steps 1 to 3 of [Add a withdraw method](#add-a-withdraw-method).",
      ),
    ],
  ],
  'panel-recovery-restarts-workers': [
    'Settings/System Setting/System Configuration.md',
    page(
      "4. Reload the panel, then cache the configuration again: **Rebuild caches** in [Extra](/Extra/), or `config:cache` in your platform's form.",
    ),
  ],
  'static-export-withdrawn-page-file-stays': [
    'Settings/Theme Settings/Manage Pages.md',
    page(
      'Deleting a page takes its address offline at once. Menu items that pointed to it are hidden from players and marked **Missing page** in [Menu](/Settings/Navigation/Menu).',
    ),
  ],
  'new-language-saved-inactive': [
    [
      'Settings/Localization/Languages.md',
      page(
        'Click **Add Language** to create one, **Edit** to change its settings, and **Translate** to edit its texts.',
      ),
    ],
    [
      'Settings/Localization/Languages.md',
      page(
        'Go to **Settings > Localization > Languages**. Click **Add Language** to create one (set its **Status** to **Inactive** before you **Save**: a new language is **Active** by default, and two **Active** languages show every player the switcher; set it **Active** once translated and, for RTL, checked as in [Right-to-left scripts](#right-to-left-scripts)), **Edit** to change its settings, and **Translate** to edit its texts.',
      ),
    ],
    [
      'Settings/Localization/Languages.md',
      page(
        'Go to **Settings > Localization > Languages**. Click **Add Language** to create one ([Add a language](#add-a-language)).',
        '',
        '## Add a language',
        '',
        '1. Click **Add Language** and enter **Name**, **Code** and **Direction**.',
        '2. Set **Status** to **Inactive** and click **Save**: a new language is **Active** by default, and two **Active** languages show every player the switcher.',
        '3. Translate it ([Translate a language](#translate-a-language)) or import a file ([Export and import JSON](#export-and-import-json)).',
        '4. For **RTL**, check the main screens as [Right-to-left scripts](#right-to-left-scripts) says.',
        '5. **Edit** the language, set **Status** to **Active** and click **Save**.',
        '',
        "Check: the client app's header shows the switcher with the new language. Undo: set it back to **Inactive**; players who chose it see the default language.",
        '',
        'Check the main screens (home, quiz play, contest, wallet) in the new language before you set it **Active**.',
      ),
    ],
    [
      'Settings/Localization/Languages.md',
      page(
        'Go to **Settings > Localization > Languages**. A fresh install has one language, **English** (`en`), which is the default. Click **Add Language** to create one ([Add a language](#add-a-language)), **Edit** to change its settings, and **Translate** to edit its texts. Your role needs **Edit** on the **Localization** group of **Settings** (see [Roles and Permissions](/Admin%20Users/Role)).',
        '',
        '## Add a language',
        '',
        '1. Click **Add Language** and enter **Name**, **Code** and **Direction**.',
        '2. Set **Status** to **Inactive** and click **Save**: a new language is **Active** by default, and two **Active** languages show every player the switcher.',
        '3. Translate its keys ([Translate a language](#translate-a-language)) or import a file ([Export and import JSON](#export-and-import-json)), then fill the **Translations** tabs the introduction lists.',
        '4. In a quiet hour, **Edit** the language, set **Status** to **Active** and click **Save**.',
        '',
        "Check, at once (an **Inactive** language is hidden from you too): the client app's header shows the switcher with the new language; choose it and look through the main screens, for **RTL** as [Right-to-left scripts](#right-to-left-scripts) says. Undo: if a screen is broken, set it back to **Inactive**; players who chose it see the default language.",
        '',
        'in the new language right after you set it **Active**, and set it back to **Inactive** if one is broken.',
      ),
    ],
  ],
  'menu-example-names-header-menu': [
    'Settings/Navigation/Menu.md',
    page(
      "For example, show the **About Us** page to guests and **Leaderboard** to signed-in players only: add **About Us** as an **Internal Page** item with **Visibility** **Guests Only**, and set the existing **Leaderboard** item's **Visibility** to **Signed-in Players Only**.",
    ),
  ],
  'always-sent-sms-reset-code': [
    'Settings/User Settings/Notification Settings.md',
    page(
      'Some messages are part of signing in and have no switches: the email verification link, the password reset link, and the phone verification code by SMS when SMS is enabled in [Service](/Settings/Integration%20Settings/Service).',
    ),
  ],
  'withdrawal-paid-example-amount-before-charges': [
    'Settings/User Settings/Notification Settings.md',
    page(
      ...code(
        'text',
        'Hi {{name}},',
        '',
        'Your withdrawal {{reference}} of {{amount}} has been paid through {{method}}.',
        'Payout reference: {{payout_reference}}',
      ),
    ),
  ],
  'leaderboard-ties-like-contest-rules': [
    [
      'Settings/Quiz Settings/Ranking Settings.md',
      page('Players with the same **Ranking Basis** value are ordered by the same rules as contest results:'),
    ],
    [
      'Settings/Quiz Settings/Ranking Settings.md',
      page(
        'Players with the same **Ranking Basis** value are ordered by rules like those of contest results, except the third:',
        '',
        '1. the **Ranking Basis** value, highest first;',
        '2. the total answer time of the plays that counted, lowest first;',
        '3. the moment the player reached their total, earliest first.',
      ),
    ],
  ],
  'payments-whole-sub-refund-renewal-paragraph': [
    'Payments/index.md',
    page(
      '1. A `SUB-` charge (it moves no coins): the whole charge refunded, [Refund a subscription](/Subscription/#refund-a-subscription) step 2 (**Mark as Refunded** with the refund id); a part, note the refund id and amount beside its `SUB-` line.',
    ),
  ],
  'test-account-subtract-is-step-7a': [
    'Settings/Finance Settings/Withdraw Method.md',
    page(
      "6. At once, check it from a verified test player; then delete the test account: it goes straight to step 8 of [Deleting an account](/Mange%20User/Users#deleting-an-account), after step 7's **Subtract** if a **Sign-up Bonus** gave it coins.",
    ),
  ],
  'coin-rate-undo-live-contest-warning': [
    'Settings/Finance Settings/Currency.md',
    page(
      '1. Put the site back in maintenance mode (step 5) at once: the check runs after it reopened. Then settle the deposits: undoing a raise, follow steps 4 to 8 in full; undoing a lowering, steps 6 and 7.1.',
    ),
  ],
  'payments-dispute-row-links-steps': [
    [
      'Payments/index.md',
      page(
        '| A dispute or chargeback at the provider | The card holder disputed the payment. | A won dispute\'s reversal matches the **Admin Adjustment** **Add** with the dispute id in its **Reason**, and a dispute after an earlier partial refund the adjustment, or the hold line marked "nothing subtracted", naming it, found as in the row above. |',
      ),
    ],
    // read28 ops 5: a clause missing its verb
    [
      'Payments/index.md',
      page(
        '| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | The deposit is marked **Refunded** with the dispute id as the **Refund Reference** (see [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns)), so its **Refund** row matches the provider\'s dispute line on that id; one already **Refunded**, or **Failed** with a refund reference or on the running list, stays so: note the dispute id beside its refund line. The provider\'s dispute fee is its own line: note it beside the `DEP-` line. A won dispute\'s reversal matches the **Admin Adjustment** **Add** with the dispute id in its **Reason** (a "dispute won" line: no such **Add**, as 7.1 took its coins, not the dispute; note the reversal beside its `refund refused` row), and a dispute after an earlier partial refund the adjustment, or the hold line marked "nothing subtracted", naming it, found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3. |',
      ),
    ],
    // read30 ops 4: six dispute cases packed into one table cell
    [
      'Payments/index.md',
      page(
        '| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | The deposit is marked **Refunded** with the dispute id as the **Refund Reference** (see [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns)), so its **Refund** row matches the provider\'s dispute line on that id; one already **Refunded**, or **Failed** with a refund reference or on the running list, stays so: note the dispute id beside its refund line. A further payment\'s dispute is noted on the "searched" tab instead (the first case of Disputes). The provider\'s dispute fee is its own line: note it beside the `DEP-` line. A won dispute\'s reversal matches the **Admin Adjustment** **Add** with the dispute id in its **Reason** (a "dispute won" line: no such **Add**, as 7.1 took its coins, not the dispute; note the reversal beside its `refund refused` row). A dispute after an earlier partial refund matches the **Admin Adjustment** (or the hold line marked "nothing subtracted") that names its id, found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3. |',
      ),
    ],
    // diff46 money 5: the won dispute's Add no longer checked
    [
      'Payments/index.md',
      page(
        "| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | Match it on the dispute ID where its case of [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns) recorded it: a **Refund** row, an **Admin Adjustment** (found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3) or a line of the running list; note the provider's dispute fee beside the `DEP-` line. |",
      ),
    ],
    // diff47 money 3: a won dispute that took no coins was sent to the finance manager as a missing Add
    [
      'Payments/index.md',
      page(
        '| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | Match it on the dispute ID where its case of [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns) recorded it: a **Refund** row, an **Admin Adjustment** (found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3) or a line of the running list, and a won dispute\'s reversal to the **Add** naming that dispute ID in the coin log (a "dispute won" on a "refund refused" line has none; one missing: to the finance manager); note the provider\'s dispute fee beside the `DEP-` line. |',
      ),
    ],
  ],
  'adjustment-text-is-its-reason': [
    'Report/index.md',
    page('| **Note** | For an **Admin Adjustment**, the note and the name of the admin who made it. |'),
  ],
  'winners-correction-goes-to-adjuster': [
    'Mange Contests/Winners.md',
    page(
      "A **Completed** contest's results are final. To make good a mistake you find later, adjust the coin balance of the players concerned under [Users](/Mange%20User/Users), with a reason that names the contest: each adjustment is recorded in their coin history.",
    ),
  ],
  'no-payment-take-back-own-heading': [
    'Payments/index.md',
    page(
      "| A row here is missing at the provider | It was confirmed by hand by mistake, or it belongs to another provider account or the other mode. | A Super Admin, never the deposit confirmer, first opens the gateway's form and sets **Status** to **Disabled** at once. Saved secrets are masked and cannot be checked: they type every credential again from your own account's dashboard, in the right mode, and enable it as in [Go live](/Settings/Finance%20Settings/Payment%20Gateways#go-live) steps 2 to 4. They list every deposit of that gateway since the form's previous change (the [Activity Log](/Admin%20Users/Admin#activity-log), **Action** settings, shows when and by whom). They open the deposit's **Activity** (and each listed one's) to see who confirmed it, while the payout officer pays none of those players' withdrawals. A listed deposit with no live payment in any account of yours (a test-mode payment, or one paid into an account not yours, counts as none) is taken back: the payout officer closes the player's withdrawals as in step 1 of [Refund a deposit](/deposits/#refund-a-deposit) (only those whose money has not left), then the Super Admin clicks **Mark as Refunded** with **Refund Reference** `NO-PAYMENT-` and the date, below zero if need be, and a **Reason** the player receives (\"No payment for this deposit reached our account\"), and hands the player's username to the finance manager, who decides a ban; the support agent tells a player who paid into an account not yours to claim it back from their bank or provider. The Super Admin releases a player's payouts once each of their listed deposits is matched to a live payment in your account or taken back. |",
    ),
  ],
  'daily-check-7-searches-dep-reference': [
    [
      'deposits/index.md',
      page(
        '7. Search each line\'s refund reference, or its `DEP-` for a "refund refused" line (never a refund hold line; not on a restore\'s tab), with **Status** **All**: none of them may stay credited.',
      ),
    ],
    // decision bank tab: return lines left the main tab
    [
      'deposits/index.md',
      page(
        '7. Search the `DEP-` (or `SUB-`) of each refund line (never a hold line or a return line; its main tab, never a restore\'s or the "searched" tab), with **Status** **All** (a `SUB-` one on Payments, as in step 6): none of them may stay credited. Search a reference while its invoice or payment is open at the provider (a returned Coinbase payment: for 30 days), and keep its line for good: it is the refund\'s record.',
      ),
    ],
  ],
  'refused-refund-row-reconciled': [
    ['../CONTENT_GUIDE.md', silent],
    // diff37 money 4: matched to a payout already matched, and no line names it
    [
      'Payments/index.md',
      page(
        '| A **Refund** row with the reference `refund refused` | The refund the provider refused, recorded when a late credit was taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7.1). | Match it to the finance manager\'s transfer reference on the running-list line, or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there, or, "credited and withdrawn", to that withdrawal\'s payout: nothing to send; none of these yet: nothing to match until the money is sent. |',
      ),
    ],
    // diff38 money 2: "credited and withdrawn" matched to nothing, the part owed never sent
    [
      'Payments/index.md',
      page(
        '| A **Refund** row with the reference `refund refused` | The refund the provider refused, recorded when a late credit was taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7.1). | Match it to the finance manager\'s transfer reference on the running-list line, or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there, or, "credited and withdrawn" with no transfer, nothing: no money went out for it, so note those words beside the row; none of these yet: nothing to match until the money is sent. |',
      ),
    ],
    // diff40 money 1: the share kept booked as a loss
    [
      'Payments/index.md',
      page(
        '| A **Refund** row with the reference `refund refused` | The refund the provider refused, recorded when a late credit was taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7.1). | Match it to the finance manager\'s transfer reference on the running-list line, noting beside the row any loss written there ("nothing sent": match nothing, no money went out), or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there; none of these yet: nothing to match until the money is sent. |',
      ),
    ],
    // diff49 6: no row for an "account deleted, address asked" Refund row, and "mark refunds the day you make them" with no exception
    [
      'Payments/index.md',
      page(
        '| A payment or refund dated in another month here than at the provider | A deposit confirmed late is dated the day it became **Successful**; a refund, the day you marked it. | Note it beside the line in both months; mark refunds the day you make them. |',
        '| A **Refund** row with the reference `refund refused` | The refund the provider refused, recorded when a late credit was taken back ([daily check](/deposits/#check-pending-manual-deposits-every-day) steps 4.5 and 7.1). | Match it to the finance manager\'s transfer reference on the running-list line, noting beside the row the amount kept written there ("nothing sent": match nothing, no money went out), or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there; none of these yet: nothing to match until the money is sent. |',
        '| A withdrawal is **Paid** here, but the money came back to your bank or payout account | The payout bounced after you marked it paid. | Check it. |',
      ),
    ],
  ],
  'flutterwave-credit-at-least-payable-in-currency': [
    'payment-gateways/flutterwave.md',
    page(
      '**Player charged but the deposit was not credited** Compare the transaction in the Flutterwave Dashboard with the deposit and, if the right amount arrived, click **Mark as Successful** on the deposit.',
    ),
  ],
  'held-payment-check-only-approved': [
    'deposits/index.md',
    page(
      '| Decide an Authorize.Net hold at the provider within the day, then check that the deposit turned **Successful** ([Authorize.Net](/payment-gateways/authorize-net#held-payments)) |',
    ),
  ],
  'stripe-expired-session-with-events': [
    'payment-gateways/stripe.md',
    page(
      'Nothing in QuizNest shows that a debit paid a deposit, so no one could hold the withdrawals it funds. An expired Checkout Session (after 24 hours without payment) marks the deposit **Failed**.',
    ),
  ],
  'second-restore-keeps-first-tab': [
    'post-installation.md',
    page(
      "**Undo**, only before step 5; once step 5 has begun there is none: finish the restore and correct in the panel, or, if the archive itself holds the damage, have the finance manager mark this restore's tab *void* and restore again from an older archive, from step 1.",
    ),
  ],
  'domain-way-back-removes-added-lines': [
    'post-installation.md',
    page(
      '3. Remove the redirect of the old client names:',
      '   - **cPanel**: put back the address rules you replaced in step 6.',
    ),
  ],
  'client-swap-tests-server-js': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'cd /var/www/quiznest',
        'if [ -d client-next/.next/standalone ]; then',
        '  sudo rm -rf client-previous',
        '  sudo mv client client-previous && sudo mv client-next client',
        '  sudo -u "$OWNER" -H pm2 reload quiznest-client',
        'else echo "no new build in client-next: nothing swapped"; fi',
      ),
    ),
  ],
  'domain-split-vercel-runs-admin-line': [
    'post-installation.md',
    page(
      '- **Certificate split.** Split it first. With the client on Vercel, the admin certificate names the admin alone: nothing to split.',
    ),
  ],
  'drill-names-admin-only-rows': [
    'post-installation.md',
    page(
      'The test copy is installed with the VPS guide, as an admin panel only under that name, with the changes of [Admin-only VPS for a Vercel client](/installation-guide/server-setup/vps#admin-only-vps-for-a-vercel-client).',
    ),
  ],
  'restore-earlier-archive-name-listed': ['post-installation.md', silent],
  'laragon-mysql-unticked-for-mariadb': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      "- Stop Laragon's MySQL and install MariaDB 11.4 as the **winget** tab shows, with its `root` password. This way has no `my.ini` for Laragon to rewrite.",
    ),
  ],
  'fedora-mariadb-version-command': [
    'installation-guide/local-machine-setup/Linux.md',
    page('Both fine for a test machine that nobody else reaches (`mysql --version` shows which you got).'),
  ],
  'rollback-box-not-after-failed-rsync': ['post-installation.md', silent],
  'backup-script-prefers-mariadb-dump': [
    'post-installation.md',
    page(
      ...code(
        'bash',
        'mysqldump --defaults-extra-file="$CNF" --single-transaction --quick --no-tablespaces "$DB" > "$WORK/database.sql"',
      ),
    ),
  ],
  'cpanel-rollback-rsync-written-out': [
    'post-installation.md',
    page(
      "   On cPanel, the same `rsync` from `/home/cpuser/quiznest-releases/previous/admin/` to `/home/cpuser/quiznest/admin/` with `--exclude='/public/.htaccess'` added.",
    ),
  ],
  'cpanel-lock-lines-hidden-files': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'Add these lines at the top of `admin/public/.htaccess` (**File Manager**, **Edit**), with the public address of your computer.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'Now close the whole admin subdomain to everyone but you until step 7 has finished (Laravel also serves the installer at `/index.php/install`): cPanel often runs AutoSSL on its own soon after this step, so the name can be public before the installer is locked. Add these lines at the top of `admin/public/.htaccess` (**File Manager**, **Edit**, with **Show Hidden Files** of step 1 ticked; or `nano ~/quiznest/admin/public/.htaccess` in Terminal), with the public address of your computer (search "what is my IP") in place of `203.0.113.5`:',
      ),
    ],
  ],
  'cpanel-one-sitting-box-before-step-6': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '## Step 6: Create the environment file',
      '',
      'In File Manager, copy `.env.example`.',
      '',
      '## Step 7: Run the web installer',
      '',
      ':::danger Do steps 6 and 7 in one sitting',
      '',
      'Until the web installer has finished.',
      '',
      ':::',
    ),
  ],
  'move-client-down-until-step-7': [
    [
      'post-installation.md',
      page('- **Downtime and check**: the site pauses from step 3 to step 7. Check: step 5.'),
    ],
    [
      'post-installation.md',
      page(
        "- **Downtime and check**: the site pauses from step 3 to step 7; a client that moves with it shows the new server's default page from step 6 until step 7 sets it up. Check: step 5.",
      ),
    ],
  ],
  'static-export-deletes-zip-names': [
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "4. Delete the previous build if there is one (`_next`, the `.html` files and subfolders from the last export), and the host's default `index.html` or `index.php`.",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        '3. Open the document root of `example.com` and **Upload** the zip (`quiznest-client-static-2.4.0-20261127.zip`).',
        "4. Delete the previous build if there is one: exactly the top-level names in its zip, which `unzip -Z1 quiznest-client-static-2.4.0-20261101.zip | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u` lists on your computer (Windows PowerShell: `tar -tf quiznest-client-static-2.4.0-20261101.zip | ForEach-Object { ($_ -replace '^\\./','').Split('/')[0] } | Where-Object { $_ } | Sort-Object -Unique`; a list that is empty or shows `.`: stop, delete nothing), and the host's default `index.html` or `index.php`. Keep `.htaccess` (the extract replaces it), `.well-known`, which AutoSSL uses, `cgi-bin`, the zip you just uploaded, and the folders of other sites on the account (subdomains and addon domains).",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "3. List the new zip's top-level names with item 4's command and compare them with the document roots in **Domains > Domains**: if one is another site's folder (a subdomain `quiz.example.com` in `public_html/quiz`), stop and upload nothing until that site is moved to a folder the export does not use (its files in **File Manager**, then **Manage** next to it, **New Document Root**). Then open the document root of `example.com` and **Upload** the zip (`quiznest-client-static-2.4.0-20261127.zip`). Where the account has **Terminal**, check it before anything is deleted (without Terminal, rely on making the zip as step 3 shows, never with `Compress-Archive`): `unzip -l ~/public_html/quiznest-client-static-2.4.0-20261127.zip | head` (with your document root) lists paths with `/`, such as `_next/static/`. A zip whose paths show `\\` would unpack wrongly: build it again as in step 3.",
        "4. Delete the previous build if there is one: exactly the top-level names in its zip, which `unzip -Z1 quiznest-client-static-2.4.0-20261101.zip | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u` lists on your computer (Windows PowerShell: `tar -tf quiznest-client-static-2.4.0-20261101.zip | ForEach-Object { ($_ -replace '^\\./','').Split('/')[0] } | Where-Object { $_ } | Sort-Object -Unique`; a list that is empty, shows `.` or names another site's document root: stop, delete nothing), and the host's default `index.html` or `index.php`. Everything else stays: `.htaccess` (the extract replaces it), `.well-known`, which AutoSSL uses, `cgi-bin` and the zip you just uploaded.",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        '### How do I go back to the previous version after a bad upload?',
        '',
        'Delete the new build from the document root, keeping `.well-known` and `cgi-bin`, and extract the zip of the previous upload ([Roll back an upload](#roll-back-an-upload)).',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "3. On your computer, list the new zip's top-level names: `unzip -Z1 quiznest-client-static-2.4.0-20261127.zip | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u` (Windows PowerShell: `tar -tf quiznest-client-static-2.4.0-20261127.zip | ForEach-Object { ($_ -replace '^\\./','').Split('/')[0] } | Where-Object { $_ } | Sort-Object -Unique`). Compare them with the document roots in **Domains > Domains**: if a name is a folder that is or holds another site's document root (a subdomain `quiz.example.com` in `public_html/quiz`), stop and upload nothing. That site must first move to a folder of its own, backed up and moved by its own procedure (or by your host); then start again here.",
        "5. Delete the host's default `index.html` or `index.php`, and the previous build if there is one: exactly the names item 3's command lists for the previous zip (`quiznest-client-static-2.4.0-20261101.zip`), except `.htaccess`, which the extract replaces. If that list is empty, shows `.` or names a folder that is or holds another site's document root, stop and delete nothing. Everything else stays, above all the folders of other sites (subdomains and addon domains), `.well-known`, which AutoSSL uses, `cgi-bin` and the zip you just uploaded.",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "5. Delete the host's default `index.html` or `index.php`, and the previous build if there is one: exactly the names item 3's command lists for the previous zip, kept from the last upload (`quiznest-client-static-2.4.0-20261101.zip`; after an update, its full path in the old release's `client`), except `.htaccess`, which the extract replaces. If that zip is lost, use item 3's list of the new zip instead. If that list is empty, shows `.` or names a folder that is or holds another site's document root, stop and delete nothing. Everything else stays, above all the folders of other sites (subdomains and addon domains), `.well-known`, which AutoSSL uses, `cgi-bin` and the zip you just uploaded.",
      ),
    ],
    // read31 installB 3: item 5 as one dense sentence
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "5. Delete the host's default `index.html` or `index.php`, and the previous build if there is one: exactly the names item 3's command lists for the previous zip, kept from the last upload (`quiznest-client-static-2.4.0-20261101-0915.zip`; after an update, its full path in the old release's `client`, in quotes), except `.htaccess`, which the extract replaces. If that zip is lost, use item 3's list of the new zip instead. If that list is empty, shows `.` or names a folder that is or holds another site's document root, stop and delete nothing. Everything else stays, above all the folders of other sites (subdomains and addon domains), `.well-known`, which AutoSSL uses, `cgi-bin` and the zip you just uploaded.",
      ),
    ],
  ],
  'laptop-upload-limits-mac-linux': [
    'installation-guide/local-machine-setup/Mac.md',
    page(
      "   Homebrew's PHP comes with every extension QuizNest needs (`bcmath`, `gd`, `intl`, `pdo_mysql`, `zip` and the rest), so there is nothing to enable.",
    ),
  ],
  'vps-monthly-check-extracts-dump-only': [
    [
      'post-installation.md',
      page(
        'Between two drills, a monthly check catches a broken dump early. On the live VPS, empty `/root/restore`, then put the newest off-site archive in and unpack it, as in step 2, import its `database.sql` into a scratch database.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'Between two drills, a monthly check catches a broken dump early. On the live VPS, empty `/root/restore` and put the newest off-site archive in as in step 2, but extract only its dump (`sudo tar -xzf /root/restore/quiznest-backup-2026-11-24-0230.tar.gz -C /root/restore database.sql`: no second copy of `storage/app` on the live disk), import it into a scratch database, compare the counts as in step 4, then drop it:',
      ),
    ],
    // diff42 postinstall 7: a failed room check left the archive and dump on the short disk
    [
      'post-installation.md',
      page(
        'Between two drills, a monthly check catches a broken dump early. On the live VPS, empty `/root/restore` and put the newest off-site archive in as in step 2, but extract only its dump (`sudo tar -xzf /root/restore/quiznest-backup-2026-11-24-0230.tar.gz -C /root/restore database.sql`: no second copy of `storage/app` on the live disk), and only if `df -h /var/lib/mysql` shows more than three times `sudo du -h /root/restore/database.sql` plus 2 GB (the scratch data, its indexes and binary log; else check on the test copy), import it into a scratch database, then drop it:',
      ),
    ],
  ],
  'drill-app-key-line-command': [
    'post-installation.md',
    page(
      "3. Restore it with one difference: instead of copying `.env`, copy only the `APP_KEY=` line of `/root/restore/.env` into the test copy's own `admin/.env`, which keeps its own address and database password.",
    ),
  ],
  'retire-old-admin-name-www-after-way-back': [
    'post-installation.md',
    page(
      '`grep` must print nothing. If it names a file (on an `install.sh` server, `quiznest-www.conf` when the certificate split was skipped), disable or fix that file.',
    ),
  ],
  'vercel-frontend-url-restarts-worker': [
    [
      'installation-guide/server-setup/vercel.md',
      page(...code('bash', 'cd /var/www/quiznest/admin && sudo -u www-data php artisan config:cache')),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        'The API accepts requests from one origin, `FRONTEND_URL` in `admin/.env`. Set it to the exact production address and cache the configuration again, on a VPS with `sudo -u www-data php artisan config:cache` ([Step 5: Let the admin panel accept the client](#step-5-let-the-admin-panel-accept-the-client)); preview deployments on `.vercel.app` addresses are not accepted by the production API.',
        'Uploaded images are served by the admin panel, not by Vercel. If their addresses start with `http://`, the browser blocks them as mixed content: set `APP_URL=https://admin.example.com` and cache the configuration again ([Mixed Content errors](#mixed-content-errors)).',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '- Existing application folders and `.env` files are not overwritten. Then run `sudo -u www-data php artisan config:cache` in `/var/www/quiznest/admin` yourself, or the HTTPS client shows no data.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '5. With `--skip-ssl` the script wrote both addresses with `http://`. Change them to `APP_URL=https://admin.example.com` and `FRONTEND_URL=https://example.com` in `admin/.env` (`sudo nano /var/www/quiznest/admin/.env`), then run `sudo -u www-data php artisan config:cache` in `/var/www/quiznest/admin`.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '5. With `--skip-ssl` the script wrote both addresses with `http://`. Change them to `APP_URL=https://admin.example.com` and `FRONTEND_URL=https://example.com` in `admin/.env` (`sudo nano /var/www/quiznest/admin/.env`), then run `sudo -u www-data php artisan config:cache && sudo -u www-data php artisan queue:restart` in `/var/www/quiznest/admin`.',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '- Existing application folders and `.env` files are not overwritten. Then run `sudo -u www-data php artisan config:cache && sudo -u www-data php artisan queue:restart` in `/var/www/quiznest/admin` yourself, or the HTTPS client shows no data.',
      ),
    ],
    // fix46i: read30-installA 7.
    [
      'installation-guide/server-setup/vercel.md',
      page(
        "The console shows `Access to fetch at 'https://admin.example.com/api/...' from origin 'https://example.com' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.` Set `FRONTEND_URL` as in step 5 and cache the configuration again (`sudo -u www-data php artisan config:cache`, then `queue:restart` the same way, in `/var/www/quiznest/admin` on a VPS, `/usr/local/bin/ea-php83 artisan config:cache` in cPanel **Terminal**, `/usr/local/bin/php` on CloudLinux **Select PHP Version**).",
      ),
    ],
  ],
  'vps-dns-check-action-first': [
    'installation-guide/server-setup/vps.md',
    page(
      "Check the names with the loop below, on the server or in cPanel's **Terminal**. Without `dig` there, install it.",
    ),
  ],
  'static-export-zip-names-strip-dot-slash': [
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        '4. Delete the previous build if there is one: exactly the top-level names in its zip, which `unzip -Z1 quiznest-client-static-2.4.0-20261101.zip | cut -d/ -f1 | sort -u` lists on your computer (Windows: `tar -tf` of the zip, the part of each line before the first `/`).',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Client/static-export.md',
      page(
        "4. Delete the previous build if there is one: exactly the top-level names in its zip, which `unzip -Z1 quiznest-client-static-2.4.0-20261101.zip | sed 's|^\\./||' | cut -d/ -f1 | grep -v '^$' | sort -u` lists on your computer (Windows PowerShell: `tar -tf quiznest-client-static-2.4.0-20261101.zip | ForEach-Object { ($_ -replace '^\\./','').Split('/')[0] } | Where-Object { $_ } | Sort-Object -Unique`; a list that is empty, shows `.` or names another site's document root: stop, delete nothing), and the host's default `index.html` or `index.php`. Everything else stays: `.htaccess` (the extract replaces it), `.well-known`, which AutoSSL uses, `cgi-bin` and the zip you just uploaded.",
      ),
    ],
  ],
  'drill-dns-test-name-alone': [
    'post-installation.md',
    page(
      'The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, as an admin panel only under that name, with the rows for steps 5, 10, 11 and 15 of [Admin-only VPS for a Vercel client](/installation-guide/server-setup/vps#admin-only-vps-for-a-vercel-client).',
    ),
  ],
  'domain-split-vercel-deletes-example-cert': [
    'post-installation.md',
    page(
      '- **Certificate split.** Split it first. With the client on Vercel and `example.com` still listed, run only its admin line (`--cert-name admin.example.com -d admin.example.com`; answer `U` if asked).',
    ),
  ],
  'cpanel-rollback-rsync-named-by-source': [
    'post-installation.md',
    page(
      "   On cPanel, the `rsync` of update step 4 the other way, its three extra excludes keeping the MultiPHP handler, then `chmod 711` (the copy gives `admin/` the release's mode):",
    ),
  ],
  'no-payment-payout-officer-gets-dep-and-coins': [
    [
      'Payments/index.md',
      page(
        "| 2. List every deposit of that gateway since the form's previous change, open each one's **Activity** to see who confirmed it, look for its live payment in your accounts, and send the payout officer its player's username. | Super Admin | all |",
      ),
    ],
    // diff46 money 1: the usernames sent only after the search
    [
      'Payments/index.md',
      page(
        "| 2. List every deposit of that gateway since the last save of its form before the missing row's date, open each one's **Activity** to see who confirmed it, look for its live payment in your accounts, and send the payout officer each player's username, and for each deposit with no live payment its `DEP-` and **Coins**. | Super Admin | all |",
      ),
    ],
  ],
  'settled-by-dispute-matched-on-dispute-id': [
    [
      'Payments/index.md',
      page(
        "| A **Refund** row with the reference `refund refused` | The refund the provider refused. | Match it to the finance manager's transfer reference on the running-list line; none yet: nothing to match until the money is sent. |",
      ),
    ],
    // diff38 money 1-2: "Either way" settled by dispute, the owed share never sent
    [
      'deposits/index.md',
      page(
        '- A line noting "refund refused", with no transfer reference and no "settled by dispute" on it ([daily check](#check-pending-manual-deposits-every-day) step 4.5; **Successful**: its step 7.1 first): read the coin log as its item 4 does. No **Deposit** line, or the **Deposit Refund** line\'s balance after is zero or more: accept the dispute. Below zero (the player spent or withdrew those coins): contest it, with that **Deposit Refund** line and the coin log as evidence. Either way, write "settled by dispute" and the dispute ID on the line.',
      ),
    ],
    // read31 ops 3: one case a sub-bullet, before the refused refund's own steps
    [
      'deposits/index.md',
      page(
        '  3. Item 5 not done: record its item 4 first. "not credited" or N = 0: accept the dispute; "settled by dispute" and the dispute ID on the line; nothing is sent.',
        '  4. N > 0: the dispute ID on the line, and the dispute to the finance manager, on whose decision you contest it before its answer deadline, with the coin log as evidence.',
      ),
    ],
  ],
  'coin-rate-undo-maintenance-before-cancel': [
    'Settings/Finance Settings/Currency.md',
    page(
      '1. Put the site back in maintenance mode (step 5) at once, as the check runs after it reopened (a contest **Live** now runs without players: cancel it first, as [Maintenance Mode](/Settings/System%20Setting/Maintenance%20Mode#what-players-and-the-api-see) says, or accept that).',
    ),
  ],
  'winners-subtract-same-sitting': [
    'Mange Contests/Winners.md',
    page(
      "A **Subtract** cannot touch coins held by a withdrawal: the payout officer first rejects that player's held requests whose money has not left, newest first, until the free balance covers the coins, as in [Refund a deposit](/deposits/#refund-a-deposit) step 1.2, and pays none of theirs until it is made; coins whose money has left are not recovered beyond the **Balance**.",
    ),
  ],
  'second-restore-copies-commands-and-settled-without-export': [
    'Extra/index.md',
    page(
      "A second restore: before its step 1, which deletes them, rename `storage/app.before-restore` and `.env.before-restore` to `storage/app.first-restore` and `.env.first-restore`; keep the first restore's exports and tab until it is done. Copy every line of the first tab, with its mark, to the new tab: a *settled* line is never added to a target again (the new start holds its coins), and a *waiting* or *unpaid* one stays owed.",
    ),
  ],
  'live-drop-if-exists-is-guarded': [
    'post-installation.md',
    page(
      '2. Check the dump, then empty the database and import it:',
      '',
      ...code(
        'bash',
        '   sudo tail -n 1 /root/restore/database.sql',
        "   sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        '   sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; CREATE DATABASE quiznest;"',
      ),
    ),
  ],
  'drill-test-name-in-every-admin-step': [
    [
      'post-installation.md',
      page(
        'The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) as an admin panel only: its step 1 for `restore-test.example.com` alone, never the live names, and the rows for steps 5, 10, 11 and 15.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'The test copy is a second small server with a throwaway name such as `restore-test.example.com`, installed with the [VPS guide](/installation-guide/server-setup/vps) and the same QuizNest version as the live site, as an admin panel only under that name (`restore-test.example.com` in place of `admin.example.com` in its steps 1, 8, 10 and 11, never the live names), with the rows for steps 5, 10, 11 and 15.',
      ),
    ],
    // read32 installA 1: step 12 item 4 removed the lock on a server that gets live data
    [
      'post-installation.md',
      page(
        'installed with the VPS guide: in every step you follow (1 to 12, and Verify items 1 and 2), `restore-test.example.com` wherever it says `admin.example.com` or the `admin` record; in step 1 that name alone, its loop with that one name; in step 8 `FRONTEND_URL` may stay as it is. Never change a live record.',
      ),
    ],
  ],
  'backup-never-fills-disk': [
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'tar_status=0',
          'tar -czf "$DEST/$NAME" --warning=no-file-changed --exclude=storage/app/backups \\',
          '  -C "$WORK" database.sql -C "$APP" storage/app .env || tar_status=$?',
          'if [ "$tar_status" -gt 1 ]; then exit "$tar_status"; fi',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          `trap 'rm -rf "$WORK"' EXIT        # an unfinished archive goes with it`,
          '# A full disk stops MySQL and the site: the script stops first, and the alert mails you.',
          `room() { [ "$(df -Pm "$DEST" | awk 'NR==2 {print $4}')" -ge $(($1 + MIN_FREE_MB)) ] || { echo "Less than $(($1 + MIN_FREE_MB)) MB free in $DEST: no backup" >&2; exit 1; }; }`,
          'room 0',
          '',
          'DUMP="$(command -v mariadb-dump || command -v mysqldump)"',
          'mv "$WORK/$NAME" "$DEST/$NAME"',
          '# Old archives go first, so a failed off-site copy never fills the disk.',
          `find "$DEST" -maxdepth 1 -name 'quiznest-backup-*.tar.gz' -mtime +"$KEEP_DAYS" -delete`,
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        'The script keeps about 15 archives beside the site, and a full disk stops MySQL with it. If 15 times the size that the hand run printed is more than half the free space, lower `KEEP_DAYS`.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  (about 15 archives, which must fit in half the free space: 15 times the hand run's size more than that, `KEEP_DAYS` goes lower,",
        "  Restore the platform's cPanel tab says it). A full disk stops MySQL and the site, so the script never fills it:",
        '  when `df -Pm` shows less than `MIN_FREE_MB` (`2048`; cPanel `0`, the quota counts) free before the dump, or less than that plus the dump and',
        '  `storage/app` (`du -smc`) before `tar`.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'Then replace the backup job, and add a line that mails every hour while the disk is 80 % full or more. Open the file with `sudo nano /etc/cron.d/quiznest-backup` and make it these three lines:',
        '',
        ...code(
          'text',
          'MAILTO=admin@example.com',
          '30 2 * * * root /usr/local/sbin/quiznest-backup >> /var/log/quiznest-backup.log 2>&1 || echo "QuizNest backup failed on $(hostname); see /var/log/quiznest-backup.log"',
          `0 * * * * root df -P / | awk -v h="$(hostname)" 'NR==2 && $5+0 >= 80 {print "Disk / on " h " is " $5 " full"}'`,
        ),
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  `/etc/cron.d/quiznest-backup` holds `MAILTO=admin@example.com` and the job',
        '  `… >> /var/log/quiznest-backup.log 2>&1 || echo "QuizNest backup failed on $(hostname); …"`, and a third line mailing every',
        "  hour while `/` is 80 % full or more (`0 * * * * root df -P / | awk … '$5+0 >= 80 …'`);",
      ),
    ],
    [
      'post-installation.md',
      page(
        'For a full disk quota, tick **My account approaches its disk quota.** in **Preferences > Contact Information**, with that mailbox as its contact address.',
      ),
    ],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          '# A full disk stops MySQL and the site: the script stops first, and the alert mails you.',
          'SQL="$(command -v mariadb || command -v mysql)"',
          `room "$("$SQL" --defaults-extra-file="$CNF" -N -e "SELECT CEIL(SUM(data_length+index_length)/1048576) FROM information_schema.tables WHERE table_schema='$DB'")"   # the dump is about the data's size`,
          'DUMP="$(command -v mariadb-dump || command -v mysqldump)"',
        ),
      ),
    ],
  ],
  'kept-test-copy-loses-keys': [
    [
      'post-installation.md',
      page(
        "7. Delete the restored data when you are done: it holds your players' personal data. Delete the test server, or drop its database and remove `/root/restore` and its `storage/app`.",
      ),
    ],
    [
      'post-installation.md',
      page(
        "7. Delete the restored data when you are done: it holds your players' personal data, and the test copy holds the keys to every off-site copy. Delete the test server. To keep it, drop its database, remove `/root/restore` and its `storage/app`, and remove the keys:",
        '',
        ...code(
          'bash',
          'sudo rclone config delete quiznest-crypt',
          'sudo rclone config delete offsite',
          "sudo sed -i 's/^APP_KEY=.*/APP_KEY=/' /var/www/quiznest/admin/.env",
          'cd /var/www/quiznest/admin && sudo -u www-data php artisan config:clear',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        "7. Delete the restored data when you are done: it holds your players' personal data, and the test copy holds the keys to every off-site copy. Delete the test server. To keep it, remove `/root/restore` and its `storage/app`, then drop its database with the binary logs that still hold the import, and remove the keys:",
        '',
        ...code(
          'bash',
          '# MySQL 8.4 (mysql --version): RESET BINARY LOGS AND GTIDS; in place of RESET MASTER;',
          'sudo mysql -u root -p -e "DROP DATABASE quiznest; RESET MASTER;"',
          'sudo rclone config delete quiznest-crypt',
          'sudo rclone config delete offsite',
          "sudo sed -i 's/^APP_KEY=.*/APP_KEY=/' /var/www/quiznest/admin/.env",
          'cd /var/www/quiznest/admin && sudo -u www-data php artisan config:clear',
        ),
      ),
    ],
    // diff42 postinstall 8: a copy restored before step 3 kept its own aside kept the restored KYC files, silently
    [
      'post-installation.md',
      page(
        "7. Delete the restored data when you are done. Delete the test server. To keep it, run this block: it removes `/root/restore` and the restored `storage/app` (step 3 kept the copy's own aside), drops the database with the binary logs that still hold the import, and removes the keys. Of the two `mysql` lines, the one for the other version (`mysql --version`) fails at its `RESET`, harmlessly:",
        '',
        '   ```bash',
        '   cd /var/www/quiznest/admin && sudo rm -rf /root/restore',
        '   sudo test -d storage/app.before-restore && sudo rm -rf storage/app && sudo mv storage/app.before-restore storage/app',
        '   sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; RESET BINARY LOGS AND GTIDS;"   # MySQL 8.4',
        '   sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; RESET MASTER;"                  # MySQL 8.0',
        '   sudo rclone config delete quiznest-crypt',
        '   sudo rclone config delete offsite',
        "   sudo sed -i 's/^APP_KEY=.*/APP_KEY=/' .env && sudo -u www-data php artisan config:clear",
        '   ```',
        '',
      ),
    ],
  ],
  'new-server-backup-set-up-again-steps': [
    [
      'post-installation.md',
      page(
        'Set the nightly backup and its alerts up again ([Back up the platform](#back-up-the-platform), [Get alerts when something fails](#get-alerts-when-something-fails)): they live outside `admin/` and are not in the archive.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'Set the nightly backup and its alerts up again. Skip **Keep a copy off the server**, whose `rclone` step 2 set up already (with a puller: its `quiznest-pull` block only).',
      ),
    ],
    [
      'post-installation.md',
      page(
        "Set the nightly backup and its alerts up again, as they live outside `admin/` and are not in the archive: the [option file](#store-the-database-password-in-an-option-file), the script, its cron job and the [alerts](#get-alerts-when-something-fails). Of **Keep a copy off the server**, skip the `rclone` set-up, done already by the VPS tab's step 2 or the cPanel tab's step 1.",
      ),
    ],
    [
      'post-installation.md',
      page(
        "Set the nightly backup and its alerts up again, as they live outside `admin/` and are not in the archive, in this order: the [option file](#store-the-database-password-in-an-option-file); of **Keep a copy off the server**, with a machine that pulls the archives, its access to the new server (VPS: the `quiznest-pull` block, before the script's first archive, which it could not read otherwise; cPanel: import and **Authorize** its key, item 1 of that tab's list), the `rclone` set-up skipped, done already by the VPS tab's step 2 or the cPanel tab's step 1; then the script, its cron job and the [alerts](#get-alerts-when-something-fails).",
      ),
    ],
    [
      'post-installation.md',
      page(
        "4. With a puller: put the new address (cPanel: and account) in its crontab's `rsync` line, run `ssh-keygen -R` with the old address or name, and run the line once by hand, answering `yes` to the new host key: it copies the new server's archive (VPS: then run the check from that server). Otherwise every night's pull fails, and no alert tells you.",
      ),
    ],
  ],
  'owner-read-before-its-block': [
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'cd /var/www/quiznest/admin',
          'ls -l public/storage',
          'sudo -u "$OWNER" ln -sfn /var/www/quiznest/admin/storage/app/public public/storage',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        '- Leave out steps 13, 14 and 15 of the VPS guide. On a test copy that already runs them, stop them first (`sudo systemctl disable --now quiznest-queue`, and `sudo -u "$OWNER" -H pm2 delete quiznest-client && sudo -u "$OWNER" -H pm2 save`).',
      ),
    ],
  ],
  'update-pauses-nightly-backup': [
    'post-installation.md',
    page(
      "   The scheduler keeps running in maintenance mode (contests still close on time), so pause it for the update: between steps 4 and 5 it would run the new code against the old database. Save `www-data`'s crontab to a file and empty it; step 6 puts it back:",
      '',
      ...code(
        'bash',
        '   sudo crontab -u www-data -l > ~/www-data.crontab.new && [ -s ~/www-data.crontab.new ] && mv ~/www-data.crontab.new ~/www-data.crontab && sudo crontab -u www-data -r',
      ),
    ),
  ],
  'vercel-domain-retry-promotes-deployment': [
    [
      'post-installation.md',
      page(
        '   - **Vercel**: **Instant Rollback** to the deployment before the move; under **Settings > Domains**, remove the redirect of `example.com` and set `www.example.com` to redirect to `example.com` again.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "   - **Vercel**: **Instant Rollback** to the deployment before the move; under **Settings > Domains**, remove the redirect of `example.com` and set `www.example.com` to redirect to `example.com` again. The rollback stops Vercel from assigning the domain to new deployments: when you try again, choose **Promote** on step 9's deployment once it is **Ready**.",
      ),
    ],
  ],
  'cpanel-pull-names-ssh-port': [
    'post-installation.md',
    page(
      "2. On that machine, run `rsync -a -e 'ssh -i ~/.ssh/quiznest-pull' cpuser@203.0.113.20:backups/ ~/quiznest-backups/` every night from its own crontab, an hour after the backup.",
    ),
  ],
  'overview-form-names-return-url': [
    [
      'payment-gateways/overview.md',
      page(
        "Every gateway has one form with the same common fields: **Status**, **Mode**, **Display Name**, **Currency**, **Conversion Rate**, **Minimum Amount**, **Maximum Amount**, **Fixed Charge** and **Percent Charge**, followed by the provider's credential fields and the read-only **Webhook URL**. A new form starts **Disabled**, in **Sandbox** mode (Coinbase Commerce: **Live**, its form has no **Sandbox** mode).",
      ),
    ],
    // read30 gateways 7: the settings page put the two URLs before the credential fields
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        'Every gateway form starts with these fields. Amounts are in the default currency set under [Currency](/Settings/Finance%20Settings/Currency), unless the row says otherwise.',
        '',
        "The credential fields that follow (API keys, secrets, merchant IDs) differ for each provider and are described on the gateway's own page.",
      ),
    ],
  ],
  'live-credentials-said-before-production-test': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '5. Set **Status** to **Enabled** and click **Save**; **Save** refuses **Enabled** while a required credential field, webhook secret included, is empty. Do this on a staging copy of your site wherever you can ([Copy production to a staging site](#copy-production-to-a-staging-site)). On the production site, enable the gateway only for the few minutes of the test: while it is **Enabled** in **Sandbox** mode, every player sees it and can pay with a published test card.',
        '',
        '### Test on production in one pass',
        '',
        'Test on a staging copy wherever you can ([Copy production to a staging site](#copy-production-to-a-staging-site)). On production, a **Sandbox** gateway is offered to every player while it is **Enabled**, so do the whole test in one sitting, in the order of the going-live checklists:',
      ),
    ],
    // diff38 money 5: "their step 4" linked to Close, whose step 4 needs no credentials
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '### Test on production in one pass',
        '',
        'Test on a staging copy wherever you can ([Copy production to a staging site](#copy-production-to-a-staging-site)), and Mollie, Instamojo and bKash only there until you hold their live credentials, which their step 4 needs ([Close a production test](#close-a-production-test)). On production, a **Sandbox** gateway is offered to every player while it is **Enabled**, so do the whole test in one sitting, in the order of the going-live checklists:',
      ),
    ],
  ],
  'staging-copy-own-client': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "4. In the copy's `admin/.env`, set `APP_URL` and `FRONTEND_URL` to the staging addresses, for example `https://admin.staging.example.com`, and `MAIL_MAILER=log` (it wins over the saved **Mail** tab of Service), then run `php artisan config:cache`.",
        '',
        'Check: in **Extra > System Information** of the copy, **Database** is not the production database; the **Webhook URL** in every form shows the staging host; no gateway is **Enabled** except those you test, all in **Sandbox** mode, Coinbase Commerce excepted; and no email leaves the copy.',
      ),
    ],
    // diff38 money 4: the client built at step 4, before Staging Mode, and no how-to for a second client
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "4. In the copy's `admin/.env`, set `APP_URL` and `FRONTEND_URL` to the staging addresses, `https://admin.staging.example.com` and `https://staging.example.com`, and `MAIL_MAILER=log` (it wins over the saved **Mail** tab of Service), then run `php artisan config:cache`. Serve the copy its own client at `https://staging.example.com`, built with `NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api` and `NEXT_PUBLIC_SITE_URL=https://staging.example.com` (never a copied build: `NEXT_PUBLIC_*` is fixed at build time), and make every test deposit there: production's client calls production's API.",
        '5. Empty the copied queue: `php artisan queue:clear --force`, then `php artisan queue:flush` for the failed jobs.',
        '6. On the copy, set every gateway to **Disabled**, with **Mode** **Sandbox** (Coinbase Commerce: **Disabled** only; its form has no **Sandbox** mode), and **Status** **Disabled** on the **SMS** and **Push Notification** tabs of **Settings > Integration Settings > Service**. Turn **Staging Mode** **On** ([Robots TXT](/Settings/SEO%20&%20Meta/Robots%20TXT)).',
        "7. For each gateway you test on the copy, type its sandbox keys into every credential field, webhook secrets included. Then add the copy's cron job and worker.",
      ),
    ],
    // diff40 money 3, settings-install 2: VPS step 15's block pasted as it stands rebuilds production's client, and no check of production
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "7. For each gateway you test on the copy, type its sandbox keys into every credential field, webhook secrets included. Then add the copy's cron job and worker. Last, with **Staging Mode** **On** (a static export writes its `robots.txt` when built), build the copy its own client at `https://staging.example.com`, with `NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api` and `NEXT_PUBLIC_SITE_URL=https://staging.example.com` (never a copied build: `NEXT_PUBLIC_*` is fixed at build time), as your platform's client guide says ([VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client), [Vercel](/installation-guide/server-setup/vercel), [cPanel standalone](/installation-guide/server-setup/cPanel/Client/Standalone), [static export](/installation-guide/server-setup/cPanel/Client/static-export)). It is a separate, second client (its own folder, process and port, Node.js app or Vercel project): never rebuild or repoint production's. Make every test deposit there: production's client calls production's API.",
        '',
        "Check: in **Extra > System Information** of the copy, **Database** is not the production database and **Drivers** show `database` for cache, queue and session; the **Webhook URL** in every form shows the staging host; no gateway is **Enabled** except those you test, all in **Sandbox** mode, Coinbase Commerce excepted; the wallet of the copy's client offers only those; and no email leaves the copy (messages appear in the newest `laravel*.log` under `storage/logs/` instead). Undo: none needed on production if step 2 passed; if the copy ever ran with the production key, roll the live secrets at the providers. If a later step ran on production's database, set **Staging Mode** **Off** there, type its live keys again and enable its gateways in **Live** mode.",
      ),
    ],
    // diff41 money 2-3, read28 gateways 3: a client's values in a .env the build ignores, production's Nginx file and certificate names, no DNS, one step for four jobs
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "7. For each gateway you test on the copy, type its sandbox keys into every credential field, webhook secrets included. Then add the copy's cron job and worker. Last, with **Staging Mode** **On** (a static export writes its `robots.txt` when built), build the copy its own client at `https://staging.example.com`, with `NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api` and `NEXT_PUBLIC_SITE_URL=https://staging.example.com` in its own `.env` (never a copied build: `NEXT_PUBLIC_*` is fixed at build time). It is a separate, second client: never run a client guide's block as printed, whose folder, `.env`, process name and port are production's. [VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client): step 15's commands in the copy's own folder, such as `/var/www/quiznest-staging/client`, with `PORT=3001` and `--name quiznest-staging-client`, behind a server block for `staging.example.com` proxying to `127.0.0.1:3001`, with its certificate (steps 10 and 11); [cPanel standalone](/installation-guide/server-setup/cPanel/Client/Standalone): a new application, root `quiznest-staging-client`, built from a source folder of its own; [static export](/installation-guide/server-setup/cPanel/Client/static-export): `staging.example.com`'s own document root; [Vercel](/installation-guide/server-setup/vercel): a new project. Make every test deposit there: production's client calls production's API.",
      ),
    ],
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "Check: in **Extra > System Information** of the copy, **Database** is not the production database and **Drivers** show `database` for cache, queue and session; the **Webhook URL** in every form shows the staging host; no gateway is **Enabled** except those you test, all in **Sandbox** mode, Coinbase Commerce excepted; the wallet of the copy's client offers only those, while production's client still calls production's API (VPS: `grep -rl admin.staging.example.com /var/www/quiznest/client/.next/static` prints nothing; everywhere: production's wallet still offers its live gateways); and no email leaves the copy (messages appear in the newest `laravel*.log` under `storage/logs/` instead). Undo: none needed on production if step 2 passed; if the copy ever ran with the production key, roll the live secrets at the providers. If a later step ran on production's database, set **Staging Mode** **Off** there, type its live keys again and enable its gateways in **Live** mode.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        'last, in step 7, with **Staging Mode**',
        '  **On** (a static export writes its `robots.txt` when built), its own client at `https://staging.example.com`, built (never a copied build) with',
        "  `NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api` in its own `.env`, a separate, second client, never production's rebuilt or repointed, where every test deposit on the copy is made;",
        "  a client guide's block is never run as printed (its folder, `.env`, process name and port are production's): the values are inline (VPS step 15's commands in `/var/www/quiznest-staging/client`,",
        '  `PORT=3001`, `--name quiznest-staging-client`, a server block for `staging.example.com` to `127.0.0.1:3001` with its certificate, steps 10 and 11;',
        "  cPanel standalone a new application `quiznest-staging-client`; static export `staging.example.com`'s own document root; Vercel a new project; all linked)",
        "  (its Check: that client's wallet offers only the gateways enabled on the copy, and production's client still calls production's API: on a VPS,",
        "  `grep -rl admin.staging.example.com /var/www/quiznest/client/.next/static` prints nothing; everywhere, production's wallet still offers its live gateways).",
      ),
    ],
    // diff42 money 3: "each command as sudo -u quiznest -H" sent steps 10 and 11 and the cd, .env and PORT of step 15 to quiznest
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "      - [VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client), steps 10, 11 and 15: the folder `/var/www/quiznest-staging/client`, the file `quiznest-staging-client.conf` (step 10's second block alone), `--cert-name staging.example.com`, port `3001` (`PORT=3001` and `proxy_pass`) and `--name quiznest-staging-client`; on an `install.sh` server, each command as `sudo -u quiznest -H`.",
      ),
    ],
    // diff43 6, read29 gateways 3: nothing copied the client source into the new folder, and the substitutions were one ~130-word sentence
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '      - [VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client), steps 10, 11 and 15: the folder `/var/www/quiznest-staging/client`, made with `sudo mkdir -p /var/www/quiznest-staging/client && sudo chown quiznest:www-data /var/www/quiznest-staging/client` (after a manual install, `"$USER"` in place of `quiznest`), a copied `client/.env.production.local` in it deleted or rewritten; the file `quiznest-staging-client.conf` (step 10\'s second block alone), `--cert-name staging.example.com`, port `3001` (`PORT=3001` and `proxy_pass`) and `--name quiznest-staging-client`. On an `install.sh` server, run steps 10 and 11 with `sudo` as printed, and step 15\'s npm and pm2 lines as `sudo -u quiznest -H` after your own `cd`: the `.env` written with `sudo -u quiznest -H tee .env`, and `sudo -u quiznest -H env PORT=3001 HOSTNAME=127.0.0.1 pm2 start …`.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  production's; one short bullet per platform names them (VPS steps 10, 11 and 15: `quiznest-staging-client.conf` with step 10's",
        '  second block alone, `--cert-name staging.example.com`, port `3001`, `--name quiznest-staging-client`, the folder made with',
        "  `sudo mkdir -p` and given to the code's owner, `sudo chown quiznest:www-data` on an `install.sh` server, a copied",
        '  `client/.env.production.local` deleted or rewritten; on an `install.sh` server steps 10 and 11 with `sudo` as printed and',
      ),
    ],
    // diff44 settings [LIVE]: "Add the copy's cron job and worker" sent a VPS reader to step 13's unit, production's own name
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '7. Then, in this order:',
        '   1. For each gateway you test on the copy, type its sandbox keys into every credential field, webhook secrets included.',
        "   2. Add the copy's cron job and worker.",
      ),
    ],
    // diff44 settings 7: the client table had no server_name row
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '      - [VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client), steps 10, 11 and 15, with these values:',
        '',
        '        | In the VPS guide | Production | Staging |',
        '        |---|---|---|',
        "        | Nginx file (step 10's client file and its `ln -s` line) | `quiznest-client.conf`, both `server` blocks | `quiznest-staging-client.conf`, the `example.com` block alone |",
        "        | Certificate (step 11's client line) | `--cert-name example.com -d example.com -d www.example.com` | `--cert-name staging.example.com -d staging.example.com` |",
        '        | Port (`proxy_pass`, `PORT=`) | `3000` | `3001` |',
        '        | Folder (step 15) | `/var/www/quiznest/client` | `/var/www/quiznest-staging/client` |',
        '        | PM2 name (step 15) | `quiznest-client` | `quiznest-staging-client` |',
      ),
    ],
    // diff44 settings 3: a .env.production.local already in the folder outranked .env, and a second server has no production client
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '        Run steps 10 and 11 with `sudo` as printed. Step 15, on an `install.sh` server, is this block: it makes the folder and fills it from production\'s client, never its build or `.env.production.local`. After a manual install, write `"$USER"` in place of `quiznest` in the `chown`, and run the other lines without `sudo -u quiznest -H`:',
        '',
        '        ```bash',
        '        sudo mkdir -p /var/www/quiznest-staging/client && sudo chown quiznest:www-data /var/www/quiznest-staging/client',
        '        sudo -u quiznest -H rsync -a --exclude=/node_modules/ --exclude=/.next/ --exclude=/.env.production.local /var/www/quiznest/client/ /var/www/quiznest-staging/client/',
        '        cd /var/www/quiznest-staging/client',
        "        sudo -u quiznest -H tee .env > /dev/null <<'EOF'",
        '        NEXT_PUBLIC_API_URL=https://admin.staging.example.com/api',
        '        NEXT_PUBLIC_SITE_URL=https://staging.example.com',
        '        EOF',
        '        sudo -u quiznest -H npm ci',
        '        sudo -u quiznest -H npm run build',
        '        sudo -u quiznest -H env PORT=3001 HOSTNAME=127.0.0.1 pm2 start npm --name quiznest-staging-client -- run start',
        '        sudo -u quiznest -H pm2 save',
        '        ```',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  before its scheduler runs (`#copy-production-to-a-staging-site`; its Check: no email leaves the copy); step 7 is four sub-steps (sandbox keys; cron job and worker; the client; every test deposit there); its client',
        '  `install.sh` server one `bash` block: the folder made with `sudo mkdir -p` and `sudo chown quiznest:www-data`, filled from',
        "  production's client with the client update's `rsync` as `quiznest` (`sudo -u quiznest -H rsync -a --exclude=/node_modules/",
        '  --exclude=/.next/ --exclude=/.env.production.local /var/www/quiznest/client/ /var/www/quiznest-staging/client/`, so no build',
        '  or `.env.production.local` is copied), the caller doing the `cd`, the `.env` by `sudo -u quiznest -H tee .env > /dev/null`',
      ),
    ],
    // diff45 install 1, read30 gateways 1: no step made the admin copy, and its Nginx file left out the install lock
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '| Admin Nginx file (step 10, its `ln -s` line) | `quiznest-admin.conf` | `quiznest-staging-admin.conf`, without the install lock |',
        '',
        '1. Create a second database and user for the copy, and import a dump of production into it.',
      ),
    ],
    // diff45 install 4: install.sh said to give production the same certificates
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "A copy of production holds every live key of all 16 forms, readable with the same `APP_KEY`, and its scheduler reconciles live deposits with them. A copied folder still points at production's database: every setting changed there changes production until the copy has its own. On a VPS, the copy takes these names wherever the [VPS guide](/installation-guide/server-setup/vps)'s steps give production's (`install.sh` gives production the same ones), never overwriting one of production's:",
      ),
    ],
    // diff45 install 5: Supervisor 'likewise', production's unit enabled again, a Check that never looks at the staging worker or the cron lines
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "| Worker (step 13; Supervisor's file likewise) | `quiznest-queue.service`, `WorkingDirectory=/var/www/quiznest/admin` | `quiznest-staging-queue.service`, `WorkingDirectory=/var/www/quiznest-staging/admin` |",
        '',
        "Check: in **Extra > System Information** of the copy, **Database** is not the production database and **Drivers** show `database` for cache, queue and session; the **Webhook URL** in every form shows the staging host; no gateway is **Enabled** except those you test, all in **Sandbox** mode, Coinbase Commerce excepted; the wallet of the copy's client offers only those, while production's client still calls production's API (VPS, client on this server: `grep -rl admin.staging.example.com /var/www/quiznest/client/.env* /var/www/quiznest/client/.next/static` prints nothing; everywhere: production's wallet still offers its live gateways); on a VPS, `systemctl cat quiznest-queue` still shows `WorkingDirectory=/var/www/quiznest/admin`; and no email leaves the copy (messages appear in the newest `laravel*.log` under `storage/logs/` instead). Undo: none needed on production if step 2 passed; if the copy ever ran with the production key, roll the live secrets at the providers. If a later step ran on production's database, set **Staging Mode** **Off** there, type its live keys again and enable its gateways in **Live** mode. If production's worker unit was overwritten, write it back as VPS step 13 shows, then run `sudo systemctl daemon-reload && sudo systemctl restart quiznest-queue`.",
      ),
    ],
    // diff45 install 6: no runnable line for a copy on another server
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "      - [VPS](/installation-guide/server-setup/vps#step-15-build-and-start-the-client): steps 10, 11 and 15 with the table's client rows, 10 and 11 with `sudo` as printed. Step 15, on an `install.sh` server, is this block: it makes the folder, fills it from production's client (a copy on another server: in place of the `rsync` line, the `client` folder of the download production runs, copied and unzipped as the VPS guide's step 7 does) and deletes any `.env.production.local`, which would outrank `.env` in the build. After a manual install, write `\"$USER\"` in place of `quiznest` in the `chown`, and run the other lines without `sudo -u quiznest -H`:",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  before step 1, "In the VPS guide | Production | Staging", gives the copy its own names, never overwriting production\'s (`install.sh`',
        '  gives production the same ones as a manual install), one row each: the admin Nginx file `quiznest-staging-admin.conf` without the',
        "  install lock, its `server_name` `admin.staging.example.com` and `root` `/var/www/quiznest-staging/admin/public`, step 11's admin line as",
      ),
    ],
    // diff46 install 1 [LIVE] and 6: cPanel's "steps 2 and 7" gave production's .htaccess path; the site built inside a 171-word parenthesis
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production's settings cache. The copied secrets no longer decrypt, so the forms show them empty, and two-factor codes are refused: run `php artisan quiznest:admin-2fa-reset admin@example.com` there, with your email (never on production), and sign in at `https://admin.staging.example.com` (its DNS record first; on a VPS, steps 10 and 11 with the table's admin rows, then of step 12 only item 4, which removes the lock: if step 11's lock test fails, leave ports 80 and 443 open for production, run `sudo rm /etc/nginx/sites-enabled/quiznest-staging-admin.conf && sudo systemctl reload nginx`, fix the file, link it again and test again; on cPanel, steps 2 and 7 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) for `admin.staging.example.com`, with the document root `quiznest-staging/admin/public`, of step 7 only **Run AutoSSL** and the lock's removal) with your password; if asked to set up two-factor, add it in your authenticator app as a new entry, never replacing production's, then rename that entry \"staging\".",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  each: the admin Nginx file `quiznest-staging-admin.conf` with step 10's install lock as printed (step 3: steps 10 and 11,",
        '  then of step 12 only item 4, which removes it; a failed lock test never closes ports 80 and 443, which production answers on:',
        "  the staging link removed from `sites-enabled`, Nginx reloaded, the file fixed; cPanel: the cPanel guide's steps 2 and 7 for",
        "  `admin.staging.example.com`, with the document root `quiznest-staging/admin/public`, of step 7 only **Run AutoSSL** and the lock's removal), its `server_name` `admin.staging.example.com`",
      ),
    ],
    // diff46 install minor: the Check's Supervisor form named a file, not a command
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        'Check: in **Extra > System Information** of the copy, **Database** is not the production database; on a VPS, `systemctl cat quiznest-queue` (Supervisor: `quiznest-queue.conf`) still names `/var/www/quiznest/admin`.',
      ),
    ],
    // diff46 install 2 and 3: the stop rule and the database step inside the cPanel paragraph; no room check, a restore's leftovers copied
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "1. Copy production's admin folder, logs, caches and backups left out; the copy must hold `storage/installed`, which keeps its installer shut:",
        '',
        ...code(
          'bash',
          'sudo mkdir -p /var/www/quiznest-staging',
          "sudo rsync -a --exclude='/storage/logs/*' --exclude='/storage/framework/cache/data/' --exclude='/storage/app/backups/' --exclude='/bootstrap/cache/*.php' /var/www/quiznest/admin/ /var/www/quiznest-staging/admin/",
        ),
        '',
        '   On cPanel, run these lines in Terminal without `sudo`, with `~/quiznest` and `~/quiznest-staging` in place of `/var/www/quiznest` and `/var/www/quiznest-staging` (or **Copy** `quiznest/admin` into a new folder `quiznest-staging` in **File Manager**, and look for `admin/storage/installed` there). No `installed`: stop, and give the copy no site (step 3). Then create a second database and user for the copy, and import a dump of production into it.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "  A staging copy of production first copies production's admin folder (step 1: `sudo rsync -a`",
        '  of `/var/www/quiznest/admin/`, logs, caches and `storage/app/backups` left out, the storage link made new, then `test -f` of',
        "  `storage/installed`, which keeps the copy's installer shut: no `installed`, no site for the copy; cPanel: the same lines in",
      ),
    ],
    // diff47 install 2: the room check counted one dump on /var/www, not its import and binary log on /var/lib/mysql
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "1. Copy production's admin folder, logs, caches, backups and a restore's leftovers left out; the copy must hold `storage/installed`, which keeps its installer shut. First check the room: the free space of `df -h /var/www` must exceed the size `sudo du -sh /var/www/quiznest/admin` prints plus a database dump, with room to spare (cPanel: `du -sh ~/quiznest/admin` against what your quota leaves in **Disk Usage**). Then:",
      ),
    ],
    // diff47 install 1: step 3 opened the admin site before the copy's key changed
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '3. Give the copy its admin site at `admin.staging.example.com`, its DNS record first:',
        "   - VPS: step 10 with the table's admin rows, its install lock as printed; of step 11, its lock test and its admin `certbot` line alone; then step 12 item 4 on `quiznest-staging-admin.conf`. If the lock test fails, leave ports 80 and 443 open (production answers on them): run `sudo rm /etc/nginx/sites-enabled/quiznest-staging-admin.conf && sudo systemctl reload nginx`, fix the file, link it again and test again.",
        "   - cPanel: step 2 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) for that name (document root `quiznest-staging/admin/public`), its lock at the top of `~/quiznest-staging/admin/public/.htaccess`, never `~/quiznest/…`, which is production's; then of step 7 only **Run AutoSSL**, and the lock removed from that same file (`grep -c 'REMOTE_ADDR\\|\\[F\\]' ~/quiznest-staging/admin/public/.htaccess` prints `0`).",
        '',
        '   Then, in `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production\'s settings cache. The copied secrets no longer decrypt, so the forms show them empty, and two-factor codes are refused: run `php artisan quiznest:admin-2fa-reset admin@example.com` there, with your email (never on production), and sign in at `https://admin.staging.example.com` with your password; if asked to set up two-factor, add it in your authenticator app as a new entry, never replacing production\'s, then rename that entry "staging".',
        "4. In the copy's `admin/.env`, set `APP_URL` and `FRONTEND_URL` to the staging addresses, `https://admin.staging.example.com` and `https://staging.example.com`, and `MAIL_MAILER=log` (it wins over the saved **Mail** tab of Service), then run `php artisan config:cache`.",
      ),
    ],
  ],
  'install-sh-verify-before-post-installation': [
    'installation-guide/server-setup/vps-automated.md',
    page(
      '5. Continue with [Post-Installation](/post-installation): mail, backups and the security checklist.',
    ),
  ],
  'vercel-verify-checks-www-redirect': [
    [
      'installation-guide/server-setup/vercel.md',
      page(
        '1. Open `https://example.com`: the page has a valid certificate and shows the categories and quizzes from the admin panel.',
      ),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        '1. Open `https://example.com`: the address stays without `www`, the page has a valid certificate and shows the categories and quizzes from the admin panel. `curl -sI https://www.example.com/quiz | grep -i location` prints `https://example.com/quiz`; if `example.com` moves to `www` instead, set `www.example.com` to redirect to `example.com` in **Settings > Domains** (step 4).',
      ),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        '1. Open `https://example.com`: the address stays without `www`, the page has a valid certificate and shows the categories and quizzes from the admin panel. `curl -sSI https://www.example.com/quiz | grep -i location` (Windows PowerShell: `curl.exe -sSI https://www.example.com/quiz | Select-String location`) prints `https://example.com/quiz`. If `example.com` moves to `www` instead, in **Settings > Domains** first edit `example.com` to serve Production with no redirect, then edit `www.example.com` to redirect to `example.com`. If no `location` line is printed, `www.example.com` is missing or serves the site itself: add it, or edit it, to redirect to `example.com` (step 4).',
      ),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        "1. Open `https://example.com`: the address stays without `www`, the page has a valid certificate and shows the categories and quizzes from the admin panel. `curl -sSI https://www.example.com/quiz | grep -i location` (Windows PowerShell: `curl.exe -sSI https://www.example.com/quiz | Select-String location`) prints `https://example.com/quiz`. If `example.com` moves to `www` instead, in **Settings > Domains** first edit `example.com` to serve Production with no redirect, then edit `www.example.com` to redirect to `example.com`, and check again with the `curl` line or in a private window: a browser that opened the site before remembers the old redirect and can show `ERR_TOO_MANY_REDIRECTS` until you clear that site's data. If no `location` line is printed, `www.example.com` is missing or serves the site itself: add it, or edit it, to redirect to `example.com` (step 4).",
      ),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        '1. Open `https://example.com`: the address stays without `www`, the page has a valid certificate and shows the categories and quizzes from the admin panel. `curl -sSI https://www.example.com/quiz | grep -i location` (Windows PowerShell: `curl.exe -sSI https://www.example.com/quiz | Select-String location`) prints `https://example.com/quiz`. If `example.com` moves to `www` instead, in **Settings > Domains** first edit `example.com` to serve Production with no redirect, then edit `www.example.com` to redirect to `example.com`, and check again in a private window, or with the `curl` line and `curl -sSI https://example.com/quiz | grep -i location` (`curl.exe -sSI https://example.com/quiz | Select-String location`), which must print nothing: a browser that opened the site before remembers the old redirect and can show `ERR_TOO_MANY_REDIRECTS` until you clear its cached images and files. If no `location` line is printed, `www.example.com` is missing or serves the site itself: add it, or edit it, to redirect to `example.com` (step 4).',
      ),
    ],
    [
      'installation-guide/server-setup/vercel.md',
      page(
        '### `example.com` redirects to `www`, or `www` does not redirect',
        '',
        '- **`example.com` moves to `www`:** in **Settings > Domains** first edit `example.com` to serve Production with no redirect, then edit `www.example.com` to redirect to `example.com`.',
        '- **The `www` line prints no `location` line:** `www.example.com` is missing or serves the site itself: add it, or edit it, to redirect to `example.com` (step 4), then run the line again.',
      ),
    ],
  ],
  'laptop-unpack-checks-extra-folder': [
    [
      'installation-guide/local-machine-setup/Windows.md',
      page(
        'Unpack the QuizNest download to a short path outside OneDrive, such as `C:\\quiznest`, so that you have `C:\\quiznest\\admin` and `C:\\quiznest\\client`. Folders synced by OneDrive (your **Desktop** and **Documents** often are) and `C:\\Program Files` cause locked-file and permission errors during `npm install` and at run time.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Mac.md',
      page(
        '1. Unpack the QuizNest download into your home folder, so that you have `~/quiznest/admin` and `~/quiznest/client`. Avoid folders synced by iCloud Drive, such as **Desktop** and **Documents** when desktop sync is on: syncing thousands of dependency files slows every install down.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Linux.md',
      page(
        '1. Unpack the QuizNest download into your home folder, so that you have `~/quiznest/admin` and `~/quiznest/client`, and open a terminal in the admin panel:',
        '',
        ...code('bash', '   cd ~/quiznest/admin'),
      ),
    ],
    [
      'installation-guide/local-machine-setup/Linux.md',
      page(
        '1. Unpack the QuizNest download into your home folder as `~/quiznest`, check it and open a terminal in the admin panel:',
        '',
        ...code('bash', '   ls ~/quiznest', '   cd ~/quiznest/admin'),
        '',
        '   `ls` lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up with `mv ~/quiznest/quiznest-2.4.0/* ~/quiznest/` and run `ls` again.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Mac.md',
      page(
        '1. Unpack the QuizNest download into your home folder as `~/quiznest`, outside folders synced by iCloud Drive (**Desktop** and **Documents** with desktop sync on), which slow every install down. Check with `ls ~/quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up with `mv ~/quiznest/quiznest-2.4.0/* ~/quiznest/` and run `ls` again.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Windows.md',
      page(
        'Check in PowerShell with `Get-ChildItem C:\\quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up with `Move-Item C:\\quiznest\\quiznest-2.4.0\\* C:\\quiznest` and list again.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Mac.md',
      page(
        "1. Unpack the QuizNest download into your home folder as `~/quiznest`, outside folders synced by iCloud Drive (**Desktop** and **Documents** with desktop sync on), which slow every install down: `unzip ~/Downloads/quiznest-2.4.0.zip -d ~/quiznest` (with your download's name). Check with `ls ~/quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up and remove it with `mv ~/quiznest/quiznest-2.4.0/* ~/quiznest/ && rmdir ~/quiznest/quiznest-2.4.0`, then run `ls ~/quiznest` again.",
      ),
    ],
    [
      'installation-guide/local-machine-setup/Windows.md',
      page(
        'Unpack the QuizNest download to a short path such as `C:\\quiznest`, outside OneDrive (which often syncs your **Desktop** and **Documents**) and `C:\\Program Files`: both cause locked-file and permission errors in `npm install` and at run time. Check in PowerShell with `Get-ChildItem C:\\quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up with `Move-Item C:\\quiznest\\quiznest-2.4.0\\* C:\\quiznest`, remove the empty folder with `Remove-Item C:\\quiznest\\quiznest-2.4.0` (if it asks to confirm, answer `N`: something was left behind) and list again.',
      ),
    ],
    [
      'installation-guide/local-machine-setup/Linux.md',
      page(
        "1. Unpack the QuizNest download into your home folder as `~/quiznest` and check it (the first line with your download's name and folder):",
        '',
        ...code('bash', '   unzip ~/Downloads/quiznest-2.4.0.zip -d ~/quiznest', '   ls ~/quiznest'),
      ),
    ],
    [
      'installation-guide/local-machine-setup/Windows.md',
      page(
        'Check in PowerShell with `Get-ChildItem C:\\quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up with `Move-Item C:\\quiznest\\quiznest-2.4.0\\* C:\\quiznest`, remove the empty folder with `Remove-Item C:\\quiznest\\quiznest-2.4.0` (if it asks to confirm, something was left behind: type `N`, as Enter deletes it, see what with `Get-ChildItem -Force C:\\quiznest\\quiznest-2.4.0`, move it up with `Move-Item -Force C:\\quiznest\\quiznest-2.4.0\\* C:\\quiznest` and remove the folder again) and list again.',
      ),
    ],
    // read32 installB 2: mv …/* left the download's dotfiles behind, and rmdir stopped
    [
      'installation-guide/local-machine-setup/Mac.md',
      page(
        "1. Unpack the QuizNest download into your home folder as `~/quiznest`, outside folders synced by iCloud Drive (**Desktop** and **Documents** with desktop sync on), which slow every install down: `unzip ~/Downloads/quiznest-2.4.0.zip -d ~/quiznest` (with your download's name). If `~/Downloads` already holds the unpacked `quiznest-2.4.0` folder (Safari's default), move that folder instead: `mv ~/Downloads/quiznest-2.4.0 ~/quiznest`. Check with `ls ~/quiznest`: it lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up and remove it with `mv ~/quiznest/quiznest-2.4.0/* ~/quiznest/ && rmdir ~/quiznest/quiznest-2.4.0`, then run `ls ~/quiznest` again.",
      ),
    ],
    [
      'installation-guide/local-machine-setup/Linux.md',
      page(
        '   `ls` lists `admin`, `client` and `install.sh`. If it lists a single folder such as `quiznest-2.4.0` instead, move its contents up and remove it with `mv ~/quiznest/quiznest-2.4.0/* ~/quiznest/ && rmdir ~/quiznest/quiznest-2.4.0`, then run `ls ~/quiznest` again.',
      ),
    ],
  ],
  'cpanel-cron-never-runs-has-a-log': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### PHP version mismatch',
        '',
        '`Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.2.0"` (in the browser, in Terminal or in a cron log) means that place still uses an older PHP.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### Cron Job Settings shows Never or Not running',
        '',
        "Step 8's jobs send their output to `/dev/null`, so a failing job leaves no message. Run the scheduler line in **Terminal** without `>> /dev/null 2>&1` and read what it prints. Without Terminal, replace `>> /dev/null 2>&1` in the job with `>> /home/cpuser/quiznest/admin/storage/logs/cron.log 2>&1` for two minutes, read `storage/logs/cron.log` in **File Manager**, then put the original line back, as [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings#check-that-it-runs) shows. `Could not open input file: artisan` means a wrong path after `cd`; `ea-php83: No such file or directory` (or `not found`), a version the server does not have: use one that `ls /usr/local/bin/ea-php*` lists (step 4).",
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '### Cron Job Settings shows Never or Not running',
        '',
        "Step 8's jobs send their output to `/dev/null`, so a failing job leaves no message. Run the scheduler line in **Terminal** without `>> /dev/null 2>&1` and read what it prints. Without Terminal, replace `>> /dev/null 2>&1` in the job with `>> /home/cpuser/quiznest/admin/storage/logs/cron.log 2>&1` for two minutes, read `storage/logs/cron.log` in **File Manager**, then put the original line back, as [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings#check-that-it-runs) shows, and delete the file. No `cron.log` after two minutes: the job never starts or its `cd` fails; check that **Current Cron Jobs** lists it with `* * * * *` and the right `cd` path, else ask the host. `Could not open input file: artisan` means a wrong path after `cd`; `ea-php83: No such file or directory` (or `not found`), a version the server does not have: use one that **MultiPHP Manager** offers (in Terminal, `ls /usr/local/bin/ea-php*` lists them).",
      ),
    ],
  ],
  'cpanel-php-check-without-terminal': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '3. In Terminal, list the versions installed on the server and check the one you chose:',
        '',
        ...code('bash', '   ls /usr/local/bin/ea-php*', '   /usr/local/bin/ea-php83 -v'),
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        "Without Terminal, run your tab's check as a one-off **Once Per Minute** cron job that writes it to a file (CloudLinux: `/usr/local/bin/php` in place of `/usr/local/bin/ea-php83`), wait two minutes, read `php-check.txt` in your home folder in **File Manager** as above, then delete the job and the file:",
      ),
    ],
    // read32 installB 6: the install check never tested proc_open and symlink
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        ...code(
          'text',
          'cd /home/cpuser/quiznest/admin && { /usr/local/bin/ea-php83 -v; for ext in bcmath ctype curl dom fileinfo gd intl mbstring openssl pdo_mysql tokenizer xml zip; do /usr/local/bin/ea-php83 -m | grep -qix "$ext" || echo "missing: $ext"; done; /usr/local/bin/ea-php83 -r \'echo ini_get("memory_limit"), PHP_EOL;\'; } > /home/cpuser/php-check.txt 2>&1',
        ),
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        '5. In Terminal, check the version and extensions:',
        '',
        ...code(
          'bash',
          '   cd /home/cpuser/quiznest/admin',
          '   /usr/local/bin/php -v',
          '   for ext in bcmath ctype curl dom fileinfo gd intl mbstring openssl pdo_mysql tokenizer xml zip; do /usr/local/bin/php -m | grep -qix "$ext" || echo "missing: $ext"; done',
        ),
      ),
    ],
    // tidy51 6: the PHP upgrade's cPanel check never tested proc_open and symlink
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'for ext in bcmath ctype curl dom fileinfo gd intl mbstring openssl pdo_mysql tokenizer xml zip; do /usr/local/bin/ea-php84 -m | grep -qix "$ext" || echo "missing: $ext"; done',
          '/usr/local/bin/ea-php84 ~/composer.phar check-platform-reqs --no-dev',
          '/usr/local/bin/ea-php84 -r \'echo ini_get("memory_limit"), PHP_EOL;\'',
        ),
      ),
    ],
  ],
  'windows-laragon-mysql-80-end-of-life': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      'Laragon includes Composer and a MySQL server whose `root` user has no password. Check with `mysql --version` that its MySQL is 8.0 or 8.4. If it shows `5.7`, pick one fix:',
    ),
  ],
  'refused-refund-steps': [
    // diff38 money review: a payout paid before the deposit counted as this deposit's coins
    [
      'deposits/index.md',
      page(
        "      4. Deposit confirmer, when the finance manager asks, 120 days after the payment at the earliest (the card's dispute window; they have no **Deposits** view), or at once when a dispute arrives on the line: search the `DEP-` with **Status** **All** (**Successful**: step 7.1 first), read the player's coin log ([Users](/Mange%20User/Users), **Transactions**: the balance after each line) and only record a number. No **Deposit** line for it (a `SUB-` has none): write \"not credited\" and the date. Otherwise its shortfall N is how far its **Deposit Refund** line's balance after lies below the lower of zero and the balance after the line just before its **Deposit** line (a debt older than the deposit is not this deposit's), less the coins of any payout paid before the **Deposit Refund** line that came back later (an **Add** naming its `WDR-`), never below 0 nor above the deposit's **Coins**: write \"credited, shortfall N\" and the date. Example, 1,000 **Coins**: −200 before the **Deposit** line and −800 after the **Deposit Refund** line is 600 below; a 500-coin payout of that time came back later, so N = 100.",
      ),
    ],
    // listed-refund-failing-for-good-dropped
    [
      'deposits/index.md',
      page(
        '   3. To reject one, refund it; if the refund fails, note it on the line and send it again, with its new refund reference on the line; one that fails for good (a closed card, a refund window passed) is dropped, noted so on the line, and a support agent tells the player.',
      ),
    ],
    // refused-refund-handoffs-by-role
    [
      'deposits/index.md',
      page(
        '   5. A refund the provider can no longer make is never dropped: note "refund refused" on the line and in the **Mark as Failed** note, and hand the `DEP-` to the finance manager. A support agent asks the player for a statement of an account in the payer\'s own name, and a payout officer matches it to the name the provider shows for the payment. 120 days after the payment at the earliest (the card\'s dispute window), the finance manager checks that the deposit is not **Successful** (step 7.1 first) and the line has no "settled by dispute", then sends the money there, its reference on the line.',
      ),
    ],
    // refused-refund-not-credited-from-coin-log
    [
      'deposits/index.md',
      page(
        '   5. 120 days after the payment at the earliest, the finance manager, who has no **Deposits** view, asks a deposit confirmer, who searches the `DEP-` with **Status** **All** (**Successful**: step 7.1 first) and writes "not credited" and the date on the line; that same day, with "payer matched" and no "settled by dispute" on the line, the finance manager sends the money to that account.',
      ),
    ],
    // refused-refund-counts-only-paid-withdrawal
    [
      'deposits/index.md',
      page(
        '5. A confirmer writes "not credited" and the date on the line only if the player\'s coin log has no **Deposit** line for it, or a **Deposit Refund** for it with no **Withdrawal Hold** line between the two; else "credited and withdrawn".',
      ),
    ],
    // diff37 money 1: the one-paragraph 4.5 and its paid-withdrawal test
    [
      'deposits/index.md',
      page(
        '   5. A refund the provider can no longer make (a closed card, a refund window passed) is never dropped, and never sent elsewhere on the player\'s word: note "refund refused" on the line, with the payer name the provider shows for the payment, and in the **Mark as Failed** note, and hand the `DEP-` to the finance manager. A support agent asks the player for a statement of an account in the payer\'s own name and hands it to a payout officer, who matches it to that name, as [Review a request](/withdraw/#review-a-request) item 5 does, writes "payer matched" and the date on the line, and passes the statement to the finance manager. 120 days after the payment at the earliest (the card\'s dispute window), the finance manager, who has no **Deposits** view, asks a deposit confirmer, who searches the `DEP-` with **Status** **All** (**Successful**: step 7.1 first) and writes "not credited" and the date on the line only if the player\'s coin log ([Users](/Mange%20User/Users), **Transactions**) has no **Deposit** line for it, or a **Deposit Refund** for it with no paid withdrawal between the two (a **Withdrawal Hold** line with no **Withdrawal Return** line for its `WDR-`: its request **Paid**); else "credited and withdrawn": nothing is sent, and the finance manager handles it as a loss; that same day, with "payer matched" and no "settled by dispute" on the line, the finance manager sends the money to that account, its reference on the line. A dispute meanwhile settles it: nothing is sent.',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  no **Deposits** view) only if the player\'s coin log has no **Deposit** line for it, or a **Deposit Refund** for it with no paid withdrawal between the two (a **Withdrawal Hold** line with no **Withdrawal Return** for its `WDR-`, its request **Paid**; a hold a rejection returned does not count) (else "credited and withdrawn": nothing sent, a loss the finance manager handles), and the line has no "settled by dispute"; step 7.1\'s **Refund** row `refund refused` is matched in the monthly reconciliation to the finance manager\'s transfer reference on the line, or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there; a dispute meanwhile settles it, nothing sent, Disputes writing',
      ),
    ],
    // diff38 money 1, 2, 8 and gap 1: "credited and withdrawn" read from one balance, "you decide", item 1 on a Failed deposit
    [
      'deposits/index.md',
      page(
        "   5. A refund the provider can no longer make (a closed card, a refund window passed) is never dropped, and never sent elsewhere on the player's word. Its money goes out only through these steps, one role each; a dispute meanwhile settles it, and nothing is sent ([Disputes](#disputes-chargebacks-and-returns)):",
        '      1. Deposit confirmer, at once: note "refund refused" and the payer name the provider shows for the payment on the line, "refund refused" in the **Mark as Failed** note, and hand the `DEP-` to the finance manager.',
        "      2. Support agent: ask the player for a statement of an account in the payer's own name, and hand it to a payout officer.",
        '      3. Payout officer: match the statement to that name, as [Review a request](/withdraw/#review-a-request) item 5 does, write "payer matched" and the date on the line, and pass the statement to the finance manager.',
        '      4. Deposit confirmer, 120 days after the payment at the earliest (the card\'s dispute window), when the finance manager asks (they have no **Deposits** view): search the `DEP-` with **Status** **All** (**Successful**: step 7.1 first), then read the player\'s coin log ([Users](/Mange%20User/Users), **Transactions**: the balance after each line). No **Deposit** line for it, or its **Deposit Refund** line\'s balance after is zero or more (every coin came back): write "not credited" and the date on the line. Below zero (the player spent or withdrew those coins): write "credited and withdrawn", that balance and the date.',
        '      5. Finance manager, that same day: with "not credited", "payer matched" and no "settled by dispute" on the line, send the money to that account, its reference on the line. "Credited and withdrawn": you decide; nothing is sent on its own.',
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        "**Finance manager**: adjusts balances, leads bans, and sends a refund the provider refused once a payout officer has matched the payer's statement and a deposit confirmer has found the deposit not credited that day ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.5).",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  done, never sent again; 4.5: one the provider can no longer make, a closed card or a refund window passed, is never dropped and never',
        '  sent elsewhere on the player\'s word; Deposits gives it a numbered sub-list, one role per item: 1. the deposit confirmer notes "refund refused"',
        '  and the payer name the provider shows for the payment on the line ("refund refused" in the **Mark as Failed** note too) and hands the `DEP-` to the finance manager;',
        "  2. a support agent asks the player for a statement of an account in the payer's own name and hands it to a payout officer; 3. the payout officer",
        '  matches it to that name as Withdraw\'s review item 5 does and writes "payer matched" and the date on the line (four eyes); 4. 120 days after the',
        "  payment at the earliest, the card's dispute window, when the finance manager asks (they have no **Deposits** view), the deposit confirmer searches",
        "  its `DEP-` (Status All; step 7.1 takes a late credit back first) and reads the player's coin log, whose **Transactions** tab shows the balance after",
        "  each line (the Report's Coin Log: **Balance After**): no **Deposit** line for it, or its **Deposit Refund** line's balance after zero or more",
        '  (every coin came back), and they write "not credited" and the date on the line; below zero (the player spent or withdrew those coins),',
        '  "credited and withdrawn", that balance and the date; 5. that same day the finance manager sends the money only to an account in the payer\'s own',
        '  name, with "not credited", "payer matched" and no "settled by dispute" on the line, its reference on the line; a "credited and withdrawn" line is',
        "  the finance manager's to decide, never sent on its own; step 7.1's **Refund** row `refund refused` is matched in the monthly reconciliation to",
        '  the finance manager\'s transfer reference on the line, or, "settled by dispute", to the provider\'s dispute line on the dispute ID noted there,',
        '  or, "credited and withdrawn" with no transfer, to nothing (no money went out for it: those words noted beside the row); Payments\' "where is',
        '  my money?" gives that player a row of its own, a **Deposit** row **Refunded** whose **Refund** row\'s **Transaction ID** is `refund refused` (any',
        '  other **Refund** row: "You refunded it"), read from the line: a transfer reference, refunded with it; "settled by dispute", their card dispute decided',
        '  it; "credited and withdrawn", they spent or withdrew those coins and the finance manager decides; none of these, not refunded yet, a support',
        '  agent asking for a statement; a dispute meanwhile',
        '  settles it, nothing sent, Disputes writing "settled by dispute" and the dispute ID on the line); the daily check searches each held one on the running list before deciding it (step 4),',
      ),
    ],
    // diff40 money 1, 5 and 8: the N coins never given back, a loss, the line without Payable or Coins, a SUB- searched as a DEP-
    [
      'deposits/index.md',
      page(
        "      4. Deposit confirmer, when the finance manager asks, 120 days after the payment at the earliest (the card's dispute window; they have no **Deposits** view), or at once when a dispute arrives on the line: search the `DEP-` with **Status** **All** (**Successful**: step 7.1 first), read the player's coin log ([Users](/Mange%20User/Users), **Transactions**: the balance after each line) and only record a number. No **Deposit** line for it (a `SUB-` has none): write \"not credited\" and the date. Otherwise its shortfall N is how far its **Deposit Refund** line's balance after lies below the lower of zero and the balance after the line just before its **Deposit** line (a debt older than the deposit is not this deposit's), less the coins of any payout paid between its **Deposit** and **Deposit Refund** lines that came back later (an **Add** naming its `WDR-`), never below 0 nor above the deposit's **Coins**: write \"credited, shortfall N\" and the date. Example, 1,000 **Coins**: −200 before the **Deposit** line and −800 after the **Deposit Refund** line is 600 below; a 500-coin payout paid between the two came back later, so N = 100.",
        '      5. Finance manager, that same day, with "payer matched" on the line and no "settled by dispute" nor an undecided dispute: send **Payable** × (**Coins** − N) ÷ **Coins** (the whole **Payable** when "not credited" or N = 0), rounded down to the cent, to the matched account, its reference on the line. The rest is a loss you record on the line (N = **Coins**: write "nothing sent"). Example, **Payable** 10.59 USD: 10.59 × 900 ÷ 1,000 = 9.531, so 9.53 USD sent and 1.06 USD lost.',
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        '**Finance manager**: adjusts balances, leads bans, and sends a refund the provider refused once a payout officer has matched the payer\'s statement and a deposit confirmer has recorded that day, from the coin log, "not credited" or the deposit\'s shortfall ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.5).',
      ),
    ],
    // diff40 money 8: a SUB- handed on as a DEP-
    [
      'deposits/index.md',
      page(
        '      1. Deposit confirmer, at once: note "refund refused" and the payer name the provider shows for the payment on the line, "refund refused" in the **Mark as Failed** note (already **Failed**: on the line alone), and hand the `DEP-` to the finance manager.',
      ),
    ],
    // diff41 money 1 and 6: a dispute after the share is sent left to a decision; the finance manager's other line entries unnamed
    [
      'Admin Users/Role.md',
      page(
        "**Finance manager**: adjusts balances, leads bans, and settles a refund the provider refused ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 4.5): once a payout officer has matched the payer's statement and a deposit confirmer has recorded on the line that day \"not credited\" or the deposit's shortfall, with its **Payable** and **Coins**, sends the share due and gives back the coins the rest paid for; a dispute on that line is contested at the provider by the deposit confirmer, on the finance manager's decision.",
      ),
    ],
    // diff41 money 6: CONTENT_GUIDE's item 1 hands on the DEP- alone; item 5 clears "the player's debt", the older one too
    [
      '../CONTENT_GUIDE.md',
      page(
        '  and the payer name the provider shows for the payment on the line ("refund refused" in the **Mark as Failed** note too, already **Failed**: on the line alone) and hands the `DEP-` to the finance manager;',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  5. that same day the finance manager, with "payer matched" and no "settled by dispute" nor an undecided dispute on the line, sends',
        '  **Payable** × (**Coins** − N) ÷ **Coins** (the whole **Payable** when "not credited" or N = 0), rounded down to the currency\'s smallest unit, to the matched',
        '  account, its reference on the line, then, N > 0, gives the N coins back with **Adjust Balance** **Add**, its **Reason** naming the `DEP-` and "refused refund: N coins kept as paid",',
        '  so the player keeps the coins they used and the rest, written on the line, is kept as the price of N coins, never called a loss (N = **Coins**: "nothing sent", the **Add** alone;',
        '  the player\'s debt is cleared, never charged twice); no "you decide" is left open;',
      ),
    ],
    // read28 gateways 3: the shortfall N as one 150-word sentence
    [
      'deposits/index.md',
      page(
        "      4. Deposit confirmer, when the finance manager asks, 120 days after the payment at the earliest (the card's dispute window; they have no **Deposits** view), or at once when a dispute arrives on the line: search the `DEP-` or `SUB-` with **Status** **All** (a `SUB-` on [Payments](/Payments/); **Successful**: step 7.1, a `SUB-` 7.2, first), read the player's coin log ([Users](/Mange%20User/Users), **Transactions**: the balance after each line) and only record numbers. No **Deposit** line for it (a `SUB-` has none): write \"not credited\", the **Payable** with its currency and the date. Otherwise its shortfall N is how far its **Deposit Refund** line's balance after lies below the lower of zero and the balance after the line just before its **Deposit** line (no such line: 0; a debt older than the deposit is not this deposit's), less the coins of any payout requested between its **Deposit** and **Deposit Refund** lines whose **Add** (naming its `WDR-`) came after the **Deposit Refund** line, never below 0 nor above the deposit's **Coins**: write \"credited, shortfall N\", the **Payable** with its currency, the **Coins** and the date. Example, 1,000 **Coins**: −200 before the **Deposit** line and −800 after the **Deposit Refund** line is 600 below; a 500-coin payout requested between the two came back later, so N = 100.",
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        "otherwise the shortfall N, how far its **Deposit Refund** line's balance after lies below the lower of zero and the",
        "  balance after the line just before its **Deposit** line (no such line: 0; a debt older than the deposit is not this deposit's), less the coins of any payout requested",
        "  between its **Deposit** and **Deposit Refund** lines whose **Add** (naming its `WDR-`) came after the **Deposit Refund** line, never below 0 nor above the deposit's **Coins**:",
        '  "credited, shortfall N", the **Payable** with its currency, the **Coins** and the date, with one worked example (1,000 **Coins**, −200 before, −800 after, a 500-coin payout back: N = 100);',
      ),
    ],
    // read29 ops 2: the finance manager, with no Deposits view, handed a DEP- alone
    [
      'deposits/index.md',
      page(
        '      1. Deposit confirmer, at once: note "refund refused" and the payer name the provider shows for the payment on the line, "refund refused" in the **Mark as Failed** note (already **Failed**: on the line alone), and hand the `DEP-` or `SUB-` to the finance manager.',
        '      5. Finance manager, that same day, with "payer matched" on the line and no "settled by dispute" nor an undecided dispute: send **Payable** × (**Coins** − N) ÷ **Coins** (the whole **Payable** when "not credited" or N = 0), rounded down to the currency\'s smallest unit, to the matched account, its reference on the line. Then, if N > 0, give the N coins back with **Adjust Balance** **Add**, its **Reason** naming the `DEP-` and "refused refund: N coins kept as paid": the player keeps the coins they used, and the rest of the **Payable**, written on the line, is kept as the price of N coins (N = **Coins**: write "nothing sent"; the **Add** alone). Example, **Payable** 10.59 USD: 10.59 × 900 ÷ 1,000 = 9.531, so 9.53 USD sent, 1.06 USD kept as the price of 100 coins, and 100 coins added.',
      ),
    ],
    // read30 ops 7: "they have no Deposits view" read as the deposit confirmer
    [
      'deposits/index.md',
      page(
        "      4. Deposit confirmer, when the finance manager asks, 120 days after the payment at the earliest (the card's dispute window; they have no **Deposits** view), or at once when a dispute arrives on the line: search the `DEP-` or `SUB-` with **Status** **All**.",
      ),
    ],
  ],
  'no-webhook-handed-to-gateway-owner': [
    'deposits/index.md',
    page(
      "   3. No webhook at all: the webhook URL is usually missing, or registered in the other mode, in the provider's dashboard (the gateway's page under [Payment Gateways](/category/payment-gateways)).",
    ),
  ],
  'restore-after-break-in-branch': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "Take the newest archive made before the damage began (its name is the server's date and time; `timedatectl`, on cPanel `date`, shows the zone). When the database is damaged, restore all three parts from that archive, so that the database and `APP_KEY` belong together. Everything after the archive's time is lost, so if the panel still opens, export what moved since then and save the Activity Log after step 1 and before step 2 ([Before the restore](/Extra/#before-the-restore)); step 5 below redoes it before players get back in. When only files are lost (`storage/app`, `.env` or both) and the database is fine, keep the live database: run step 1, step 3 for what was lost, step 4 without its `queue:clear --force` and `queue:flush` lines (the queue is live), and step 6; never step 2. On a new server, follow [Restore onto a new server](#restore-onto-a-new-server) instead.",
      ),
    ],
    [
      'post-installation.md',
      page(
        'After a break-in (a stolen admin password, or someone on the server), restore with four changes:',
        '',
        '1. If anyone may have had shell or file access (when unsure, assume so), restore onto a new server as [Restore onto a new server](#restore-onto-a-new-server) says, and keep the old one off the network.',
        '2. Take the newest archive from before the break-in, and at step 5 never redo a change the attacker made, nor the one that caused the damage ([Match accounts and settings](/Extra/#match-accounts-and-settings)).',
        "3. Before `up`: give every admin a new password (**Require password change** ticked) and **Reset Two-Factor** ([Passwords](/Admin%20Users/Admin#passwords)), yours with `quiznest:admin-password` and `quiznest:admin-2fa-reset` run as in step 4; deactivate admin accounts nobody knows; check each gateway's **Mode** and each manual gateway's account to pay into.",
        "4. Rotate every secret the attacker could read, as each page's **Security notes** say: gateway keys; mail, SMS and push credentials; AI, social-login and reCAPTCHA keys; a Redis password ([Rotate the Redis password](/Settings/System%20Setting/System%20Configuration#rotate-the-redis-password)) and the off-site bucket's key ([Keep a copy off the server](#keep-a-copy-off-the-server)). The database password stays: only the server itself can use it. Keep `APP_KEY` too: a new one makes every stored secret unreadable, and once they are rotated it opens only revoked ones.",
      ),
    ],
    [
      'post-installation.md',
      page(
        'After a break-in (a stolen admin password, or someone on the server), restore with five changes:',
        '',
        "1. At once, rotate every secret the attacker could read, gateway keys that can send money out first, revoking each old key as you create its new one (not after a test, as the pages' **Security notes** do): gateway keys; mail, SMS and push credentials; Service's **Storage** credentials; AI, social-login and reCAPTCHA keys; the off-site bucket's key (in `rclone` as [Move the copies to a locked bucket](#move-the-copies-to-a-locked-bucket) edits it). At step 5, type the panel's new ones in and [rotate the Redis password](/Settings/System%20Setting/System%20Configuration#rotate-the-redis-password). The database password stays: only the server itself can use it. `APP_KEY` stays too, as System Configuration's [Security notes](/Settings/System%20Setting/System%20Configuration#security-notes) ask: the secrets it decrypts are all new, and the sessions it signs end with the restore: every session is signed out, which is what you want.",
        "2. Take the newest archive made before the break-in began (its start time from the saved log or the provider's records).",
        "3. If anyone may have had shell or file access (when unsure, assume so), restore onto a new server as [Restore onto a new server](#restore-onto-a-new-server) says, never by the Move, which archives the compromised server. First, if the old panel still works and you trust it enough to read from it, do [Before the restore](/Extra/#before-the-restore) there (step 1 without the archive); then take the old server off the network (VPS: the provider's console or firewall; cPanel: ask the host to suspend the account).",
        "4. Before `up`: give every admin a new password (**Require password change** ticked) and **Reset Two-Factor** ([Passwords](/Admin%20Users/Admin#passwords)), yours with `quiznest:admin-password` and `quiznest:admin-2fa-reset` run as in step 4; deactivate admin accounts nobody knows; check each gateway's **Mode** and each manual gateway's account to pay into.",
        '5. At step 5, no change an admin made after the break-in began is redone or counted: it waits on the restore tab for the finance manager or a Super Admin, as [Before and after a restore](/Extra/#before-and-after-a-restore) says.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'After a break-in (a stolen admin password, or someone on the server), restore with five changes:',
        '',
        "1. At once, rotate every secret the attacker could read, gateway keys that can send money out first, revoking each old key as you create its new one (not after a test, as the pages' **Security notes** do): gateway keys; mail, SMS and push credentials; Service's **Storage** credentials; AI, social-login and reCAPTCHA keys; the off-site bucket's key, once the archive you restore from is fetched: a new key for the same bucket and rights, typed at `sudo rclone config`'s prompts (**Edit existing remote**, `offsite`; cPanel `~/bin/rclone config`), `quiznest-crypt` unchanged, kept in your password manager. At step 5, type the panel's new ones in and [rotate the Redis password](/Settings/System%20Setting/System%20Configuration#rotate-the-redis-password). The database password stays: only the server itself can use it. `APP_KEY` stays too, as System Configuration's [Security notes](/Settings/System%20Setting/System%20Configuration#security-notes) ask: the secrets it decrypts are all typed again.",
        "2. Take the newest archive made before the break-in began (its start time from the saved log or the provider's records).",
        "3. If anyone may have had shell or file access (when unsure, assume so), restore onto a new server as [Restore onto a new server](#restore-onto-a-new-server) says, never by the Move, which archives the compromised server. First, if the old panel still works and you trust it enough to read from it, do [Before the restore](/Extra/#before-the-restore) there (step 1 without the archive); then, once its files are downloaded, take the old server off the network (VPS: the provider's console or firewall; cPanel: ask the host to suspend the account, and put the new one on another server or have the host move the domain).",
        "4. Before `up`: give every admin a new password (**Require password change** ticked) and **Reset Two-Factor** ([Passwords](/Admin%20Users/Admin#passwords)), yours with `quiznest:admin-password` and `quiznest:admin-2fa-reset` run as in step 4; deactivate admin accounts nobody knows; check each gateway's **Mode** and each manual gateway's account to pay into.",
        "5. At step 5, match as for any restore, then make Extra's [last pass](/Extra/#the-last-pass-after-a-break-in) before `up`.",
        '',
      ),
    ],
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '- `APP_KEY` encrypts the gateway secrets and API keys stored in the database. Never change it on a live site, and keep a copy of `.env` with your backups (see [Post-Installation Steps](/post-installation)).',
      ),
    ],
    // diff42 postinstall 2, 5: run inside the block, the cached configuration kept the old key; players keep their API tokens
    [
      'post-installation.md',
      page(
        'After shell, file or database access, `APP_KEY` changes too: right after the `optimize:clear` line of step 4 (on a new server, of its VPS step 5 or cPanel step 3), run that line again with `key:generate --force` in place of `optimize:clear`; players are signed out.',
      ),
    ],
    // diff42 postinstall 7: no wording for the notice, and players with Announcements off never reached
    [
      'post-installation.md',
      page(
        "4. After shell, file or database access, players' data was readable: report the personal-data breach as the law requires (GDPR: to the supervisory authority within 72 hours), and have the players' notice of Extra's [Match accounts and settings](/Extra/#match-accounts-and-settings) ask every player to change their password, whatever the date.",
      ),
    ],
    [
      'post-installation.md',
      page(
        'After a break-in (a stolen admin password, or someone on the server), restore with six changes:',
        '',
        "1. At once, rotate every secret the attacker could read, gateway keys that can send money out first, revoking each old key as you create its new one (not after a test, as the pages' **Security notes** do): gateway keys; mail, SMS and push credentials; Service's **Storage** credentials; AI, social-login and reCAPTCHA keys; the off-site bucket's key, once the archive you restore from is fetched: a new key for the same bucket and rights, typed at `sudo rclone config`'s prompts (**Edit existing remote**, `offsite`; cPanel `~/bin/rclone config`), `quiznest-crypt` unchanged, kept in your password manager. At step 5, type the panel's new ones in. The database password stays: only the server itself can use it. After shell, file or database access, `APP_KEY` changes too, since with the database it lets the attacker forge sign-in cookies: once step 4's block has run (on a new server, its VPS step 5 or cPanel step 3 block), run its `optimize:clear` line again with `key:generate --force` in place of `optimize:clear`, then its `config:cache` and `queue:restart` lines again, so the cached configuration holds the new key. This is safe here: every secret it encrypts is typed again at step 5, and item 6 resets every admin's two-factor (yours is then refused at step 5's sign-in: reset it as that step says); admins are signed out.",
        "2. Take the newest archive made before the break-in began (its start time from the saved log or the provider's records).",
        "3. If anyone may have had shell or file access (when unsure, assume so), restore onto a new server as [Restore onto a new server](#restore-onto-a-new-server) says, never by the Move, which archives the compromised server. First, if the old panel still works and you trust it enough to read from it, do [Before the restore](/Extra/#before-the-restore) there (step 1 without the archive); then, once its files are downloaded, take the old server off the network (VPS: the provider's console or firewall; cPanel: ask the host to suspend the account, and put the new one on another server or have the host move the domain).",
        "4. After shell, file or database access, players' data was readable: report the personal-data breach as the law requires (GDPR: to the supervisory authority within 72 hours), and send the players' notice of Extra's [Match accounts and settings](/Extra/#match-accounts-and-settings) whatever the date, worded \"Change your password with **Forgot password**, here and wherever you use it\"; it skips players with **Announcements** off, so reach them another way if the law requires telling every player.",
        "5. At step 5, match as for any restore, then make Extra's [last pass](/Extra/#the-last-pass-after-a-break-in).",
        "6. After the last pass, just before `up`: give every admin a new password (**Require password change** ticked) and **Reset Two-Factor** ([Passwords](/Admin%20Users/Admin#passwords)), yours with `quiznest:admin-password` and `quiznest:admin-2fa-reset` run as in step 4; deactivate admin accounts nobody knows; check each gateway's **Mode** and each manual gateway's account to pay into; [rotate the Redis password](/Settings/System%20Setting/System%20Configuration#rotate-the-redis-password), whose **Worker** check waits until after `up` (in maintenance mode the worker pauses, and the scheduler is off).",
      ),
    ],
    // fix46i: read30-installA 5 (APP_KEY as edits to another block).
    [
      'post-installation.md',
      page(
        'After a break-in (a stolen admin password, or someone on the server), restore with six changes:',
        '',
        "1. At once, rotate every secret the attacker could read, gateway keys that can send money out first, revoking each old key as you create its new one (not after a test, as the pages' **Security notes** do): gateway keys; mail, SMS and push credentials; Service's **Storage** credentials; AI, social-login and reCAPTCHA keys; the off-site bucket's key, once the archive you restore from is fetched: a new key for the same bucket and rights, typed at `sudo rclone config`'s prompts (**Edit existing remote**, `offsite`; cPanel `~/bin/rclone config`), `quiznest-crypt` unchanged, kept in your password manager. At step 5, type the panel's new ones in. The database password stays: only the server itself can use it. After shell, file or database access, `APP_KEY` changes too, since with the database it lets the attacker forge sign-in cookies: once step 4's block has run (on a new server, its VPS step 5 or cPanel step 3 block), run its `optimize:clear` line again with `key:generate --force` in place of `optimize:clear`, then its `config:cache` line again (and `queue:restart`, where the block has one), so the cached configuration holds the new key. This is safe here: every secret it encrypts is typed again at step 5, and item 6 resets every admin's two-factor (yours is then refused at step 5's sign-in: reset it as that step says); admins are signed out.",
      ),
    ],
    // diff50 install 6: cPanel step 3 has two blocks, and .env comes only with the second
    [
      'post-installation.md',
      page(
        "   3. After shell, file or database access, `APP_KEY`, since with the database it lets the attacker forge sign-in cookies. Run this right after step 4's block (on a new server: after its VPS step 5 or cPanel step 3 block), never before, because step 3 puts the archive's key back:",
      ),
    ],
  ],
  'restore-step-1-stops-payouts-and-exports-first': [
    'post-installation.md',
    page(
      "Take the newest archive made before the damage began (its name is the server's date and time; `timedatectl`, on cPanel `date`, shows the zone). When the database is damaged, restore all three parts from that archive, so that the database and `APP_KEY` belong together. Everything after the archive's time is lost, so if the panel still opens, export what moved since then and save the Activity Log after step 1 and before step 2 ([Before the restore](/Extra/#before-the-restore)); step 5 below redoes it before players get back in. When only files are lost (`storage/app`, `.env` or both) and the database is fine, keep the live database: run step 1, step 3 for what was lost, step 4 without its `queue:clear --force` and `queue:flush` lines (the queue is live), and step 6; never step 2. On a new server, follow [Restore onto a new server](#restore-onto-a-new-server) instead.",
    ),
  ],
  'restore-step-5-signs-in-with-archive-password': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "5. Before anyone else gets in, open `https://admin.example.com/choose-a-long-random-string` (the bypass link of step 1), sign in, and redo the money, accounts and settings changed since the archive, as [Before and after a restore](/Extra/#before-and-after-a-restore) says from **Match the statuses** to its check. Until then, every withdrawal paid since the archive can be paid a second time. Ask the payout officer about every withdrawal that is **Approved** now or was approved after the archive's time: if its money has left, **Mark as Paid** it (**Approve** it first if it is back **Pending**); never pay it again.",
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "5. Before anyone else gets in, open `https://admin.example.com/choose-a-long-random-string` (the bypass link of step 1), sign in with the password and two-factor your account had at the archive's time (if they fail, set them with `quiznest:admin-password` and `quiznest:admin-2fa-reset`, run as in step 4, as [Passwords](/Admin%20Users/Admin#passwords) says), and redo the money, accounts and settings changed since the archive, as [Before and after a restore](/Extra/#before-and-after-a-restore) says from **Match the statuses** to its check. Until then, every withdrawal paid since the archive can be paid a second time. Ask the payout officer about every withdrawal that is **Approved** now or was approved after the archive's time: if its money has left, **Mark as Paid** it (**Approve** it first if it is back **Pending**); never pay it again.",
        '',
        "5. Before anyone else gets in, open `https://admin.example.com/choose-a-long-random-string` (the bypass link of step 1), sign in with the password and two-factor your account had at the archive's time (if they fail, set them with `quiznest:admin-password` and `quiznest:admin-2fa-reset`, run as in step 4, as [Passwords](/Admin%20Users/Admin#passwords) says), and redo the money, accounts and settings changed since the archive, as [Before and after a restore](/Extra/#before-and-after-a-restore) says from **Match the statuses** to its check. Until then, every withdrawal paid since the archive can be paid a second time. Ask the payout officer about every withdrawal that is **Approved** now or was approved after the archive's time: if its money has left, **Mark as Paid** it (**Approve** it first if it is back **Pending**); never pay it again.",
      ),
    ],
  ],
  'restore-room-check-and-full-copy': [
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "2. Check the archive's dump and keep a copy of the live database before anything is dropped:",
      ),
    ],
    [
      'post-installation.md',
      page(
        "2. Check the room first: `df -h ~ /var/www /var/lib/mysql` must show more free space than the archive's `storage/app` plus twice its `database.sql` (`sudo du -sh /root/restore/storage/app /root/restore/database.sql`). If not, or if step 1's `tar` printed `No space left on device`, free space and unpack again. Then check the archive's dump and keep a copy of the live database before anything is dropped:",
      ),
    ],
    [
      'post-installation.md',
      page(
        '2. Check the room first: **Disk Usage** under **Statistics** (or `quota -s`) must leave more free than the archive\'s `storage/app` plus twice its `database.sql` (`du -sh ~/restore/storage/app ~/restore/database.sql`). If not, or if step 1\'s `tar` printed `Disk quota exceeded`, free space and unpack again. Then, until the nightly backup is set up (no `~/.quiznest-backup.cnf`), write `-u cpuser_quiznest -p` in place of `--defaults-extra-file="$HOME/.quiznest-backup.cnf"` here and in the Undo:',
      ),
    ],
    [
      'post-installation.md',
      page(
        "   Check: `sudo du -s /root/restore/storage/app storage/app` prints about the same size twice, and `sudo grep -c '^APP_KEY=base64:' .env` prints `1`. If not, free space and copy the short one again, never with the `mv` or `.env.before-restore` line: `sudo rm -rf storage/app && sudo cp -a /root/restore/storage/app storage/app && sudo chown -R www-data:www-data storage`, or the `.env` lines from `sudo cp /root/restore/.env .env` on.",
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "1. Tell the payout officers to stop sending payouts until step 6. Empty `/root/restore`, then put the archive in, as in step 2 of [Rehearse a restore](#rehearse-a-restore), but check the room before its `tar` line. The first line prints, without unpacking anything, the room the restore needs (the unpacked archive, step 3's copy of `storage/app`, step 2's live copy and the import); `df` must show more free space than that:",
        '',
        '   ```bash',
        '   sudo tar -tzvf /root/restore/quiznest-backup-2026-11-24-0230.tar.gz | awk \'{s+=$3} $6=="database.sql" {d=$3} END {printf "%.1f GB\\n", (2*s+d)/1e9}\'',
        '   df -h ~ /var/www /var/lib/mysql',
        '   ```',
        '',
        '   If not, free space first. Then unpack with the `tar` line (if it prints `No space left on device`, free space and run it again). On the live server, put the site in maintenance mode, stop the worker, and pause the scheduler and the nightly backup, which would otherwise run on a database being replaced (the 02:30 backup would archive a half-restored site); step 6 puts both back:',
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore the platform',
        '',
        "   Then put the archive in by one of: the `rclone` line below (`~/bin/rclone ls quiznest-crypt:` lists the archives), a copy from `~/backups` (kept `KEEP_DAYS` days), or an upload from the machine that pulls the archives (to your computer, then **Upload** into `~/restore` in **File Manager**). Then check the room: the `tar -tzvf` line prints, without unpacking anything, the room the restore needs (the unpacked archive, step 3's copy of `storage/app`, step 2's live copy and the import), and **Disk Usage** under **Statistics** (or `quota -s`) must leave more free than that:",
        '',
        '   ```bash',
        '   ~/bin/rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz ~/restore/',
        '   tar -tzvf ~/restore/quiznest-backup-2026-11-24-0230.tar.gz | awk \'{s+=$3} $6=="database.sql" {d=$3} END {printf "%.1f GB\\n", (2*s+d)/1e9}\'',
        '   ```',
        '',
        "   If not, free space first. Then unpack the archive (if `tar` prints `Disk quota exceeded`, free space and run its line again), put the site in maintenance mode, and pause QuizNest's three cron jobs (the scheduler, the queue worker and the nightly backup), which would otherwise run on a database being replaced: save the account's crontab to a file and comment out its `quiznest/admin` and `quiznest-backup` lines, leaving the account's other jobs running (step 6 puts the file back):",
        '',
        '   ```bash',
        '   tar -xzf ~/restore/quiznest-backup-2026-11-24-0230.tar.gz -C ~/restore',
        '   cd /home/cpuser/quiznest/admin',
        "   rm -rf storage/app.before-restore .env.before-restore   # an earlier restore's leftovers",
        '   /usr/local/bin/ea-php83 artisan down --secret="choose-a-long-random-string"',
        "   crontab -l > ~/cpuser.crontab.new && grep -q '^[^#]*quiznest/admin' ~/cpuser.crontab.new && mv ~/cpuser.crontab.new ~/cpuser.crontab && sed -E '/quiznest\\/admin|quiznest-backup/ s/^/#/' ~/cpuser.crontab | crontab -",
        '   ```',
        '',
      ),
    ],
    [
      'post-installation.md',
      page(
        "1. Tell the payout officers to stop sending payouts until step 6. Empty `/root/restore`, then put the archive in, as in step 2 of [Rehearse a restore](#rehearse-a-restore), by the first line below or another way of that step. The `tar` line prints the room the restore needs (the unpacked archive, step 3's copy of `storage/app`, step 2's live copy and the import; an error above it: take another archive); `df` must show more free space than that:",
        '',
        '   ```bash',
        '   sudo rclone copy quiznest-crypt:quiznest-backup-2026-11-24-0230.tar.gz /root/restore/',
        '   sudo tar -tzvf /root/restore/quiznest-backup-2026-11-24-0230.tar.gz | awk \'{s+=$3} $6=="database.sql" {d=$3} END {printf "%.2f GB\\n", (2*s+d)/1e9}\'',
        '   df -h ~ /var/www /var/lib/mysql',
        '   ```',
        '',
        '   If not, free space first. Then unpack it: `sudo tar -xzf /root/restore/quiznest-backup-2026-11-24-0230.tar.gz -C /root/restore` (if it prints `No space left on device`, free space and run it again). On the live server, put the site in maintenance mode, stop the worker, and pause the scheduler and the nightly backup, which would otherwise run on a database being replaced (the 02:30 backup would archive a half-restored site); step 6 puts both back:',
      ),
    ],
  ],
  'cron-settings-php-binary-before-copy': [
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        '1. Open **Advanced > Cron Jobs** in cPanel.',
        '2. Under **Add New Cron Job**, choose **Once Per Minute** in **Common Settings**. The five time fields become `*`.',
        '3. Paste the line from **Cron Command** into **Command**. It has this form, where `cpuser` is your cPanel username and `quiznest/admin` the folder you uploaded:',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'The first job runs the scheduler. `--timeout=60` stops a single job after 60 seconds: if you raise one, raise the other and keep the gap. [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings) shows the exact scheduler line for your install and when it last ran.',
      ),
    ],
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'The first job runs the scheduler. `--timeout=60` stops a single job after 60 seconds: if you raise one, raise the other and keep the gap. In the panel, open [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings), enter the PHP of your jobs, such as `/usr/local/bin/ea-php83` (CloudLinux **Select PHP Version**: `/usr/local/bin/php`), in **PHP Binary** and click **Save**: its **Cron Command** and **Queue Command** now match the two jobs, and **Last Run** shows when the scheduler last ran.',
        '',
        '**Cron Job Settings** shows a recent last run, and a **Cron Command** that matches your scheduler job.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "5. Through the bypass link, redo the money, accounts and settings changed since the archive, run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 and set up the client. Then follow step 7 of Restore the platform: the noted credits.",
        "7. Through the bypass link, run the settlement, here **Check Status** alone; then run `cd /home/cpuser/quiznest/admin && /usr/local/bin/ea-php83 artisan up`, and only then add the scheduler's cron job of step 8 of the cPanel guide and set up the client.",
      ),
    ],
  ],
  'cron-settings-retry-after-names-redis-key': [
    'Settings/System Setting/Cron Job Settings.md',
    page(
      "`--timeout=60` stops a job that runs longer than 60 seconds. It must stay below `retry_after`, the number of seconds after which Laravel's database queue gives a reserved job to a worker again: `DB_QUEUE_RETRY_AFTER` in `admin/.env`, `90` by default. Every worker line of QuizNest, on a VPS and on cPanel, uses `--timeout=60`; if you raise it, raise `DB_QUEUE_RETRY_AFTER` too and keep the gap.",
    ),
  ],
  'maintenance-503-static-export-200': [
    'Settings/System Setting/Maintenance Mode.md',
    page(
      'A `503` status tells search engines that the closure is temporary, so a short maintenance window does not harm your search results. A closure of several days can.',
    ),
  ],
  'localization-and-integration-pages-name-their-group': [
    [
      'Settings/Localization/Languages.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Localization > Languages**. A fresh install has one language, **English** (`en`), which is the default.',
        '',
        "This page holds no secrets, but every translation is shown to all players. Give translators a role with only the permissions they need, with [Roles](/Admin%20Users/Role), and check a translator's file before you import it: the import replaces live texts at once.",
      ),
    ],
    [
      'Settings/Localization/Socialite Media.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Localization > Socialite Media**. Click **Add New** to create one, or **Edit** on a row to change it, then **Save**.',
      ),
    ],
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Integration Settings > Extensions**. Click **Configure** on a row, fill in the form and click **Save**.',
      ),
    ],
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Integration Settings > AI Integration**, fill in the form and click **Save**. Then click **Test Connection** to check the key and the model. Generation itself happens under [Quizzes](/Mange%20Quizzes/Quizzes), with the **Generate with AI** button of a quiz.',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Integration Settings > Service**. The screen has four tabs, **Mail**, **SMS**, **Push Notification** and **Storage**, each with its own **Save** button. Save a tab before you test it: the tests use the saved values.',
      ),
    ],
    [
      'Settings/Finance Settings/Withdraw Method.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Finance Settings > Withdraw Method**. Click **Add New** to create a method or **Edit** on a row to change one, then **Save**. A fresh install has no methods, so players cannot withdraw until you add one.',
      ),
    ],
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '## Where to find it',
        '',
        'Go to **Settings > Finance Settings > Currency**, change the fields and click **Save**. It needs **Edit** on the **Finance Settings** group of **Settings**, which also covers payment gateways and withdraw methods ([Roles](/Admin%20Users/Role)); **View** shows the screen read-only.',
      ),
    ],
  ],
  'php-upgrade-check-saves-php-binary-first': [
    [
      'post-installation.md',
      page(
        '5. Check: `https://admin.example.com/up` answers `200`, and [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings) shows the scheduler line with `ea-php84` and a recent last run.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '5. Check: `https://admin.example.com/up` answers `200`. On [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings), first save `/usr/local/bin/ea-php84` in **PHP Binary** ([its step 1](/Settings/System%20Setting/Cron%20Job%20Settings#on-cpanel)): **Cron Command** then shows `ea-php84`, and **Last Run** a recent run.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '5. Check: `https://admin.example.com/up` answers `200`, and **Current Cron Jobs** in **Advanced > Cron Jobs** shows `ea-php84` in both QuizNest jobs and no `ea-php83`. Then save `/usr/local/bin/ea-php84` in **PHP Binary** on [Cron Job Settings](/Settings/System%20Setting/Cron%20Job%20Settings) ([its step 1](/Settings/System%20Setting/Cron%20Job%20Settings#on-cpanel)), so that its **Cron Command** matches, and check that **Last Run** shows a recent run (CloudLinux **Select PHP Version**: `/usr/local/bin/php` stays, in both jobs and in **PHP Binary**).',
      ),
    ],
  ],
  'users-mistyped-rate-links-undo': [
    'Mange User/Users.md',
    page(
      '- Correcting a deposit credited at a mistyped coin rate is not a payment credit: it is the difference, as [Currency](/Settings/Finance%20Settings/Currency#change-the-coin-rate-on-a-live-site) says.',
    ),
  ],
  'restore-after-break-in-admin-changes-wait': [
    [
      'Extra/index.md',
      page(
        '- *Lost* means made after the backup, so not in the restored panel.',
        '- A Coin Log line is *since the backup* if not on the restored **Transactions** tab, whatever its **Date**.',
        '',
        'Give each deposit and `SUB-` charge its status in the export, as the table says; **Mark as Refunded** takes the **Refund Reference** of its **Refund** row. Close no withdrawals for these refunds: the balances below correct the coins.',
        '',
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage and anything done by an account you do not trust (filter the log by **Admin**; after a break-in, the attacker's). Its deposit and withdrawal decisions stay as matched. Handle a lost KYC submission as in item 5. The log misses admins' own **Profile** changes and players' **Forgot password**, so:",
      ),
    ],
    [
      'post-installation.md',
      page(
        '2. Take the newest archive from before the break-in, and at step 5 never redo a change the attacker made, nor the one that caused the damage ([Match accounts and settings](/Extra/#match-accounts-and-settings)).',
      ),
    ],
    [
      'Extra/index.md',
      page(
        '- A Coin Log line is *since the backup* if not on the restored **Transactions** tab, whatever its **Date**.',
        '',
        'After a break-in, nothing an admin did after it began (an approval, an **Admin Adjustment**, a status, account or settings change, dated by the saved log and the Coin Log) is redone or counted here: write each on [the restore tab](#the-restore-tab) as *waiting* for the finance manager (money) or a Super Admin (accounts, settings), who redo only what they know was legitimate. What players and providers did (payments the provider shows, contest entries, quiz rewards) is matched as usual.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        'Give each deposit and `SUB-` charge its status in the export, as the table says; **Mark as Refunded** takes the **Refund Reference** of its **Refund** row. After a break-in, one an admin decided after it began gets only **Check Status**, else it waits on the tab. Close no withdrawals for these refunds: the balances below correct the coins.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        'Copy there each **Admin Adjustment** line since the backup with its **Note** (`WDR-`, `DEP-` and refund id, dispute id); after a break-in, one made after it began is *waiting*.',
      ),
    ],
    [
      'Extra/index.md',
      page(
        "Redo each change of the saved log (or the admins' list) and the [Facebook takeover steps](/Settings/User%20Settings/Social%20Login#a-player-reports-a-facebook-sign-in-they-did-not-make), except the change that caused the damage and, after a break-in, every change made after it began (*waiting* on the tab). Its deposit and withdrawal decisions stay as matched. Handle a lost KYC submission as in item 5. The log misses admins' own **Profile** changes and players' **Forgot password**, so:",
        '',
        '- Every export row has its status again, awaits a KYC submission (item 5), is settled as lost or, after a break-in, is *waiting* on the tab. Every listed contest is **Completed**, **Cancelled**, **Draft** or on **Manual Approval**. Every player to adjust before reopening has their target (new accounts: *waiting*); the finance manager has the tab. Each credit to add after reopening is noted, one per player.',
        "- Every change of the saved log is redone, except the change that caused the damage and, after a break-in, those made after it began, each admin's own too, and **Require KYC for Withdrawals** is as the live site had it.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### Check, then leave maintenance mode',
        '',
        "Then switch the notifications of your screenshot back on, with the log's changes to them: [Notification Settings](/Settings/User%20Settings/Notification%20Settings) match it again. Only now leave maintenance mode, back in your procedure, which then puts the scheduler and a paused nightly backup back and adds the noted credits, as [Restore the platform](/post-installation#restore-the-platform) ends.",
        '',
        'Undo: the opposite adjustment, naming the wrong one.',
      ),
    ],
    [
      'post-installation.md',
      page(
        '5. At step 5, no change an admin made after the break-in began is redone or counted: it waits on the restore tab for the finance manager or a Super Admin, as [Before and after a restore](/Extra/#before-and-after-a-restore) says.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "4. Before `up`: give every admin a new password (**Require password change** ticked) and **Reset Two-Factor** ([Passwords](/Admin%20Users/Admin#passwords)), yours with `quiznest:admin-password` and `quiznest:admin-2fa-reset` run as in step 4; deactivate admin accounts nobody knows; check each gateway's **Mode** and each manual gateway's account to pay into.",
        "5. At step 5, match as for any restore, then make Extra's [last pass](/Extra/#the-last-pass-after-a-break-in) before `up`.",
      ),
    ],
    [
      'Extra/index.md',
      page(
        '#### The last pass after a break-in',
        '',
        'A Super Admin and the finance manager read the saved log and the Coin Log export for the changes admins made after the break-in began, and undo each they do not know to be legitimate:',
        '',
        '1. An **Admin Adjustment**: the opposite adjustment, its **Reason** naming the break-in.',
        '2. A deposit approved or marked **Successful** with no money behind it: as the Undo of [Check a pending deposit](/deposits/#check-a-pending-deposit) says.',
        '3. A setting, such as **Require KYC for Withdrawals** or **Notification Settings**: set back.',
        '4. An admin account: deactivated.',
        '5. An approved withdrawal whose money has not left: **Reject**, its **Reason** naming the break-in. A payout whose money has left is never undone: the finance manager writes it on [the restore tab](#the-restore-tab), *settled (loss)*.',
      ),
    ],
  ],
  'new-server-break-in-never-the-move': [
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        'When the server is gone, restore the archive into a new one in the order of [Restore the platform](#restore-the-platform): maintenance mode before the installer lock goes, the scheduler added only after the money, accounts and settings are redone and `up`. Tell the payout officers to stop paying until then. The new database is empty, so there is nothing to drop. While the old server still runs, [move the running site](#move-a-running-site-to-a-new-server) instead.',
        '',
        '2. Set up `rclone` as in step 1 of [Rehearse a restore](#rehearse-a-restore): at both password questions of `quiznest-crypt`, answer `y` and type the stored password, never `g`, whose new keys read no archive. Empty `/root/restore`, then put the newest archive in and unpack it, as in step 2 of [Rehearse a restore](#rehearse-a-restore). Read the database name, user and password the site used, and whether it ran on Redis:',
      ),
    ],
    [
      'post-installation.md',
      page(
        '### Restore onto a new server',
        '',
        'When the server is gone, or is off the network after a break-in, restore the archive into a new one in the order of [Restore the platform](#restore-the-platform): maintenance mode before the installer lock goes, the scheduler added only after the money, accounts and settings are redone and `up`. While the old server still runs, [move the running site](#move-a-running-site-to-a-new-server) instead, never after a break-in: the Move archives the compromised server.',
        '',
        '2. Set up `rclone` as in step 1 of [Rehearse a restore](#rehearse-a-restore). Empty `/root/restore`, then put the newest archive in (after a break-in, the newest from before it began) and unpack it, as in step 2 of [Rehearse a restore](#rehearse-a-restore). Read the database name, user and password the site used, and whether it ran on Redis:',
      ),
    ],
    // diff42 postinstall 6: Ubuntu 22.04's rclone 1.53 has no --s3-version-at
    [
      'post-installation.md',
      page(
        "2. Set up `rclone` as in step 1 of [Rehearse a restore](#rehearse-a-restore): at both password questions of `quiznest-crypt`, answer `y` and type the stored password, never `g`, whose new keys read no archive. Empty `/root/restore`, then put the newest archive in (after a break-in, the newest from before it began) and unpack it, as in step 2 of [Rehearse a restore](#rehearse-a-restore). After a break-in, add `--s3-version-at \"2026-11-24 00:00:00\"` (a time before it began; `date` shows this server's zone) to the `rclone ls` and `rclone copy` lines, whatever the plain listing shows: whoever held the old server's key can hide the archives or replace them under their names, and the bucket's lock keeps the versions from before.",
      ),
    ],
  ],
  'cron-settings-cloudlinux-composer-error-remedy': [
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        '- `Composer detected issues in your platform: Your Composer dependencies require a PHP version ">= 8.2.0"`: the command-line PHP is older than the one the website uses, usually a cPanel line with plain `/usr/local/bin/php`. Point the line at the version\'s full path, such as `/usr/local/bin/ea-php83` (on CloudLinux **Select PHP Version**, plain `/usr/local/bin/php` is the right one).',
      ),
    ],
    [
      'Settings/System Setting/Cron Job Settings.md',
      page(
        "Cron runs the server's default PHP. Use the full path of the version the site uses, such as `/usr/local/bin/ea-php83`, in the cron line ([Common errors](#common-errors)).",
      ),
    ],
  ],
  'ai-integration-generating-needs-only-generate-permission': [
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        'Go to **Settings > Integration Settings > AI Integration**, fill in the form and click **Save**. Your role needs **Edit** on the **Integration Settings** group of **Settings** for this screen, never for generating (see [Roles and Permissions](/Admin%20Users/Role)).',
      ),
    ],
    // read32 settings 2: without View on Quizzes the button is out of reach.
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        'Your role needs **Edit** on the **Integration Settings** group of **Settings** for this screen, not for generating, which needs only the **Generate with AI** permission (see [Roles and Permissions](/Admin%20Users/Role)).',
      ),
    ],
    [
      'Settings/Integration Settings/AI Integration.md',
      page(
        '**Status** is still **Disabled**, which can be changed only once an API key and a model are saved. Generating also needs the **Generate with AI** permission on your role ([Turn on question generation](#turn-on-question-generation)).',
      ),
    ],
  ],
  'domain-way-back-sends-new-names-back': [
    [
      'post-installation.md',
      page(
        "4. Set the webhook URLs you changed in step 7 back. Check as in step 9 at the old names, with `curl -sI https://example.com/quiz` (no `location` line) or a private window: a browser that followed step 6's **301** remembers it until that site's data is cleared. The new names' blocks and certificates can stay until you try again.",
      ),
    ],
    // diff41 postinstall 1: step 6's 301 made the way back's 302 a redirect loop in Chromium.
    [
      'post-installation.md',
      page(
        'You will: add the new names beside the old ones, switch `APP_URL`, `FRONTEND_URL` and the client, then the webhooks and sign-in providers. Check: step 9. Undo: the four steps after step 11, while the old admin name is up.',
        '',
        '6. Redirect the old client names to the new one now, in the same quiet hour. `FRONTEND_URL` names one origin only, so from step 4 on a page opened at `example.com` or `www.example.com` gets CORS errors from the API and shows no data.',
        '',
        ...code(
          'nginx',
          '       location / {',
          '           return 301 https://example.net$request_uri;',
          '       }',
        ),
        '',
        ...code(
          'apacheconf',
          '   RewriteCond %{HTTP_HOST} ^www\\.example\\.net$ [NC]',
          '   RewriteRule ^ https://example.net%{REQUEST_URI} [R=301,L]',
        ),
        '',
        '   **Vercel.** Edit `example.com` and `www.example.com` under **Settings > Domains** and set each to redirect to `example.net` with **301**.',
        '11. Point the monitors of [Check that the site answers](#check-that-the-site-answers) at the new names: `https://admin.example.net/up`, `https://example.net`, and the certificates of both new domains. The old client names answer `301` now, and the old admin name goes later.',
        '',
        "4. Set the webhook URLs you changed in step 7 back to `https://admin.example.com/api/payments/webhook/<slug>`, leave the old social-login redirect URIs in place, and leave maintenance mode. Check as in step 9 at the old names, with `curl -sI https://example.com/quiz` (no `location` line) or a private window: a browser that followed step 6's **301**, a player's too, remembers it and keeps opening `example.net`, which then loads no data. So the new names keep their blocks and certificates and send visitors back with a temporary redirect, removed before you try again:",
      ),
    ],
    // diff42 postinstall 8: 'the four steps after step 12, only before step 12' read as a contradiction
    [
      'post-installation.md',
      page(
        'You will: add the new names beside the old ones, switch `APP_URL`, `FRONTEND_URL` and the client, then the webhooks and sign-in providers. Check: step 9. Undo: the four steps after step 12, only before step 12.',
      ),
    ],
  ],
  'install-lock-removed-whole': [
    [
      'installation-guide/server-setup/cPanel/Admin.md',
      page(
        'From a phone on mobile data (Wi-Fi off), open `http://admin.example.com/install` and `http://admin.example.com/index.php/install`: both must answer `403`. If either answers anything else, do not go on. Step 7 removes the four lines again.',
      ),
    ],
    [
      'post-installation.md',
      page(
        "4. On the new host, run the blocks of step 1 of Restore onto a new server, cPanel tab, with this archive's name. The lock lines stay until step 6 here.",
      ),
    ],
  ],
  'env-hand-edit-restarts-vps-worker': [
    [
      'Settings/System Setting/System Configuration.md',
      page(
        'Every key of `admin/.env` and `client/.env` that these docs use, in one place; other pages link here. After you edit `admin/.env` by hand, cache the configuration again (see [When a change takes effect](#when-a-change-takes-effect)).',
      ),
    ],
    // read32 settings 4: the VPS line without its cd
    [
      'Settings/System Setting/System Configuration.md',
      page(
        'After you edit `admin/.env` by hand, cache the configuration again and, on a VPS, run `sudo -u www-data php artisan queue:restart`: a running worker keeps the old values (emails, the sitemap) until it restarts, and the cPanel cron worker starts fresh every minute ([When a change takes effect](#when-a-change-takes-effect); a `CACHE_STORE` change restarts the service itself).',
      ),
    ],
    [
      'Settings/SEO & Meta/Sitemap XML.md',
      page(
        '- **The sitemap lists `http://` addresses.** `FRONTEND_URL` starts with `http://`; change it to `https://`, cache the configuration and regenerate.',
      ),
    ],
  ],
  'settings-tests-never-depend-on-registration': [
    [
      'Settings/User Settings/Social Login.md',
      page(
        "4. In a private browser window, open the client's sign-in page, click the provider's button, and sign in with a personal account that is not yet registered. You return to the client signed in, and the new player appears in [Users](/Mange%20User/Users) with the provider as sign-up method.",
      ),
    ],
    // read32 settings 8: the push test player, neither made with Add User nor deleted
    [
      'Settings/Integration Settings/Service.md',
      page(
        '5. Click **Save**. To test, allow notifications on the client app with a test player account and send that player a message from [Send Notification](/Mange%20User/Send%20Notification).',
      ),
    ],
    // read33 settings 2: no step set Status to Enabled, so the client never asked for permission
    [
      'Settings/Integration Settings/Service.md',
      page(
        '5. Click **Save**. To test, sign in on the client app as a test player made with **Add User** ([Users](/Mange%20User/Users#adding-a-player): its email is verified), allow notifications, and send that player a message from [Send Notification](/Mange%20User/Send%20Notification). Then delete the test account: with no deposit, withdrawal or contest, it goes straight to step 8 of [Deleting an account](/Mange%20User/Users#deleting-an-account).',
      ),
    ],
  ],
  'announcements-opt-out-every-channel': [
    [
      'Mange User/Send Notification.md',
      page(
        'Under the form, **Estimated recipients** shows how many players the audience holds right now, per channel: for push, the players with at least one registered device; for email, the players who accept announcement emails.',
        '',
        'Every email carries an unsubscribe link and the one-click unsubscribe headers that Gmail and Yahoo require from bulk senders. Players who unsubscribe, or who turn off announcement emails in the notification preferences of their profile, are skipped by every audience except **Single player**, which is treated as a personal service message.',
      ),
    ],
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        'In **Profile > Notification Preferences** on the client app, players can turn off **Contest reminders** (**Contest starting soon** and **Contest is live**) and **Announcements** (the messages of [Send Notification](/Mange%20User/Send%20Notification) to a group of players; a message to a **Single player** is a personal service message and is still sent).',
      ),
    ],
  ],
  'sub-category-moved-by-parent-and-erasure-covers-contact': [
    [
      'Mange Quizzes/Category.md',
      page(
        '2. Select the quizzes, choose the bulk action **Move to Category**, pick the new category (and sub-category), and confirm. Or edit each quiz and change its **Category**.',
        '3. Move or delete its sub-categories in the same way.',
      ),
    ],
    [
      'Mange User/Users.md',
      page(
        'Players can delete their own account from **Profile > Delete Account** in the client app; you can delete one from the profile with **Delete**, such as for a GDPR erasure request.',
      ),
    ],
  ],
  'dispute-reason-names-the-dispute': [
    'deposits/index.md',
    page(
      '3. Click **Mark as Refunded** on the deposit, with the dispute or return ID as **Refund Reference** and the reason, even before the dispute is decided: the money has left your account or is held. If part of the deposit was already refunded with **Adjust Balance** (after a restore, that adjustment may be only on its [tab](/Extra/#the-restore-tab): look there first), subtract the rest with **Adjust Balance** instead, as above. A deposit confirmer hands it, with the `DEP-` reference and the dispute ID, to a Super Admin or to the role that holds **Adjust balance** (a finance manager).',
    ),
  ],
  'staging-copy-two-factor-reset': [
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production's settings cache. The copied secrets no longer decrypt, so the forms show them empty.",
      ),
    ],
    // diff42 money 5: the copy's new two-factor entry could replace production's in the authenticator app
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production's settings cache. The copied secrets no longer decrypt, so the forms show them empty, and two-factor codes are refused: run `php artisan quiznest:admin-2fa-reset admin@example.com` there, with your email (never on production), and sign in with your password alone.",
      ),
    ],
    // diff43 7: authenticator apps add a scanned entry under the issuer's name, so it cannot be "named" staging as it is added
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        '3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production\'s settings cache. The copied secrets no longer decrypt, so the forms show them empty, and two-factor codes are refused: run `php artisan quiznest:admin-2fa-reset admin@example.com` there, with your email (never on production), and sign in with your password; if asked to set up two-factor, add it in your authenticator app as a new entry named "staging", never replacing production\'s.',
      ),
    ],
    // diff46 install 6: the sign-in sat in step 3's first line, the site built inside it
    [
      'Settings/Finance Settings/Payment Gateways.md',
      page(
        "3. In `admin/` of the copy (never on production), run `php artisan key:generate --force`, then `php artisan cache:clear`: the dump brought production's settings cache. The copied secrets no longer decrypt, so the forms show them empty, and two-factor codes are refused: run `php artisan quiznest:admin-2fa-reset admin@example.com` there, with your email (never on production), and sign in at `https://admin.staging.example.com` (its DNS record first; on a VPS, steps 10 and 11 with the table's admin rows, then of step 12 only item 4, which removes the lock: if step 11's lock test fails, leave ports 80 and 443 open for production, run `sudo rm /etc/nginx/sites-enabled/quiznest-staging-admin.conf && sudo systemctl reload nginx`, fix the file, link it again and test again; on cPanel, steps 2 and 7 of the [cPanel guide](/installation-guide/server-setup/cPanel/Admin) for `admin.staging.example.com`, with the document root `quiznest-staging/admin/public`, of step 7 only **Run AutoSSL** and the lock's removal) with your password; if asked to set up two-factor, add it in your authenticator app as a new entry, never replacing production's, then rename that entry \"staging\".",
      ),
    ],
  ],
  'gateway-webhook-step-names-staging-host': [
    [
      'payment-gateways/square.md',
      page(
        '2. Click **Add subscription**, name it `QuizNest deposits`, and enter exactly `https://admin.example.com/api/payments/webhook/square`.',
      ),
    ],
    ['../CONTENT_GUIDE.md', page('  it read-only with a copy button.')],
  ],
  'pre-update-archive-skips-database-backups': [
    [
      'post-installation.md',
      page(...code('bash', '   sudo tar -czf ~/backups/quiznest-files-pre-update.tar.gz storage/app .env')),
    ],
    [
      'post-installation.md',
      page(...code('bash', '   tar -czf ~/backups/quiznest-files-pre-update.tar.gz storage/app .env')),
    ],
  ],
  'vps-update-checks-free-space': [
    [
      'post-installation.md',
      page(
        '```bash',
        'OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)"',
        'echo "$OWNER"',
        '```',
        '',
        '1. Put the admin panel in maintenance mode with a secret.',
      ),
    ],
    // diff42 postinstall 8: the database had no measure, and a short disk no action
    [
      'post-installation.md',
      page(
        '```bash',
        'OWNER="$(stat -c %U /var/www/quiznest/admin/artisan)"',
        'echo "$OWNER"',
        '```',
        '',
        'Check the free space: `df -h ~ /var/www /var/lib/mysql` must show more than twice `sudo du -sh --exclude=storage /var/www/quiznest/admin`, plus `sudo du -sh /var/www/quiznest/admin/storage/app` and the database.',
        '',
        '1. Put the admin panel in maintenance mode with a secret.',
      ),
    ],
  ],
  'single-url-gateway-staging-own-account': [
    [
      'payment-gateways/paytm.md',
      page(
        '2. For **Payment Notification URL**, click **Edit**, enter `https://admin.example.com/api/payments/webhook/paytm` (on a staging copy of your site, the `admin.staging.example.com` address its **Webhook URL** shows), and save. Staging and production each have their own URL.',
      ),
    ],
    // read32 gateways 2: Paystack keeps one Test Webhook URL too, and said nothing at the step
    [
      'payment-gateways/paystack.md',
      page(
        '2. In **Test Webhook URL** (test mode) or **Live Webhook URL** (live mode), enter `https://admin.example.com/api/payments/webhook/paystack` (on a staging copy of your site, the `admin.staging.example.com` address its **Webhook URL** shows).',
      ),
    ],
  ],
  'app-key-names-two-factor-secrets': [
    [
      'Settings/System Setting/System Configuration.md',
      page(
        '| `APP_KEY` | Encrypts sessions and the gateway secrets and API keys stored in the database. Never change it on a site that holds secrets, except in a restore after a break-in ([Restore the platform](/post-installation#restore-the-platform)). | `base64:…` (44 characters after `base64:`) | `php artisan key:generate`, once, before `/install` |',
      ),
    ],
  ],
  'vps-rclone-new-enough-for-version-at': [
    ['post-installation.md', page(...code('bash', 'sudo apt install -y rclone', 'sudo rclone config'))],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'A=$(dpkg --print-architecture)   # amd64 or arm64',
          'curl -fsSLO https://downloads.rclone.org/$V/rclone-$V-linux-$A.deb',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'curl -fsSLO https://downloads.rclone.org/$V/rclone-$V-linux-amd64.deb',
          'curl -fsSLO https://downloads.rclone.org/$V/SHA256SUMS',
          'sha256sum -c --ignore-missing SHA256SUMS && sudo apt install -y ./rclone-$V-linux-amd64.deb && rm rclone-$V-linux-amd64.deb SHA256SUMS',
        ),
      ),
    ],
  ],
  'vps-rclone-deb-updated-by-hand': [
    'post-installation.md',
    page('| Composer | `sudo composer self-update`. |'),
  ],
  // fix44g: read29 gateways 1-7.
  'test-buttons-skip-queue-none-proves-worker': [
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        'Every message of this page, except **Send Test**, goes through the queue worker (`php artisan queue:work`: the `quiznest-queue` service on a VPS, a cron job every minute on cPanel). If the worker stops, messages wait in the queue and go out, late, when it starts again; failed messages appear under **Queue Monitor** in [Extra](/Extra/).',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        'Under **Open** registration none is sent at sign-up. Otherwise: every email except **Send Test Email** goes through the queue, so the queue worker is not running or the emails failed there.',
      ),
    ],
    // diff44 settings 5: Send Notification's Send Test left undecided, and post-installation's "every other email is queued"
    [
      'Mange User/Send Notification.md',
      page(
        '2. Click **Send Test**. The email version, with the variables filled from your admin account, goes to your own email address. Check the text, the image and the link.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'The test email is sent straight away, so it checks the SMTP settings on their own: if it fails, the error from the mail server is shown on the screen. Every other email is queued and leaves only while the queue worker runs.',
      ),
    ],
    [
      'Settings/Integration Settings/Service.md',
      page(
        "The three test buttons, **Send Test Email** and **Send Test SMS** of Service and a template's **Send Test** of Notification Settings, send straight away, skipping the queue, so none of them proves that the worker runs: check **Worker** on the [Queue Monitor](/Extra/#queue-monitor) of Extra.",
      ),
    ],
    // diff45 install 8: a sender without the Extra view cannot open the Queue Monitor
    [
      'Mange User/Send Notification.md',
      page(
        '2. Click **Send Test**. The email version, with the variables filled from your admin account, goes to your own email address. Check the text, the image and the link. **Send Test** sends straight away, skipping the queue, so it does not prove that the worker runs: check **Worker** on the [Queue Monitor](/Extra/#queue-monitor) of Extra before you send.',
      ),
    ],
  ],
  'sms-setup-guards-pumping-costs': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        '3. Under **Messaging > Settings > Geo permissions**, allow the countries your players live in.',
        '4. Fill in the tab, click **Save**, then **Send Test SMS** to your own phone.',
      ),
    ],
    [
      'Settings/User Settings/Notification Settings.md',
      page(
        '- SMS costs money per message and part. Turn it on only for events that justify it, and restrict the destination countries in the Twilio Console as [Service](/Settings/Integration%20Settings/Service) describes.',
      ),
    ],
    // diff44 settings 7: the usage trigger named no place and no alert, and auto-recharge was left uncapped
    [
      'Settings/Integration Settings/Service.md',
      page(
        '4. Anyone who can sign up can have codes sent to numbers they choose, so guard the bill: under **Messaging > Settings > General**, set **SMS Pumping Protection** to **Enabled**, and create a daily usage trigger on SMS spend.',
        '5. Fill in the tab, click **Save**, then **Send Test SMS** to your own phone.',
      ),
    ],
    // read33 settings 2: "Fill in the tab" named no field and never set Status to Enabled
    [
      'Settings/Integration Settings/Service.md',
      page(
        "4. Anyone who can sign up can have codes sent to numbers they choose, so guard the bill: under **Messaging > Settings > General**, set **SMS Pumping Protection** to **Enabled**; under **Monitor > Usage triggers**, create a trigger on the SMS category's price, recurring daily, that emails you; and under **Billing**, keep **Auto Recharge** off or its **Recharge Balance To** low.",
        '5. Fill in the tab, click **Save**, then **Send Test SMS** to your own phone.',
      ),
    ],
  ],
  'facebook-takeover-check-login-as-user': [
    [
      'Settings/User Settings/Social Login.md',
      page(
        "Check: the player's **Connected Accounts** no longer lists Facebook before you enable it again. Undo: if the player cannot unlink it in that session, ban the account again.",
      ),
    ],
    // read33 settings 1: Facebook was enabled again (step 7) before the check that came after it
    [
      'Settings/User Settings/Social Login.md',
      page(
        '7. Set **Facebook** back to **Enabled**, if you keep it, within minutes.',
        '',
        'Check: before you enable it again, open the account with **Login as user** ([Users](/Mange%20User/Users#signing-in-as-a-player)): its **Profile > Connected Accounts** no longer lists Facebook.',
      ),
    ],
  ],
  'sitemap-parts-served-by-client': [
    [
      'Settings/SEO & Meta/Sitemap XML.md',
      page(
        'The `[ -e … ] ||` test leaves a part that already exists untouched. The client app serves the sitemap at `https://example.com/sitemap.xml`:',
        '',
        '- **static export**: `npm run build:static` copies the sitemap into `out/` at build time.',
      ),
    ],
    // diff44 settings 7: the browser check expected `url` entries from an index
    [
      'Settings/SEO & Meta/Sitemap XML.md',
      page(
        'Open `https://example.com/sitemap.xml` in a browser to check it: you see an XML list of `url` entries with your client domain, not `admin.example.com`.',
      ),
    ],
  ],
  'gateway-checklist-names-daily-check-person': [
    [
      'payment-gateways/mollie.md',
      page('- [ ] You decided whether to offer **Bank transfer**, and who checks late transfers.'),
    ],
    [
      'payment-gateways/mercado-pago.md',
      page(
        '- [ ] Someone on your team checks late cash payments against **Failed** deposits, as described above.',
      ),
    ],
    [
      'payment-gateways/sslcommerz.md',
      page(
        '- [ ] The scheduler runs every minute, so unannounced payments are still validated.',
        '- [ ] **Status** is **Enabled**, and **Display Name**, **Minimum Amount** and **Maximum Amount** are restored, all in the **Save** that switched **Mode** to **Live**, where you typed every key and secret of the new mode again and set **Currency**, **Conversion Rate** and charges (still the defaults here after a test on a staging copy).',
      ),
    ],
    [
      '../CONTENT_GUIDE.md',
      page(
        '  closed (sandbox side closed, gateway **Disabled** right after) → the live **Save** (**Status**',
      ),
    ],
    // diff44 settings 6: the unconditional line asked every site to appoint a person the check says it does not need
    [
      'payment-gateways/stripe.md',
      page(
        '- [ ] A named person runs the [daily deposit check](/deposits/#check-pending-manual-deposits-every-day) at a fixed time (its first lines list the sites that need it).',
        '- [ ] **Status** is **Enabled**.',
      ),
    ],
  ],
  'provider-sudo-user-gets-password': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        'If your provider already created a sudo user that signs in with your key (such as `ubuntu`), use it as your user and go on to the next part. Many providers give you `root` only.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        "If your provider already created a sudo user that signs in with your key (such as `ubuntu`), use it as your user: give it a password (`sudo passwd ubuntu`), which your provider's web console asks for if you ever lock yourself out, and go on to the next part.",
      ),
    ],
  ],
  'install-sh-download-copied-with-scp': [
    'installation-guide/server-setup/vps-automated.md',
    page('Copy the download to the server and unpack it (a fresh Ubuntu image often lacks `unzip`):'),
  ],
  'env-test-accepts-firewall-403': [
    'post-installation.md',
    page(
      "| Correct document root | The web server serves `admin/public`, never `admin/`. Test it: `https://admin.example.com/.env` must return `404 Not Found` (or `403 Forbidden` from the VPS guide's Nginx block, which refuses every hidden file), never your settings. |",
    ),
  ],
  'cpanel-document-root-refused-way-forward': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      'If your host does not let you change it there either, ask its support to set the document root of `admin.example.com` to `/home/cpuser/quiznest/admin/public`, and wait for that before you go on.',
    ),
  ],
  'standalone-swap-removes-uploaded-node-modules': [
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      ...code(
        'bash',
        '   cd ~',
        '   rm -rf quiznest-client-previous',
        '   cp -a quiznest-client/node_modules quiznest-client-next/',
        '   mkdir -p quiznest-client-next/tmp',
      ),
    ),
  ],
  'static-export-zip-named-with-time': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      'Zip the contents of `out/`, not the folder itself. Name the zip after the QuizNest version and the build date, and start from a fresh file:',
      '',
      ...code(
        'bash',
        'cd out',
        'rm -f ../quiznest-client-static-2.4.0-20261127.zip',
        'zip -r ../quiznest-client-static-2.4.0-20261127.zip .',
      ),
    ),
  ],
  'manual-deposit-money-back-to-its-account': [
    // diff48 1: a Failed deposit "claimed" the money, so it was neither credited nor returned
    [
      'deposits/index.md',
      page(
        "1. On day 3, the deposit confirmer searches **Deposits** for the username, **Status** **All**, and the running list: a deposit or line that claims it (a **Pending** one: decide it as above) ends here. None: write a return line on the [running list](#the-running-list): the transfer's reference, the username it names and the date.",
      ),
    ],
    // read29 ops 1: a manual deposit returned or refunded to no named account, with no record
    [
      'deposits/index.md',
      page(
        "2. Refund the payment in the provider's dashboard (or by bank transfer for a manual deposit). Refund the whole **Payable** amount.",
      ),
    ],
    [
      'deposits/index.md',
      page(
        '3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player. If less arrived (bank fees, a part payment), leave it **Pending** (**Approve** would credit the full **Coins**) and have a support agent ask the player for the rest, with the same reference; approve once both transfers make the **Payable**, or after 7 days **Reject** it with a **Reason** and return what arrived.',
      ),
    ],
    // diff44 money 11 and decision 12: money from another sender, or matching no deposit, with no instruction
    [
      'deposits/index.md',
      page(
        '3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player. If less arrived (bank fees, a part payment), leave it **Pending** (**Approve** would credit the full **Coins**) and have a support agent ask the player for the rest, with the same reference; approve once both transfers make the **Payable**, or after 7 days **Reject** it with a **Reason** and return what arrived to the account it came from (as your statement shows it, never to other details the player gives), writing its reference on the [running list](#the-running-list) as you send it.',
      ),
    ],
    // diff45 money 1: a deposit approved against money on a return line, which the 7-day return never checks
    [
      'deposits/index.md',
      page(
        '2. A support agent asks that player to submit a manual deposit for it, which the deposit confirmer approves as above, marking the line "deposited", never with the `DEP-` ([daily check](#check-pending-manual-deposits-every-day) step 7 takes back every `DEP-` on the list).',
        "3. No deposit within 7 days: return the money to the account it came from, as your statement shows it, and write the return's reference on the line.",
      ),
    ],
    // diff46 money 2: no 3-day wait for the proof, no search of the list before Approve
    [
      'deposits/index.md',
      page(
        "3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player (another sender's money is never credited: **Reject**, and return it as below; nor is money on a [return line](#money-that-matches-no-deposit)).\n\n### Money that matches no deposit\n\nA transfer that arrives on your account with no **Pending** manual deposit for it (such as one sent after its deposit was rejected in a coin-rate change) is never credited, and no deposit is approved for it, not even one submitted later:",
      ),
    ],
    // diff47 money 1: after 3 days the return step searched no approved deposit, so money already credited was returned
    [
      'deposits/index.md',
      page(
        "### Money that matches no deposit\n\nA transfer that arrives on your account with no **Pending** manual deposit for it (such as one sent after its deposit was rejected in a coin-rate change) waits 3 days for one, since players pay first and submit the proof after; a deposit submitted within them is approved as usual. After that it is never credited, and no deposit is approved against its return line:\n\n1. The deposit confirmer writes a return line on the [running list](#the-running-list): the transfer's reference, the username it names and the date.\n2. Within 7 days, return the money to the account it came from, as your statement shows it, and write the return's reference on the line.\n3. A support agent tells that player it was returned, and to deposit again once it is back.",
      ),
    ],
    // diff49 1 and 2: "claims" undefined (an earlier deposit of the same amount, or any return line of that player, ended it) and a return line with no return yet ended it, read by no later check
    [
      'deposits/index.md',
      page(
        "### Money that matches no deposit\n\nA transfer that arrives on your account that no manual deposit claims (such as one sent after its deposit was rejected in a coin-rate change) waits 3 days for one, since players pay first and submit the proof after; a deposit submitted within them is approved as usual. After that it is never credited, and no deposit is approved against its return line:\n\n1. On day 3, the deposit confirmer searches **Deposits** for the username, **Status** **All**, and the running list: a **Pending** or **Successful** deposit, or a return line, that claims it ends here (a **Pending** one: decide it as above); a **Failed** one never claims it. None: write a return line on the [running list](#the-running-list): the transfer's reference, the username it names and the date.\n2. Within 7 days, return the money to the account it came from, as your statement shows it, and write the return's reference on the line.\n3. A support agent tells that player it was returned, and to deposit again once it is back.\n\n## The running list",
        '3. Work through every deposit of a manual gateway as in [Manual deposits](#manual-deposits), oldest first. Money on your statement that matches no deposit: [Money that matches no deposit](#money-that-matches-no-deposit).',
      ),
    ],
    // diff49 1: CONTENT_GUIDE let any Successful deposit or return line claim the money
    [
      '../CONTENT_GUIDE.md',
      page(
        "then is never credited: on day 3 **Deposits** (the username, **Status** **All**) and the running list are searched, and money a **Pending** or **Successful** deposit or a return line claims is never returned (a **Failed** deposit never claims it); none, a return line with the transfer's reference, the username it names and the date;",
      ),
    ],
    // decision bank tab (diff50 money 1 [LIVE], read32 ops 6 and 7): a return line naming the username decided Approve
    [
      'deposits/index.md',
      page(
        "3. Find the incoming payment on your bank statement or wallet account. Check that the amount matches **Payable** and that the sender matches the player (another sender's money is never credited: **Reject**, and return it as below). Before every **Approve**, search the running list for a [return line](#money-that-matches-no-deposit) naming the username: money it names is never credited (**Reject**; the line returns it). If less arrived (bank fees, a part payment), leave it **Pending** (**Approve** would credit the full **Coins**) and have a support agent ask the player for the rest, with the same reference; approve once both transfers make the **Payable**, or after 7 days **Reject** it with a **Reason** and return what arrived to the account it came from (as your statement shows it, never to other details the player gives), writing its reference on a line of the [running list](#the-running-list) as you send it.",
      ),
    ],
    // decision bank tab (diff50 money 1 [LIVE], read32 ops 6 and 7): a deposit "claims" a transfer by a reference nothing recorded
    [
      'deposits/index.md',
      page(
        '### Money that matches no deposit',
        '',
        'A transfer that arrives on your account that no manual deposit claims (such as one sent after its deposit was rejected in a coin-rate change) waits 3 days for one, since players pay first and submit the proof after; a deposit submitted within them is approved as usual. After that it is never credited, and no deposit is approved against its return line.',
        '',
        "A deposit claims the transfer only if it was submitted for it: a **Pending** one whose reference or proof names this transfer, or a **Successful** one approved against this very transfer (its **Activity** or proof names this transfer's reference; one transfer per deposit, two for a part payment). A **Failed** one, or one approved before this money arrived, never claims it. A return line claims it only if it carries this transfer's reference: the transfer's own reference on your statement, never the username, which all that player's transfers carry. [Daily check](#check-pending-manual-deposits-every-day) step 3 follows these steps:",
        '',
        "1. From day 3, the deposit confirmer searches **Deposits** for the username, **Status** **All**, and the running list. A deposit that claims it ends here (a **Pending** one: decide it as above); so does a return line that claims it and has the return's reference, while one without it goes on at step 2. Nothing claims it: write a return line on the [running list](#the-running-list): the transfer's reference, the username it names and the date.",
        "2. Within 7 days, return the money to the account it came from, as your statement shows it, and write the return's reference on the line.",
        '3. A support agent tells that player it was returned, and to deposit again once it is back.',
      ),
    ],
    // decision bank tab (diff50 money 1 [LIVE], read32 ops 6 and 7)
    [
      'deposits/index.md',
      page(
        "3. Work through every deposit of a manual gateway as in [Manual deposits](#manual-deposits), oldest first. Where the money has not arrived yet, leave the deposit **Pending** and look again the next day; **Reject** it, with a **Reason**, only once you know the transfer will not come. Money on your statement that matches no deposit: [Money that matches no deposit](#money-that-matches-no-deposit), at every check until its return line has the return's reference.",
      ),
    ],
    // decision bank tab (diff50 money 1 [LIVE], read32 ops 6 and 7): the monthly reconciliation never read a manual gateway's statement
    [
      'Payments/index.md',
      page(
        '1. Set **Date Range** to **Last Month**, **Status** to **Completed**, **Mode** to both **Live** and **Sandbox** (it shows **Live** only by default), and **Gateway / Method** to one gateway. Click **Export** and choose **CSV**. **Sandbox** rows belong in the check: they can be real charges, or test payments that credited real coins (table below).',
        "2. In the provider's dashboard, download its list of payments and refunds for the same month. Set that report's time zone to the one in [General Settings](/Settings/System%20Setting/General) if the provider allows it; otherwise expect differences on the first and last day of the month.",
        "3. Compare the count and the total of **Gateway Amount** with the provider's gross amount (before its fees). If they match, this gateway is reconciled.",
        '4. If they differ, match the two lists line by line on the **Transaction ID** column, with a lookup in your spreadsheet, and explain each line that has no partner with the table below.',
        '5. Repeat for the payouts: for each withdraw method, filter **Type** on **Withdrawal** and compare **Gateway Amount** with your bank or payout account statement, matching on the payout reference.',
        "6. Keep the QuizNest export and the provider's report together for the month.",
      ),
    ],
    // decision bank tab (diff50 money 1 [LIVE], read32 ops 6 and 7) in CONTENT_GUIDE
    [
      '../CONTENT_GUIDE.md',
      page(
        "  A manual deposit's money goes back (that return, or Refund a deposit's step 2) only to the account it came from, the sender's",
        '  account as your bank statement or wallet shows it, never to other details the player gives, and the reference of what was sent',
        '  is written on the running list (a return: a line of its own; a refund: the hold line) as it is sent. Money from a sender who is not',
        "  the player is never credited: the deposit rejected and the money returned so. Money that no manual deposit claims (Deposits'",
        '  `### Money that matches no deposit`, `#money-that-matches-no-deposit`) waits 3 days for one (players pay first and submit the proof after;',
        "  one submitted within them is approved as usual), then is never credited: from day 3 **Deposits** (the username, **Status** **All**) and the running list are searched, at every daily check (its step 3) until the return line has the return's reference. A deposit claims the money only if it was submitted for this transfer: a **Pending** one whose reference or proof names it, or a **Successful** one approved against this very transfer (its **Activity** or proof names this transfer's reference; one transfer per deposit, two for a part payment); a **Failed** one, or one approved before this money arrived, never claims it, and money a deposit claims is never returned. A return line claims it only if it carries this transfer's reference (its own on the statement, never the username, which all that player's transfers carry): one with the return's reference ends there, one without goes on to the return. Nothing claims it: a return line with the transfer's reference, the username it names and the date; within 7 days the money returned to the",
        "  account it came from, as the statement shows it, the return's reference on the line; a support agent tells the player, who deposits again",
        '  once it is back. Manual deposits step 3 links it: before every **Approve** the running list is searched for a return line naming the username, and money it names is never credited (the deposit rejected, the line returning the money); daily check step 7 reads refund lines only, never a',
        '  hold or return line (said in step 7 and in The running list).',
      ),
    ],
  ],
  'payments-further-payment-rows': [
    // diff43 money 7 and 2: a second payment with no row; a further payment's dispute matched to a Refund row
    [
      'Payments/index.md',
      page(
        "| A payment at the provider is missing here, or is **Pending** or **Failed** here | The webhook never arrived and the reconciliation check gave up after 24 hours. | After a restore, see the row below first. Find it on [Deposits, filters widened](/deposits/#the-deposit-list-and-its-filters) (a `SUB-` charge: [here](#what-a-row-is)) and open its **Activity** and the running list's main tab first: marked **Failed** with a refund reference, or listed there, see the row above. Otherwise click **Check Status**, or **Mark as Successful** after checking the provider. |",
        '| A dispute or chargeback at the provider | The card holder disputed the payment and the provider took the money back, so it is never refunded at the provider as well. | The deposit is marked **Refunded** with the dispute id as the **Refund Reference** (see [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns)), so its **Refund** row matches the provider\'s dispute line on that id; one already **Refunded**, or **Failed** with a refund reference or on the running list, stays so: note the dispute id beside its refund line. The provider\'s dispute fee is its own line: note it beside the `DEP-` line. A won dispute\'s reversal matches the **Admin Adjustment** **Add** with the dispute id in its **Reason** (a "dispute won" line: no such **Add**, as 7.1 took its coins, not the dispute; note the reversal beside its `refund refused` row). A dispute after an earlier partial refund matches the **Admin Adjustment** (or the hold line marked "nothing subtracted") that names its id, found as in [A refund with no Refund row](#a-refund-with-no-refund-row) steps 2 and 3. |',
      ),
    ],
    // diff44 money 3: a further payment on a deposit no longer Successful fits no row
    [
      'Payments/index.md',
      page(
        '| A second payment at the provider on a **Successful** `DEP-` (its **Activity** notes a further one) | A checkout paid twice, or a second payment on one invoice: it credits nothing ([Credited once](/deposits/#credited-once)). | The "searched" tab of the running list names its refund or "settled by dispute" ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 8.1.1): note it beside the provider line. None: hand it to the deposit confirmer for step 8.1.1. |',
      ),
    ],
    // diff45 money 3 and 5: the row read the "searched" tab only, and "address asked" was signed off every month
    [
      'Payments/index.md',
      page(
        '| A second payment at the provider, or its refund, on a `DEP-` of any status whose **Activity** notes a further one | A checkout paid twice. | The "searched" tab of the running list names its refund, "address asked" or "settled by dispute" ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 8.1.1): note it beside the provider lines. None: hand it to the deposit confirmer for step 8.1.1. |',
      ),
    ],
    // diff46 money 3: the reconciliation hands over "unclaimed" marks it almost never sees
    [
      'Payments/index.md',
      page(
        '| A second payment at the provider, or its refund, on a `DEP-` of any status whose **Activity** notes a further one | A checkout paid twice, or a second payment on one invoice: it credits nothing ([Credited once](/deposits/#credited-once)). | The [running list](/deposits/#the-running-list), main tab or "searched" tab, names its refund or return, "address asked" or "settled by dispute" ([daily check](/deposits/#check-pending-manual-deposits-every-day) step 8.1.1): note it beside the provider lines, and hand each one marked "unclaimed" to the finance manager, with the username. None: hand it to the deposit confirmer for step 8.1.1. |\n| A payment at the provider is missing here | x | y |',
      ),
    ],
    // read31 ops 3: Disputes' "first case", now two further-payment rows
    [
      '../CONTENT_GUIDE.md',
      page(
        '  reference, stays so, the dispute id noted beside its refund line; a further payment\'s dispute is noted on the "searched" tab, Disputes\' first case);',
        '  the table of differences gives a second payment, or its refund, on a `DEP-` of any status whose **Activity** notes a further one a row of its own, just before the missing-payment row: the running list, main tab or "searched" tab, names its refund or return, "address asked" or "settled by dispute" (8.1.1), noted beside the provider lines; none, handed to the deposit confirmer for 8.1.1; a won dispute\'s reversal matches the **Admin Adjustment**',
      ),
    ],
  ],
  'bounced-payout-resent-only-to-own-name': [
    [
      'withdraw/index.md',
      page(
        "2. Either send the payout again, to corrected details if the player gives you new ones, with the `WDR-` reference as the description; or give the coins back with **Adjust Balance** (**Add**) on the player's profile in [Users](/Mange%20User/Users), with the `WDR-` reference and the bank's return reference in the **Reason**.",
      ),
    ],
    [
      'withdraw/index.md',
      page(
        "Do not reject the request and do not take coins away. Send the payout again to corrected details, or give the coins back with **Adjust Balance** (**Add**) on the player's profile, with the `WDR-` reference in the **Reason** ([A paid payout came back](#a-paid-payout-came-back)).",
      ),
    ],
    // diff44 money 1 and 7: re-sent after the holder check alone, past a ban, a KYC change or a refund hold
    [
      'withdraw/index.md',
      page(
        "   - Send it again, with the `WDR-` reference as the description, only to an account in the player's own name: the same details, or new ones once a role with **Verify KYC** has matched the holder name on a statement of that account with the KYC documents, as [Review a request](#review-a-request) items 1 and 5 check every payout. Any other account gets nothing: ask the player for an account in their own name. As you send it, write the `WDR-`, the details and your payment's reference on a line of the [running list](/deposits/#the-running-list).",
      ),
    ],
    [
      'withdraw/index.md',
      page(
        "Do not reject the request and do not take coins away. Send the payout again, only to an account in the player's own name checked against their KYC documents, or give the coins back with **Adjust Balance** (**Add**) on the player's profile, with the `WDR-` reference in the **Reason** ([A paid payout came back](#a-paid-payout-came-back)).",
      ),
    ],
    [
      'Payments/index.md',
      page(
        "| A withdrawal is **Paid** here, but the money came back to your bank or payout account | The payout bounced after you marked it paid. The request stays **Paid**: there is no status for a returned payout. | Check that it was handled as in [A paid payout came back](/withdraw/#a-paid-payout-came-back): the payout sent again (a second outgoing line), or the coins given back with **Adjust Balance** by the finance manager or a Super Admin (after a restore, perhaps only on its [tab](/Extra/#the-restore-tab): never give them again). Note the return and the bank's reference beside the `WDR-` line of your export. |",
      ),
    ],
    // diff45 money 7: the new request may go to the same closed account and bounce again
    [
      'withdraw/index.md',
      page(
        'The player then makes a new request, which passes [Review a request](#review-a-request) like any other (a ban, KYC, a "refund hold" line, the holder name).',
      ),
    ],
  ],
  'finance-manager-handoff-names-username': [
    [
      'withdraw/index.md',
      page(
        'A payout officer has no **Adjust balance**: hand the return, with both references, to a Super Admin or to the role that holds **Adjust balance** (a Finance manager, see [Roles](/Admin%20Users/Role)).',
      ),
    ],
    [
      'Admin Users/Role.md',
      page(
        'Deposit confirmers and payout officers escalate the coin changes their work needs (the coins of a partial refund, a returned payout) to the finance manager or a Super Admin, with the `DEP-` or `WDR-` reference; a subtraction the balance cannot cover goes back to the deposit confirmer.',
      ),
    ],
    [
      'Mange User/Users.md',
      page(
        '- The coins a refused refund kept as paid (its N) are not a payment credit either: the finance manager gives them back with **Add**, naming the `DEP-` and "refused refund: N coins kept as paid", as [Deposits](/deposits/#check-pending-manual-deposits-every-day) step 4.5 item 5 says.',
      ),
    ],
    // diff44 money 10: hand-offs to the finance manager with no username, who cannot find the account
    [
      'Settings/Finance Settings/Currency.md',
      page(
        '3. A paid one: hand its `WDR-`, coins and amount sent to the finance manager, who works out what its coins buy at the corrected rate ([Withdraw Method](/Settings/Finance%20Settings/Withdraw%20Method#worked-fee-example)) and, naming the `WDR-`, adds with **Adjust Balance** the coins of the money the player was short, or subtracts those of the money overpaid (at most the **Balance**, the rest noted in the **Reason**).',
      ),
    ],
    [
      'Settings/User Settings/Kyc.md',
      page(
        "4. Before you reject a player who is already **Verified**, open the profile's **Withdrawals** tab. For a request in **Approved** status, ask the payout officer whether the money has left your account. If it has, do not reject the request, whose coins would go back to the player: ask the finance manager to ban the account while you investigate ([Users](/Mange%20User/Users)) and have a Super Admin record the payout with **Mark as Paid**, as in [Withdrawals](/withdraw/#money-already-sent-but-mark-as-paid-is-disabled).",
      ),
    ],
    [
      'deposits/index.md',
      page(
        "Undo: if you win the dispute and the money comes back (never on a \"refund refused\" line: its case above), add back exactly what this dispute took (its **Mark as Refunded**'s **Deposit Refund**, or the **Admin Adjustment** naming its dispute ID; nothing subtracted: nothing to add), never more than **Coins** minus the earlier parts' coins by step 3's formula, with **Adjust Balance** (**Add**), with the `DEP-` reference and the dispute ID in the **Reason**. After a restore, an **Add** made before it may be only on its [tab](/Extra/#the-restore-tab): look there first, and never make it again.",
      ),
    ],
    // diff50 money 7: "Disputes step 3" ambiguous
    [
      '../CONTENT_GUIDE.md',
      page(
        "  refund's line names it (4.5.1) and 4.5.5 adds to that username; Refund part of a deposit step 3, Disputes step 3 and its Undo, Currency's paid-payout undo and Kyc's ban",
        '  while investigating hand it with the references.',
      ),
    ],
  ],
  'player-delete-account-guards': [
    [
      'Mange User/Users.md',
      page(
        'Players can delete their own account from **Profile > Delete Account** in the client app; you can delete one from the profile with **Delete**, such as for a GDPR erasure request (their [Contact](/contact/#deleting-messages-and-personal-data) messages are not part of the account: delete them there too). Deletion erases the KYC documents: while a law obliges you to keep them ([KYC Settings](/Settings/User%20Settings/Kyc#data-protection-and-access)), tell the player and delete only once that duty ends.',
      ),
    ],
    // diff44 money 9: a late payment on a Failed deposit sent to Refund a deposit, which cannot record it
    [
      'Mange User/Users.md',
      page(
        'Players can delete their own account from **Profile > Delete Account** in the client app, by typing their username after a warning that shows the balance they give up. The client refuses, with the reason and a link to the contact form, while a withdrawal is **Pending** or **Approved**, a deposit or `SUB-` charge is **Pending**, the balance is below 0, a contest they joined is not yet **Completed** or **Cancelled**, or KYC documents are on file (until **Document Retention (days)** deletes them): such a player is deleted on request, as below. Otherwise the account is deleted at once, as by **Delete**; a payment that reaches you later for one of its deposits is refunded at the provider ([Refund a deposit](/deposits/#refund-a-deposit)).',
      ),
    ],
    // diff44 money 11: the privacy page names only the profile, which the client refuses in the guarded cases
    [
      'Settings/Theme Settings/Manage Pages.md',
      page(
        '- **Privacy Policy**: the data QuizNest keeps about players. Explain that players delete their account from **Profile > Delete Account**.',
      ),
    ],
    // diff45 money 4: a late payment after Delete Account was found by no step, and step 8 credited it to the deleted account
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7. A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note.",
      ),
    ],
    [
      'Mange User/Users.md',
      page(
        'Otherwise the account is deleted at once, as by **Delete**; a payment that reaches you later for one of its deposits is refunded at the provider and recorded as [daily check](/deposits/#check-pending-manual-deposits-every-day) step 7 records a refund on a **Failed** deposit (a refund line on the [running list](/deposits/#the-running-list) with the `DEP-` and the refund reference), never through Refund a deposit.',
      ),
    ],
    // diff46 money 4: an unsourced "answered 200, credits nothing" for a deleted account
    [
      'deposits/index.md',
      page(
        "- A webhook about a payment QuizNest has no deposit for, or for a deposit whose player's account was deleted, is answered `200` and credits nothing ([daily check](#check-pending-manual-deposits-every-day) step 8 refunds the latter).",
      ),
    ],
    // diff46 money 4: the deleted-account guard after Check Status
    [
      'Payments/index.md',
      page(
        '| A payment at the provider is missing here, or is **Pending** or **Failed** here | The webhook never arrived and the reconciliation check gave up after 24 hours. | After a restore, see the row below first. Find it on [Deposits, filters widened](/deposits/#the-deposit-list-and-its-filters). Otherwise click **Check Status**, or **Mark as Successful** after checking the provider (its player `deleted-user-…`: never; refund it as [daily check](/deposits/#check-pending-manual-deposits-every-day) step 8 says). |',
      ),
    ],
    // diff47 money 5: a credited payment of a deleted account kept its coins (against step 7.1) and a NOWPayments one had no address to ask
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: its coins stay on the deleted account). A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless its `DEP-` is on a refund line of the running list or it was marked **Failed** with a refund reference (step 7). A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give.",
      ),
    ],
    // diff47 money 5: the coins of a deleted account stayed although its payment was refunded
    [
      'deposits/index.md',
      page(
        "- A webhook about a payment QuizNest has no deposit for is answered `200` and credits nothing. A payment for a deposit whose player's account was deleted is refunded as [daily check](#check-pending-manual-deposits-every-day) step 8 says, whatever the deposit's status (credited by a late webhook: the coins stay on the deleted account).",
      ),
    ],
    // diff49 7: a deleted player's NOWPayments line recorded nothing a claimant could be matched to
    [
      'deposits/index.md',
      page(
        '8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: step 7.1 marks it **Refunded** the next day; NOWPayments, with no address to ask: "account deleted, address asked" on the line, which step 7.1 takes as its refund reference until the transaction hash is added as the money is sent, for step 8.3, and the player may claim it through the contact form).',
      ),
    ],
    // diff50 money 2 and 6: the claim had no route to the finance manager, and an address alone could not be matched to the claimant's transaction
    [
      'deposits/index.md',
      page(
        "8. Find the late payments below at the provider and search each here with **Status** **All**, as in step 7 (a `SUB-` one: on [Payments](/Payments/#what-a-row-is)). Its player shown as `deleted-user-…` (account deleted, any status): never **Check Status** or **Mark as Successful**; refund it and write its refund line as step 4.3 says (a **Successful** one too: step 7.1 marks it **Refunded** the next day). NOWPayments, with no address to ask: write \"account deleted, address asked\" on the line, and beside the `DEP-` what NOWPayments still shows of the payer (the sending address or the pay-in transaction hash); those words are its refund reference (step 7.1) until the transaction hash is added as the money is sent. The player may claim it through the contact form: the finance manager sends it only to a claimant who names the `DEP-` and that sending transaction. A **Failed** one lost its late notification, which nothing checks again: click **Mark as Successful** with the provider's payment ID in the note, unless its `DEP-` is on a refund line of the running list or it was marked **Failed** with a refund reference (step 7). A `DEP-` or `SUB-` that no search finds was lost in a restore: unless the restore's tab shows it *settled*, hand it to the finance manager, who keeps the restore's tab, with the provider's payment ID; never refund it on your own, only when the finance manager asks, for the amount they give.",
      ),
    ],
    // diff50 money 6 in CONTENT_GUIDE
    [
      '../CONTENT_GUIDE.md',
      page(
        "  as daily check step 8 says, never through Refund a deposit, whatever the deposit's status (credited by a late webhook: then marked **Refunded**",
        '  as step 7.1 does; NOWPayments: "account deleted, address asked" on its line, the payer\'s sending address or pay-in hash that NOWPayments still shows written beside the `DEP-`, step 7.1\'s refund reference until the hash is added as the money is sent, for step 8.3; the player claims it through the contact form, and the finance manager sends it only to a claimant who names the `DEP-` and that sending transaction): every **Mark as Successful** (Check a pending deposit step 5, which the daily',
      ),
    ],
  ],
  'dashboard-activity-cards-name-their-area': [
    [
      'dashboard/index.md',
      page(
        'Each card that counts work waiting for you is also a link to the screen where you do that work, already filtered. An admin sees a card only when their role grants access to the area it links to (see [Roles and Permissions](/Admin%20Users/Role)): a content editor without **View** on **Deposits** and **Withdraw**, for example, does not see the deposit and withdrawal cards.',
      ),
    ],
    [
      'dashboard/index.md',
      page(
        'Items 1, 2, 4, 6 and 8 are finance work, item 3 is support work, and item 5 belongs to whoever publishes contests, a finance permission.',
      ),
    ],
    // read32 ops 16: item 5 garbled, item 7 given to nobody
    [
      'dashboard/index.md',
      page(
        "Items 1, 2, 4 and 8 are finance work, item 6 is the payout officer's or the auditor's (the recipes that see both its cards), item 3 is support work, and item 5 belongs to whoever publishes contests, a finance permission.",
      ),
    ],
  ],
  // fix45i: diff44-install 1-8.
  'server-x86-64-only': [
    [
      'common-requirements.md',
      page(
        '## Hardware',
        '',
        'These figures assume the admin panel, the database and the client run on one server.',
      ),
    ],
    [
      'installation-guide/server-setup/vps.md',
      page(
        '## Before you start',
        '',
        '- A VPS with a fresh Ubuntu 24.04 LTS (recommended) or 22.04 LTS (standard support ends in April 2027).',
      ),
    ],
    [
      'installation-guide/server-setup/vps-automated.md',
      page('## Supported systems', '', '- A **fresh** Ubuntu 24.04 LTS (recommended) or 22.04 LTS server.'),
    ],
    // fix46i: diff45-install 2 and 3.
    [
      'installation-guide/server-setup/vps-automated.md',
      page(
        '## Supported systems',
        '',
        '- A **fresh** x86_64 (amd64) Ubuntu 24.04 LTS (recommended) or 22.04 LTS server, not Arm (see [Common Requirements](/common-requirements#hardware), and [Supported versions](/common-requirements#supported-versions) for their support dates). The script stops on any other system, 26.04 LTS included: its only PHP is 8.5, not yet tested.',
      ),
    ],
    [
      'post-installation.md',
      page(
        'To leave Ubuntu 22.04 or a host, build the replacement (a VPS on a supported release, never 26.04) while the old one runs.',
      ),
    ],
  ],
  // fix46i: read30-installA 3, 4, 8 and 9.
  'vps-500-fix-reads-owner-from-code': [
    'installation-guide/server-setup/vps.md',
    page(
      '### 500 error on the admin panel',
      '',
      'Look in `storage/logs/laravel.log`. `The stream or file "/var/www/quiznest/admin/storage/logs/laravel.log" could not be opened in append mode: Failed to open stream: Permission denied` means files in `storage/` belong to another user, usually after running `artisan` with plain `sudo`. Repeat the `chown` and `chmod` lines of step 9 and clear the cache with `sudo -u www-data php artisan optimize:clear`.',
    ),
  ],
  'oom-build-first-install-branch': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        'A `client-next` that holds only `.next` cannot start: PM2 runs `npm run start` in that folder, which needs `package.json`. So fill `client-next` first, as step 1 of [Update the client with a rollback](/post-installation#update-the-client-with-a-rollback) does, from the release or, for a rebuild, with its `rsync` line from the live folder, skip `npm ci` and `npm run build` there, and put the copied `.next` in its place:',
      ),
    ],
    // diff46 install 4: PM2 started in /var/www/quiznest, and ~/client-build-next left behind
    [
      'installation-guide/server-setup/vps.md',
      page(
        '- **First install** (step 15, nothing running yet): run `sudo rm -rf client/.next && sudo cp -a ~/client-build-next client/.next && sudo chown -R "$OWNER":www-data client/.next`, then continue step 15 from its `pm2 start` line.',
        '- **Running site**: PM2 runs `npm run start` in `client-next`.',
      ),
    ],
    // read32 installA 7: PM2 runs client/, never client-next
    [
      'installation-guide/server-setup/vps.md',
      page(
        '- **Running site**: PM2 runs `npm run start` in `client-next`, which needs `package.json`. So fill `client-next` first.',
      ),
    ],
  ],
  'env-edit-restarts-worker': [
    [
      'installation-guide/server-setup/vps.md',
      page(
        'With `DB_HOST=localhost`, PHP connects through the socket file instead and the message reads `No such file or directory`; the causes and the fix are the same. After any change to `.env`, run `sudo -u www-data php artisan config:cache`.',
      ),
    ],
    [
      'post-installation.md',
      page('**Changes to `.env` are ignored.** The configuration is cached. Run `config:cache` again.'),
    ],
    [
      'post-installation.md',
      page(
        "The configuration is cached on a production site. Run `php artisan config:cache` again in your platform's form ([Cache the configuration for production](#cache-the-configuration-for-production)).",
      ),
    ],
    // diff46 install minor: a manual install has no quiznest-queue unit before step 13
    [
      'installation-guide/server-setup/vps.md',
      page(
        'After any change to `.env`, run `sudo -u www-data php artisan config:cache`, then `sudo -u www-data php artisan queue:restart` (before the web installer has run: `sudo systemctl restart quiznest-queue`).',
      ),
    ],
  ],
  'cpanel-caches-without-terminal': [
    // read32 installB 5: no way to build the caches without Terminal
    [
      'post-installation.md',
      page(
        '```bash',
        'cd /home/cpuser/quiznest/admin',
        '/usr/local/bin/ea-php83 artisan config:cache',
        '/usr/local/bin/ea-php83 artisan route:cache',
        '/usr/local/bin/ea-php83 artisan view:cache',
        '```',
        '',
        'Once the configuration is cached, edits to `admin/.env` have no effect until you run `config:cache` again.',
      ),
    ],
  ],
  'vps-step-4-shows-php-limits': [
    'installation-guide/server-setup/vps.md',
    page(
      'Raise the PHP limits for web requests in `/etc/php/8.3/fpm/php.ini` (`memory_limit`, `upload_max_filesize`, `post_max_size`, `max_execution_time`) to the values in [Common Requirements](/common-requirements), then run `sudo systemctl restart php8.3-fpm`.',
    ),
  ],
  // fix46i: read30-installB 3-6.
  'static-export-withdrawn-item-needs-rebuild': [
    'installation-guide/server-setup/cPanel/Client/static-export.md',
    page(
      'Content you manage in the admin panel (quizzes, contests, categories, settings, pages) needs no rebuild: the browser reads it from the API on every visit, and items created after the build open through the shell rule.',
    ),
  ],
  'cpanel-admin-intro-names-vercel': [
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      "This page deploys only the admin panel. For the players' website, follow [Client: Standalone](/installation-guide/server-setup/cPanel/Client/Standalone) if your host offers **Setup Node.js App**, or [Client: Static Export](/installation-guide/server-setup/cPanel/Client/static-export) if it does not.",
    ),
  ],
  'windows-extension-check-lists-fileinfo': [
    'installation-guide/local-machine-setup/Windows.md',
    page(
      '`php -m` must now list `curl`, `gd`, `intl`, `mbstring`, `openssl`, `pdo_mysql` and `zip`; `bcmath`, `ctype`, `dom`, `tokenizer` and `xml` are built into the Windows builds of PHP.',
    ),
  ],
  'registration-reopens-to-noted-option': [
    'Settings/System Setting/General.md',
    page(
      '### How do I close registrations temporarily?',
      '',
      'Set **Registration** to **Disabled** and click **Save**. The sign-up form is hidden and social login creates no new accounts, while existing players sign in as usual; set it back to **Open** to reopen ([Registration options](#registration-options)).',
    ),
  ],
  // fix46m: money and people (diff45 money, read30 ops, read30 gateways).
  'payout-hold-line-every-payout-officer-reads': [
    // read30 ops 1: the no-payment hold told to one payout officer; no ban item in the review
    [
      'Payments/index.md',
      page("| 3. Pay none of those players' withdrawals until step 7 releases them. | Payout officer | — |"),
    ],
    [
      'deposits/index.md',
      page(
        "Undo: a deposit marked **Failed** by mistake gets **Mark as Successful**. One you marked **Successful** with no payment behind it goes at once, with its `DEP-` reference, to a Super Admin, who has the payout officer hold the player's withdrawals and takes the coins back as steps 2 to 7 of [A deposit with no payment behind it](/Payments/#a-deposit-with-no-payment-behind-it) say, leaving the gateway enabled.",
      ),
    ],
    [
      'withdraw/index.md',
      page(
        '6. **Refunds and chargebacks**: a player who has already disputed a card payment may do it again after you pay: check the profile for **Refunded** deposits before approving a large request. Every payout officer reads the [running list](/deposits/#the-running-list) (kept outside QuizNest) before approving: a "refund hold" line for the player ([Refund a deposit](/deposits/#refund-a-deposit) step 1.1) keeps their requests **Pending**, whatever their size, until:',
      ),
    ],
    // diff46 money 1: an Approved request sent with no re-read of item 6
    [
      'withdraw/index.md',
      page(
        "2. Send the **Payout Amount**, in the method's currency, to the details on the request, from your bank or payout account.",
      ),
    ],
    // diff46 money 1: the hold line written only after the search
    [
      'Payments/index.md',
      page(
        '| 3. Write a payout hold line on the [running list](/deposits/#the-running-list)\'s main tab for each of those players: the username, the `DEP-` references, the date and "no-payment check". Every payout officer then pays none of their withdrawals ([Review a request](/withdraw/#review-a-request) item 6). | Payout officer | — |',
      ),
    ],
  ],
  // fix47m: money and people (diff46 money).
  'gateway-chargeback-goes-by-dispute-case': [
    // diff46 money 6: a chargeback sent straight to Mark as Refunded, taking a partly refunded deposit's coins twice
    'payment-gateways/paystack.md',
    page(
      "Paystack lists chargebacks under **Disputes** in the Dashboard and emails you about each new one. QuizNest reads no dispute or chargeback, and a lost one takes the payment and a fee from you while the player keeps the coins. For each new one, follow [Disputes, chargebacks and returns](/deposits/#disputes-chargebacks-and-returns): close the player's withdrawals whose money has not left, then click **Mark as Refunded** with the dispute ID.",
    ),
  ],
  // fix48s: Settings (read31 settings).
  'social-signup-verified-facebook-unconfirmed': [
    'Settings/System Setting/General.md',
    'Accounts created through [Social Login](/Settings/User%20Settings/Social%20Login) count as verified, because the provider has already confirmed the address.',
  ],
  // read31 settings 2: an Image size for App Download with no Image field listed
  'app-download-image-field-listed': [
    'Settings/Theme Settings/Manage Frontend.md',
    page(
      '| **Google Play URL**, **App Store URL** | With **App Download**: links to your own apps in the stores. | Empty | Each badge shows only when its URL is filled in. |',
      '| **Show Install Button** | With **App Download**: offers the PWA install button on browsers that support it. | On | Needs PWA to be enabled. |',
    ),
  ],
  // read31 settings 3: a rotation with no quiet hour, no domain and no way back
  'recaptcha-rotation-has-way-back': [
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        '- To rotate it, create a new key in the reCAPTCHA admin console, enter the new **Site Key** and **Secret Key** together, click **Save**, test the sign-up form, then delete the old key in the console.',
      ),
    ],
    // diff49 3: after a rollback, "the test" was the old keys' and the keys deleted were those in use
    [
      'Settings/Integration Settings/Extensions.md',
      page(
        '- To rotate it, in a quiet hour, create a new key in the reCAPTCHA admin console with the client domain added, enter the new **Site Key** and **Secret Key** together, click **Save**, and test as steps 2 and 3 of [Check that reCAPTCHA works](#check-that-recaptcha-works) say. If the test fails, set **Status** to **Disabled** and click **Save** at once (step 4), then re-enter the old keys from the console, set **Status** back to **Enabled**, click **Save** and test again. Delete the old key in the console only after the test passes.',
      ),
    ],
  ],
  // read31 settings 5: the undo switching to Local before the files are back
  'storage-undo-copies-back-before-local': [
    [
      'Settings/Integration Settings/Service.md',
      page(
        'Check: a few pages of the client app show their images. Undo: set **Driver** back to **Local** and click **Save**; files uploaded since the switch live only in the bucket, so copy them back in `admin/` with `sudo -H aws s3 sync s3://quiznest-uploads storage/app/public`.',
      ),
    ],
    // read32 settings 2: the Undo's maintenance window never ended
    [
      'Settings/Integration Settings/Service.md',
      page(
        'Check: a few pages of the client app show their images. Undo: on a busy site, in a maintenance window as in step 4, copy the bucket back first, in `admin/` with `sudo -H aws s3 sync s3://quiznest-uploads storage/app/public`, then set **Driver** to **Local**, click **Save**, and run the copy once more for files uploaded in between.',
      ),
    ],
    // diff49 10: the Undo's aws line had no endpoint for R2, B2 and other non-AWS buckets
    [
      'Settings/Integration Settings/Service.md',
      page(
        'Check: a few pages of the client app show their images. Undo: on a busy site, in a maintenance window as in step 4, copy the bucket back first, in `admin/` with `sudo -H aws s3 sync s3://quiznest-uploads storage/app/public && sudo chown -R www-data:www-data storage/app/public` (cPanel: `~/bin/rclone copy uploads:quiznest-uploads storage/app/public`), then set **Driver** to **Local**, click **Save**, run the copy once more for files uploaded in between, and leave maintenance mode.',
      ),
    ],
  ],
  'restore-import-checked-before-migrate': [
    [
      'post-installation.md',
      page(
        '   ```bash',
        '   sudo mysql -u root -p -e "DROP DATABASE IF EXISTS quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        "   sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
        '   ```',
        '',
        '3. Put back `storage/app` and `.env`, keeping the old `storage/app` aside until you are sure:',
      ),
    ],
    // read32 install 1: Restore onto a new server (VPS step 4, cPanel step 3) and the monthly check imported unchecked
    [
      'post-installation.md',
      page(
        '   ```bash',
        '   sudo tail -n 1 /root/restore/database.sql',
        "   sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        "   sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql'",
        '   cd /var/www/quiznest/admin',
        '   ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   ```bash',
        "   grep -c '^CREATE TABLE' ~/restore/database.sql",
        '   ```',
        '',
        '   ```bash',
        '   cd /home/cpuser/quiznest/admin',
        '   mysql -u cpuser_quiznest -p cpuser_quiznest < ~/restore/database.sql',
        '   rm -rf storage/app && cp -a ~/restore/storage/app storage/app',
        '   ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'sudo mysql -u root -p -e "CREATE DATABASE quiznest_drill CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
          "sudo sh -c 'mysql -u root -p quiznest_drill < /root/restore/database.sql'",
          'sudo mysql -u root -p -N -e "SELECT COUNT(*) FROM migrations" quiznest_drill',
        ),
      ),
    ],
    [
      'post-installation.md',
      page(
        ...code(
          'bash',
          'tar -xzf ~/restore/quiznest-backup-2026-11-24-0230.tar.gz -C ~/restore database.sql',
          'mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" cpuser_drill < ~/restore/database.sql',
          'mysql --defaults-extra-file="$HOME/.quiznest-backup.cnf" -N -e "SELECT COUNT(*) FROM migrations" cpuser_drill',
        ),
      ),
    ],
    // fix49i 4: the rollbacks (a failed update on VPS and cPanel, MySQL 8.4) imported unchecked
    [
      'post-installation.md',
      page(
        '   ```bash',
        "   grep -c '^CREATE TABLE' ~/backups/quiznest-db-pre-update.sql",
        '   ```',
        '',
        '   ```bash',
        '   sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '   mysql -u quiznest -p quiznest < ~/backups/quiznest-db-pre-update.sql',
        '   ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        "   grep -c '^CREATE TABLE' ~/backups/quiznest-db-pre-update.sql",
        '   3. Import the dump in Terminal:',
        '',
        '      ```bash',
        '      mysql -u cpuser_quiznest -p cpuser_quiznest < ~/backups/quiznest-db-pre-update.sql',
        '      ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   ```bash',
        "   grep -c '^CREATE TABLE' ~/backups/quiznest-db-from-mysql84.sql",
        '   sudo mysql -u root -p -e "DROP DATABASE quiznest; CREATE DATABASE quiznest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '   mysql -u quiznest -p quiznest < ~/backups/quiznest-db-from-mysql84.sql',
        '   ```',
      ),
    ],
    [
      'post-installation.md',
      page(
        '   `mysql --version` shows `8.0.x`. If MySQL 8.0 does not start on the copy, create the database and user again as in step 6 of the VPS guide and import the dump of step 1 (without one, `~/backups/quiznest-db-pre-mysql84.sql`).',
      ),
    ],
    // diff50 install 1: the import counted with SHOW TABLES, views included
    [
      'post-installation.md',
      page(
        '   ```bash',
        "   sudo sh -c 'mysql -u root -p quiznest < /root/restore/database.sql' && echo imported",
        '   sudo mysql -u root -p -e "SHOW TABLES" quiznest | tail -n +2 | wc -l',
        '   ```',
      ),
    ],
    // diff50 install 3: the fallback borrowed a block that counts another dump
    [
      'post-installation.md',
      page(
        "   `mysql --version` shows `8.0.x`. If MySQL 8.0 does not start on the copy, create the database and user again as in step 6 of the VPS guide and import the dump of step 1 (without one, `~/backups/quiznest-db-pre-mysql84.sql` in its place) with step 3's second block and its check.",
      ),
    ],
    // diff50 install 10: a refused dump looped with the database already dropped
    [
      'post-installation.md',
      page(
        "   Check: the import prints `imported` and no `ERROR` line, and `wc` prints the dump's `grep -c` count. If not, free what the `ERROR` line names and run this block again; do not go on to step 3.",
      ),
    ],
    // diff50 install 9: the monthly check without tail, so a cut-off dump passed
    [
      'post-installation.md',
      page(
        '```bash',
        "sudo grep -c '^CREATE TABLE' /root/restore/database.sql",
        'sudo mysql -u root -p -e "CREATE DATABASE quiznest_drill CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"',
        '```',
      ),
    ],
    // diff51 install 2: the same ERROR sent the reader to Restore the platform's step 1 exports of a half-import
    [
      'post-installation.md',
      page(
        "   Check: the import prints `imported` and no `ERROR` line, and `wc` prints the dump's `grep -c` count. If not, free what the `ERROR` line names and run this block again; do not go on to step 3. If the same `ERROR` comes back, [Restore the platform](#restore-the-platform) from the newest archive; step 5 there redoes what changed since.",
      ),
    ],
    // diff51 install 4: a repeating import ERROR on 8.0 went back by the dump, not the copy
    [
      'post-installation.md',
      page(
        "   Check: the import prints `imported` and no `ERROR` line, and `wc` prints the dump's `grep -c` count. If not, free what the `ERROR` line names and run this block again; do not go on to step 5. If the same `ERROR` comes back, run this block's `DROP DATABASE` line alone, then the block at the end of step 2 that imports the upgrade's dump, and follow step 4.",
      ),
    ],
  ],
};

test('the sidebar descriptions state the product facts too', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../sidebars.ts'), 'utf8');
  const descriptions = source.split('\n').filter((line) => /^\s*'[^']{40,}',?$/.test(line));
  assert.ok(descriptions.length > 0, 'no description strings found in sidebars.ts');
  const findings = checkFacts('../sidebars.ts', page(...descriptions.map((line) => line.trim())));
  assert.deepEqual(findings.map(formatFinding), []);
});

test('CONTENT_GUIDE states its own rules readably (rules that name it)', () => {
  const guide = fs.readFileSync(path.resolve(__dirname, '../../CONTENT_GUIDE.md'), 'utf8');
  const rules = FACTS.filter((rule) => rule.where?.includes('../CONTENT_GUIDE.md'));
  assert.ok(rules.length > 0, 'no rule names CONTENT_GUIDE.md');
  assert.deepEqual(checkFacts('../CONTENT_GUIDE.md', guide, rules).map(formatFinding), []);
});

test('every fact has an old wording that it catches', () => {
  assert.deepEqual(Object.keys(PUT_BACK).sort(), FACTS.map((rule) => rule.id).sort());
});

const samplesOf = (id: string): Sample[] => {
  const entry = PUT_BACK[id];
  return typeof entry[0] === 'string' ? [entry as Sample] : (entry as Sample[]);
};

for (const rule of FACTS) {
  test(`putting back the old wording fails the check: ${rule.title}`, () => {
    for (const [rel, source] of samplesOf(rule.id)) {
      const rules = checkFacts(rel, source).map((finding) => finding.rule);
      assert.ok(
        rules.includes(rule.id),
        `${rule.id} did not fire on ${rel}; findings: ${rules.join(', ') || 'none'}`,
      );
    }
  });
}
