import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads each cookie by name, keeping base64 padding', () => {
    expect({ ...parseCookies('SID=abc; csrftoken=AbC-_x=; other=1') }).toEqual({ SID: 'abc', csrftoken: 'AbC-_x=', other: '1' });
  });

  it('keeps the first of a repeated name', () => {
    expect(parseCookies('SID=first; SID=second').SID).toBe('first');
  });

  it('decodes percent-escapes, and keeps a value that does not decode as sent', () => {
    expect(parseCookies('a=x%20y; b=%E0%A4%A').a).toBe('x y');
    expect(parseCookies('a=x%20y; b=%E0%A4%A').b).toBe('%E0%A4%A');
  });

  it('answers no cookies for a missing or empty header', () => {
    expect({ ...parseCookies(undefined) }).toEqual({});
    expect({ ...parseCookies('') }).toEqual({});
    expect(parseCookies('novalue').novalue).toBeUndefined();
  });
});
