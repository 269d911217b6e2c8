import type { Knex } from 'knex';

/**
 * Reference languages. Ids follow the legacy API so third-party clients keep working; the spec's
 * help-link ids are 1, 2, 3, 4, 5, 6, 18, 20, 23 for English, French, Italian, German, Spanish,
 * Portuguese, Filipino (18), Indonesian (20) and Turkish (23).
 */
const LANGUAGES = [
  { id: 1, name: 'English', native_name: 'English', locale: 'en_US', code: 'en', sort: 1 },
  { id: 2, name: 'French', native_name: 'Français', locale: 'fr_FR', code: 'fr', sort: 2 },
  { id: 3, name: 'Italian', native_name: 'Italiano', locale: 'it_IT', code: 'it', sort: 3 },
  { id: 4, name: 'German', native_name: 'Deutsch', locale: 'de_DE', code: 'de', sort: 4 },
  { id: 5, name: 'Spanish', native_name: 'Español', locale: 'es_ES', code: 'es', sort: 5 },
  { id: 6, name: 'Portuguese', native_name: 'Português', locale: 'pt_BR', code: 'pt', sort: 6 },
  { id: 18, name: 'Filipino', native_name: 'Filipino', locale: 'fil_PH', code: 'tl', sort: 7 },
  { id: 20, name: 'Indonesian', native_name: 'Bahasa Indonesia', locale: 'id_ID', code: 'id', sort: 8 },
  { id: 23, name: 'Turkish', native_name: 'Türkçe', locale: 'tr_TR', code: 'tr', sort: 9 },
];

export async function up(knex: Knex): Promise<void> {
  const have = new Set((await knex('languages').select('id')).map((r: { id: number }) => Number(r.id)));
  const missing = LANGUAGES.filter((l) => !have.has(l.id));
  if (missing.length) await knex('languages').insert(missing);
}

export async function down(knex: Knex): Promise<void> {
  await knex('languages')
    .whereIn(
      'id',
      LANGUAGES.map((l) => l.id),
    )
    .delete();
}
