import { useSelector } from 'react-redux';
import { selectLists } from '../../../reducers/lists/listsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { selectStoryById } from '../../../reducers/stories/storiesSlice';
import { LIBRARY_COLLECTION } from '../../../shared/lists/api';
import { addToListPath } from '../../../shared/lists/forms';
import { ADD_TO_LIST_TEXT as t } from '../../../shared/lists/messages';
import { pathOf } from '../../../shared/common/slug';
import { LIST_NAME_MAX } from '../../../shared/lists/validation';
import { loginUrl } from '../../components/modal/authLinks';
import styles from './AddToList.module.css';

/** One collection (the library or a list): its name and an Add / Remove form. */
function CollectionRow(props: { id: string; name: string; member: boolean; action: string; csrf: string }) {
  return (
    <li className={styles.row}>
      <span>
        {props.name}
        {props.member && <span className={styles.inList}> · {t.inList}</span>}
      </span>
      <form method="post" action={props.action}>
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="collection" value={props.id} />
        <input type="hidden" name="member" value={props.member ? '0' : '1'} />
        <button type="submit" className={props.member ? styles.remove : styles.add}>
          {props.member ? t.remove : t.add}
          <span className="visually-hidden"> {props.name}</span>
        </button>
      </form>
    </li>
  );
}

/**
 * `/story/{id}/lists`: add-to-list without JavaScript — the viewer's library and reading lists,
 * each with an Add/Remove form, and a form creating a list by name (reuse rule on the server).
 * Every form posts and comes back to the story page.
 */
export default function AddToListPage() {
  const storyId = useSelector(selectRouter).params.id;
  const story = useSelector((s: RootState) => selectStoryById(s, storyId));
  const viewer = useSelector(selectViewer);
  const csrf = useSelector(selectCsrfToken) ?? '';
  const { lists, collections } = useSelector(selectLists);
  const action = addToListPath(storyId);
  const membership = collections[storyId] ?? {};

  if (!viewer) {
    return (
      <section className={styles.page}>
        <h1>{t.title}</h1>
        <p>
          <a href={loginUrl(action)}>{t.logInFirst}</a>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h1>{t.title}</h1>
      {story && (
        <p>
          <a href={pathOf(story.url)}>{story.title}</a>
        </p>
      )}
      <ul className={styles.rows}>
        <CollectionRow
          id={LIBRARY_COLLECTION}
          name={t.library}
          member={membership[LIBRARY_COLLECTION] ?? false}
          action={action}
          csrf={csrf}
        />
        {lists.map((l) => (
          <CollectionRow
            key={l.id}
            id={String(l.id)}
            name={l.name}
            member={membership[String(l.id)] ?? false}
            action={action}
            csrf={csrf}
          />
        ))}
      </ul>
      <form method="post" action={action} className={styles.create}>
        <input type="hidden" name="_csrf" value={csrf} />
        <label htmlFor="new-list-name">{t.newListLabel}</label>
        <input id="new-list-name" name="name" maxLength={LIST_NAME_MAX} placeholder={t.newListPlaceholder} />
        <button type="submit">{t.create}</button>
      </form>
    </section>
  );
}
