/** Messages the API sends to users (problem+json details and field messages). */
export const api = {
  errors: {
    bad_request: 'The request could not be read.',
    validation: 'Some fields are not valid.',
    unauthenticated: 'Please sign in.',
    forbidden: 'You are not allowed to do this.',
    csrf: 'The security token is missing or does not match. Reload the page and try again.',
    not_found: 'Not found.',
    too_many_attempts: 'Too many failed sign-in attempts. Try again in {{seconds}} seconds.',
    invalid_credentials: 'E-mail or password is wrong.',
    not_member: 'You are not a member of this company.',
    already_impersonating: 'End the current impersonation first.',
    impersonate_self: 'You cannot impersonate yourself.',
    not_impersonating: 'You are not impersonating anyone.',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is not ready.',
  },
  fields: {
    required: 'This field is required.',
    too_short: 'Must be at least {{minimum}} characters.',
    too_long: 'Must be at most {{maximum}} characters.',
    invalid_type: 'Expected {{expected}}.',
    invalid_value: 'Must be one of: {{options}}.',
    unknown_field: 'This field is not allowed.',
    wrong_password: 'The current password is wrong.',
    invalid: 'This value is not valid.',
  },
}
