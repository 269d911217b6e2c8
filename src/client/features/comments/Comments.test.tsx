import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentsActions } from '../../../reducers/comments/commentsSlice';
import { makeComment, PART } from '../../../reducers/comments/commentFixtures';
import { rootReducer, type RootState } from '../../../reducers/rootReducer';
import type { CommentsPage } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { readerMessages } from '../../../shared/reader/messages';
import { makeViewer } from '../../../shared/test/storyFixtures';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { adSlotPositions, showsAds } from './adSlots';
import { CommentList } from './CommentList';
import { CommentText } from './CommentText';
import { CommentsScopeProvider } from './scope';

const listed = (page: CommentsPage, signedIn = true): Partial<RootState> => {
  const s = rootReducer(undefined, { type: '@@init' });
  const comments = rootReducer(
    s,
    commentsActions.listLoaded({ resource: PART, page, append: false }),
  ).comments;
  return { comments, session: { viewer: signedIn ? makeViewer() : null, csrfToken: 'tok' } };
};

const inScope = (ui: ReactElement) => <CommentsScopeProvider back="/101-a-part">{ui}</CommentsScopeProvider>;

describe('CommentText', () => {
  it('links existing mentions, hashtags and http(s) URLs, and shows markup as text', () => {
    const { container } = renderWithProviders(
      <p>
        <CommentText
          text={
            'Hi @Rosa and @nobody #fantasy <img src=x onerror=alert(1)> see https://example.com/a. javascript:alert(1)'
          }
          mentions={['rosa']}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: '@Rosa' }).getAttribute('href')).toBe('/user/rosa');
    expect(screen.queryByRole('link', { name: '@nobody' })).toBeNull();
    expect(screen.getByRole('link', { name: '#fantasy' }).getAttribute('href')).toBe('/stories/fantasy');
    const url = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(url.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(url.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});

describe('CommentList', () => {
  it('says "Be the first to comment" when there are none', () => {
    renderWithProviders(inScope(<CommentList resource={PART} />), {
      preloadedState: listed({ comments: [], pagination: { after: null } }),
    });
    expect(screen.getByText(M.empty)).toBeTruthy();
  });

  it('shows the load error with Retry, and Retry loads the comments', async () => {
    // The first load failed on the server; Retry asks again.
    const list = jest.fn().mockResolvedValue({
      comments: [makeComment('1', { text: 'Back again' })],
      pagination: { after: null },
    });
    const s = rootReducer(undefined, { type: '@@init' });
    const failed = rootReducer(s, commentsActions.listFailed({ resource: PART }));
    renderWithProviders(inScope(<CommentList resource={PART} />), {
      preloadedState: { comments: failed.comments },
      api: fakeApi({ comments: { list } }),
    });
    expect(screen.getByRole('alert').textContent).toContain(M.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('shows badges, the writer pill, hides offensive text until revealed, and has no Reply on a reply’s reply', async () => {
    const page = {
      comments: [
        makeComment('1', { isStoryAuthor: true, user: { ...makeComment('1').user, isStaff: true } }),
        makeComment('2', { isOffensive: true, text: 'rude words' }),
      ],
      pagination: { after: 'c2' },
    };
    renderWithProviders(inScope(<CommentList resource={PART} depth={2} />), { preloadedState: listed(page) });
    expect(screen.getByText(M.writerBadge)).toBeTruthy();
    expect(screen.getByText(M.staffBadge)).toBeTruthy();
    expect(screen.queryByText('rude words')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: M.offensive }));
    expect(screen.getByText('rude words')).toBeTruthy();
    expect(screen.queryByRole('link', { name: M.reply })).toBeNull();
  });

  it('gives a visitor’s Like the sign-up prompt', async () => {
    renderWithProviders(inScope(<CommentList resource={PART} />), {
      preloadedState: listed({ comments: [makeComment('1')], pagination: { after: null } }, false),
    });
    const item = screen.getByRole('listitem');
    await userEvent.click(within(item).getByRole('link', { name: /Like/ }));
    expect(await screen.findByRole('dialog', { name: readerMessages.signUpPromptTitle })).toBeTruthy();
  });

  it('has "Show more" as a link to the next set (the cursor) that loads it in place', async () => {
    const list = jest.fn(async () => ({
      comments: [makeComment('3', { text: 'Third' })],
      pagination: { after: null },
    }));
    renderWithProviders(inScope(<CommentList resource={PART} />), {
      preloadedState: listed({ comments: [makeComment('1')], pagination: { after: 'c1' } }),
      api: fakeApi({ comments: { list } }),
    });
    const more = screen.getByRole('link', { name: M.showMore });
    expect(more.getAttribute('href')).toBe('/101-a-part?after=c1#comments');
    await userEvent.click(more);
    expect(await screen.findByText('Third')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: M.showMore })).toBeNull());
  });
});

describe('ad slots', () => {
  it('go after the 2nd comment and every 10 more, or one at the end for 2 or fewer', () => {
    expect(adSlotPositions(0)).toEqual([0]);
    expect(adSlotPositions(2)).toEqual([2]);
    expect(adSlotPositions(10)).toEqual([2]);
    expect(adSlotPositions(25)).toEqual([2, 12, 22]);
  });

  it('are skipped for premium readers and paid stories', () => {
    const free = { isPaywalled: false, paidModel: '' };
    expect(showsAds(null, free)).toBe(true);
    expect(showsAds(makeViewer({ isPremium: true }), free)).toBe(false);
    expect(showsAds(null, { isPaywalled: false, paidModel: 'paid_story' })).toBe(false);
  });
});
