/** Texts of the web pages. */
export const web = {
  common: {},
}
