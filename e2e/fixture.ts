/**
 * The tiny seed's 50-part fixture story (seeds/fixtures.ts). E2E_STORY_ID / E2E_STORY_PARTS override it
 * (for running the tests against another database).
 */
import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../seeds/fixtures';

export const FIXTURE_STORY_ID = Number(process.env.E2E_STORY_ID ?? LONG_STORY_ID);
export const FIXTURE_STORY_PARTS = Number(process.env.E2E_STORY_PARTS ?? LONG_STORY_PART_IDS.length);
