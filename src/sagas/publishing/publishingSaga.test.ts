import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import type { Viewer } from '../../shared/common/session';
import {
  coverImportRequested,
  importStoriesRequested,
  publishOpened,
  publishRequested,
  scheduleRequested,
  unscheduleRequested,
} from '../../shared/publishing/actions';
import type { PartPublishing } from '../../shared/publishing/api';
import { PUBLISHING_MESSAGES as m } from '../../shared/publishing/messages';
import { fakeApi } from '../../shared/test/fakeApi';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';
import { publishingSaga } from './publishingSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 2, username: 'ava_writes', name: 'Ava' } as Viewer;

function state(): RootState {
  const s = rootReducer(undefined, { type: '@@init' });
  return { ...s, session: { ...s.session, viewer, csrfToken: 'tok' } };
}

const part = (over: Partial<PartPublishing> = {}): PartPublishing => ({
  id: 1101,
  title: 'Part 2',
  storyId: '12',
  draft: true,
  scheduledPublishDate: null,
  storyReady: true,
  ...over,
});
const verified = {
  reverification: { status: async () => ({ verified_email: true, email: 'ava@example.com' }) },
};
const WHEN = '2027-01-05T10:15:00Z';

const run = (api: ReturnType<typeof fakeApi>, ...actions: Array<{ type: string }>) => {
  let saga = expectSaga(publishingSaga, api).withReducer(rootReducer, state());
  for (const action of actions) saga = saga.dispatch(action);
  return saga.silentRun(SEQUENCE_RUN_MS);
};

describe('opening the publish modal', () => {
  it('an unverified writer gets the please-verify modal, not the publish modal', async () => {
    const partCall = jest.fn(async () => part());
    const api = fakeApi({
      reverification: { status: async () => ({ verified_email: false, email: 'sam@example.com' }) } as never,
      publishing: { part: partCall },
    });
    const { storeState } = await run(api, publishOpened({ partId: 1101, storyId: '12' }));
    expect(storeState.recovery).toMatchObject({ view: 'prompt', prompted: true, email: 'sam@example.com' });
    expect(storeState.publishing.view).toBe('closed');
    expect(partCall).not.toHaveBeenCalled();
  });

  it('a story without its details opens the details editor instead', async () => {
    const api = fakeApi({
      ...verified,
      publishing: { part: async () => part({ storyReady: false }) },
    } as never);
    const { storeState } = await run(api, publishOpened({ partId: 1101, storyId: '12' }));
    expect(storeState.publishing.view).toBe('details');
  });

  it('defaults to Publish now, or to Schedule when the part has a time', async () => {
    const now = await run(
      fakeApi({ ...verified, publishing: { part: async () => part() } } as never),
      publishOpened({ partId: 1101, storyId: '12' }),
    );
    expect(now.storeState.publishing).toMatchObject({ view: 'choose', mode: 'now' });
    const later = await run(
      fakeApi({
        ...verified,
        publishing: { part: async () => part({ scheduledPublishDate: WHEN }) },
      } as never),
      publishOpened({ partId: 1101, storyId: '12' }),
    );
    expect(later.storeState.publishing).toMatchObject({
      view: 'choose',
      mode: 'schedule',
      scheduledFor: WHEN,
    });
  });
});

describe('publishing', () => {
  it('publishes: the success view, the part no longer scheduled', async () => {
    const publish = jest.fn(async () => ({ id: 1101, draft: false, published_at: WHEN }));
    const { storeState } = await run(
      fakeApi({ publishing: { publish } }),
      publishRequested({ partId: 1101 }),
    );
    expect(publish).toHaveBeenCalledWith(1101, 'tok');
    expect(storeState.publishing).toMatchObject({ view: 'published', running: false, error: null });
  });

  it('shows "Failed to publish part" without a specific error, else the first server error', async () => {
    const down = await run(
      fakeApi({ publishing: { publish: async () => Promise.reject(new Error('network')) } }),
      publishRequested({ partId: 1101 }),
    );
    expect(down.storeState.publishing).toMatchObject({ error: m.publishFailed, running: false });
    const answered = await run(
      fakeApi({
        publishing: {
          publish: async () => ({
            id: 1101,
            draft: true,
            published_at: null,
            errors: ['Text is empty', 'x'],
          }),
        },
      }),
      publishRequested({ partId: 1101 }),
    );
    expect(answered.storeState.publishing.error).toBe('Text is empty');
    const counted = await run(
      fakeApi({
        publishing: {
          publish: async () => ({
            id: 1101,
            draft: true,
            published_at: null,
            error_count: 1,
            error: 'Too short',
          }),
        },
      }),
      publishRequested({ partId: 1101 }),
    );
    expect(counted.storeState.publishing.error).toBe('Too short');
    const refused = await run(
      fakeApi({
        publishing: { publish: async () => Promise.reject(new ApiError(400, 1005, m.storyNotReady)) },
      }),
      publishRequested({ partId: 1101 }),
    );
    expect(refused.storeState.publishing.error).toBe(m.storyNotReady);
  });
});

describe('scheduling', () => {
  it('schedules: the success view and the part’s new time', async () => {
    const schedule = jest.fn(async () => ({ part_id: 1101, scheduled_datetime: WHEN }));
    const { storeState } = await run(
      fakeApi({ publishing: { schedule } }),
      scheduleRequested({ partId: 1101, datetime: WHEN }),
    );
    expect(schedule).toHaveBeenCalledWith(1101, WHEN, 'tok');
    expect(storeState.publishing).toMatchObject({ view: 'scheduled', scheduledFor: WHEN });
    expect(storeState.publishing.schedules[1101]).toBe(WHEN);
  });

  it('"Failed to schedule part" for an answer without part_id and time, or a failure; else the server’s text', async () => {
    const empty = await run(
      fakeApi({ publishing: { schedule: async () => ({}) as never } }),
      scheduleRequested({ partId: 1101, datetime: WHEN }),
    );
    expect(empty.storeState.publishing).toMatchObject({ error: m.scheduleFailed, view: 'closed' });
    const down = await run(
      fakeApi({ publishing: { schedule: async () => Promise.reject(new Error('network')) } }),
      scheduleRequested({ partId: 1101, datetime: WHEN }),
    );
    expect(down.storeState.publishing.error).toBe(m.scheduleFailed);
    const refused = await run(
      fakeApi({
        publishing: {
          schedule: async () =>
            Promise.reject(new ApiError(400, 1005, m.tooSoon, 'InvalidValue', { datetime: m.tooSoon })),
        },
      }),
      scheduleRequested({ partId: 1101, datetime: WHEN }),
    );
    expect(refused.storeState.publishing.error).toBe(m.tooSoon);
  });

  it('unschedules only on success true, else "Failed to unschedule part"', async () => {
    const ok = await run(
      fakeApi({ publishing: { unschedule: async () => ({ success: true }) } }),
      unscheduleRequested({ partId: 1101 }),
    );
    expect(ok.storeState.publishing.schedules[1101]).toBeNull();
    const no = await run(
      fakeApi({ publishing: { unschedule: async () => ({ success: false }) } }),
      unscheduleRequested({ partId: 1101 }),
    );
    expect(no.storeState.publishing.error).toBe(m.unscheduleFailed);
    const down = await run(
      fakeApi({ publishing: { unschedule: async () => Promise.reject(new Error('network')) } }),
      unscheduleRequested({ partId: 1101 }),
    );
    expect(down.storeState.publishing.error).toBe(m.unscheduleFailed);
  });
});

describe('the cover import', () => {
  it('lists the pre-chosen story first, then uploads and is done', async () => {
    const stories = [
      { id: '3', title: 'A', cover: '/a' },
      { id: '9', title: 'B', cover: '/b' },
    ];
    const importCover = jest.fn(async () => ({ cover: '/c' }));
    const { storeState } = await run(
      fakeApi({ publishing: { writerStories: async () => stories, importCover } }),
      importStoriesRequested({ preselected: '9' }),
      coverImportRequested({ storyId: '9', image: 'iVBOR' }),
    );
    expect(storeState.publishing.importer.stories.map((s: { id: string }) => s.id)).toEqual(['9', '3']);
    expect(importCover).toHaveBeenCalledWith('9', 'iVBOR', 'tok');
    expect(storeState.publishing.importer.upload).toBe('done');
  });
});
