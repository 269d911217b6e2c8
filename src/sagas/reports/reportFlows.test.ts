/**
 * The report flow replayed step by step, once per flow (accounts-safety-messaging §4, §8, §9): the
 * tree loads, the steps follow the choices (Back, url items never a step, item 177 skipped, the
 * copyright item only with a username), a visitor's contact step comes first, the ticket carries
 * its fields, the thank-you's mute toggle follows the safety answers, and either failure closes
 * the modal with the toast.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { selectReportModal, selectReportToast } from '../../reducers/reports/reportsSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import type { Viewer } from '../../shared/common/session';
import { reportsActions as a, type ReportStep } from '../../shared/reports/actions';
import { reportOpened, type ReportTarget } from '../../shared/reports/api';
import { REPORTS_MESSAGES as M } from '../../shared/reports/messages';
import { TICKET_FIELD_IDS, type SupportTicketInput } from '../../shared/reports/tree';
import { muteSucceeded, unmuteSucceeded } from '../../shared/safety/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { reportsWatchers } from './reportsSaga';
import { watch } from '../watch';
import { TREE } from './treeFixture';
// The flows' chunk, loaded before the replays (the watcher imports it with the first report).
import './reportFlows';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer: Viewer = { ...makeViewer(), username: 'reader_rosa', name: 'Rosa', languageId: 2 };

function state(signedIn: boolean): RootState {
  const s = rootReducer(undefined, { type: '@@init' });
  return signedIn ? { ...s, session: { ...s.session, viewer, csrfToken: 'tok' } } : s;
}

const target = (reportType: ReportTarget['reportType'], more: Partial<ReportTarget> = {}): ReportTarget => ({
  reportType,
  reportId: { name: 'What is reported', location: '/story/1' },
  ...more,
});

type Step = { type: string } | number;

/** Runs the reports' watchers over `steps` (actions, or a pause in ms while a call settles). */
async function replay(api: ReturnType<typeof fakeApi>, signedIn: boolean, steps: Step[]) {
  const shown: ReportStep[] = [];
  let saga = expectSaga(function* () {
    yield* watch(...reportsWatchers(api));
  }).withReducer(rootReducer, state(signedIn));
  for (const s of steps) saga = typeof s === 'number' ? saga.delay(s) : saga.dispatch(s);
  const result = await saga.silentRun(300);
  for (const e of result.effects.put ?? []) {
    const action = (e as { payload: { action: { type: string; payload: ReportStep } } }).payload.action;
    if (action.type === a.stepShown.type) shown.push(action.payload);
  }
  return { state: result.storeState as RootState, shown };
}

const kinds = (shown: ReportStep[]) =>
  shown.map((s) => (s.kind === 'choose' ? `choose:${s.items.map((i) => i.id).join(',')}` : s.kind));

const apiWith = (
  postTicket = jest.fn(async (_t: SupportTicketInput, _c: string | null) => ({ id: 41 })),
) => ({
  api: fakeApi({ reports: { tree: jest.fn(async () => TREE), postTicket } }),
  postTicket,
});

describe('a flow per report type', () => {
  it('user (1): harassment → it targets me → comment → thanks, the mute toggle follows safety', async () => {
    const { api, postTicket } = apiWith();
    const { shown, state: s } = await replay(api, true, [
      reportOpened(target('user', { username: 'ava_writes' })),
      20,
      a.itemChosen({ itemId: 10 }),
      a.itemChosen({ itemId: 11 }),
      a.commentSubmitted({ comment: '  Calls me names  ', device: 'mobile_web' }),
      20,
    ]);
    expect(kinds(shown)).toEqual([
      'loading',
      'choose:10,20,60,70,90',
      'choose:11,12',
      'final',
      'sending',
      'thanks',
    ]);
    expect(postTicket).toHaveBeenCalledWith(
      expect.objectContaining({
        requester: { name: 'Rosa', email: '' },
        comment: 'Calls me names',
        ticket_form_id: 360_001,
        username: 'ava_writes',
        reportType: 'user',
        reason: 'reason_11',
        subject: 'Subject 1',
        custom_fields: [
          { id: TICKET_FIELD_IDS.storyLanguage, value: '' },
          { id: TICKET_FIELD_IDS.interfaceLanguage, value: '2' },
          { id: TICKET_FIELD_IDS.device, value: 'mobile_web' },
        ],
      }),
      'tok',
    );
    expect(selectReportModal(s)).toMatchObject({ open: true, step: { kind: 'thanks' }, muted: false });
    // The thank-you's toggle follows the safety feature's answers for the reported user only.
    const muted = rootReducer(s, muteSucceeded({ username: 'ava_writes' }));
    expect(selectReportModal(muted).muted).toBe(true);
    expect(selectReportModal(rootReducer(s, muteSucceeded({ username: 'someone_else' }))).muted).toBe(false);
    const unmuted = rootReducer(muted, unmuteSucceeded({ username: 'AVA_WRITES' }));
    expect(selectReportModal(unmuted).muted).toBe(false);
  });

  it('private message (2): Back returns to the previous step; a url item is never a step', async () => {
    const { api, postTicket } = apiWith();
    const { shown } = await replay(api, true, [
      reportOpened(target('private_message', { username: 'ava_writes' })),
      20,
      a.itemChosen({ itemId: 10 }),
      a.backClicked(),
      a.itemChosen({ itemId: 20 }),
      a.commentSubmitted({ comment: 'Buy followers!', device: 'web' }),
      20,
    ]);
    expect(kinds(shown)).toEqual([
      'loading',
      'choose:10,20,70',
      'choose:11,12',
      'choose:10,20,70',
      'final',
      'sending',
      'thanks',
    ]);
    expect(postTicket.mock.calls[0][0]).toMatchObject({ reportType: 'private_message', reason: 'reason_20' });
  });

  it('comment (3): a visitor gives a name and email first; an empty comment is not sent', async () => {
    const { api, postTicket } = apiWith();
    const { shown } = await replay(api, false, [
      reportOpened(target('comment', { username: 'ava_writes' })),
      20,
      a.contactSubmitted({ name: 'Vera', email: 'vera@example.com' }),
      a.itemChosen({ itemId: 90 }), // the url item: a link out, no step
      a.itemChosen({ itemId: 70 }),
      a.commentSubmitted({ comment: '   ', device: 'web' }),
      a.commentSubmitted({ comment: 'Spoilers everywhere', device: 'web' }),
      20,
    ]);
    expect(kinds(shown)).toEqual([
      'loading',
      'contact',
      'choose:10,20,70,90',
      'choose:10,20,70,90',
      'final',
      'final',
      'sending',
      'thanks',
    ]);
    expect(postTicket).toHaveBeenCalledTimes(1);
    expect(postTicket.mock.calls[0]).toEqual([
      expect.objectContaining({
        requester: { name: 'Vera', email: 'vera@example.com' },
        reason: 'reason_70',
      }),
      null,
    ]);
  });

  it('story (4): item 177 jumps straight to its children; the ticket carries the story id', async () => {
    const { api, postTicket } = apiWith();
    const { shown } = await replay(api, true, [
      reportOpened(target('story', { storyId: 7, storyLanguageId: 3 })),
      20,
      a.itemChosen({ itemId: 20 }),
      a.commentSubmitted({ comment: 'Ads in every part', device: 'web' }),
      20,
    ]);
    // No username: the copyright item (60) is hidden.
    expect(kinds(shown)).toEqual(['loading', 'choose:20,70', 'final', 'sending', 'thanks']);
    expect(postTicket.mock.calls[0][0]).toMatchObject({
      id: 7,
      reportType: 'story',
      custom_fields: expect.arrayContaining([{ id: TICKET_FIELD_IDS.storyLanguage, value: '3' }]),
    });
  });

  it('public message (5): a ticket failure closes the modal with the toast', async () => {
    const { api } = apiWith(
      jest.fn(async (_t: SupportTicketInput, _c: string | null): Promise<{ id: number }> => {
        throw new ApiError(500, 0, 'boom');
      }),
    );
    const { shown, state: s } = await replay(api, true, [
      reportOpened(target('public_message', { username: 'ava_writes' })),
      20,
      a.itemChosen({ itemId: 20 }),
      a.commentSubmitted({ comment: 'Spam', device: 'web' }),
      20,
    ]);
    expect(kinds(shown)).toEqual(['loading', 'choose:10,20', 'final', 'sending']);
    expect(selectReportModal(s).open).toBe(false);
    expect(selectReportToast(s)).toBe(M.failed);
  });

  it('media (193): the copyright page item shows with a username and is a step', async () => {
    const { api } = apiWith();
    const { shown, state: s } = await replay(api, true, [
      reportOpened(target('media', { username: 'ava_writes' })),
      20,
      a.itemChosen({ itemId: 60 }),
    ]);
    expect(kinds(shown)).toEqual(['loading', 'choose:20,60', 'page']);
    expect(selectReportModal(s).step).toMatchObject({
      kind: 'page',
      item: { extras: { page: 'copyright' } },
    });
  });
});

describe('failures and closing', () => {
  it('a tree load failure closes the modal with the toast', async () => {
    const api = fakeApi({
      reports: { tree: jest.fn(async () => Promise.reject(new ApiError(503, 0, 'down'))) },
    });
    const { state: s } = await replay(api, true, [reportOpened(target('comment')), 20]);
    expect(selectReportModal(s).open).toBe(false);
    expect(selectReportToast(s)).toBe("An error has occurred. We're sorry about that!");
  });

  it('closing the modal ends the flow: a later choice does nothing', async () => {
    const { api, postTicket } = apiWith();
    const { shown, state: s } = await replay(api, true, [
      reportOpened(target('comment')),
      20,
      a.closed(),
      20,
      a.itemChosen({ itemId: 20 }),
      a.commentSubmitted({ comment: 'x', device: 'web' }),
    ]);
    expect(kinds(shown)).toEqual(['loading', 'choose:10,20,70,90']);
    expect(selectReportModal(s).open).toBe(false);
    expect(postTicket).not.toHaveBeenCalled();
  });
});
