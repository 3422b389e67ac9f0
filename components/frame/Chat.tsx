import { chrome } from '../../engine/site/site-data.ts'
import { Icon } from '../icons/Icon.tsx'
import { ChatWidgetIsland } from '../islands/wrappers.ts'
import { CHAT_PANEL_ID, chatWidgetProps } from './chat-widget-props.ts'

/**
 * The contact widget on every page: the help panel (an island, components/islands/ChatWidget.tsx)
 * and the floating button that opens it, a pill with a speech-bubble icon and a short word. The button
 * is plain HTML outside the island, so a tap opens the panel (a popover) without loading anything.
 * Nothing floats over the form or the page's buttons: on phones the action bar opens the panel (the
 * floating button is hidden, action-bar.css), and on a page with the quote form the header does
 * (Header.tsx), so there the floating button is left out.
 */
export function Chat({ formOnPage = false }: { formOnPage?: boolean }) {
  const chat = chrome.chat
  return (
    <aside className="chat" aria-label={chat.bereich}>
      <ChatWidgetIsland {...chatWidgetProps()} />
      {!formOnPage && (
        // the browser reports the panel's state (aria-expanded) for a popovertarget button itself
        <button type="button" className="chat-button" popoverTarget={CHAT_PANEL_ID}>
          <Icon name="whatsapp" size={24} className="chat-icon-closed" />
          {/* visible word for sighted visitors; the accessible name (below) contains it */}
          <span className="chat-button-label chat-icon-closed" aria-hidden="true">
            {chat.knopf}
          </span>
          <Icon name="close" size={24} className="chat-icon-open" />
          <span className="sr-only chat-icon-closed">{chat.oeffnen}</span>
          <span className="sr-only chat-icon-open">{chat.schliessen}</span>
        </button>
      )}
    </aside>
  )
}
