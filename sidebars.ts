import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one sidebar of the site, in the order of a reader's journey:
 * install, then run the platform day to day, then settings and payment gateways.
 *
 * Doc ids are file paths under docs/ (without .md). Several of them keep the
 * historical spellings of their URLs ("Mange Contests", "support-tikect"):
 * links out there depend on them. The labels shown to readers are spelled
 * correctly, here and in each page's `sidebar_label`.
 */

type Category = {
  label: string;
  /** A generated index page at this slug, listing the items under `description`. */
  slug?: string;
  description?: string;
  /** Or a written doc as the category's page. */
  overview?: string;
  items: SidebarsConfig[string];
};

function category({label, slug, description, overview, items}: Category) {
  const link = overview
    ? {type: 'doc' as const, id: overview}
    : slug
      ? {type: 'generated-index' as const, slug, title: label, description}
      : undefined;
  return {type: 'category' as const, label, collapsed: true, ...(link ? {link} : {}), items};
}

const settingsGroup = (group: string, pages: string[]) =>
  category({label: group, items: pages.map((page) => `Settings/${group}/${page}`)});

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'home',
    category({
      label: 'Installation Guide',
      slug: '/category/installation-guide',
      description:
        'Install QuizNest on your own computer to try it, or deploy the admin panel and the client app to cPanel, Vercel or a VPS. Start with the common requirements, follow the guide for your platform, then finish with the post-installation steps.',
      items: [
        'common-requirements',
        category({
          label: 'Local Machine Setup',
          slug: '/category/local-machine-setup',
          description:
            'Run both QuizNest applications on a Linux, macOS or Windows computer for evaluation, development or customisation, with PHP 8.2 to 8.4, MySQL or MariaDB and Node.js 24 LTS (or 22).',
          items: [
            'installation-guide/local-machine-setup/Linux',
            'installation-guide/local-machine-setup/Mac',
            'installation-guide/local-machine-setup/Windows',
          ],
        }),
        category({
          label: 'Server Setup',
          slug: '/category/server-setup',
          description:
            'Deploy QuizNest to production: the admin panel on a cPanel host or a VPS, and the client app on cPanel (as a Node.js app or a static export), on Vercel or on the same VPS. The automated script sets up a fresh Ubuntu VPS in two passes (firewall closed, then certificates).',
          items: [
            category({
              label: 'cPanel',
              items: [
                'installation-guide/server-setup/cPanel/Admin',
                'installation-guide/server-setup/cPanel/Client/Standalone',
                'installation-guide/server-setup/cPanel/Client/static-export',
              ],
            }),
            'installation-guide/server-setup/vercel',
            'installation-guide/server-setup/vps',
            'installation-guide/server-setup/vps-automated',
          ],
        }),
        'post-installation',
      ],
    }),
    'dashboard/index',
    category({
      label: 'Manage Users',
      slug: '/category/manage-users',
      description:
        'Find and manage player accounts: search, edit coin balances with an audit trail, verify email and KYC, ban and restore accounts, and send notifications to one player, a segment or everyone.',
      items: ['Mange User/Users', 'Mange User/Send Notification'],
    }),
    category({
      label: 'Manage Quizzes',
      slug: '/category/manage-quizzes',
      description:
        'Organise quizzes into categories, write or import questions, generate them with the AI integration, and set time limits and scoring before you publish them to players.',
      items: ['Mange Quizzes/Category', 'Mange Quizzes/Quizzes'],
    }),
    category({
      label: 'Manage Contests',
      slug: '/category/manage-contests',
      description:
        'Run contests from start to finish: group them into categories, schedule them with an entry fee in coins, seats and a prize distribution, then review the winners and pay the prizes.',
      items: ['Mange Contests/Category', 'Mange Contests/Contests', 'Mange Contests/Winners'],
    }),
    'deposits/index',
    'withdraw/index',
    'Payments/index',
    'Report/index',
    'Subscription/index',
    category({
      label: 'Support Ticket',
      slug: '/category/support-ticket',
      description:
        'Answer the support tickets that players open from the client app: statuses and priorities, replies with attachments, canned answers, notifications and closing a ticket.',
      items: ['support-tikect/index'],
    }),
    'contact/index',
    category({
      label: 'Extra',
      slug: '/category/extra',
      description:
        'Maintenance tools of the admin panel that you need now and then rather than every day: clearing caches, reading system information and logs, and checking the queue.',
      items: ['Extra/index'],
    }),
    category({
      label: 'Admin Users',
      slug: '/category/admin-users',
      description:
        'Give each member of your team their own admin account, and a role that grants only the menu areas they need: support, finance, content or full super-admin access.',
      items: ['Admin Users/Admin', 'Admin Users/Role'],
    }),
    category({
      label: 'Settings',
      slug: '/category/settings',
      description:
        'Reference for every settings screen of the admin panel, grouped as in its menu: finance, integrations, localization, navigation, quizzes, SEO, system, theme and users. Each page explains every field, its default and what a change affects.',
      items: [
        settingsGroup('Finance Settings', ['Currency', 'Payment Gateways', 'Withdraw Method']),
        settingsGroup('Integration Settings', ['AI Integration', 'Extensions', 'Service']),
        settingsGroup('Localization', ['Languages', 'Socialite Media']),
        settingsGroup('Navigation', ['Menu']),
        settingsGroup('Quiz Settings', ['Coin Settings', 'Ranking Settings']),
        settingsGroup('SEO & Meta', ['Robots TXT', 'Seo', 'Sitemap XML']),
        settingsGroup('System Setting', [
          'Cron Job Settings',
          'GDPR Cookie',
          'General',
          'Maintenance Mode',
          'System Configuration',
        ]),
        settingsGroup('Theme Settings', [
          'Custom Css',
          'Logo and Favicon',
          'Manage Frontend',
          'Manage Pages',
          'PWA',
        ]),
        settingsGroup('User Settings', ['Kyc', 'Notification Settings', 'Social Login']),
      ],
    }),
    category({
      label: 'Payment Gateways',
      // A written page (it compares all 16 in a table) at /category/payment-gateways.
      overview: 'payment-gateways/overview',
      items: [
        'stripe',
        'paypal',
        'razorpay',
        'paystack',
        'flutterwave',
        'mollie',
        'mercado-pago',
        'paytm',
        'instamojo',
        'sslcommerz',
        'bkash',
        'authorize-net',
        'square',
        'gocardless',
        'coinbase-commerce',
        'nowpayments',
      ].map((gateway) => `payment-gateways/${gateway}`),
    }),
  ],
};

export default sidebars;
