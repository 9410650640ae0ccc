/** Browser and operating system names, read from a user agent; the first that matches wins. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1]

/** What a person recognises of a session's device: its browser and system, each null when unknown. */
export function describeDevice(userAgent: string | null) {
  return {
    browser: userAgent ? (first(BROWSERS, userAgent) ?? null) : null,
    system: userAgent ? (first(SYSTEMS, userAgent) ?? null) : null,
  }
}
