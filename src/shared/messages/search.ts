/** Search texts, verbatim from reading-discovery §2, §5 and §8. */
export const SEARCH_MESSAGES = {
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
  freeAndPaid: 'Hide free and hide paid cannot be used together',
} as const;
