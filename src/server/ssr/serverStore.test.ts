import { makeServerStore } from '../../sagas/store';
import { selectStoryById, storyLoaded } from '../../reducers/stories/storiesSlice';
import { makePartSummary, makeStory } from '../../shared/test/storyFixtures';
import './render'; // as in the server: Immer's auto-freeze off

describe('server store', () => {
  it('keeps a loaded story as it came (sealed, not deep-frozen) and still takes a later load of it', () => {
    const store = makeServerStore({});
    const story = makeStory({ parts: [makePartSummary(101, 'Chapter 1')] });
    store.dispatch(storyLoaded(story));
    expect(selectStoryById(store.getState(), '7')).toBe(story);
    // Sealed, so Immer does not walk it; deeper objects are left alone (no deep freeze per render).
    expect(Object.isFrozen(story)).toBe(true);
    expect(Object.isFrozen(story.parts)).toBe(true);
    expect(Object.isFrozen(story.parts[0])).toBe(false);

    store.dispatch(storyLoaded(makeStory({ title: 'The Salt Queen, Revised' })));
    expect(selectStoryById(store.getState(), '7')?.title).toBe('The Salt Queen, Revised');
    expect(story.title).toBe('The Salt Queen');
  });
});
