import type { ShareScope } from '@iot/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHARE_LIST_NS } from './i18n';
import { SharesTable, type SharesTableProps } from './SharesTable';

interface SharesTabsProps extends Omit<SharesTableProps, 'scope' | 'emptyText'> {
  /** The page's test id. */
  testId: string;
  emptyTexts: Record<ShareScope, string>;
}

/** A share page: the things of a kind shared with the caller, and those it shared with others. */
export function SharesTabs({ testId, emptyTexts, ...table }: SharesTabsProps) {
  const { t } = useTranslation(SHARE_LIST_NS);
  return (
    <Tabs
      data-testid={testId}
      items={(['mine', 'others'] as const).map((scope) => ({
        key: scope,
        label: <span data-testid={`shares-tab-${scope}`}>{t(scope)}</span>,
        children: <SharesTable {...table} scope={scope} emptyText={emptyTexts[scope]} />,
      }))}
    />
  );
}
