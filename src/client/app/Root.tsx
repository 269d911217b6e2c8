import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../../sagas/store';
import { App } from './App';

/** The whole tree, the same on the server and in the browser. */
export function Root({ store, onHydrated }: { store: AppStore; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <Provider store={store}>
        <App productName={store.getState().config.productName} />
      </Provider>
    </StrictMode>
  );
}
