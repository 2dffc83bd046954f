import { type HomeFeed, type User } from '@app/contract';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { TextAreaField } from '../../../components/form/text-area-field';
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
import { EmailSection } from './email-section';
import { SessionsSection } from './sessions-section';
import { ProfilePictureField } from './profile-picture-field';
import { SettingsSection } from './settings-section';
import { SettingsSelect } from './settings-select';
import { TwoFactorSection } from './two-factor-section';
import { SwitchField } from '../../../components/form/switch-field';
import './settings.css';

/** `/settings` (docs/screens.md §2, Settings page); the route renders it for the signed-in member only. */
export function SettingsPage({ user }: { user: User }) {
  const { form, set, save, hasChanges, isSaving, emailProblem, markGone } = useSettingsForm(user);
  const initialState = useInitialState();
  const mutes = initialState?.mutes;
  // With email on, the address changes only through the Email section's confirmed link (docs/api/account-security.md).
  const isEmailOn = initialState?.site?.emailEnabled === true;
  const [font, setFont] = useFontPreference();
  const [isInfiniteScrolling, setInfiniteScrolling] = useInfiniteScrolling();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const onAccountDeleted = useAccountDeleted();

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
          {isEmailOn ? (
            <TextField label={SettingsTexts.email} type="email" value={user.email ?? ''} readOnly hint={SettingsTexts.emailChangeBelow} />
          ) : (
            <TextField
              label={SettingsTexts.email}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => set('email', event.target.value)}
              error={emailProblem}
              hint={form.email.trim() === '' ? SettingsTexts.emailHint : null}
            />
          )}
          <TextAreaField
            label={SettingsTexts.aboutMe}
            className="field__input settings__about"
            rows={5}
            value={form.aboutMe}
            onChange={(event) => set('aboutMe', capAboutMe(event.target.value))}
            count={SettingsTexts.counter(aboutMeLength(form.aboutMe), SettingsTexts.aboutMeMax)}
            countClassName="settings__counter"
          />
        </SettingsSection>

        <SettingsSection title={SettingsTexts.accountHeading}>
          <div className="settings__account-actions">
            {dialogButton('changePassword', SettingsTexts.changePassword, 'button--secondary')}
            {dialogButton('deleteAccount', SettingsTexts.deleteAccount, 'button--danger-outline')}
          </div>
        </SettingsSection>

        <TwoFactorSection onChanged={(message) => dispatch(alertShown(message, { id: 'settings-two-factor' }))} />

        <SettingsSection title={SettingsTexts.preferencesHeading}>
          <SettingsSelect
            label={SettingsTexts.homeFeed}
            value={form.homeFeed}
            options={[
              { value: 'all', label: SettingsTexts.homeFeeds.all },
              { value: 'subscriptions', label: SettingsTexts.homeFeeds.subscriptions },
            ]}
            onChange={(value) => set('homeFeed', value as HomeFeed)}
          />
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
          <SettingsSelect
            label={SettingsTexts.font}
            value={font}
            options={[
              { value: 'custom', label: SettingsTexts.fonts.custom },
              { value: 'system', label: SettingsTexts.fonts.system },
            ]}
            onChange={(value) => setFont(value === 'system' ? 'system' : 'custom')}
          />
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
      {/* Outside the page's form: each has its own form or buttons, and none is part of Save. */}
      {isEmailOn && <EmailSection user={user} />}
      <SessionsSection />
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
