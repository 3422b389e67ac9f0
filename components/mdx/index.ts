import type { MdxComponentName } from '../../engine/content/mdx-component-names.ts'
import { ArticleList } from '../blog/ArticleList.tsx'
import { Aside, Journal } from '../blog/Journal.tsx'
import { TopicList } from '../blog/TopicList.tsx'
import { JobPostings } from '../careers/JobPostings.tsx'
import { CallLink, MailLink, OpeningHours, Rating, WhatsAppLink } from './contact-links.tsx'
import { Fact } from './Fact.tsx'
import { Faq } from './Faq.tsx'
import { Features } from './Features.tsx'
import { Hero } from './Hero.tsx'
import { Actions, Cards, Checklist, Gallery, Stats, Steps, Tags, Testimonials } from './lists.tsx'
import { LogoStrip } from './LogoStrip.tsx'
import { Contacts } from '../trust/Contacts.tsx'
import { Reviews } from '../trust/Reviews.tsx'
import { Seals } from '../trust/Seals.tsx'
import { MarkdownImage, Picture } from './Picture.tsx'
import { MapLink } from './MapLink.tsx'
import { Prices } from './Prices.tsx'
import { QuoteForm } from './QuoteForm.tsx'
import { Questions } from './Questions.tsx'
import { Section } from './Section.tsx'
import { ServiceTabs } from './ServiceTabs.tsx'
import { Split } from './Split.tsx'
import { Table } from './Table.tsx'

/** Everything an MDX file in content/ can use without importing it (listed in content/README.md). */
export const mdxComponents = {
  img: MarkdownImage,
  table: Table,
  Image: Picture,
  Hero,
  Section,
  Split,
  Stats,
  Cards,
  Steps,
  Features,
  Questions,
  LogoStrip,
  Testimonials,
  Gallery,
  Actions,
  ServiceTabs,
  Faq,
  CallLink,
  MailLink,
  WhatsAppLink,
  Rating,
  OpeningHours,
  Fact,
  Journal,
  Aside,
  ArticleList,
  TopicList,
  JobPostings,
  QuoteForm,
  MapLink,
  Checklist,
  Tags,
  Prices,
  Contacts,
  Seals,
  Reviews,
} satisfies Record<MdxComponentName | 'img' | 'table', unknown>
