/**
 * The stories feature's public surface on the server (docs/architecture.md "Server features"): its
 * services, and the story-card SQL building blocks the listings of other features compose.
 */
export { findPartPlaces } from './partsQueries';
export { partUrl } from './partsMapping';
export { getPart } from './partsService';
export { findTagNames, storyCardRows, storyCardSql, type CardRow, type StoryRow } from './storiesQueries';
export { API_AVATAR_SIZE, storyTagNames, toStoryCard } from './storiesMapping';
export { getStory, listCategories, loadStory } from './storiesService';
