import { useDispatch, useSelector } from 'react-redux';
import { publishingActions, selectPublishing } from '../../../reducers/publishing/publishingSlice';
import { formatDateTime } from '../../../shared/common/format';
import { publishRequested, scheduleRequested, unscheduleRequested } from '../../../shared/publishing/actions';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { Modal } from '../../components/modal/Modal';
import { useNow } from '../../components/useNow';
import { Link } from '../../router/Link';
import { SchedulePicker } from './SchedulePicker';
import styles from './Publishing.module.css';

/** The story's settings (the story details editor) and the scheduler's address (§2). */
export const storySettingsPath = (storyId: string) => `/myworks/${storyId}`;
export const changeSchedulePath = (storyId: string, partId: number) =>
  `/myworks/${storyId}/write/${partId}?triggerPublishingScheduler`;

/** The modal's two choices, in order: Publish now, Schedule to publish later. */
const PUBLISH_MODES = [
  ['now', m.publishNow],
  ['schedule', m.scheduleLater],
] as const;

/** One of the modal's choices: a radio row. */
function ModeChoice({ label, checked, onChoose }: { label: string; checked: boolean; onChoose: () => void }) {
  return (
    <label className={styles.choice}>
      <input type="radio" name="mode" checked={checked} onChange={onChoose} />
      {label}
    </label>
  );
}

/** A success view's row: where to go next (a link), and Close. */
function DoneActions({ href, label, onClose }: { href: string; label: string; onClose: () => void }) {
  return (
    <div className={styles.actions}>
      <a href={href} className={styles.secondary}>
        {label}
      </a>
      <button type="button" className={styles.button} onClick={onClose}>
        {m.close}
      </button>
    </div>
  );
}

/**
 * The publish modal "Publish your part" (writing-paid-content.md §2, §4): the details editor's
 * link when the story lacks details; Publish now / Schedule to publish later; the success views.
 * Buttons are disabled while a request runs; a failure shows its text in the modal.
 */
export default function PublishModal() {
  const dispatch = useDispatch();
  const s = useSelector(selectPublishing);
  const now = useNow();
  const close = () => dispatch(publishingActions.closed());
  const open = s.view !== 'closed' && s.partId !== null && s.storyId !== null;
  if (!open || s.partId === null || s.storyId === null) return null;
  const { partId, storyId } = s;
  const error = s.error ? (
    <p className={styles.error} role="alert">
      {s.error}
    </p>
  ) : null;

  if (s.view === 'details')
    return (
      <Modal open onClose={close} title={m.detailsTitle}>
        <p className={styles.note}>{m.detailsBody}</p>
        <Link href={storySettingsPath(storyId)} className={styles.button}>
          {m.editDetails}
        </Link>
      </Modal>
    );

  if (s.view === 'published')
    return (
      <Modal open onClose={close} title={m.publishedTitle}>
        <p className={styles.note}>{m.publishedBody}</p>
        <DoneActions href={`/story/${storyId}`} label={m.viewStory} onClose={close} />
      </Modal>
    );

  if (s.view === 'scheduled')
    return (
      <Modal open onClose={close} title={m.scheduledTitle}>
        {s.scheduledFor && <p className={styles.note}>{m.scheduledFor(formatDateTime(s.scheduledFor))}</p>}
        <DoneActions href={changeSchedulePath(storyId, partId)} label={m.changeSchedule} onClose={close} />
      </Modal>
    );

  return (
    <Modal open onClose={close} title={m.modalTitle}>
      <div className={styles.body} aria-busy={s.view === 'checking' || s.running}>
        <fieldset className={styles.choices} disabled={s.view === 'checking' || s.running}>
          <legend className="visually-hidden">{m.modalTitle}</legend>
          {PUBLISH_MODES.map(([mode, label]) => (
            <ModeChoice
              key={mode}
              label={label}
              checked={s.mode === mode}
              onChoose={() => dispatch(publishingActions.modeChosen(mode))}
            />
          ))}
        </fieldset>
        {error}
        {s.mode === 'now' ? (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close} disabled={s.running}>
              {m.cancel}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={s.running || s.view === 'checking'}
              onClick={() => dispatch(publishRequested({ partId }))}
            >
              {m.publish}
            </button>
          </div>
        ) : (
          <SchedulePicker
            current={s.scheduledFor}
            running={s.running || s.view === 'checking'}
            now={now}
            onSchedule={(datetime) => dispatch(scheduleRequested({ partId, datetime }))}
            onUnschedule={() => dispatch(unscheduleRequested({ partId }))}
          />
        )}
      </div>
    </Modal>
  );
}
