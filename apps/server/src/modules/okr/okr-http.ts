import { problem } from '@portal/contracts/errors'

/** What every OKR route shares: its error answers and rule (object rules live in the services). */
export const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
/** Everyone in the company reads OKR items; who may change one is decided per item. */
export const member = { access: 'authenticated' } as const
export const tags = ['okr']
