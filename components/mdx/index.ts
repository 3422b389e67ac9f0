import type { MdxComponentName } from '../../engine/content/mdx-component-names'
import { ArticleList } from '../blog/ArticleList'
import { Aside, Journal } from '../blog/Journal'
import { TopicList } from '../blog/TopicList'
import { JobPostings } from '../careers/JobPostings'
import { CallLink, MailLink, OpeningHours, Rating, WhatsAppLink } from './contact-links'
import { Fact } from './Fact'
import { Faq } from './Faq'
import { Hero } from './Hero'
import { Actions, Cards, Gallery, LogoStrip, Stats, Steps, Testimonials } from './lists'
import { MarkdownImage, Picture } from './Picture'
import { MapLink } from './MapLink'
import { QuoteForm } from './QuoteForm'
import { Section } from './Section'
import { ServiceTabs } from './ServiceTabs'
import { Split } from './Split'
import { Table } from './Table'

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
} satisfies Record<MdxComponentName | 'img' | 'table', unknown>
