/**
 * Featured lists (reading-discovery §7 "GET /api/v3/users/{curationUsername}/lists"): each language
 * of the help list has a curation profile whose reading lists are the featured lists; a language
 * without one uses language 1's. The seeds create these profiles (seeds/curation.ts).
 */
export const CURATION_USERNAMES: Readonly<Record<number, string>> = {
  1: 'storyloom_picks',
  2: 'storyloom_picks_fr',
  3: 'storyloom_picks_it',
  4: 'storyloom_picks_de',
  5: 'storyloom_picks_es',
  6: 'storyloom_picks_pt',
  18: 'storyloom_picks_fil',
  20: 'storyloom_picks_id',
  23: 'storyloom_picks_tr',
};
export const CURATION_FALLBACK_LANGUAGE = 1;

/** The curation profile of a language (language 1's for any other). */
export const curationUsername = (languageId: number | null | undefined): string =>
  CURATION_USERNAMES[languageId ?? CURATION_FALLBACK_LANGUAGE] ??
  CURATION_USERNAMES[CURATION_FALLBACK_LANGUAGE];

/** `/featured/{id}`: a featured list (the picker links go here, §2). */
export const featuredListPath = (id: number): string => `/featured/${id}`;
