/**
 * The story settings' cover form without JavaScript (`POST /myworks/{storyId}/cover`, multipart):
 * its field and the results the server sends back as `?cover=` on the settings page.
 */
import { storySettingsPath } from '../myworks/api';
import { PUBLISHING_MESSAGES as m } from './messages';

/** The file field (the JavaScript upload's input has the same name). */
export const COVER_FORM_FIELD = 'cover';

export const coverFormPath = (storyId: string | number): string => `${storySettingsPath(storyId)}/cover`;

export type CoverResult = 'updated' | 'tooLarge' | 'notImage' | 'failed';

const RESULT_MESSAGES: Record<CoverResult, string> = {
  updated: m.coverUploaded,
  tooLarge: m.coverTooLarge,
  notImage: m.coverNotImage,
  failed: m.coverFailed,
};

export const coverResultPath = (storyId: string | number, result: CoverResult): string =>
  `${storySettingsPath(storyId)}?cover=${result}`;

/** The settings page's `?cover=` as what to show: the message and whether it is a refusal; null otherwise. */
export function coverResultOf(value: unknown): { message: string; failed: boolean } | null {
  if (typeof value !== 'string' || !Object.hasOwn(RESULT_MESSAGES, value)) return null;
  return { message: RESULT_MESSAGES[value as CoverResult], failed: value !== 'updated' };
}
