import { PenLock } from '@iot/contract';
import { Flex, Form, Input, Radio, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { penTags, TAG_INPUT_LENGTH, withTag } from '../../../editor/flow/tags';
import { EDITOR_NS } from '../i18n';
import type { PenPanelProps } from './panel-props';

/** The locks a pen can take here (spec 3.1): free, locked (0 and 2), static mode (10: fires nothing). */
const LOCKS = [PenLock.none, PenLock.noMove, PenLock.static] as const;

/**
 * The component tab (spec 2.1, 3.1, 5): the pen's name, its tags (which a run-mode "toggle tagged pens"
 * event shows or hides), its lock or static mode, and whether it shows.
 */
export function ComponentTab({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [input, setInput] = useState('');
  const pen = engine.pen(penId);
  if (!pen) return null;
  const tags = penTags(pen.tags);
  const set = (props: Record<string, unknown>) => {
    engine.setPen(penId, props);
    onChange();
  };
  const add = () => {
    const next = withTag(tags, input);
    if (typeof next === 'string') return showError(t(next));
    set({ tags: next });
    setInput('');
    return undefined;
  };
  const locked = Number(pen.locked ?? PenLock.none);
  return (
    <Form layout="vertical" size="small" className="flow-panel-form" data-testid="component-tab">
      <Form.Item label={t('compName')}>
        <Input
          maxLength={255}
          value={typeof pen.customName === 'string' ? pen.customName : ''}
          onChange={(event) => set({ customName: event.target.value || undefined })}
          data-testid="pen-custom-name"
        />
      </Form.Item>
      <Form.Item label={t('tags')}>
        <Flex vertical gap={6}>
          <Flex gap={4} wrap data-testid="pen-tags">
            {tags.map((tag) => (
              <Tag key={tag} closable onClose={() => set({ tags: tags.filter((x) => x !== tag) })}>
                {tag}
              </Tag>
            ))}
          </Flex>
          <Input
            maxLength={TAG_INPUT_LENGTH}
            placeholder={t('tagPlaceholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onPressEnter={add}
            data-testid="pen-tag-input"
          />
        </Flex>
      </Form.Item>
      <Form.Item label={t('penLock')} extra={locked === PenLock.static ? t('staticHelp') : undefined}>
        <Radio.Group
          value={LOCKS.includes(locked as (typeof LOCKS)[number]) ? locked : PenLock.noMove}
          onChange={(event) => set({ locked: event.target.value })}
          options={LOCKS.map((lock) => ({ value: lock, label: t(`lock_${lock}`) }))}
          data-testid="pen-lock"
        />
      </Form.Item>
      <Form.Item label={t('visible')}>
        <Switch checked={pen.visible !== false} onChange={(visible) => set({ visible })} data-testid="pen-visible" />
      </Form.Item>
    </Form>
  );
}
