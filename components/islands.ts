import { createIsland } from '../engine/islands/island'
import ChatWidget from './islands/ChatWidget'
import Faq from './islands/Faq'
import MobileMenu from './islands/MobileMenu'
import QuoteForm from './islands/QuoteForm'
import ServiceTabs from './islands/ServiceTabs'

// Server-side wrappers of the interactive blocks; the name must match the file in components/islands/.
export const MobileMenuIsland = createIsland('MobileMenu', MobileMenu, 'interaction')
export const ChatWidgetIsland = createIsland('ChatWidget', ChatWidget, 'interaction')
export const ServiceTabsIsland = createIsland('ServiceTabs', ServiceTabs, 'interaction')
export const FaqIsland = createIsland('Faq', Faq, 'interaction')
export const QuoteFormIsland = createIsland('QuoteForm', QuoteForm, 'interaction')
