import { type Community, Limits, ModlogMessages, ModtoolsMessages, PostExtrasMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { type ComponentType, type FormEvent, Suspense, useState } from 'react';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { SwitchField } from '../../../components/form/switch-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { ModlogAnonymitySwitch } from '../../../lib/moderation/modlog-anonymity-switch';
import { type CommunitySettings, useSaveCommunitySettingsMutation, useSetDefaultCommunityMutation } from '../modtools.api';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { refusalText } from '../utils/errors';
import type { ModtoolsViewer } from './modtools-console';
import { PanelFrame } from './panel-frame';

export type CommunityImageKind = 'pro_pic' | 'banner_image';

/**
 * The community page's image dialog (icon or banner, with alt text), handed in by the app: features do not import
 * each other. It confirms a change itself, then closes.
 */
export type CommunityImageEditor = ComponentType<{
  community: Community;
  kind: CommunityImageKind;
  onClose: () => void;
}>;

function settingsOf(community: Community): CommunitySettings {
  return { about: community.about ?? '', nsfw: community.nsfw, postingRestricted: community.postingRestricted };
}

function isSame(a: CommunitySettings, b: CommunitySettings): boolean {
  return a.about === b.about && a.nsfw === b.nsfw && a.postingRestricted === b.postingRestricted;
}

/** Description, NSFW, posting rules (Save only after a change, docs/screens.md §4), pictures, and the default mark for admins. */
export function SettingsPanel({
  community,
  viewer,
  imageEditor: CommunityImageDialog,
}: {
  community: Community;
  viewer: ModtoolsViewer;
  imageEditor: CommunityImageEditor;
}) {
  const { announce } = usePanelAlerts('modtools-settings');
  const [saved, setSaved] = useState(() => settingsOf(community));
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: isSaving }] = useSaveCommunitySettingsMutation();
  const [editing, setEditing] = useState<CommunityImageKind | null>(null);
  const isChanged = !isSame(draft, saved);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || isSaving) return;
    setError(null);
    try {
      const result = await save({ community, settings: draft }).unwrap();
      const next = settingsOf(result);
      setSaved(next);
      setDraft(next);
      announce(ModtoolsMessages.settingsSaved);
    } catch (failure) {
      setError(refusalText(failure));
    }
  };

  return (
    <>
      <PanelFrame title={ModtoolsMessages.pages.settings}>
        <form className="modtools-settings stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TextAreaField
            label={ModtoolsMessages.aboutLabel}
            className="field-input modtools-settings__about"
            rows={6}
            maxLength={Limits.communityAboutMax}
            value={draft.about}
            onChange={(event) => setDraft({ ...draft, about: event.target.value.slice(0, Limits.communityAboutMax) })}
            count={UiMessages.characterCount(draft.about.length, Limits.communityAboutMax)}
            countClassName="modtools-settings__counter"
          />
          <SwitchField label={ModtoolsMessages.nsfwLabel} isOn={draft.nsfw} onChange={(nsfw) => setDraft({ ...draft, nsfw })} />
          <SwitchField
            label={ModtoolsMessages.postingRestrictedLabel}
            isOn={draft.postingRestricted}
            onChange={(postingRestricted) => setDraft({ ...draft, postingRestricted })}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="modtools-settings__actions">
            <button type="submit" className="button button--primary" disabled={!isChanged || isSaving}>
              {isSaving ? ModtoolsMessages.saving : ModtoolsMessages.save}
            </button>
          </div>
        </form>
      </PanelFrame>
      <PanelFrame title={ModtoolsMessages.imagesTitle}>
        <div className="modtools-images">
          <CommunityImageItem community={community} kind="pro_pic" onEdit={setEditing} />
          <CommunityImageItem community={community} kind="banner_image" onEdit={setEditing} />
        </div>
      </PanelFrame>
      <PanelFrame title={ModlogMessages.viewLog}>
        <ModlogAnonymitySwitch community={community} />
        <p>
          <Link to={`/${community.name}/modlog`}>{ModlogMessages.communityTitle(community.name)}</Link>
        </p>
      </PanelFrame>
      {viewer.isAdmin && <DefaultCommunityToggle community={community} />}
      {editing && (
        <Suspense fallback={null}>
          <CommunityImageDialog community={community} kind={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}

/** One of the community's pictures as it is now (or that there is none), and the button that opens its editor. */
function CommunityImageItem({ community, kind, onEdit }: { community: Community; kind: CommunityImageKind; onEdit: (kind: CommunityImageKind) => void }) {
  const isBanner = kind === 'banner_image';
  const image = isBanner ? community.bannerImage : community.proPic;
  return (
    <div className={isBanner ? 'modtools-images__item modtools-images__item--banner' : 'modtools-images__item'}>
      <span className="modtools-images__label">{isBanner ? ModtoolsMessages.bannerLabel : ModtoolsMessages.iconLabel}</span>
      {image ? (
        <ResponsiveImage image={image} className={isBanner ? 'modtools-images__banner' : 'modtools-images__icon'} sizes={isBanner ? '480px' : '64px'} />
      ) : (
        <span className="modtools-images__none">{ModtoolsMessages.noImage}</span>
      )}
      <button type="button" className="button button--secondary button--sm" aria-haspopup="dialog" onClick={() => onEdit(kind)}>
        {isBanner ? PostExtrasMessages.editBanner : PostExtrasMessages.editIcon}
      </button>
    </div>
  );
}

/** Admins only (docs/screens.md §6): the switch flips at once and flips back if the server refuses. */
function DefaultCommunityToggle({ community }: { community: Community }) {
  const { announce, announceRefusal } = usePanelAlerts('modtools-settings');
  const [setDefault, { isLoading }] = useSetDefaultCommunityMutation();
  const [isDefault, setIsDefault] = useState(Boolean(community.isDefault));
  const handleChange = async (next: boolean) => {
    if (isLoading) return;
    setIsDefault(next);
    try {
      await setDefault({ community, isDefault: next }).unwrap();
      announce(ModtoolsMessages.settingsSaved);
    } catch (failure) {
      setIsDefault(!next);
      announceRefusal(failure);
    }
  };
  return (
    <PanelFrame title={UiMessages.adminTools}>
      <SwitchField label={ModtoolsMessages.defaultCommunityLabel} isOn={isDefault} onChange={(next) => void handleChange(next)} />
    </PanelFrame>
  );
}
