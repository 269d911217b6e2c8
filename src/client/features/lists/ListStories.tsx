import { useDispatch, useSelector } from 'react-redux';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import type { StoryCard } from '../../../shared/stories/api';
import { addToListPath } from '../../../shared/lists/forms';
import { LIBRARY_TEXT as t } from '../../../shared/lists/messages';
import { collectionToggled } from '../../../shared/lists/actions';
import { StoryItem } from '../home/StoryTile';
import styles from './Featured.module.css';

/**
 * Removes a story from a collection (a list id or `library`). Without JavaScript it posts the
 * add-to-list form (`POST /story/{id}/lists`, member 0) and comes back to `nextUrl`; with it, the
 * toggle is optimistic (the page hides the story; a failure shows the spec's toast and it returns).
 */
function RemoveForm(props: { story: StoryCard; collectionId: string; from: string; nextUrl: string }) {
  const dispatch = useDispatch();
  const csrf = useSelector(selectCsrfToken) ?? '';
  const { story, collectionId } = props;
  return (
    <form
      method="post"
      action={addToListPath(story.id)}
      className={styles.remove}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(collectionToggled({ storyId: story.id, collectionId, member: false }));
      }}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="collection" value={collectionId} />
      <input type="hidden" name="member" value="0" />
      <input type="hidden" name="nextUrl" value={props.nextUrl} />
      <button type="submit" aria-label={t.removeLabel(story.title, props.from)}>
        {t.remove}
      </button>
    </form>
  );
}

/**
 * The stories of a list or of the library; `removable` gives each a Remove form (the owner's);
 * `idPrefix` numbers the items (`{idPrefix}{index}`) for links into the page ("Show more").
 */
export function ListStories({
  stories,
  removable,
  idPrefix,
}: {
  stories: readonly StoryCard[];
  removable?: { collectionId: string; from: string; nextUrl: string };
  idPrefix?: string;
}) {
  return (
    <ol className={styles.stories}>
      {stories.map((s, i) => (
        <li key={s.id} id={idPrefix && `${idPrefix}${i}`}>
          <StoryItem story={s} heading="h2" />
          {removable && <RemoveForm story={s} {...removable} />}
        </li>
      ))}
    </ol>
  );
}
