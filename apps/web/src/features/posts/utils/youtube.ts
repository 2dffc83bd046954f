export interface YouTubeVideo {
  id: string;
  /** Where playback starts, in seconds (0 = the beginning). */
  start: number;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
// Paths that carry the id as their second segment: /shorts/{id}, /live/{id}, /embed/{id}, /v/{id}.
const ID_PATHS = new Set(['shorts', 'live', 'embed', 'v']);
/** Privacy-enhanced host: no cookies until the viewer plays the video. */
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Seconds from a `t`/`start` value: `90`, `90s`, `1m30s`, `1h2m3s`; 0 when unreadable. */
export function parseStartTime(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function videoIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] && ID_PATHS.has(segments[0])) return segments[1] ?? null;
  return null;
}

/** The video a YouTube link points to (watch, youtu.be, shorts, live and embed URLs), or null. */
export function parseYouTubeUrl(raw: string): YouTubeVideo | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = videoIdOf(url);
  if (!id || !VIDEO_ID.test(id)) return null;
  return { id, start: parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start')) };
}

/** The player URL; `autoplay` when the viewer already asked to play by clicking the placeholder. */
export function youTubeEmbedUrl(video: YouTubeVideo, autoplay = false): string {
  const params = new URLSearchParams();
  if (video.start > 0) params.set('start', String(video.start));
  if (autoplay) params.set('autoplay', '1');
  const query = params.toString();
  return `${EMBED_ORIGIN}/embed/${video.id}${query ? `?${query}` : ''}`;
}
