import { reportUrls, type ReportTemplateRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Modal, Spin, Tag, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchTemplatePage } from '../api';
import { REPORTS_NS } from '../i18n';
import { TemplateCard } from './TemplateCard';

/** New report: a blank sheet, or one of the library's templates (the template grid opens with it). */
export function NewReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const templates = useQuery({
    queryKey: ['reports', 'templates', 'all'],
    queryFn: () => fetchTemplatePage({ pageNum: 1, pageSize: 100, param: {} }).then((p) => p.records),
  });
  const go = (url: string) => {
    onClose();
    void navigate(url);
  };
  return (
    <Modal open title={t('newTitle')} width={760} footer={null} onCancel={onClose} data-testid="new-report">
      <Card
        hoverable
        size="small"
        style={{ marginTop: 16 }}
        onClick={() => go(reportUrls.edit())}
        data-testid="new-blank"
      >
        <Card.Meta
          avatar={<FileAddOutlined style={{ fontSize: 28 }} />}
          title={t('blank')}
          description={t('blankHint')}
        />
      </Card>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('fromTemplate')}
      </Typography.Title>
      <Spin spinning={templates.isLoading}>
        {templates.data?.length === 0 ? <Empty description={t('noTemplates')} /> : null}
        <div className="report-template-grid">
          {(templates.data ?? []).map((template: ReportTemplateRecord) => (
            <TemplateCard key={template.id} template={template} onUse={() => go(reportUrls.fromTemplate(template.id))}>
              {template.builtin ? <Tag color="blue">{t('builtin')}</Tag> : null}
            </TemplateCard>
          ))}
        </div>
      </Spin>
    </Modal>
  );
}
