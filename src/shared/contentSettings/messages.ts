/** Content Preferences panel and content settings: user-visible texts. */
export const contentSettingsMessages = {
  // accounts-safety-messaging §2 / §8 (verbatim)
  title: 'Content Preferences',
  matureContent: 'Mature Content',
  blockedTags: 'Blocked Tags',
  editTags: 'Edit Tags',
  applyChanges: 'Apply Changes',
  cancel: 'Cancel',
  thanks: 'Thanks for the input!',
  unblockable: "Oops! This tag can't be blocked.",
  limitReached: 'You have reached your blocked tags limit.',
  // ours (the spec shows no wording)
  matureHint: 'Show stories for mature audiences in your feed.',
  noBlockedTags: 'You have not blocked any tags.',
  blockedSummary: (n: number) => (n === 1 ? '1 tag blocked' : `${n} tags blocked`),
  editorHint: 'Stories with these tags will not show in your home feed.',
  addTagLabel: 'Add a tag to block',
  tagsFieldLabel: 'Blocked tags (separated by spaces)',
  removeTag: (tag: string) => `Remove ${tag}`,
  back: 'Back',
  suggestions: 'Suggestions',
  loadFailed: 'Your content settings could not be loaded.',
  saveFailed: 'Sorry, something went wrong. Please try again.',
  badTag: 'Tags are lowercase words without spaces.',
  duplicateTag: 'This tag is already blocked.',
  badIncludeMature: 'includeMature must be true or false.',
} as const;
