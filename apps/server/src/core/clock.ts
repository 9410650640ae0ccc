/** The time the server decides session lifetimes with; tests move it forward instead of waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
