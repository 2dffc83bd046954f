import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { looksLikeUrl, type PostDraft, type PosterInfo, validatePost } from './validate-post';

const community = { id: 'c1', name: 'general', postingRestricted: false, userMod: false };
const draft: PostDraft = { type: 'text', title: 'Hello', url: '', images: [], community };
const poster: PosterInfo = { points: 5, isAdmin: false, requireAltText: false, bannedFrom: [], imagePostSubmitReqPoints: 0, linkPostSubmitReqPoints: 0 };

describe('validatePost', () => {
  it('accepts a good text post', () => expect(validatePost(draft, poster, false)).toBeNull());
  it('needs a community and a title of 3 or more', () => {
    expect(validatePost({ ...draft, community: null }, poster, false)).toBe(UiMessages.selectCommunityFirst);
    expect(validatePost({ ...draft, title: '  ' }, poster, false)).toBe(UiMessages.postNeedsTitle);
    expect(validatePost({ ...draft, title: 'ab' }, poster, false)).toBe(UiMessages.titleTooShort);
  });
  it('checks images: none, too many, alt text, points', () => {
    const image = { type: 'image' as const };
    expect(validatePost({ ...draft, ...image }, poster, false)).toBe(UiMessages.noImageUploaded);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: `${i}`, altText: 'x' }));
    expect(validatePost({ ...draft, ...image, images: eleven }, poster, false)).toBe(UiMessages.tooManyImages);
    const blank = [{ id: '1', altText: ' ' }];
    expect(validatePost({ ...draft, ...image, images: blank }, { ...poster, requireAltText: true }, false)).toBe(UiMessages.altTextMissing);
    expect(validatePost({ ...draft, ...image, images: blank }, { ...poster, imagePostSubmitReqPoints: 10 }, false)).toBe(UiMessages.notEnoughPointsImage);
  });
  it('checks links, restricted communities and bans', () => {
    expect(validatePost({ ...draft, type: 'link' }, poster, false)).toBe(UiMessages.emptyUrl);
    expect(validatePost({ ...draft, type: 'link', url: 'https://a.example' }, { ...poster, linkPostSubmitReqPoints: 9 }, false)).toBe(
      UiMessages.notEnoughPointsLink,
    );
    expect(validatePost({ ...draft, community: { ...community, postingRestricted: true } }, poster, false)).toBe(UiMessages.postingRestricted);
    expect(validatePost(draft, { ...poster, bannedFrom: ['c1'] }, false)).toBe(UiMessages.bannedFrom('general'));
  });
  it('recognises pasted URLs', () => {
    expect(looksLikeUrl('https://a.example/x')).toBe(true);
    expect(looksLikeUrl('hello https://a.example')).toBe(false);
  });
});
