import { createIsland } from '../engine/islands/island'
import ChatWidget from './islands/ChatWidget'
import MobileMenu from './islands/MobileMenu'
import ServiceTabs from './islands/ServiceTabs'

// Server-side wrappers of the interactive blocks; the name must match the file in components/islands/.
export const MobileMenuIsland = createIsland('MobileMenu', MobileMenu, 'interaction')
export const ChatWidgetIsland = createIsland('ChatWidget', ChatWidget, 'interaction')
export const ServiceTabsIsland = createIsland('ServiceTabs', ServiceTabs, 'interaction')
