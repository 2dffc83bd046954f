import type { Community } from '@app/contract';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';

export type CommunityImageKind = 'pro_pic' | 'banner_image';

/** Save: upload `file` if given, then set `altText` (when not null) on the resulting or current image. Or delete it. */
export type CommunityImageEdit =
  | { communityId: string; kind: CommunityImageKind; action: 'save'; file: File | null; imageId: string | null; altText: string | null }
  | { communityId: string; kind: CommunityImageKind; action: 'delete' };

/** What the dialog confirms: the alt text was written, only the image, or the image deleted. */
export type CommunityImageResult = 'altText' | 'image' | 'deleted';

/**
 * Icon and banner editing (docs/api/communities.md, "Community pictures"; docs/api/posts.md, "PUT /api/images"), injected
 * from the lazily loaded image dialog. One mutation for the dialog's two or three calls, so the shared
 * failure alert has one name to skip and the dialog shows the error itself.
 */
export const communityImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    editCommunityImage: build.mutation<CommunityImageResult, CommunityImageEdit>({
      async queryFn(edit, _api, _extra, baseQuery) {
        const url = `/api/communities/${edit.communityId}/${edit.kind}`;
        if (edit.action === 'delete') {
          const removed = await baseQuery({ url, method: 'DELETE' });
          return removed.error ? { error: removed.error as ApiError } : { data: 'deleted' };
        }
        let imageId = edit.imageId;
        if (edit.file) {
          const form = new FormData();
          form.append('image', edit.file);
          const uploaded = await baseQuery({ url, method: 'POST', body: form });
          if (uploaded.error) return { error: uploaded.error as ApiError };
          const community = uploaded.data as Community;
          imageId = (edit.kind === 'pro_pic' ? community.proPic : community.bannerImage)?.id ?? null;
        }
        if (edit.altText === null || !imageId) return { data: 'image' };
        const saved = await baseQuery({ url: `/api/images/${imageId}`, method: 'PUT', body: { altText: edit.altText } });
        return saved.error ? { error: saved.error as ApiError } : { data: 'altText' };
      },
      invalidatesTags: (_result, _error, { communityId }) => [{ type: 'Community', id: communityId }],
    }),
  }),
});

export const { useEditCommunityImageMutation } = communityImagesApi;

// The picture dialog shows the failure itself (failed-call-listener.ts; registered here, so the name stays out of the initial JS).
MUTATIONS_WITH_OWN_ERROR_HANDLING.add('editCommunityImage');
