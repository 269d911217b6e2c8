import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectTagResults } from '../../../reducers/search/searchSlice';
import { TAG_PAGE_SIZE, type SearchStory } from '../../../shared/search/api';
import { SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { normaliseTag } from '../../../shared/search/validation';
import { ResultList } from './ResultList';
import { StoryResult } from './StoryResult';
import styles from './Search.module.css';

/** `/stories/{tag}`: stories carrying the tag, newest first, paginated. */
export default function TagBrowsePage() {
  const { params } = useSelector(selectRouter);
  const list = useSelector(selectTagResults);
  const tag = normaliseTag(params.tag ?? list.name);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{m.tagStories(tag)}</h1>
      <ResultList<SearchStory>
        name="tag"
        list={list}
        pageSize={TAG_PAGE_SIZE}
        emptyText={`No stories are tagged #${tag} yet.`}
        moreHref={`/stories/${encodeURIComponent(tag)}?offset=${list.offset + list.items.length}`}
        render={(story) => <StoryResult key={story.id} story={story} />}
      />
    </div>
  );
}
