/** The sfTheme colours of SPEC §9 — the only brand colours the web uses. */
export const SF_THEME_NAME = 'sfTheme'
export const sfColors = {
  background: '#FFFFFF',
  primary: '#00484D',
  secondary: '#48A9A6',
  accent: '#28777B',
  coral: '#DF4661',
  magenta: '#E94F5F',
  aqua: '#307F85',
  lemon: '#F5DD00',
  pool: '#99F2E5',
} as const
