import type { FlowShareKind } from '@iot/contract';
import { useTranslation } from 'react-i18next';
import { useSharedFlow } from '../../api/flows';
import { useQueryId } from '../../ui/useQueryId';
import { RUN_NS } from './i18n';
import { RunView } from './RunView';

/**
 * `/dapingInfo?id=` and `/lewuleInfo?id=`: a screen or flow chart shared with the caller, opened
 * read-only in run mode; the server refuses one not shared with it, and the page says so.
 */
export function SharedFlowPage({ kind }: { kind: FlowShareKind }) {
  const { t } = useTranslation(RUN_NS);
  const flowId = useQueryId('id');
  const flow = useSharedFlow(kind, flowId);
  if (flowId === null) {
    return (
      <main className="run-mode" data-testid="run-mode">
        <div className="run-mode-message" data-testid="run-message">
          {t('noId')}
        </div>
      </main>
    );
  }
  return <RunView flowId={flowId} flow={flow} />;
}

export const SharedScreenPage = () => <SharedFlowPage kind="screen" />;
export const SharedFlowChartPage = () => <SharedFlowPage kind="flowChart" />;
