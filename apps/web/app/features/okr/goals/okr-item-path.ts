/** Where a dashboard list leads: the OKR page with the item open in its drawer (`?open=type:id`). */
export const okrItemPath = (type: 'objective' | 'key_result' | 'task', id: string) =>
  `/client/okr?open=${type}:${id}`
