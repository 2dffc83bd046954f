import { type HomeFeed, type User } from '@app/contract';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { TextField } from '../../../components/form/text-field';
import { useInfiniteScrolling } from '../../../lib/device-preferences';
import { useFontPreference } from '../hooks/use-font-preference';
import { useInitialState } from '../../../lib/use-session';
import { useAccountDeleted } from '../hooks/use-account-deleted';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SettingsTexts } from '../settings-texts';
import { storeOwnUser } from '../store-own-user';
import { aboutMeLength, capAboutMe } from '../utils/settings-form';
import { type AccountDialog, LazyAccountDialogs, preloadAccountDialog } from './lazy-account-dialogs';
import { MutedList } from './muted-list';
import { ProfilePictureField } from './profile-picture-field';
import { SettingsSection } from './settings-section';
import { SwitchField } from '../../../components/form/switch-field';
import './settings.css';

/** `/settings` (docs/screens.md §2, Settings page); the route renders it for the signed-in member only. */
export function SettingsPage({ user }: { user: User }) {
  const { form, set, save, hasChanges, isSaving, emailProblem, markGone } = useSettingsForm(user);
  const mutes = useInitialState()?.mutes;
  const [font, setFont] = useFontPreference();
  const [isInfiniteScrolling, setInfiniteScrolling] = useInfiniteScrolling();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const onAccountDeleted = useAccountDeleted();
  const aboutId = useId();
  const aboutCounterId = useId();
  const homeFeedId = useId();
  const fontId = useId();

  const dispatch = useAppDispatch();
  const handlePasswordChanged = (updated: User) => {
    storeOwnUser(dispatch, updated);
    setDialog(null);
    dispatch(alertShown(SettingsTexts.passwordChanged, { id: 'settings-password' }));
  };

  const handleDeleted = () => {
    markGone();
    setDialog(null);
    onAccountDeleted();
  };

  const dialogButton = (name: AccountDialog, label: string, className: string) => (
    <button
      type="button"
      className={`button ${className}`}
      onPointerEnter={() => preloadAccountDialog(name)}
      onFocus={() => preloadAccountDialog(name)}
      onClick={() => setDialog(name)}
    >
      {label}
    </button>
  );

  return (
    <>
      <form
        className="settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SettingsSection title={SettingsTexts.profileHeading}>
          <ProfilePictureField user={user} />
          <TextField label={SettingsTexts.username} value={user.username} readOnly hint={SettingsTexts.usernameHint} />
          <TextField
            label={SettingsTexts.email}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
            error={emailProblem}
            hint={form.email.trim() === '' ? SettingsTexts.emailHint : null}
          />
          <div className="field">
            <label htmlFor={aboutId} className="field__label">
              {SettingsTexts.aboutMe}
            </label>
            <textarea
              id={aboutId}
              className="field__input settings__about"
              rows={5}
              value={form.aboutMe}
              aria-describedby={aboutCounterId}
              onChange={(event) => set('aboutMe', capAboutMe(event.target.value))}
            />
            <p id={aboutCounterId} className="field__hint settings__counter">
              {SettingsTexts.counter(aboutMeLength(form.aboutMe), SettingsTexts.aboutMeMax)}
            </p>
          </div>
        </SettingsSection>

        <SettingsSection title={SettingsTexts.accountHeading}>
          <div className="settings__account-actions">
            {dialogButton('changePassword', SettingsTexts.changePassword, 'button--secondary')}
            {dialogButton('deleteAccount', SettingsTexts.deleteAccount, 'button--danger-outline')}
          </div>
        </SettingsSection>

        <SettingsSection title={SettingsTexts.preferencesHeading}>
          <div className="settings__row">
            <label htmlFor={homeFeedId} className="settings__row-label">
              {SettingsTexts.homeFeed}
            </label>
            <select
              id={homeFeedId}
              className="field__input settings__select"
              value={form.homeFeed}
              onChange={(event) => set('homeFeed', event.target.value as HomeFeed)}
            >
              <option value="all">{SettingsTexts.homeFeeds.all}</option>
              <option value="subscriptions">{SettingsTexts.homeFeeds.subscriptions}</option>
            </select>
          </div>
          <SwitchField label={SettingsTexts.rememberFeedSort} isOn={form.rememberFeedSort} onChange={(isOn) => set('rememberFeedSort', isOn)} />
          <SwitchField label={SettingsTexts.enableEmbeds} isOn={!form.embedsOff} onChange={(isOn) => set('embedsOff', !isOn)} />
          <SwitchField
            label={SettingsTexts.showProfilePictures}
            isOn={!form.hideUserProfilePictures}
            onChange={(isOn) => set('hideUserProfilePictures', !isOn)}
          />
          <SwitchField label={SettingsTexts.requireAltText} isOn={form.requireAltText} onChange={(isOn) => set('requireAltText', isOn)} />
        </SettingsSection>

        <SettingsSection title={SettingsTexts.devicePreferencesHeading} description={SettingsTexts.devicePreferencesHint}>
          <div className="settings__row">
            <label htmlFor={fontId} className="settings__row-label">
              {SettingsTexts.font}
            </label>
            <select
              id={fontId}
              className="field__input settings__select"
              value={font}
              onChange={(event) => setFont(event.target.value === 'system' ? 'system' : 'custom')}
            >
              <option value="custom">{SettingsTexts.fonts.custom}</option>
              <option value="system">{SettingsTexts.fonts.system}</option>
            </select>
          </div>
          <SwitchField label={SettingsTexts.infiniteScrolling} isOn={isInfiniteScrolling} onChange={setInfiniteScrolling} />
        </SettingsSection>

        <SettingsSection title={SettingsTexts.notificationsHeading}>
          <SwitchField
            label={SettingsTexts.upvoteNotifications}
            isOn={!form.upvoteNotificationsOff}
            onChange={(isOn) => set('upvoteNotificationsOff', !isOn)}
          />
          <SwitchField label={SettingsTexts.replyNotifications} isOn={!form.replyNotificationsOff} onChange={(isOn) => set('replyNotificationsOff', !isOn)} />
        </SettingsSection>

        <MutedList kind="community" mutes={mutes?.communityMutes ?? []} />
        <MutedList kind="user" mutes={mutes?.userMutes ?? []} />

        <div className="settings__save card">
          <p className="settings__save-status" role="status">
            {hasChanges ? SettingsTexts.unsavedChanges : ''}
          </p>
          <button type="submit" className="button button--primary" disabled={!hasChanges || isSaving}>
            {isSaving ? SettingsTexts.saving : SettingsTexts.save}
          </button>
        </div>
      </form>
      <LazyAccountDialogs
        open={dialog}
        username={user.username}
        onClose={() => setDialog(null)}
        onPasswordChanged={handlePasswordChanged}
        onDeleted={handleDeleted}
      />
    </>
  );
}
