import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { FlowRepertoryRecord } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Menu, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { createRepertory, deleteRepertory, flowKeys, renameRepertory } from '../../../api/flows';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { FormDialog } from '../../../ui/FormDialog';
import { requiredRule } from '../../../ui/form-rules';
import { FLOW_LISTS_NS } from '../i18n';

const ALL = 'all';

interface FolderPanelProps {
  /** The list's page: its buttons govern the folders (a template library only filters). */
  page: string;
  manage: boolean;
  folders: FlowRepertoryRecord[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The folders (repertories) as a filter, with create, rename and delete by the page's buttons. */
export function FolderPanel({ page, manage, folders, selected, onSelect }: FolderPanelProps) {
  const { t } = useTranslation(FLOW_LISTS_NS);
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const canCreate = useButtonPermission(page, 'create') && manage;
  const canUpdate = useButtonPermission(page, 'update') && manage;
  const canDelete = useButtonPermission(page, 'delete') && manage;
  const [naming, setNaming] = useState<FlowRepertoryRecord | null | undefined>(undefined);
  const [form] = Form.useForm<{ name: string }>();
  const current = folders.find((f) => f.id === selected);
  const reload = () => client.invalidateQueries({ queryKey: flowKeys.all });

  const confirmDelete = (folder: FlowRepertoryRecord) =>
    modal.confirm({
      title: t('deleteFolderConfirm', { name: folder.name }),
      okText: tc('common.confirm'),
      cancelText: tc('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteRepertory(folder.id);
        showSuccess(tc('common.deleted'));
        onSelect(undefined);
        await reload();
      },
    });

  const tool = (title: string, icon: ReactNode, onClick: () => void, testId: string, danger = false) => (
    <Tooltip title={title}>
      <Button type="text" size="small" danger={danger} icon={icon} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <div className="flow-folders" data-testid="flow-folders">
      <div className="flow-folders-head">
        <span>{t('folders')}</span>
        <span>
          {canCreate ? tool(t('addFolder'), <PlusOutlined />, () => setNaming(null), 'folder-add') : null}
          {canUpdate && current
            ? tool(t('renameFolder'), <EditOutlined />, () => setNaming(current), 'folder-rename')
            : null}
          {canDelete && current
            ? tool(t('deleteFolder'), <DeleteOutlined />, () => void confirmDelete(current), 'folder-delete', true)
            : null}
        </span>
      </div>
      <Menu
        mode="inline"
        selectedKeys={[selected === undefined ? ALL : String(selected)]}
        onClick={({ key }) => onSelect(key === ALL ? undefined : Number(key))}
        items={[
          { key: ALL, icon: <FolderOutlined />, label: <span data-testid="folder-all">{t('allFolders')}</span> },
          ...folders.map((f) => ({
            key: String(f.id),
            icon: <FolderOutlined />,
            label: (
              <span className="flow-folder-label" title={f.name} data-testid={`folder-${f.name}`}>
                <span>{f.name}</span>
                <span className="flow-folder-count">{f.flowCount}</span>
              </span>
            ),
          })),
        ]}
      />
      {naming !== undefined ? (
        <FormDialog<{ name: string }>
          title={naming ? t('renameFolder') : t('addFolder')}
          form={form}
          initialValues={{ name: naming?.name ?? '' }}
          onClose={() => setNaming(undefined)}
          onSaved={() => void reload()}
          onSubmit={({ name }) => (naming ? renameRepertory(naming.id, name) : createRepertory(name))}
        >
          <Form.Item name="name" label={t('folderName')} rules={requiredRule(tc)}>
            <Input autoFocus maxLength={64} data-testid="folder-name" />
          </Form.Item>
        </FormDialog>
      ) : null}
    </div>
  );
}
