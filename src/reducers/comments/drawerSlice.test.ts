import {
  paragraphCommentsActions as a,
  paragraphCommentsReducer as reducer,
  selectParagraphCounts,
  selectParagraphDrawer,
  type ParagraphCommentsState,
} from './drawerSlice';

const P = 'c'.repeat(32);
const Q = 'd'.repeat(32);
const start = (): ParagraphCommentsState => reducer(undefined, { type: '@@init' });
const wrap = (s: ParagraphCommentsState) => ({ paragraphComments: s });

describe('paragraph comments slice', () => {
  it('keeps only paragraphs that have comments (a zero count shows the "+")', () => {
    const s = reducer(
      start(),
      a.countsLoaded({
        partId: 5,
        paragraphs: [
          { id: P, commentCount: 2 },
          { id: Q, commentCount: 0 },
        ],
      }),
    );
    expect(selectParagraphCounts(wrap(s), 5)).toEqual({ [P]: 2 });
    expect(selectParagraphCounts(wrap(s), 6)).toEqual({});
  });

  it('opens, slides out, then closes with the reported delta, clearing the initial comment and naming the marker to focus', () => {
    let s = reducer(start(), a.countsLoaded({ partId: 5, paragraphs: [{ id: P, commentCount: 2 }] }));
    s = reducer(s, a.opened({ partId: 5, paragraphId: P, initialCommentId: '77', baseDelta: 1 }));
    expect(selectParagraphDrawer(wrap(s))).toEqual({
      partId: 5,
      paragraphId: P,
      initialCommentId: '77',
      phase: 'open',
      baseDelta: 1,
    });
    s = reducer(s, a.closing());
    expect(selectParagraphDrawer(wrap(s))?.phase).toBe('closing');
    s = reducer(s, a.closed({ delta: 3 }));
    expect(selectParagraphDrawer(wrap(s))).toBeNull();
    expect(s.counts[5][P]).toBe(5);
    expect(s.focusMarker).toBe(P);
    s = reducer(s, a.focusReturned());
    expect(s.focusMarker).toBeNull();
  });

  it('never counts below zero: a paragraph whose comments were all deleted shows "+" again', () => {
    let s = reducer(start(), a.countsLoaded({ partId: 5, paragraphs: [{ id: P, commentCount: 1 }] }));
    s = reducer(s, a.opened({ partId: 5, paragraphId: P }));
    s = reducer(s, a.closed({ delta: -2 }));
    expect(selectParagraphCounts(wrap(s), 5)).toEqual({});
  });

  it('ignores a close with no drawer open', () => {
    const s = reducer(start(), a.closed({ delta: 1 }));
    expect(s).toEqual(start());
  });
});
