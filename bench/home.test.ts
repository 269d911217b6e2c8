import { medianRatio } from './home';

const pair = (ssr: number, stat: number) => ({
  ssr: { reqPerSec: ssr },
  stat: { reqPerSec: stat },
  ratio: ssr / stat,
});

describe('medianRatio (the /home ratios over interleaved rounds)', () => {
  it('reports the middle round, not the best or the mean, with every round kept', () => {
    const r = medianRatio([pair(300, 1000), pair(200, 1000), pair(340, 1000)], 0.35);
    expect(r.ratio).toBeCloseTo(0.3);
    expect(r.ssr.reqPerSec).toBe(300);
    expect(r.rounds.map((x) => x.toFixed(2))).toEqual(['0.30', '0.20', '0.34']);
    expect(r.ok).toBe(false);
  });

  it('takes the lower middle of an even count, so one lucky round cannot pass the target', () => {
    const r = medianRatio([pair(360, 1000), pair(300, 1000)], 0.35);
    expect(r.ratio).toBeCloseTo(0.3);
    expect(r.ok).toBe(false);
    expect(medianRatio([pair(360, 1000)], 0.35).ok).toBe(true);
  });

  it('refuses to report a ratio from no rounds', () => {
    expect(() => medianRatio([], 0.35)).toThrow('no rounds');
  });
});
