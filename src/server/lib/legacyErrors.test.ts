import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { storyNotFound } from '../../shared/common/errors';
import { apiErrorHandler, apiNotFound, toApiError } from './legacyErrors';

function makeApp(): express.Express {
  const app = express();
  app.use(express.json());
  app.get('/api/v3/stories/:id', () => {
    throw storyNotFound();
  });
  app.get('/api/v3/validate', (req) => {
    z.object({ id: z.coerce.number().int().positive(), output: z.enum(['html', 'json']).optional() }).parse(
      req.query,
    );
  });
  app.post('/api/v3/body', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/v3/boom', async () => {
    throw new Error('secret database detail');
  });
  app.use('/api', apiNotFound);
  app.use(apiErrorHandler);
  return app;
}

describe('legacy API errors', () => {
  const app = makeApp();
  let errorSpy: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('answers an ApiError with its status and legacy body', async () => {
    const res = await request(app).get('/api/v3/stories/999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'ERROR',
      error_type: 'NotFound',
      error_code: 1017,
      message: 'Story not found',
      code: 1017,
    });
  });

  it('maps a missing parameter to 1006 and a bad value to 1005', async () => {
    const missing = await request(app).get('/api/v3/validate');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ result: 'ERROR', code: 1006, error_code: 1006 });
    expect(missing.body.message).toBe('Parameter missing: id');

    const bad = await request(app).get('/api/v3/validate?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 1005, error_code: 1005 });
    expect(bad.body.message).toMatch(/^Invalid value for id/);

    const badOutput = await request(app).get('/api/v3/validate?id=1&output=xml');
    expect(badOutput.body.code).toBe(1005);
    expect(badOutput.body.fieldErrors).toHaveProperty('output');
  });

  it('answers malformed JSON bodies with a 400, not a 500', async () => {
    const res = await request(app).post('/api/v3/body').set('Content-Type', 'application/json').send('{nope');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'ERROR', code: 1005 });
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const res = await request(app).get('/api/v3/boom');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ result: 'ERROR', error_type: 'ServerError' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(errorSpy).toHaveBeenCalled();
  });

  it('answers unknown API paths with 404 and code 1001', async () => {
    const res = await request(app).get('/api/v3/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      result: 'ERROR',
      error_type: 'NotFound',
      error_code: 1001,
      message: 'Unknown endpoint',
      code: 1001,
    });
  });

  it('maps non-errors thrown to a 500', () => {
    expect(toApiError('string thrown').status).toBe(500);
    expect(toApiError(null).status).toBe(500);
  });
});
