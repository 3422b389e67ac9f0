// Written inline into every page (Document.tsx), so it runs while the page is parsed: menu, header,
// service tabs, article toggles and the FAQ answer the first tap without waiting for any request.
// React islands load later from +client.ts.
import { enhanceArticleToggles } from '../components/blog/article-toggle.ts'
import { enhanceHeader } from '../components/frame/header-behaviour.ts'
import { enhanceMenuSheet } from '../components/frame/menu-sheet.ts'
import { enhanceFaqBeforeHydration } from '../components/islands/faq-early.ts'
import { enhanceServiceTabs } from '../components/mdx/service-tabs.ts'

enhanceHeader()
enhanceMenuSheet()
enhanceServiceTabs()
enhanceArticleToggles()
enhanceFaqBeforeHydration()
