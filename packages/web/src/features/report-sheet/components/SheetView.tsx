import type { ReportSheet } from '@iot/contract';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spreadsheet, type SpreadsheetHandle } from '../../../ui/spreadsheet';
import { REPORT_SHEET_NS } from '../i18n';

interface SheetViewProps {
  title: string;
  /** Under the title: the period, a hint. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  sheets: ReportSheet[];
  /** A new value redraws the grid from `sheets`. */
  gridKey?: string;
  marks?: ReadonlyMap<string, string>;
  onReady?: (handle: SpreadsheetHandle) => void;
  /** Full window (standalone routes) or inside the main layout. */
  standalone?: boolean;
  children?: ReactNode;
}

/** A workbook read-only under a title bar with the screen's buttons. */
export function SheetView({
  title,
  subtitle,
  actions,
  sheets,
  gridKey,
  marks,
  onReady,
  standalone,
  children,
}: SheetViewProps) {
  const { t, i18n } = useTranslation(REPORT_SHEET_NS);
  return (
    <Flex vertical gap={12} className={standalone ? 'report-sheet-page report-sheet-view' : 'report-sheet-page'}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space direction="vertical" size={0}>
            <Space>
              <Typography.Title level={5} style={{ margin: 0 }} data-testid="sheet-view-title">
                {title}
              </Typography.Title>
              <Tag>{t('readOnly')}</Tag>
            </Space>
            {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
          </Space>
          <Space wrap>{actions}</Space>
        </Flex>
        {children}
      </Card>
      <div className="report-sheet-grid" style={standalone ? { flex: 1 } : undefined}>
        <Spreadsheet
          key={gridKey}
          sheets={sheets}
          readOnly
          marks={marks}
          lang={i18n.language}
          height={standalone ? '100%' : 'calc(100vh - 250px)'}
          onReady={onReady}
          testId="sheet-view-grid"
        />
      </div>
    </Flex>
  );
}
