import { routerReducer } from './routerSlice';

export * from './routerSlice';

/** The router feature's slice, mounted at its name (`combineSlices`). */
export const routerSlices = [{ reducerPath: 'router', reducer: routerReducer }] as const;
