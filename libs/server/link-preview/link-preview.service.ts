import { Injectable } from '@nestjs/common';
import { DomainError } from '@app/server/core/errors';
import { checkFetchUrl } from './fetch-url';
import { LinkInfo } from './link-preview.types';
import { extractOgTitle } from './og-title';
import { MAX_HTML_BYTES, SafeFetcher } from './safe-fetcher';

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

@Injectable()
export class LinkPreviewService {
  constructor(private readonly fetcher: SafeFetcher) {}

  /** `GET /api/_link_info` (docs/api/posts.md): the page's og:title (the route guard counts 1000 per hour per user). */
  async linkInfo(url: unknown): Promise<LinkInfo> {
    if (typeof url !== 'string') throw new DomainError('INVALID_URL');
    return { title: await this.titleOf(url) };
  }

  /**
   * The page's first og:title (see `extractOgTitle`). A URL that is not an absolute http(s) URL is
   * `400 invalid-url`; everything else that goes wrong (refused address or port, DNS, timeout, too
   * big, not HTML, a non-2xx answer) gives '' as a page without the tag does: upstream's 500 tells
   * the client nothing more, and a uniform answer tells a caller nothing about the server's network.
   */
  async titleOf(url: string, signal?: AbortSignal): Promise<string> {
    const checked = checkFetchUrl(url, true);
    if (!checked.ok && (checked.reason === 'invalid-url' || checked.reason === 'forbidden-scheme')) throw new DomainError('INVALID_URL');
    const page = await this.fetcher.fetch(url, { maxBytes: MAX_HTML_BYTES, acceptContentTypes: HTML_TYPES, signal });
    if (!page.ok || page.status < 200 || page.status > 299) return '';
    return extractOgTitle(decodeText(page.body, page.charset));
  }
}

/** The body in the charset Content-Type names; UTF-8 when it names none or one Node does not know. */
export function decodeText(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
