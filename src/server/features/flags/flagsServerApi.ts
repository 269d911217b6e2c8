import type { FlagsApi } from '../../../shared/flags/api';
import type { ServiceContext } from '../../context';
import { getFlags } from './flagsService';

/**
 * Flags for SSR, in-process: the same cached rows as `GET /api/v3/internal/features` (Redis or
 * in-process, 60 s), evaluated for the request's viewer. No cache (some tests) or any failure →
 * `{}`, as the endpoint answers.
 */
export function createFlagsServerApi(ctx: ServiceContext): FlagsApi {
  return {
    get: async () => {
      if (!ctx.flags) return {};
      return getFlags(ctx.db, ctx.flags, 'web', ctx.viewer?.id ?? null).catch(() => ({}));
    },
  };
}
