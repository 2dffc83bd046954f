import { detectInputFormat } from './image-formats';

describe('detectInputFormat', () => {
  it('trusts magic numbers only', () => {
    expect(detectInputFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectInputFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectInputFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectInputFormat(Buffer.from('GIF89a...'))).toBe('gif');
    expect(detectInputFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectInputFormat(Buffer.from('II*\0'))).toBeUndefined();
    expect(detectInputFormat(Buffer.from(''))).toBeUndefined();
  });
});
