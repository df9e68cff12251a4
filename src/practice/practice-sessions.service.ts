import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import type {
  PracticeRangeDto,
  PracticeSessionDto,
  UpdatePracticeSessionDto,
} from './dto/practice-session.dto';
import type { PracticeSessionView, StoredSessionsView } from './dto/practice-responses';
import { EARLIEST, FUTURE_TOLERANCE_MS } from './practice';
import { PracticeSession } from './practice-session.entity';
import { toSessionView } from './practice-session-view';
import { DomainError } from '../common/domain-error';

export const NOT_FOUND = 'There is no such session in your journal.';
const MEASURE = 'Give the minutes or the rounds of each session.';
const IN_FUTURE = 'A session cannot start or end in the future: check the date and time.';
const TOO_EARLY = 'A session cannot be dated before the year 2000: check the date.';
/** A journal read at once: years of daily practice, still one answer of reasonable size. */
const LIST_LIMIT = 2000;

const OFFSET = /(Z|([+-])(\d{2}):(\d{2}))$/;

/** The UTC offset written in an ISO 8601 date-time, in minutes east. */
function offsetMinutes(iso: string): number {
  const match = OFFSET.exec(iso)!;
  if (match[1] === 'Z') return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === '-' ? -minutes : minutes;
}

/** A member's journal: sessions stored once per client id, read, corrected and removed. */
@Injectable()
export class PracticeSessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the sessions not stored before (by client id) and answers every sent session as
   * stored, so a queue sent twice, or from two tabs at once, ends with one row each.
   */
  async store(userId: string, sent: PracticeSessionDto[]): Promise<StoredSessionsView> {
    const now = this.clock.now();
    const rows = [...new Map(sent.map((s) => [s.clientId.toLowerCase(), s])).values()].map((s) =>
      this.toRow(userId, s, now),
    );
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(PracticeSession)
        .values(rows)
        .orIgnore()
        .returning(['id'])
        .execute();
      const stored = await manager.getRepository(PracticeSession).find({
        where: { userId, clientId: In(rows.map((r) => r.clientId)) },
        order: { startedAt: 'ASC' },
      });
      return {
        stored: (inserted.raw as unknown[]).length,
        sessions: stored.map(toSessionView),
      };
    });
  }

  private toRow(userId: string, s: PracticeSessionDto, now: Date) {
    if (s.minutes === undefined && s.rounds === undefined)
      throw new DomainError('invalid', MEASURE);
    const startedAt = new Date(s.startedAt);
    const seconds = s.minutes === undefined ? null : Math.round(s.minutes * 60);
    const endsAt = startedAt.getTime() + (seconds ?? 0) * 1000;
    if (endsAt > now.getTime() + FUTURE_TOLERANCE_MS) throw new DomainError('invalid', IN_FUTURE);
    if (startedAt.getTime() < EARLIEST) throw new DomainError('invalid', TOO_EARLY);
    return {
      userId,
      clientId: s.clientId.toLowerCase(),
      practice: s.practice,
      startedAt,
      utcOffset: offsetMinutes(s.startedAt),
      // The wall-clock date written in the start is the day the member lived it.
      localDay: s.startedAt.slice(0, 10),
      seconds,
      rounds: s.rounds ?? null,
      note: s.note ?? null,
      createdAt: now,
      updatedAt: now,
    };
  }

  async list(userId: string, range: PracticeRangeDto): Promise<PracticeSessionView[]> {
    if (range.from && range.to && range.from > range.to) {
      throw new DomainError('invalid', 'The start of the range must come before its end.');
    }
    const query = this.dataSource
      .getRepository(PracticeSession)
      .createQueryBuilder('s')
      .where('s.user_id = :userId', { userId })
      .orderBy('s.started_at', 'DESC')
      .limit(LIST_LIMIT);
    if (range.from) query.andWhere('s.local_day >= :from', { from: range.from });
    if (range.to) query.andWhere('s.local_day <= :to', { to: range.to });
    return (await query.getMany()).map(toSessionView);
  }

  async update(
    userId: string,
    id: string,
    change: UpdatePracticeSessionDto,
  ): Promise<PracticeSessionView> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const row = await this.own(manager, userId, id);
      if (change.practice !== undefined) row.practice = change.practice;
      if (change.minutes !== undefined) {
        row.seconds = change.minutes === null ? null : Math.round(change.minutes * 60);
      }
      if (change.rounds !== undefined) row.rounds = change.rounds;
      if (change.note !== undefined) row.note = change.note;
      if (row.seconds === null && row.rounds === null) throw new DomainError('invalid', MEASURE);
      const endsAt = new Date(row.startedAt).getTime() + (row.seconds ?? 0) * 1000;
      if (endsAt > this.clock.nowMs() + FUTURE_TOLERANCE_MS && change.minutes != null) {
        throw new DomainError(
          'invalid',
          `A session that started then cannot be ${change.minutes} minutes long yet.`,
        );
      }
      row.updatedAt = this.clock.now();
      await manager.getRepository(PracticeSession).save(row);
      return toSessionView(row);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.dataSource
      .getRepository(PracticeSession)
      .delete({ id: this.checkedId(id), userId });
    if (!result.affected) throw new DomainError('not-found', NOT_FOUND);
  }

  /** The member's own session; another member's is "no such session", as one that never was. */
  private async own(manager: EntityManager, userId: string, id: string) {
    const row = await manager
      .getRepository(PracticeSession)
      .findOne({ where: { id: this.checkedId(id), userId }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new DomainError('not-found', NOT_FOUND);
    return row;
  }

  private checkedId(id: string): string {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new DomainError('not-found', NOT_FOUND);
    }
    return id;
  }
}
