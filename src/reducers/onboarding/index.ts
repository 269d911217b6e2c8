import { onboardingReducer } from './onboardingSlice';

export * from './onboardingSlice';

/** The onboarding feature's slice, mounted at its name (`combineSlices`). */
export const onboardingSlices = [{ reducerPath: 'onboarding', reducer: onboardingReducer }] as const;
