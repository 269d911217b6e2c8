/**
 * The footer's links: our terms, privacy policy, Premium and help pages, the privacy opt-out and
 * the language picker, and for a signed-in reader their own data, closing the account and the
 * writer journey. Their own module: the footer is in the first-load bundle, and importing them
 * from `./privacy` or `./account` would bring every text of those pages along. Also the titles of
 * the pages they name (the page table, in the first load too, reads them).
 */
export const footerMessages = {
  doNotSell: 'Do not sell my personal information',
  language: 'Language',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  premium: 'Premium',
  help: 'Help Center',
  ownData: 'Your data',
  closeAccount: 'Close account',
  writerJourney: 'Writer journey',
} as const;

/** Own-data page path for a product name (`/settings/your-storyloom-data`, spec §2). */
export const ownDataPath = (productName: string): string =>
  `/settings/your-${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data`;

export const TERMS_PATH = '/terms';
export const PRIVACY_POLICY_PATH = '/privacy';
export const PREMIUM_PATH = '/premium/';
export const CLOSE_ACCOUNT_PATH = '/close-account';
export const WRITER_JOURNEY_PATH = '/start/writerjourney';
