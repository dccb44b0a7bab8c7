import {
  CONFIG_FLOW_LIST_SIZE,
  type ConfigFlowRecord,
  type ConfigFlowType,
  type FlowRepertoryRecord,
} from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createFlow, flowKeys, updateFlow, type FlowKind } from '../../../api/flows';
import { FormDialog } from '../../../ui/FormDialog';
import { requiredRule } from '../../../ui/form-rules';
import { useFlowPage } from '../api';
import { FLOW_LISTS_NS } from '../i18n';

interface FlowFields {
  name: string;
  desc: string;
  repertoryId: number | null;
  templateId: number | null;
}

interface FlowFormDialogProps {
  title: ReactNode;
  kind: FlowKind;
  type: ConfigFlowType;
  folders: FlowRepertoryRecord[];
  /** The flow whose properties change; none to create one. */
  flow?: ConfigFlowRecord;
  /** Creating: the template it is made from, fixed (a library) or chosen here (`choose`). */
  template?: number | 'choose';
  /** The new folder's default: the folder the list shows. */
  repertoryId?: number;
  onClose: () => void;
  onSaved?: (id: number, name: string) => void;
}

/** Creates a flow or template (blank or from a template), or changes its name, description and folder. */
export function FlowFormDialog({
  title,
  kind,
  type,
  folders,
  flow,
  template,
  repertoryId,
  ...rest
}: FlowFormDialogProps) {
  const { t } = useTranslation(FLOW_LISTS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<FlowFields>();
  const client = useQueryClient();
  const templates = useFlowPage('template', { type, pageCount: CONFIG_FLOW_LIST_SIZE }, template === 'choose');
  const saved = useRef({ id: flow?.id ?? 0, name: '' });

  const submit = async ({ name, desc, repertoryId: folder, templateId }: FlowFields) => {
    saved.current.name = name;
    if (flow) return updateFlow(kind, { id: flow.id, name, desc, repertoryId: folder });
    const fixed = typeof template === 'number' ? template : templateId;
    saved.current.id = (await createFlow(kind, { name, desc, type, repertoryId: folder, templateId: fixed })).id;
  };

  return (
    <FormDialog<FlowFields>
      title={title}
      form={form}
      initialValues={{
        name: flow?.name ?? '',
        desc: flow?.desc ?? '',
        repertoryId: flow ? flow.repertoryId : (repertoryId ?? null),
        templateId: null,
      }}
      onSubmit={submit}
      onSaved={() => {
        void client.invalidateQueries({ queryKey: flowKeys.all });
        rest.onSaved?.(saved.current.id, saved.current.name);
      }}
      onClose={rest.onClose}
    >
      <Form.Item name="name" label={t('name')} rules={requiredRule(tc)}>
        <Input autoFocus maxLength={64} data-testid="flow-name" />
      </Form.Item>
      <Form.Item name="desc" label={t('desc')}>
        <Input.TextArea maxLength={255} rows={2} data-testid="flow-desc" />
      </Form.Item>
      <Form.Item name="repertoryId" label={t('folder')}>
        <Select
          data-testid="flow-folder"
          options={[{ value: null, label: t('noFolder') }, ...folders.map((f) => ({ value: f.id, label: f.name }))]}
        />
      </Form.Item>
      {template === 'choose' ? (
        <Form.Item name="templateId" label={t('template')}>
          <Select
            data-testid="flow-template"
            showSearch={{ optionFilterProp: 'label' }}
            loading={templates.isLoading}
            options={[
              { value: null, label: t('blank') },
              ...(templates.data?.records ?? []).map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
