const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const ID_PATHS = new Set(['shorts', 'live', 'embed', 'v']);

/**
 * YouTube's still of a video link (watch, youtu.be, shorts, live, embed URLs), or undefined for any other link.
 * The fallback of a link thumbnail when the page gave no og:image (a consent page in place of the video's),
 * fetched by the server like any thumbnail, so a reader's browser still asks YouTube nothing before Play
 * (docs/api/rules.md §14). The same URL forms as the web's player (features/posts/utils/youtube.ts).
 */
export function youTubeThumbnailUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host))
    id = segments[0] === 'watch' ? url.searchParams.get('v') : segments[0] && ID_PATHS.has(segments[0]) ? segments[1] : undefined;
  return id && VIDEO_ID.test(id) ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : undefined;
}
