/** Feature flags of `GET /api/v3/internal/features?platform=web` (reading-discovery §7): `{name: on}`. */
export type FeatureFlags = Record<string, boolean>;

/** The home featured carousel's "limit-increase" flag (reading-discovery §4, §9): 5000 ms instead of 5500. */
export const FLAG_LIMIT_INCREASE = 'limit_increase';

export interface FlagsApi {
  /** `GET /api/v3/internal/features?platform=web`; a failure is answered as `{}` (every flag off). */
  get(): Promise<FeatureFlags>;
}
