/**
 * The report flow without JavaScript (src/shared/reports/routes.ts): `/report` steps through the
 * tree by links, the final step posts `POST /report` with `_csrf`; done → the thank-you, refused →
 * the same step again with the reason and what was typed.
 */
import request from 'supertest';
import { USERS } from '../../../../seeds/fixtures';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import { reportUrl } from '../../../shared/reports/routes';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const target = {
  reportType: 'comment' as const,
  username: USERS.ava.username,
  reportId: { name: USERS.ava.username, location: '/12345?commentId=9' },
};
const decoded = (html: string) => html.replace(/&amp;/g, '&');

it('steps through the tree by links and ends in a form with _csrf', async () => {
  const first = await request(t.app).get(reportUrl(target)).expect(200);
  expect(first.text).toContain('Report this comment');
  expect(decoded(first.text)).toContain(reportUrl(target, { path: [10] }));
  expect(first.text).toContain('href="/terms"'); // a url item links out
  const final = await request(t.app)
    .get(reportUrl(target, { path: [20] }))
    .expect(200);
  expect(final.text).toContain('action="/report"');
  expect(final.text).toContain('name="requester[email]"'); // a visitor's contact fields
});

it('posts the ticket and shows the thank-you', async () => {
  const page = await t.visit(reportUrl(target, { path: [20] }), t.ip);
  const res = await request(t.app)
    .post('/report')
    .set('Cookie', page.cookie)
    .type('form')
    .send({
      _csrf: page.csrfToken,
      type: 'comment',
      username: USERS.ava.username,
      name: USERS.ava.username,
      location: '/12345?commentId=9',
      path: '20',
      comment: 'Spam without JavaScript',
      'requester[name]': 'Vera Visitor',
      'requester[email]': 'vera.nojs@example.com',
    })
    .expect(303);
  expect(res.headers.location).toBe(reportUrl(target, { path: [20], sent: true }));
  expect(
    await t.db('support_tickets').where({ requester_email: 'vera.nojs@example.com' }).first(),
  ).toMatchObject({
    report_type: 'comment',
    reason: 'spam',
    subject: 'Comment Report',
    reported_location: '/12345?commentId=9',
  });
  const thanks = await request(t.app).get(res.headers.location).set('Cookie', page.cookie).expect(200);
  expect(thanks.text).toContain(M.thanksTitle);
});

it('refuses a missing name with the spec’s text on the same step, keeping the comment', async () => {
  const page = await t.visit(reportUrl(target, { path: [20] }), t.ip);
  const res = await request(t.app).post('/report').set('Cookie', page.cookie).type('form').send({
    _csrf: page.csrfToken,
    type: 'comment',
    path: '20',
    comment: 'Kept text',
    'requester[name]': ' ',
    'requester[email]': 'v@example.com',
  });
  expect(res.status).toBe(400);
  expect(res.text).toContain(M.nameRequired);
  expect(res.text).toContain('Kept text');
});
