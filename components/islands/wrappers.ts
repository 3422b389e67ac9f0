import { createIsland } from '../../engine/islands/island.tsx'
import ChatWidget from './ChatWidget.tsx'
import Faq from './Faq.tsx'
import QuoteForm from './QuoteForm.tsx'

// Server-side wrappers of the interactive blocks; the name must match the file in this folder (see ./loaders.ts).
// the chat panel opens as HTML (a popover, opened from outside the island); React follows once it is open
export const ChatWidgetIsland = createIsland('ChatWidget', ChatWidget, 'open')
export const FaqIsland = createIsland('Faq', Faq, 'interaction')
export const QuoteFormIsland = createIsland('QuoteForm', QuoteForm, 'interaction')
