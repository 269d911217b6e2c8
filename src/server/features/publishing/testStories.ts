/** Test kit: a fresh story of a writer's with every detail publishing needs, and its draft parts. */
import type { Knex } from 'knex';

export async function writersDraftStory(
  db: Knex,
  userId: number,
  parts = 2,
  details: { title?: string; description?: string; tags?: string[] } = {},
): Promise<{ storyId: number; partIds: number[] }> {
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  const category = (await db('categories').orderBy('id').first('id')) as { id: number };
  const [storyId] = await db('stories').insert({
    user_id: userId,
    title: details.title ?? 'The Lighthouse Keeper',
    description: details.description ?? 'A keeper counts the ships that never come.',
    category_id: category.id,
    tag_names: JSON.stringify(details.tags ?? ['sea']),
    created_at: at,
    modified_at: at,
  });
  await tagStory(db, Number(storyId), details.tags ?? ['sea']);
  const partIds: number[] = [];
  for (let i = 1; i <= parts; i++) {
    const [id] = await db('parts').insert({
      story_id: storyId,
      position: i,
      title: `Part ${i}`,
      created_at: at,
      modified_at: at,
      draft: true,
      length: 120,
    });
    partIds.push(Number(id));
  }
  return { storyId: Number(storyId), partIds };
}

/** Gives a story its tags (story_tags, made as needed). */
export async function tagStory(db: Knex, storyId: number, names: readonly string[]): Promise<void> {
  let position = 0;
  for (const name of names) {
    let tag = (await db('tags').where({ name }).first('id')) as { id: number } | undefined;
    if (!tag) {
      const [id] = await db('tags').insert({ name });
      tag = { id: Number(id) };
    }
    await db('story_tags').insert({ story_id: storyId, tag_id: tag.id, position: position++ });
  }
}
