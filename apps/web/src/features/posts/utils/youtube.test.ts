import { describe, expect, it } from 'vitest';
import { parseStartTime, parseYouTubeUrl, youTubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/live/${ID}?si=x`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the video in %s', (url) => {
    expect(parseYouTubeUrl(url)?.id).toBe(ID);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/@someone',
    'https://youtu.be/',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a url',
  ])('rejects %s', (url) => {
    expect(parseYouTubeUrl(url)).toBeNull();
  });

  it('reads the start time from t or start', () => {
    expect(parseYouTubeUrl(`https://youtu.be/${ID}?t=42`)?.start).toBe(42);
    expect(parseYouTubeUrl(`https://www.youtube.com/watch?v=${ID}&t=1m5s`)?.start).toBe(65);
    expect(parseYouTubeUrl(`https://www.youtube.com/embed/${ID}?start=7`)?.start).toBe(7);
    expect(parseYouTubeUrl(`https://www.youtube.com/watch?v=${ID}`)?.start).toBe(0);
  });
});

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['abc', 0],
    ['', 0],
    [null, 0],
  ])('reads seconds and h/m/s forms, 0 otherwise: %j is %i', (input, seconds) => {
    expect(parseStartTime(input)).toBe(seconds);
  });
});

describe('youTubeEmbedUrl', () => {
  it('points at the privacy-enhanced player with the start time and autoplay', () => {
    expect(youTubeEmbedUrl({ id: ID, start: 0 })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(youTubeEmbedUrl({ id: ID, start: 65 }, true)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=65&autoplay=1`);
  });
});
