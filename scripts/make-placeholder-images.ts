// PLACEHOLDER IMAGES — we have no real photos yet.
// Draws calm flat illustrations as SVG and renders them with sharp to content/bilder/*.jpg,
// and writes the logo mark to public/logo.svg and public/favicon.svg.
// Replace any of these files with a real photo under the SAME file name; nothing else needs to change.
// Existing files are kept, so real photos are never overwritten; `--force` redraws every placeholder.
// Run: npx tsx scripts/make-placeholder-images.ts [--force]
// The drawing code lives in scripts/placeholder-images/: svg.ts (palette + SVG helpers), props.ts
// (reusable objects), people.ts (stylised figures) and scenes/ (one file per image).
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { C, type Scene } from './placeholder-images/svg'
import { heroOffice } from './placeholder-images/scenes/hero-office'
import { windowCleaning } from './placeholder-images/scenes/window-cleaning'
import { floorCleaning } from './placeholder-images/scenes/floor-cleaning'
import { stairwell } from './placeholder-images/scenes/stairwell'
import { kitchen } from './placeholder-images/scenes/kitchen'
import { aboutTeam } from './placeholder-images/scenes/about-team'
import { berlinFacade } from './placeholder-images/scenes/berlin-facade'
import { ogDefault } from './placeholder-images/scenes/og-default'
import { serviceAreaMap } from './placeholder-images/scenes/service-area-map'
import { saxonyTownhouses } from './placeholder-images/scenes/saxony-townhouses'
import { medicalPractice } from './placeholder-images/scenes/medical-practice'
import { hotelRoom } from './placeholder-images/scenes/hotel-room'
import { conservatory } from './placeholder-images/scenes/conservatory'
import { glassFacade } from './placeholder-images/scenes/glass-facade'
import { teamPortrait1, teamPortrait2, teamPortrait3, teamPortrait4 } from './placeholder-images/scenes/team-portrait'
import { directionsMap } from './placeholder-images/scenes/directions-map'
import { logoMark } from './placeholder-images/scenes/logo-mark'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const IMAGE_DIR = path.join(ROOT, 'content', 'bilder')
const PUBLIC_DIR = path.join(ROOT, 'public')

type Job = { file: string; width: number; height: number; draw: Scene }

const JOBS: readonly Job[] = [
  { file: 'hero-bueroreinigung.jpg', width: 1920, height: 1080, draw: heroOffice },
  { file: 'team-fensterreinigung.jpg', width: 1200, height: 900, draw: windowCleaning },
  { file: 'team-bodenreinigung.jpg', width: 1200, height: 900, draw: floorCleaning },
  { file: 'team-treppenhaus.jpg', width: 1200, height: 900, draw: stairwell },
  { file: 'team-kueche.jpg', width: 1200, height: 900, draw: kitchen },
  { file: 'ueber-uns-team.jpg', width: 1200, height: 900, draw: aboutTeam },
  { file: 'fassade-berlin.jpg', width: 1600, height: 900, draw: berlinFacade },
  { file: 'og-standard.jpg', width: 1200, height: 630, draw: ogDefault },
  { file: 'karte-einsatzgebiet.jpg', width: 1200, height: 900, draw: serviceAreaMap },
  { file: 'sachsen-altbau.jpg', width: 1600, height: 900, draw: saxonyTownhouses },
  { file: 'team-praxis.jpg', width: 1200, height: 900, draw: medicalPractice },
  { file: 'team-hotel.jpg', width: 1200, height: 900, draw: hotelRoom },
  { file: 'team-wintergarten.jpg', width: 1200, height: 900, draw: conservatory },
  { file: 'team-glasfassade.jpg', width: 1200, height: 900, draw: glassFacade },
  { file: 'team-portraet-1.jpg', width: 800, height: 800, draw: teamPortrait1 },
  { file: 'team-portraet-2.jpg', width: 800, height: 800, draw: teamPortrait2 },
  { file: 'team-portraet-3.jpg', width: 800, height: 800, draw: teamPortrait3 },
  { file: 'team-portraet-4.jpg', width: 800, height: 800, draw: teamPortrait4 },
  { file: 'karte-anfahrt.jpg', width: 1200, height: 800, draw: directionsMap },
]

async function renderJpeg(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: C.white })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toBuffer()
}

async function main(force: boolean): Promise<void> {
  await mkdir(IMAGE_DIR, { recursive: true })
  for (const job of JOBS) {
    const target = path.join(IMAGE_DIR, job.file)
    if (existsSync(target) && !force) {
      console.log(`${path.relative(ROOT, target)}  vorhanden, nicht überschrieben`)
      continue
    }
    const data = await renderJpeg(job.draw(job.width, job.height), job.width, job.height)
    await writeFile(target, data)
    console.log(`${path.relative(ROOT, target)}  ${job.width}x${job.height}  ${data.length} bytes`)
  }
  const mark = logoMark()
  await mkdir(PUBLIC_DIR, { recursive: true })
  for (const file of ['logo.svg', 'favicon.svg']) {
    const target = path.join(PUBLIC_DIR, file)
    if (existsSync(target) && !force) continue
    await writeFile(target, mark)
    console.log(`${path.relative(ROOT, target)}  ${Buffer.byteLength(mark)} bytes`)
  }
}

await main(process.argv.includes('--force'))
