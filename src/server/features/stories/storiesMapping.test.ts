import { describe, expect, it } from '@jest/globals';
import type { Viewer } from '../../../shared/common/session';
import { ageOn, canManageStory, toCategory, toStory, toStoryCard } from './storiesMapping';
import { summariseParts, toPartSummary } from './partsMapping';
import type { StoryDetailsRow } from './storiesQueries';
import type { PartRow } from './partsQueries';

const API_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const T0 = Date.UTC(2024, 0, 2, 3, 4, 5);

const DAY = 24 * 3600 * 1000;

const story: StoryDetailsRow = {
  id: 7,
  user_id: 3,
  title: 'The Night Garden',
  description: 'A story',
  language_id: 1,
  category_id: 4,
  copyright: 1,
  rating: 4,
  mature: 0,
  completed: 1,
  is_paywalled: 0,
  paid_model: null,
  cover_version: '2',
  read_count: 10,
  vote_count: 2,
  comment_count: 1,
  length: 200,
  last_published_at: new Date(T0 + 500),
  created_at: T0,
  modified_at: new Date(T0 + 1000),
  deleted_at: null,
  published_part_count: 2,
  first_part_id: 11,
  tag_names: '["garden","night"]',
  username: 'ann',
  display_name: 'Ann Writer',
  avatar_version: '1',
  language_name: 'English',
  category_name: 'Romance',
  category_name_english: 'Romance',
  category_roles: 'onboarding,writing',
  author_birthdate: '2000-06-15',
  author_country: 'GB',
  author_description: 'I write at night.',
};

const part = (id: number, extra: Partial<PartRow> = {}): PartRow => ({
  id,
  story_id: 7,
  position: id,
  title: `Chapter ${id}`,
  created_at: T0,
  modified_at: T0,
  published_at: T0 + id * 1000,
  draft: 0,
  deleted_at: null,
  length: 100,
  word_count: 20,
  read_count: 1,
  vote_count: 0,
  comment_count: 0,
  rating: 0,
  paid_model: null,
  bonus_type: null,
  scheduled_publish_at: null,
  photo_url: null,
  text_hash: '',
  is_free_part: 1,
  ...extra,
});

const viewer = (id: number, isSysAdmin = false): Viewer => ({
  id,
  username: 'v',
  name: 'V',
  avatar: '',
  isSysAdmin,
  isStaff: false,
  isPremium: false,
  languageId: 1,
});

describe('story mapping', () => {
  it('knows who manages a story', () => {
    expect(canManageStory(null, 3)).toBe(false);
    expect(canManageStory(viewer(3), 3)).toBe(true);
    expect(canManageStory(viewer(4), 3)).toBe(false);
    expect(canManageStory(viewer(4, true), 3)).toBe(true);
  });

  it('summarises published parts only', () => {
    const rows = [part(1, { draft: 1, published_at: null }), part(2), part(3, { deleted_at: T0 }), part(4)];
    const s = summariseParts(rows);
    expect(s.numParts).toBe(2);
    expect(s.length).toBe(200);
    expect(s.firstPartId).toBe(2);
    expect(s.firstPublishedPart?.id).toBe(2);
    expect(s.lastPublishedPart?.id).toBe(4);
    expect(s.lastPublishedPart?.createDate).toMatch(API_DATE);
    expect(summariseParts([part(9, { draft: 1 })]).firstPartId).toBe(9);
  });

  it('maps a story row to the API shape', () => {
    const s = toStory(story, 'http://x', {
      tags: [{ id: 9, name: 'a' }],
      parts: [],
      summary: summariseParts([part(1)]),
    });
    expect(s.id).toBe('7');
    expect(s.url).toBe('http://x/story/7-the-night-garden');
    expect(s.cover).toBe('http://x/img/cover/7-256-2.png');
    expect(s.user).toEqual({
      name: 'ann',
      username: 'ann',
      avatar: 'http://x/img/avatar/ann-128-1.png',
      fullname: 'Ann Writer',
    });
    expect(s.tags).toEqual(['a']);
    expect(s.storyTags).toEqual([{ id: 9, name: 'a' }]);
    expect(s.storyLanguage).toEqual({ id: 1, name: 'English' });
    expect(s.storyCategories).toEqual([
      { id: 4, name: 'Romance', name_english: 'Romance', roles: ['onboarding', 'writing'] },
    ]);
    expect(s.firstStoryPart).toEqual({ url: 'http://x/1-the-night-garden-chapter-1' });
    expect(s.draft).toBe(false);
    expect(s.storyReportUrl).toBe('http://x/help/dmca?storyId=7&reportedUser=ann&language=1');
    expect(s.mature).toBe(true);
    expect(s.completed).toBe(true);
    expect(s.categories).toEqual([4]);
    expect(s.paidModel).toBe('');
    expect(s.createDate).toBe('2024-01-02T03:04:05Z');
    expect(s.modifyDate).toBe('2024-01-02T03:04:06Z');
  });

  it('maps parts with draft and deleted flags', () => {
    const p = toPartSummary(part(5, { draft: 1, deleted_at: T0 }), story, 'http://x');
    expect(p).toMatchObject({
      id: 5,
      draft: true,
      deleted: true,
      url: 'http://x/5-the-night-garden-chapter-5',
    });
    expect(p.createDate).toMatch(API_DATE);
  });

  it("adds the author's age, country and total reads only when asked (system admins)", () => {
    const now = Date.UTC(2024, 5, 14);
    const summary = summariseParts([part(1)], now);
    const s = toStory(story, 'http://x', {
      tags: [],
      parts: [],
      summary,
      now,
      authorPrivate: { totalReads: 42 },
    });
    expect(s.user).toMatchObject({ username: 'ann', age: 23, country: 'GB', totalReads: 42 });
    expect(ageOn('2000-06-15', Date.UTC(2024, 5, 15))).toBe(24);
    expect(ageOn(null, now)).toBeNull();
    expect(ageOn('garbage', now)).toBeNull();
  });

  it('marks a story without published parts as a draft unless deleted', () => {
    const summary = summariseParts([part(1, { draft: 1, published_at: null })]);
    const opts = { tags: [], parts: [], summary };
    expect(toStory(story, 'http://x', opts).draft).toBe(true);
    expect(toStory(story, 'http://x', opts).firstStoryPart?.url).toBe(
      'http://x/1-the-night-garden-chapter-1',
    );
    expect(toStory({ ...story, deleted_at: T0 }, 'http://x', opts).draft).toBe(false);
    expect(toStory(story, 'http://x', { ...opts, summary: summariseParts([]) }).firstStoryPart).toBeNull();
  });

  it('computes new, bonus type names and the formatted schedule for parts', () => {
    const now = T0 + 100 * DAY;
    const at = (days: number) => now - days * DAY;
    expect(toPartSummary(part(1, { published_at: at(3) }), story, 'http://x', now).new).toBe(true);
    expect(toPartSummary(part(1, { published_at: at(13.9) }), story, 'http://x', now).new).toBe(true);
    expect(toPartSummary(part(1, { published_at: at(14) }), story, 'http://x', now).new).toBe(false);
    expect(toPartSummary(part(1, { published_at: at(20) }), story, 'http://x', now).new).toBe(false);
    const draft = part(2, { draft: 1, published_at: null, created_at: at(1) });
    expect(toPartSummary(draft, story, 'http://x', now).new).toBe(false);

    const bonus = (bonusType: number | null) =>
      toPartSummary(part(3, { paid_model: 'paid_bonus', bonus_type: bonusType }), story, 'http://x', now);
    expect(bonus(0)).toMatchObject({ isBonusPart: true, bonusTypeName: 'Exclusive Chapter' });
    expect(bonus(1).bonusTypeName).toBe('Story Branch');
    expect(bonus(2).bonusTypeName).toBe('Writer Reveal');
    expect(bonus(null).bonusTypeName).toBeNull();
    expect(toPartSummary(part(4, { bonus_type: 1 }), story, 'http://x', now).bonusTypeName).toBeNull();

    const scheduled = toPartSummary(
      part(5, { draft: 1, published_at: null, scheduled_publish_at: Date.UTC(2026, 2, 5, 14, 7) }),
      story,
      'http://x',
      now,
    );
    expect(scheduled).toMatchObject({
      isScheduledPart: true,
      scheduledPublishDate: '2026-03-05T14:07:00Z',
      formattedScheduledPublishDatetime: 'Mar 05, 2026 02:07PM',
    });
    expect(toPartSummary(part(6), story, 'http://x', now).formattedScheduledPublishDatetime).toBeNull();
  });

  it('counts new, bonus and new bonus parts among published parts only', () => {
    const now = T0 + 100 * DAY;
    const at = (days: number) => now - days * DAY;
    const bonus = { paid_model: 'paid_bonus', bonus_type: 0 };
    const s = summariseParts(
      [
        part(1, { published_at: at(40) }),
        part(2, { published_at: at(3) }),
        part(3, { published_at: at(2), ...bonus }),
        part(4, { published_at: at(30), ...bonus }),
        part(5, { published_at: at(1), deleted_at: at(1) }),
        part(6, { draft: 1, published_at: null, created_at: at(1), ...bonus }),
      ],
      now,
    );
    expect(s).toMatchObject({ numParts: 4, numNewParts: 2, numBonusParts: 2, numNewBonusParts: 1 });
  });

  it('maps a card with paid model, length, language and when it last published a part', () => {
    const card = toStoryCard({ ...story, paid_model: 'paid_story' }, 'http://x');
    expect(card).toMatchObject({
      paidModel: 'paid_story',
      length: 200,
      language: { id: 1, name: 'English' },
      user: { name: 'ann', fullname: 'Ann Writer' },
      lastPublishedPart: { createDate: new Date(T0 + 500).toISOString().replace(/\.\d{3}Z$/, 'Z') },
    });
    expect(card.user).not.toHaveProperty('username');
    expect(toStoryCard({ ...story, last_published_at: null }, 'http://x').lastPublishedPart).toBeNull();
  });

  it('splits category roles', () => {
    expect(
      toCategory({ id: 1, name: 'Romance', name_english: 'Romance', roles: 'onboarding, writing,' }).roles,
    ).toEqual(['onboarding', 'writing']);
  });
});
