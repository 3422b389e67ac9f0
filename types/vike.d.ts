import type { ContentPage } from '../engine/content/pages'

declare global {
  namespace Vike {
    interface PageContext {
      contentPage?: ContentPage
    }
  }
}

export {}
