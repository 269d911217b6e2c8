import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { homeRequested } from '../../shared/home/actions';
import type { HomeSection } from '../../shared/home/api';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeStory, makeViewer } from '../../shared/test/storyFixtures';
import { homeForTransfer, homeNearBottom, type HomeState } from '../../reducers/home/homeSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { homeSaga } from './homeSaga';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;

const card = makeStory();
const sections: HomeSection[] = Array.from({ length: 12 }, (_, index) =>
  index === 1
    ? {
        type: 'continueReading',
        index,
        data: { heading: 'Continue reading', items: [] },
        dynamic: { path: '/v5/home/continue-reading' },
      }
    : { type: 'storyCarousel', index, data: { heading: `Section ${index}`, items: [card] } },
);
const viewer = makeViewer();

describe('home feed', () => {
  it('shows 5 sections, then 5 more each time the reader nears the bottom, up to all of them', async () => {
    const api = fakeApi({ home: { sections: async () => sections } });
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer)
      .dispatch(homeRequested())
      .delay(10)
      .dispatch(homeNearBottom())
      .delay(350) // scroll events are debounced 300 ms
      .dispatch(homeNearBottom())
      .delay(350)
      .dispatch(homeNearBottom())
      .silentRun(1000);
    expect(storeState.home.status).toBe('succeeded');
    expect(storeState.home.visible).toBe(12);
  });

  it('after a server page that carried only its 5 shown sections, fetches the rest once when scrolling on', async () => {
    const continued = { ...sections[1], data: { heading: 'Continue reading', items: ['kept'] } };
    const loaded: HomeState = {
      status: 'succeeded',
      sections: [sections[0], continued, ...sections.slice(2)] as HomeSection[],
      visible: 5,
      viewed: [],
      total: 12,
    };
    const shipped = homeForTransfer(loaded);
    expect(shipped.sections).toHaveLength(5);
    expect(shipped.total).toBe(12);
    let fetched = 0;
    const api = fakeApi({ home: { sections: async () => (fetched++, sections) } });
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer, { ...rootReducer(undefined, { type: '@@init' }), home: shipped })
      .delay(10)
      .dispatch(homeNearBottom())
      .delay(350) // scroll events are debounced 300 ms
      .dispatch(homeNearBottom())
      .silentRun(1000);
    expect(fetched).toBe(1);
    expect(storeState.home.sections).toHaveLength(12);
    expect(storeState.home.visible).toBe(12);
    expect(storeState.home.sections[1]).toEqual(continued); // loaded data of shown sections is kept
  });

  it('loads the feed’s first sections as the server gives them, and the rest when scrolling on', async () => {
    let fetched = 0;
    const asked: number[] = [];
    const api = fakeApi({
      home: {
        feed: async (count) => (asked.push(count), { sections: sections.slice(0, count), total: 12 }),
        sections: async () => (fetched++, sections),
      },
    });
    const saga = expectSaga(homeSaga, api).withReducer(rootReducer).dispatch(homeRequested()).delay(10);
    const before = await saga.silentRun(SEQUENCE_RUN_MS);
    expect(asked).toEqual([5]);
    expect(before.storeState.home).toMatchObject({ visible: 5, total: 12 });
    expect(before.storeState.home.sections).toHaveLength(5);
    expect(fetched).toBe(0);
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer, before.storeState)
      .dispatch(homeNearBottom())
      .silentRun(400);
    expect(fetched).toBe(1);
    expect(storeState.home.visible).toBe(10);
    expect(storeState.home.sections).toHaveLength(12);
  });

  it('a burst of scroll events shows only 5 more, 300 ms after the last one', async () => {
    const api = fakeApi({ home: { sections: async () => sections } });
    const saga = expectSaga(homeSaga, api).withReducer(rootReducer).dispatch(homeRequested()).delay(10);
    for (let i = 0; i < 5; i++) saga.dispatch(homeNearBottom()).delay(100);
    const during = await saga.silentRun(450); // 100 ms after the last event: still waiting
    expect(during.storeState.home.visible).toBe(5);
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer, during.storeState)
      .dispatch(homeNearBottom())
      .delay(100)
      .dispatch(homeNearBottom())
      .silentRun(500);
    expect(storeState.home.visible).toBe(10);
  });

  it('continue reading loads its own data for a signed-in reader', async () => {
    const item = {
      id: '7',
      title: 'The Salt Queen',
      cover: '',
      type: 'currentRead' as const,
      heading: 'h',
      total_parts: 3,
      current_part: { id: 101, number: 2, url: '/101' },
      new_parts: 1,
      last_pub_date: null,
    };
    const api = fakeApi({ home: { sections: async () => sections, continueReading: async () => [item] } });
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer, {
        ...rootReducer(undefined, { type: 'init' }),
        session: { viewer, csrfToken: 't' },
      })
      .dispatch(homeRequested())
      .silentRun(50);
    const section = storeState.home.sections[1];
    expect(section.type === 'continueReading' && section.data.items).toEqual([item]);
  });

  it('keeps the section data when continue reading fails, and logs the failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({
      home: { sections: async () => sections, continueReading: () => Promise.reject(new Error('down')) },
    });
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer, {
        ...rootReducer(undefined, { type: 'init' }),
        session: { viewer, csrfToken: 't' },
      })
      .dispatch(homeRequested())
      .silentRun(50);
    expect(storeState.home.status).toBe('succeeded');
    expect(storeState.home.sections[1]).toEqual(sections[1]);
    expect(warn).toHaveBeenCalledWith(
      'continue reading failed, showing the section data',
      expect.objectContaining({ message: 'down' }),
    );
    warn.mockRestore();
  });

  it("stores the spec's fetchFailed error (never the cause's text) so the page can offer Refresh", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({
      home: { sections: () => Promise.reject(new Error('SQLITE_BUSY: database is locked')) },
    });
    const { storeState } = await expectSaga(homeSaga, api)
      .withReducer(rootReducer)
      .dispatch(homeRequested())
      .silentRun(50);
    expect(storeState.home.status).toBe('failed');
    expect(storeState.home.error).toEqual({ type: 'fetchFailed', message: 'fetching home modules failed' });
    // The page's state is inlined in its HTML: the cause goes to the log only.
    expect(JSON.stringify(storeState)).not.toContain('SQLITE_BUSY');
    expect(warn).toHaveBeenCalledWith(
      'fetching home modules failed',
      expect.objectContaining({ message: 'SQLITE_BUSY: database is locked' }),
    );
    warn.mockRestore();
  });
});
