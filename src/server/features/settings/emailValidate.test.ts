import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('GET /api/v3/users/validate?email= does not reveal accounts (issue 25 §10)', () => {
  it('answers a visitor the same for a taken and a free address', async () => {
    const taken = await request(t.app).get(`/api/v3/users/validate?email=${F.WRITER_USERNAME}@example.com`);
    const free = await request(t.app).get('/api/v3/users/validate?email=nobody.here.42@example.com');
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.body.result).toBe(free.body.result);
  });
});
