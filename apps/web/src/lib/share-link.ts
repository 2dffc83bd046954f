import { UiMessages } from '@app/contract';

interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

/** Copies a link and says how it went (docs/api/constants.md §8, Clipboard). */
export async function copyLink(url: string, clipboard: ClipboardLike | null = navigator.clipboard ?? null): Promise<{ ok: boolean; message: string }> {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(url);
    return { ok: true, message: UiMessages.linkCopied };
  } catch {
    return { ok: false, message: UiMessages.linkCopyFailed };
  }
}

/** The absolute address of a same-site path, for copying or sharing. */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}
