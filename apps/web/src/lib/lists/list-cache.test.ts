import type { List, ListItem, ListItemsPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { dropItem, isSameListName, savedListIds, shiftNumItems, withSavedTo } from './list-cache';
import { listNameError, restrictListName } from './list-name';

function list(id: number, name: string, numItems = 0): List {
  return { id, name, numItems } as List;
}

function item(id: number, targetType: 'post' | 'comment', targetId: string): ListItem {
  return { id, listId: 1, targetType, targetId, createdAt: '2026-01-01T00:00:00Z', targetItem: null };
}

describe('saved-to ids', () => {
  it('adds a list once and removes it', () => {
    expect(withSavedTo([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withSavedTo([1, 2], 2, true)).toEqual([1, 2]);
    expect(withSavedTo([1, 2], 1, false)).toEqual([2]);
    expect(withSavedTo([], 1, false)).toEqual([]);
  });

  it('keeps only the viewer’s own lists', () => {
    expect([...savedListIds([list(1, 'a'), list(2, 'b')], [2, 99])]).toEqual([2]);
    expect(savedListIds([list(1, 'a')], undefined).size).toBe(0);
  });
});

describe('list counts and pages', () => {
  it('shifts one list’s count, not below zero', () => {
    const lists = [list(1, 'a', 0), list(2, 'b', 4)];
    shiftNumItems(lists, 2, 1);
    shiftNumItems(lists, 1, -1);
    expect(lists.map((l) => l.numItems)).toEqual([0, 5]);
  });

  it('drops the target from every page and counts what went', () => {
    const pages: ListItemsPage[] = [
      { items: [item(1, 'post', 'p1'), item(2, 'comment', 'p1')], next: 'x' },
      { items: [item(3, 'post', 'p2')], next: null },
    ];
    expect(dropItem(pages, 1, { type: 'post', id: 'p1' })).toBe(1);
    expect(pages.flatMap((page) => page.items.map((i) => i.id))).toEqual([2, 3]);
    expect(dropItem(pages, 1, { type: 'post', id: 'nope' })).toBe(0);
    // Another list's cache keeps its copy.
    expect(dropItem(pages, 2, { type: 'post', id: 'p2' })).toBe(0);
  });
});

describe('list names', () => {
  it('accepts only name characters, up to 21', () => {
    expect(restrictListName('my list-1!')).toBe('my_list1');
    expect(restrictListName('read later')).toBe('read_later');
    expect(restrictListName('a'.repeat(30))).toHaveLength(21);
  });

  it('refuses empty, short and taken names; a list keeps its own name', () => {
    const own = [list(1, 'Reading')];
    expect(listNameError('', own)).toBe('Name cannot be empty.');
    expect(listNameError('ab', own)).toBe('List name must have at least 3 characters.');
    expect(listNameError('reading', own)).toBe('List with name reading already exists.');
    expect(listNameError('reading', own, 1)).toBeNull();
    expect(listNameError('later', own)).toBeNull();
    expect(isSameListName('ABC', 'abc')).toBe(true);
  });
});
