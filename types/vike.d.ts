import type { ContentPage } from '../engine/content/pages.ts'

declare global {
  namespace Vike {
    interface PageContext {
      contentPage?: ContentPage
    }
  }
}
