/**
 * The tiny seed's 50-part fixture story (seeds/fixtures.ts). E2E_STORY_ID / E2E_STORY_PARTS override it
 * (for running the tests against another database).
 */
// TODO(tooling): import from '../seeds/fixtures' once it lands.
export const FIXTURE_STORY_ID = Number(process.env.E2E_STORY_ID ?? 1);
export const FIXTURE_STORY_PARTS = Number(process.env.E2E_STORY_PARTS ?? 50);
