import { chrome } from '../../engine/site/site-data.ts'
import { Icon } from '../icons/Icon.tsx'
import { ChatWidgetIsland } from '../islands/wrappers.ts'
import { CHAT_PANEL_ID, chatWidgetProps } from './chat-widget-props.ts'

/**
 * The contact widget on every page: the help panel (an island, components/islands/ChatWidget.tsx)
 * and a round floating button that opens it. The button is plain HTML outside the island, so a tap
 * opens the panel (a popover) without loading anything. It floats only where the screen leaves a
 * margin beside the page's content column wide enough for it (chat.css), so it never covers text or
 * a control; narrower screens open the panel from the header (Header.tsx) or, on phones, from the
 * action bar. On a page with the quote form the header's button names the chat instead, so the
 * floating one is left out.
 */
export function Chat({ formOnPage = false }: { formOnPage?: boolean }) {
  const chat = chrome.chat
  return (
    <aside className="chat" aria-label={chat.bereich}>
      <ChatWidgetIsland {...chatWidgetProps()} />
      {!formOnPage && (
        // the browser reports the panel's state (aria-expanded) for a popovertarget button itself
        <button type="button" className="chat-button" popoverTarget={CHAT_PANEL_ID}>
          <Icon name="whatsapp" size={26} className="chat-icon-closed" />
          <Icon name="close" size={24} className="chat-icon-open" />
          <span className="sr-only chat-icon-closed">{chat.oeffnen}</span>
          <span className="sr-only chat-icon-open">{chat.schliessen}</span>
        </button>
      )}
    </aside>
  )
}
