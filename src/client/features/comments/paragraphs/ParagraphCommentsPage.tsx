import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../../../../reducers/rootReducer';
import { selectRouter } from '../../../../reducers/router/routerSlice';
import {
  selectPartById,
  selectPartMeta,
  selectPartParagraphs,
} from '../../../../reducers/stories/partsSlice';
import { PARAGRAPH_MESSAGES as M } from '../../../../shared/comments/paragraphMessages';
import { paragraphPagePath, paragraphResource } from '../../../../shared/comments/paragraphRoutes';
import { pathOf } from '../../../../shared/common/slug';
import { Loader } from '../../../components/Loader';
import { Link } from '../../../router/Link';
import { StoryNotFound } from '../../notFound/StoryNotFound';
import { isRestrictedError, StoryRestricted } from '../../reader/StoryRestricted';
import { StoryError } from '../../stories/StoryError';
import { CommentBox } from '../CommentBox';
import { CommentList } from '../CommentList';
import { CommentsScopeProvider } from '../scope';
import { displayParagraphHtml } from './paragraphHtml';
import styles from './Paragraphs.module.css';

/**
 * A paragraph's comments as a page (`/{partId}-{slug}/paragraph/{paragraphId}`): where its marker
 * leads without JavaScript. The part title, the paragraph's text, the comment box and the list;
 * the comment forms come back here.
 */
export default function ParagraphCommentsPage() {
  const { params } = useSelector(selectRouter);
  const partId = Number(params.partId);
  const paragraphId = params.paragraphId ?? '';
  const part = useSelector((s: RootState) => selectPartById(s, partId));
  const meta = useSelector((s: RootState) => selectPartMeta(s, partId));
  const paragraphs = useSelector((s: RootState) => selectPartParagraphs(s, partId));
  const resource = useMemo(() => paragraphResource(partId, paragraphId), [partId, paragraphId]);

  if (meta.status === 'failed') {
    if (isRestrictedError(meta.error)) return <StoryRestricted />;
    return meta.error?.code === 1020 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!part || !paragraphs) return <Loader />;
  const paragraph = paragraphs.find((p) => p.id === paragraphId);
  if (!paragraph) return <StoryNotFound />;
  const partPath = pathOf(part.url);

  return (
    <article className={styles.page}>
      <header className={styles.pageHead}>
        <Link href={partPath}>← {M.backToPart}</Link>
        <h1 className={styles.pageTitle}>{part.title}</h1>
      </header>
      <blockquote
        className={styles.quote}
        aria-label={M.drawerLabel}
        dangerouslySetInnerHTML={{ __html: displayParagraphHtml(paragraph.html) }}
      />
      <CommentsScopeProvider back={paragraphPagePath(partPath, paragraphId)}>
        <CommentBox resource={resource} />
        <CommentList resource={resource} />
      </CommentsScopeProvider>
    </article>
  );
}
