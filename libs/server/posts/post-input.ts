import { Limits, PostType, USER_GROUPS, UserGroup } from '@app/contract';
import { DomainError } from '@app/server/core/errors';

const POST_TYPES: readonly PostType[] = ['text', 'image', 'link'];

export function parsePostType(raw: string | undefined): PostType {
  if (raw === undefined || raw === '') return 'text';
  if (!(POST_TYPES as readonly string[]).includes(raw)) throw new DomainError('UNSUPPORTED_POST_TYPE');
  return raw as PostType;
}

/** A capacity parameter (`userGroup`, `deleteAs`, `lockAs`); `allowed` narrows it per action. */
export function parseUserGroup(raw: string | undefined, fallback: UserGroup | null, allowed: readonly UserGroup[] = USER_GROUPS): UserGroup {
  if ((raw === undefined || raw === '') && fallback) return fallback;
  if (!(allowed as readonly string[]).includes(raw ?? '')) throw new DomainError('INVALID_USER_GROUP');
  return raw as UserGroup;
}

/** Title rules: at least 3 bytes, cut to 255 characters (docs/api/posts.md). */
export function checkedTitle(title: string): string {
  if (Buffer.byteLength(title) < Limits.postTitleMin) throw new DomainError('TITLE_TOO_SHORT');
  return truncateChars(title, Limits.postTitleMax);
}

export function truncateChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/**
 * A link post's URL: cut to 2048 bytes, scheme-relative taken as http, and it must name a host. Only
 * http and https are kept (ours: clients render the URL as a link).
 */
export function checkedLinkUrl(raw: string | undefined): { url: string; hostname: string } {
  let text = truncateBytes((raw ?? '').trim(), Limits.linkUrlMaxBytes);
  if (text.startsWith('//')) text = `http:${text}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new DomainError('INVALID_URL');
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname) throw new DomainError('INVALID_URL');
  return { url: parsed.toString(), hostname: parsed.hostname.replace(/^\[|\]$/g, '') };
}

function truncateBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= maxBytes) return text;
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}
