import { CommentJsonService, CommentsService } from '@app/server/comments';
import type { BoundedCache } from '@app/server/core/caching';
import { JoinedBytes } from '@app/server/core/raw-json';
import { PostPageService } from '@app/server/post-page';
import { AuthorJsonService } from '@app/server/users';
import { TestApi } from './harness';

/** Empties the api's caches of serialised comments, authors and assembled pages, so the next page is measured cold. */
export function clearJsonCaches(api: TestApi): void {
  for (const service of [api.app.get(CommentJsonService), api.app.get(AuthorJsonService)])
    (service as unknown as { cache: BoundedCache<object> }).cache.clear();
  (api.app.get(CommentJsonService) as unknown as { pages: JoinedBytes }).pages.clear();
  (api.app.get(CommentsService) as unknown as { pages: JoinedBytes }).pages.clear();
  (api.app.get(PostPageService) as unknown as { answers: JoinedBytes }).answers.clear();
}
