import type { User } from '@app/contract';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { useUpdateProfileMutation } from '../settings.api';
import { storeOwnUser } from '../store-own-user';
import { SettingsTexts } from '../settings-texts';
import { changedFields, emailError, formFromUser, isDirty, type SettingsForm } from '../utils/settings-form';
import { useConfirmLeave } from '../../../lib/use-confirm-leave';

/** The account fields of the settings page: edits, Save (enabled after a change) and the email check. */
export function useSettingsForm(user: User) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState<SettingsForm>(() => formFromUser(user));
  const [form, setForm] = useState<SettingsForm>(saved);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [updateProfile, { isLoading: isSaving }] = useUpdateProfileMutation();
  const hasChanges = isDirty(saved, form);
  const isGone = useRef(false);
  useConfirmLeave(hasChanges, isGone);

  const set = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'email') setEmailProblem(null);
  };

  const save = async () => {
    const problem = emailError(form.email);
    setEmailProblem(problem);
    if (problem) return false;
    try {
      const updated = await updateProfile(changedFields(saved, form)).unwrap();
      storeOwnUser(dispatch, updated);
      const next = formFromUser(updated);
      setSaved(next);
      setForm(next);
      dispatch(alertShown(SettingsTexts.saved, { id: 'settings' }));
      return true;
    } catch {
      // The shared handler (components/alerts/failed-call-listener.ts) has shown the failure; the edits stay.
      return false;
    }
  };

  /** The account is gone: nothing is left to save, so leaving no longer asks. */
  const markGone = () => {
    isGone.current = true;
  };

  return { form, set, save, hasChanges, isSaving, emailProblem, markGone };
}
