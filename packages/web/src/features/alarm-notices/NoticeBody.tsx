import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Notice } from './notice-content';
import { NOTICES_NS } from './i18n';

/** The text of a notice: its headline and labelled lines. */
export function NoticeBody({ notice }: { notice: Notice }) {
  const { t } = useTranslation(NOTICES_NS);
  return (
    <div className="notice-body">
      {notice.headline ? <Typography.Text strong>{notice.headline}</Typography.Text> : null}
      {notice.lines.map((line) => (
        <div key={line.label}>
          <Typography.Text type="secondary">{t(line.label)}: </Typography.Text>
          {line.value}
        </div>
      ))}
    </div>
  );
}
