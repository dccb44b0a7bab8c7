import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveDetailDrawer } from '../../ui/archive/ArchiveDetailDrawer';
import { SharesTable } from './components/SharesTable';
import { ARCHIVE_SHARES_NS } from './i18n';

/** `/eqArcShare`: device archives shared with the caller, and those it shared with others. */
export function ArchiveSharesPage() {
  const { t } = useTranslation(ARCHIVE_SHARES_NS);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Tabs
        data-testid="archive-shares"
        items={(['mine', 'others'] as const).map((scope) => ({
          key: scope,
          label: <span data-testid={`shares-tab-${scope}`}>{t(scope)}</span>,
          children: <SharesTable scope={scope} onView={setViewing} />,
        }))}
      />
      {viewing !== null ? <ArchiveDetailDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
