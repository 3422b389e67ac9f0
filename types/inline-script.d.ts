/** A module bundled into one classic script, as text (engine/build/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const code: string
  export default code
}
