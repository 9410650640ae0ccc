import { loadWebCatalogue, type WebSection } from '@portal/i18n/web-catalogues'
import { splitLocale } from './locale-path.ts'

/**
 * A part's module loaded with the web texts only it shows (a drawer, a dialog, a tab not shown first):
 * they come with its code, not with the page (issue 18, ADR 72). `text-group.test.ts` reads the
 * sections named here as the part's own, and still fails when the part shows one the page does not
 * load and the list does not name. On the server every text is there already.
 */
export function withTexts<M>(sections: readonly WebSection[], load: () => Promise<M>): () => Promise<M> {
  return () =>
    typeof window === 'undefined'
      ? load()
      : Promise.all([load(), loadWebCatalogue(splitLocale(window.location.pathname).locale, sections)]).then(
          ([module]) => module,
        )
}
