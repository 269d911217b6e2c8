import { flatMap } from './arrays';

describe('flatMap', () => {
  it('maps and flattens one level, in order, like Array.prototype.flatMap', () => {
    const xs = [1, 2, 3];
    const f = (x: number) => (x === 2 ? [] : [x, [x * 10]]);
    expect(flatMap(xs, f)).toEqual(xs.flatMap(f));
    expect(flatMap(xs, f)).toEqual([1, [10], 3, [30]]);
  });

  it('gives an empty array for no items', () => {
    expect(flatMap([], (x: number) => [x])).toEqual([]);
  });
});
