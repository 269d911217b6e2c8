import { useState } from 'react';
import { formatDateTime } from '../../../shared/common/format';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import {
  canSubmitSchedule,
  isoDay,
  scheduleDayRange,
  timeAfterDateChange,
  timeSlots,
} from '../../../shared/publishing/validation';
import styles from './Publishing.module.css';

interface Props {
  /** The part's current schedule (ISO) or null. */
  current: string | null;
  running: boolean;
  now: number;
  onSchedule: (datetime: string) => void;
  onUnschedule: () => void;
}

/**
 * The scheduler (writing-paid-content.md §5 "Schedule"): a date from today to a year ahead, a
 * 15-minute time slot (those earlier than now plus 15 minutes disabled; a past date clears the
 * time), the understanding box. Schedule and Unschedule need the box and an allowed time.
 */
export function SchedulePicker({ current, running, now, onSchedule, onUnschedule }: Props) {
  const range = scheduleDayRange(now);
  const [day, setDay] = useState(current ? isoDay(Date.parse(current)) : '');
  const [time, setTime] = useState(current ? current.slice(11, 16) : '');
  const [understood, setUnderstood] = useState(false);
  const datetime = day && time ? `${day}T${time}:00Z` : '';
  const enabled = !running && canSubmitSchedule(understood, datetime, now);
  const slots = day ? timeSlots(day, now) : [];

  return (
    <div>
      {current && <p className={styles.note}>{m.scheduledFor(formatDateTime(current))}</p>}
      <div className={styles.row}>
        <label className={styles.field}>
          {m.dateLabel}
          <input
            type="date"
            name="date"
            min={range.min}
            max={range.max}
            value={day}
            required
            onChange={(e) => {
              setDay(e.target.value);
              setTime((t) => timeAfterDateChange(e.target.value, t, now));
            }}
          />
        </label>
        <label className={styles.field}>
          {m.timeLabel}
          <select name="time" value={time} required onChange={(e) => setTime(e.target.value)}>
            <option value="">{m.chooseTime}</option>
            {slots.map((s) => (
              <option key={s.value} value={s.value} disabled={s.disabled}>
                {s.value}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="understood"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />
        <span>{m.understanding}</span>
      </label>
      <div className={styles.actions}>
        {current && (
          <button type="button" className={styles.secondary} disabled={!enabled} onClick={onUnschedule}>
            {m.unschedule}
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          disabled={!enabled}
          onClick={() => onSchedule(datetime)}
        >
          {m.schedule}
        </button>
      </div>
    </div>
  );
}
