import type { Comment, List, ListItem, Post } from '@app/contract';
import { toWireTime } from '@app/server/core/clock';
import type { ListItemRecord, ListRecord } from './list.types';

export function toList(record: ListRecord, username: string): List {
  return {
    id: record.id,
    userId: record.userId,
    username,
    name: record.name,
    displayName: record.displayName,
    description: record.description,
    public: record.public,
    numItems: record.numItems,
    sort: record.sort,
    createdAt: toWireTime(record.createdAt),
    lastUpdatedAt: toWireTime(record.lastUpdatedAt),
  };
}

export function toListItem(record: ListItemRecord, targetItem: Post | Comment | null): ListItem {
  return {
    id: record.id,
    listId: record.listId,
    targetType: record.targetType,
    targetId: record.targetId,
    createdAt: toWireTime(record.createdAt),
    targetItem,
  };
}
