import { type Image, UiMessages } from '@app/contract';
import { useState } from 'react';
import { ThumbnailImage } from '../../../components/image/responsive-image';
import { type YouTubeVideo, youTubeEmbedUrl } from '../utils/youtube';

interface YouTubeEmbedProps {
  video: YouTubeVideo;
  title: string;
  /** The link thumbnail the server already stored, so the placeholder costs no third-party request. */
  thumbnail: Image | null;
  isEager: boolean;
}

function PlayIcon() {
  return (
    <svg className="video-embed__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
      <rect width="68" height="48" rx="12" fill="#e62117" />
      <path d="M27 14v20l18-10z" fill="#fff" />
    </svg>
  );
}

/**
 * A 16:9 YouTube player that loads only when asked: the player is heavy and sets third-party
 * cookies, so a feed of videos shows placeholders until the viewer presses play.
 */
export function YouTubeEmbed({ video, title, thumbnail, isEager }: YouTubeEmbedProps) {
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <div className="video-embed">
      {isPlaying ? (
        <iframe
          className="video-embed__frame"
          src={youTubeEmbedUrl(video, true)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-embed__placeholder" aria-label={UiMessages.playVideo(title)} onClick={() => setIsPlaying(true)}>
          {thumbnail && <ThumbnailImage image={thumbnail} minWidth={480} className="video-embed__thumb" isEager={isEager} />}
          {/* The title over the picture, as YouTube's own placeholder shows it (the button's name already says it). */}
          <span className="video-embed__title" aria-hidden="true">
            {title}
          </span>
          <PlayIcon />
        </button>
      )}
    </div>
  );
}
