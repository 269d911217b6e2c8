import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { DMCA_REASON, DMCA_SUBJECT, DMCA_TICKET_FORM_ID } from '../../../shared/copyright/dmca';
import { COPYRIGHT_MESSAGES as M } from '../../../shared/copyright/messages';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const VALID = {
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  address: '1 Ink Street',
  country: 'Ireland',
  city: 'Dublin',
  province: 'Leinster',
  postalCode: 'D01',
  phoneNumber: '+353 1 555 0100',
  originalWorkUrl: 'https://example.com/my-novel',
  reportedUrls: `http://localhost/story/${F.LONG_STORY_ID}`,
  isAccurate: true,
  goodFaith: true,
  owner: true,
  signature: 'Ada Quill',
  storyId: String(F.LONG_STORY_ID),
  reportedUser: F.WRITER_USERNAME,
};

describe('the DMCA notice as JSON', () => {
  it('prefills a signed-in user and the story address', async () => {
    const s = await t.login(F.READER_USER_ID);
    const res = await request(t.app)
      .get(`/v5/copyright/dmca?storyId=${F.LONG_STORY_ID}&reportedUser=${F.WRITER_USERNAME}`)
      .set('Cookie', s.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: F.READER_USERNAME,
      reportedUser: F.WRITER_USERNAME,
      storyId: String(F.LONG_STORY_ID),
    });
    expect(res.body.reportedUrls).toContain(`/story/${F.LONG_STORY_ID}`);
    const anon = await request(t.app).get(`/v5/copyright/dmca?partId=${F.LONG_STORY_PART_IDS[0]}`);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ email: '', username: '', storyId: String(F.LONG_STORY_ID) });
  });

  it('refuses a form with blanks, a bad email or a short signature (400, per field)', async () => {
    const v = await t.visitor();
    const send = (body: object) =>
      request(t.app)
        .post('/v5/copyright/dmca')
        .set('Cookie', v.cookie)
        .set('x-csrf-token', v.csrfToken)
        .send(body);
    const blank = await send({});
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(M.mandatory);
    expect(blank.body.fieldErrors).toMatchObject({ firstName: M.mandatory, isAccurate: M.mandatory });
    expect(blank.body.fieldErrors.company).toBeUndefined();
    const bad = await send({ ...VALID, email: 'not-an-email', signature: 'Ada' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ email: M.invalidEmail, signature: M.shortSignature });
  });

  it('files a ticket with form 48864, reason reported_copyright, subject "Story Report"', async () => {
    const v = await t.visitor();
    const res = await request(t.app)
      .post('/v5/copyright/dmca')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .send(VALID);
    expect(res.status).toBe(201);
    const ticket = (await t.db('support_tickets').where('id', res.body.id).first()) as Record<
      string,
      unknown
    >;
    expect(ticket).toMatchObject({
      ticket_form_id: DMCA_TICKET_FORM_ID,
      reason: DMCA_REASON,
      subject: DMCA_SUBJECT,
      report_type: 'story',
      requester_name: 'Ada Quill',
      requester_email: 'ada@example.com',
      username: F.WRITER_USERNAME,
      story_id: F.LONG_STORY_ID,
    });
    expect(String(ticket.comment)).toContain('Signature: Ada Quill');
    const fields = JSON.parse(String(ticket.custom_fields)) as { id: string; value: string }[];
    expect(fields).toContainEqual({ id: 'language', value: 'English' });
    expect(fields).toContainEqual({ id: 'device', value: 'web' });
  });
});

describe('the DMCA page without JavaScript', () => {
  it('renders the form, shows the errors of a refused post (400) and sends a valid one (303)', async () => {
    const page = await t.visit(`/help/dmca?storyId=${F.LONG_STORY_ID}`);
    expect(page.html).toContain('name="signature"');
    const refused = await request(t.app)
      .post('/help/dmca')
      .set('Cookie', page.cookie)
      .type('form')
      .send({ _csrf: page.csrfToken, firstName: 'Ada', storyId: String(F.LONG_STORY_ID) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(M.mandatory);
    expect(refused.text).toContain('value="Ada"');
    const form = { ...VALID, isAccurate: '1', goodFaith: '1', owner: '1', _csrf: page.csrfToken };
    const sent = await request(t.app).post('/help/dmca').set('Cookie', page.cookie).type('form').send(form);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/help/dmca?sent=1');
    const done = await request(t.app).get('/help/dmca?sent=1').set('Cookie', page.cookie);
    expect(done.text).toContain(M.dmcaSent);
  });
});
