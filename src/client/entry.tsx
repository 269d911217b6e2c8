import './styles/global.css';
import { hydrateRoot } from 'react-dom/client';
import type { RootState } from '../reducers/rootReducer';
import { makeBrowserStore } from '../sagas/browserStore';
import { createHttpApi } from './api/http';
import { loadPage } from './app/pages';
import { Root } from './app/Root';
import { startNavigation } from './router/navigation';

import { STATE_ELEMENT_ID } from '../shared/common/constants';

function readState(): RootState {
  const el = document.getElementById(STATE_ELEMENT_ID);
  const state = JSON.parse(el?.textContent || '{}') as RootState;
  el?.remove(); // the state is the store's now; no global copy lingers
  return state;
}

async function main() {
  const preloadedState = readState();
  const store = makeBrowserStore({ preloadedState, api: createHttpApi(preloadedState.config.apiBase) });
  // The current page's code (and its slices) must be there before hydration, or React would render a fallback.
  await loadPage(preloadedState.router.page);
  startNavigation(store.dispatch, loadPage);
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <Root store={store} onHydrated={() => document.documentElement.setAttribute('data-hydrated', 'true')} />,
  );
}

void main();
