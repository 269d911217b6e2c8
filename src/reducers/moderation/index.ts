import { moderationReducer } from './moderationSlice';

export * from './moderationSlice';

/** The moderation feature's slice, mounted at its name (`combineSlices`). */
export const moderationSlices = [{ reducerPath: 'moderation', reducer: moderationReducer }] as const;
