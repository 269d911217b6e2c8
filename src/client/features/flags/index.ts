import { request } from '../../api/request';
import type { FlagsApiPart } from '../../../shared/flags';
import type { FeatureFlags } from '../../../shared/flags/api';

/** The feature flags every page reads as it starts (not `lazyPart`). */
export const flagsHttp = (base: string): FlagsApiPart => ({
  flags: { get: () => request<FeatureFlags>(base, '/api/v3/internal/features?platform=web') },
});
