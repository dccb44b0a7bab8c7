import { useTranslation } from 'react-i18next';
import { SharesTabs } from '../../ui/shares/SharesTabs';
import { FLOW_SHARES_NS } from './i18n';

type FlowShareKind = 'screen' | 'flowChart';

const PAGE: Record<FlowShareKind, string> = { screen: 'dapingShareList', flowChart: 'lewuleShareList' };
/** Where a recipient runs what was shared with it; the sharer runs its own flow as usual. */
const SHARED_VIEW: Record<FlowShareKind, string> = { screen: '/dapingInfo', flowChart: '/lewuleInfo' };

/** `/dapingShareList` and `/lewuleShareList`: screens or flow charts shared with me and by me; view runs one. */
export function FlowSharesPage({ kind }: { kind: FlowShareKind }) {
  const { t } = useTranslation(FLOW_SHARES_NS);
  return (
    <SharesTabs
      testId={`${kind}-shares`}
      kind={kind}
      tableType={PAGE[kind]}
      nameTitle={t(`${kind}Name`)}
      emptyTexts={{ mine: t(`${kind}EmptyMine`), others: t(`${kind}EmptyOthers`) }}
      onView={(id, scope) =>
        window.open(scope === 'mine' ? `${SHARED_VIEW[kind]}?id=${id}` : `/workspace?isid=${id}`, '_blank', 'noopener')
      }
    />
  );
}

export const ScreenSharesPage = () => <FlowSharesPage kind="screen" />;
export const FlowChartSharesPage = () => <FlowSharesPage kind="flowChart" />;
