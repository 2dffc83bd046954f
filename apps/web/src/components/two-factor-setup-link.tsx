import { Errors, TWO_FACTOR_SETTINGS_PATH, TwoFactorMessages } from '@app/contract';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error';

/** The site requires two-factor sign-in of admins and moderators and this one has none (docs/api/session.md §6.3). */
export function isTwoFactorSetupRequired(error: unknown): boolean {
  return isApiError(error) && error.code === Errors.TWO_FACTOR_SETUP_REQUIRED.code;
}

/**
 * Shown by the admin and moderator screens in place of what they could not load: the server's reason and the way
 * to the settings page's two-factor section. Imported only by those lazy screens.
 */
export function TwoFactorSetupLink({ error }: { error: unknown }) {
  return (
    <div className="form-error" role="alert">
      <p>{isApiError(error) ? error.message : ''}</p>
      <Link className="button button--primary button--sm" to={TWO_FACTOR_SETTINGS_PATH}>
        {TwoFactorMessages.goToSettings}
      </Link>
    </div>
  );
}
