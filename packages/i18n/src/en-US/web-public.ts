import { activation } from './activation.ts'
import { fields } from './fields.ts'
import { webSignIn } from './web-signin.ts'

/**
 * The sign-in screens' texts (login, registration, password reset, activation): the login screens' own
 * (web-signin.ts) with the field messages and the activation texts, without the other features' texts (issue 18: the login page loads only what it shows).
 */
export const webPublic = { ...webSignIn, fields, activation }
