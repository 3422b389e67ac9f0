import { createIsland } from '../../engine/islands/island'
import ChatWidget from './ChatWidget'
import Faq from './Faq'
import QuoteForm from './QuoteForm'

// Server-side wrappers of the interactive blocks; the name must match the file in this folder (see ./loaders.ts).
export const ChatWidgetIsland = createIsland('ChatWidget', ChatWidget, 'interaction')
export const FaqIsland = createIsland('Faq', Faq, 'interaction')
export const QuoteFormIsland = createIsland('QuoteForm', QuoteForm, 'interaction')
