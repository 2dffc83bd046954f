/**
 * Attributes every external link gets (docs/screens.md §5: new tab, no opener, no referrer,
 * nofollow); `ugc` marks it as written by a user. A module of its own so the post card, which needs only
 * this, does not carry the link rules of the markdown renderer's chunk (initial JS, docs/web.md).
 */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'nofollow noopener noreferrer ugc' } as const;
