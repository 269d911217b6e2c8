/**
 * The publishing scheduler (writing-paid-content.md §4 "Scheduling"; DESIGN.md §5 "Scheduled
 * work"): every server process runs one loop that, every `intervalMs`, publishes the drafts whose
 * time has come and mails the 24-hour reminders. The database is the source of truth, never a
 * process timer: each part is claimed by one conditional UPDATE (`… WHERE draft AND
 * scheduled_publish_at <= now`, `… WHERE publish_reminder_at IS NULL`) and only the process whose
 * UPDATE changed the row publishes it or sends the mail, so any number of processes publish each
 * part once and send each reminder once. A part is public within `intervalMs` of its time.
 */
import type { Knex } from 'knex';
import { REMINDER_BEFORE_MS } from '../../../shared/publishing/validation';
import { formatDateTime } from '../../../shared/common/format';
import { formatApiDate } from '../../db/knex';
import type { KvCache } from '../../lib/kvCache';
import type { Logger } from '../../logger';
import type { Mailer } from '../outbox';
import { clearPublishingCaches } from './publishingService';
import {
  claimReminder,
  findDueParts,
  findDueReminders,
  publishDraft,
  type DueReminder,
} from './publishingQueries';

export interface SchedulerDeps {
  db: Knex;
  kv: KvCache;
  mailer: Mailer;
  log?: Pick<Logger, 'info' | 'error'>;
  /** Where the reminder's link points (PUBLIC_URL). */
  linkOrigin: string;
  productName: string;
  /** The clock (ms); tests drive their own. */
  clock?: () => number;
  /** How often the loop looks (default 15 s: a part goes public well within a minute). */
  intervalMs?: number;
  /** Rows handled per look (the next look takes the rest). */
  batch?: number;
}

export interface TickResult {
  published: number[];
  reminded: number[];
}

export interface PublishScheduler {
  /** One look: publish what is due, mail the reminders due. What this process claimed. */
  tick(): Promise<TickResult>;
  start(): void;
  /** Stops the loop and waits for a look in progress (the server's drain). */
  stop(): Promise<void>;
}

const wholeSeconds = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);

function reminderMail(r: DueReminder, deps: SchedulerDeps) {
  const when = formatDateTime(formatApiDate(r.scheduledAt));
  const link = `${deps.linkOrigin}/myworks/${r.storyId}/write/${r.partId}`;
  return {
    to: r.email ?? '',
    subject: `Your part \u201c${r.partTitle}\u201d publishes in 24 hours`,
    text:
      `Hi ${r.username},\n\n` +
      `\u201c${r.partTitle}\u201d of \u201c${r.storyTitle}\u201d is scheduled to publish on ${when} (UTC).\n` +
      `To change or cancel the schedule, open the part: ${link}\n\n` +
      `\u2014 ${deps.productName}`,
  };
}

export function createPublishScheduler(deps: SchedulerDeps): PublishScheduler {
  const clock = deps.clock ?? Date.now;
  const intervalMs = deps.intervalMs ?? 15_000;
  const batch = deps.batch ?? 100;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickResult> | null = null;
  let stopped = true;

  async function publishDue(): Promise<number[]> {
    const at = wholeSeconds(clock());
    const mine: number[] = [];
    for (const part of await findDueParts(deps.db, at, batch)) {
      // The part goes out at its own time; the row count tells whether this process won it.
      if (await publishDraft(deps.db, part, part.scheduledAt, at)) mine.push(part.id);
    }
    if (mine.length) await clearPublishingCaches(deps.kv);
    return mine;
  }

  async function remind(): Promise<number[]> {
    const nowMs = clock();
    const at = wholeSeconds(nowMs);
    const mine: number[] = [];
    for (const r of await findDueReminders(deps.db, at, wholeSeconds(nowMs + REMINDER_BEFORE_MS), batch)) {
      if (!(await claimReminder(deps.db, r, at))) continue;
      mine.push(r.partId);
      if (!r.email) continue;
      try {
        await deps.mailer.send(reminderMail(r, deps));
      } catch (err) {
        // Claimed: it is not retried (at most once, never twice); the failure is logged.
        deps.log?.error({ err, partId: r.partId }, 'scheduling reminder could not be sent');
      }
    }
    return mine;
  }

  async function tick(): Promise<TickResult> {
    const published = await publishDue();
    const reminded = await remind();
    if (published.length || reminded.length) deps.log?.info({ published, reminded }, 'publishing scheduler');
    return { published, reminded };
  }

  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((err: unknown) => {
        deps.log?.error({ err }, 'publishing scheduler look failed');
        return { published: [], reminded: [] };
      })
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(loop, intervalMs);
          timer.unref();
        }
      });
  };

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}
