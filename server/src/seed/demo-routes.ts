import type { DemoCompanyKey } from './demo-fleet.ts';

/**
 * Transfers the demo trips use, with rough real road distances and driving times. Trips run
 * either way along a route. `company` is the partner that drives it; `stopPoiKeys` are sights
 * on the way that a trip may stop at.
 */
export interface DemoRoute {
  from: string;
  to: string;
  km: number;
  minutes: number;
  company: DemoCompanyKey;
  /** How often the planner picks this route. */
  weight: number;
  stopPoiKeys?: readonly string[];
}

export const DEMO_ROUTES: readonly DemoRoute[] = [
  // Dalmatia, driven by Split Riviera Transfers.
  { from: 'split-airport', to: 'split', km: 25, minutes: 30, company: 'split-riviera', weight: 6 },
  { from: 'split-airport', to: 'trogir', km: 7, minutes: 15, company: 'split-riviera', weight: 3 },
  { from: 'split-airport', to: 'makarska', km: 90, minutes: 90, company: 'split-riviera', weight: 3, stopPoiKeys: ['omis'] },
  { from: 'split', to: 'dubrovnik', km: 230, minutes: 190, company: 'split-riviera', weight: 4, stopPoiKeys: ['ston-walls', 'mali-ston', 'makarska'] },
  { from: 'split', to: 'zadar', km: 160, minutes: 110, company: 'split-riviera', weight: 2, stopPoiKeys: ['sibenik', 'krka', 'primosten'] },
  { from: 'split', to: 'sibenik', km: 85, minutes: 70, company: 'split-riviera', weight: 2, stopPoiKeys: ['trogir', 'primosten'] },
  { from: 'split', to: 'plitvice', km: 250, minutes: 180, company: 'split-riviera', weight: 2 },
  { from: 'split', to: 'zagreb', km: 410, minutes: 240, company: 'split-riviera', weight: 2, stopPoiKeys: ['plitvice', 'rastoke'] },
  { from: 'split', to: 'makarska', km: 65, minutes: 75, company: 'split-riviera', weight: 2, stopPoiKeys: ['omis'] },
  { from: 'split', to: 'mostar', km: 165, minutes: 150, company: 'split-riviera', weight: 1 },
  { from: 'dubrovnik-airport', to: 'dubrovnik', km: 20, minutes: 30, company: 'split-riviera', weight: 5 },
  { from: 'dubrovnik', to: 'kotor', km: 90, minutes: 120, company: 'split-riviera', weight: 2 },
  { from: 'dubrovnik', to: 'split-airport', km: 215, minutes: 180, company: 'split-riviera', weight: 2, stopPoiKeys: ['ston-walls', 'mali-ston'] },
  { from: 'dubrovnik', to: 'mostar', km: 140, minutes: 150, company: 'split-riviera', weight: 1 },
  { from: 'zadar-airport', to: 'zadar', km: 12, minutes: 20, company: 'split-riviera', weight: 3 },
  { from: 'zadar', to: 'plitvice', km: 130, minutes: 105, company: 'split-riviera', weight: 2 },
  { from: 'zadar', to: 'split-airport', km: 140, minutes: 95, company: 'split-riviera', weight: 1, stopPoiKeys: ['sibenik', 'krka'] },
  // Slovenia, Istria, Kvarner and Zagreb, driven by Ljubljana Drive.
  { from: 'zagreb-airport', to: 'zagreb', km: 17, minutes: 25, company: 'ljubljana-drive', weight: 3 },
  { from: 'zagreb', to: 'plitvice', km: 130, minutes: 120, company: 'ljubljana-drive', weight: 2, stopPoiKeys: ['rastoke'] },
  { from: 'zagreb', to: 'ljubljana', km: 140, minutes: 105, company: 'ljubljana-drive', weight: 2, stopPoiKeys: ['samobor'] },
  { from: 'zagreb', to: 'varazdin', km: 85, minutes: 60, company: 'ljubljana-drive', weight: 1, stopPoiKeys: ['trakoscan'] },
  { from: 'zagreb', to: 'rovinj', km: 265, minutes: 190, company: 'ljubljana-drive', weight: 1, stopPoiKeys: ['motovun', 'hum'] },
  { from: 'ljubljana-airport', to: 'ljubljana', km: 27, minutes: 25, company: 'ljubljana-drive', weight: 4 },
  { from: 'ljubljana-airport', to: 'bled', km: 36, minutes: 35, company: 'ljubljana-drive', weight: 3 },
  { from: 'ljubljana', to: 'bled', km: 55, minutes: 45, company: 'ljubljana-drive', weight: 3, stopPoiKeys: ['vintgar'] },
  { from: 'ljubljana', to: 'piran', km: 125, minutes: 95, company: 'ljubljana-drive', weight: 2, stopPoiKeys: ['postojna', 'predjama', 'skocjan'] },
  { from: 'ljubljana', to: 'postojna', km: 53, minutes: 40, company: 'ljubljana-drive', weight: 1 },
  { from: 'ljubljana', to: 'zagreb-airport', km: 155, minutes: 110, company: 'ljubljana-drive', weight: 1 },
  { from: 'bled', to: 'venice-airport', km: 250, minutes: 170, company: 'ljubljana-drive', weight: 1 },
  { from: 'bled', to: 'kranjska-gora', km: 40, minutes: 35, company: 'ljubljana-drive', weight: 1, stopPoiKeys: ['jasna'] },
  { from: 'trieste', to: 'piran', km: 37, minutes: 45, company: 'ljubljana-drive', weight: 1 },
  { from: 'trieste', to: 'rovinj', km: 100, minutes: 90, company: 'ljubljana-drive', weight: 1 },
  { from: 'venice-airport', to: 'rovinj', km: 235, minutes: 170, company: 'ljubljana-drive', weight: 1, stopPoiKeys: ['piran'] },
  { from: 'venice-airport', to: 'ljubljana', km: 230, minutes: 150, company: 'ljubljana-drive', weight: 1 },
  { from: 'pula-airport', to: 'rovinj', km: 45, minutes: 45, company: 'ljubljana-drive', weight: 2 },
  { from: 'pula', to: 'opatija', km: 100, minutes: 75, company: 'ljubljana-drive', weight: 1, stopPoiKeys: ['ucka'] },
  { from: 'rijeka', to: 'opatija', km: 15, minutes: 20, company: 'ljubljana-drive', weight: 1 },
  { from: 'piran', to: 'rovinj', km: 75, minutes: 75, company: 'ljubljana-drive', weight: 1 },
];
