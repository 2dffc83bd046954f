import { UiMessages } from '@app/contract';

interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

/** Copies a link and says how it went (calls-errors-constants.md §8, Clipboard). */
export async function copyLink(url: string, clipboard: ClipboardLike | null = navigator.clipboard ?? null): Promise<{ ok: boolean; message: string }> {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(url);
    return { ok: true, message: UiMessages.linkCopied };
  } catch {
    return { ok: false, message: UiMessages.linkCopyFailed };
  }
}

/** The canonical address of a post: its real community and public id, on this site. */
export function postUrl(post: { communityName: string; publicId: string }, origin: string = window.location.origin): string {
  return new URL(`/${post.communityName}/post/${post.publicId}`, origin).toString();
}
