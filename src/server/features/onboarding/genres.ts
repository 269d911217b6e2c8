/**
 * Onboarding genres (accounts-safety-messaging §3 "Genre"): the categories whose roles include
 * `onboarding`, each with a topic label and a generated cover-style image (no uploaded art).
 */
import type { Genre } from '../../../shared/onboarding/api';
import { coverPath } from '../../../shared/common/media';
import type { ServiceContext } from '../../context';
import { listCategories } from '../stories';

/** Tile labels (ours: the spec names the field but not the texts). */
const TOPICS: Record<string, string> = {
  Romance: 'Love stories',
  'Science Fiction': 'Futures and far worlds',
  Fantasy: 'Magic and quests',
  Humor: 'Laugh out loud',
  Paranormal: 'Ghosts and the unexplained',
  'Mystery / Thriller': 'Whodunits and suspense',
  Horror: 'Chills and scares',
  Adventure: 'Journeys and daring',
  'Historical Fiction': 'Stories from the past',
  'Teen Fiction': 'Growing up',
  Fanfiction: 'Worlds you already love',
  Poetry: 'Verse and rhythm',
  'Short Story': 'Quick reads',
  'General Fiction': 'Everyday lives',
  ChickLit: 'Friendship and fun',
  Action: 'Fast and furious',
  Vampire: 'Creatures of the night',
  Werewolf: 'Packs and moons',
  Spiritual: 'Faith and meaning',
  'Non-Fiction': 'True stories',
  'New Adult': 'Life after school',
  'LGBTQ+': 'Queer stories',
  'Diverse Lit': 'Many voices',
  Classics: 'Timeless tales',
};

/** Genre images reuse the cover generator with ids far above any story's. */
const GENRE_IMAGE_BASE = 900_000_000;
const GENRE_IMAGE_WIDTH = 256;

export async function listGenres(ctx: ServiceContext): Promise<Genre[]> {
  const categories = await listCategories(ctx);
  return categories
    .filter((c) => c.roles.includes('onboarding'))
    .map((c) => ({
      name: c.name,
      topic: TOPICS[c.name_english] ?? c.name,
      image: coverPath(GENRE_IMAGE_BASE + Number(c.id), 'genre', GENRE_IMAGE_WIDTH),
    }));
}
