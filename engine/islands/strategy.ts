/**
 * When an island's JavaScript (React + the component) loads:
 * - interaction: on the first pointer, focus, touch or key event inside it (the default; a click that
 *   triggered loading is replayed once the island is live, so it is not lost)
 * - visible: when it scrolls near the viewport
 * - idle: when the browser is idle after load
 */
export type HydrationStrategy = 'interaction' | 'visible' | 'idle'

/** Marks elements whose click must wait for the island (e.g. a link that JavaScript turns into a button). */
export const TRIGGER_ATTRIBUTE = 'data-island-trigger'
