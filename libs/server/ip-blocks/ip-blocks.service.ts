import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IPBlock, IPBlocksPage, NewIPBlockRequest } from '@app/contract';
import { Clock, toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { ModlogService } from '@app/server/modlog';
import { UsersService } from '@app/server/users';
import { BlockedAddresses } from './blocked-addresses.service';
import { parseIpRange, rangeHolds, rangeText } from './ip-ranges';
import { IpBlockRow, IpBlocksCursor, IpBlocksRepository } from './ip-blocks.repository';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const HOUR_MS = 3_600_000;
/** `expiresIn` (hours) at or below this means "never expires" (docs/api/users.md). */
const NEVER_EXPIRES_HOURS = 0.0001;

export interface IpBlocksQuery {
  limit?: string;
  next?: string;
}

/** `/api/ipblocks` (docs/api/users.md §IP blocks). Every change reaches the in-memory lists before it answers. */
@Injectable()
export class IpBlocksService {
  constructor(
    private readonly blocks: IpBlocksRepository,
    private readonly blocked: BlockedAddresses,
    private readonly users: UsersService,
    private readonly modlog: ModlogService,
    private readonly clock: Clock,
  ) {}

  async list(query: IpBlocksQuery): Promise<IPBlocksPage> {
    const limit = parseLimit(query.limit);
    const cursor = query.next ? decodeCursor(query.next) : null;
    const rows = await this.blocks.page(cursor, limit + 1);
    const after = rows[limit];
    return { blocks: await this.toBlocks(rows.slice(0, limit)), next: after ? encodeCursor(after) : null };
  }

  /** `adminAddress` is the request's client address (after trusted proxies): no admin may block it. */
  async create(body: NewIPBlockRequest, adminId: string, adminAddress: string): Promise<IPBlock> {
    const range = parseIpRange(body.address);
    if (rangeHolds(range, adminAddress)) throw new DomainError('IP_RANGE_HOLDS_OWN_ADDRESS');
    const now = this.clock.now();
    const hours = body.expiresIn ?? 0;
    const associatedUsers = await this.users.usernamesLastSeenIn(rangeText(range));
    const row = await this.blocks.transaction(async (tx) => {
      const inserted = await this.blocks.insert(
        {
          ip: range.ip,
          maskedBits: range.maskedBits,
          createdAt: now,
          createdBy: adminId,
          expiresAt: hours <= NEVER_EXPIRES_HOURS ? null : new Date(now.getTime() + hours * HOUR_MS),
          associatedUsers,
          note: body.note ?? '',
        },
        tx,
      );
      if (!inserted) throw new DomainError('BLOCK_DUPLICATE');
      await this.log(tx, adminId, 'add_ip_block', inserted.id, now);
      return inserted;
    });
    await this.blocked.changed();
    return (await this.toBlocks([row]))[0];
  }

  async get(rawId: string): Promise<IPBlock> {
    return (await this.toBlocks([await this.find(parseBlockId(rawId))]))[0];
  }

  /** Cancels one block in effect; one no longer in effect answers 409 (upstream fails with 500). */
  async cancel(rawId: string, adminId: string): Promise<IPBlock> {
    const id = parseBlockId(rawId);
    const row = await this.blocks.transaction(async (tx) => {
      const cancelled = await this.blocks.cancel(id, this.clock.now(), tx);
      if (cancelled) await this.log(tx, adminId, 'cancel_ip_block', cancelled.id);
      return cancelled;
    });
    if (!row) {
      await this.find(id);
      throw new DomainError('BLOCK_NOT_IN_EFFECT');
    }
    await this.blocked.changed();
    return (await this.toBlocks([row]))[0];
  }

  /** Cancels every block in effect and answers the first page. */
  async cancelAll(adminId: string): Promise<IPBlocksPage> {
    const count = await this.blocks.transaction(async (tx) => {
      const n = await this.blocks.cancelAll(this.clock.now(), tx);
      if (n > 0)
        await this.modlog.record(tx, { actorId: adminId, actedAs: 'admin', action: 'cancel_ip_block', communityId: null, reason: `All blocks (${n})` });
      return n;
    });
    if (count > 0) await this.blocked.changed();
    return this.list({});
  }

  /** The public log names the block by its id only: the address and the admin's note stay private. */
  private log(tx: EntityManager, adminId: string, action: 'add_ip_block' | 'cancel_ip_block', blockId: number, at?: Date): Promise<void> {
    return this.modlog.record(tx, { actorId: adminId, actedAs: 'admin', action, communityId: null, target: { type: 'ipblock', id: String(blockId) } }, at);
  }

  private async find(id: number): Promise<IpBlockRow> {
    const row = await this.blocks.findById(id);
    if (!row) throw new DomainError('BLOCK_NOT_FOUND');
    return row;
  }

  private async toBlocks(rows: readonly IpBlockRow[]): Promise<IPBlock[]> {
    const admins = new Map((await this.users.findByIds([...new Set(rows.map((r) => r.createdBy))])).map((u) => [u.id, u.username]));
    return rows.map((row) => ({
      id: row.id,
      ip: row.ip,
      maskedBits: row.maskedBits,
      createdAt: toWireTime(row.createdAt),
      createdBy: admins.get(row.createdBy) ?? '',
      expiresAt: toWireTimeOrNull(row.expiresAt),
      cancelledAt: toWireTimeOrNull(row.cancelledAt),
      inEffect: row.inEffect,
      associatedUsers: row.associatedUsers,
      note: row.note,
    }));
  }
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LIMIT) throw new DomainError('IPBLOCKS_INVALID_LIMIT');
  return Number(raw);
}

function parseBlockId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new DomainError('INVALID_BLOCK_ID');
  return Number(raw);
}

/** `next` is the hex of the JSON `{"inEffect":bool,"id":n}` of the next page's first block (docs/api/users.md). */
function encodeCursor(row: IpBlockRow): string {
  return Buffer.from(JSON.stringify({ inEffect: row.inEffect, id: row.id })).toString('hex');
}

function decodeCursor(next: string): IpBlocksCursor {
  if (!/^([0-9a-f]{2})+$/i.test(next)) throw new DomainError('IPBLOCKS_INVALID_NEXT');
  try {
    const value = JSON.parse(Buffer.from(next, 'hex').toString('utf8')) as Partial<IpBlocksCursor>;
    if (typeof value.inEffect === 'boolean' && Number.isInteger(value.id)) return { inEffect: value.inEffect, id: value.id as number };
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('IPBLOCKS_INVALID_NEXT');
}
