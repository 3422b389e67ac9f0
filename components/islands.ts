import { createIsland } from '../engine/islands/island'
import ChatWidget from './islands/ChatWidget'
import Faq from './islands/Faq'
import QuoteForm from './islands/QuoteForm'

// Server-side wrappers of the interactive blocks; the name must match the file in components/islands/.
export const ChatWidgetIsland = createIsland('ChatWidget', ChatWidget, 'interaction')
export const FaqIsland = createIsland('Faq', Faq, 'interaction')
export const QuoteFormIsland = createIsland('QuoteForm', QuoteForm, 'interaction')
