/** The stories feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createCategoriesRouter } from './categoriesRouter';
import { createPartsRouter } from './partsRouter';
import { getPart, getPartText } from './partsService';
import { createStoriesRouter } from './storiesRouter';
import { getStory } from './storiesService';
import { createStorytextRouter } from './storytextRouter';

export const storiesServer = {
  name: 'stories',
  routers: ({ getContext }) => ({
    routes: [
      createStoriesRouter(getContext),
      createPartsRouter(getContext),
      createStorytextRouter(getContext),
      createCategoriesRouter(getContext),
    ],
  }),
  serverApi: (ctx) => ({
    stories: { get: (id) => getStory(ctx, id) },
    parts: { get: (id) => getPart(ctx, id), text: (id) => getPartText(ctx, id) },
  }),
} satisfies ServerFeature<'stories' | 'parts'>;
