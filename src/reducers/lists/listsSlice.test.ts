import { collectionToggled } from '../../shared/lists/actions';
import { collectionsLoaded, listsReducer } from './listsSlice';

describe('lists slice: collections', () => {
  it('keeps a box the viewer ticked while the popover was still loading its collections', () => {
    let state = listsReducer(undefined, { type: '@@init' });
    // The popover opened (collections asked for), then the viewer ticked Library at once.
    state = listsReducer(state, collectionToggled({ storyId: '9', collectionId: 'library', member: true }));
    // The answer to the earlier request says "not in the library" for it, and "in list 4".
    state = listsReducer(state, collectionsLoaded({ '9': { library: false, '4': true } }));
    expect(state.collections['9']).toEqual({ library: true, '4': true });
  });

  it('takes the loaded memberships of boxes the viewer has not touched', () => {
    let state = listsReducer(undefined, { type: '@@init' });
    state = listsReducer(state, collectionsLoaded({ '9': { library: true } }));
    state = listsReducer(state, collectionsLoaded({ '9': { library: false }, '10': { '4': true } }));
    expect(state.collections).toEqual({ '9': { library: false }, '10': { '4': true } });
  });
});
