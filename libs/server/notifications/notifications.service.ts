import { Injectable } from '@nestjs/common';
import { Limits, Notification, NotificationsPage, NotificationView, Success } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { decodeCursor, encodeCursor } from './notification-cursor';
import { RenderFormat } from './notification-renderer';
import { NotificationViews } from './notification-views.service';
import type { NotificationRecord } from './notification.types';
import { NotificationsRepository } from './notifications.repository';

export interface RenderQuery {
  render?: string;
  format?: string;
}

/** The logged-in receiver. */
export interface NotificationReader {
  userId: string;
}

/** The endpoints of docs/api/notifications.md §4, for the logged-in receiver. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly views: NotificationViews,
    private readonly clock: Clock,
  ) {}

  async list(query: RenderQuery & { next?: string }, reader: NotificationReader): Promise<NotificationsPage> {
    const render = parseRender(query);
    const after = query.next ? decodeCursor(query.next) : null;
    const size = Limits.notificationsPageSize;
    const [records, counts] = await Promise.all([this.notifications.page(reader.userId, after, size + 1), this.notifications.counts(reader.userId)]);
    const page = records.slice(0, size);
    const last = page[page.length - 1];
    return {
      count: counts.count,
      newCount: counts.newCount,
      items: page.length ? await this.views.toViews(page, render, reader.userId) : null,
      next: records.length > size ? encodeCursor(last) : '',
    };
  }

  /** `POST /api/notifications?action=`: the query's `render`/`format` are ignored here (§4). */
  async act(action: string | undefined, type: string | undefined, reader: NotificationReader): Promise<Success> {
    if (action === 'markAllAsSeen') await this.notifications.markAllSeen(reader.userId, type || null, this.clock.now());
    else if (action === 'resetNewCount') await this.notifications.resetNewCount(reader.userId);
    else if (action === 'deleteAll') await this.notifications.deleteAll(reader.userId);
    else throw new DomainError('INVALID_ACTION');
    return { success: true };
  }

  async getOne(rawId: string, query: RenderQuery, reader: NotificationReader): Promise<Notification | NotificationView> {
    const render = parseRender(query);
    return this.view(await this.owned(rawId, reader), render, reader);
  }

  /** `seen=false` marks unseen, anything else seen; from a push click the badge is recounted (§1). */
  async markAsSeen(
    rawId: string,
    query: RenderQuery & { action?: string; seen?: string; seenFrom?: string },
    reader: NotificationReader,
  ): Promise<Notification | NotificationView> {
    const render = parseRender(query);
    const record = await this.owned(rawId, reader);
    if (query.action !== 'markAsSeen') throw new DomainError('INVALID_ACTION');
    const updated = await this.notifications.setSeen(record.id, query.seen !== 'false', this.clock.now());
    if (!updated) throw new DomainError('NOTIF_NOT_FOUND');
    if (query.seenFrom === 'webpush') await this.notifications.recountNew(reader.userId);
    return this.view(updated, render, reader);
  }

  /** Answers the notification as it was; the badge stays (§1). */
  async delete(rawId: string, query: RenderQuery, reader: NotificationReader): Promise<Notification | NotificationView> {
    const render = parseRender(query);
    const record = await this.owned(rawId, reader);
    const view = await this.view(record, render, reader);
    await this.notifications.delete(record.id);
    return view;
  }

  private async owned(rawId: string, reader: NotificationReader): Promise<NotificationRecord> {
    const record = /^\d{1,9}$/.test(rawId) ? await this.notifications.find(Number(rawId)) : null;
    // Someone else's notification answers as an unknown one: a 403 would tell that the id exists.
    if (!record || record.userId !== reader.userId) throw new DomainError('NOTIF_NOT_FOUND');
    return record;
  }

  private async view(record: NotificationRecord, render: RenderFormat | null, reader: NotificationReader): Promise<Notification | NotificationView> {
    const [view] = await this.views.toViews([record], render, reader.userId);
    return view;
  }
}

/** Null for the unrendered form; otherwise the format, of which only `html` and empty exist (§3). */
function parseRender(query: RenderQuery): RenderFormat | null {
  const format = query.format ?? '';
  if (format !== '' && format !== 'html') throw new DomainError('INVALID_RENDER_FORMAT');
  return query.render === 'true' ? format : null;
}
