import { sessionsReducer } from './sessionsSlice';

export * from './sessionsSlice';

/** The sessions feature's slice, mounted at its name (`combineSlices`). */
export const sessionsSlices = [{ reducerPath: 'sessions', reducer: sessionsReducer }] as const;
