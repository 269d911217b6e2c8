import { safetyReducer } from './safetySlice';

export * from './safetySlice';

/** The safety slice: in the shell (the confirmation modal is mounted on every page). */
export const safetySlices = [{ reducerPath: 'safety', reducer: safetyReducer }] as const;
