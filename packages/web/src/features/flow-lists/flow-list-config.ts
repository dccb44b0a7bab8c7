import { ConfigFlowType, FLOW_SHARE_KIND, type FlowShareKind } from '@iot/contract';
import type { FlowKind, FlowListFilter } from '../../api/flows';

/**
 * What a list shows and allows: `editor` lists are the flows or templates of one type, edited in the
 * editor; `library` lists show templates to make a flow from (spec 2.2: /tempDaping, /tempLwlList).
 */
export interface FlowListConfig {
  /** The page whose buttons govern the list (its menu's componentName). */
  page: FlowListName;
  kind: FlowKind;
  type: ConfigFlowType;
  mode: 'editor' | 'library';
}

export const FLOW_LIST_NAMES = [
  'screen',
  'mineTopo',
  'screenTemplate',
  'lewuleTemplate',
  'tempDaping',
  'tempLwlList',
] as const;
export type FlowListName = (typeof FLOW_LIST_NAMES)[number];

const { screen, flow } = ConfigFlowType;
export const FLOW_LISTS: Record<FlowListName, FlowListConfig> = {
  screen: { page: 'screen', kind: 'flow', type: screen, mode: 'editor' },
  mineTopo: { page: 'mineTopo', kind: 'flow', type: flow, mode: 'editor' },
  screenTemplate: { page: 'screenTemplate', kind: 'template', type: screen, mode: 'editor' },
  lewuleTemplate: { page: 'lewuleTemplate', kind: 'template', type: flow, mode: 'editor' },
  tempDaping: { page: 'tempDaping', kind: 'template', type: screen, mode: 'library' },
  tempLwlList: { page: 'tempLwlList', kind: 'template', type: flow, mode: 'library' },
};

/** The list of flows (not templates) of a type: where a flow made from a template lands. */
export const flowListOf = (type: ConfigFlowType): FlowListConfig =>
  type === screen ? FLOW_LISTS.screen : FLOW_LISTS.mineTopo;

/** Publishing and sharing are for flows; templates are only edited and used. */
export const publishable = (config: FlowListConfig) => config.kind === 'flow';
export const shareKindOf = (config: FlowListConfig): FlowShareKind | null =>
  config.kind === 'flow' ? FLOW_SHARE_KIND[config.type] : null;

export interface FlowListState {
  name: string;
  /** undefined: every folder. */
  repertoryId: number | undefined;
  pageIndex: number;
  pageCount: number;
}

/** The list call's query for a list and its state: the type is fixed, a blank name is left out. */
export function flowListFilter(config: FlowListConfig, state: FlowListState): FlowListFilter {
  const name = state.name.trim();
  return {
    type: config.type,
    pageIndex: state.pageIndex,
    pageCount: state.pageCount,
    ...(name ? { name } : {}),
    ...(state.repertoryId === undefined ? {} : { repertoryId: state.repertoryId }),
  };
}

export const FLOW_PAGE_SIZES = [12, 24, 48] as const;

/** The page to show instead of one past the end (its last card was deleted): the last, or the first. */
export const pageInRange = (pageIndex: number, pageCount: number, total: number): number =>
  Math.min(pageIndex, Math.max(1, Math.ceil(total / pageCount)));
