import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { RepertoryNode } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Input, Modal, Space, Spin, Tooltip, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { createRepertory, deleteRepertory, renameRepertory, repertoryTreeKey } from '../api';
import { CUSTOM_DATA_NS } from '../i18n';

type TreeNode = { key: number; title: string; children: TreeNode[] };
const toTree = (nodes: RepertoryNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name} (${n.total})`, children: toTree(n.children) }));

export function findRepertory(nodes: RepertoryNode[], id: number | undefined): RepertoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findRepertory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

interface RepertoryTreeProps {
  repertories: RepertoryNode[];
  loading: boolean;
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The repertory tree: choose one to list its items; create, rename and delete with the page's buttons. */
export function RepertoryTree({ repertories, loading, selected, onSelect }: RepertoryTreeProps) {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const canCreate = useButtonPermission('cusDataShare', 'create');
  const canUpdate = useButtonPermission('cusDataShare', 'update');
  const canDelete = useButtonPermission('cusDataShare', 'delete');
  const [naming, setNaming] = useState<{ id?: number; parentId: number | null; name: string } | null>(null);
  const current = findRepertory(repertories, selected);
  const reload = () => void client.invalidateQueries({ queryKey: repertoryTreeKey });

  const save = async () => {
    if (!naming?.name.trim()) return;
    if (naming.id) await renameRepertory(naming.id, naming.name.trim());
    else await createRepertory(naming.name.trim(), naming.parentId);
    showSuccess(tc('common.success'));
    setNaming(null);
    reload();
  };

  const confirmDelete = (node: RepertoryNode) =>
    modal.confirm({
      title: t('deleteRepertoryConfirm', { name: node.name }),
      okText: tc('common.confirm'),
      cancelText: tc('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteRepertory(node.id);
        showSuccess(tc('common.deleted'));
        onSelect(undefined);
        reload();
      },
    });

  return (
    <Card
      title={t('repertories')}
      size="small"
      style={{ height: '100%' }}
      extra={
        <Space size={0}>
          {canCreate ? (
            <Tooltip title={t('addRepertory')}>
              <Button
                type="text"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setNaming({ parentId: null, name: '' })}
                data-testid="repertory-add"
              />
            </Tooltip>
          ) : null}
          {canCreate && current ? (
            <Tooltip title={t('addChildRepertory')}>
              <Button
                type="text"
                size="small"
                icon={<FolderAddOutlined />}
                onClick={() => setNaming({ parentId: current.id, name: '' })}
              />
            </Tooltip>
          ) : null}
          {canUpdate && current ? (
            <Tooltip title={t('renameRepertory')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setNaming({ id: current.id, parentId: current.parentId, name: current.name })}
              />
            </Tooltip>
          ) : null}
          {canDelete && current ? (
            <Tooltip title={t('deleteRepertory')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => void confirmDelete(current)}
              />
            </Tooltip>
          ) : null}
        </Space>
      }
    >
      {loading ? (
        <Spin />
      ) : repertories.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={selected === undefined ? [] : [selected]}
          treeData={toTree(repertories)}
          onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : Number(keys[0]))}
          data-testid="repertory-tree"
        />
      )}
      {naming ? (
        <Modal
          open
          title={naming.id ? t('renameRepertory') : naming.parentId ? t('addChildRepertory') : t('addRepertory')}
          onCancel={() => setNaming(null)}
          onOk={() => void save().catch(() => undefined)}
          okText={tc('common.confirm')}
          cancelText={tc('common.cancel')}
          destroyOnHidden
        >
          <Form layout="vertical">
            <Form.Item label={t('repertoryName')} required>
              <Input
                autoFocus
                maxLength={64}
                value={naming.name}
                onChange={(e) => setNaming({ ...naming, name: e.target.value })}
                data-testid="repertory-name"
              />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </Card>
  );
}
