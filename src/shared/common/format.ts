/** Shared display rules (reading-discovery §9). */

/** 999 → "999", 1500 → "1.5K", 2300000 → "2.3M". */
export function abbreviateNumber(n: number): string {
  const fmt = (v: number, unit: string) => `${v >= 100 ? Math.floor(v) : Math.floor(v * 10) / 10}${unit}`;
  if (n >= 1_000_000) return fmt(n / 1_000_000, 'M');
  if (n >= 1_000) return fmt(n / 1_000, 'K');
  return String(n);
}

/**
 * A count and its noun, abbreviated as above: "1 read", "0 reads", "34.7K reads", "1 reading list".
 * `plural` for nouns that do not just take an s ("1 story", "2 stories").
 */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${abbreviateNumber(n)} ${n === 1 ? noun : plural}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "MMM DD, YYYY hh:mmA" in UTC (server and client render the same text, so hydration matches). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const h = d.getUTCHours() % 12 || 12;
  const ampm = d.getUTCHours() < 12 ? 'AM' : 'PM';
  return `${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())}, ${d.getUTCFullYear()} ${pad(h)}:${pad(d.getUTCMinutes())}${ampm}`;
}

/** Relative time under 24 hours, else the absolute format. `now` is injected for determinism. */
export function formatWhen(iso: string, now: number): string {
  const diff = Math.max(0, now - Date.parse(iso));
  const min = Math.floor(diff / 60_000);
  if (diff < 24 * 3600_000) {
    if (min < 1) return 'just now';
    if (min < 60) return `${countOf(min, 'minute')} ago`;
    const h = Math.floor(min / 60);
    return `${countOf(h, 'hour')} ago`;
  }
  return formatDateTime(iso);
}

/** Cut at `max` characters, on a word boundary, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max * 0.6 ? cut.slice(0, sp) : cut).trimEnd()}…`;
}

/** Minutes to read `length` characters of text (about 1,000 characters a minute). */
export const readMinutes = (length: number): number => Math.round(Math.max(0, length) / 1000);

/** Read time (§9): under 5 minutes "<5 mins", otherwise hours and minutes ("1 hr 5 mins", "45 mins"). */
export function formatReadTime(minutes: number): string {
  if (minutes < 5) return '<5 mins';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const mins = countOf(m, 'min');
  if (h === 0) return mins;
  const hours = countOf(h, 'hr');
  return m === 0 ? hours : `${hours} ${mins}`;
}

/** Search results show read time only for language 1 (English) (§5, §9). */
export const showsReadTime = (languageId: number): boolean => languageId === 1;
