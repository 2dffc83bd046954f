import { AdminMessages, type SiteSettings } from '@app/contract';
import { useGetSiteSettingsQuery, useAdminUpdateSiteSettingsMutation } from '../admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { SwitchField } from '../../../components/form/switch-field';
import { LoadError, TableSkeleton } from './table-skeleton';

/** `/admin/index`: site settings. Each switch saves at once (optimistic) after a confirmation. */
export function SettingsPage() {
  const { data, isLoading, isError, error, refetch } = useGetSiteSettingsQuery();
  const [update] = useAdminUpdateSiteSettingsMutation();
  const run = useAdminAction();
  if (isLoading) return <TableSkeleton rows={2} />;
  if (isError || !data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const change = (changes: Partial<SiteSettings>) => {
    // Toggling signups asks first (docs/screens.md §5, Confirmations); Tor blocking does the same, it refuses whole networks.
    if (!window.confirm(AdminMessages.toggleConfirm)) return;
    void run(update(changes), AdminMessages.settingsSaved);
  };

  return (
    <div className="admin__settings">
      <SwitchField label={AdminMessages.signupsLabel} isOn={!data.signupsDisabled} onChange={(isOn) => change({ signupsDisabled: !isOn })} />
      <SwitchField label={AdminMessages.torLabel} isOn={data.torBlocked} onChange={(isOn) => change({ torBlocked: isOn })} />
      <SwitchField
        label={AdminMessages.twoFactorStaffLabel}
        isOn={data.twoFactorRequiredForStaff}
        onChange={(isOn) => change({ twoFactorRequiredForStaff: isOn })}
      />
    </div>
  );
}
