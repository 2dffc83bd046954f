import { createHmac } from 'node:crypto';
import { copyUrl, imageSignature, originalUrl, parseImageRequest } from './image-urls';

const secret = 'a-secret-of-enough-length-for-tests-000';
const id = '17f2a0c1b3d4e5f600112233';

describe('image URLs (docs/api/rules.md §13)', () => {
  it('signs {id}{size}{fit}.{format} with HMAC-SHA256, base64url without padding', () => {
    const expected = createHmac('sha256', secret).update(`${id}0.jpeg`).digest('base64url');
    expect(imageSignature(secret, id, 'jpeg')).toBe(expected);
    expect(originalUrl(secret, id, 'jpeg')).toBe(`/images/${id}.jpeg?sig=${expected}`);
    const copySig = createHmac('sha256', secret).update(`${id}325x250cover.jpeg`).digest('base64url');
    expect(copyUrl(secret, id, 'jpeg', { width: 325, height: 250, fit: 'cover' })).toBe(`/images/${id}.jpeg?fit=cover&sig=${copySig}&size=325x250`);
    expect(copyUrl(secret, id, 'jpeg', { width: 120, height: 120, fit: 'cover' })).toContain('&size=120');
  });

  it('reads back what it signs and refuses the rest', () => {
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    const copy = copyUrl(secret, id, 'jpeg', { width: 720, height: 1440, fit: 'contain' });
    expect(parseImageRequest(secret, `${id}.jpeg`, query(copy))).toEqual({
      ok: true,
      request: { id, format: 'jpeg', box: { width: 720, height: 1440, fit: 'contain' } },
    });
    expect(parseImageRequest(secret, `${id}.jpeg`, { ...query(copy), size: '721x1440' })).toMatchObject({ status: 400, message: 'Bad signature' });
    expect(parseImageRequest(secret, `${id}.gif`, query(copy))).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(parseImageRequest(secret, `${id}.jpeg`, { sig: 'x', fit: 'cover' })).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(parseImageRequest('another-secret', `${id}.jpeg`, query(originalUrl(secret, id, 'jpeg')))).toMatchObject({ message: 'Bad signature' });
  });
});
