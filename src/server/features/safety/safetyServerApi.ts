/** The safety calls in-process (SSR preload of the settings lists); the writes are the API's. */
import type { SafetyApi } from '../../../shared/safety';
import type { ServiceContext } from '../../context';
import { SAFETY_LIST_MAX, blockedUsers, mutedUsers, setBlocked, setMuted } from './safetyService';

export function createSafetyServerApi(ctx: ServiceContext): SafetyApi {
  return {
    mute: (u) => setMuted(ctx, u, true),
    unmute: (u) => setMuted(ctx, u, false),
    block: (u) => setBlocked(ctx, u, true),
    unblock: (u) => setBlocked(ctx, u, false),
    muted: () => mutedUsers(ctx),
    blocked: (me) => blockedUsers(ctx, me, SAFETY_LIST_MAX, 0),
  };
}
