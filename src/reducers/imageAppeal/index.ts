import { imageAppealReducer } from './imageAppealSlice';

export * from './imageAppealSlice';

/** The image appeal feature's slice, mounted at its name (`combineSlices`). */
export const imageAppealSlices = [{ reducerPath: 'imageAppeal', reducer: imageAppealReducer }] as const;
