import { type Community, Limits, PostExtrasMessages, UiMessages } from '@app/contract';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { Modal } from '../../../components/modal/modal';
import { type CommunityImageKind, useEditCommunityImageMutation } from '../community-images.api';
import { clampAltText, communityImage, communityImageError } from '../utils/community-image';

interface CommunityImageDialogProps {
  community: Community;
  kind: CommunityImageKind;
  /** Also called after a change, once the dialog has confirmed it in an alert. */
  onClose: () => void;
}

/**
 * Image editing for a community's icon or banner (docs/screens.md §2, Modals): choose a file and
 * see it before saving, write its alt text, or delete the current image. Save stays disabled with no
 * image (§5). The upload goes first, then the alt text onto the image the server made.
 */
export function CommunityImageDialog({ community, kind, onClose }: CommunityImageDialogProps) {
  const dispatch = useAppDispatch();
  const onDone = (message: string) => {
    onClose();
    dispatch(alertShown(message, { id: 'community-image' }));
  };
  const current = communityImage(community, kind);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [altText, setAltText] = useState(current?.altText ?? '');
  const [error, setError] = useState<string | null>(null);
  const [edit, { isLoading: isBusy }] = useEditCommunityImageMutation();
  const fileId = useId();
  const altId = useId();
  const countId = useId();
  const isBanner = kind === 'banner_image';

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setFile(chosen && chosen.type.startsWith('image/') ? chosen : null);
    if (chosen && !chosen.type.startsWith('image/')) setError(UiMessages.unsupportedImage);
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = altText.trim();
    // A new image gets alt text only when some is written; the current one whenever it changed.
    const isAltTextChanged = file ? trimmed !== '' : trimmed !== (current?.altText ?? '');
    try {
      const result = await edit({
        communityId: community.id,
        kind,
        action: 'save',
        file,
        imageId: current?.id ?? null,
        altText: isAltTextChanged ? trimmed : null,
      }).unwrap();
      onDone(result === 'altText' ? PostExtrasMessages.altTextSaved : PostExtrasMessages.imageSaved);
    } catch (failure) {
      setError(communityImageError(failure));
    }
  };

  const handleDelete = async () => {
    if (!window.confirm(PostExtrasMessages.deleteImageConfirm)) return;
    setError(null);
    try {
      await edit({ communityId: community.id, kind, action: 'delete' }).unwrap();
      onDone(PostExtrasMessages.imageDeleted);
    } catch (failure) {
      setError(communityImageError(failure));
    }
  };

  const shownUrl = previewUrl ?? current?.url ?? null;
  const hasChange = Boolean(file) || altText.trim() !== (current?.altText ?? '');
  return (
    <Modal title={isBanner ? PostExtrasMessages.editBanner : PostExtrasMessages.editIcon} onClose={onClose}>
      <form className="image-editor" onSubmit={(event) => void handleSave(event)} noValidate>
        <figure className={`image-editor__preview image-editor__preview--${isBanner ? 'banner' : 'icon'}`}>
          {shownUrl ? (
            <img src={shownUrl} alt={altText.trim() || PostExtrasMessages.imagePreview} />
          ) : (
            <figcaption>{PostExtrasMessages.noImageChosen}</figcaption>
          )}
        </figure>
        <input id={fileId} className="visually-hidden image-editor__file" type="file" accept="image/*" onChange={handleFile} disabled={isBusy} />
        <label className="button button--secondary button--sm image-editor__choose" htmlFor={fileId}>
          {PostExtrasMessages.chooseImage}
        </label>
        <label className="image-editor__label" htmlFor={altId}>
          {UiMessages.altTextLabel}
        </label>
        <textarea
          id={altId}
          className="field-input image-editor__alt"
          rows={3}
          maxLength={Limits.imageAltTextMax}
          value={altText}
          aria-describedby={countId}
          disabled={isBusy || !shownUrl}
          onChange={(event) => setAltText(clampAltText(event.target.value))}
        />
        <p id={countId} className="image-editor__count">
          {UiMessages.characterCount(altText.length, Limits.imageAltTextMax)}
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="image-editor__actions cluster">
          {current && (
            <button type="button" className="button button--ghost button--sm image-editor__delete" disabled={isBusy} onClick={() => void handleDelete()}>
              {PostExtrasMessages.deleteImage}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {UiMessages.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={isBusy || !shownUrl || !hasChange}>
            {PostExtrasMessages.saveImage}
          </button>
        </div>
      </form>
    </Modal>
  );
}
