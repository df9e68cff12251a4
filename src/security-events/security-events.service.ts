import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { currentRequestContext, type RequestContext } from '../common/request-context';
import { SecurityEvent } from './security-event.entity';

/** The member's history of security events: written by the flows, read by settings and export. */
@Injectable()
export class SecurityEventsService {
  constructor(
    @InjectRepository(SecurityEvent) private readonly events: Repository<SecurityEvent>,
    private readonly clock: Clock,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async record(
    userId: string,
    kind: string,
    client: RequestContext | undefined = currentRequestContext(),
    detail: string | null = null,
  ): Promise<void> {
    await this.txHost.tx.getRepository(SecurityEvent).insert({
      id: randomUUID(),
      userId,
      kind: kind.slice(0, 40),
      at: this.clock.now(),
      ip: client?.ip.slice(0, 64) || null,
      userAgent: client?.userAgent || null,
      detail: detail?.slice(0, 200) ?? null,
    });
  }

  /** Newest first. */
  listFor(userId: string, limit = 200): Promise<SecurityEvent[]> {
    return this.events.find({ where: { userId }, order: { at: 'DESC' }, take: limit });
  }
}
