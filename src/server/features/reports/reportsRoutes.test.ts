/**
 * The report flow's API (accounts-safety-messaging §4, §5, §7, §9): the support tree per help
 * language (and the fallback to 1), tickets stored with their custom fields as form data and JSON,
 * a signed-in reporter's requester from their account, a visitor's contact rules, bad input as
 * 400 with the spec's texts, the per-user limit (429), and the mail to `SUPPORT_EMAIL`.
 */
import request from 'supertest';
import { LONG_STORY_ID, USERS } from '../../../../seeds/fixtures';
import { REPORT_FLOW_IDS } from '../../../shared/reports/api';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import type { SupportFlow, SupportItem, SupportTree } from '../../../shared/reports/tree';
import { TICKET_FIELD_IDS } from '../../../shared/reports/tree';
import { REPORTS_PER_WINDOW } from '../../../shared/reports/validation';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tree = async (lang: number | string): Promise<SupportTree> =>
  (await request(t.app).get(`/v4/support/tree?lang=${lang}`).expect(200)).body as SupportTree;
const all = (items: SupportItem[]): SupportItem[] => items.flatMap((i) => [i, ...all(i.next)]);
const flowOf = (flows: SupportFlow[], id: number): SupportFlow => {
  const f = flows.find((x) => x.id === id);
  if (!f) throw new Error(`no flow ${id}`);
  return f;
};

let address = 0;
/** A visitor from an address of its own (each visitor its own ticket limit). */
const visitorPost = async (fields: Record<string, string>, status?: number) => {
  const v = await t.visitor();
  const res = await request(t.app)
    .post('/v4/support/tickets/')
    .set('Cookie', v.cookie)
    .set('x-csrf-token', v.csrfToken)
    .set('X-Forwarded-For', `203.0.113.${++address}`)
    .type('form')
    .send(fields);
  if (status !== undefined) expect(res.status).toBe(status);
  return res;
};

const commentTicket = {
  comment: 'This comment insults me.',
  ticket_form_id: '360003',
  username: USERS.ava.username,
  reportType: 'comment',
  reason: 'harassment_me',
  subject: 'Comment Report',
  custom_fields: JSON.stringify([
    { id: TICKET_FIELD_IDS.storyLanguage, value: '1' },
    { id: TICKET_FIELD_IDS.interfaceLanguage, value: '1' },
    { id: TICKET_FIELD_IDS.device, value: 'web' },
  ]),
};

describe('GET /v4/support/tree', () => {
  it('has the six flows of §9 with their items for every help language', async () => {
    for (const lang of [1, 2, 3, 4, 5, 6, 18, 20, 23]) {
      const { flows } = await tree(lang);
      expect(flows.map((f) => f.id)).toEqual(Object.values(REPORT_FLOW_IDS).sort((a, b) => a - b));
      for (const f of flows) {
        expect(f).toEqual(
          expect.objectContaining({
            title: expect.any(String),
            ticketFormId: expect.any(Number),
            ticketSubject: expect.any(String),
          }),
        );
        expect(f.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives items the spec’s fields; url items link to our own help pages', async () => {
    const { flows } = await tree(2);
    const items = flows.flatMap((f) => all(f.items));
    for (const i of items) {
      expect(Object.keys(i).sort()).toEqual(
        [
          'extras',
          'id',
          'isFinal',
          'next',
          'submittable',
          'subtitle',
          'title',
          'type',
          'zendeskFields',
          'zendeskString',
        ].sort(),
      );
      expect(['text', 'editText', 'url', 'page']).toContain(i.type);
    }
    const urls = items.filter((i) => i.type === 'url').map((i) => i.extras.url ?? '');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/(help\/2|terms|privacy)$/);
      expect((await request(t.app).get(url)).status).toBe(200);
    }
  });

  it('has the copyright page item (only with a username) and the story item 177 with children', async () => {
    const { flows } = await tree(1);
    const user = all(flowOf(flows, 1).items);
    expect(user.find((i) => i.type === 'page')).toMatchObject({
      extras: { page: 'copyright', requiresUsername: true },
    });
    const story = flowOf(flows, 4);
    expect(story.items.map((i) => i.id)).toEqual([177]);
    expect(story.items[0].next.map((i) => i.title)).toEqual(
      expect.arrayContaining([
        'Inappropriate content',
        'Harassment or bullying',
        'Spam',
        'Self-harm or suicide',
        'Copyright infringement',
      ]),
    );
  });

  it('falls back to language 1 for a language without its own tree', async () => {
    expect(await tree(7)).toEqual(await tree(1));
  });

  it('refuses a lang that is no language id with 400', async () => {
    const res = await request(t.app).get('/v4/support/tree?lang=abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('lang must be a language id');
  });
});

describe('POST /v4/support/tickets/', () => {
  it('stores a signed-in user’s ticket with its custom fields; the requester is their account', async () => {
    const rosa = await t.login(USERS.rosa.id);
    const res = await asSession(rosa, request(t.app).post('/v4/support/tickets/'))
      .type('form')
      .send({ ...commentTicket, 'requester[name]': 'Somebody Else', 'requester[email]': 'else@example.com' })
      .expect(201);
    const row = await t.db('support_tickets').where({ id: res.body.id }).first();
    const user = await t.db('users').where({ id: USERS.rosa.id }).first('email');
    expect(row).toMatchObject({
      requester_user_id: USERS.rosa.id,
      requester_email: user.email,
      report_type: 'comment',
      reason: 'harassment_me',
      subject: 'Comment Report',
      ticket_form_id: 360003,
      username: USERS.ava.username,
      comment: 'This comment insults me.',
    });
    expect(JSON.parse(row.custom_fields)).toEqual([
      { id: TICKET_FIELD_IDS.storyLanguage, value: '1' },
      { id: TICKET_FIELD_IDS.interfaceLanguage, value: '1' },
      { id: TICKET_FIELD_IDS.device, value: 'web' },
    ]);
  });

  it('takes JSON too, and a story report’s id', async () => {
    const sam = await t.login(USERS.sam.id);
    const res = await asSession(sam, request(t.app).post('/v4/support/tickets/'))
      .send({
        comment: 'Stolen from my blog',
        ticket_form_id: 360004,
        reportType: 'story',
        reason: 'story_other',
        subject: 'Story Report',
        id: LONG_STORY_ID,
        custom_fields: [{ id: TICKET_FIELD_IDS.device, value: 'mobile_web' }],
        reportId: { name: 'The story', location: `/story/${LONG_STORY_ID}` },
      })
      .expect(201);
    expect(await t.db('support_tickets').where({ id: res.body.id }).first()).toMatchObject({
      story_id: LONG_STORY_ID,
      reported_location: `/story/${LONG_STORY_ID}`,
    });
  });

  it('lets a visitor report with a name and email', async () => {
    const res = await visitorPost(
      {
        ...commentTicket,
        'requester[name]': 'Vera Visitor',
        'requester[email]': 'vera@example.com',
      },
      201,
    );
    expect(await t.db('support_tickets').where({ id: res.body.id }).first()).toMatchObject({
      requester_user_id: null,
      requester_name: 'Vera Visitor',
      requester_email: 'vera@example.com',
    });
  });

  it('answers a visitor’s missing or bad contact with the spec’s texts', async () => {
    expectApiError(
      await visitorPost({ ...commentTicket, 'requester[email]': 'v@example.com' }),
      400,
      1005,
      M.nameRequired,
    );
    expectApiError(
      await visitorPost({ ...commentTicket, 'requester[name]': 'Vera' }),
      400,
      1005,
      M.emailRequired,
    );
    expectApiError(
      await visitorPost({
        ...commentTicket,
        'requester[name]': 'Vera',
        'requester[email]': 'not-an-address',
      }),
      400,
      1005,
      M.emailInvalid,
    );
  });

  it('refuses bad input with 400 and a clear text, never 500', async () => {
    const bram = await t.login(USERS.bram.id);
    const post = (body: Record<string, unknown>) =>
      asSession(bram, request(t.app).post('/v4/support/tickets/')).send(body);
    const ok = { ...commentTicket, custom_fields: [] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, comment: '   ' }, M.commentRequired],
      [{ ...ok, comment: 'x'.repeat(2001) }, M.commentTooLong(2000)],
      [{ ...ok, reportType: 'DROP TABLE' }, M.unknownFlow],
      [{ ...ok, ticket_form_id: 'abc' }, 'ticket_form_id must be a ticket form id'],
      [{ ...ok, custom_fields: 'nope' }, 'custom_fields must be a list of id and value'],
      [{ ...ok, id: -4 }, 'id must be a story id'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(
      await t.db('support_tickets').where({ requester_user_id: USERS.bram.id }).count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });

  it(`answers 429 after ${REPORTS_PER_WINDOW} tickets from one user`, async () => {
    const celine = await t.login(USERS.celine.id);
    const post = () =>
      asSession(celine, request(t.app).post('/v4/support/tickets/')).type('form').send(commentTicket);
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) await post().expect(201);
    expectApiError(await post(), 429, 429, M.tooMany);
    // another user is not limited by it
    const dev = await t.login(USERS.dev.id);
    await asSession(dev, request(t.app).post('/v4/support/tickets/'))
      .type('form')
      .send(commentTicket)
      .expect(201);
  });

  it('refuses a post without the CSRF token', async () => {
    const res = await request(t.app).post('/v4/support/tickets/').type('form').send(commentTicket);
    expect(res.status).toBe(403);
  });
});

describe('mail to SUPPORT_EMAIL', () => {
  let m: TestApp;
  beforeAll(async () => {
    m = await createTestApp({ config: { supportEmail: 'support@example.com' } });
  });
  afterAll(() => m.close());

  it('forwards a stored ticket to the support address when one is configured', async () => {
    const rosa = await m.login(USERS.rosa.id);
    const res = await asSession(rosa, request(m.app).post('/v4/support/tickets/'))
      .type('form')
      .send(commentTicket)
      .expect(201);
    const mail = await m
      .db('outbox_messages')
      .where({ to: 'support@example.com' })
      .orderBy('id', 'desc')
      .first();
    expect(mail.subject).toContain(`#${res.body.id}`);
    expect(mail.text).toContain('This comment insults me.');
    expect(mail.text).toContain(`Reported user: ${USERS.ava.username}`);
  });

  it('sends nothing when no support address is configured', async () => {
    const rosa = await t.login(USERS.rosa.id);
    await asSession(rosa, request(t.app).post('/v4/support/tickets/'))
      .type('form')
      .send(commentTicket)
      .expect(201);
    expect(await t.db('outbox_messages').where({ to: 'support@example.com' }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });
});
