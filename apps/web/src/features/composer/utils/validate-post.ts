import { type Community, Limits, type PostType, UiMessages } from '@app/contract';

export interface DraftImage {
  id: string;
  altText: string;
}

export interface PostDraft {
  type: PostType;
  title: string;
  url: string;
  images: DraftImage[];
  community: Pick<Community, 'id' | 'name' | 'postingRestricted' | 'userMod'> | null;
}

export interface PosterInfo {
  points: number;
  isAdmin: boolean;
  requireAltText: boolean;
  bannedFrom: string[];
  imagePostSubmitReqPoints: number;
  linkPostSubmitReqPoints: number;
}

/** A threshold under 1 means no requirement. */
function lacksPoints(points: number, threshold: number): boolean {
  return threshold >= 1 && points < threshold;
}

/** The composer's checks, in the order of docs/screens.md §5 (Post); null when the post can be sent. */
export function validatePost(draft: PostDraft, poster: PosterInfo, isEditing: boolean): string | null {
  if (!draft.community) return UiMessages.selectCommunityFirst;
  const title = draft.title.trim();
  if (title === '') return UiMessages.postNeedsTitle;
  if (title.length < Limits.postTitleMin) return UiMessages.titleTooShort;
  if (isEditing) return null;
  if (poster.bannedFrom.includes(draft.community.id)) return UiMessages.bannedFrom(draft.community.name);
  if (draft.community.postingRestricted && !draft.community.userMod && !poster.isAdmin) return UiMessages.postingRestricted;
  if (draft.type === 'image') {
    if (draft.images.length === 0) return UiMessages.noImageUploaded;
    if (draft.images.length > Limits.imagesPerPostMax) return UiMessages.tooManyImages;
    if (poster.requireAltText && draft.images.some((image) => image.altText.trim() === '')) return UiMessages.altTextMissing;
    if (lacksPoints(poster.points, poster.imagePostSubmitReqPoints)) return UiMessages.notEnoughPointsImage;
  }
  if (draft.type === 'link') {
    if (draft.url.trim() === '') return UiMessages.emptyUrl;
    if (lacksPoints(poster.points, poster.linkPostSubmitReqPoints)) return UiMessages.notEnoughPointsLink;
  }
  return null;
}

export function looksLikeUrl(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text.trim());
}
