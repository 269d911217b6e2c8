import { sessionReducer } from './sessionSlice';

export * from './sessionSlice';

/** The session feature's slice, mounted at its name (`combineSlices`). */
export const sessionSlices = [{ reducerPath: 'session', reducer: sessionReducer }] as const;
