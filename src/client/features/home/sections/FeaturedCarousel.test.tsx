import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../sagas/store';
import { fakeApi } from '../../../../shared/test/fakeApi';
import type { FeaturedSlide } from '../../../../shared/home/api';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SectionView } from '../SectionView';
import { FeaturedCarousel } from './FeaturedCarousel';

const slides: FeaturedSlide[] = [1, 2, 3].map((n) => ({
  id: String(n),
  image: `http://localhost/img/cover/${n}-200-a1.png`,
  heading: `Slide ${n}`,
  subheading: `About slide ${n}`,
  weblink: `http://localhost/story/${n}`,
}));

/** The heading of the slide the carousel shows (its dot is pressed). */
const activeSlide = () =>
  screen.getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'))[0];
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

describe('featured carousel autoplay and impressions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves every 5500 ms, pauses while focus is inside and goes on when focus leaves', () => {
    renderWithProviders(
      <>
        <FeaturedCarousel items={slides} />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(activeSlide()).toBe('Show Slide 1');
    wait(5500);
    expect(activeSlide()).toBe('Show Slide 2');

    const dot = screen.getByRole('button', { name: 'Show Slide 3' });
    act(() => dot.focus());
    wait(11000);
    expect(activeSlide()).toBe('Show Slide 2'); // a keyboard reader is in it: no move
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(5500);
    expect(activeSlide()).toBe('Show Slide 3');
  });

  it('stops under 575 px and starts again when the window widens', () => {
    renderWithProviders(<FeaturedCarousel items={slides} />);
    resizeTo(500);
    wait(11000);
    expect(activeSlide()).toBe('Show Slide 1');
    resizeTo(1024);
    wait(5500);
    expect(activeSlide()).toBe('Show Slide 2');
  });

  it('pauses while the pointer is over it', () => {
    const { container } = renderWithProviders(<FeaturedCarousel items={slides} />);
    const carousel = container.firstElementChild as HTMLElement;
    fireEvent.mouseEnter(carousel);
    wait(11000);
    expect(activeSlide()).toBe('Show Slide 1');
    fireEvent.mouseLeave(carousel);
    wait(5500);
    expect(activeSlide()).toBe('Show Slide 2');
  });

  it('reports each slide as it is shown, and the store counts each once', () => {
    const { store } = renderWithProviders(
      <SectionView
        section={{ type: 'featuredCarousel', index: 0, data: { heading: 'Featured', items: slides } }}
        viewed={false}
      />,
    );
    expect(store.getState().home.viewedItems?.[0]).toEqual(['1']);
    wait(5500);
    wait(5500);
    wait(5500); // back to the first slide: not counted again
    expect(store.getState().home.viewedItems?.[0]).toEqual(['1', '2', '3']);
  });

  it('offers every slide to a reader without JavaScript, and only the shown one once hydrated', async () => {
    const carousel = () => (
      <Provider store={makeStore({ api: fakeApi() }).store}>
        <FeaturedCarousel items={slides} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel());
    document.body.appendChild(container);
    const exposed = () => [
      ...container.querySelectorAll('li:not([aria-hidden="true"]) a:not([tabindex="-1"])'),
    ];
    // As the server sends it (and as it stays without JavaScript): every slide a link to its story.
    expect(exposed().map((a) => a.getAttribute('href'))).toEqual(['/story/1', '/story/2', '/story/3']);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, carousel(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(exposed().map((a) => a.getAttribute('href'))).toEqual(['/story/1']);
    container.remove();
  });
});
