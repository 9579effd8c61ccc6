/** Points of interest of the demo, all real, with coordinates of the sight itself. */
export const DEMO_POI_CATEGORIES = [
  { key: 'national-parks', name: 'National parks', color: 'green' },
  { key: 'nature', name: 'Nature', color: 'teal' },
  { key: 'old-towns', name: 'Old towns', color: 'orange' },
  { key: 'castles', name: 'Castles & monuments', color: 'grape' },
  { key: 'caves', name: 'Caves', color: 'indigo' },
  { key: 'lakes', name: 'Lakes', color: 'cyan' },
  { key: 'beaches', name: 'Beaches', color: 'blue' },
  { key: 'wine-food', name: 'Wine & food', color: 'red' },
] as const;

export type DemoPoiCategoryKey = (typeof DEMO_POI_CATEGORIES)[number]['key'];

export interface DemoPoi {
  key: string;
  name: string;
  categoryKey: DemoPoiCategoryKey;
  country: 'HR' | 'SI';
  lat: number;
  lng: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  description: string;
}

export const DEMO_POIS: readonly DemoPoi[] = [
  { key: 'plitvice', name: 'Plitvice Lakes National Park', categoryKey: 'national-parks', country: 'HR', lat: 44.8654, lng: 15.582, minDurationMinutes: 180, maxDurationMinutes: 360, description: 'Sixteen terraced lakes joined by waterfalls and wooden footpaths, a UNESCO World Heritage Site since 1979.' },
  { key: 'krka', name: 'Krka National Park – Skradinski buk', categoryKey: 'national-parks', country: 'HR', lat: 43.8048, lng: 15.9622, minDurationMinutes: 120, maxDurationMinutes: 300, description: 'The largest travertine waterfall of the Krka river, seventeen cascades reached by a loop of boardwalks.' },
  { key: 'paklenica', name: 'Paklenica National Park', categoryKey: 'national-parks', country: 'HR', lat: 44.3, lng: 15.462, minDurationMinutes: 120, maxDurationMinutes: 300, description: 'Two limestone canyons cut into Velebit above Starigrad, famous for climbing and the walk up Velika Paklenica.' },
  { key: 'vintgar', name: 'Vintgar Gorge', categoryKey: 'nature', country: 'SI', lat: 46.393, lng: 14.085, minDurationMinutes: 90, maxDurationMinutes: 150, description: 'A 1.6 km wooden walkway above the emerald Radovna river, ending at the 13-metre Šum waterfall near Bled.' },
  { key: 'vrsic', name: 'Vršič Pass', categoryKey: 'nature', country: 'SI', lat: 46.4338, lng: 13.7437, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'Slovenia’s highest road pass (1,611 m), 50 hairpin bends built by Russian prisoners of war, with the Russian Chapel on the way up.' },
  { key: 'kozjak', name: 'Kozjak Waterfall', categoryKey: 'nature', country: 'SI', lat: 46.265, lng: 13.587, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'A 15-metre waterfall hidden in a cave-like rock hall, a short walk from Kobarid in the Soča valley.' },
  { key: 'omis', name: 'Omiš and the Cetina Canyon', categoryKey: 'nature', country: 'HR', lat: 43.4445, lng: 16.6885, minDurationMinutes: 60, maxDurationMinutes: 240, description: 'A former pirate town where the Cetina river breaks through the mountains to the sea; rafting, zip lines and the Mirabela fortress.' },
  { key: 'rastoke', name: 'Rastoke', categoryKey: 'nature', country: 'HR', lat: 45.1199, lng: 15.5834, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'A village of old watermills where the Slunjčica falls into the Korana in small cascades, often called little Plitvice.' },
  { key: 'ucka', name: 'Vojak Peak, Učka', categoryKey: 'nature', country: 'HR', lat: 45.2883, lng: 14.1967, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'The highest point of Istria (1,401 m) with a stone lookout tower and views over the Kvarner Gulf and its islands.' },
  { key: 'dubrovnik', name: 'Dubrovnik Old Town', categoryKey: 'old-towns', country: 'HR', lat: 42.641, lng: 18.1088, minDurationMinutes: 120, maxDurationMinutes: 360, description: 'The walled “Pearl of the Adriatic”: Stradun, the city walls walk and the Rector’s Palace.' },
  { key: 'trogir', name: 'Trogir', categoryKey: 'old-towns', country: 'HR', lat: 43.517, lng: 16.251, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'A UNESCO-listed island town of Romanesque and Renaissance houses around the Cathedral of St Lawrence.' },
  { key: 'sibenik', name: 'Šibenik', categoryKey: 'old-towns', country: 'HR', lat: 43.737, lng: 15.8893, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'Stone lanes climbing to four fortresses, and the Cathedral of St James built entirely of stone without mortar.' },
  { key: 'zadar', name: 'Zadar Old Town and Sea Organ', categoryKey: 'old-towns', country: 'HR', lat: 44.1155, lng: 15.2246, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'The Roman forum, St Donatus church, and at the tip of the peninsula the Sea Organ and Greeting to the Sun.' },
  { key: 'motovun', name: 'Motovun', categoryKey: 'old-towns', country: 'HR', lat: 45.3367, lng: 13.8283, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'A walled medieval hill town above the Mirna valley, known for its truffles and summer film festival.' },
  { key: 'hum', name: 'Hum', categoryKey: 'old-towns', country: 'HR', lat: 45.3481, lng: 14.0495, minDurationMinutes: 60, maxDurationMinutes: 90, description: 'The “smallest town in the world”, a handful of stone houses inside its walls, home of Istrian mistletoe brandy (biska).' },
  { key: 'rovinj', name: 'Rovinj', categoryKey: 'old-towns', country: 'HR', lat: 45.0812, lng: 13.6387, minDurationMinutes: 90, maxDurationMinutes: 240, description: 'A Venetian-era fishing town of pastel houses crowned by the Church of St Euphemia.' },
  { key: 'piran', name: 'Piran', categoryKey: 'old-towns', country: 'SI', lat: 45.5285, lng: 13.5683, minDurationMinutes: 90, maxDurationMinutes: 180, description: 'A Venetian Gothic town on a narrow peninsula, centred on the oval Tartini Square.' },
  { key: 'nin', name: 'Nin', categoryKey: 'old-towns', country: 'HR', lat: 44.2422, lng: 15.1786, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'A tiny island town of the first Croatian kings with the Church of the Holy Cross, salt pans and sandy lagoon beaches.' },
  { key: 'korcula', name: 'Korčula Town', categoryKey: 'old-towns', country: 'HR', lat: 42.9617, lng: 17.1364, minDurationMinutes: 180, maxDurationMinutes: 360, description: 'A fortified town laid out like a fish skeleton, said to be Marco Polo’s birthplace; reached by the short ferry from Orebić.' },
  { key: 'varazdin', name: 'Varaždin', categoryKey: 'old-towns', country: 'HR', lat: 46.3057, lng: 16.3366, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'Croatia’s baroque former capital: palaces, churches and the white Old Town fortress.' },
  { key: 'zagreb-upper-town', name: 'Zagreb Upper Town', categoryKey: 'old-towns', country: 'HR', lat: 45.8163, lng: 15.9737, minDurationMinutes: 90, maxDurationMinutes: 180, description: 'Gornji grad with St Mark’s Church and its tiled roof, the Stone Gate and the funicular down to Ilica.' },
  { key: 'diocletian', name: 'Diocletian’s Palace', categoryKey: 'castles', country: 'HR', lat: 43.5083, lng: 16.44, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'The retirement palace of a Roman emperor, built around 300 AD, which became the living heart of Split.' },
  { key: 'pula-arena', name: 'Pula Arena', categoryKey: 'castles', country: 'HR', lat: 44.8731, lng: 13.8503, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'One of the best preserved Roman amphitheatres, the only one with all four side towers still standing.' },
  { key: 'ston-walls', name: 'Walls of Ston', categoryKey: 'castles', country: 'HR', lat: 42.8386, lng: 17.6968, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'A 5.5 km medieval defensive wall across the Pelješac isthmus, built by Dubrovnik to guard its salt pans.' },
  { key: 'predjama', name: 'Predjama Castle', categoryKey: 'castles', country: 'SI', lat: 45.8157, lng: 14.127, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'A Renaissance castle built into the mouth of a cave in a 123-metre cliff, stronghold of the knight Erazem.' },
  { key: 'ljubljana-castle', name: 'Ljubljana Castle', categoryKey: 'castles', country: 'SI', lat: 46.0487, lng: 14.5085, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'The medieval castle on the hill above the old town, reached by funicular, with a viewing tower over the Alps.' },
  { key: 'bled-castle', name: 'Bled Castle', categoryKey: 'castles', country: 'SI', lat: 46.3699, lng: 14.1004, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'Slovenia’s oldest castle, perched on a cliff 130 metres above Lake Bled.' },
  { key: 'trakoscan', name: 'Trakošćan Castle', categoryKey: 'castles', country: 'HR', lat: 46.2603, lng: 15.9423, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'A romantic hilltop castle in Hrvatsko zagorje, restored in the 19th century, above its own lake.' },
  { key: 'postojna', name: 'Postojna Cave', categoryKey: 'caves', country: 'SI', lat: 45.7826, lng: 14.2035, minDurationMinutes: 120, maxDurationMinutes: 180, description: 'Twenty-four kilometres of karst passages toured by an underground train; home of the olm, the “baby dragon”.' },
  { key: 'skocjan', name: 'Škocjan Caves', categoryKey: 'caves', country: 'SI', lat: 45.6628, lng: 13.9894, minDurationMinutes: 120, maxDurationMinutes: 180, description: 'A UNESCO-listed underground canyon of the Reka river, crossed by a bridge 45 metres above the water.' },
  { key: 'bled', name: 'Lake Bled', categoryKey: 'lakes', country: 'SI', lat: 46.3636, lng: 14.0938, minDurationMinutes: 90, maxDurationMinutes: 240, description: 'An alpine lake with a church on its island, reached by traditional pletna boat; try the cream cake.' },
  { key: 'bohinj', name: 'Lake Bohinj', categoryKey: 'lakes', country: 'SI', lat: 46.2776, lng: 13.8889, minDurationMinutes: 90, maxDurationMinutes: 240, description: 'Slovenia’s largest natural lake inside Triglav National Park, quieter than Bled, with the Savica waterfall nearby.' },
  { key: 'jasna', name: 'Lake Jasna', categoryKey: 'lakes', country: 'SI', lat: 46.4734, lng: 13.7834, minDurationMinutes: 60, maxDurationMinutes: 90, description: 'Two glacial-green lakes at the foot of the Vršič road near Kranjska Gora, watched over by a bronze ibex.' },
  { key: 'primosten', name: 'Primošten', categoryKey: 'beaches', country: 'HR', lat: 43.5864, lng: 15.9236, minDurationMinutes: 60, maxDurationMinutes: 240, description: 'A hilltop village on a former islet with pebble beaches and the stone-walled Bucavac vineyards.' },
  { key: 'makarska', name: 'Makarska Riviera', categoryKey: 'beaches', country: 'HR', lat: 43.2964, lng: 17.0178, minDurationMinutes: 60, maxDurationMinutes: 240, description: 'Long pebble beaches under the Biokovo mountain, with a lively harbour promenade.' },
  { key: 'opatija', name: 'Opatija Lungomare', categoryKey: 'beaches', country: 'HR', lat: 45.3377, lng: 14.305, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'A 12 km seaside promenade past Habsburg-era villas and the Maiden with the Seagull statue.' },
  { key: 'mali-ston', name: 'Mali Ston oysters', categoryKey: 'wine-food', country: 'HR', lat: 42.8475, lng: 17.7047, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'Oysters and mussels farmed in Mali Ston Bay since Roman times, served straight from the sea.' },
  { key: 'peljesac-wine', name: 'Pelješac wine road (Potomje)', categoryKey: 'wine-food', country: 'HR', lat: 42.9267, lng: 17.3381, minDurationMinutes: 60, maxDurationMinutes: 180, description: 'Cellars of Dingač and Postup, the steep south-facing Plavac Mali vineyards of the Pelješac peninsula.' },
  { key: 'livade', name: 'Livade truffle village', categoryKey: 'wine-food', country: 'HR', lat: 45.356, lng: 13.83, minDurationMinutes: 60, maxDurationMinutes: 150, description: 'The centre of Istrian truffle hunting in the Motovun forest, with tastings and truffle hunts with dogs.' },
  { key: 'samobor', name: 'Samobor', categoryKey: 'wine-food', country: 'HR', lat: 45.801, lng: 15.711, minDurationMinutes: 60, maxDurationMinutes: 120, description: 'A small baroque town near Zagreb, famous for its kremšnita custard cake and bermet aperitif.' },
  { key: 'brda', name: 'Goriška Brda (Šmartno)', categoryKey: 'wine-food', country: 'SI', lat: 45.977, lng: 13.562, minDurationMinutes: 90, maxDurationMinutes: 180, description: 'Rolling vineyard hills on the Italian border, known for Rebula white wine and the fortified village of Šmartno.' },
];
