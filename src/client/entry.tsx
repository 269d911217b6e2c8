import { startMark } from './startMarks'; // first: its `start` mark comes before any other module runs
import './styles/global.css';
import type { RootState } from '../reducers/rootReducer';
import { STATE_ELEMENT_ID } from '../shared/common/constants';

/**
 * The browser's start (docs/architecture.md "What runs at start"): React, then Redux Toolkit,
 * react-redux and redux-saga (`startLibs.ts`), then our modules are evaluated, the state parsed, the store made, the page's chunk
 * loaded and the page hydrated. The modules come through eager `import()`s (in this chunk, no
 * request) so that each phase is a task of its own with a yield between: one task for all of it
 * blocked the main thread ~0.25 s at 4× CPU throttle before hydration began. `startMark` marks
 * each phase for the hydration benchmark.
 */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

function readState(): RootState {
  const el = document.getElementById(STATE_ELEMENT_ID);
  const state = JSON.parse(el?.textContent || '{}') as RootState;
  el?.remove(); // the state is the store's now; no global copy lingers
  return state;
}

function onHydrated() {
  startMark('hydrated');
  document.documentElement.setAttribute('data-hydrated', 'true');
}

async function main() {
  const { hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { createElement } = await import(/* webpackMode: "eager" */ 'react');
  startMark('react');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './startLibs');
  startMark('redux');
  await yieldToMain();
  const { makeBrowserStore, createHttpApi, loadPage, Root, startNavigation } = await import(
    /* webpackMode: "eager" */ './boot'
  );
  startMark('modules');
  await yieldToMain();
  const preloadedState = readState();
  startMark('state');
  const store = makeBrowserStore({ preloadedState, api: createHttpApi(preloadedState.config.apiBase) });
  startMark('store');
  // The current page's code (and its slices) must be there before hydration, or React would render a fallback.
  await loadPage(preloadedState.router.page);
  startMark('page');
  startNavigation(store.dispatch, loadPage);
  await yieldToMain();
  startMark('hydrate');
  hydrateRoot(document.getElementById('root') as HTMLElement, createElement(Root, { store, onHydrated }));
}

void main();
