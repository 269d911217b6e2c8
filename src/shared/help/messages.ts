/**
 * The help centre page. The spec links a help centre (Story restricted, §2) per language (§9) but
 * gives no text for it: these words are ours.
 */
export const helpMessages = {
  title: 'Help Center',
  intro: 'Answers to the questions readers ask most.',
  topics: [
    {
      q: 'Why does a story say "Story restricted"?',
      a: 'Stories for mature readers (18+) are shown only to signed-in adults. Log in with an adult account to read them.',
    },
    {
      q: 'How do I keep a story for later?',
      a: 'Open the story and add it to your library or to one of your reading lists.',
    },
    {
      q: 'Where did I stop reading?',
      a: 'When you are signed in, each story remembers your place; Continue reading takes you back to it.',
    },
    {
      q: 'How do reading themes work?',
      a: 'Premium subscribers can read in any theme; everyone else reads in the default theme.',
    },
  ],
  exploreStories: 'Explore stories',
  otherLanguage: 'This help centre is in English; there is none yet for your language.',
} as const;
