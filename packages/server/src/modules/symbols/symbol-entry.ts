import type { Bilingual, ConfigFlowType, SymbolState } from '@iot/contract';

/** Which variants a symbol has: machines run, valves open, lights are on. */
export type StateSet = 'motion' | 'valve' | 'light';

export interface SymbolEntry {
  /** The file's name without `.svg`, under the category's folder. */
  key: string;
  title: Bilingual;
  states?: StateSet;
}

export interface SymbolCategoryEntry {
  /** The folder under assets/symbols, and what the editor sends back as `category`. */
  key: string;
  type: ConfigFlowType;
  title: Bilingual;
  symbols: SymbolEntry[];
}

export interface StateVariant {
  state: SymbolState;
  /** Replaces the symbol's root `color`: every part drawn in currentColor takes it. */
  color: string;
  title: Bilingual;
  /** An amber alarm triangle in the top right corner: a fault reads by shape too, not by red alone. */
  badge?: true;
}

const RUNNING_GREEN = '#2e9d5b';
const IDLE_GREY = '#d5dae0';
const FAULT_RED = '#d64541';
const fault: StateVariant = { state: 'fault', color: FAULT_RED, title: { zh: '故障', en: 'fault' }, badge: true };

/** High-performance HMI colours: grey when idle, green only for the active state, red with an amber
 * alarm triangle for a fault. */
export const STATE_VARIANTS: Record<StateSet, StateVariant[]> = {
  motion: [
    { state: 'running', color: RUNNING_GREEN, title: { zh: '运行', en: 'running' } },
    { state: 'stopped', color: IDLE_GREY, title: { zh: '停止', en: 'stopped' } },
    fault,
  ],
  valve: [
    { state: 'open', color: RUNNING_GREEN, title: { zh: '开', en: 'open' } },
    { state: 'closed', color: IDLE_GREY, title: { zh: '关', en: 'closed' } },
    fault,
  ],
  light: [
    { state: 'on', color: RUNNING_GREEN, title: { zh: '亮', en: 'on' } },
    { state: 'off', color: IDLE_GREY, title: { zh: '灭', en: 'off' } },
    fault,
  ],
};

/** A symbol of the catalogue: `symbol('valve-gate', '闸阀', 'Gate valve', 'valve')`. */
export const symbol = (key: string, zh: string, en: string, states?: StateSet): SymbolEntry => ({
  key,
  title: { zh, en },
  ...(states ? { states } : {}),
});
