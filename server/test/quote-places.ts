/** Locations as the trip form sends them (spec section 3, Location), for quote tests. */
const HR = { country_short_name: 'HR', country_long_name: 'Croatia' };

export const SPLIT = { formatted_address: 'Split, Croatia', place_id: 'test-split', lat: 43.5081, lng: 16.4402, ...HR, locality: 'Split' };
export const DUBROVNIK = { formatted_address: 'Dubrovnik, Croatia', place_id: 'test-dubrovnik', lat: 42.6507, lng: 18.0944, ...HR, locality: 'Dubrovnik' };
export const ZAGREB = { formatted_address: 'Zagreb, Croatia', place_id: 'test-zagreb', lat: 45.815, lng: 15.9819, ...HR, locality: 'Zagreb' };
export const MUNICH = { formatted_address: 'Munich, Germany', place_id: 'test-munich', lat: 48.1372, lng: 11.5755, country_short_name: 'DE', country_long_name: 'Germany', locality: 'Munich' };
export const VIENNA = { formatted_address: 'Vienna, Austria', place_id: 'test-vienna', lat: 48.2082, lng: 16.3738, country_short_name: 'AT', country_long_name: 'Austria', locality: 'Vienna' };
/** Far outside the area any road model here covers. */
export const TOKYO = { formatted_address: 'Tokyo, Japan', place_id: 'test-tokyo', lat: 35.6762, lng: 139.6503, country_short_name: 'JP', country_long_name: 'Japan', locality: 'Tokyo' };

/** Points of interest: Omiš lies on the coast road Split–Dubrovnik; Trakošćan is far from it. */
export const OMIS = { lat: 43.4445, lng: 16.6885 };
export const MAKARSKA = { lat: 43.2967, lng: 17.0178 };
export const TRAKOSCAN = { lat: 46.2603, lng: 15.9423 };
