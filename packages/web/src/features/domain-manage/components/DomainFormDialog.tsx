import { LOGIN_STYLES, type DomainRecord } from '@iot/contract';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { createDomain, updateDomain, type DomainFields } from '../api';

interface DomainFormDialogProps {
  /** null: a new domain. */
  domain: DomainRecord | null;
  /** Only a platform administrator changes the address, type and demo flag (the server enforces it too). */
  platformAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const HOST = /^[a-z0-9.-]{1,253}$/i;

function initialValues(domain: DomainRecord | null): DomainFields {
  return {
    domain: domain?.domain ?? '',
    style: domain?.style ?? 'l1',
    title: domain?.title ?? '',
    channelName: domain?.channelName ?? '',
    logoUrl: domain?.logoUrl ?? '',
    backGroundImage: domain?.backGroundImage ?? '',
    recordNum: domain?.recordNum ?? '',
    domainType: domain?.domainType ?? 0,
    isDemo: domain?.isDemo ?? false,
  };
}

export function DomainFormDialog({ domain, platformAdmin, onClose, onSaved }: DomainFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DomainFields>();
  const submit = (values: DomainFields) => (domain ? updateDomain({ ...values, id: domain.id }) : createDomain(values));
  const text = (name: keyof DomainFields, max: number) => (
    <Form.Item name={name} label={t(`domainManage.${name}`)} rules={[{ max, message: t('common.tooLong', { max }) }]}>
      <Input allowClear />
    </Form.Item>
  );
  return (
    <FormDialog
      title={domain ? t('domainManage.edit') : t('domainManage.add')}
      form={form}
      width={720}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={initialValues(domain)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="domain"
            label={t('domainManage.domain')}
            tooltip={t('domainManage.domainHint')}
            rules={[
              { required: true, message: t('common.required') },
              { pattern: HOST, message: t('domainManage.domainInvalid') },
            ]}
          >
            <Input disabled={!platformAdmin} placeholder="iot.example.com" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="style"
            label={t('domainManage.style')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              options={LOGIN_STYLES.map((style) => ({ value: style, label: `${style} · ${t(`loginStyle.${style}`)}` }))}
              data-testid="domain-style"
            />
          </Form.Item>
        </Col>
        <Col span={12}>{text('channelName', 128)}</Col>
        <Col span={12}>{text('title', 128)}</Col>
        <Col span={12}>{text('logoUrl', 512)}</Col>
        <Col span={12}>{text('backGroundImage', 512)}</Col>
        <Col span={12}>{text('recordNum', 128)}</Col>
        <Col span={6}>
          <Form.Item name="domainType" label={t('domainManage.domainType')}>
            <InputNumber min={0} max={9} precision={0} disabled={!platformAdmin} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="isDemo" label={t('domainManage.isDemo')} valuePropName="checked">
            <Switch disabled={!platformAdmin} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
