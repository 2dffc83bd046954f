import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error';

const error = (status: number, code?: string, isNetworkError = false) => ({ status, code, message: 'server text', isNetworkError });

describe('uploadErrorMessage', () => {
  it('uses the error catalogue texts for the upload codes', () => {
    expect(uploadErrorMessage(error(400, 'file_size_exceeded'))).toBe('Maximum file size exceeded.');
    expect(uploadErrorMessage(error(400, 'unsupported_image'))).toBe('Unsupported image.');
    expect(uploadErrorMessage(error(400, 'unsupported-image-format'))).toBe('Unsupported image.');
  });
  it('falls back to the general texts, never the server text', () => {
    expect(uploadErrorMessage(error(0, undefined, true))).toBe("Make sure you're connected to the internet");
    expect(uploadErrorMessage(error(429))).toBe('Whoah, slow down there!');
    expect(uploadErrorMessage(error(500))).toBe('Something went wrong.');
  });
});
