import { UiMessages } from '@app/contract';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { Composer } from '../../features/composer/components/composer';
import { useGetCommunityQuery } from '../../lib/community-by-name.api';
import { useGetPostQuery } from '../../features/posts/posts.api';
import { NewPostSidebar } from './new-post-sidebar';
import { NotFoundRoute } from './not-found';
import { useDocumentTitle } from '../../lib/document-title';

/** `/new`, `/new?community={name}` and `/new?edit={publicId}`. */
export function NewPostRoute() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  useDocumentTitle(editId ? UiMessages.editPostTitle : UiMessages.screenNames.newPost);
  const communityName = params.get('community');
  const post = useGetPostQuery(editId ?? '', { skip: !editId });
  const community = useGetCommunityQuery(communityName ?? '', { skip: !communityName || Boolean(editId) });
  if (post.isLoading || community.isLoading) return <PageLoading />;
  if (editId && !post.data) return <NotFoundRoute />;
  return (
    <Composer
      key={editId ?? communityName ?? 'new'}
      editing={post.data ?? null}
      initialCommunity={community.data ?? null}
      sidebar={(chosen) => <NewPostSidebar community={chosen} />}
    />
  );
}
