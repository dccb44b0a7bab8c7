import { PenData } from '@iot/contract';
import { Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { boundDevice, withBinding, withRules } from '../binding-draft';
import { EDITOR_NS } from '../i18n';
import { BindDialog } from './BindDialog';
import type { PenPanelProps } from './panel-props';
import { RuleEditor } from './RuleEditor';

/** The selected pen's binding to a device variable or custom data, and its rules (spec 3.4). */
export function DataTab({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [binding, setBinding] = useState(false);
  const read = PenData.safeParse(engine.pen(penId)?.iotData ?? {});
  const data = read.success ? read.data : undefined;
  const bound = data?.data[0];
  const store = (value: Record<string, unknown>) => {
    engine.setPenData(penId, 'iotData', value);
    onChange();
  };
  return (
    <Flex vertical gap={12} className="flow-panel-form">
      {bound ? (
        <Descriptions size="small" column={1} data-testid="binding-summary">
          <Descriptions.Item label={bound.msgType === '1' ? t('boundDevice') : t('boundCustom')}>
            {bound.variableName ?? bound.varId ?? bound.customDataId}
          </Descriptions.Item>
          {bound.desc && <Descriptions.Item label={t('device')}>{bound.desc}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <p className="flow-panel-empty">{t('notBound')}</p>
      )}
      <Flex gap={8}>
        <Button type="primary" size="small" onClick={() => setBinding(true)} data-testid="bind-open">
          {bound ? t('changeBinding') : t('bindVariable')}
        </Button>
        {bound && (
          <Button size="small" onClick={() => store(withBinding(data, null))}>
            {t('unbind')}
          </Button>
        )}
      </Flex>
      {bound && data && (
        <>
          <h4 className="flow-panel-title">{t('rules')}</h4>
          <RuleEditor
            rules={bound.dataProps}
            onChange={(rules) => store(withRules(data, rules))}
            onProblem={showError}
          />
        </>
      )}
      {binding && (
        <BindDialog
          current={boundDevice(bound)}
          onClose={() => setBinding(false)}
          onOk={(value) => {
            store(withBinding(data, value));
            setBinding(false);
          }}
        />
      )}
    </Flex>
  );
}
