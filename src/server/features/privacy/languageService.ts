/**
 * Interface languages (spec §3 Language: id, name, locale, code; default id 1). The languages
 * table is reference data: it is read once per process and kept for 5 minutes.
 */
import type { Knex } from 'knex';
import type { LanguageChoice, LanguageOption } from '../../../shared/privacy/api';
import { DEFAULT_LANGUAGE_ID } from '../../../shared/privacy/accountValidation';
import type { ServiceContext } from '../../context';

const TTL_MS = 5 * 60_000;
let cached: { at: number; db: Knex; items: Promise<LanguageOption[]> } | null = null;

export function listLanguages(db: Knex): Promise<LanguageOption[]> {
  if (cached && cached.db === db && Date.now() - cached.at < TTL_MS) return cached.items;
  const items = db('languages')
    .orderBy([
      { column: 'sort', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'name', 'native_name', 'locale', 'code')
    .then((rows: { id: number; name: string; native_name: string; locale: string; code: string }[]) =>
      rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        nativeName: r.native_name || r.name,
        locale: r.locale,
        code: r.code,
      })),
    );
  cached = { at: Date.now(), db, items };
  items.catch(() => {
    cached = null;
  });
  return items;
}

/** The language a locale cookie names (its locale, code or id), or undefined. */
export async function languageOfLocale(
  db: Knex,
  value: string | undefined,
): Promise<LanguageOption | undefined> {
  if (!value) return undefined;
  const v = value.toLowerCase();
  return (await listLanguages(db)).find(
    (l) => l.locale.toLowerCase() === v || l.code.toLowerCase() === v || String(l.id) === v,
  );
}

/** Stores a signed-in user's interface language. */
export async function setUserLanguage(db: Knex, userId: number, languageId: number): Promise<void> {
  await db('users').where({ id: userId }).update({ language_id: languageId });
}

/** The picker's languages and the one in use: the user's, the `locale` cookie's, or the default. */
export async function languageChoice(ctx: ServiceContext): Promise<LanguageChoice> {
  const items = await listLanguages(ctx.db);
  return { items, currentId: ctx.viewer?.languageId ?? ctx.languageId ?? DEFAULT_LANGUAGE_ID };
}
