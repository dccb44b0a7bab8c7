import type { ShareCandidate, ShareTargetInfo, ShareTargetType } from '@iot/contract';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareCandidates, type SharedThing } from './share-api';
import { SHARE_NS } from './share-i18n';
import { useDebounced } from './useDebounced';

const PAGE_SIZE = 10;

interface ShareSelectorMoreProps {
  thing: SharedThing | undefined;
  type: ShareTargetType;
  /** The chosen targets of this type. */
  value: readonly ShareTargetInfo[];
  onOk: (value: ShareTargetInfo[]) => void;
  onClose: () => void;
}

/** Every candidate of one type, searched and paged; the choice is handed over on OK. */
export function ShareSelectorMore({ thing, type, value, onOk, onClose }: ShareSelectorMoreProps) {
  const { t } = useTranslation(SHARE_NS);
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const name = useDebounced(search);
  const [pageNum, setPageNum] = useState(1);
  const [draft, setDraft] = useState<ShareTargetInfo[]>([...value]);
  const query = useShareCandidates(thing, type, name, pageNum, PAGE_SIZE);
  const toggle = (row: ShareCandidate, checked: boolean) =>
    setDraft((current) => [
      ...current.filter((v) => v.id !== row.id),
      ...(checked ? [{ type, id: row.id, name: row.name }] : []),
    ]);
  const columns = [{ key: 'name', title: tc('common.name'), dataIndex: 'name', ellipsis: true }];
  if (type !== 3) columns.push({ key: 'note', title: t(`note.${type}`), dataIndex: 'note', ellipsis: true });

  return (
    <Modal
      open
      title={t(`moreTitle.${type}`)}
      width={640}
      onCancel={onClose}
      onOk={() => onOk(draft)}
      okText={tc('common.confirm')}
      cancelText={tc('common.cancel')}
      destroyOnHidden
    >
      <div data-testid="share-more-dialog">
        <Input
          allowClear
          placeholder={t(`search.${type}`)}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPageNum(1);
          }}
          style={{ marginBottom: 8 }}
          data-testid="share-more-search"
        />
        <Table<ShareCandidate>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={query.data?.records ?? []}
          columns={columns}
          rowSelection={{
            type: 'checkbox',
            hideSelectAll: true,
            selectedRowKeys: draft.map((v) => v.id),
            onSelect: (row, checked) => toggle(row, checked),
          }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            size: 'small',
            showSizeChanger: false,
            onChange: setPageNum,
          }}
        />
      </div>
    </Modal>
  );
}
