import { startMark } from './startMarks'; // first: its `start` mark comes before any other module runs
import './styles/global.css';
import { hydrateRoot } from 'react-dom/client';
import type { RootState } from '../reducers/rootReducer';
import { makeBrowserStore } from '../sagas/browserStore';
import { createHttpApi } from './api/http';
import { loadPage } from './app/pages';
import { Root } from './app/Root';
import { startNavigation } from './router/navigation';

import { STATE_ELEMENT_ID } from '../shared/common/constants';

startMark('modules');

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
  const preloadedState = readState();
  startMark('state');
  const store = makeBrowserStore({ preloadedState, api: createHttpApi(preloadedState.config.apiBase) });
  startMark('store');
  // The current page's code (and its slices) must be there before hydration, or React would render a fallback.
  await loadPage(preloadedState.router.page);
  startMark('page');
  startNavigation(store.dispatch, loadPage);
  startMark('hydrate');
  hydrateRoot(document.getElementById('root') as HTMLElement, <Root store={store} onHydrated={onHydrated} />);
}

void main();
