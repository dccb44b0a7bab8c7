import { EllipsisOutlined, PictureOutlined } from '@ant-design/icons';
import type { ConfigFlowRecord } from '@iot/contract';
import { Button, Card, Dropdown, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';
import { FLOW_LISTS_NS } from '../i18n';

export interface FlowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/** Actions shown as icons on the card; the rest go in its menu. */
const SHOWN = 3;

interface FlowCardProps {
  flow: ConfigFlowRecord;
  /** Whether the card shows the published state (flows, not templates). */
  showPublish: boolean;
  actions: FlowAction[];
}

/** A flow or template: its saved thumbnail, name, state and actions. */
export function FlowCard({ flow, showPublish, actions }: FlowCardProps) {
  const { t } = useTranslation(FLOW_LISTS_NS);
  const shown = actions.length > SHOWN + 1 ? actions.slice(0, SHOWN) : actions;
  const more = actions.slice(shown.length);
  // A lone action (a library's "use template") reads better with its words than as a bare icon.
  const labelled = actions.length === 1;
  const icon = (action: FlowAction) => (
    <Tooltip key={action.key} title={labelled ? undefined : action.label}>
      <Button
        type="text"
        size="small"
        icon={action.icon}
        danger={action.danger}
        aria-label={action.label}
        onClick={action.onClick}
        data-testid={`flow-${action.key}`}
      >
        {labelled ? action.label : null}
      </Button>
    </Tooltip>
  );
  return (
    <Card
      className="flow-card"
      size="small"
      data-testid="flow-card"
      data-flow-id={flow.id}
      cover={
        <div className="flow-card-cover">
          {flow.image ? (
            <img src={flow.image} alt={flow.name} loading="lazy" />
          ) : (
            <span className="flow-card-placeholder">
              <PictureOutlined />
              <span>{t('noThumbnail')}</span>
            </span>
          )}
        </div>
      }
      actions={[
        ...shown.map(icon),
        ...(more.length > 0
          ? [
              <Dropdown
                key="more"
                trigger={['click']}
                menu={{
                  items: more.map((a) => ({
                    key: a.key,
                    icon: a.icon,
                    danger: a.danger,
                    label: <span data-testid={`flow-${a.key}`}>{a.label}</span>,
                    onClick: a.onClick,
                  })),
                }}
              >
                <Button type="text" size="small" icon={<EllipsisOutlined />} data-testid="flow-more" />
              </Dropdown>,
            ]
          : []),
      ]}
    >
      <div className="flow-card-name" title={flow.name} data-testid="flow-card-name">
        {flow.name}
      </div>
      <div className="flow-card-meta">
        {showPublish ? (
          <Tag color={flow.publish ? 'green' : 'default'} data-testid="flow-state">
            {flow.publish ? t('published') : t('draft')}
          </Tag>
        ) : null}
        {flow.isfromTemplate ? <Tag color="blue">{t('fromTemplate')}</Tag> : null}
      </div>
      <div className="flow-card-time">{t('updated', { time: formatDate(flow.updateTime) })}</div>
    </Card>
  );
}
