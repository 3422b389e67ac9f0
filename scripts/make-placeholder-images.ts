// PLACEHOLDER IMAGES — we have no real photos yet.
// Draws calm flat illustrations as SVG and renders them with sharp to content/bilder/*.jpg,
// and writes the logo mark to public/logo.svg and public/favicon.svg.
// Replace any of these files with a real photo under the SAME file name; nothing else needs to change.
// Existing files are kept, so real photos are never overwritten; `--force` redraws every placeholder.
// Run: npx tsx scripts/make-placeholder-images.ts [--force]
// The drawing code lives in scripts/placeholder-images/: svg.ts (palette, SVG helpers, shared defs),
// backdrops.ts (sky/ground, wall/floor, window), props.ts (reusable objects), nature.ts (trees),
// machines.ts (scrubber), people.ts (stylised figures) and scenes/ (one file per image).
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { C, type Scene } from './placeholder-images/svg.ts'
import { heroOffice } from './placeholder-images/scenes/hero-office.ts'
import { windowCleaning } from './placeholder-images/scenes/window-cleaning.ts'
import { floorCleaning } from './placeholder-images/scenes/floor-cleaning.ts'
import { stairwell } from './placeholder-images/scenes/stairwell.ts'
import { kitchen } from './placeholder-images/scenes/kitchen.ts'
import { aboutTeam } from './placeholder-images/scenes/about-team.ts'
import { berlinFacade } from './placeholder-images/scenes/berlin-facade.ts'
import { ogDefault } from './placeholder-images/scenes/og-default.ts'
import { serviceAreaMap } from './placeholder-images/scenes/service-area-map.ts'
import { saxonyTownhouses } from './placeholder-images/scenes/saxony-townhouses.ts'
import { medicalPractice } from './placeholder-images/scenes/medical-practice.ts'
import { hotelRoom } from './placeholder-images/scenes/hotel-room.ts'
import { conservatory } from './placeholder-images/scenes/conservatory.ts'
import { glassFacade } from './placeholder-images/scenes/glass-facade.ts'
import {
  teamPortrait1,
  teamPortrait2,
  teamPortrait3,
  teamPortrait4,
} from './placeholder-images/scenes/team-portrait.ts'
import { directionsMap } from './placeholder-images/scenes/directions-map.ts'
import { logoMark } from './placeholder-images/scenes/logo-mark.ts'
import { solarPanels } from './placeholder-images/scenes/solar-panels.ts'
import { roofGutter } from './placeholder-images/scenes/roof-gutter.ts'
import { pigeonSpikes } from './placeholder-images/scenes/pigeon-spikes.ts'
import { parkingGarage } from './placeholder-images/scenes/parking-garage.ts'
import { wasteContainers } from './placeholder-images/scenes/waste-containers.ts'
import { disinfection } from './placeholder-images/scenes/disinfection.ts'
import { shopFloor } from './placeholder-images/scenes/shop-floor.ts'
import { industrialHall } from './placeholder-images/scenes/industrial-hall.ts'
import { kitaRoom } from './placeholder-images/scenes/kita-room.ts'
import { airConditioner } from './placeholder-images/scenes/air-conditioner.ts'
import { curtains } from './placeholder-images/scenes/curtains.ts'
import { eventHall } from './placeholder-images/scenes/event-hall.ts'
import { clutteredFlat } from './placeholder-images/scenes/cluttered-flat.ts'
import { houseClearance } from './placeholder-images/scenes/house-clearance.ts'
import { movingOut } from './placeholder-images/scenes/moving-out.ts'
import { holidayFlat } from './placeholder-images/scenes/holiday-flat.ts'
import { stoneTerrace } from './placeholder-images/scenes/stone-terrace.ts'
import { buildingSite } from './placeholder-images/scenes/building-site.ts'
import { brandenburgLake } from './placeholder-images/scenes/brandenburg-lake.ts'
import { potsdamPalace } from './placeholder-images/scenes/potsdam-palace.ts'
import { balticCoast } from './placeholder-images/scenes/baltic-coast.ts'

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
  // one subject per service and region page
  { file: 'solaranlage-dach.jpg', width: 1200, height: 900, draw: solarPanels },
  { file: 'dachrinne.jpg', width: 1200, height: 900, draw: roofGutter },
  { file: 'taubenabwehr-sims.jpg', width: 1200, height: 900, draw: pigeonSpikes },
  { file: 'tiefgarage.jpg', width: 1200, height: 900, draw: parkingGarage },
  { file: 'muelltonnen-hof.jpg', width: 1200, height: 900, draw: wasteContainers },
  { file: 'desinfektion-tuergriff.jpg', width: 1200, height: 900, draw: disinfection },
  { file: 'ladenflaeche.jpg', width: 1200, height: 900, draw: shopFloor },
  { file: 'industriehalle.jpg', width: 1200, height: 900, draw: industrialHall },
  { file: 'kita-gruppenraum.jpg', width: 1200, height: 900, draw: kitaRoom },
  { file: 'klimaanlage.jpg', width: 1200, height: 900, draw: airConditioner },
  { file: 'gardinen-jalousie.jpg', width: 1200, height: 900, draw: curtains },
  { file: 'veranstaltungssaal.jpg', width: 1200, height: 900, draw: eventHall },
  { file: 'vollgestellte-wohnung.jpg', width: 1200, height: 900, draw: clutteredFlat },
  { file: 'entruempelung-mulde.jpg', width: 1200, height: 900, draw: houseClearance },
  { file: 'umzug-leere-wohnung.jpg', width: 1200, height: 900, draw: movingOut },
  { file: 'ferienwohnung.jpg', width: 1200, height: 900, draw: holidayFlat },
  { file: 'steinterrasse.jpg', width: 1200, height: 900, draw: stoneTerrace },
  { file: 'baustelle.jpg', width: 1200, height: 900, draw: buildingSite },
  { file: 'brandenburg-see.jpg', width: 1200, height: 900, draw: brandenburgLake },
  { file: 'potsdam-sanssouci.jpg', width: 1200, height: 900, draw: potsdamPalace },
  { file: 'ostseekueste.jpg', width: 1200, height: 900, draw: balticCoast },
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
