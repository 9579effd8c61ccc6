/**
 * Letters that Unicode does not decompose into a base letter plus an accent, spelled the way
 * people type them on an English keyboard ("Đakovo" as "dakovo", "Łódź" as "lodz").
 */
const UNDECOMPOSABLE: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const UNDECOMPOSABLE_LETTERS = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join('')}]`, 'g');
/** Hyphens, apostrophes, dots and the like separate words just as spaces do ("Kranjska-Gora", "Sankt-Pölten"). */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The form names and queries are compared in: lower case, accents stripped, punctuation as
 * single spaces. "Šibenik" and "sibenik", "Đurđevac" and "durdevac" become the same text.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(UNDECOMPOSABLE_LETTERS, (letter) => UNDECOMPOSABLE[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
}
