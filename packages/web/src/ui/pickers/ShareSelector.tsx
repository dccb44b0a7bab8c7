import { ApartmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { SHARE_TARGET_TYPES, type ShareTargetInfo, type ShareTargetType } from '@iot/contract';
import { Button, Checkbox, Empty, Flex, Input, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareCandidates, type SharedThing } from './share-api';
import { SHARE_NS } from './share-i18n';
import { ShareSelectorMore } from './ShareSelectorMore';
import { useDebounced } from './useDebounced';
import './ShareSelector.css';

const ICONS: Record<ShareTargetType, ReactNode> = {
  1: <UserOutlined />,
  2: <ApartmentOutlined />,
  3: <TeamOutlined />,
};

export const targetKey = (target: { type: number; id: number }) => `${target.type}:${target.id}`;

/** Targets as tags with their kind's icon; closable when `onRemove` is given. */
export function ShareTargetTags({
  targets,
  onRemove,
}: {
  targets: readonly ShareTargetInfo[];
  onRemove?: (target: ShareTargetInfo) => void;
}) {
  const { t } = useTranslation(SHARE_NS);
  return (
    <Flex wrap gap={6}>
      {targets.map((target) => (
        <Tooltip key={targetKey(target)} title={`${t(`type.${target.type}`)}: ${target.name}`}>
          <Tag
            className="share-target-tag"
            icon={ICONS[target.type]}
            closable={onRemove !== undefined}
            onClose={() => onRemove?.(target)}
            data-testid="share-target-tag"
          >
            <span className="share-target-tag-name">{target.name}</span>
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

interface ShareSelectorProps {
  /** Absent for a thing not saved yet: the candidates are the caller's company's. */
  thing: SharedThing | undefined;
  value: readonly ShareTargetInfo[];
  onChange: (value: ShareTargetInfo[]) => void;
}

/**
 * Whom a thing is shared with: the chosen targets as tags, and tabs by account, department and role,
 * each a short searchable list with a "more" dialog over every candidate of the thing's company.
 */
export function ShareSelector({ thing, value, onChange }: ShareSelectorProps) {
  const { t } = useTranslation(SHARE_NS);
  const [more, setMore] = useState<ShareTargetType | null>(null);
  const chosen = new Set(value.map(targetKey));
  const toggle = (target: ShareTargetInfo) =>
    onChange(
      chosen.has(targetKey(target))
        ? value.filter((v) => targetKey(v) !== targetKey(target))
        : [...value, { type: target.type, id: target.id, name: target.name }],
    );

  return (
    <div data-testid="share-selector">
      <div className="share-selector-chosen" data-testid="share-chosen">
        <Typography.Text strong>{t('chosen', { count: value.length })}</Typography.Text>
        <div style={{ marginTop: 6 }}>
          {value.length === 0 ? (
            <Typography.Text type="secondary">{t('none')}</Typography.Text>
          ) : (
            <ShareTargetTags targets={value} onRemove={toggle} />
          )}
        </div>
      </div>
      <Tabs
        size="small"
        items={SHARE_TARGET_TYPES.map((type) => ({
          key: String(type),
          label: <span data-testid={`share-tab-${type}`}>{t(`tab.${type}`)}</span>,
          children: (
            <CandidateList thing={thing} type={type} chosen={chosen} onToggle={toggle} onMore={() => setMore(type)} />
          ),
        }))}
      />
      {more !== null ? (
        <ShareSelectorMore
          thing={thing}
          type={more}
          value={value.filter((v) => v.type === more)}
          onClose={() => setMore(null)}
          onOk={(picked) => {
            onChange([...value.filter((v) => v.type !== more), ...picked]);
            setMore(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface CandidateListProps {
  thing: SharedThing | undefined;
  type: ShareTargetType;
  chosen: ReadonlySet<string>;
  onToggle: (target: ShareTargetInfo) => void;
  onMore: () => void;
}

/** The first candidates matching a search, checked when chosen; "more" when there are others. */
function CandidateList({ thing, type, chosen, onToggle, onMore }: CandidateListProps) {
  const { t } = useTranslation(SHARE_NS);
  const [search, setSearch] = useState('');
  const name = useDebounced(search);
  const query = useShareCandidates(thing, type, name, 1);
  const page = query.data;
  const records = page?.records ?? [];
  return (
    <div data-testid={`share-candidates-${type}`}>
      <Input
        allowClear
        placeholder={t(`search.${type}`)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
        data-testid="share-search"
      />
      <Spin spinning={query.isFetching}>
        {page && records.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={name.trim() ? t('noMatch') : t(`noCandidates.${type}`)}
          />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 16 }}>
            {records.map((candidate) => (
              <Checkbox
                key={candidate.id}
                className="share-candidate"
                checked={chosen.has(targetKey(candidate))}
                onChange={() => onToggle(candidate)}
                data-testid="share-candidate"
              >
                {candidate.name}
                {candidate.note && candidate.note !== candidate.name ? (
                  <Typography.Text type="secondary"> · {candidate.note}</Typography.Text>
                ) : null}
              </Checkbox>
            ))}
          </div>
        )}
      </Spin>
      {page && page.total > records.length ? (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onMore} data-testid="share-more">
          {t('more', { total: page.total })}
        </Button>
      ) : null}
    </div>
  );
}
