import { reportUrls, type ShareKind } from '@iot/contract';
import { Tabs } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuPages } from '../../app/session/menu-tree';
import { useLoadedSession } from '../../app/session/session-store';
import { ArchiveDetailDrawer } from '../../ui/archive/ArchiveDetailDrawer';
import { SharesTable } from '../../ui/shares/SharesTable';
import { SHARE_LIST_PAGE_NS } from './i18n';

const SharedPlanRecords = lazy(() => import('../maintenance-plans').then((m) => ({ default: m.SharedPlanRecords })));

/**
 * The kinds in the order of the page, and the page whose holders read a thing of the kind: screens and
 * flow charts open for any holder of `/shareList` (their run views check the share); archives, plans
 * and reports open in their own viewers, which their own pages govern.
 */
const KINDS: readonly { kind: ShareKind; page: string | null }[] = [
  { kind: 'screen', page: null },
  { kind: 'flowChart', page: null },
  { kind: 'archive', page: 'eqArcShare' },
  { kind: 'plan', page: 'oamPlanShare' },
  { kind: 'report', page: 'luckyShareList' },
];

const openInTab = (url: string) => window.open(url, '_blank', 'noopener');

/** `/shareList`: everything shared with me, a tab per kind, each thing opened read-only. */
export function ShareListPage() {
  const { t } = useTranslation(SHARE_LIST_PAGE_NS);
  const { menu } = useLoadedSession();
  const pages = useMemo(() => new Set(menuPages(menu).map((node) => node.componentName)), [menu]);
  const [viewing, setViewing] = useState<{ kind: 'archive' | 'plan'; id: number } | null>(null);

  const view = (kind: ShareKind, id: number) => {
    if (kind === 'screen') openInTab(`/dapingInfo?id=${id}`);
    else if (kind === 'flowChart') openInTab(`/lewuleInfo?id=${id}`);
    else if (kind === 'report') openInTab(reportUrls.live(id));
    else setViewing({ kind, id });
  };

  return (
    <>
      <Tabs
        data-testid="share-list"
        items={KINDS.filter(({ page }) => page === null || pages.has(page)).map(({ kind }) => ({
          key: kind,
          label: <span data-testid={`share-list-tab-${kind}`}>{t(kind)}</span>,
          children: (
            <SharesTable
              kind={kind}
              tableType="shareList"
              scope="mine"
              nameTitle={t('name')}
              emptyText={t('empty', { kind: t(kind) })}
              onView={(id) => view(kind, id)}
            />
          ),
        }))}
      />
      {viewing?.kind === 'archive' ? <ArchiveDetailDrawer id={viewing.id} onClose={() => setViewing(null)} /> : null}
      {viewing?.kind === 'plan' ? (
        <Suspense fallback={null}>
          <SharedPlanRecords id={viewing.id} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
