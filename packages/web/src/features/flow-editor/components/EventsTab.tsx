import { PenEvent, RUNTIME_EVENTS, type RuntimeEvent } from '@iot/contract';
import { Button, Flex, Form, Input, InputNumber, List, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { EDITOR_ACTIONS, emptyEventDraft, eventInputs, eventOf, type EventDraft } from '../event-draft';
import { EDITOR_NS } from '../i18n';
import { DeleteItemButton } from './DeleteItemButton';
import type { PenPanelProps } from './panel-props';

const ACTION_OF_CODE: Record<number, string> = {
  0: 'link',
  2: 'more',
  3: 'startAnimate',
  4: 'pauseAnimate',
  8: 'stopAnimate',
};

/** The selected pen's click events (spec 2.1 event panel): the list, and a form that adds one. */
export function EventsTab({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [draft, setDraft] = useState<EventDraft>(emptyEventDraft);
  const raw = engine.pen(penId)?.iotEvents;
  const events = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  const inputs = eventInputs(draft);
  const store = (next: unknown[]) => {
    engine.setPenData(penId, 'iotEvents', next);
    onChange();
  };
  const add = () => {
    const event = eventOf(draft);
    if (typeof event === 'string') return showError(t(event));
    const checked = PenEvent.safeParse(event);
    if (!checked.success) return showError(checked.error.issues[0]?.message ?? t('valueRequired'));
    store([...events, event]);
    setDraft(emptyEventDraft());
    return undefined;
  };
  const describe = (event: Record<string, unknown>) => {
    const action = ACTION_OF_CODE[Number(event.action)] ?? String(event.action);
    const what = action === 'more' ? t(`runtime_${String(event.myType)}`) : t(`action_${action}`);
    const detail = [event.value, event.url, event.dis].filter((v) => typeof v === 'string' && v !== '').join(' ');
    return `${event.type === 1 ? t('eventDblclick') : t('eventClick')} · ${what} ${detail}`;
  };
  const set = (change: Partial<EventDraft>) => setDraft({ ...draft, ...change });

  return (
    <Flex vertical gap={8} className="flow-panel-form">
      <List
        size="small"
        locale={{ emptyText: t('noEvents') }}
        dataSource={events}
        renderItem={(event, index) => (
          <List.Item
            data-testid="pen-event"
            actions={[<DeleteItemButton key="delete" onClick={() => store(events.filter((_, i) => i !== index))} />]}
          >
            {describe(event)}
          </List.Item>
        )}
      />
      <h4 className="flow-panel-title">{t('addEvent')}</h4>
      <Form layout="horizontal" size="small" labelCol={{ span: 7 }} colon={false}>
        <Form.Item label={t('eventTrigger')}>
          <Select
            size="small"
            value={draft.trigger}
            options={[
              { value: 'click', label: t('eventClick') },
              { value: 'dblclick', label: t('eventDblclick') },
            ]}
            onChange={(trigger) => set({ trigger })}
          />
        </Form.Item>
        <Form.Item label={t('eventAction')}>
          <Select
            size="small"
            value={draft.action}
            options={EDITOR_ACTIONS.map((action) => ({ value: action, label: t(`action_${action}`) }))}
            onChange={(action) => set({ action })}
            data-testid="event-action"
          />
        </Form.Item>
        {draft.action === 'more' && (
          <Form.Item label={t('action_more')}>
            <Select
              size="small"
              value={draft.myType}
              options={RUNTIME_EVENTS.map((type) => ({ value: type, label: t(`runtime_${type}`) }))}
              onChange={(myType: RuntimeEvent) => set({ myType })}
            />
          </Form.Item>
        )}
      </Form>
      {inputs.value && (
        <Input
          size="small"
          placeholder={
            draft.action === 'link' ? t('linkAddress') : draft.action === 'more' ? t('eventText') : t('componentId')
          }
          value={draft.value}
          onChange={(e) => set({ value: e.target.value })}
          data-testid="event-value"
        />
      )}
      {inputs.url && (
        <Input
          size="small"
          placeholder={draft.myType === '2' ? t('eventRoute') : t('eventUrl')}
          value={draft.url}
          onChange={(e) => set({ url: e.target.value })}
        />
      )}
      {inputs.size && (
        <Flex gap={6}>
          <InputNumber
            size="small"
            min={1}
            max={100}
            addonBefore={t('eventHeight')}
            value={draft.heightPercent}
            onChange={(v) => v !== null && set({ heightPercent: v })}
          />
          <InputNumber
            size="small"
            min={1}
            max={100}
            addonBefore={t('eventWidth')}
            value={draft.widthPercent}
            onChange={(v) => v !== null && set({ widthPercent: v })}
          />
        </Flex>
      )}
      {inputs.tag && (
        <Input
          size="small"
          placeholder={t('eventTag')}
          value={draft.tag}
          onChange={(e) => set({ tag: e.target.value })}
        />
      )}
      <Button size="small" type="primary" onClick={add} data-testid="event-add">
        {t('addEvent')}
      </Button>
    </Flex>
  );
}
