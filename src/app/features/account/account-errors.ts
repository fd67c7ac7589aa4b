/** What a trader reads when registering or confirming fails: the service's refusal in plain words. */
import { isApiError } from '../../data/api-error';
import { describeError } from '../../ui/error-text';

export function registrationError(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'invalid_confirmation_code')
      return 'That code does not match a registration. Check the code in the e-mail and try again.';
    if (error.code === 'registration_expired')
      return 'This registration expired: it was not confirmed within 24 hours. Register again for a new key.';
    if (error.status === 422 && error.detail.length > 0)
      return error.detail.map((d) => `${String(d.loc.at(-1) ?? 'value')}: ${d.msg}`).join('; ');
  }
  const t = describeError(error);
  return `${t.title}: ${t.body}`;
}
