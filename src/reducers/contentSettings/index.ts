import { contentSettingsReducer } from './contentSettingsSlice';

export * from './contentSettingsSlice';

/** The contentSettings feature's slice, mounted at its name (`combineSlices`). */
export const contentSettingsSlices = [
  { reducerPath: 'contentSettings', reducer: contentSettingsReducer },
] as const;
