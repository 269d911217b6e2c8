import type { MutedUser, SafetyUsersPage } from '../../../shared/safety/api';
import { safetyPaths } from '../../../shared/safety/api';
import type { SafetyApi } from '../../../shared/safety';
import { jsonWrite, request } from '../../api/request';

/** Mute and block over HTTP (accounts-safety-messaging §7; safetyPaths). */
export function createSafetyHttpApi(base: string): SafetyApi {
  return {
    mute: (u, csrf) => request(base, safetyPaths.ignoreUser(u, 'ignore_user'), jsonWrite('POST', csrf)),
    unmute: (u, csrf) => request(base, safetyPaths.ignoreUser(u, 'unignore_user'), jsonWrite('POST', csrf)),
    block: (u, csrf) => request(base, safetyPaths.blocks(u), jsonWrite('POST', csrf)),
    unblock: (u, csrf) => request(base, safetyPaths.blocks(u), jsonWrite('DELETE', csrf)),
    muted: () => request<MutedUser[]>(base, safetyPaths.ignoreUser('', 'get_ignored_web')),
    blocked: (me) => request<SafetyUsersPage>(base, `${safetyPaths.blocks(me)}?get_all=true`),
  };
}
