import type { FlowRepertoryRecord } from '@iot/contract';
import { useTranslation } from 'react-i18next';
import '../../../ui/pickers/i18n';
import { ShareSelectorDialog } from '../../../ui/pickers/ShareSelectorDialog';
import { shareKindOf, type FlowListConfig } from '../flow-list-config';
import { FLOW_LISTS_NS } from '../i18n';
import type { FlowDialog } from '../useFlowActions';
import { FlowFormDialog } from './FlowFormDialog';

export type ListDialog = FlowDialog | { type: 'create' };

interface FlowListDialogProps {
  config: FlowListConfig;
  dialog: ListDialog;
  folders: FlowRepertoryRecord[];
  repertoryId: number | undefined;
  onClose: () => void;
  /** A flow was made from a library's template. */
  onMade: (name: string) => void;
}

/** The dialog a list's toolbar or card opened. */
export function FlowListDialog({ config, dialog, folders, repertoryId, onClose, onMade }: FlowListDialogProps) {
  const { t } = useTranslation(FLOW_LISTS_NS);
  const shareKind = shareKindOf(config);
  const common = { type: config.type, folders, repertoryId, onClose };
  switch (dialog.type) {
    case 'share':
      return shareKind ? (
        <ShareSelectorDialog
          thing={{ kind: shareKind, thingId: dialog.flow.id }}
          name={dialog.flow.name}
          onClose={onClose}
        />
      ) : null;
    case 'use':
      return (
        <FlowFormDialog
          {...common}
          title={t('useTitle', { name: dialog.flow.name })}
          kind="flow"
          template={dialog.flow.id}
          onSaved={(_, name) => onMade(name)}
        />
      );
    case 'properties':
      return <FlowFormDialog {...common} title={t('propertiesTitle')} kind={config.kind} flow={dialog.flow} />;
    case 'create':
      return (
        <FlowFormDialog
          {...common}
          title={t(`createTitle.${config.kind}`)}
          kind={config.kind}
          template={config.kind === 'flow' ? 'choose' : undefined}
        />
      );
  }
}
