import { activation } from './activation.ts'
import { fields } from './fields.ts'
import { selfService } from './self-service.ts'
import { sso } from './sso.ts'
import { shell } from './web-shell.ts'

/**
 * The sign-in screens' texts (login, registration, password reset, activation): the page frame and these
 * features, without the other features' texts (issue 18: the login page loads only what it shows).
 */
export const webPublic = { ...shell, fields, self_service: selfService, sso, activation }
