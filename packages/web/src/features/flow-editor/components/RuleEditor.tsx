import type { BindingRule } from '@iot/contract';
import { Button, Flex, Input, InputNumber, List, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleOf, type RuleCondition, type RuleDraft, type RuleInput } from '../binding-draft';
import { EDITOR_NS } from '../i18n';
import { DeleteItemButton } from './DeleteItemButton';
import { ColorField } from './ColorField';

const CONDITIONS: readonly RuleCondition[] = ['greater', 'less', 'equal', 'between'];
const ANIMATE_LABELS = { start: 'ruleAnimateStart', stop: 'ruleAnimateStop' } as const;
const LABELS = { greater: 'ruleGreater', less: 'ruleLess', equal: 'ruleEqual', between: 'ruleBetween' } as const;

interface RuleEditorProps {
  rules: readonly BindingRule[];
  onChange: (rules: (RuleInput | BindingRule)[]) => void;
  onProblem: (text: string) => void;
}

/** The binding's colour and text rules (spec 3.4 dataProps): a list, and a form that adds one. */
export function RuleEditor({ rules, onChange, onProblem }: RuleEditorProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [draft, setDraft] = useState<RuleDraft>({ condition: 'greater', value: null, to: null });
  const add = () => {
    const rule = ruleOf(draft);
    if (typeof rule === 'string') return onProblem(t(rule));
    onChange([...rules, rule]);
    setDraft({ condition: draft.condition, value: null, to: null });
    return undefined;
  };
  return (
    <Flex vertical gap={8}>
      <List
        size="small"
        locale={{ emptyText: t('noRules') }}
        dataSource={[...rules]}
        renderItem={(rule, index) => (
          <List.Item
            data-testid="binding-rule"
            actions={[<DeleteItemButton key="delete" onClick={() => onChange(rules.filter((_, i) => i !== index))} />]}
          >
            <span className="flow-rule-swatch" style={{ background: rule.props.background }} />
            {rule.name} {rule.props.text ? `→ ${rule.props.text}` : ''}
            {rule.props.animate ? ` · ${t('ruleAnimate')} ${t(ANIMATE_LABELS[rule.props.animate])}` : ''}
          </List.Item>
        )}
      />
      <Flex gap={6} wrap align="center">
        <Select
          size="small"
          value={draft.condition}
          style={{ width: 140 }}
          options={CONDITIONS.map((c) => ({ value: c, label: t(LABELS[c]) }))}
          onChange={(condition) => setDraft({ ...draft, condition })}
          data-testid="rule-condition"
        />
        <InputNumber
          size="small"
          placeholder={t('ruleValue')}
          value={draft.value}
          onChange={(value) => setDraft({ ...draft, value })}
          data-testid="rule-value"
        />
        {draft.condition === 'between' && (
          <InputNumber
            size="small"
            placeholder={t('ruleTo')}
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
          />
        )}
        <Select
          size="small"
          allowClear
          placeholder={t('ruleAnimate')}
          style={{ width: 110 }}
          value={draft.animate}
          options={(['start', 'stop'] as const).map((a) => ({ value: a, label: t(ANIMATE_LABELS[a]) }))}
          onChange={(animate) => setDraft({ ...draft, animate })}
          data-testid="rule-animate"
        />
      </Flex>
      <Flex gap={6} wrap align="center">
        <span>{t('ruleFill')}</span>
        <ColorField
          value={draft.background}
          onChange={(background) => setDraft({ ...draft, background })}
          testId="rule-fill"
        />
        <Input
          size="small"
          style={{ width: 120 }}
          placeholder={t('ruleText')}
          value={draft.text ?? ''}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <Button size="small" onClick={add} data-testid="rule-add">
          {t('addRule')}
        </Button>
      </Flex>
    </Flex>
  );
}
