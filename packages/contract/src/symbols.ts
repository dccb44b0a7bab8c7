import { z } from 'zod';
import { ConfigFlowType } from './configflow-enums.js';

/**
 * The editor's system symbol library (spec 2.1, 7): groups of the gallery's system tab and the symbols
 * of one group. `type` is the editor's: 1 the large-screen library, 0 the flow chart's (ConfigFlowType).
 */

const libraryType = z.coerce.number().pipe(z.literal([ConfigFlowType.flow, ConfigFlowType.screen]));

/** `GET /configflow/getSysComponentCategory/{type}`. */
export const SymbolCategoryParam = z.object({ type: libraryType });

/** Page size of a group in the gallery; the editor loads a whole group at once. */
export const SYMBOL_PAGE_MAX = 9999;

/** `POST /configflow/getSysComponentContent`: `category` is a group's `key`; pageIndex counts from 1. */
export const SymbolContentQuery = z.object({
  category: z.string().trim().min(1).max(64),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageCount: z.coerce.number().int().min(1).max(SYMBOL_PAGE_MAX).default(SYMBOL_PAGE_MAX),
  type: libraryType.default(ConfigFlowType.flow),
});
export type SymbolContentQuery = z.output<typeof SymbolContentQuery>;

/** `GET /configflow/symbol/{category}/{file}?v=`: `v` is the content hash the listing put in the url. */
export const SymbolFileParams = z.object({ category: z.string().max(64), file: z.string().max(96) });
export const SymbolFileQuery = z.object({ v: z.string().max(64).optional() });

/** State names of the variants: motors and pumps run, valves open, lights are on. */
export const SYMBOL_STATES = ['running', 'stopped', 'open', 'closed', 'on', 'off', 'fault'] as const;
export type SymbolState = (typeof SYMBOL_STATES)[number];

/** A group: a stable key (what `category` takes) and its title in the request's language. */
export interface SymbolCategory {
  key: string;
  name: string;
}

/**
 * A symbol: `name` in the request's language and the address of its SVG. Symbols with state variants
 * share `group` (the plain symbol's key); each variant names its `state`, so the editor can combine them.
 */
export interface SymbolRecord {
  key: string;
  name: string;
  url: string;
  group?: string;
  state?: SymbolState;
}

export interface SymbolPage {
  records: SymbolRecord[];
  total: number;
  pageIndex: number;
  pageCount: number;
}
