import { accountsReducer } from './accountsSlice';

export * from './accountsSlice';

/** The accounts feature's slice, mounted at its name (`combineSlices`). */
export const accountsSlices = [{ reducerPath: 'accounts', reducer: accountsReducer }] as const;
