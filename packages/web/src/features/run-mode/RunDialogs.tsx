import { MsgType, type FlowLiveTargets, type VariableDetail } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { api } from '../../api/client';
import { customDataTarget, deviceVariableTarget, VariableHistoryDialog } from '../variable-history';
import type { PageAction } from './perform';

const IssueDialog = lazy(() => import('../hardware/components/IssueDialog').then((m) => ({ default: m.IssueDialog })));

/** The remote-value form of the spec (4.7), with the variable as stored (its type, its expression). */
function IssueForm({ varId, onClose }: { varId: number; onClose: () => void }) {
  const variable = useQuery({
    queryKey: ['variable', varId],
    queryFn: () => api.get<VariableDetail>(`/variable/${varId}`),
  });
  // The client showed the server's reason (no permission, a deleted variable): nothing to fill in.
  useEffect(() => {
    if (variable.isError) onClose();
  }, [variable.isError, onClose]);
  return variable.data ? (
    <Suspense>
      <IssueDialog variable={variable.data} onClose={onClose} />
    </Suspense>
  ) : null;
}

interface Props {
  action: Exclude<PageAction, { kind: 'navigate' }>;
  targets: FlowLiveTargets | undefined;
  onClose: () => void;
}

/** What a pen's event opens over a running screen: a frame, a variable's history, the remote-value form. */
export function RunDialogs({ action, targets, onClose }: Props) {
  if (action.kind === 'openFrame') {
    return (
      <Modal open footer={null} onCancel={onClose} width={`${action.widthPercent}vw`} centered destroyOnHidden>
        <iframe
          src={action.url}
          title={action.url}
          data-testid="run-frame"
          style={{ width: '100%', height: `${action.heightPercent}vh`, border: 0, display: 'block' }}
        />
      </Modal>
    );
  }
  const { binding } = action;
  if (binding.msgType === MsgType.customData) {
    const item = targets?.customData.find((c) => c.customDataId === binding.customDataId);
    if (!item || action.kind === 'openIssue') return null;
    return <VariableHistoryDialog target={customDataTarget({ id: item.customDataId, ...item })} onClose={onClose} />;
  }
  const variable = targets?.variables.find((v) => v.deviceId === binding.deviceId && v.varId === binding.varId);
  if (!variable) return null;
  if (action.kind === 'openIssue') return <IssueForm varId={variable.varId} onClose={onClose} />;
  const target = deviceVariableTarget(
    { identity: variable.identity, name: variable.identity },
    {
      id: variable.varId,
      name: variable.name,
      unit: variable.unit,
      dataType: variable.dataType,
    },
  );
  return <VariableHistoryDialog target={target} onClose={onClose} />;
}
