/** Server-only zod schemas of the content-settings and onboarding endpoints (never import on the client). */
import { z } from 'zod';
import { contentSettingsMessages as cm } from './messages';
import { onboardingMessages as om } from '../onboarding/messages';
import { FINISHED_STORY, USER_TYPES, WRITER_STAGES } from '../onboarding/validation';
import { MAX_TAG_LENGTH } from './validation';

export const includeMatureBody = z.object({ includeMature: z.boolean({ message: cm.badIncludeMature }) });

export const blockedTagsBody = z.object({
  blockedTags: z.array(z.string({ message: cm.badTag }).max(MAX_TAG_LENGTH, cm.badTag), {
    message: cm.badTag,
  }),
});

export const preferredTagsBody = z.object({
  preferredTags: z.array(z.string({ message: om.unknownGenre }).max(64, om.unknownGenre), {
    message: om.noGenre,
  }),
});

export const answersBody = z
  .object({
    user_type: z.enum(USER_TYPES, { message: om.badAnswer }).nullable(),
    writer_stage: z.enum(WRITER_STAGES, { message: om.badAnswer }).nullable(),
    finished_story: z.enum(FINISHED_STORY, { message: om.badAnswer }).nullable(),
  })
  .partial();
