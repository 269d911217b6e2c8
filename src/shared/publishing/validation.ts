/**
 * Publishing rules shared by the client (the scheduler's controls) and the server (the API edge):
 * writing-paid-content.md §5 "Schedule", §9 "Schedule window", §4 "Publish flow", §5 "Cover upload".
 */
import { PUBLISHING_MESSAGES as m } from './messages';

/** Time slots are 15 minutes apart; the earliest is at least 15 minutes from now. */
export const SCHEDULE_STEP_MINUTES = 15;
export const SCHEDULE_MIN_LEAD_MINUTES = 15;
/** Up to one year ahead (the date picker's last day). */
export const SCHEDULE_MAX_DAYS = 365;
/** The reminder mail goes out this long before the publish time (not for a part scheduled closer). */
export const REMINDER_BEFORE_MS = 24 * 3600_000;

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

/** Midnight UTC of the day of `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY) * DAY;

/** `YYYY-MM-DD` (UTC) of `ms`. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first and last day the date picker offers: today and one year ahead (UTC). */
export function scheduleDayRange(now: number): { min: string; max: string } {
  return { min: isoDay(now), max: isoDay(now + SCHEDULE_MAX_DAYS * DAY) };
}

/**
 * Why a publish time is refused, or null when it is fine: required, a real date, on a 15-minute
 * step, at least 15 minutes after `now` and at most one year ahead.
 */
export function scheduleError(datetime: string | null | undefined, now: number): string | null {
  if (!datetime || !datetime.trim()) return m.dateRequired;
  const at = Date.parse(datetime);
  if (!Number.isFinite(at)) return m.badDate;
  if (at % (SCHEDULE_STEP_MINUTES * MINUTE) !== 0) return m.notOnStep;
  if (at < now + SCHEDULE_MIN_LEAD_MINUTES * MINUTE) return m.tooSoon;
  if (at > dayStart(now) + (SCHEDULE_MAX_DAYS + 1) * DAY) return m.tooLate;
  return null;
}

/** The `HH:MM` slots of a day (UTC), each with whether it can be chosen now. */
export function timeSlots(day: string, now: number): Array<{ value: string; disabled: boolean }> {
  const start = Date.parse(`${day}T00:00:00Z`);
  const out: Array<{ value: string; disabled: boolean }> = [];
  if (!Number.isFinite(start)) return out;
  for (let min = 0; min < 24 * 60; min += SCHEDULE_STEP_MINUTES) {
    const value = `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
    out.push({ value, disabled: scheduleError(`${day}T${value}:00Z`, now) !== null });
  }
  return out;
}

/**
 * The time a changed date keeps: cleared when the day is in the past or the time is no longer
 * allowed on it (§5 "changing the date to the past clears the time").
 */
export function timeAfterDateChange(day: string, time: string, now: number): string {
  if (!day || day < isoDay(now)) return '';
  if (!time) return '';
  return scheduleError(`${day}T${time}:00Z`, now) === null ? time : '';
}

/** Schedule (and Unschedule) are enabled only with the box ticked and an allowed time (§5). */
export const canSubmitSchedule = (understood: boolean, datetime: string, now: number): boolean =>
  understood && scheduleError(datetime, now) === null;

/** The default title of a story not named yet (the story details editor's placeholder). */
export const UNTITLED_STORY = 'Untitled Story';

export interface StoryDetailsFacts {
  title: string;
  description: string;
  tags: readonly string[];
  category: number | null | undefined;
}

/** A story needs a title (not the untitled default), description, tags and category to publish (§4). */
export function storyReadyToPublish(s: StoryDetailsFacts): boolean {
  const title = s.title.trim();
  return (
    title !== '' &&
    title.toLowerCase() !== UNTITLED_STORY.toLowerCase() &&
    s.description.trim() !== '' &&
    s.tags.length > 0 &&
    Boolean(s.category)
  );
}

/** Uploaded covers: at most 5 MB, JPEG, PNG or GIF by content (sharp's `format`). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_FORMATS = ['jpeg', 'png', 'gif'] as const;
export const COVER_ACCEPT = 'image/jpeg,image/png,image/gif';
/** The cover import page captures the design at this size (§9 "Cover 512x800"). */
export const IMPORT_COVER_WIDTH = 512;
export const IMPORT_COVER_HEIGHT = 800;
