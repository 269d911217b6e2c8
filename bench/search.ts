/**
 * Search latency on the bench database (issue 3: p95 ≤ 50 ms at 100k stories): sequential
 * `GET /v4/search/stories?query=<word>` requests against the running bench server, paging through
 * the first five pages, for a few common words. Reported as p50/p95 per word and overall.
 */
export const SEARCH_WORDS = ['queen', 'romance', 'love', 'salt'];
export const SEARCH_REQUESTS = 200;
export const TARGET_SEARCH_P95_MS = 50;

export interface SearchLatency {
  requests: number;
  p50: number;
  p95: number;
  byWord: Record<string, { p50: number; p95: number }>;
  non2xx: number;
  target: number;
  ok: boolean;
}

const pct = (sorted: number[], p: number): number =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1)) : 0;

export async function searchLatency(baseUrl: string, requests = SEARCH_REQUESTS): Promise<SearchLatency> {
  const all: number[] = [];
  const byWord: SearchLatency['byWord'] = {};
  let non2xx = 0;
  const perWord = Math.ceil(requests / SEARCH_WORDS.length);
  for (const word of SEARCH_WORDS) {
    const times: number[] = [];
    for (let i = 0; i < perWord; i++) {
      const url = `${baseUrl}/v4/search/stories?query=${word}&limit=15&offset=${(i % 5) * 15}`;
      const started = performance.now();
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (!res.ok) non2xx += 1;
    }
    times.sort((a, b) => a - b);
    byWord[word] = { p50: pct(times, 0.5), p95: pct(times, 0.95) };
    all.push(...times);
  }
  all.sort((a, b) => a - b);
  const p95 = pct(all, 0.95);
  return {
    requests: all.length,
    p50: pct(all, 0.5),
    p95,
    byWord,
    non2xx,
    target: TARGET_SEARCH_P95_MS,
    ok: p95 <= TARGET_SEARCH_P95_MS && non2xx === 0,
  };
}
