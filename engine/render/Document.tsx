import type { ComponentType, ReactNode } from 'react'
import { ActionBar } from '../../components/frame/ActionBar'
import { Footer } from '../../components/frame/Footer'
import { Header } from '../../components/frame/Header'
import { ChatWidgetIsland } from '../../components/islands'
import { chatWidgetProps } from '../../components/frame/chat-widget-props'
import { mdxComponents } from '../../components/mdx'
import { chrome } from '../site/site-data'
import { CurrentPageContext } from './current-page'
import '../../components/styles/index.css'

interface DocumentProps {
  head: ReactNode
  currentPath: string
  Content: ComponentType<{ components?: Record<string, unknown> }>
  /** dev preview only: the content error that stopped this page */
  previewError?: string
  /** the phone action bar (call, WhatsApp, quote); off where the page is the quote form itself */
  actionBar?: boolean
}

/** The HTML document every page shares: head, skip link, header, main content, footer, chat, phone action bar. */
export function Document({ head, currentPath, Content, previewError, actionBar = true }: DocumentProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b4f8a" />
        {/* shows what JavaScript would reveal (all tab groups, all accordion answers) when scripts are off */}
        <noscript dangerouslySetInnerHTML={{ __html: '<link rel="stylesheet" href="/noscript.css">' }} />
      </head>
      <body>
        <a className="skip-link" href="#inhalt">
          {chrome.sprunglink}
        </a>
        <Header currentPath={currentPath} />
        <main id="inhalt" tabIndex={-1}>
          {previewError && (
            <pre className="preview-error" role="alert">
              {previewError}
            </pre>
          )}
          <CurrentPageContext value={currentPath}>
            <Content components={mdxComponents} />
          </CurrentPageContext>
        </main>
        <Footer currentPath={currentPath} />
        <ChatWidgetIsland {...chatWidgetProps()} />
        {actionBar && <ActionBar />}
      </body>
    </html>
  )
}
