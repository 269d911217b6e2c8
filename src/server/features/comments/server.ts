/** The comments' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { commentsAuthorization } from './authorization';
import { createCommentsRouter } from './commentsRouter';
import { createCommentsServerApi } from './commentsServerApi';
import { createCommentLimits } from './limits';
import { commentFormsAuthorization, createCommentFormsRouter } from './forms';

export const commentsServer = {
  name: 'comments',
  authorization: [...commentsAuthorization, ...commentFormsAuthorization],
  routers: ({ getContext, redis, renderPage }) => {
    // One counter for every comment route of the app (the API and the no-JavaScript forms).
    const limits = createCommentLimits(redis);
    return {
      routes: [
        createCommentsRouter(getContext, limits),
        createCommentFormsRouter(getContext, limits, renderPage),
      ],
    };
  },
  serverApi: (ctx) => ({ comments: createCommentsServerApi(ctx) }),
} satisfies ServerFeature<'comments'>;
