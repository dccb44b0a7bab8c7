import { PenLock } from '@iot/contract';
import { Button, Checkbox, Flex, Input, List, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyPenFilter, filterPens, type PenFilter } from '../../../editor/flow/pen-filter';
import { penKindLabel, penLabel, type PenKindLabel } from '../../../editor/flow/pen-kind';
import { penTags } from '../../../editor/flow/tags';
import { EDITOR_NS } from '../i18n';
import type { PanelProps } from './panel-props';

const KINDS: readonly PenKindLabel[] = ['basic', 'link', 'group', 'image', 'chart', 'page'];

/**
 * The component-management panel (spec 2.1): the canvas's components filtered by name, tag (with or
 * without case), kind and lock state; several can be chosen, or all, then locked, unlocked or shown.
 */
export function ComponentsTab({ engine, onChange }: PanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [filter, setFilter] = useState<PenFilter>(emptyPenFilter);
  const [chosen, setChosen] = useState<string[]>([]);
  const pens = filterPens(engine.pens(), filter);
  const shown = new Set(pens.map((p) => p.id));
  const picked = chosen.filter((id) => shown.has(id));
  const set = (change: Partial<PenFilter>) => setFilter({ ...filter, ...change });
  const apply = (props: Record<string, unknown>) => {
    for (const id of picked) engine.setPen(id, props);
    onChange();
  };
  return (
    <Flex vertical gap={8} className="flow-panel-form" data-testid="components-tab">
      {(['name', 'tag'] as const).map((field) => (
        <Input
          key={field}
          size="small"
          allowClear
          placeholder={t(field === 'name' ? 'filterName' : 'filterTag')}
          value={filter[field]}
          onChange={(event) => set({ [field]: event.target.value })}
          data-testid={`components-filter-${field}`}
        />
      ))}
      <Flex gap={6} wrap align="center">
        <Select
          size="small"
          style={{ flex: 1, minWidth: 130 }}
          aria-label={t('filterKind')}
          value={filter.kind}
          options={[
            { value: 'all', label: `${t('filterKind')}: ${t('filterAll')}` },
            ...KINDS.map((kind) => ({ value: kind, label: t(`kind_${kind}`) })),
          ]}
          onChange={(kind) => set({ kind })}
        />
        <Select
          size="small"
          style={{ flex: 1, minWidth: 130 }}
          aria-label={t('filterLock')}
          value={filter.lock}
          options={[
            { value: 'all', label: `${t('filterLock')}: ${t('filterAll')}` },
            { value: 'locked', label: t('lock_2') },
            { value: 'unlocked', label: t('lock_0') },
          ]}
          onChange={(lock) => set({ lock })}
        />
        <Checkbox checked={filter.caseSensitive} onChange={(event) => set({ caseSensitive: event.target.checked })}>
          {t('caseSensitive')}
        </Checkbox>
      </Flex>
      <Flex gap={6} wrap align="center">
        <Checkbox
          checked={pens.length > 0 && picked.length === pens.length}
          indeterminate={picked.length > 0 && picked.length < pens.length}
          onChange={(event) => setChosen(event.target.checked ? pens.map((p) => p.id) : [])}
          data-testid="components-select-all"
        >
          {t('selectAll')}
        </Checkbox>
        <Button size="small" disabled={!picked.length} onClick={() => apply({ locked: PenLock.noMove })}>
          {t('lockSelected')}
        </Button>
        <Button size="small" disabled={!picked.length} onClick={() => apply({ locked: PenLock.none })}>
          {t('unlockSelected')}
        </Button>
        <Button size="small" disabled={!picked.length} onClick={() => apply({ visible: true })}>
          {t('showHidden')}
        </Button>
        <Button size="small" disabled={!picked.length} onClick={() => engine.select(picked)}>
          {t('selectOnCanvas')}
        </Button>
      </Flex>
      <List
        size="small"
        className="flow-component-list"
        locale={{ emptyText: t('noPens') }}
        dataSource={pens}
        renderItem={(pen) => (
          <List.Item data-testid="components-row">
            <Checkbox
              checked={picked.includes(pen.id)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, pen.id] : chosen.filter((id) => id !== pen.id))
              }
            >
              {penLabel(pen)}
            </Checkbox>
            <Flex gap={2} wrap justify="end">
              <Tag>{t(`kind_${penKindLabel(pen)}`)}</Tag>
              {Number(pen.locked ?? 0) > 0 && (
                <Tag color="orange">{t(`lock_${Number(pen.locked) === PenLock.static ? 10 : 2}`)}</Tag>
              )}
              {pen.visible === false && <Tag>{t('hiddenMark')}</Tag>}
              {penTags(pen.tags).map((tag) => (
                <Tag key={tag} color="blue">
                  {tag}
                </Tag>
              ))}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
