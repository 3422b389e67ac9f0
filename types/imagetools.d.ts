/** Output of vite-imagetools' `as=picture` directive. */
interface ImagetoolsPicture {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}
