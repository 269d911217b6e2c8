import { useSelector } from 'react-redux';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { readerMessages as m } from '../../../shared/reader/messages';
import { helpCentreUrl } from '../../../shared/help/routes';
import styles from '../notFound/NotFound.module.css';

/** A mature story for a visitor or a reader under 18 (rule: src/server/features/reader/restriction.ts). */
export function StoryRestricted() {
  const viewer = useSelector(selectViewer);
  return (
    <section className={styles.notFound}>
      <h1>{m.storyRestricted}</h1>
      <p>{m.restrictedBody}</p>
      <p>
        <a className={styles.home} href="/home">
          {m.exploreOtherStories}
        </a>
      </p>
      <p>
        <a href={helpCentreUrl(viewer?.languageId)}>{m.helpCentre}</a>
      </p>
    </section>
  );
}

export const isRestrictedError = (e: { status: number; message: string } | undefined): boolean =>
  e?.status === 403 && e.message === m.storyRestricted;
