/**
 * Towns and airports the demo trips run between, with real coordinates. Each becomes one row of
 * `places`, shared by the trips that start or end there.
 */
export interface DemoPlace {
  key: string;
  /** What trip lists show as start_locality / end_locality. */
  label: string;
  formattedAddress: string;
  locality: string;
  lat: number;
  lng: number;
  countryShortName: string;
  countryLongName: string;
  isAirport: boolean;
  /** Typical pickup points, for start_loc_details / end_loc_details. */
  spots: readonly string[];
}

const HR = { countryShortName: 'HR', countryLongName: 'Croatia' } as const;
const SI = { countryShortName: 'SI', countryLongName: 'Slovenia' } as const;
const IT = { countryShortName: 'IT', countryLongName: 'Italy' } as const;
const ARRIVALS = ['Arrivals hall, driver waits with a name sign'];

export const DEMO_PLACES: readonly DemoPlace[] = [
  { key: 'zagreb', label: 'Zagreb', formattedAddress: 'Zagreb, Croatia', locality: 'Zagreb', lat: 45.815, lng: 15.9819, ...HR, isAirport: false, spots: ['Hotel Esplanade, Mihanovićeva 1', 'Ban Jelačić Square', 'Main railway station, Trg kralja Tomislava 12'] },
  { key: 'zagreb-airport', label: 'Zagreb Airport', formattedAddress: 'Zagreb Airport (ZAG), Ulica Rudolfa Fizira 1, Velika Gorica, Croatia', locality: 'Velika Gorica', lat: 45.7429, lng: 16.0688, ...HR, isAirport: true, spots: ARRIVALS },
  { key: 'split', label: 'Split', formattedAddress: 'Split, Croatia', locality: 'Split', lat: 43.5081, lng: 16.4402, ...HR, isAirport: false, spots: ['Hotel Park, Hatzeov perivoj 3', 'Split ferry port, Gat sv. Duje', 'Apartment near Bačvice beach', 'Le Méridien Lav, Grljevačka 2A, Podstrana'] },
  { key: 'split-airport', label: 'Split Airport', formattedAddress: 'Split Airport (SPU), Cesta dr. Franje Tuđmana 1270, Kaštel Štafilić, Croatia', locality: 'Kaštela', lat: 43.5389, lng: 16.298, ...HR, isAirport: true, spots: ARRIVALS },
  { key: 'dubrovnik', label: 'Dubrovnik', formattedAddress: 'Dubrovnik, Croatia', locality: 'Dubrovnik', lat: 42.6507, lng: 18.0944, ...HR, isAirport: false, spots: ['Pile Gate bus stop', 'Hotel Excelsior, Frana Supila 12', 'Gruž port, cruise terminal', 'Hotel Rixos Premium, Liechtensteinov put 3'] },
  { key: 'dubrovnik-airport', label: 'Dubrovnik Airport', formattedAddress: 'Dubrovnik Airport (DBV), Čilipi, Croatia', locality: 'Čilipi', lat: 42.5614, lng: 18.2682, ...HR, isAirport: true, spots: ARRIVALS },
  { key: 'zadar', label: 'Zadar', formattedAddress: 'Zadar, Croatia', locality: 'Zadar', lat: 44.1194, lng: 15.2314, ...HR, isAirport: false, spots: ['Falkensteiner Hotel Adriana, Majstora Radovana 7', 'Zadar old town, Land Gate', 'Apartment in Borik'] },
  { key: 'zadar-airport', label: 'Zadar Airport', formattedAddress: 'Zadar Airport (ZAD), Zemunik Donji, Croatia', locality: 'Zemunik Donji', lat: 44.1083, lng: 15.3467, ...HR, isAirport: true, spots: ARRIVALS },
  { key: 'pula', label: 'Pula', formattedAddress: 'Pula, Croatia', locality: 'Pula', lat: 44.8666, lng: 13.8496, ...HR, isAirport: false, spots: ['Pula Arena, Flavijevska ulica', 'Hotel Park Plaza Histria, Verudela'] },
  { key: 'pula-airport', label: 'Pula Airport', formattedAddress: 'Pula Airport (PUY), Ližnjan, Croatia', locality: 'Ližnjan', lat: 44.8935, lng: 13.9222, ...HR, isAirport: true, spots: ARRIVALS },
  { key: 'rovinj', label: 'Rovinj', formattedAddress: 'Rovinj, Croatia', locality: 'Rovinj', lat: 45.0812, lng: 13.6387, ...HR, isAirport: false, spots: ['Grand Park Hotel Rovinj, Smareglijeva ulica 1A', 'Rovinj bus station', 'Hotel Monte Mulini, A. Smareglia 3'] },
  { key: 'rijeka', label: 'Rijeka', formattedAddress: 'Rijeka, Croatia', locality: 'Rijeka', lat: 45.3271, lng: 14.4422, ...HR, isAirport: false, spots: ['Rijeka railway station', 'Korzo, city centre'] },
  { key: 'opatija', label: 'Opatija', formattedAddress: 'Opatija, Croatia', locality: 'Opatija', lat: 45.3377, lng: 14.305, ...HR, isAirport: false, spots: ['Hotel Ambasador, Feliksa Peršića 5', 'Villa Angiolina park entrance'] },
  { key: 'sibenik', label: 'Šibenik', formattedAddress: 'Šibenik, Croatia', locality: 'Šibenik', lat: 43.735, lng: 15.8952, ...HR, isAirport: false, spots: ['D-Resort Šibenik, Obala Jerolima Milete 17', 'Amadria Park, Solaris'] },
  { key: 'trogir', label: 'Trogir', formattedAddress: 'Trogir, Croatia', locality: 'Trogir', lat: 43.5169, lng: 16.2514, ...HR, isAirport: false, spots: ['Trogir old town bridge', 'Hotel Brown Beach House, Put Gradine 66'] },
  { key: 'makarska', label: 'Makarska', formattedAddress: 'Makarska, Croatia', locality: 'Makarska', lat: 43.2969, lng: 17.0178, ...HR, isAirport: false, spots: ['Hotel Park Makarska, Kralja Petra Krešimira IV 23', 'Makarska bus station'] },
  { key: 'plitvice', label: 'Plitvice Lakes', formattedAddress: 'Plitvička Jezera, Croatia', locality: 'Plitvička Jezera', lat: 44.8804, lng: 15.616, ...HR, isAirport: false, spots: ['Hotel Jezero, Entrance 2', 'Entrance 1, Rastovača'] },
  { key: 'varazdin', label: 'Varaždin', formattedAddress: 'Varaždin, Croatia', locality: 'Varaždin', lat: 46.3057, lng: 16.3366, ...HR, isAirport: false, spots: ['Varaždin Old Town castle', 'Hotel Park Boutique, Jurja Habdelića 6'] },
  { key: 'ljubljana', label: 'Ljubljana', formattedAddress: 'Ljubljana, Slovenia', locality: 'Ljubljana', lat: 46.0569, lng: 14.5058, ...SI, isAirport: false, spots: ['Grand Hotel Union, Miklošičeva cesta 1', 'Prešeren Square', 'Ljubljana railway station, Trg Osvobodilne fronte 6'] },
  { key: 'ljubljana-airport', label: 'Ljubljana Airport', formattedAddress: 'Ljubljana Jože Pučnik Airport (LJU), Zgornji Brnik, Slovenia', locality: 'Zgornji Brnik', lat: 46.2237, lng: 14.4576, ...SI, isAirport: true, spots: ARRIVALS },
  { key: 'bled', label: 'Bled', formattedAddress: 'Bled, Slovenia', locality: 'Bled', lat: 46.3683, lng: 14.1146, ...SI, isAirport: false, spots: ['Grand Hotel Toplice, Cesta svobode 12', 'Hotel Park Bled, Cesta svobode 15', 'Bled bus station'] },
  { key: 'piran', label: 'Piran', formattedAddress: 'Piran, Slovenia', locality: 'Piran', lat: 45.5283, lng: 13.5683, ...SI, isAirport: false, spots: ['Tartini Square', 'Hotel Piran, Stjenkova ulica 1'] },
  { key: 'postojna', label: 'Postojna', formattedAddress: 'Postojna, Slovenia', locality: 'Postojna', lat: 45.7744, lng: 14.215, ...SI, isAirport: false, spots: ['Postojna Cave car park'] },
  { key: 'kranjska-gora', label: 'Kranjska Gora', formattedAddress: 'Kranjska Gora, Slovenia', locality: 'Kranjska Gora', lat: 46.4845, lng: 13.7856, ...SI, isAirport: false, spots: ['Hotel Ramada Resort, Borovška cesta 99'] },
  { key: 'trieste', label: 'Trieste', formattedAddress: 'Trieste, Italy', locality: 'Trieste', lat: 45.6495, lng: 13.7768, ...IT, isAirport: false, spots: ['Piazza Unità d’Italia', 'Trieste Centrale railway station'] },
  { key: 'venice-airport', label: 'Venice Airport', formattedAddress: 'Venice Marco Polo Airport (VCE), Tessera, Italy', locality: 'Tessera', lat: 45.5053, lng: 12.3519, ...IT, isAirport: true, spots: ARRIVALS },
  { key: 'kotor', label: 'Kotor', formattedAddress: 'Kotor, Montenegro', locality: 'Kotor', lat: 42.4247, lng: 18.7712, countryShortName: 'ME', countryLongName: 'Montenegro', isAirport: false, spots: ['Kotor old town, Sea Gate'] },
  { key: 'mostar', label: 'Mostar', formattedAddress: 'Mostar, Bosnia and Herzegovina', locality: 'Mostar', lat: 43.3438, lng: 17.8078, countryShortName: 'BA', countryLongName: 'Bosnia and Herzegovina', isAirport: false, spots: ['Old Bridge, Kujundžiluk'] },
];

export function demoPlace(key: string): DemoPlace {
  const place = DEMO_PLACES.find((p) => p.key === key);
  if (!place) throw new Error(`unknown demo place ${key}`);
  return place;
}
