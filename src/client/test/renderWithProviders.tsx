import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { Api } from '../../shared/api';
import { fakeApi } from '../../shared/test/fakeApi';

export { fakeApi };
import type { RootState } from '../../reducers/rootReducer';
import { makeStore, type AppStore } from '../../sagas/store';

/** Renders with a real store and the real root saga (Redux "Writing Tests"). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, api = fakeApi() }: { preloadedState?: Partial<RootState>; api?: Api } = {},
): RenderResult & { store: AppStore } {
  const { store } = makeStore({ preloadedState, api });
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
