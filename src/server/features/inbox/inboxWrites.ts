/**
 * The inbox's writes (issue 27 §8–10): post a message, delete one's own message, delete a
 * conversation for the viewer. Posting: the viewer's own inbox (403 1154), not timed out, not to a
 * closed account, no block either way (403), a verified email to START a conversation (the
 * comments' please-verify refusal), the new-account limit, then the per-user rate limit (429).
 * Each write is one transaction over the message and both sides' rows.
 */
import type { Knex } from 'knex';
import type { Message, PostMessageBody } from '../../../shared/inbox/api';
import {
  INBOX_ERRORS as E,
  NEW_ACCOUNT_DAYS,
  NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY,
  normaliseMessageBody,
} from '../../../shared/inbox/validation';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { recoveryMessages } from '../../../shared/recovery/messages';
import type { ServiceContext } from '../../context';
import { toBool, toDate } from '../../db/dates';
import { isMysql } from '../../db/knex';
import { safetyRelationOf } from '../../policy/visibility';
import { assertCanWrite } from '../moderation';
import { EMAIL_NOT_VERIFIED } from '../comments';
import type { MessageLimits } from './limits';
import {
  countStartedWithStrangers,
  findSide,
  findUsersByIds,
  follows,
  lastLiveMessageId,
  pairOf,
  type ConversationRow,
} from './inboxQueries';
import { badRequest, forbidden, isOpen, requireMe, stripPurged, toMessage } from './inboxMapping';
import { messagingWindow, requireOther, type InboxSettings } from './inboxService';

const DAY_MS = 24 * 3600 * 1000;

/** Not while a time-out runs (moderation's refusal: 403 1154 with when it ends). */
const requireWriter = (ctx: ServiceContext): Promise<void> => assertCanWrite(ctx);

/** `POST /api/v3/users/{me}/inbox/{other}` → the message. */
export async function postMessage(
  ctx: ServiceContext,
  me: string,
  otherName: string,
  input: PostMessageBody,
  deps: { limits: MessageLimits; settings: InboxSettings },
): Promise<Message> {
  const viewer = requireMe(ctx, me);
  const other = await requireOther(ctx, otherName);
  const otherId = Number(other.id);
  if (
    input.sender.toLowerCase() !== viewer.username.toLowerCase() ||
    stripPurged(input.recipient).toLowerCase() !== other.username.toLowerCase()
  ) {
    throw badRequest(E.wrongParties);
  }
  if (otherId === viewer.id) throw badRequest(E.selfMessage);
  const body = normaliseMessageBody(input.body);
  if (!body) throw badRequest(E.emptyBody);
  await requireWriter(ctx);
  if (messagingWindow(deps.settings).ended) throw forbidden(E.ended);
  if (!isOpen(other)) throw forbidden(E.closed);
  const rel = await safetyRelationOf(ctx.db, viewer.id, otherId);
  if (rel.blocks || rel.blockedBy) throw forbidden(E.blocked, 'Blocked');
  const [side, users] = await Promise.all([
    findSide(ctx.db, viewer.id, otherId),
    findUsersByIds(ctx.db, [viewer.id]),
  ]);
  const self = users.get(viewer.id)!;
  if (!side) await checkFirstMessage(ctx, self, otherId);
  await deps.limits.hit(viewer.id);

  const at = new Date();
  const id = await writeTransaction(ctx.db, async (trx) => {
    if (!side) await ensureSides(trx, viewer.id, otherId, at, true);
    const messageId = await insertMessage(trx, { senderId: viewer.id, recipientId: otherId, body, at });
    const last = { listed: true, last_message_id: messageId, last_message_at: at };
    await trx('conversations')
      .where({ user_id: viewer.id, other_user_id: otherId })
      .update({ ...last, unread: 0, message_count: trx.raw('message_count + 1') });
    // A muted sender's message does not raise the muter's unread count (the sender is not told).
    await trx('conversations')
      .where({ user_id: otherId, other_user_id: viewer.id })
      .update({
        ...last,
        message_count: trx.raw('message_count + 1'),
        ...(rel.mutedBy ? {} : { unread: trx.raw('unread + 1') }),
      });
    return messageId;
  });
  return toMessage(
    ctx,
    { id, sender_id: viewer.id, recipient_id: otherId, body, created_at: at, deleted_at: null },
    { sender: self, recipient: other },
    false,
  );
}

/** MariaDB's answer when it broke a lock cycle (ER_LOCK_DEADLOCK): the transaction may run again. */
const isDeadlock = (err: unknown): boolean => (err as { errno?: number } | null)?.errno === 1213;

/**
 * A post's transaction, run again (up to 3 times) if MariaDB breaks a lock cycle through it: two
 * first messages of one pair at once both insert-or-ignore the sides' rows (shared locks on the
 * duplicates) before they lock the pair's row.
 */
async function writeTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

/** The row lock every write of a pair takes first (the lower side's row), so writes queue in one order. */
async function lockPair(trx: Knex.Transaction, a: number, b: number): Promise<void> {
  if (!isMysql(trx)) return; // SQLite runs one write transaction at a time
  const pair = pairOf(a, b);
  await trx('conversations')
    .where({ user_id: pair.low_user_id, other_user_id: pair.high_user_id })
    .forUpdate()
    .first('id');
}

/**
 * The pair's next `seq` (migration …500). Concurrent sends of one pair queue on the row lock of
 * the pair's lower side before they read the newest number — the transaction's first plain read,
 * so its snapshot already holds the previous send — and each reads the one before it (the unique
 * index refuses a duplicate regardless). SQLite runs one write transaction at a time.
 */
async function nextSeq(trx: Knex.Transaction, a: number, b: number): Promise<number> {
  const pair = pairOf(a, b);
  await lockPair(trx, a, b);
  const row = (await trx('messages').where(pair).max({ seq: 'seq' }).first()) as
    { seq: number | null } | undefined;
  return Number(row?.seq ?? 0) + 1;
}

/** Inserts a message with the pair's next `seq` (every insert goes through here): its id. */
export async function insertMessage(
  trx: Knex.Transaction,
  m: { senderId: number; recipientId: number; body: string; at: Date },
): Promise<number> {
  const [id] = (await trx('messages').insert({
    ...pairOf(m.senderId, m.recipientId),
    seq: await nextSeq(trx, m.senderId, m.recipientId),
    sender_id: m.senderId,
    recipient_id: m.recipientId,
    body: m.body,
    created_at: m.at,
  })) as number[];
  return Number(id);
}

/** Starting a conversation: a verified email, and a new account's daily limit towards strangers. */
async function checkFirstMessage(
  ctx: ServiceContext,
  self: { id: number; verified_email: unknown; created_at: unknown },
  otherId: number,
): Promise<void> {
  if (!toBool(self.verified_email)) {
    throw new ApiError(403, ErrorCode.AccessDenied, recoveryMessages.verifyPromptBody, EMAIL_NOT_VERIFIED);
  }
  const created = toDate(self.created_at as Date);
  const isNew = created !== null && Date.now() - created.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
  if (!isNew || (await follows(ctx.db, otherId, Number(self.id)))) return;
  const started = await countStartedWithStrangers(ctx.db, Number(self.id), new Date(Date.now() - DAY_MS));
  if (started >= NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY) {
    throw new ApiError(429, 429, E.newAccountLimit, 'RateLimited');
  }
}

/** Both sides' rows exist (a concurrent first message may have made them: insert-or-ignore). */
async function ensureSides(
  trx: Knex.Transaction,
  a: number,
  b: number,
  at: Date,
  aStarts: boolean,
): Promise<void> {
  const row = (userId: number, otherId: number, initiated: boolean) => ({
    user_id: userId,
    other_user_id: otherId,
    listed: true,
    unread: 0,
    message_count: 0,
    cleared_upto_id: 0,
    last_message_at: at,
    initiated,
    created_at: at,
  });
  await trx('conversations')
    .insert([row(a, b, aStarts), row(b, a, false)])
    .onConflict(['user_id', 'other_user_id'])
    .ignore();
}

/** `DELETE /api/v3/users/{me}/inbox/{other}?message_id=`: the viewer's own message, for both sides. */
export async function deleteMessage(
  ctx: ServiceContext,
  me: string,
  otherName: string,
  messageId: number,
): Promise<void> {
  const viewer = requireMe(ctx, me);
  const other = await requireOther(ctx, otherName);
  const otherId = Number(other.id);
  await requireWriter(ctx);
  // The pair's lock first, as a send takes it: a delete and a send then queue instead of locking
  // the two sides' rows in opposite orders.
  await writeTransaction(ctx.db, async (trx) => {
    await lockPair(trx, viewer.id, otherId);
    const msg = (await trx('messages')
      .where({ id: messageId, ...pairOf(viewer.id, otherId) })
      .whereNull('deleted_at')
      .first('id', 'sender_id')) as { id: number; sender_id: number } | undefined;
    if (!msg) throw new ApiError(404, ErrorCode.InvalidValue, E.messageNotFound, 'NotFound');
    if (Number(msg.sender_id) !== viewer.id) throw forbidden(E.notYourMessage);
    await trx('messages').where({ id: messageId }).update({ deleted_at: new Date() });
    const sides = (await trx('conversations').where((w) =>
      w
        .where({ user_id: viewer.id, other_user_id: otherId })
        .orWhere({ user_id: otherId, other_user_id: viewer.id }),
    )) as ConversationRow[];
    const last = await lastLiveMessageId(trx, viewer.id, otherId);
    for (const s of sides) {
      if (messageId <= Number(s.cleared_upto_id)) continue;
      const change: Record<string, unknown> = {
        message_count: Math.max(0, Number(s.message_count) - 1),
        last_message_id: last,
      };
      // The recipient's unread messages are the newest ones: this one was unread if it is among them.
      if (Number(s.user_id) === otherId && Number(s.unread) > 0) {
        const newer = (await trx('messages')
          .where(pairOf(viewer.id, otherId))
          .whereNull('deleted_at')
          .where('id', '>', messageId)
          .limit(Number(s.unread))
          .pluck('id')) as number[];
        if (newer.length < Number(s.unread)) change.unread = Number(s.unread) - 1;
      }
      await trx('conversations').where({ id: s.id }).update(change);
    }
  });
}

/** `DELETE /api/v3/users/{me}/inbox/{other}`: gone from the viewer's inbox, kept for the other side. */
export async function deleteConversation(ctx: ServiceContext, me: string, otherName: string): Promise<void> {
  const viewer = requireMe(ctx, me);
  const other = await requireOther(ctx, otherName);
  const otherId = Number(other.id);
  await ctx.db.transaction(async (trx) => {
    const upto = (await trx('messages').where(pairOf(viewer.id, otherId)).max({ id: 'id' }).first()) as
      { id: number | null } | undefined;
    await trx('conversations')
      .where({ user_id: viewer.id, other_user_id: otherId })
      .update({ listed: false, unread: 0, message_count: 0, cleared_upto_id: Number(upto?.id ?? 0) });
  });
}
