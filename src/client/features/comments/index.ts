import type { CommentsApiPart } from '../../../shared/comments';
import { lazyPart } from '../../api/request';

/** The comments feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const commentsHttp = (base: string): CommentsApiPart => ({
  comments: lazyPart(() =>
    import(/* webpackChunkName: "api-comments" */ './http').then((m) => m.createCommentsHttpApi(base)),
  ),
});
