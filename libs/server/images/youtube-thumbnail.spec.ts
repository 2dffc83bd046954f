import { youTubeThumbnailUrl } from './youtube-thumbnail';

describe('youTubeThumbnailUrl', () => {
  it("gives YouTube's still for each form of video link", () => {
    const still = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=1m2s',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youTubeThumbnailUrl(link)).toBe(still);
    }
  });

  it('gives nothing for other links and malformed ids', () => {
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/channel/UC123',
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/dQw4w9WgXcQ/../x%2F',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(youTubeThumbnailUrl(link)).toBeUndefined();
    }
  });
});
