import { ResultCode, type ConfigFlowDetail, type FlowLiveTargets } from '@iot/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../../api/client';
import { RUN_NS } from './i18n';
import type { PageAction } from './perform';
import { RunDialogs } from './RunDialogs';
import { weekdayNames } from './weekdays';
import { useRunMode } from './useRunMode';
import './run-mode.css';

/** Why a flow cannot be shown: the server's refusal in the page language (not shared), else "not found". */
const refusal = (error: Error | null) =>
  error instanceof ApiError && error.code === ResultCode.forbidden ? error.message : null;

/**
 * A screen or flow chart in run mode (spec visual-side 2.2): locked and fitted, live. Its bindings'
 * targets are read once the flow itself was read.
 */
export function RunView({ flowId, flow }: { flowId: number; flow: UseQueryResult<ConfigFlowDetail> }) {
  const { t, i18n } = useTranslation(RUN_NS);
  const host = useRef<HTMLDivElement>(null);
  const targets = useQuery({
    queryKey: ['configflow', 'live', flowId],
    queryFn: () => api.get<FlowLiveTargets>(`/configflow/live/${flowId}`, undefined, true),
    enabled: flow.isSuccess,
  });
  const words = useMemo(() => ({ online: t('online'), offline: t('offline'), missing: t('missing') }), [t]);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Exclude<PageAction, { kind: 'navigate' }> | null>(null);
  const onAction = useCallback(
    (action: PageAction) => (action.kind === 'navigate' ? void navigate(action.path) : setDialog(action)),
    [navigate],
  );
  const error = useRunMode(host, flow.data, targets.data, words, weekdays, onAction);
  const failed = flow.isError || targets.isError;
  const background = flow.data?.data.canvas?.bkColor;

  return (
    <main className="run-mode" style={{ background }} data-testid="run-mode">
      <div className="run-mode-canvas">
        <div ref={host} className="run-mode-engine" data-testid="run-canvas" />
      </div>
      {(error || failed) && (
        <div className="run-mode-message" data-testid="run-message">
          {error ? t('badFlow', { reason: error }) : (refusal(flow.error) ?? t('notFound'))}
        </div>
      )}
      {dialog && <RunDialogs action={dialog} targets={targets.data} onClose={() => setDialog(null)} />}
      {!error && !failed && (flow.isPending || targets.isPending) && (
        <div className="run-mode-message">
          <Spin /> {t('loading')}
        </div>
      )}
    </main>
  );
}
