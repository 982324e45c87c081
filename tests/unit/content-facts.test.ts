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

/** Rule id → [page relative to docs/, the old wording that broke the fact]. */
const PUT_BACK: Record<string, [string, string]> = {
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
    'installation-guide/server-setup/vps.md',
    page('Resize the server, or build on another machine with Node.js 24 and copy `client/.next` over.'),
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
    'installation-guide/server-setup/cPanel/Client/Standalone.md',
    page(
      '`npm run build` compiles the client and writes a self-contained Node.js server to `client/.next/standalone`.',
    ),
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
    'payment-gateways/stripe.md',
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
    'Payments/index.md',
    page(
      '1. Set **Date Range** to **Last Month**, **Status** to **Completed**, **Mode** to **Live**, and **Gateway / Method** to one gateway. Click **Export** and choose **CSV**.',
    ),
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
    'Mange User/Users.md',
    page(
      'Deletion is refused while the player has a withdrawal in **Pending** or **Approved** status, with the message "This player has a withdrawal in progress." Finish or reject it first.',
    ),
  ],
  'coinbase-key-can-create-charges': [
    'payment-gateways/coinbase-commerce.md',
    page(
      '4. Name the key `QuizNest`. Expand **API restrictions**: allow the **View** permission only, which is enough to create and read checkouts, and restrict the key to your Coinbase Business portfolio.',
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
    'post-installation.md',
    page(
      "To go back to 8.0 (MySQL 8.4 does not start, or the site fails on it), stay in maintenance mode with the worker stopped and the crontab empty, install Ubuntu's 8.0 again, and put the copy of step 2 in place of the upgraded data.",
      '',
      'Delete `/var/lib/mysql-8.0-copy` once the site has run on 8.4 for a week.',
    ),
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
    'installation-guide/server-setup/cPanel/Admin.md',
    page(
      '- **Terminal** in cPanel (under **Advanced**) or SSH access. Without it you can still install, with the workarounds marked below.',
    ),
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
};

test('the sidebar descriptions state the product facts too', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../sidebars.ts'), 'utf8');
  const descriptions = source.split('\n').filter((line) => /^\s*'[^']{40,}',?$/.test(line));
  assert.ok(descriptions.length > 0, 'no description strings found in sidebars.ts');
  const findings = checkFacts('../sidebars.ts', page(...descriptions.map((line) => line.trim())));
  assert.deepEqual(findings.map(formatFinding), []);
});

test('every fact has an old wording that it catches', () => {
  assert.deepEqual(Object.keys(PUT_BACK).sort(), FACTS.map((rule) => rule.id).sort());
});

for (const rule of FACTS) {
  test(`putting back the old wording fails the check: ${rule.title}`, () => {
    const [rel, source] = PUT_BACK[rule.id];
    const rules = checkFacts(rel, source).map((finding) => finding.rule);
    assert.ok(
      rules.includes(rule.id),
      `${rule.id} did not fire on ${rel}; findings: ${rules.join(', ') || 'none'}`,
    );
  });
}
