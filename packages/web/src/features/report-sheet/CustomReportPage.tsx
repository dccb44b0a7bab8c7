import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_CUSTOM_DAYS_MAX, type Page, type ReportFileDetail, type ReportRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Flex, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { showError } from '../../api/feedback';
import { useQueryId } from '../../ui/useQueryId';
import { downloadReportFile } from './api';
import { SheetView } from './components/SheetView';
import { REPORT_SHEET_NS } from './i18n';
import { defaultCustomRange, rangeWithinLimit } from './report-form';
import './report-sheet.css';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface CustomForm {
  reportId?: number;
  range?: [Dayjs, Dayjs];
}

/** `/monlucky` (`?id=` a report chosen): a report filled for a custom range, read-only, with its XLSX. */
export function CustomReportPage() {
  const { t } = useTranslation(REPORT_SHEET_NS);
  const { t: tc } = useTranslation();
  const preset = useQueryId('id');
  const [form] = Form.useForm<CustomForm>();
  const [result, setResult] = useState<ReportFileDetail | null>(null);
  const [busy, setBusy] = useState<'fill' | 'export' | null>(null);
  const reports = useQuery({
    queryKey: ['report', 'options'],
    queryFn: () => api.post<Page<ReportRecord>>('/report/searchPage', { pageNum: 1, pageSize: 500 }),
    select: (page) => page.records.map((r) => ({ value: r.id, label: r.name })),
  });

  const fill = async (values: CustomForm) => {
    const [start, end] = values.range!;
    setBusy('fill');
    try {
      setResult(
        await api.post<ReportFileDetail>(`/report/custom/${values.reportId}`, {
          startTime: start.format(TIME_FORMAT),
          endTime: end.format(TIME_FORMAT),
        }),
      );
    } catch {
      // The call showed its message.
    } finally {
      setBusy(null);
    }
  };

  const download = async (file: ReportFileDetail) => {
    setBusy('export');
    try {
      await downloadReportFile(file.filePath, `${file.reportName} ${file.periodStart.slice(0, 10)}.xlsx`);
    } catch {
      showError(tc('common.operationFailed'));
    } finally {
      setBusy(null);
    }
  };

  const chooser = (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => void fill(v)}
      initialValues={{ reportId: preset ?? undefined, range: defaultCustomRange(dayjs()) }}
      style={{ rowGap: 8, marginTop: 8 }}
    >
      <Form.Item name="reportId" label={t('chooseReport')} rules={[{ required: true, message: tc('common.required') }]}>
        <Select
          style={{ width: 220 }}
          showSearch
          optionFilterProp="label"
          placeholder={t('chooseReportHint')}
          options={reports.data ?? []}
          loading={reports.isFetching}
          data-testid="custom-report"
        />
      </Form.Item>
      <Form.Item
        name="range"
        label={t('range')}
        rules={[
          {
            validator: (_, value: CustomForm['range']) =>
              rangeWithinLimit(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('rangeLimit', { days: REPORT_CUSTOM_DAYS_MAX }))),
          },
        ]}
      >
        <DatePicker.RangePicker showTime data-testid="custom-range" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy === 'fill'} data-testid="custom-fill">
        {t('fillReport')}
      </Button>
    </Form>
  );

  if (!result)
    return (
      <Flex vertical gap={12} className="report-sheet-page">
        <Card size="small" title={t('customTitle')}>
          {chooser}
        </Card>
        <Empty description={t('customHint', { days: REPORT_CUSTOM_DAYS_MAX })} />
      </Flex>
    );
  return (
    <SheetView
      title={`${t('customTitle')} · ${result.reportName}`}
      subtitle={`${t('period')}: ${result.periodStart} – ${result.periodEnd}`}
      sheets={result.sheets}
      gridKey={String(result.id)}
      actions={
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'export'}
          onClick={() => void download(result)}
          data-testid="sheet-export"
        >
          {t('export')}
        </Button>
      }
    >
      {chooser}
    </SheetView>
  );
}
