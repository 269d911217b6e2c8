/** Search texts, verbatim from reading-discovery §2, §5 and §8. */
export const SEARCH_MESSAGES = {
  /** Ours: the pages' headings, also their titles (`selectPageTitle`). */
  searchTitle: 'Search',
  resultsFor: (term: string) => `Results for “${term}”`,
  tagStories: (tag: string) => `#${tag} stories`,
  placeholder: 'Search for stories and people',
  cancel: 'Cancel',
  recentSearches: 'Recent Searches',
  browseCategories: 'Browse Categories',
  storiesTab: 'Stories',
  profilesTab: 'Profiles',
  tagEmpty: 'Tags cannot be empty',
  tagSpaces: 'Tags cannot contain spaces',
  loadMoreFailed: 'Something went wrong. Please try again',
  /** Ours (the spec names an empty-results message without its text). */
  noResults: (term: string) => `No results for "${term}". Try different words or fewer filters.`,
  loadMore: 'More',
  filters: 'Filters',
  freeAndPaid: 'Hide free and hide paid cannot be used together',
} as const;

/** Browse topics on the search landing page (§3 "Browse topic": name, topic, browseURL). */
export const BROWSE_TOPICS: { name: string; topic: string }[] = [
  { name: 'Romance', topic: 'romance' },
  { name: 'Fantasy', topic: 'fantasy' },
  { name: 'Mystery', topic: 'mystery' },
  { name: 'Horror', topic: 'horror' },
  { name: 'Science Fiction', topic: 'scifi' },
  { name: 'Teen Fiction', topic: 'teenfiction' },
  { name: 'Humor', topic: 'humor' },
  { name: 'LGBTQ+', topic: 'lgbt' },
  { name: 'Magic', topic: 'magic' },
  { name: 'Drama', topic: 'drama' },
];
