import { readingMessages as m } from '../../../shared/stories/messages';
import styles from '../notFound/NotFound.module.css';

/** Server error on a story or part ("Hmmm... something's wrong." with Reload). */
export function StoryError() {
  return (
    <section className={styles.notFound} role="alert">
      <h1>{m.storyErrorTitle}</h1>
      <p>{m.storyErrorBody}</p>
      <form method="get">
        <button
          className={styles.home}
          type="submit"
          onClick={(e) => (e.preventDefault(), window.location.reload())}
        >
          {m.reload}
        </button>
      </form>
    </section>
  );
}
