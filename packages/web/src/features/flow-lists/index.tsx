// Each screen's chunk loads its texts with it.
import './i18n';

import type { ComponentType } from 'react';
import { FLOW_LIST_NAMES, type FlowListName } from './flow-list-config';
import { FlowListPage } from './FlowListPage';

function listPage(name: FlowListName): ComponentType {
  return function FlowList() {
    return <FlowListPage name={name} />;
  };
}

/** One page component per list route: the shared list with that route's settings. */
export const FLOW_LIST_PAGES = Object.fromEntries(FLOW_LIST_NAMES.map((name) => [name, listPage(name)])) as Record<
  FlowListName,
  ComponentType
>;
