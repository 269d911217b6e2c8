import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { deferred, deferredPending, loadDeferred } from '../../client/app/Deferred';

function Counter({ label }: { label: string }) {
  const [n] = useState(0);
  return (
    <p>
      <button type="button">{label}</button>
      <span>clicked {n}</span>
    </p>
  );
}

test('the server renders a deferred region’s real content once its code is loaded, never a fallback', async () => {
  const load = jest.fn(() => Promise.resolve(Counter));
  const Later = deferred(load, { when: 'visible' });
  expect(deferredPending()).toBe(true);
  expect(load).not.toHaveBeenCalled(); // lazily: nothing loads until asked

  await loadDeferred(); // what the renderer awaits at start-up
  expect(deferredPending()).toBe(false);

  // The same HTML the browser test hydrates (src/client/app/Deferred.test.tsx `serverHtml`).
  expect(renderToString(<Later label="More" />)).toBe(
    `<div style="display:contents" data-deferred="visible"><!--$-->${renderToString(<Counter label="More" />)}<!--/$--></div>`,
  );
});
