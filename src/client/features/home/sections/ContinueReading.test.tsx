import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ContinueReadingItem, HomeSection } from '../../../../shared/home/api';
import { makeStore } from '../../../../sagas/store';
import { fakeApi } from '../../../../shared/test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SectionView } from '../SectionView';
import { ContinueReading } from './ContinueReading';

const item = (n: number, type: ContinueReadingItem['type'] = 'others'): ContinueReadingItem => ({
  id: String(n),
  title: `Story ${n}`,
  cover: `http://localhost/img/cover/${n}-256-a1.png`,
  type,
  heading: 'Continue reading',
  total_parts: 10,
  current_part: { id: 100 + n, number: 2, url: `http://localhost/${100 + n}-story-${n}` },
  new_parts: 0,
  last_pub_date: null,
});
const items = [item(1, 'currentRead'), ...Array.from({ length: 7 }, (_, i) => item(i + 2))];

const slides = () => screen.getAllByRole('listitem');
const activeTitle = () => slides().find((li) => li.getAttribute('aria-current') === 'true')?.textContent;
const touch = (x: number, y = 200) => ({ clientX: x, clientY: y });
function swipe(el: HTMLElement, from: number, to: number, dy = 0) {
  fireEvent.touchStart(el, { touches: [touch(from)] });
  fireEvent.touchMove(el, { touches: [touch((from + to) / 2, 200 + dy / 2)] });
  fireEvent.touchEnd(el, { touches: [], changedTouches: [touch(to, 200 + dy)] });
}

let clock = 1_000_000;
const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  setWidth(375);
});
afterEach(() => {
  jest.restoreAllMocks();
  setWidth(1024);
});

describe('continue reading on a narrow screen', () => {
  it('moves to the next or previous slide only when the finger travelled more than 150 px', () => {
    renderWithProviders(<ContinueReading items={items} />);
    const track = screen.getByRole('list');
    expect(activeTitle()).toContain('Story 1');
    swipe(track, 300, 150); // exactly 150 px: stays
    expect(activeTitle()).toContain('Story 1');
    clock += 1000;
    swipe(track, 300, 149); // 151 px to the left: next
    expect(activeTitle()).toContain('Story 2');
    clock += 1000;
    swipe(track, 100, 251); // 151 px to the right: back
    expect(activeTitle()).toContain('Story 1');
    clock += 1000;
    swipe(track, 300, 100, 300); // mostly downwards: a page scroll, not a swipe
    expect(activeTitle()).toContain('Story 1');
  });

  it('moves at most one slide per 300 ms and not past the ends', () => {
    renderWithProviders(<ContinueReading items={items} />);
    const track = screen.getByRole('list');
    swipe(track, 100, 300); // already at the first slide
    expect(activeTitle()).toContain('Story 1');
    clock += 1000;
    swipe(track, 300, 100);
    clock += 100;
    swipe(track, 300, 100); // 100 ms later: throttled
    expect(activeTitle()).toContain('Story 2');
    clock += 300;
    swipe(track, 300, 100);
    expect(activeTitle()).toContain('Story 3');
  });

  it('does not swipe on wide screens (the row shows five at a time there)', () => {
    setWidth(1280);
    renderWithProviders(<ContinueReading items={items} />);
    swipe(screen.getByRole('list'), 300, 50);
    expect(activeTitle()).toContain('Story 1');
  });

  it('sizes the covers for the narrow slides: 213 for the current read first, 136 for another first, 115 for the others', () => {
    const { unmount } = renderWithProviders(<ContinueReading items={items.slice(0, 3)} />);
    const widths = () => screen.getAllByRole('img').map((img) => img.getAttribute('width'));
    expect(widths()).toEqual(['213', '115', '115']);
    unmount();
    renderWithProviders(<ContinueReading items={[item(4), item(5, 'currentRead')]} />);
    expect(widths()).toEqual(['136', '178']);
  });

  it('renders the same HTML on the server and in the first client render (no hydration mismatch)', async () => {
    const api = fakeApi();
    const html = renderToString(
      <Provider store={makeStore({ api }).store}>
        <ContinueReading items={items} />
      </Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={makeStore({ api }).store}>
          <ContinueReading items={items} />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('continue reading impressions', () => {
  it('reports at most 6 items as viewed when the section is half visible, once', () => {
    let notify: (ratio: number) => void = () => undefined;
    class FakeObserver {
      constructor(cb: (entries: { intersectionRatio: number }[]) => void) {
        notify = (ratio) => cb([{ intersectionRatio: ratio }]);
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const section: HomeSection = {
      type: 'continueReading',
      index: 2,
      data: { heading: 'Continue reading', items },
    };
    const { store } = renderWithProviders(<SectionView section={section} viewed={false} />, {
      preloadedState: {
        home: { status: 'succeeded', sections: [section], visible: 5, viewed: [] },
      },
    });
    act(() => notify(0.4));
    expect(store.getState().home.viewedItems?.[2]).toBeUndefined();
    act(() => notify(0.5));
    expect(store.getState().home.viewedItems?.[2]).toEqual(['1', '2', '3', '4', '5', '6']);
    act(() => notify(1));
    expect(store.getState().home.viewed).toEqual([2]);
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('starts watching when its items arrive after the page is shown (its own path loads them)', () => {
    let notify: ((ratio: number) => void) | null = null;
    class FakeObserver {
      constructor(private cb: (entries: { intersectionRatio: number }[]) => void) {}
      observe() {
        notify = (ratio) => this.cb([{ intersectionRatio: ratio }]);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const empty: HomeSection = {
      type: 'continueReading',
      index: 1,
      data: { heading: 'Continue reading', items: [] },
    };
    const loaded: HomeSection = { ...empty, data: { ...empty.data, items } };
    const { store, rerender } = renderWithProviders(<SectionView section={empty} viewed={false} />);
    expect(notify).toBeNull(); // nothing on the page yet
    rerender(
      <Provider store={store}>
        <SectionView section={loaded} viewed={false} />
      </Provider>,
    );
    act(() => notify?.(0.6));
    expect(store.getState().home.viewed).toEqual([1]);
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});
