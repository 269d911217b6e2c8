/**
 * Our own terms of service, privacy policy and the Premium page (the spec links `/terms`,
 * `/privacy` and `/premium/` but gives no text for them: these words are ours). Each text takes
 * the configured product name.
 */

/** One titled section of a long page: paragraphs, then an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The date each text last changed (shown on the page). */
export const LEGAL_UPDATED = '27 November 2026';

export const terms = (product: string): LegalPage => ({
  title: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro: `These terms apply to everyone who reads, writes or otherwise uses ${product}. By creating an account or using the site you agree to them.`,
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        `You must be at least 13 years old to create an account. Stories marked mature are shown only to signed-in adults.`,
        'Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
        'One person, one account for the same purpose. Accounts made to get around a suspension, to spam or to impersonate someone are closed.',
      ],
    },
    {
      heading: 'Your stories and other content',
      paragraphs: [
        `You keep the copyright in everything you write. By posting it on ${product} you give us a worldwide, non-exclusive, royalty-free licence to host, store, show, format and distribute it on ${product} so that readers can find and read it. The licence ends when you delete the content or close your account, except for copies already shared by readers or kept in backups for a limited time.`,
        'You may choose a licence for each story (all rights reserved by default). Post only what you have the right to post; we remove content when its owner shows us it was copied.',
      ],
    },
    {
      heading: 'How to behave',
      paragraphs: ['Be kind to other readers and writers. Do not:'],
      list: [
        'harass, threaten or bully anyone, or encourage others to do so;',
        'post hate speech, sexual content involving minors, or content that promotes self-harm or violence;',
        'post spam, scams, malware or links made to deceive;',
        "post other people's work as your own or share their private information;",
        'try to break, overload or scrape the site, or get into accounts that are not yours.',
      ],
    },
    {
      heading: 'What we may do',
      paragraphs: [
        'We may remove content or suspend or close accounts that break these terms. Where we can, we tell you why and how to appeal.',
        `We may change ${product} and these terms. When a change matters, we say so on the site before it takes effect; using the site after that means you accept the new terms.`,
      ],
    },
    {
      heading: 'Closing your account',
      paragraphs: [
        'You can close your account at any time from your account settings ("Close account"). Your profile and stories stop being shown; an administrator can reopen a closed account if you ask.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        `${product} is provided as it is. We do our best to keep it running and your content safe, but we cannot promise it will always be available or free of errors. As far as the law allows, we are not liable for losses that come from using it.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about these terms and copyright notices: start at the Help Center, linked at the foot of every page. We answer within 30 days.',
      ],
    },
  ],
});

export const privacyPolicy = (product: string): LegalPage => ({
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro: `This page says what ${product} keeps about you, why, for how long, and how you can see it or have it deleted.`,
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['When you create an account or use the site, we keep:'],
      list: [
        'your account: username, email address and whether it is verified, birthdate, pronouns if you give them, a hash of your password (never the password itself), and the language you chose;',
        'your settings: notification emails you want, mature content and blocked tags, the genres you picked and your answers in the writer journey, and whether you opted out of the sale of personal information;',
        'what you do on the site: stories and parts you write, votes, reading lists, your library, who you follow, and where you stopped reading;',
        'technical records: the sessions you are signed in with and short server logs (address, time and page of each request) used to keep the site working and safe.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To run your account and show you your stories, lists and reading position; to send the emails you asked for (verification, password reset, the notifications you chose); to keep the site safe from abuse; and to fix problems.',
        'We do not sell your personal information. You can also tell us not to with "Do not sell my personal information" at the foot of every page.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['We use only the cookies the site needs:'],
      list: [
        'token: keeps you signed in (it ends when you log out);',
        'locale: the language you chose;',
        'ccpa-oo: your opt-out of the sale of personal information;',
        'the email re-verification reminder, your reading theme and your recent searches, so the site remembers them.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Your username, profile, published stories, public reading lists and follows are public. Your email, birthdate, settings and library are seen only by you and, when needed to help you or to stop abuse, by our staff. We share data with companies that run parts of the service for us (hosting, email delivery) only as far as they need it, or when the law requires it.',
      ],
    },
    {
      heading: 'Your data and deleting it',
      paragraphs: [
        'You can see and download everything we keep about your account from "Your data" in your account settings. You can change your email, username and password there too.',
        'You can close your account from "Close account" in your account settings. Closing hides your profile and stories at once; ask us if you want the account and its data deleted for good, and we delete it within 30 days, except records the law requires us to keep.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [`${product} is not for children under 13, and we close accounts we learn belong to them.`],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about your privacy or requests about your data: start at the Help Center, linked at the foot of every page. You can see, download and close your account yourself from your account settings at any time. We answer within 30 days.',
      ],
    },
  ],
});

export const premiumMessages = (product: string) =>
  ({
    title: `${product} Premium`,
    notOnSale: 'Premium is not on sale yet. Nothing can be bought or charged here today.',
    intro: `Premium will be a monthly subscription for readers who want more from ${product}. When it starts, subscribers will get:`,
    benefits: [
      'every reading theme, not only the default one;',
      'Premium Picks: a bundle of five or more paid original stories each month, free to read until the end of the month;',
      'reading without ads.',
    ],
    meanwhile:
      'Until then every story that is free today stays free, and everyone reads in the default theme. We will say so on this page when you can subscribe.',
    keepReading: 'Keep reading',
  }) as const;

export const legalUpdated = (date: string) => `Last updated ${date}.`;
