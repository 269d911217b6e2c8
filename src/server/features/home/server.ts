/** The home feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createHomeRouter } from './homeRouter';
import { getContinueReading, getHomeFeed, getHomeSections } from './homeService';

export const homeServer = {
  name: 'home',
  routers: ({ getContext }) => ({ routes: [createHomeRouter(getContext)] }),
  serverApi: (ctx) => ({
    home: {
      sections: () => getHomeSections(ctx),
      feed: (count) => getHomeFeed(ctx, count),
      continueReading: () => getContinueReading(ctx),
      track: async () => undefined, // tracking is a browser concern
    },
  }),
} satisfies ServerFeature<'home'>;
