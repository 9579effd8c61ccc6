// Draws the landing page's area-of-operations images (Europe map, Croatia/Slovenia map, large logo) as small SVGs from Natural Earth outlines (public domain, via world-atlas); run it again after changing a colour or a city.
//
// Usage: node scripts/generate-maps.mjs   (writes web/src/assets/maps/*.svg; the results are committed)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoConicConformal, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'web/src/assets/maps');

/** The product's colours (web/src/app/theme.ts: brand is the Adriatic blue). */
const COLOR = {
  sea: '#e3f1f6',
  land: '#eef0f2',
  border: '#ffffff',
  brand: '#126f8c',
  brandMid: '#1b7f9f',
  text: '#1f2a30',
  dimmed: '#5f6770',
  seaText: '#3f7f96',
  sun: '#ffd43b',
};

const HIGHLIGHTED = new Set(['191', '705']); // Croatia, Slovenia (ISO 3166-1 numeric)

function countries(resolution) {
  const topology = require(`world-atlas/countries-${resolution}.json`);
  return feature(topology, topology.objects.countries).features;
}

/** Points along a longitude/latitude box's edges, so a projection can be fitted to the box. */
function geoBox([west, south, east, north]) {
  const points = [];
  for (let i = 0; i <= 10; i++) {
    const lon = west + ((east - west) * i) / 10;
    const lat = south + ((north - south) * i) / 10;
    points.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  return { type: 'MultiPoint', coordinates: points };
}

/** Attribute-escaped text for SVG. */
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svgDocument({ width, height, title, body }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

/** Country shapes, neighbours first so the highlighted countries' borders draw on top. */
function countryPaths(features, path) {
  const ordered = [...features].sort((a, b) => Number(HIGHLIGHTED.has(a.id)) - Number(HIGHLIGHTED.has(b.id)));
  return ordered
    .map((f) => {
      const d = path(f);
      if (!d) return '';
      const fill = f.id === '705' ? COLOR.brandMid : HIGHLIGHTED.has(f.id) ? COLOR.brand : COLOR.land;
      return `<path fill="${fill}" d="${d}"/>`;
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Europe, with Croatia and Slovenia highlighted and a frame around the close-up's area.

const STATES_BOX = [12.2, 41.8, 20.4, 47.1];

function europeMap() {
  const width = 640;
  const height = 520;
  const projection = geoConicConformal()
    .parallels([40, 60])
    .rotate([-14, 0])
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      geoBox([-11, 35, 36, 63]),
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(0);
  const features = countries('110m');

  const corners = [
    [STATES_BOX[0], STATES_BOX[1]],
    [STATES_BOX[2], STATES_BOX[1]],
    [STATES_BOX[2], STATES_BOX[3]],
    [STATES_BOX[0], STATES_BOX[3]],
  ].map((c) => projection(c).map((v) => Math.round(v)));
  const frame = `<path fill="none" stroke="${COLOR.text}" stroke-width="2" stroke-dasharray="5 4" d="M${corners.map((c) => c.join(',')).join('L')}Z"/>`;

  const body =
    `<rect width="${width}" height="${height}" fill="${COLOR.sea}"/>` +
    `<g stroke="${COLOR.border}" stroke-width="0.8" stroke-linejoin="round">${countryPaths(features, path)}</g>` +
    frame;
  return svgDocument({ width, height, title: 'Map of Europe with Croatia and Slovenia highlighted', body });
}

// ---------------------------------------------------------------------------------------------
// Croatia, Slovenia and their neighbours, with the main cities and airports.

/** Real coordinates (longitude, latitude); `airport` marks a city with a passenger airport nearby. */
const CITIES = [
  { name: 'Zagreb', lon: 15.982, lat: 45.815, airport: true, label: 'right' },
  { name: 'Split', lon: 16.44, lat: 43.508, airport: true, label: 'right' },
  { name: 'Dubrovnik', lon: 18.094, lat: 42.65, airport: true, label: 'left' },
  { name: 'Zadar', lon: 15.231, lat: 44.119, airport: true, label: 'left' },
  { name: 'Pula', lon: 13.85, lat: 44.866, airport: true, label: 'left' },
  { name: 'Rijeka', lon: 14.442, lat: 45.327, airport: true, label: 'right' },
  { name: 'Ljubljana', lon: 14.506, lat: 46.056, airport: true, label: 'right' },
  { name: 'Bled', lon: 14.114, lat: 46.369, airport: false, label: 'left' },
  { name: 'Maribor', lon: 15.646, lat: 46.554, airport: true, label: 'right' },
  { name: 'Piran', lon: 13.568, lat: 45.528, airport: false, label: 'left' },
];

const COUNTRY_LABELS = [
  { text: 'CROATIA', lon: 16.2, lat: 45.25, strong: true },
  { text: 'SLOVENIA', lon: 15.0, lat: 46.2, strong: true },
  { text: 'ITALY', lon: 12.75, lat: 46.45 },
  { text: 'AUSTRIA', lon: 14.6, lat: 46.92 },
  { text: 'HUNGARY', lon: 17.9, lat: 46.6 },
  { text: 'BOSNIA AND', lon: 17.9, lat: 44.35 },
  { text: 'HERZEGOVINA', lon: 17.9, lat: 44.1 },
  { text: 'SERBIA', lon: 19.85, lat: 44.7 },
  { text: 'MONTENEGRO', lon: 18.75, lat: 42.78 },
];

function statesMap() {
  const width = 640;
  const height = 560;
  const projection = geoMercator()
    .fitExtent(
      [
        [0, 0],
        [width, height],
      ],
      geoBox(STATES_BOX),
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const features = countries('50m');
  const at = (lon, lat) => projection([lon, lat]).map((v) => Math.round(v));

  const labels = COUNTRY_LABELS.map(({ text, lon, lat, strong }) => {
    const [x, y] = at(lon, lat);
    return strong
      ? `<text x="${x}" y="${y}" fill="#fff" font-size="17" font-weight="700" letter-spacing="2">${text}</text>`
      : `<text x="${x}" y="${y}" fill="${COLOR.dimmed}" font-size="12" letter-spacing="1.5">${text}</text>`;
  }).join('');

  const [seaX, seaY] = at(14.7, 43.05);
  const sea = `<text x="${seaX}" y="${seaY}" fill="${COLOR.seaText}" font-size="15" font-style="italic" letter-spacing="1" transform="rotate(-38 ${seaX} ${seaY})">Adriatic Sea</text>`;

  const cities = CITIES.map(({ name, lon, lat, airport, label }) => {
    const [x, y] = at(lon, lat);
    const dot = airport
      ? `<circle cx="${x}" cy="${y}" r="7" fill="${COLOR.sun}" stroke="${COLOR.text}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="2.5" fill="${COLOR.text}"/>`
      : `<circle cx="${x}" cy="${y}" r="5" fill="${COLOR.sun}" stroke="${COLOR.text}" stroke-width="2"/>`;
    const tx = label === 'left' ? x - 11 : x + 11;
    const anchor = label === 'left' ? ' text-anchor="end"' : '';
    return `${dot}<text x="${tx}" y="${y + 5}"${anchor}>${name}</text>`;
  }).join('');

  // Legend, bottom left, on the sea.
  const legend =
    `<g transform="translate(16 ${height - 56})"><rect width="170" height="44" rx="6" fill="#fff" opacity=".85"/>` +
    `<circle cx="16" cy="14" r="7" fill="${COLOR.sun}" stroke="${COLOR.text}" stroke-width="2"/><circle cx="16" cy="14" r="2.5" fill="${COLOR.text}"/>` +
    `<text x="30" y="19" font-size="13" fill="${COLOR.text}">City with airport</text>` +
    `<circle cx="16" cy="32" r="5" fill="${COLOR.sun}" stroke="${COLOR.text}" stroke-width="2"/>` +
    `<text x="30" y="37" font-size="13" fill="${COLOR.text}">Town</text></g>`;

  const body =
    `<rect width="${width}" height="${height}" fill="${COLOR.sea}"/>` +
    `<g stroke="${COLOR.border}" stroke-width="1" stroke-linejoin="round">${countryPaths(features, path)}</g>` +
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">${labels}${sea}` +
    `<g font-size="15" font-weight="600" fill="${COLOR.text}" stroke="#fff" stroke-width="3.5" paint-order="stroke" stroke-linejoin="round">${cities}</g>${legend}</g>`;
  return svgDocument({
    width,
    height,
    title: 'Map of Croatia and Slovenia with Zagreb, Split, Dubrovnik, Zadar, Pula, Rijeka, Ljubljana, Bled, Maribor and Piran',
    body,
  });
}

// ---------------------------------------------------------------------------------------------
// The large logo: the mark of web/src/components/logo.tsx with the wordmark drawn as strokes, so it
// looks the same without any font.

function largeLogo() {
  const width = 560;
  const height = 160;
  const mark =
    `<rect x="8" y="8" width="144" height="144" rx="36" fill="${COLOR.brand}"/>` +
    `<path d="M46 51 80 112l34-61" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="80" cy="51" r="10" fill="${COLOR.sun}"/>`;
  // Letters on a 60-unit cap height, baseline at y=110, each in its own cell.
  const letters = [
    'M182 50l22 60 22-60', // V
    'M277 50a27 30 0 1 0 .01 0Z', // O (an ellipse as one arc path, starting at its top)
    'M327 50h40l-40 60h40', // Z
    'M392 50v60', // I
    'M417 110V50l22 36 22-36v60', // M
    'M515 50a27 30 0 1 0 .01 0Z', // O
  ];
  const wordmark = `<path d="${letters.join('')}" fill="none" stroke="${COLOR.text}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDocument({ width, height, title: 'Vozimo', body: mark + wordmark });
}

mkdirSync(outDir, { recursive: true });
const outputs = { 'europe-map.svg': europeMap(), 'states-map.svg': statesMap(), 'logo-large.svg': largeLogo() };
for (const [name, svg] of Object.entries(outputs)) {
  writeFileSync(path.join(outDir, name), svg);
  console.info(`${path.relative(root, path.join(outDir, name))}: ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
}
