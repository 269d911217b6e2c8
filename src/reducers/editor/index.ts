import { editorReducer } from './editorSlice';

export * from './editorSlice';

/** The editor feature's slice, mounted at its name (`combineSlices`). */
export const editorSlices = [{ reducerPath: 'editor', reducer: editorReducer }] as const;
