import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../../reducers/rootReducer';
import { routerStateFor } from '../../../../reducers/router/routerSlice';
import type { Comment } from '../../../../shared/comments/api';
import { fakeApi } from '../../../../shared/test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { displayParagraphHtml, hasUnmarkedIframe } from './paragraphHtml';
import { ParagraphDrawerHost, ParagraphText } from './ParagraphText';

const PART = 101;
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const PATH = '/101-the-salt-queen-chapter-1';
const paragraphs = [
  { id: A, html: 'The <em>salt</em> came first.' },
  { id: B, html: 'Then the sea.' },
  { id: C, html: '<iframe src="https://evil.example/x"></iframe> and a sail' },
];

const state = (): Partial<RootState> => ({ router: routerStateFor(PATH) });
const withCounts = (counts: { id: string; commentCount: number }[]) =>
  fakeApi({
    comments: {
      paragraphCounts: async () => ({ paragraphs: counts }),
      list: async () => ({ comments: [] as Comment[], pagination: { after: null } }),
    },
  });

function renderPage(api = withCounts([{ id: A, commentCount: 3 }])) {
  return renderWithProviders(
    <>
      <ParagraphText partId={PART} partPath={PATH} paragraphs={paragraphs} />
      <ParagraphDrawerHost partId={PART} partTitle="Small Mercies" partPath={PATH} paragraphs={paragraphs} />
    </>,
    { preloadedState: state(), api },
  );
}

describe('paragraph markers', () => {
  it('shows a paragraph’s count, and a "+" where it has none (the count hidden at zero)', async () => {
    renderPage();
    const counted = await screen.findByRole('button', { name: '3 comments on this paragraph' });
    expect(counted?.textContent).toContain('3');
    const adds = screen.getAllByRole('button', { name: 'Comment on this paragraph' });
    expect(adds).toHaveLength(2);
    for (const add of adds) {
      expect(add?.textContent).toContain('+');
      expect(add?.textContent).not.toContain('0');
    }
  });

  it('links each marker to the paragraph’s own page (the way without JavaScript)', () => {
    renderPage();
    const markers = screen.getAllByRole('button', { name: /paragraph/ });
    expect(markers.map((m) => m.getAttribute('href'))).toEqual(
      paragraphs.map((p) => `${PATH}/paragraph/${p.id}`),
    );
  });

  it('opens the drawer with the part title and the paragraph; Escape closes it and the focus returns to the marker', async () => {
    const user = userEvent.setup();
    renderPage();
    const marker = await screen.findByRole('button', { name: '3 comments on this paragraph' });
    await user.click(marker);
    const drawer = await screen.findByRole('dialog', { name: 'Small Mercies' });
    expect(drawer?.textContent).toContain('The salt came first.');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(document.activeElement).toBe(marker));
  });

  it('keeps the focus inside the open drawer', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '3 comments on this paragraph' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await act(async () => undefined);
  });
});

describe('the iframe rule (reading-discovery §5)', () => {
  it('shows a paragraph with an unmarked iframe as text', () => {
    const { container } = renderPage();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector(`[data-p-id="${C}"]`)?.textContent).toContain(
      '<iframe src="https://evil.example/x"></iframe> and a sail',
    );
    // Other paragraphs keep their markup.
    expect(container.querySelector(`[data-p-id="${A}"] em`)?.textContent).toContain('salt');
  });

  it('keeps an iframe marked as video media, and escapes a paragraph where any iframe is unmarked', () => {
    const video = '<iframe data-media-type="video" src="https://www.youtube.com/embed/x"></iframe>';
    expect(hasUnmarkedIframe(video)).toBe(false);
    expect(displayParagraphHtml(video)).toBe(video);
    expect(hasUnmarkedIframe(`${video}<IFRAME src="x">`)).toBe(true);
    expect(displayParagraphHtml('<iframe data-media-type="image" src="x"></iframe>')).toBe(
      '&lt;iframe data-media-type=&quot;image&quot; src=&quot;x&quot;&gt;&lt;/iframe&gt;',
    );
    expect(displayParagraphHtml('No frames, <b>bold</b> &amp; fine')).toBe(
      'No frames, <b>bold</b> &amp; fine',
    );
  });
});
