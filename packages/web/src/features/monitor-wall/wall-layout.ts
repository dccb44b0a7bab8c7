/** The monitoring wall's grids (spec visual-side 2.5): 1, 4 or 9 cells. */
export const WALL_LAYOUTS = [1, 4, 9] as const;
export type WallLayout = (typeof WALL_LAYOUTS)[number];

/** What the wall keeps in local storage under `siteList`: the grid and each cell's flow (or none). */
export interface WallState {
  layout: WallLayout;
  cells: (number | null)[];
}

export const WALL_STORAGE_KEY = 'siteList';
const EMPTY: WallState = { layout: 4, cells: [null, null, null, null] };

const isLayout = (n: unknown): n is WallLayout => WALL_LAYOUTS.includes(n as WallLayout);
const isFlowId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** A grid of `layout` cells keeping the choices that still fit (the first ones). */
export function withLayout(state: WallState, layout: WallLayout): WallState {
  return { layout, cells: Array.from({ length: layout }, (_, i) => state.cells[i] ?? null) };
}

export function withCell(state: WallState, index: number, flowId: number | null): WallState {
  if (index < 0 || index >= state.layout) return state;
  return { ...state, cells: state.cells.map((cell, i) => (i === index ? flowId : cell)) };
}

/** The stored wall, or the default 4-cell wall when nothing (or something unreadable) is stored. */
export function readWall(stored: string | null): WallState {
  if (!stored) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed === null || typeof parsed !== 'object') return EMPTY;
    const { layout, cells } = parsed as { layout?: unknown; cells?: unknown };
    if (!isLayout(layout)) return EMPTY;
    const ids = Array.isArray(cells) ? cells.map((c) => (isFlowId(c) ? c : null)) : [];
    return withLayout({ layout, cells: ids }, layout);
  } catch {
    return EMPTY;
  }
}

export const writeWall = (state: WallState) => JSON.stringify(state);

/** Cells whose flow is no longer published (or was deleted) are shown empty. */
export function visibleCells(state: WallState, published: ReadonlySet<number>): (number | null)[] {
  return state.cells.map((id) => (id !== null && published.has(id) ? id : null));
}
