import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

export interface NewAccount {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string;
  createdIp: string;
  createdAt: Date;
}

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: readonly string[]): Promise<UserEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.users.createQueryBuilder('u').where('u.id IN (:...ids)', { ids }).getMany();
  }

  /** Usernames are unique case-insensitively; the lower(username) index serves this. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getOne();
  }

  /** Returns null when the name is taken (the unique index decides, so two racing signups cannot both win). */
  async insert(account: NewAccount): Promise<UserEntity | null> {
    try {
      await this.users.insert({ ...account, lastSeen: account.createdAt, lastSeenIp: account.createdIp });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
    return this.findById(account.id);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async recordActivity(id: string, ip: string, at: Date): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ lastSeen: at, lastSeenIp: ip })
      .where('id = :id AND deleted_at IS NULL', { id })
      .execute();
  }

  /** Karma moves with votes inside the vote's transaction (algorithms.md §7). */
  async addPoints(tx: EntityManager, userId: string, delta: number): Promise<void> {
    if (delta !== 0) await tx.query(`UPDATE users SET points = points + $2 WHERE id = $1`, [userId, delta]);
  }

  async incrementPostCount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`UPDATE users SET no_posts = no_posts + 1 WHERE id = $1`, [userId]);
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Returns false when no such account exists. */
  async setAdmin(username: string, isAdmin: boolean): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ isAdmin })
      .where('lower(username) = lower(:username)', { username })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Moves `no_comments` inside the transaction that adds or deletes the comment; never below zero. */
  async incrementCommentCount(tx: EntityManager, userId: string, delta: number): Promise<void> {
    await tx.query(`UPDATE users SET no_comments = greatest(no_comments + $2, 0) WHERE id = $1`, [userId, delta]);
  }
}
