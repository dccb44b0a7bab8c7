import { REPORT_NAME_MAX, type ReportRecord } from '@iot/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { FormDialog } from '../../../ui/FormDialog';
import { requiredRule } from '../../../ui/form-rules';
import { saveAsTemplate, useReportOptions } from '../api';
import { REPORTS_NS } from '../i18n';

interface SaveTemplateDialogProps {
  /** The report to save; without it the dialog asks which. */
  report?: Pick<ReportRecord, 'id' | 'name'>;
  onClose: () => void;
  onSaved?: () => void;
}

interface Values {
  reportId: number;
  name: string;
}

/** Saves a report's sheets and bindings as a template of its company (`/tempReport`). */
export function SaveTemplateDialog({ report, onClose, onSaved }: SaveTemplateDialogProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reports = useReportOptions();
  return (
    <FormDialog<Values>
      title={t(report ? 'saveTemplate' : 'addTemplate')}
      form={form}
      initialValues={report ? { reportId: report.id, name: report.name } : {}}
      onSubmit={async ({ reportId, name }) => {
        await saveAsTemplate(reportId, name);
        showSuccess(t('templateSaved'));
      }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item name="reportId" label={t('pickReport')} rules={requiredRule(tc)} hidden={Boolean(report)}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={reports.isLoading}
          options={(reports.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          data-testid="template-report"
        />
      </Form.Item>
      <Form.Item name="name" label={t('templateName')} rules={requiredRule(tc)}>
        <Input maxLength={REPORT_NAME_MAX} data-testid="template-name" />
      </Form.Item>
    </FormDialog>
  );
}
