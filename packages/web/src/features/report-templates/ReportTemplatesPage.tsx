import { REPORT_TIME_TYPES, reportUrls, type ReportTemplateRecord } from '@iot/contract';
import { Button, Empty, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteTemplate, fetchTemplatePage } from '../reports-manage/api';
import { SaveTemplateDialog } from '../reports-manage/components/SaveTemplateDialog';
import { REPORTS_NS } from '../reports-manage/i18n';

const TABLE = 'tempReport';

/**
 * `/tempReport`: the report template library: the built-in templates and the company's own (saved from
 * its reports); "use" starts a new report from one in the template grid.
 */
export function ReportTemplatesPage() {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const canStart = useButtonPermission('luckyHome', 'create');
  const reload = useReloadTable(TABLE);
  const [adding, setAdding] = useState(false);

  const columns: TableColumn<ReportTemplateRecord>[] = [
    clippedColumn('name', t('templateName'), 260),
    {
      key: 'timeType',
      title: t('timeType'),
      render: (row) => t(`timeTypes.${row.timeType}`),
      exportValue: (row) => t(`timeTypes.${row.timeType}`),
    },
    {
      key: 'origin',
      title: t('origin'),
      render: (row) =>
        row.builtin ? <Tag color="blue">{t('origins.builtin')}</Tag> : <Tag>{t('origins.company')}</Tag>,
      exportValue: (row) => t(row.builtin ? 'origins.builtin' : 'origins.company'),
    },
    clippedColumn('companyName', t('company'), 180),
    {
      key: 'createTime',
      title: t('templateCreateTime'),
      render: (row) => (row.createTime ? formatDate(row.createTime) : ''),
      exportValue: (row) => row.createTime ?? '',
    },
  ];

  return (
    <>
      <TablePage<ReportTemplateRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'name', label: t('templateName') },
          {
            name: 'timeType',
            label: t('timeType'),
            input: (
              <Select allowClear options={REPORT_TIME_TYPES.map((v) => ({ value: v, label: t(`timeTypes.${v}`) }))} />
            ),
          },
          {
            name: 'builtin',
            label: t('origin'),
            input: (
              <Select
                allowClear
                options={[
                  { value: 1, label: t('origins.builtin') },
                  { value: 0, label: t('origins.company') },
                ]}
              />
            ),
          },
        ]}
        fetchPage={fetchTemplatePage}
        onAdd={() => setAdding(true)}
        onDelete={deleteTemplate}
        canDeleteRow={(row) => !row.builtin}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTemplates')} />}
        rowExtra={
          canStart
            ? (row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(reportUrls.fromTemplate(row.id))}
                  data-testid="template-use"
                >
                  {t('use')}
                </Button>
              )
            : undefined
        }
      />
      {adding ? <SaveTemplateDialog onClose={() => setAdding(false)} onSaved={reload} /> : null}
    </>
  );
}
