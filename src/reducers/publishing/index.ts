import { publishingReducer } from './publishingSlice';

export * from './publishingSlice';

/** Publishing's slice, mounted at its name; the Publish button, cover slot and import page inject it. */
export const publishingSlices = [{ reducerPath: 'publishing', reducer: publishingReducer }] as const;
