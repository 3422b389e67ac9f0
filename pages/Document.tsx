import type { ComponentType, ReactNode } from 'react'
import { ActionBar } from '../components/frame/ActionBar.tsx'
import { Footer } from '../components/frame/Footer.tsx'
import { Header } from '../components/frame/Header.tsx'
import { Chat } from '../components/frame/Chat.tsx'
import { mdxComponents } from '../components/mdx/index.ts'
import { MDXProvider } from '@mdx-js/react'
import { frameIds } from '../engine/render/anchor-ids.ts'
import { CurrentPageContext } from '../engine/render/current-page.ts'
import { servicePagesByChoice } from '../engine/forms/service-choice.ts'
import { ServicePagesContext } from '../engine/render/service-pages.ts'
import { chrome, formTexts } from '../engine/site/site-data.ts'
import '../components/styles/index.css'
import firstTapBehaviours from './first-tap-behaviours.ts?inline-script'

// the same for every page: worked out once, not per rendered page
const servicePages = servicePagesByChoice(formTexts.felder.leistung.optionen)

interface DocumentProps {
  head: ReactNode
  currentPath: string
  Content: ComponentType<{ components?: Record<string, unknown> }>
  /** dev preview only: the content error that stopped this page */
  previewError?: string
  /** the phone action bar (call, WhatsApp chat, quote); a page may turn it off */
  actionBar?: boolean
  /**
   * the page has the quote form: header and action bar leave out their quote button, and the chat opens
   * from the header (wide screens) or the action bar (phones), never from a button floating over the form
   */
  formOnPage?: boolean
}

/** The HTML document every page shares: head, skip link, header, main content, footer, chat, phone action bar. */
export function Document({
  head,
  currentPath,
  Content,
  previewError,
  actionBar = true,
  formOnPage = false,
}: DocumentProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b4f8a" />
        {/* shows what JavaScript would reveal (all tab groups, all accordion answers) when scripts are off */}
        {/* raw HTML on purpose: fixed tag; React cannot render noscript children */}
        <noscript dangerouslySetInnerHTML={{ __html: '<link rel="stylesheet" href="/noscript.css">' }} />
      </head>
      {/* a class, not body:has(.action-bar): the bar comes last in the HTML, so a slow phone paints the first
          screen before :has() can see it, and the hero then shrank by the bar's height (CLS 0.036) */}
      <body className={actionBar ? 'with-action-bar' : undefined}>
        <a className="skip-link" href={`#${frameIds.main}`}>
          {chrome.sprunglink}
        </a>
        <Header currentPath={currentPath} formOnPage={formOnPage} actionBar={actionBar} />
        <main id={frameIds.main} tabIndex={-1}>
          {previewError && (
            <pre className="preview-error" role="alert">
              {previewError}
            </pre>
          )}
          <CurrentPageContext value={currentPath}>
            <ServicePagesContext value={servicePages}>
              {/* the provider, not a prop, so MDX rendered inside components (article teasers) gets them too */}
              <MDXProvider components={mdxComponents}>
                <Content />
              </MDXProvider>
            </ServicePagesContext>
          </CurrentPageContext>
        </main>
        <Footer currentPath={currentPath} />
        <Chat formOnPage={formOnPage} />
        {actionBar && <ActionBar formOnPage={formOnPage} />}
        {/* inline: runs while the page is parsed, so the first tap needs no request (its hash is in the CSP) */}
        <script dangerouslySetInnerHTML={{ __html: firstTapBehaviours }} />
      </body>
    </html>
  )
}
