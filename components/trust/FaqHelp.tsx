import { useCurrentPage } from '../../engine/render/current-page.ts'
import { helpContactForPage } from '../../engine/site/contact-selection.ts'
import { chrome, company, trust } from '../../engine/site/site-data.ts'
import { phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { Picture } from '../mdx/Picture.tsx'

/**
 * The box under the heading of a band of questions (`faq_hilfe` in content/rahmen.yaml): the page's own
 * contact (the Berlin site manager on /berlin), else the first person in vertrauen.yaml (customer advice), with
 * photo, direct line and WhatsApp. A page shows it once, with its first band of questions (faq-help.css): on
 * wide screens under the heading, where it fills the column beside the questions (`place="aside"`), on phones
 * after the questions, where a visitor who found no answer arrives (`place="end"`). Rendered in both places;
 * CSS shows one, and none on phones where the page already shows its people (<Contacts />).
 */
export function FaqHelp({ place }: { place: 'aside' | 'end' }) {
  const person = helpContactForPage(trust.ansprechpersonen, useCurrentPage())
  if (!person) return null
  const { titel, text, whatsapp } = chrome.faq_hilfe
  return (
    // a plain box, not an <aside>: a page with several bands of questions would repeat the landmark
    <div className={`faq-help faq-help-${place}`}>
      <p className="faq-help-title">{titel}</p>
      <div className="faq-help-person">
        <Picture src={person.bild} alt={person.bild_alt} thumbnail />
        <p>
          <strong>{person.name}</strong>
          <span>{person.rolle}</span>
        </p>
      </div>
      <p>{text.replace('{name}', person.name)}</p>
      <ul>
        <li>
          <a href={telHref(person.telefon)}>
            <Icon name="phone" size={18} />
            <span className="nowrap">{phoneDisplay(person.telefon)}</span>
          </a>
        </li>
        <li>
          <a href={whatsAppHref(company.whatsapp)} rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} />
            {whatsapp}
          </a>
        </li>
      </ul>
    </div>
  )
}
