import { useSelector } from 'react-redux';
import { selectPublishing } from '../../../reducers/publishing/publishingSlice';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { formatDateTime } from '../../../shared/common/format';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { scheduleDayRange } from '../../../shared/publishing/validation';
import { useNow } from '../../components/useNow';
import { Link } from '../../router/Link';
import { storySettingsPath } from './PublishModal';
import styles from './Publishing.module.css';

const editorPath = (storyId: string, partId: number) => `/myworks/${storyId}/write/${partId}`;

/**
 * The publish modal as a page, for writers without JavaScript: Publish now, or a date and time
 * with the understanding box (the same rules, checked by the server); Unschedule when scheduled.
 */
export default function PublishPage() {
  const s = useSelector(selectPublishing);
  const csrf = useSelector(selectCsrfToken) ?? '';
  const now = useNow();
  const range = scheduleDayRange(now);
  const error = s.formError ?? (s.view === 'failed' ? s.error : null);
  const { partId, storyId } = s;
  return (
    <div className={styles.page}>
      <h1>{m.modalTitle}</h1>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {s.view === 'details' && storyId && (
        <>
          <p className={styles.note}>{m.detailsBody}</p>
          <Link href={storySettingsPath(storyId)} className={styles.button}>
            {m.editDetails}
          </Link>
        </>
      )}
      {s.view === 'choose' && partId !== null && storyId && (
        <>
          <form method="post" action={`${editorPath(storyId, partId)}/publish`} className={styles.body}>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="action" value="publish" />
            <h2>{m.publishNow}</h2>
            <button type="submit" className={styles.button}>
              {m.publish}
            </button>
          </form>
          <form method="post" action={`${editorPath(storyId, partId)}/publish`} className={styles.body}>
            <input type="hidden" name="_csrf" value={csrf} />
            <h2>{m.scheduleLater}</h2>
            {s.scheduledFor && (
              <p className={styles.note}>{m.scheduledFor(formatDateTime(s.scheduledFor))}</p>
            )}
            <div className={styles.row}>
              <label className={styles.field}>
                {m.dateLabel}
                <input type="date" name="date" min={range.min} max={range.max} required />
              </label>
              <label className={styles.field}>
                {m.timeLabel}
                <input type="time" name="time" step={900} required />
              </label>
            </div>
            <label className={styles.check}>
              <input type="checkbox" name="understood" value="1" required />
              <span>{m.understanding}</span>
            </label>
            <div className={styles.actions}>
              {s.scheduledFor && (
                <button
                  type="submit"
                  name="action"
                  value="unschedule"
                  className={styles.secondary}
                  formNoValidate
                >
                  {m.unschedule}
                </button>
              )}
              <button type="submit" name="action" value="schedule" className={styles.button}>
                {m.schedule}
              </button>
            </div>
          </form>
        </>
      )}
      {storyId && partId !== null && <a href={editorPath(storyId, partId)}>{m.cancel}</a>}
    </div>
  );
}
