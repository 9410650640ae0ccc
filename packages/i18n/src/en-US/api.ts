import { aiApiTexts } from './ai.ts'
import { directoryApiTexts } from './directory.ts'
import { fields } from './fields.ts'
import { ssoApiTexts } from './sso.ts'
import { trendsApiTexts } from './trends.ts'
import { webhooksApiTexts } from './webhooks.ts'
import { whiteboardMessages } from './whiteboard.ts'

/** Messages the API sends to users (problem+json details and field messages). */
export const api = {
  errors: {
    body_too_large: 'The request is larger than the {{max}} MB this accepts.',
    bad_request: 'The request could not be read.',
    validation: 'Some fields are not valid.',
    unauthenticated: 'Please sign in.',
    forbidden: 'You are not allowed to do this.',
    token_invalid: 'The API token is unknown, revoked or expired.',
    token_scope: 'The API token’s scopes do not allow this request.',
    token_impersonating: 'API tokens cannot be created while impersonating.',
    value_from_integrations: 'This key result does not take its value from integrations.',
    integration_only: 'Only a service account’s token can push a key-result value.',
    csrf: 'The security token is missing or does not match. Reload the page and try again.',
    not_found: 'Not found.',
    too_many_attempts_one: 'Too many failed sign-in attempts. Try again in {{count}} second.',
    too_many_attempts_other: 'Too many failed sign-in attempts. Try again in {{count}} seconds.',
    too_many_requests_one: 'Too many requests. Try again in {{count}} second.',
    too_many_requests_other: 'Too many requests. Try again in {{count}} seconds.',
    email_not_verified:
      'Please confirm your e-mail address first: follow the link in the mail we sent you. No mail? Register again or reset your password to get a new link.',
    invalid_credentials: 'E-mail or password is wrong.',
    not_member: 'You are not a member of this company.',
    already_impersonating: 'End the current impersonation first.',
    impersonate_self: 'You cannot impersonate yourself.',
    not_impersonating: 'You are not impersonating anyone.',
    no_active_company: 'Choose a company first: this belongs to a company and none is active.',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is not ready.',
    own_rights:
      'You cannot change your own rights, deactivate or delete yourself. Ask another administrator.',
    manage_staff: 'Only a superuser can change admins and superusers.',
    shared_account:
      'This person also belongs to another company: only portal staff can change their e-mail, name, language or status.',
    user_inactive: 'This account is deactivated.',
    batch_invalid_one: '{{count}} row has errors. Nothing has been created.',
    batch_invalid_other: '{{count}} rows have errors. Nothing has been created.',
    service_locked: 'Your company has not booked this service.',
    module_off: 'This part of the portal is not available for your company.',
    source_in_use: 'Signals still come from this source. Give them another source first.',
    builtin_service: 'A built-in service cannot be deleted.',
    service_is_start_page: 'This service is the start page of a company. Choose another start page first.',
    endpoint_in_use: 'Services still open this endpoint. Give them another endpoint first.',
    activation_code_used: 'This code has been used; it can no longer be revoked.',
    sessions_impersonating:
      'While acting as someone else you cannot see or end their sessions. Stop impersonating first.',
    current_session: 'This is the session you are using now. Sign out instead.',
    ppm_unavailable: 'PPM is not available for your company.',
    ppm_report_published: 'A published status report never changes. Write a new report to correct it.',
    ppm_gate_blocked: 'The measure does not meet the rules of the next gate yet.',
    ppm_gate_pending: 'A request for the next gate is already waiting for a decision.',
    ppm_gate_none_pending: 'No gate request is waiting for a decision.',
    okr_children:
      'This item has items below it. Choose what happens to them: detach, move them elsewhere, or delete them too.',
  },
  /** The problem's title, by its HTTP status (RFC 9457). */
  titles: {
    bad_request: 'Bad Request',
    unauthorized: 'Unauthorized',
    forbidden: 'Forbidden',
    not_found: 'Not Found',
    method_not_allowed: 'Method Not Allowed',
    payload_too_large: 'Payload Too Large',
    unsupported_media_type: 'Unsupported Media Type',
    unprocessable_content: 'Unprocessable Content',
    too_many_requests: 'Too Many Requests',
    internal_server_error: 'Internal Server Error',
    service_unavailable: 'Service Unavailable',
    error: 'Error',
  },
  fields,
  whiteboard: whiteboardMessages,
  /** Notifications: a kind's title and text, written when read, in the reader's language. */
  notifications: {
    okr_assigned: {
      title: 'Assigned to you: {{title}}',
      text: '{{actor}} made you owner or responsible of “{{title}}”.',
    },
    check_in_due: {
      title: 'Check-in due: {{title}}',
      text: 'The key result “{{title}}” of “{{objective}}” is due for a check-in since {{date}}.',
    },
    check_in_overdue: {
      title: 'Check-in overdue: {{title}}',
      text: 'The key result “{{title}}” of “{{objective}}” has waited for a check-in since {{date}}. Update its value and confidence.',
    },
    task_assigned: {
      title: 'New task for you: {{title}}',
      text: '{{actor}} assigned the task “{{title}}” to you.',
    },
    support_answered: {
      title: 'Your support request was answered: {{title}}',
      text: 'The support team has answered “{{title}}”.',
    },
    coaching_answered: {
      title: 'Your coaching request was answered: {{title}}',
      text: 'The coaching team has answered “{{title}}”.',
    },
    ppm_gate_requested: {
      title: 'Gate approval requested: {{title}}',
      text: '{{actor}} asks you to pass the measure “{{title}}” to gate {{gate}}.',
    },
    ppm_gate_approved: {
      title: 'Gate passed: {{title}}',
      text: '{{actor}} approved gate {{gate}} for the measure “{{title}}”.',
    },
    ppm_gate_rejected: {
      title: 'Gate refused: {{title}}',
      text: '{{actor}} did not pass the measure “{{title}}” to gate {{gate}}.',
    },
    impersonation_started: {
      title: 'An administrator is acting as you',
      text: '{{actor}} ({{email}}) has started acting in the portal as you, to help you. If you did not expect this, tell your administrator.',
    },
    announcement: {
      title: '{{title}}',
      text: 'A new announcement from the portal team.',
    },
    webhook_disabled: {
      title: 'A webhook was switched off',
      text: 'The deliveries to {{url}} failed for {{hours}} hours; the webhook is off until you switch it on again.',
    },
  },
  /** Answers that are not errors. */
  messages: {
    registration_mailed:
      'Thank you. We have sent a mail to the address: follow its link to confirm it, then sign in.',
    reset_mailed: 'If an account has this address, we have sent it a link to choose a new password.',
  },
  sso: ssoApiTexts,
  ai: aiApiTexts,
  directory: directoryApiTexts,
  webhooks: webhooksApiTexts,
  trends: trendsApiTexts,
}
