/**
 * Names the gazetteer does not carry (it has one name per town, usually the English one):
 * the local and Croatian or Slovene names people type for the big cities around, and the
 * Italian names of the coast's towns still used by Italian visitors. Keyed by GeoNames id.
 */
export const TOWN_ALIASES: Readonly<Record<number, readonly string[]>> = {
  3164603: ['Venezia', 'Venecija', 'Benetke'], // Venice
  2761369: ['Wien', 'Beč', 'Dunaj'], // Vienna
  2867714: ['München', 'Minhen'], // Munich
  792680: ['Beograd'], // Belgrade
  3173435: ['Milano'], // Milan
  3169070: ['Roma'], // Rome
  3176959: ['Firenze'], // Florence
  3172394: ['Napoli'], // Naples
  3165524: ['Torino'], // Turin
  3067696: ['Praha'], // Prague
  3054643: ['Budimpešta'], // Budapest
  2774326: ['Klagenfurt', 'Celovec'], // Klagenfurt am Wörthersee
  2778067: ['Gradec'], // Graz
  3165185: ['Trst'], // Trieste
  3197753: ['Capodistria'], // Koper
  3191648: ['Fiume'], // Rijeka
  3192224: ['Pola'], // Pula
  3186952: ['Zara'], // Zadar
  3190261: ['Spalato'], // Split
};
