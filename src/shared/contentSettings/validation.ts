/** Content settings rules shared by the client and the server (accounts-safety-messaging §4, §5, §8). */
import { contentSettingsMessages as m } from './messages';

/** How many tags a user may block, and tags nobody may block (ours: the spec gives no values). */
export const BLOCKED_TAG_LIMIT = 20;
export const UNBLOCKABLE_TAGS: readonly string[] = ['storyloom', 'featured'];
export const MAX_TAG_LENGTH = 128;

/** Lowercased and trimmed: what the tag input adds. */
export const normalizeTag = (raw: string): string => raw.trim().toLowerCase();

const isTag = (t: string): boolean => t.length > 0 && t.length <= MAX_TAG_LENGTH && !/\s/.test(t);

export interface TagRules {
  limit: number;
  unblockable: readonly string[];
}

export interface TagAdd {
  tags: string[];
  /** The warning the input shows (unblockable, or the limit reached). */
  warning: string | null;
}

/**
 * The blocked-tag input adding `raw` (Enter, space or a typed space): lowercased, ignored when empty
 * or already there; an unblockable tag is refused with a warning; at the limit the input is disabled
 * with a warning.
 */
export function addBlockedTag(tags: readonly string[], raw: string, rules: TagRules): TagAdd {
  const tag = normalizeTag(raw);
  if (tags.length >= rules.limit) return { tags: [...tags], warning: m.limitReached };
  if (!tag || tags.includes(tag) || !isTag(tag)) return { tags: [...tags], warning: null };
  if (rules.unblockable.includes(tag)) return { tags: [...tags], warning: m.unblockable };
  const next = [...tags, tag];
  return { tags: next, warning: next.length >= rules.limit ? m.limitReached : null };
}

/** Input is disabled once the list reaches the limit (removing a tag enables it again). */
export const tagInputDisabled = (tags: readonly string[], limit: number): boolean => tags.length >= limit;

/** The server's check of a whole blocked-tag list: null when fine, else the message to answer. */
export function blockedTagsError(tags: readonly string[], rules: TagRules): string | null {
  if (tags.some((t) => !isTag(t) || t !== t.toLowerCase())) return m.badTag;
  if (new Set(tags).size !== tags.length) return m.duplicateTag;
  if (tags.some((t) => rules.unblockable.includes(t))) return m.unblockable;
  if (tags.length > rules.limit) return m.limitReached;
  return null;
}

/** Tags typed in a form field (JavaScript off): comma or space separated, normalised, de-duplicated. */
export function parseTagList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map(normalizeTag)
        .filter(Boolean),
    ),
  ];
}

export interface ContentChoices {
  includeMature: boolean;
  blockedTags: string[];
}

/** On Apply only changed values are sent (§4): includeMature if it differs, blockedTags if the list differs. */
export function changedSettings(saved: ContentChoices, edited: ContentChoices): Partial<ContentChoices> {
  const out: Partial<ContentChoices> = {};
  if (saved.includeMature !== edited.includeMature) out.includeMature = edited.includeMature;
  const same =
    saved.blockedTags.length === edited.blockedTags.length &&
    saved.blockedTags.every((t, i) => t === edited.blockedTags[i]);
  if (!same) out.blockedTags = [...edited.blockedTags];
  return out;
}

/** The settings form's outcome as a short code in the address (`?cs=`), and back to its message. */
const OUTCOMES: Record<string, string> = {
  thanks: m.thanks,
  unblockable: m.unblockable,
  limit: m.limitReached,
  duplicate: m.duplicateTag,
  bad: m.badTag,
};
export const outcomeCode = (message: string): string =>
  Object.keys(OUTCOMES).find((k) => OUTCOMES[k] === message) ?? 'bad';
export const outcomeMessage = (code: string | undefined): string | null =>
  code && Object.prototype.hasOwnProperty.call(OUTCOMES, code) ? OUTCOMES[code] : null;
