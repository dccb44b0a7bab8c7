import type { CompanyInfo } from '@iot/contract';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../../../api/lookups';
import { FormDialog } from '../../../ui/FormDialog';
import { createCompany, updateCompany, type CompanyFields } from '../api';

/** The IANA zones the browser knows. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));

interface CompanyFormDialogProps {
  company: CompanyInfo | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CompanyFormDialog({ company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyFields>();
  const companies = useCompanyOptions();
  const parents = (companies.data ?? []).filter((c) => c.isDealer && c.id !== company?.id);
  const submit = ({ timeZone, ...values }: CompanyFields) => {
    const body = { ...values, parentId: values.parentId ?? null };
    return company ? updateCompany({ ...body, timeZone: timeZone ?? null, id: company.id }) : createCompany(body);
  };
  return (
    <FormDialog
      title={company ? t('companyManage.edit') : t('companyManage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={{
        name: company?.name ?? '',
        parentId: company?.parentId ?? null,
        isDealer: company?.isDealer ?? false,
        timeZone: company?.timeZone ?? null,
      }}
    >
      <Form.Item
        name="name"
        label={t('companyManage.name')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="parentId" label={t('companyManage.parent')}>
        <Select allowClear options={parents.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="isDealer" label={t('companyManage.isDealer')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {company ? (
        <Form.Item name="timeZone" label={t('companyManage.timeZone')} extra={t('companyManage.timeZoneHint')}>
          <Select
            allowClear
            showSearch
            placeholder={
              company.timeZone === null
                ? t('companyManage.timeZoneDefault', { zone: company.effectiveTimeZone })
                : t('companyManage.timeZoneInstallation')
            }
            options={TIME_ZONES}
            data-testid="company-time-zone"
          />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
