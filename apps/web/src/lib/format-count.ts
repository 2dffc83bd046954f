/** Count shortening (docs/api/constants.md §9): 991 → '1.0k', 99 498 → '99k'... 'm' above 999 000. */
export function shortenCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const n = Math.abs(count);
  if (n <= 990) return `${count}`;
  if (n < 99_498) return `${sign}${(n / 1000).toFixed(1)}k`;
  if (n <= 999_000) return `${sign}${Math.round(n / 1000)}k`;
  return `${sign}${(n / 1_000_000).toFixed(1)}m`;
}
