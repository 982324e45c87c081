/**
 * The URL contract of the site: every route readers and old links rely on,
 * spelled exactly as published (spaces, capitals and odd spellings included).
 */
export const categoryRoutes = [
  'admin-users',
  'extra',
  'installation-guide',
  'local-machine-setup',
  'manage-contests',
  'manage-quizzes',
  'manage-users',
  'payment-gateways',
  'server-setup',
  'settings',
  'support-ticket',
].map((slug) => `/category/${slug}`);

const settings: Record<string, string[]> = {
  'Finance Settings': ['Currency', 'Payment Gateways', 'Withdraw Method'],
  'Integration Settings': ['AI Integration', 'Extensions', 'Service'],
  Localization: ['Languages', 'Socialite Media'],
  Navigation: ['Menu'],
  'Quiz Settings': ['Coin Settings', 'Ranking Settings'],
  'SEO & Meta': ['Robots TXT', 'Seo', 'Sitemap XML'],
  'System Setting': [
    'Cron Job Settings',
    'GDPR Cookie',
    'General',
    'Maintenance Mode',
    'System Configuration',
  ],
  'Theme Settings': ['Custom Css', 'Logo and Favicon', 'Manage Frontend', 'Manage Pages', 'PWA'],
  'User Settings': ['Kyc', 'Notification Settings', 'Social Login'],
};

const gatewaySlugs = [
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
];

/** Every doc page (not the category indexes, not /search). */
export const docRoutes = [
  '/',
  '/common-requirements',
  '/post-installation',
  ...[
    'contact',
    'dashboard',
    'deposits',
    'Extra',
    'Payments',
    'Report',
    'Subscription',
    'support-tikect',
    'withdraw',
  ].map((p) => `/${p}/`),
  '/Admin Users/Admin',
  '/Admin Users/Role',
  ...['Linux', 'Mac', 'Windows'].map((os) => `/installation-guide/local-machine-setup/${os}`),
  ...[
    'cPanel/Admin',
    'cPanel/Client/Standalone',
    'cPanel/Client/static-export',
    'vercel',
    'vps',
    'vps-automated',
  ].map((p) => `/installation-guide/server-setup/${p}`),
  '/Mange Contests/Category',
  '/Mange Contests/Contests',
  '/Mange Contests/Winners',
  '/Mange Quizzes/Category',
  '/Mange Quizzes/Quizzes',
  '/Mange User/Send Notification',
  '/Mange User/Users',
  ...gatewaySlugs.map((slug) => `/payment-gateways/${slug}`),
  ...Object.entries(settings).flatMap(([group, pages]) => pages.map((page) => `/Settings/${group}/${page}`)),
];

export const allRoutes = [...docRoutes, ...categoryRoutes, '/search'];
