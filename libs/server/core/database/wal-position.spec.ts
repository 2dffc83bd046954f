import { insertPositionAsReplayed, parseWalPosition, walPositionFromKey, walPositionKey } from './wal-position';

describe('WAL positions', () => {
  it('orders positions as PostgreSQL does, across the high word', () => {
    expect(parseWalPosition('0/16B3748')).toBe(0x16b3748n);
    expect(parseWalPosition('1/0') > parseWalPosition('0/FFFFFFFF')).toBe(true);
    expect(() => parseWalPosition('16B3748')).toThrow('not a WAL position');
  });

  it('keeps the order in its fixed-width text form', () => {
    const low = walPositionKey(parseWalPosition('0/FFFFFFFF'));
    const high = walPositionKey(parseWalPosition('1/0'));
    expect(low.length).toBe(16);
    expect(low < high).toBe(true);
    expect(walPositionFromKey(high)).toBe(0x100000000n);
  });

  it('reads an insert position past a page header as the page boundary a replica replays to', () => {
    expect(insertPositionAsReplayed(parseWalPosition('0/3002018'))).toBe(parseWalPosition('0/3002000'));
    expect(insertPositionAsReplayed(parseWalPosition('0/4000028'))).toBe(parseWalPosition('0/4000000'));
    expect(insertPositionAsReplayed(parseWalPosition('0/3002019'))).toBe(parseWalPosition('0/3002019'));
  });
});
