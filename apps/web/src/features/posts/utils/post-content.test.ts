import type { PostType } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { deleteContentOption, showsPostContent } from './post-content';

const author = { id: 'u1', isAdmin: false };
const admin = { id: 'a1', isAdmin: true };
const other = { id: 'u2', isAdmin: false };
const post = (type: PostType, deletedContent = false) => ({ type, userId: 'u1', deletedContent });

describe('showsPostContent', () => {
  it('shows a live post to everyone', () => {
    expect(showsPostContent({ deleted: false, deletedContent: false }, null)).toBe(true);
    expect(showsPostContent({ deleted: false, deletedContent: false }, other)).toBe(true);
  });

  it('hides a deleted post from everyone but admins, and deleted content from all', () => {
    expect(showsPostContent({ deleted: true, deletedContent: false }, null)).toBe(false);
    expect(showsPostContent({ deleted: true, deletedContent: false }, other)).toBe(false);
    expect(showsPostContent({ deleted: true, deletedContent: false }, admin)).toBe(true);
    expect(showsPostContent({ deleted: true, deletedContent: true }, admin)).toBe(false);
  });
});

describe('deleteContentOption', () => {
  it('offers the author Delete image / Delete link as themselves', () => {
    expect(deleteContentOption(post('image'), author)).toEqual({ kind: 'image', deleteAs: 'normal' });
    expect(deleteContentOption(post('link'), author)).toEqual({ kind: 'link', deleteAs: 'normal' });
  });

  it('offers admins the same as admins, and nobody else anything', () => {
    expect(deleteContentOption(post('image'), admin)).toEqual({ kind: 'image', deleteAs: 'admins' });
    expect(deleteContentOption(post('image'), other)).toBeNull();
    expect(deleteContentOption(post('image'), null)).toBeNull();
  });

  it('has nothing to offer on text posts or content already deleted', () => {
    expect(deleteContentOption(post('text'), author)).toBeNull();
    expect(deleteContentOption(post('link', true), admin)).toBeNull();
  });
});
