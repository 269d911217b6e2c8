import { contentSettingsMessages as m } from './messages';
import {
  addBlockedTag,
  blockedTagsError,
  changedSettings,
  outcomeCode,
  outcomeMessage,
  parseTagList,
  tagInputDisabled,
} from './validation';

const rules = { limit: 3, unblockable: ['featured'] };

describe('the blocked-tag input', () => {
  it('adds the lowercased tag when new and non-empty', () => {
    expect(addBlockedTag([], '  Vampires ', rules)).toEqual({ tags: ['vampires'], warning: null });
    expect(addBlockedTag(['vampires'], 'VAMPIRES', rules)).toEqual({ tags: ['vampires'], warning: null });
    expect(addBlockedTag(['vampires'], '   ', rules)).toEqual({ tags: ['vampires'], warning: null });
  });

  it('refuses an unblockable tag with the spec warning', () => {
    expect(addBlockedTag([], 'Featured', rules)).toEqual({ tags: [], warning: m.unblockable });
    expect(m.unblockable).toBe("Oops! This tag can't be blocked.");
  });

  it('warns and disables input at the limit; removing a tag re-enables it', () => {
    const full = addBlockedTag(['a', 'b'], 'c', rules);
    expect(full).toEqual({ tags: ['a', 'b', 'c'], warning: m.limitReached });
    expect(m.limitReached).toBe('You have reached your blocked tags limit.');
    expect(tagInputDisabled(full.tags, 3)).toBe(true);
    expect(addBlockedTag(full.tags, 'd', rules).warning).toBe(m.limitReached);
    expect(tagInputDisabled(['a', 'b'], 3)).toBe(false);
  });
});

describe('the server check of a blocked-tag list', () => {
  it.each([
    [['ok', 'fine'], null],
    [['Upper'], m.badTag],
    [['two words'], m.badTag],
    [[''], m.badTag],
    [['a', 'a'], m.duplicateTag],
    [['featured'], m.unblockable],
    [['a', 'b', 'c', 'd'], m.limitReached],
  ])('%j → %s', (tags, message) => {
    expect(blockedTagsError(tags, rules)).toBe(message);
  });

  it('reads the form field: separators, case, duplicates', () => {
    expect(parseTagList(' Vampires, werewolf  vampires ')).toEqual(['vampires', 'werewolf']);
  });

  it('maps the form outcome to a code and back (never free text in the address)', () => {
    expect(outcomeCode(m.unblockable)).toBe('unblockable');
    expect(outcomeMessage('thanks')).toBe('Thanks for the input!');
    expect(outcomeMessage('<script>')).toBeNull();
  });
});

describe('Apply sends only changed values', () => {
  const saved = { includeMature: false, blockedTags: ['a'] };
  it.each([
    [{ includeMature: false, blockedTags: ['a'] }, {}],
    [{ includeMature: true, blockedTags: ['a'] }, { includeMature: true }],
    [{ includeMature: false, blockedTags: ['a', 'b'] }, { blockedTags: ['a', 'b'] }],
    [
      { includeMature: true, blockedTags: [] },
      { includeMature: true, blockedTags: [] },
    ],
  ])('%j → %j', (edited, expected) => {
    expect(changedSettings(saved, edited)).toEqual(expected);
  });
});
