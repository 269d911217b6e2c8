/**
 * The "do not sell my personal information" choice (spec §3 Privacy setting, §6): a signed-in
 * user's is stored in `users.ccpa_optout` (self only: 401 code 1018 for a visitor, 403 code 1154
 * for another user); a visitor's lives in the `ccpa-oo` cookie (see privacyRouter).
 */
import type { CcpaSetting } from '../../../shared/privacy/api';
import { privacyMessages } from '../../../shared/privacy/messages';
import type { ServiceContext } from '../../context';
import { toBool } from '../../db/knex';
import { requireSelf } from '../lists';

export async function getCcpa(ctx: ServiceContext, username: string): Promise<CcpaSetting> {
  const viewer = requireSelf(ctx, username, privacyMessages.notYours);
  const row = (await ctx.db('users').where({ id: viewer.id }).first('ccpa_optout')) as
    { ccpa_optout: unknown } | undefined;
  return { optout: toBool(row?.ccpa_optout) };
}

export async function putCcpa(ctx: ServiceContext, username: string, optout: boolean): Promise<CcpaSetting> {
  const viewer = requireSelf(ctx, username, privacyMessages.notYours);
  await ctx.db('users').where({ id: viewer.id }).update({ ccpa_optout: optout });
  return { optout };
}

/** The do-not-sell page's choice: the viewer's stored one, or the visitor's `ccpa-oo` cookie. */
export async function getOptOut(ctx: ServiceContext): Promise<CcpaSetting> {
  return ctx.viewer ? getCcpa(ctx, ctx.viewer.username) : { optout: ctx.ccpaOptOut === true };
}
