import { type Community, Limits, type Post, PostExtrasMessages, type PostType, UiMessages } from '@app/contract';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useIsBannedFrom } from '../../../lib/use-session';
import { useComposer } from '../hooks/use-composer';
import { CommunityPicker } from './community-picker';
import { ImageUploader } from './image-uploader';
import './composer.css';

const TYPES: PostType[] = ['text', 'image', 'link'];

interface ComposerProps {
  editing: Post | null;
  initialCommunity: Community | null;
  /** The chosen community's info and rules beside (or under) the form, composed by the route. */
  sidebar?: (community: Community) => ReactNode;
}

/** The composer's label above the control it names. */
function ComposerField({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <>
      <label className="composer__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </>
  );
}

/** New Post / Edit Post. Ctrl+Enter submits. */
export function Composer({ editing, initialCommunity, sidebar }: ComposerProps) {
  const composer = useComposer(editing, initialCommunity);
  const navigate = useNavigate();
  const { fields, set, uploads } = composer;
  const groupId = useId();
  const isBanned = useIsBannedFrom(composer.isEditing ? undefined : fields.community?.id);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void composer.submit();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void composer.submit();
    }
  };

  return (
    <div className="composer-layout">
      <form className="card composer" onSubmit={handleSubmit} onKeyDown={handleKeyDown} aria-labelledby="composer-title" noValidate>
        <h1 id="composer-title" className="composer__title">
          {composer.isEditing ? UiMessages.editPostTitle : UiMessages.newPostTitle}
        </h1>
        <CommunityPicker selected={fields.community} onSelect={set.community} isDisabled={composer.isEditing} />
        {/* Said as soon as the community is chosen, not after the post is written (the server refuses it too). */}
        {isBanned && fields.community && (
          <p className="form-error" role="alert">
            {UiMessages.bannedFrom(fields.community.name)}
          </p>
        )}
        <div className="composer__tabs" role="group" aria-label={UiMessages.postTypes.text}>
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`composer__tab ${fields.type === type ? 'is-active' : ''}`}
              aria-pressed={fields.type === type}
              disabled={composer.isEditing}
              onClick={() => set.type(type)}
            >
              {UiMessages.postTypes[type]}
            </button>
          ))}
        </div>
        <ComposerField htmlFor="composer-post-title" label={UiMessages.titleLabel}>
          <input
            id="composer-post-title"
            className="field-input"
            maxLength={Limits.postTitleMax}
            value={fields.title}
            onChange={(event) => set.title(event.target.value)}
          />
        </ComposerField>
        {fields.type === 'text' && (
          <ComposerField htmlFor="composer-body" label={UiMessages.bodyLabel}>
            <textarea
              id="composer-body"
              className="field-input composer__body"
              rows={8}
              maxLength={Limits.postBodyMax}
              value={fields.body}
              onChange={(event) => set.body(event.target.value)}
              onPaste={(event) => composer.handleBodyPaste(event.clipboardData.getData('text')) && event.preventDefault()}
            />
          </ComposerField>
        )}
        {fields.type === 'link' && !composer.isEditing && (
          <ComposerField htmlFor="composer-url" label={UiMessages.urlLabel}>
            <input
              id="composer-url"
              className="field-input"
              type="url"
              value={fields.url}
              onChange={(event) => set.url(event.target.value)}
              onPaste={(event) => composer.handleUrlPaste(event.clipboardData.getData('text'))}
              onBlur={() => fields.url && void composer.fillTitleFrom(fields.url)}
            />
          </ComposerField>
        )}
        {fields.type === 'image' && !composer.isEditing && (
          <ImageUploader
            images={uploads.images}
            isUploading={uploads.isUploading}
            onFiles={(files) => void uploads.addFiles(files)}
            onAltText={uploads.setAltText}
            onRemove={uploads.remove}
          />
        )}
        {composer.groups.length > 1 && (
          <ComposerField htmlFor={groupId} label={UiMessages.speakingOfficially}>
            <select
              id={groupId}
              className="field-input composer__group"
              value={fields.userGroup}
              onChange={(event) => set.userGroup(event.target.value as (typeof composer.groups)[number])}
            >
              {composer.groups.map((group) => (
                <option key={group} value={group}>
                  {PostExtrasMessages.speakingOfficiallyOptions[group]}
                </option>
              ))}
            </select>
          </ComposerField>
        )}
        {composer.error && (
          <p className="form-error" role="alert">
            {composer.error}
          </p>
        )}
        <div className="composer__actions">
          <Link to="/markdown-guide" className="composer__help">
            {UiMessages.markdownHelp}
          </Link>
          <button type="button" className="button button--ghost" onClick={() => void navigate(-1)}>
            {UiMessages.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={composer.isSubmitting || uploads.isUploading || isBanned}>
            {UiMessages.submit}
          </button>
        </div>
      </form>
      {composer.communityDetails && sidebar?.(composer.communityDetails)}
    </div>
  );
}
