import { reportsReducer } from './reportsSlice';

export * from './reportsSlice';

/** The reports slice: in the shell (the report modal is mounted on every page). */
export const reportsSlices = [{ reducerPath: 'reports', reducer: reportsReducer }] as const;
