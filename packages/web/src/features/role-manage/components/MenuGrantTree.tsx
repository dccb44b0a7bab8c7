import type { MenuNode } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMenuTree } from '../api';

function toTreeData(nodes: readonly MenuNode[], english: boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: english ? node.meta.titleEn || node.meta.title : node.meta.title,
    children: toTreeData(node.children, english),
  }));
}

function leafIds(nodes: readonly MenuNode[]): Set<number> {
  const ids = new Set<number>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) ids.add(node.id);
      walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}

interface MenuGrantTreeProps {
  value?: number[];
  onChange?: (menuIds: number[]) => void;
}

/** The menus and buttons a role grants; half-checked groups are granted with their checked children. */
export function MenuGrantTree({ value = [], onChange }: MenuGrantTreeProps) {
  const { i18n } = useTranslation();
  const tree = useQuery({ queryKey: ['menu', 'tree'], queryFn: fetchMenuTree });
  const english = i18n.language === 'en-US';
  const treeData = useMemo(() => toTreeData(tree.data ?? [], english), [tree.data, english]);
  const leaves = useMemo(() => leafIds(tree.data ?? []), [tree.data]);
  if (!tree.data) return <Spin />;
  return (
    <Tree
      checkable
      defaultExpandAll
      height={360}
      treeData={treeData}
      // Only leaves are set: a checked group would check all of its children.
      checkedKeys={value.filter((id) => leaves.has(id))}
      onCheck={(checked, info) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        onChange?.([...keys, ...(info.halfCheckedKeys ?? [])].map(Number));
      }}
    />
  );
}
