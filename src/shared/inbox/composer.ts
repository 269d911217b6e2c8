/** The composer's and the pages' rules (spec §5, §9, §2), used by the client and the no-JS forms. */
import { MESSAGE_MAX_LENGTH, SEPARATOR_GAP_HOURS } from './api';
import { INBOX_FILTERS } from './validation';

/** Longer input is truncated, not refused (spec §5). */
export const truncateMessage = (body: string): string => body.slice(0, MESSAGE_MAX_LENGTH);

/** The counter: limit minus length; the error style applies at 0 or less. */
export const remainingCharacters = (body: string): number => MESSAGE_MAX_LENGTH - body.length;

/** Send is disabled when the message is empty (spaces only count as empty). */
export const isSendable = (body: string): boolean => body.trim().length > 0;

/** Textarea rows: 2 to 5 (spec §9), growing with the lines typed. */
export const composerRows = (body: string): number => Math.min(5, Math.max(2, body.split('\n').length));

const DAY_MS = 24 * 60 * 60 * 1000;
const GAP_MS = SEPARATOR_GAP_HOURS * 60 * 60 * 1000;

/** Whether a date separator goes before a message: the first, or a gap of 6 hours or more. */
export const needsSeparator = (previous: string | null, current: string): boolean =>
  previous === null || Date.parse(current) - Date.parse(previous) >= GAP_MS;

/**
 * A separator's label: the weekday within the last 7 days ("Tuesday 14:05"), otherwise the date
 * ("Mar 3, 2026 14:05"). UTC, so the server's and the browser's renders agree.
 */
export function separatorLabel(iso: string, now: number): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const age = now - d.getTime();
  if (age >= 0 && age < 7 * DAY_MS) {
    return `${d.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })} ${time}`;
  }
  const date = d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date} ${time}`;
}

/** `?filter=`: one of the inbox's filters, else every thread. */
export const inboxFilterOf = (value: string | undefined): string =>
  (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value ?? '') : '';

/** A non-negative integer `?offset=`, else 0. */
export const offsetOf = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The `:purged:` prefix of a deleted account's name is stripped (spec §7). */
export const displayName = (name: string): string => name.replace(/^:purged:/, '');
