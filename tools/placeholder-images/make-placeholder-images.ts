// Draws the placeholder pictures (no real photos yet): calm flat illustrations as SVG, rendered with
// sharp to content/bilder/*.jpg, and the logo mark to public/logo.svg and public/favicon.svg.
// The outputs are committed; the site never runs this. How to replace a drawing with a photo: README.md here.
// Existing files are kept, so real photos are never overwritten; `--force` redraws every placeholder.
// Run: npx tsx tools/placeholder-images/make-placeholder-images.ts [--force]
// Drawing code: svg.ts (palette, SVG helpers, shared defs), backdrops.ts (sky/ground, wall/floor, window),
// props.ts (reusable objects), nature.ts (trees), machines.ts (scrubber), people.ts (stylised figures)
// and scenes/ (one file per image).
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { C, type Scene } from './svg.ts'
import { heroOffice } from './scenes/hero-office.ts'
import { windowCleaning } from './scenes/window-cleaning.ts'
import { floorCleaning } from './scenes/floor-cleaning.ts'
import { stairwell } from './scenes/stairwell.ts'
import { kitchen } from './scenes/kitchen.ts'
import { aboutTeam } from './scenes/about-team.ts'
import { berlinFacade } from './scenes/berlin-facade.ts'
import { ogDefault } from './scenes/og-default.ts'
import { serviceAreaMap } from './scenes/service-area-map.ts'
import { keyHandover } from './scenes/key-handover.ts'
import { saxonyTownhouses } from './scenes/saxony-townhouses.ts'
import { medicalPractice } from './scenes/medical-practice.ts'
import { hotelRoom } from './scenes/hotel-room.ts'
import { conservatory } from './scenes/conservatory.ts'
import { glassFacade } from './scenes/glass-facade.ts'
import {
  teamPortrait1,
  teamPortrait2,
  teamPortrait3,
  teamPortrait4,
  teamPortrait5,
  teamPortrait6,
} from './scenes/team-portrait.ts'
import { directionsMap } from './scenes/directions-map.ts'
import { offerDesk } from './scenes/offer-desk.ts'
import { earlyOffice } from './scenes/early-office.ts'
import { logoMark } from './scenes/logo-mark.ts'
import { solarPanels } from './scenes/solar-panels.ts'
import { roofGutter } from './scenes/roof-gutter.ts'
import { pigeonSpikes } from './scenes/pigeon-spikes.ts'
import { parkingGarage } from './scenes/parking-garage.ts'
import { wasteContainers } from './scenes/waste-containers.ts'
import { disinfection } from './scenes/disinfection.ts'
import { shopFloor } from './scenes/shop-floor.ts'
import { industrialHall } from './scenes/industrial-hall.ts'
import { kitaRoom } from './scenes/kita-room.ts'
import { airConditioner } from './scenes/air-conditioner.ts'
import { curtains } from './scenes/curtains.ts'
import { eventHall } from './scenes/event-hall.ts'
import { clutteredFlat } from './scenes/cluttered-flat.ts'
import { houseClearance } from './scenes/house-clearance.ts'
import { movingOut } from './scenes/moving-out.ts'
import { holidayFlat } from './scenes/holiday-flat.ts'
import { stoneTerrace } from './scenes/stone-terrace.ts'
import { buildingSite } from './scenes/building-site.ts'
import { brandenburgLake } from './scenes/brandenburg-lake.ts'
import { potsdamPalace } from './scenes/potsdam-palace.ts'
import { balticCoast } from './scenes/baltic-coast.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
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
  { file: 'team-portraet-5.jpg', width: 800, height: 800, draw: teamPortrait5 },
  { file: 'team-portraet-6.jpg', width: 800, height: 800, draw: teamPortrait6 },
  { file: 'karte-anfahrt.jpg', width: 1200, height: 800, draw: directionsMap },
  { file: 'angebot-schreibtisch.jpg', width: 1200, height: 900, draw: offerDesk },
  { file: 'buero-morgens.jpg', width: 1200, height: 900, draw: earlyOffice },
  { file: 'schluesseluebergabe.jpg', width: 1200, height: 900, draw: keyHandover },
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

/** `--force` overwrites; file names as arguments (e.g. `karte-einsatzgebiet.jpg`) draw only those */
async function main(force: boolean, only: readonly string[]): Promise<void> {
  await mkdir(IMAGE_DIR, { recursive: true })
  for (const job of JOBS.filter((j) => only.length === 0 || only.includes(j.file))) {
    const target = path.join(IMAGE_DIR, job.file)
    if (existsSync(target) && !force) {
      console.log(`${path.relative(ROOT, target)}  vorhanden, nicht überschrieben`)
      continue
    }
    const data = await renderJpeg(job.draw(job.width, job.height), job.width, job.height)
    await writeFile(target, data)
    console.log(`${path.relative(ROOT, target)}  ${job.width}x${job.height}  ${data.length} bytes`)
  }
  if (only.length > 0) return
  const mark = logoMark()
  await mkdir(PUBLIC_DIR, { recursive: true })
  for (const file of ['logo.svg', 'favicon.svg']) {
    const target = path.join(PUBLIC_DIR, file)
    if (existsSync(target) && !force) continue
    await writeFile(target, mark)
    console.log(`${path.relative(ROOT, target)}  ${Buffer.byteLength(mark)} bytes`)
  }
}

await main(
  process.argv.includes('--force'),
  process.argv.slice(2).filter((arg) => !arg.startsWith('--')),
)
