import { useSelector } from 'react-redux';
import { selectSavedPosition } from '../../../reducers/reader/readerSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import type { Story } from '../../../shared/stories/api';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import { pathOf } from '../../../shared/common/slug';
import { loginUrl, signupUrl } from '../../components/modal/authLinks';
import { Link } from '../../router/Link';
import { AddToListButton } from '../lists/AddToListButton';
import styles from './StoryPage.module.css';

/** A story with no published part (and not deleted) is a draft. */
export const isDraftStory = (story: Story): boolean => !story.deleted && story.numParts === 0;

/**
 * Start reading (always the first part, reading-discovery §2), then Continue reading when the
 * signed-in reader's saved part is a later one, and add-to-library (disabled when logged out or for
 * drafts).
 */
export function StoryActions({ story }: { story: Story }) {
  const viewer = useSelector(selectViewer);
  const saved = useSelector((s: RootState) => selectSavedPosition(s, story.id));
  const readable = story.parts.filter((p) => !p.deleted);
  const first = readable.find((p) => !p.draft) ?? readable[0];
  const resume = saved.part ? readable.find((p) => p.id === saved.part) : undefined;
  return (
    <div className={styles.actions}>
      {first && (
        <Link className={styles.start} href={pathOf(first.url)}>
          {m.startReading}
        </Link>
      )}
      {resume && resume.id !== first?.id && (
        <Link className={styles.resume} href={pathOf(resume.url)}>
          {r.continueReading}
        </Link>
      )}
      <AddToListButton
        storyId={story.id}
        label={r.addToLibrary}
        savedLabel={r.inLibrary}
        disabled={!viewer || isDraftStory(story)}
        buttonClassName={styles.library}
      />
    </div>
  );
}

/** For visitors: the sign-up panel (reading-discovery §2). */
export function SignUpPanel({ story }: { story: Story }) {
  const here = pathOf(story.url);
  return (
    <aside className={styles.signUpPanel} aria-label={r.signUp}>
      <p>{r.signUpPanel}</p>
      <p>
        <a className={styles.start} href={signupUrl(here)}>
          {r.signUp}
        </a>{' '}
        <a href={loginUrl(here)}>{r.logIn}</a>
      </p>
    </aside>
  );
}
