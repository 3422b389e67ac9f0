// The only script every page loads: a few hundred bytes. React arrives later, per island, on demand.
import { enhanceHeader } from '../components/frame/header-behaviour'
import { startIslands } from '../engine/islands/client'

enhanceHeader()
startIslands()
