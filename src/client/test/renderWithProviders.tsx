import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { Api } from '../../shared/api';
import type { RootState } from '../../reducers/rootReducer';
import { makeStore, type AppStore } from '../../sagas/store';

const unused = (): Promise<never> => Promise.reject(new Error('not stubbed in this test'));

/** An API whose every call fails unless the test gives it. */
export function fakeApi(overrides: { [K in keyof Api]?: Partial<Api[K]> } = {}): Api {
  return {
    stories: { get: unused, ...overrides.stories },
    parts: { get: unused, text: unused, ...overrides.parts },
    home: { stories: unused, ...overrides.home },
  };
}

/** Renders with a real store and the real root saga (Redux "Writing Tests"). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, api = fakeApi() }: { preloadedState?: Partial<RootState>; api?: Api } = {},
): RenderResult & { store: AppStore } {
  const { store } = makeStore({ preloadedState, api });
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
