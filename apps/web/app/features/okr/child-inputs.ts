/**
 * The inputs of the child lists, one object each so the drawer and the table share their cache. Apart
 * from `okr-api.ts`, whose endpoints the table's first load does not need (ADR 79).
 */
export const childInputs = {
  projectsOf: (keyResultId: string) => ({ query: { key_result: keyResultId, page_size: 200 } }),
  tasksOf: (projectId: string) => ({ query: { project: projectId, page_size: 200 } }),
}
