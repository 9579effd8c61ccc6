import { AIRPORTS, PLITVICE_LAKES } from './curated-places.ts';
import type { Coordinate } from './maps.ts';

/** One end of a curated route: the town centre or airport terminal it is measured from. */
export interface CuratedEnd {
  name: string;
  lat: number;
  lng: number;
}

/**
 * A real road distance and usual driving time between two places, rounded the way route
 * planners show them, for the usual road (motorway where there is one). `via` holds a handful of
 * points on that road, placed to a few kilometres, so the drawn line and the points-of-interest
 * corridor follow the road rather than the straight line (which for Zagreb–Split misses the Lika
 * highlands by 60 km). It is not for navigation.
 */
export interface CuratedRoadRoute {
  from: CuratedEnd;
  to: CuratedEnd;
  km: number;
  minutes: number;
  via?: readonly Coordinate[];
}

const place = (name: string, lat: number, lng: number): CuratedEnd => ({ name, lat, lng });

// Town centres: GeoNames coordinates, as the place search returns them.
const ZAGREB = place('Zagreb', 45.81444, 15.97798);
const SPLIT = place('Split', 43.50891, 16.43915);
const DUBROVNIK = place('Dubrovnik', 42.64125, 18.10909);
const ZADAR = place('Zadar', 44.11578, 15.22514);
const RIJEKA = place('Rijeka', 45.32673, 14.44241);
const PULA = place('Pula', 44.86833, 13.84806);
const OSIJEK = place('Osijek', 45.55111, 18.69389);
const SIBENIK = place('Šibenik', 43.73429, 15.8942);
const MAKARSKA = place('Makarska', 43.29694, 17.01778);
const ROVINJ = place('Rovinj', 45.08268, 13.63457);
const VARAZDIN = place('Varaždin', 46.30444, 16.33778);
const PLITVICE = place('Plitvice Lakes', PLITVICE_LAKES.lat, PLITVICE_LAKES.lng);
const LJUBLJANA = place('Ljubljana', 46.05108, 14.50513);
const BLED = place('Bled', 46.36917, 14.11361);
const PIRAN = place('Piran', 45.52778, 13.57056);
const POSTOJNA = place('Postojna', 45.77435, 14.21528);
const MARIBOR = place('Maribor', 46.55472, 15.64667);
const KRANJSKA_GORA = place('Kranjska Gora', 46.45689, 13.77824);
const BOL = place('Bol', 43.26194, 16.655);
const TRIESTE = place('Trieste', 45.64953, 13.77678);
const MOSTAR = place('Mostar', 43.34333, 17.80806);
const KOTOR = place('Kotor', 42.42067, 18.76825);

const airportEnd = (code: keyof typeof AIRPORTS) => {
  const { formatted_address: name, lat, lng } = AIRPORTS[code];
  return place(name, lat, lng);
};
const ZAG = airportEnd('ZAG');
const SPU = airportEnd('SPU');
const DBV = airportEnd('DBV');
const ZAD = airportEnd('ZAD');
const PUY = airportEnd('PUY');
const RJK = airportEnd('RJK');
const OSI = airportEnd('OSI');
const BWK = airportEnd('BWK');
const LJU = airportEnd('LJU');
const MBX = airportEnd('MBX');
const POW = airportEnd('POW');
const VCE = airportEnd('VCE');

// Points on the main roads, in the direction from → to of the first route that uses them.
const A1_ZAGREB_TO_GOSPIC: Coordinate[] = [
  [45.78, 15.87], // Lučko
  [45.47, 15.52], // Karlovac
  [45.42, 15.28], // Bosiljevo
  [45.21, 15.3], // Josipdol (Ogulin)
  [45.0, 15.15], // Brinje
  [44.87, 15.22], // Otočac
  [44.55, 15.4], // Gospić
];
const A1_GOSPIC_TO_ZADAR_EXIT: Coordinate[] = [
  [44.36, 15.66], // Sveti Rok tunnel
  [44.23, 15.53], // Maslenica bridge
  [44.1, 15.36], // Zadar 2 exit
];
const A1_ZADAR_EXIT_TO_SPLIT: Coordinate[] = [
  [44.03, 15.62], // Benkovac
  [43.83, 15.94], // Skradin (Krka)
  [43.72, 16.03], // Vrpolje (Šibenik)
  [43.58, 16.18], // Prgomet
  [43.58, 16.58], // Dugopolje
];
const SPLIT_TO_PLOCE_A1: Coordinate[] = [
  [43.58, 16.58], // Dugopolje
  [43.43, 16.95], // Šestanovac
  [43.2, 17.38], // Ravča (Vrgorac)
  [43.06, 17.45], // Ploče
];
const PLOCE_TO_DUBROVNIK_D8: Coordinate[] = [
  [43.01, 17.56], // Opuzen
  [42.92, 17.62], // Neum
  [42.84, 17.72], // Ston turn-off
  [42.79, 17.89], // Slano
];
const SPLIT_TO_PLOCE_COAST: Coordinate[] = [
  [43.44, 16.69], // Omiš
  [43.3, 17.02], // Makarska
  [43.14, 17.3], // Gradac
  [43.06, 17.45], // Ploče
];
const ZAGREB_TO_RIJEKA_A6: Coordinate[] = [
  [45.78, 15.87], // Lučko
  [45.47, 15.52], // Karlovac
  [45.42, 15.28], // Bosiljevo
  [45.37, 15.08], // Vrbovsko
  [45.4, 14.8], // Delnice
  [45.34, 14.48], // Orehovica
];
const RIJEKA_TO_PULA_Y: Coordinate[] = [
  [45.36, 14.31], // Matulji
  [45.3, 14.2], // Učka tunnel
  [45.24, 13.93], // Pazin
  [45.12, 13.83], // Kanfanar
  [44.96, 13.85], // Vodnjan
];
const ZAGREB_TO_LJUBLJANA_A2: Coordinate[] = [
  [45.84, 15.69], // Bregana
  [45.8, 15.17], // Novo Mesto
  [45.9, 15.02], // Trebnje
  [45.94, 14.8], // Ivančna Gorica
];
const LJUBLJANA_TO_COAST_A1: Coordinate[] = [
  [45.96, 14.3], // Vrhnika
  [45.78, 14.22], // Postojna
  [45.68, 13.97], // Divača
  [45.55, 13.73], // Koper
];
const LJUBLJANA_TO_MARIBOR_A1: Coordinate[] = [
  [46.16, 14.62], // Domžale
  [46.23, 15.26], // Celje
  [46.4, 15.59], // Slovenska Bistrica
];
const ZAGREB_TO_OSIJEK_A3: Coordinate[] = [
  [45.74, 16.27], // Ivanić-Grad
  [45.3, 17.3], // Okučani
  [45.17, 18.02], // Slavonski Brod
  [45.27, 18.4], // Sredanci
];
const ZAGREB_TO_PLITVICE_D1: Coordinate[] = [
  [45.78, 15.87], // Lučko
  [45.47, 15.52], // Karlovac
  [45.12, 15.58], // Slunj (Rastoke)
  [44.99, 15.64], // Rakovica
];
const GOSPIC_TO_PLITVICE: Coordinate[] = [
  [44.36, 15.66], // Sveti Rok tunnel
  [44.47, 15.6], // Gornja Ploča exit
  [44.53, 15.77], // Udbina
  [44.75, 15.71], // Korenica
];

const VENICE_AIRPORT_TO_TRIESTE_A4: Coordinate[] = [
  [45.78, 12.84], // Portogruaro
  [45.81, 13.53], // Monfalcone
];
const VENICE_AIRPORT_TO_ISTRIA: Coordinate[] = [
  ...VENICE_AIRPORT_TO_TRIESTE_A4,
  [45.62, 13.82], // Trieste bypass
  [45.55, 13.73], // Koper
  [45.47, 13.64], // Sečovlje border crossing
  [45.41, 13.66], // Buje
  [45.12, 13.83], // Kanfanar
];
const VENICE_AIRPORT_TO_LJUBLJANA: Coordinate[] = [
  ...VENICE_AIRPORT_TO_TRIESTE_A4,
  [45.7, 13.85], // Fernetti border crossing
  [45.68, 13.97], // Divača
  [45.78, 14.22], // Postojna
  [45.96, 14.3], // Vrhnika
];
const BLED_TO_VENICE_AIRPORT: Coordinate[] = [
  [46.43, 14.06], // Jesenice
  [46.48, 13.79], // Kranjska Gora
  [46.5, 13.58], // Tarvisio
  [46.06, 13.24], // Udine
  [45.9, 13.31], // Palmanova
  [45.78, 12.84], // Portogruaro
];

const reversed = (points: readonly Coordinate[]): Coordinate[] => [...points].reverse();

/** The curated table. A route is matched in either direction. */
export const CURATED_ROAD_ROUTES: readonly CuratedRoadRoute[] = [
  // Croatia: the long transfers.
  { from: ZAGREB, to: SPLIT, km: 410, minutes: 240, via: [...A1_ZAGREB_TO_GOSPIC, ...A1_GOSPIC_TO_ZADAR_EXIT, ...A1_ZADAR_EXIT_TO_SPLIT] },
  { from: ZAGREB, to: ZADAR, km: 285, minutes: 180, via: [...A1_ZAGREB_TO_GOSPIC, ...A1_GOSPIC_TO_ZADAR_EXIT] },
  { from: ZAGREB, to: DUBROVNIK, km: 600, minutes: 370, via: [...A1_ZAGREB_TO_GOSPIC, ...A1_GOSPIC_TO_ZADAR_EXIT, ...A1_ZADAR_EXIT_TO_SPLIT.slice(0, -1), ...SPLIT_TO_PLOCE_A1, ...PLOCE_TO_DUBROVNIK_D8] },
  { from: ZAGREB, to: PLITVICE, km: 130, minutes: 120, via: ZAGREB_TO_PLITVICE_D1 },
  { from: ZAGREB, to: RIJEKA, km: 160, minutes: 110, via: ZAGREB_TO_RIJEKA_A6 },
  { from: ZAGREB, to: PULA, km: 265, minutes: 180, via: [...ZAGREB_TO_RIJEKA_A6, ...RIJEKA_TO_PULA_Y] },
  { from: ZAGREB, to: ROVINJ, km: 265, minutes: 190, via: [...ZAGREB_TO_RIJEKA_A6, ...RIJEKA_TO_PULA_Y.slice(0, 4)] },
  { from: ZAGREB, to: OSIJEK, km: 280, minutes: 170, via: ZAGREB_TO_OSIJEK_A3 },
  { from: ZAGREB, to: VARAZDIN, km: 85, minutes: 60 },
  { from: SPLIT, to: DUBROVNIK, km: 230, minutes: 190, via: [...SPLIT_TO_PLOCE_COAST, ...PLOCE_TO_DUBROVNIK_D8] },
  { from: SPLIT, to: ZADAR, km: 160, minutes: 110, via: [...reversed(A1_ZADAR_EXIT_TO_SPLIT)] },
  { from: SPLIT, to: PLITVICE, km: 250, minutes: 180, via: [...reversed(A1_ZADAR_EXIT_TO_SPLIT), ...reversed(A1_GOSPIC_TO_ZADAR_EXIT).slice(0, -1), ...GOSPIC_TO_PLITVICE.slice(1)] },
  { from: SPLIT, to: SIBENIK, km: 85, minutes: 70, via: [[43.58, 16.18], [43.72, 16.03]] },
  { from: SPLIT, to: MAKARSKA, km: 65, minutes: 75, via: [[43.44, 16.69]] },
  { from: SPLIT, to: MOSTAR, km: 165, minutes: 150 },
  { from: ZADAR, to: PLITVICE, km: 130, minutes: 105 },
  { from: DUBROVNIK, to: KOTOR, km: 90, minutes: 120 },
  { from: DUBROVNIK, to: MOSTAR, km: 140, minutes: 150 },
  { from: RIJEKA, to: PULA, km: 100, minutes: 75, via: RIJEKA_TO_PULA_Y },
  { from: PULA, to: ROVINJ, km: 40, minutes: 40 },
  // Airports and the cities they serve.
  { from: ZAG, to: ZAGREB, km: 17, minutes: 25 },
  { from: SPU, to: SPLIT, km: 25, minutes: 30 },
  { from: SPU, to: MAKARSKA, km: 90, minutes: 90 },
  { from: SPU, to: DUBROVNIK, km: 215, minutes: 180 },
  { from: DBV, to: DUBROVNIK, km: 20, minutes: 30 },
  { from: ZAD, to: ZADAR, km: 12, minutes: 20 },
  { from: PUY, to: PULA, km: 8, minutes: 15 },
  { from: PUY, to: ROVINJ, km: 45, minutes: 45 },
  { from: RJK, to: RIJEKA, km: 27, minutes: 30 },
  { from: OSI, to: OSIJEK, km: 20, minutes: 25 },
  { from: BWK, to: BOL, km: 14, minutes: 20 },
  { from: LJU, to: LJUBLJANA, km: 27, minutes: 25 },
  { from: LJU, to: BLED, km: 36, minutes: 35 },
  { from: MBX, to: MARIBOR, km: 10, minutes: 15 },
  { from: POW, to: PIRAN, km: 7, minutes: 12 },
  { from: LJUBLJANA, to: ZAG, km: 155, minutes: 110 },
  // Slovenia and the way to Croatia.
  { from: ZAGREB, to: LJUBLJANA, km: 140, minutes: 105, via: ZAGREB_TO_LJUBLJANA_A2 },
  { from: LJUBLJANA, to: BLED, km: 55, minutes: 45, via: [[46.24, 14.36], [46.34, 14.17]] },
  { from: LJUBLJANA, to: PIRAN, km: 125, minutes: 95, via: [...LJUBLJANA_TO_COAST_A1, [45.54, 13.66]] },
  { from: LJUBLJANA, to: POSTOJNA, km: 53, minutes: 40, via: [[45.96, 14.3]] },
  { from: LJUBLJANA, to: MARIBOR, km: 128, minutes: 85, via: LJUBLJANA_TO_MARIBOR_A1 },
  { from: ZAGREB, to: MARIBOR, km: 120, minutes: 90 },
  { from: BLED, to: KRANJSKA_GORA, km: 40, minutes: 35 },
  { from: TRIESTE, to: PIRAN, km: 37, minutes: 45 },
  // From Venice airport.
  { from: VCE, to: ROVINJ, km: 235, minutes: 170, via: VENICE_AIRPORT_TO_ISTRIA },
  { from: VCE, to: LJUBLJANA, km: 230, minutes: 150, via: VENICE_AIRPORT_TO_LJUBLJANA },
  { from: BLED, to: VCE, km: 250, minutes: 170, via: BLED_TO_VENICE_AIRPORT },
  { from: PIRAN, to: ROVINJ, km: 75, minutes: 75 },
];
