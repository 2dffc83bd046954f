import { Limits, UiMessages, type User } from '@app/contract';
import { useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { useDeleteProfilePictureMutation, useSetProfilePictureAltTextMutation, useUploadProfilePictureMutation } from '../settings.api';
import { storeOwnUser } from '../store-own-user';
import { SettingsTexts } from '../settings-texts';
import { pictureFailure } from '../utils/account-dialogs';

/** The profile picture: preview, upload (images only), remove after a confirmation, and its alt text. */
export function ProfilePictureField({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const errorId = useId();
  const altTextId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [altText, setAltText] = useState(user.proPic?.altText ?? '');
  const [upload, { isLoading: isUploading }] = useUploadProfilePictureMutation();
  const [remove, { isLoading: isRemoving }] = useDeleteProfilePictureMutation();
  const [saveAltText, { isLoading: isSavingAltText }] = useSetProfilePictureAltTextMutation();
  const picture = user.proPic;

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(UiMessages.unsupportedImage);
    if (file.size > Limits.imageUploadMaxBytes) return setError(UiMessages.fileTooLarge);
    setError(null);
    const outcome = await upload({ username: user.username, file }).unwrap();
    if (!outcome.ok) return setError(pictureFailure(outcome.failure));
    storeOwnUser(dispatch, outcome.value);
    setAltText(outcome.value.proPic?.altText ?? '');
  };

  const handleRemove = async () => {
    if (!window.confirm(SettingsTexts.removePictureConfirm)) return;
    setError(null);
    const outcome = await remove(user.username).unwrap();
    if (!outcome.ok) return setError(pictureFailure(outcome.failure));
    storeOwnUser(dispatch, outcome.value);
    setAltText('');
  };

  const handleSaveAltText = async () => {
    if (!picture) return setError(SettingsTexts.noPictureToUpdate);
    const outcome = await saveAltText({ imageId: picture.id, altText: altText.trim() }).unwrap();
    if (!outcome.ok) return setError(pictureFailure(outcome.failure));
    setError(null);
    storeOwnUser(dispatch, { ...user, proPic: { ...picture, altText: outcome.value.altText } });
    dispatch(alertShown(SettingsTexts.altTextSaved, { id: 'settings-alt-text' }));
  };

  const isBusy = isUploading || isRemoving;
  return (
    <div className="settings-picture" role="group" aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
      <span id={headingId} className="field__label">
        {SettingsTexts.profilePicture}
      </span>
      <div className="settings-picture__row">
        {picture ? (
          <img
            className="settings-picture__preview"
            src={smallestCopyUrl(picture, 120)}
            alt={picture.altText || SettingsTexts.profilePictureAlt(user.username)}
            width={96}
            height={96}
            style={{ backgroundColor: picture.averageColor }}
          />
        ) : (
          <span className="settings-picture__preview settings-picture__preview--letter" aria-hidden="true">
            {user.username.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="settings-picture__actions">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void handleFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button type="button" className="button button--secondary button--sm" disabled={isBusy} onClick={() => fileInput.current?.click()}>
            {isUploading ? SettingsTexts.uploadingPicture : picture ? SettingsTexts.changePicture : SettingsTexts.uploadPicture}
          </button>
          {picture && (
            <button type="button" className="button button--ghost button--sm" disabled={isBusy} onClick={() => void handleRemove()}>
              {SettingsTexts.removePicture}
            </button>
          )}
          <p className="field__hint">{SettingsTexts.pictureHint}</p>
        </div>
      </div>
      {picture && (
        <div className="settings-picture__alt">
          <label htmlFor={altTextId} className="field__label">
            {SettingsTexts.altText}
          </label>
          <div className="settings-picture__alt-row">
            <input
              id={altTextId}
              className="field__input"
              value={altText}
              maxLength={Limits.imageAltTextMax}
              onChange={(event) => setAltText(event.target.value)}
            />
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={isSavingAltText || altText.trim() === (picture.altText ?? '')}
              onClick={() => void handleSaveAltText()}
            >
              {SettingsTexts.saveAltText}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
