import request from 'supertest';
import { LONG_STORY_ID } from '../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of one sample line (`name{labels} value`) of the exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

describe('GET /metrics', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ config: { metricsToken: TOKEN } })));
  afterAll(() => t.close());

  it('refuses without the bearer token, and with a wrong one', async () => {
    const none = await request(t.app).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.text).not.toMatch(/http_requests_total/);
    const wrong = await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
  });

  it('counts requests per route pattern (never the raw URL) and times SSR, the pool and the process', async () => {
    await request(t.app).get(`/api/v3/stories/${LONG_STORY_ID}`).expect(200);
    await request(t.app).get('/api/v3/stories/987654321');
    await request(t.app).get(`/story/${LONG_STORY_ID}-the-salt-queen`).expect(200);
    const res = await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(
      sample(text, 'http_requests_total', { route: '/api/v3/stories/:id', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/v3/stories/:id' }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('987654321');
    expect(
      sample(text, 'http_requests_total', { route: 'page:story', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'page:story' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ssr_seconds_count', { phase: 'preload', page: 'story' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ssr_seconds_count', { phase: 'render', page: 'story' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_connections\{state="used"\} \d+/m);
    expect(text).toMatch(/^db_pool_waiting \d+/m);
    expect(text).toMatch(/^redis_errors_total \d+/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served', async () => {
    const t = await createTestApp();
    try {
      const res = await request(t.app).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/http_requests_total/);
    } finally {
      await t.close();
    }
  });
});
