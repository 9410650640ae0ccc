import { type PpmLevel, ppmApi } from '@portal/contracts/ppm'

/** The trail and report endpoints of each level: one tab serves a programme, project, package or measure. */
export const LEVEL_ENDPOINTS = {
  program: {
    activities: ppmApi.programActivities,
    comment: ppmApi.programComment,
    statuses: ppmApi.programStatuses,
    draftStatus: ppmApi.programDraftStatus,
  },
  project: {
    activities: ppmApi.projectActivities,
    comment: ppmApi.projectComment,
    statuses: ppmApi.projectStatuses,
    draftStatus: ppmApi.projectDraftStatus,
  },
  package: {
    activities: ppmApi.packageActivities,
    comment: ppmApi.packageComment,
    statuses: ppmApi.packageStatuses,
    draftStatus: ppmApi.packageDraftStatus,
  },
  measure: {
    activities: ppmApi.measureActivities,
    comment: ppmApi.measureComment,
    statuses: ppmApi.measureStatuses,
    draftStatus: ppmApi.measureDraftStatus,
  },
} as const satisfies Record<PpmLevel, unknown>
