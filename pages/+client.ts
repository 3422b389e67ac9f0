// The only script every page loads: a few kilobytes without React. It answers the first tap on every
// widget at once; React arrives later, per island, on the first interaction with it.
import { enhanceArticleToggles } from '../components/blog/article-toggle'
import { enhanceHeader } from '../components/frame/header-behaviour'
import { enhanceMenuSheet } from '../components/frame/menu-sheet'
import { enhanceFaqBeforeHydration } from '../components/islands/faq-early'
import { islandLoaders } from '../components/islands/loaders'
import { letBrowserCheckQuoteFormsUntilHydrated } from '../components/islands/quote-form-early'
import { enhanceServiceTabs } from '../components/mdx/service-tabs'
import { startIslands } from '../engine/islands/client'

enhanceHeader()
enhanceMenuSheet()
enhanceServiceTabs()
enhanceArticleToggles()
enhanceFaqBeforeHydration()
letBrowserCheckQuoteFormsUntilHydrated()
startIslands(islandLoaders)
