import { JoinedBytes } from './joined-bytes';

describe('JoinedBytes', () => {
  const a = Buffer.from('[1');
  const b = Buffer.from(',2]');

  it('gives the same Buffer for the same text and the same Buffer objects, and a new one when a part is another object', () => {
    const joined = new JoinedBytes(1024);
    const first = joined.join('page', ['{"x":', a, b, '}']);
    expect(first.toString()).toBe('{"x":[1,2]}');
    expect(joined.join('page', ['{"x":', a, b, '}'])).toBe(first);
    // Equal bytes in another Buffer: not known to be the same, so joined again (and right).
    const copy = joined.join('page', ['{"x":', Buffer.from('[1'), b, '}']);
    expect(copy).not.toBe(first);
    expect(copy.equals(first)).toBe(true);
    const changed = joined.join('page', ['{"y":', Buffer.from('[3'), b, '}']);
    expect(changed.toString()).toBe('{"y":[3,2]}');
    expect(joined.join('other', ['{"y":', a, b, '}'])).not.toBe(changed);
  });

  it('does not keep what is not to be remembered, and keeps nothing with a bound of 0', () => {
    const joined = new JoinedBytes(1024);
    const kept = joined.join('page', [a, b]);
    const own = Buffer.from('!');
    expect(joined.join('page', [a, own], false).toString()).toBe('[1!');
    expect(joined.join('page', [a, b])).toBe(kept);
    // Not looked up either: the same parts made for one request give their own Buffer, with the same bytes.
    const own2 = joined.join('page', [a, b], false);
    expect(own2).not.toBe(kept);
    expect(own2.equals(kept)).toBe(true);
    expect(joined.join('page', [a, b])).toBe(kept);
    const off = new JoinedBytes(0);
    expect(off.join('page', [a, b])).not.toBe(off.join('page', [a, b]));
  });

  it("answers a kept page with its remembered bytes marked kept, and a viewer's own page unmarked and not remembered", () => {
    const joined = new JoinedBytes(1024);
    const visitor = joined.answer('page', ['{"a":1}'], true);
    expect(visitor.kept).toBe(true);
    expect(joined.answer('page', ['{"a":1}'], true).body).toBe(visitor.body);
    const member = joined.answer('page', ['{"a":2}'], false);
    expect(member.kept).toBe(false);
    expect(member.json).toBe('{"a":2}');
    // The member's page did not push out the visitors' one.
    expect(joined.answer('page', ['{"a":1}'], true).body).toBe(visitor.body);
  });
});
