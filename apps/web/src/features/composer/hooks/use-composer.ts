import { type Community, type Post, type PostType, UiMessages, type UserGroup } from '@app/contract';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useConfirmLeave } from '../../../lib/use-confirm-leave';
import { useCurrentUser, useInitialState } from '../../../lib/use-session';
import { useGetCommunityQuery } from '../../../lib/community-by-name.api';
import { useCreatePostMutation, useEditPostMutation, useLazyLinkInfoQuery, useSetAltTextMutation } from '../composer.api';
import { shouldGoBackAfterSubmit } from '../utils/after-submit';
import { posterGroups } from '../utils/poster-groups';
import { looksLikeUrl, validatePost } from '../utils/validate-post';
import { useImageUploads } from './use-image-uploads';

/** State, checks and submission of the new/edit post form. */
export function useComposer(editing: Post | null, initialCommunity: Community | null) {
  const user = useCurrentUser();
  const initial = useInitialState();
  const navigate = useNavigate();
  const location = useLocation();
  const [type, setType] = useState<PostType>(editing?.type ?? 'text');
  const [community, setCommunity] = useState<Community | null>(editing?.community ?? initialCommunity);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [url, setUrl] = useState('');
  const [userGroup, setUserGroup] = useState<UserGroup>('normal');
  // The chosen community in full (rules, moderators, whether the viewer moderates it): the sidebar
  // and the 'speaking officially' choices. A choice the next community does not allow reads 'normal'.
  const { data: communityDetails } = useGetCommunityQuery(community?.name ?? '', { skip: !community });
  const details = communityDetails && communityDetails.name === community?.name ? communityDetails : null;
  const groups = editing ? [] : posterGroups(user, details);
  const chosenGroup: UserGroup = groups.includes(userGroup) ? userGroup : 'normal';
  const [error, setError] = useState<string | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  // A ref, not state: the blocker must see 'done' in the same tick as the navigation that follows it.
  const isDone = useRef(false);
  const uploads = useImageUploads(setError);
  const [createPost, { isLoading: isCreating }] = useCreatePostMutation();
  const [editPost, { isLoading: isEditing }] = useEditPostMutation();
  const [saveAltText] = useSetAltTextMutation();
  const [fetchLinkInfo] = useLazyLinkInfoQuery();

  useConfirmLeave(isDirty || uploads.isUploading, isDone);

  const touch =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setIsDirty(true);
      set(value);
    };
  // A pasted link is looked up at once and again at blur only if it changed since.
  const lookedUp = useRef('');
  const fillTitleFrom = async (link: string) => {
    if (link.trim() === lookedUp.current) return;
    lookedUp.current = link.trim();
    const info = await fetchLinkInfo(link.trim(), true)
      .unwrap()
      .catch(() => null);
    if (info?.title) setTitle((current) => (current.trim() === '' ? info.title.slice(0, 255) : current));
  };
  /** A URL pasted into the link field fills an empty title (the link-info lookup, docs/api/posts.md). */
  const handleUrlPaste = (text: string) => {
    if (looksLikeUrl(text)) void fillTitleFrom(text);
  };
  /** Pasting a URL into an empty body of a new post switches to Link and fetches the title. */
  const handleBodyPaste = (text: string): boolean => {
    if (editing || body !== '' || !looksLikeUrl(text)) return false;
    setType('link');
    setUrl(text.trim());
    setIsDirty(true);
    void fillTitleFrom(text);
    return true;
  };

  const submit = async () => {
    const poster = {
      points: user?.points ?? 0,
      isAdmin: Boolean(user?.isAdmin),
      requireAltText: Boolean(user?.requireAltText),
      bannedFrom: initial?.bannedFrom ?? [],
      imagePostSubmitReqPoints: initial?.imagePostSubmitReqPoints ?? 0,
      linkPostSubmitReqPoints: initial?.linkPostSubmitReqPoints ?? 0,
    };
    const problem = validatePost({ type, title, url, images: uploads.images, community }, poster, Boolean(editing));
    if (problem) return setError(problem);
    setError(null);
    try {
      let post: Post;
      if (editing) {
        post = await editPost({ publicId: editing.publicId, id: editing.id, title: title.trim(), body: type === 'text' ? body : null }).unwrap();
      } else {
        for (const image of uploads.images) if (image.altText.trim()) await saveAltText({ imageId: image.id, altText: image.altText }).unwrap();
        post = await createPost({
          type,
          title: title.trim(),
          body: type === 'text' ? body : undefined,
          url: type === 'link' ? url.trim() : undefined,
          community: community?.name ?? '',
          userGroup: chosenGroup,
          images: type === 'image' ? uploads.images.map((image) => ({ imageId: image.id })) : undefined,
        }).unwrap();
      }
      isDone.current = true;
      if (shouldGoBackAfterSubmit(Boolean(editing), location.key, location.state)) void navigate(-1);
      else void navigate(`/${post.communityName}/post/${post.publicId}`, { replace: true });
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : undefined;
      setError(code === 'invalid-url' ? UiMessages.invalidUrl : isApiError(failure) ? failure.message : UiMessages.genericError);
    }
  };

  return {
    fields: { type, community, title, body, url, userGroup: chosenGroup },
    set: {
      type: touch(setType),
      community: touch(setCommunity),
      title: touch(setTitle),
      body: touch(setBody),
      url: touch(setUrl),
      userGroup: touch(setUserGroup),
    },
    uploads,
    /** The chosen community with its rules and moderators, once loaded. */
    communityDetails: details,
    /** 'speaking officially' choices; only 'normal' (or none when editing) means no picker. */
    groups,
    error,
    isSubmitting: isCreating || isEditing,
    isEditing: Boolean(editing),
    submit,
    handleBodyPaste,
    handleUrlPaste,
    fillTitleFrom,
  };
}
