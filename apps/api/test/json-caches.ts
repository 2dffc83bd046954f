import { CommentJsonService } from '@app/server/comments';
import { LruCache } from '@app/server/core/caching';
import { AuthorJsonService } from '@app/server/users';
import { TestApi } from './harness';

/** Empties the api's caches of serialised comments and authors, so the next page is measured cold. */
export function clearJsonCaches(api: TestApi): void {
  for (const service of [api.app.get(CommentJsonService), api.app.get(AuthorJsonService)]) (service as unknown as { cache: LruCache<unknown> }).cache.clear();
}
