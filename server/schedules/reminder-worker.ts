/**
 * Sends the schedules' due reminders as type-4 messages (spec 000 section 4), exactly once whichever
 * replica runs it and across restarts.
 *
 * Every replica polls. One due reminder is taken per transaction with `for update skip locked`: the
 * message and its receipts are stored, the reminder marked sent and the next occurrence's planned in
 * that same transaction, so a reminder is either sent and marked (committed) or neither (rolled back,
 * by an error or a crash, and taken again by the next poll of any replica). Another replica polling
 * at the same time skips the locked row instead of waiting for it and then finds it sent. The socket
 * push follows the commit: a push lost with a dying process leaves the message in the receivers'
 * lists, shown at their next `initMessage`.
 */
import type { FastifyInstance } from 'fastify';
import { platformDateTime, platformClock, type ScheduleMessageBody } from '../../api/schedule';
import { queryOne } from '../db/database';
import { detached } from '../detached';
import { createMessage } from '../messages/message-store';
import { planNextReminder } from './reminder-plan';
import { occurrenceId, scheduleColumns, type ScheduleRow } from './schedule-rows';

/** How often a replica looks for due reminders. */
export const REMINDER_POLL_MS = 1_000;
/** Reminders sent by one poll at most; the rest wait for the next (a catch-up after a long stop). */
const MAX_PER_POLL = 200;

interface DueReminder {
  schedule_id: string;
  occurrence_start: Date;
}

interface Sent {
  id: string;
  title: string;
  releaseTime: number;
  senderId: string;
  receivers: string[];
}

export const reminderTitle = (title: string) => `日程提醒：${title}`;

/** When the occurrence takes place, as the message's excerpt says it. */
function whenText(row: ScheduleRow, start: number): string {
  const end = start + (row.end_time.getTime() - row.start_time.getTime());
  if (row.all_day === 1) {
    const first = platformDateTime(start).slice(0, 10);
    const last = platformDateTime(end).slice(0, 10);
    return first === last ? `${first} 全天` : `${first} 至 ${last} 全天`;
  }
  const endText = platformDateTime(end).slice(0, 10) === platformDateTime(start).slice(0, 10) ? platformClock(end) : platformDateTime(end);
  return `${platformDateTime(start)} 至 ${endText}`;
}

export class ScheduleReminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(private readonly app: FastifyInstance) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(REMINDER_POLL_MS));
      detached(this.running, this.app.log, 'schedule reminders failed');
    }, delay);
    this.timer.unref();
  }

  /** Sends what is due now; answers how many reminders were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (let taken = 0; taken < MAX_PER_POLL; taken++) {
      const message = await this.sendOne(this.app.ctx.clock().getTime());
      if (message === null) break;
      if (message === 'skipped') continue;
      sent++;
      await this.app.messaging.pushMessage({ ...message, type: 4 });
    }
    return sent;
  }

  /** One due reminder, stored and marked in one transaction; null when none is due. */
  private sendOne(now: number): Promise<Sent | 'skipped' | null> {
    return this.app.ctx.db.transaction(async (tx) => {
      const due = await queryOne<DueReminder>(
        tx,
        `select schedule_id, occurrence_start from schedule_reminder
          where sent_at is null and remind_at <= $1
          order by remind_at limit 1 for update skip locked`,
        [new Date(now)],
      );
      if (!due) return null;
      const row = await queryOne<ScheduleRow>(tx, `select ${scheduleColumns} from schedule s where s.id = $1`, [due.schedule_id]);
      const start = due.occurrence_start.getTime();
      const mark = (messageId: string | null) =>
        tx.query(`update schedule_reminder set sent_at = $3, message_id = $4 where schedule_id = $1 and occurrence_start = $2`, [
          due.schedule_id,
          due.occurrence_start,
          new Date(now),
          messageId,
        ]);
      // Deleted meanwhile (the row goes with it), or over while no server ran: nothing to remind.
      if (!row || start + (row.end_time.getTime() - row.start_time.getTime()) <= now) {
        await mark(null);
        if (row) await planNextReminder(tx, row, now, start);
        return 'skipped';
      }
      const receivers = await tx.query<{ user_id: string }>(`select user_id from schedule_user where schedule_id = $1`, [row.id]);
      const body: ScheduleMessageBody = { id: occurrenceId(row, start), groupId: row.group_id, type: 1 };
      const stored = await createMessage(
        tx,
        {
          type: 4,
          title: reminderTitle(row.title),
          excerpt: whenText(row, start),
          bodyText: JSON.stringify(body),
          creatorUserId: row.creator_user_id,
        },
        receivers.map((receiver) => receiver.user_id),
      );
      await mark(stored.id);
      await planNextReminder(tx, row, now, start);
      return {
        id: stored.id,
        title: reminderTitle(row.title),
        releaseTime: stored.releaseTime,
        senderId: row.creator_user_id ?? '',
        receivers: stored.receivers === 'all' ? [] : stored.receivers,
      };
    });
  }
}
