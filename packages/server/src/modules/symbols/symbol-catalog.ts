import { FIELD_CATEGORIES } from './catalog-field.js';
import { PROCESS_CATEGORIES } from './catalog-process.js';
import { SCREEN_CATEGORIES } from './catalog-screen.js';
import type { SymbolCategoryEntry } from './symbol-entry.js';

/** Every group, in the gallery's order: the flow chart's (type 0), then the large screen's (type 1). */
export const SYMBOL_CATEGORIES: readonly SymbolCategoryEntry[] = [
  ...PROCESS_CATEGORIES,
  ...FIELD_CATEGORIES,
  ...SCREEN_CATEGORIES,
];
