import { describe, expect, it } from '@jest/globals';
import type { Viewer } from '../../../shared/api/session';
import { canManageStory, summariseParts, toCategory, toPartSummary, toStory } from './storiesMapping';
import type { PartRow, StoryRow } from './storiesQueries';

const API_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const T0 = Date.UTC(2024, 0, 2, 3, 4, 5);

const story: StoryRow = {
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
    const s = toStory(story, 'http://x', ['a'], [], summariseParts([part(1)]));
    expect(s.id).toBe('7');
    expect(s.url).toBe('http://x/story/7-the-night-garden');
    expect(s.cover).toBe('http://x/img/cover/7-256-2.png');
    expect(s.user).toEqual({
      name: 'ann',
      avatar: 'http://x/img/avatar/ann-128-1.png',
      fullname: 'Ann Writer',
    });
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

  it('splits category roles', () => {
    expect(
      toCategory({ id: 1, name: 'Romance', name_english: 'Romance', roles: 'onboarding, writing,' }).roles,
    ).toEqual(['onboarding', 'writing']);
  });
});
