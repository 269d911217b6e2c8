import { expect } from '@jest/globals';
import type request from 'supertest';
import type { TestSession } from './sessions';

/**
 * A legacy API error (API-COMPAT.md "Errors"): the status, a JSON body with `result: 'ERROR'` and
 * the code (as `error_code` and `code`), and a message containing `message`.
 */
export function expectApiError(res: request.Response, status: number, code: number, message: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ result: 'ERROR', error_code: code, code, message: expect.any(String) });
  expect(res.body.message).toContain(message);
}

/** A request sent as `s`: its session cookie and its CSRF token. */
export const asSession = (s: TestSession, r: request.Test): request.Test =>
  r.set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken);

/** The start of the 401 (1018) message. */
export const NOT_LOGGED_IN = 'You must be logged in';
/** The start of the refused-CSRF 403 (1154) message. */
export const CSRF_REFUSED = 'This request was refused';
