import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { ArticlePage } from '../components/blog/ArticlePage.tsx'
import { loadPartial, type ContentPage } from '../engine/content/pages.ts'
import { PageHead } from '../engine/render/Head.tsx'
import { chrome, company } from '../engine/site/site-data.ts'
import { Document } from './Document.tsx'

export async function onRenderHtml(pageContext: PageContextServer) {
  const page = pageContext.contentPage
  // In the editors' preview (npm run dev) a content error is shown right on the page, not only in the terminal.
  // A 404 is no error of the content: its "AbortRender" signal is not shown.
  const isServerError = pageContext.is404 === false
  const previewError =
    import.meta.env.DEV && isServerError && pageContext.errorWhileRendering
      ? editorMessage(pageContext.errorWhileRendering)
      : undefined
  const html = page
    ? renderToString(
        <Document
          head={<PageHead page={page} />}
          currentPath={page.url}
          Content={await pageContent(page)}
          actionBar={page.frontmatter.aktionsleiste}
          formOnPage={page.usedComponents.includes('QuoteForm')}
        />,
      )
    : renderToString(
        <Document
          head={
            <>
              <title>{`${
                isServerError ? chrome.fehlerseiten.fehler : chrome.fehlerseiten.nicht_gefunden
              } | ${company.kurzname}`}</title>
              <meta name="robots" content="noindex" />
            </>
          }
          currentPath={pageContext.urlPathname}
          previewError={previewError}
          Content={await loadPartial(isServerError ? '_fehler' : '_404')}
        />,
      )
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}

/** Articles get the article layout around their text; every other page is its MDX as written. */
async function pageContent(page: ContentPage) {
  const { article } = page
  if (!article) return page.Content
  const End = await loadPartial('blog/_beitrag-ende')
  return () => <ArticlePage article={article} End={End} />
}

/** A content error as the check prints it: Vite's English preamble and code frame left out. */
function editorMessage(error: unknown): string {
  const message = String((error as Error).message ?? error)
  const start = message.indexOf('Inhalt fehlerhaft')
  if (start < 0) return message
  return message
    .slice(start)
    .split('\n')
    .filter((line) => !/^\s*(\d+\s*\||\|)/.test(line))
    .join('\n')
}
