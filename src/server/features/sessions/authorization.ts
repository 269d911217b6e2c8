/** The sessions section's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry, AuthzTarget } from '../serverFeature';

/** The owner's session (the matrix signs the owner in before it runs). */
async function ownersSession({ db, owner }: AuthzTarget): Promise<number> {
  const row = (await db('user_sessions').where({ user_id: owner.id }).orderBy('id').first('id')) as
    { id: number } | undefined;
  if (!row) throw new Error(`user ${owner.id} has no recorded session`);
  return Number(row.id);
}

export const sessionsAuthorization: readonly AuthzEntry[] = [
  // Another user's session is not found: it is neither listed nor ended.
  {
    method: 'DELETE',
    route: '/v5/sessions/:id',
    url: async (t) => `/v5/sessions/${await ownersSession(t)}`,
    expect: { visitor: 401, other: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/settings/sessions/end',
    url: () => '/settings/sessions/end',
    form: true,
    body: async (t) => ({ id: String(await ownersSession(t)) }),
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
