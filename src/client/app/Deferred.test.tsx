import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferred, type DeferredWhen } from './Deferred';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setN(n + 1)}>
        {label}
      </button>
      <span>clicked {n}</span>
    </p>
  );
}

/** The server's HTML of a deferred region (src/server/ssr/deferredRender.test.tsx checks it is this). */
const serverHtml = (when: DeferredWhen) =>
  `<div style="display:contents" data-deferred="${when}"><!--$-->${renderToString(<Counter label="More" />)}<!--/$--></div>`;

/** An IntersectionObserver the test drives. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  enter() {
    this.callback(this.targets.map((target) => ({ isIntersecting: true, target })));
  }
}

function serverPage(when: DeferredWhen) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(when);
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return recoverable;
}

beforeEach(() => {
  FakeObserver.all = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('a visible region keeps the server HTML and loads nothing until it nears the view, then hydrates', async () => {
  const load = jest.fn(() => Promise.resolve(Counter));
  const Later = deferred(load, { when: 'visible' });
  const container = serverPage('visible');
  const button = container.querySelector('button');
  const errors = await hydrate(container, <Later label="More" />);

  expect(load).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverHtml('visible'));

  await act(async () => FakeObserver.all[0].enter());
  expect(load).toHaveBeenCalledTimes(1);
  // The server's element itself is hydrated (no fallback, no re-render of the region).
  expect(screen.getByRole('button', { name: 'More' })).toBe(button);
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByText('clicked 1')).toBeTruthy();
  expect(errors).not.toHaveBeenCalled();
});

test('a click before the region hydrates is not lost: it loads the region and takes effect after', async () => {
  let arrive: (c: typeof Counter) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
  const Later = deferred(load, { when: 'visible' });
  const container = serverPage('visible');
  await hydrate(container, <Later label="More" />);

  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('clicked 0')).toBeTruthy();

  await act(async () => arrive(Counter));
  await waitFor(() => expect(screen.getByText('clicked 1')).toBeTruthy());
});

test('an idle region hydrates on its own; without IntersectionObserver a visible one does too', async () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  for (const when of ['idle', 'visible'] as const) {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Later = deferred(load, { when });
    const container = serverPage(when);
    await hydrate(container, <Later label="More" />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    fireEvent.click(container.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(container.textContent).toContain('clicked 1'));
    document.body.innerHTML = '';
  }
});

test('rendered in the browser (client navigation), the region appears once its code is there', async () => {
  const Later = deferred(() => Promise.resolve(Counter), { when: 'visible' });
  await act(async () => {
    render(<Later label="More" />);
  });
  expect(await screen.findByText('clicked 0')).toBeTruthy();
});
