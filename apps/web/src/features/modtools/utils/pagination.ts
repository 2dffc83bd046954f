/** Modtools lists ask for 10 items a page (docs/api/constants.md §9). */
export const MODTOOLS_PAGE_SIZE = 10;

export type PageItem = number | 'gap';

export function pageCount(total: number, pageSize = MODTOOLS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to offer (docs/api/constants.md §9): all of them under 10 pages, otherwise
 * the first 8, a gap, the current page when it lies beyond them, and the last.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count < 10) return Array.from({ length: count }, (_, index) => index + 1);
  const items: PageItem[] = Array.from({ length: 8 }, (_, index) => index + 1);
  if (current > 8 && current < count) {
    items.push('gap', current);
    if (current < count - 1) items.push('gap');
  } else {
    items.push('gap');
  }
  items.push(count);
  return items;
}
