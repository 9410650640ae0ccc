/** A catalogue with the same keys as the English one, each value a string. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }
