import type { DemoCompanyKey } from './demo-fleet.ts';
import { VEHICLE_TYPE_ID, type VehicleTypeId } from './demo-vehicle-types.ts';

/** Day trips sold at a fixed base price per vehicle type; start and end at `startPlaceKey`. */
export interface DemoRoundTrip {
  key: string;
  name: string;
  description: string;
  startPlaceKey: string;
  durationMinutes: number;
  distanceKm: number;
  /** The partner that drives it in the demo trips. */
  company: DemoCompanyKey;
  basePricesCents: Readonly<Partial<Record<VehicleTypeId, number>>>;
  /** Priced with stopPriceCents, like any stop. */
  stop?: { poiKey: string; durationMinutes: number };
}

const { sedan, premiumSedan, van, minibus } = VEHICLE_TYPE_ID;

export const DEMO_ROUND_TRIPS: readonly DemoRoundTrip[] = [
  { key: 'plitvice-from-split', name: 'Plitvice Lakes day trip from Split', startPlaceKey: 'split', durationMinutes: 660, distanceKm: 500, company: 'split-riviera', basePricesCents: { [sedan]: 28000, [premiumSedan]: 36000, [van]: 34000, [minibus]: 52000 }, stop: { poiKey: 'rastoke', durationMinutes: 60 }, description: 'An early start up the A1 motorway to Plitvice Lakes National Park. Four hours on the boardwalks between the Upper and Lower Lakes and the Great Waterfall, with the electric boat across Kozjak, then back to Split in the evening.' },
  { key: 'krka-sibenik-from-split', name: 'Krka waterfalls & Šibenik', startPlaceKey: 'split', durationMinutes: 540, distanceKm: 220, company: 'split-riviera', basePricesCents: { [sedan]: 18000, [premiumSedan]: 24000, [van]: 22000, [minibus]: 34000 }, stop: { poiKey: 'primosten', durationMinutes: 60 }, description: 'Walk the boardwalk loop around Skradinski buk in Krka National Park, then stroll the stone lanes of Šibenik to the Cathedral of St James, a UNESCO World Heritage Site. Back in Split for dinner.' },
  { key: 'bled-postojna-from-ljubljana', name: 'Lake Bled & Postojna Cave from Ljubljana', startPlaceKey: 'ljubljana', durationMinutes: 540, distanceKm: 230, company: 'ljubljana-drive', basePricesCents: { [sedan]: 22000, [premiumSedan]: 29000, [van]: 27000, [minibus]: 40000 }, stop: { poiKey: 'predjama', durationMinutes: 60 }, description: 'Morning at Lake Bled with time for the pletna boat to the island and a slice of cream cake, then south through the karst to Postojna Cave and its underground train.' },
  { key: 'kotor-from-dubrovnik', name: 'Dubrovnik to Montenegro’s Bay of Kotor', startPlaceKey: 'dubrovnik', durationMinutes: 600, distanceKm: 200, company: 'split-riviera', basePricesCents: { [sedan]: 24000, [premiumSedan]: 31000, [van]: 29000, [minibus]: 44000 }, description: 'Along the Konavle coast and across the border to the fjord-like Bay of Kotor: Perast and its island church, then the walled old town of Kotor. Passports needed.' },
  { key: 'ston-peljesac-from-dubrovnik', name: 'Ston oysters & Pelješac wines from Dubrovnik', startPlaceKey: 'dubrovnik', durationMinutes: 480, distanceKm: 170, company: 'split-riviera', basePricesCents: { [sedan]: 17000, [premiumSedan]: 23000, [van]: 21000 }, stop: { poiKey: 'peljesac-wine', durationMinutes: 90 }, description: 'Walk the medieval Walls of Ston, taste oysters fresh from Mali Ston Bay, and visit family cellars of Plavac Mali on the Pelješac peninsula.' },
  { key: 'istria-hill-towns-from-rovinj', name: 'Istrian hill towns: Motovun & Hum from Rovinj', startPlaceKey: 'rovinj', durationMinutes: 420, distanceKm: 150, company: 'ljubljana-drive', basePricesCents: { [sedan]: 15000, [premiumSedan]: 20000, [van]: 19000 }, stop: { poiKey: 'livade', durationMinutes: 60 }, description: 'Inland Istria in a day: the walls of Motovun above the Mirna valley, the tiny town of Hum and the Glagolitic Alley, with lunch of fuži and truffles.' },
];
