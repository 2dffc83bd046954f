import fc from 'fast-check';
import { toWireTime, toWireTimeOrNull } from './clock';

describe('toWireTime', () => {
  it('sends whole seconds in UTC with a Z', () => {
    expect(toWireTime(new Date('2026-11-29T16:05:07.891Z'))).toBe('2026-11-29T16:05:07Z');
    expect(toWireTime(new Date(Date.UTC(1999, 0, 1)))).toBe('1999-01-01T00:00:00Z');
    expect(toWireTimeOrNull(null)).toBeNull();
  });

  it('is the ISO form without its milliseconds for any date, the six-digit years included', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const wire = toWireTime(date);
        expect(wire).toBe(date.toISOString().replace(/\.\d{3}Z$/, 'Z'));
        expect(new Date(wire).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
      }),
    );
  });
});
