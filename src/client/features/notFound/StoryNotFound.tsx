import { readingMessages as m } from '../../../shared/stories/messages';
import styles from './NotFound.module.css';

/** The story-not-found page (reading-discovery §2 "Reader extras"). */
export function StoryNotFound() {
  return (
    <section className={styles.notFound}>
      <h1>{m.storyNotFoundTitle}</h1>
      <p>{m.storyNotFoundBody}</p>
      <a className={styles.home} href="./home">
        {m.goHome}
      </a>
    </section>
  );
}
