import {
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  PlayCircleOutlined,
  PlusSquareOutlined,
  SettingOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { configFlowEditUrl, configFlowViewUrl, type ConfigFlowRecord } from '@iot/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { deleteFlow, setFlowPublished, useFlowMutation } from '../../api/flows';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import type { FlowAction } from './components/FlowCard';
import { publishable, shareKindOf, type FlowListConfig } from './flow-list-config';
import { FLOW_LISTS_NS } from './i18n';

/** What a card's action opens on the page. */
export type FlowDialog = { type: 'properties' | 'use' | 'share'; flow: ConfigFlowRecord };

/** The page's buttons, as the user's menu grants them. */
export function useFlowButtons(page: string) {
  return {
    read: useButtonPermission(page, 'read'),
    create: useButtonPermission(page, 'create'),
    update: useButtonPermission(page, 'update'),
    save: useButtonPermission(page, 'save'),
    remove: useButtonPermission(page, 'delete'),
    publish: useButtonPermission(page, 'publish'),
  };
}

/** The actions of a card by the list's kind and the user's buttons (the server checks them again). */
export function useFlowActions(config: FlowListConfig, open: (dialog: FlowDialog) => void) {
  const { t } = useTranslation(FLOW_LISTS_NS);
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const can = useFlowButtons(config.page);
  const publish = useFlowMutation(setFlowPublished);
  const remove = useFlowMutation(deleteFlow);
  const isFlow = publishable(config);

  const confirmDelete = (flow: ConfigFlowRecord) =>
    modal.confirm({
      title: t('deleteConfirm', { name: flow.name }),
      okText: tc('common.confirm'),
      cancelText: tc('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync([config.kind, flow.id]);
        showSuccess(tc('common.deleted'));
      },
    });

  const togglePublish = async (flow: ConfigFlowRecord) => {
    await publish.mutateAsync([flow.id, !flow.publish]);
    showSuccess(flow.publish ? t('unpublishedOk') : t('publishedOk'));
  };

  return (flow: ConfigFlowRecord): FlowAction[] => {
    if (config.mode === 'library') {
      const use = {
        key: 'use',
        label: t('useTemplate'),
        icon: <PlusSquareOutlined />,
        onClick: () => open({ type: 'use', flow }),
      };
      return can.create ? [use] : [];
    }
    const actions: (FlowAction | false)[] = [
      (can.save || can.update) && {
        key: 'edit',
        label: t('edit'),
        icon: <EditOutlined />,
        onClick: () => void navigate(configFlowEditUrl(config.type, config.kind === 'template', flow.id)),
      },
      isFlow && {
        key: 'run',
        label: t('run'),
        icon: <PlayCircleOutlined />,
        onClick: () => window.open(configFlowViewUrl(flow.id), '_blank', 'noopener'),
      },
      isFlow &&
        can.publish && {
          key: 'publish',
          label: flow.publish ? t('unpublish') : t('publish'),
          icon: flow.publish ? <CloudDownloadOutlined /> : <CloudUploadOutlined />,
          onClick: () => void togglePublish(flow).catch(() => undefined),
        },
      shareKindOf(config) !== null &&
        can.update && {
          key: 'share',
          label: t('share'),
          icon: <ShareAltOutlined />,
          onClick: () => open({ type: 'share', flow }),
        },
      can.update && {
        key: 'properties',
        label: t('properties'),
        icon: <SettingOutlined />,
        onClick: () => open({ type: 'properties', flow }),
      },
      can.remove && {
        key: 'delete',
        label: t('delete'),
        icon: <DeleteOutlined />,
        danger: true,
        onClick: () => void confirmDelete(flow),
      },
    ];
    return actions.filter((a): a is FlowAction => a !== false);
  };
}
