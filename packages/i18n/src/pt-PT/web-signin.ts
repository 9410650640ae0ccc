import { selfService } from './self-service.ts'
import { sso } from './sso.ts'
import { shell } from './web-shell.ts'

/**
 * The login, registration and password-reset screens' texts: the page frame, self-service and single
 * sign-on (ADR 47: the login page's first load). The field messages and the activation texts join them
 * in the public group (web-public.ts) when a form first checks itself.
 */
export const webSignIn = { ...shell, self_service: selfService, sso }
