import { Link } from '../router/Link';
import styles from './TagLinks.module.css';

/** Tags as `#tag` links to their browse pages (`/stories/{tag}`); nothing when there are none. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  return tags.length ? (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((t) => (
        <li key={t}>
          <Link href={`/stories/${encodeURIComponent(t)}`}>#{t}</Link>
        </li>
      ))}
    </ul>
  ) : null;
}
