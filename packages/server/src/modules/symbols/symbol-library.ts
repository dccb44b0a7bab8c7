import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Bilingual, SymbolState } from '@iot/contract';
import { sniffFlowFile } from '../configflows/flow-file-bytes.js';
import { SYMBOL_CATEGORIES } from './symbol-catalog.js';
import { STATE_VARIANTS, type SymbolCategoryEntry, type SymbolEntry } from './symbol-entry.js';

/** The drawn SVGs, one folder per category: packages/server/assets/symbols. */
export const SYMBOLS_DIR = path.resolve(import.meta.dirname, '../../../assets/symbols');

/** One SVG the library serves: a drawn symbol, or a state variant made from one. */
export interface SymbolFile {
  category: string;
  /** `pump-centrifugal`, or `pump-centrifugal.running` for a variant; the file is `${key}.svg`. */
  key: string;
  title: Bilingual;
  /** The drawn symbol's key, on it and on its variants, when it has variants. */
  group?: string;
  state?: SymbolState;
  bytes: Buffer;
  /** Of the bytes: the served address carries it, so a changed drawing gets a new address. */
  hash: string;
}

export interface SymbolLibrary {
  categories: readonly SymbolCategoryEntry[];
  /** A category's symbols in catalogue order, each variant after its symbol; undefined if there is no such category. */
  symbolsOf(category: string): readonly SymbolFile[] | undefined;
  /** Only an exact `category` and `${key}.svg` of the index reach a file: nothing from a request reaches the disk. */
  file(category: string, fileName: string): SymbolFile | undefined;
}

const ROOT_COLOR = /^(<svg\s[^>]*?\bcolor=")[^"]*"/;

const VIEW_BOX = /^<svg\s[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"/;

/** The amber alarm triangle of a fault variant, two sevenths of the symbol's height, in its top right corner. */
function alarmBadge(text: string): string {
  const [, width = '64', height = '64'] = VIEW_BOX.exec(text) ?? [];
  const side = Number(height) / 3.5;
  const left = Number(width) - side - 1;
  const middle = left + side / 2;
  const at = (v: number) => v.toFixed(1);
  const below = (f: number) => at(side * f + 1);
  return (
    `<path d="M${at(left)} ${below(1)}H${at(left + side)}L${at(middle)} 1Z" fill="#f2a31b" stroke="#3c4650" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M${at(middle)} ${below(0.4)}V${below(0.68)}M${at(middle)} ${below(0.84)}V${below(0.86)}" stroke="#3c4650" stroke-width="2" stroke-linecap="round"/>`
  );
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function readSymbol(dir: string, category: string, entry: SymbolEntry): SymbolFile {
  const file = path.join(dir, category, `${entry.key}.svg`);
  const bytes = fs.readFileSync(file);
  if (sniffFlowFile(bytes) !== 'svg' || !/^<svg\s[^>]*\bviewBox="/.test(bytes.toString('utf8'))) {
    throw new Error(`symbol ${file}: not a plain SVG with a viewBox`);
  }
  const group = entry.states ? { group: entry.key } : {};
  return { category, key: entry.key, title: entry.title, ...group, bytes, hash: hashOf(bytes) };
}

/** The variants of a drawn symbol: the same drawing with its root `color` set to each state's colour. */
function variantsOf(symbol: SymbolFile, entry: SymbolEntry): SymbolFile[] {
  if (!entry.states) return [];
  const text = symbol.bytes.toString('utf8');
  if (!ROOT_COLOR.test(text)) throw new Error(`symbol ${symbol.category}/${symbol.key}: states need a root color`);
  return STATE_VARIANTS[entry.states].map(({ state, color, title, badge }) => {
    const recoloured = text.replace(ROOT_COLOR, `$1${color}"`);
    const bytes = Buffer.from(badge ? recoloured.replace(/<\/svg>\s*$/, `${alarmBadge(text)}</svg>\n`) : recoloured);
    return {
      category: symbol.category,
      key: `${symbol.key}.${state}`,
      title: { zh: `${symbol.title.zh}（${title.zh}）`, en: `${symbol.title.en} (${title.en})` },
      group: symbol.key,
      state,
      bytes,
      hash: hashOf(bytes),
    };
  });
}

/** A drawing without a catalogue entry (no title) would never be listed: refuse to start instead. */
function checkNoStrayFiles(dir: string, category: SymbolCategoryEntry): void {
  const known = new Set(category.symbols.map((s) => `${s.key}.svg`));
  const stray = fs.readdirSync(path.join(dir, category.key)).filter((name) => !known.has(name));
  if (stray.length > 0) throw new Error(`symbols/${category.key}: not in the catalogue: ${stray.join(', ')}`);
}

/** Reads and checks every symbol once, at start-up; requests are then answered from memory. */
export function loadSymbolLibrary(
  dir = SYMBOLS_DIR,
  categories: readonly SymbolCategoryEntry[] = SYMBOL_CATEGORIES,
): SymbolLibrary {
  const byCategory = new Map<string, SymbolFile[]>();
  const byAddress = new Map<string, SymbolFile>();
  for (const category of categories) {
    checkNoStrayFiles(dir, category);
    const files = category.symbols.flatMap((entry) => {
      const drawn = readSymbol(dir, category.key, entry);
      return [drawn, ...variantsOf(drawn, entry)];
    });
    byCategory.set(category.key, files);
    for (const file of files) byAddress.set(`${category.key}/${file.key}.svg`, file);
  }
  return {
    categories,
    symbolsOf: (category) => byCategory.get(category),
    file: (category, fileName) => byAddress.get(`${category}/${fileName}`),
  };
}
