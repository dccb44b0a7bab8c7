import type { ReportTemplateRecord } from '@iot/contract';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';

/** A template of the library as a card: its name and period; clicking it starts a report from it. */
export function TemplateCard({
  template,
  onUse,
  children,
}: {
  template: ReportTemplateRecord;
  onUse: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Card hoverable size="small" onClick={onUse} data-testid="template-card">
      <Typography.Text strong ellipsis={{ tooltip: template.name }} style={{ display: 'block' }}>
        {template.name}
      </Typography.Text>
      <Typography.Text type="secondary">{t(`timeTypes.${template.timeType}`)}</Typography.Text> {children}
    </Card>
  );
}
