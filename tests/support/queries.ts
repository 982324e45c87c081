/**
 * Real queries from the site's vocabulary, as readers type them: whole words,
 * a last word still being typed (prefix), and typos. Shared by the benchmarks
 * and the load tests so that every figure is measured on the same mix.
 */
export const PLAIN = [
  'stripe',
  'cron',
  'webhook',
  'payment gateway',
  'stripe webhook',
  'cron job settings',
  'maintenance mode',
  'social login google',
  'queue worker',
  'nginx server blocks',
  'refund a deposit',
  'coin balance',
  'sitemap xml',
  'two factor sign in',
  'kyc',
  'vercel environment variables',
];
export const PREFIX = [
  'instal',
  'webho',
  'paym',
  'stripe webh',
  'cron jo',
  'maintenance mo',
  'razorp',
  'deploy on cpa',
  'queue wor',
  'currenc',
];
export const TYPO = [
  'paymnt gatway',
  'stipe',
  'withdrawl',
  'configuraton',
  'webhok',
  'mantenance mode',
  'notifcation settings',
  'subscripton',
  'recapcha',
  'paypall',
  'databse backup',
  'leaderbord',
  'instalation guide',
  'razorpay api keyz',
  'sslcomerz ipn',
  'gocardles webhook',
];

/** Every query above, plain first. */
export const QUERY_MIX: readonly string[] = [...PLAIN, ...PREFIX, ...TYPO];
