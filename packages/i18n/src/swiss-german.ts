/**
 * Swiss Standard German (the texts of zh-CHS, SPEC §1) as the German catalogue writes it in Switzerland:
 * "ss" for every "ß" (Swiss orthography has no ß). Everything else Swiss usage would change in a business
 * product (numbers as 12'345.6, dates) is Intl's, under the page's content language de-CH.
 */
export function swissGerman<T>(catalogue: T): T {
  return swiss(catalogue) as T
}

function swiss(node: unknown): unknown {
  if (typeof node === 'string') return node.replaceAll('ß', 'ss')
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, swiss(child)]))
}
