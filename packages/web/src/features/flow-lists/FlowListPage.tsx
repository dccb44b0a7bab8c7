import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { useRepertories } from '../../api/flows';
import { useFlowPage } from './api';
import { FlowCard } from './components/FlowCard';
import { FlowListDialog, type ListDialog } from './components/FlowListDialog';
import { FolderPanel } from './components/FolderPanel';
import {
  FLOW_LISTS,
  FLOW_PAGE_SIZES,
  flowListFilter,
  flowListOf,
  pageInRange,
  type FlowListConfig,
  type FlowListName,
  type FlowListState,
} from './flow-list-config';
import './flow-lists.css';
import { FLOW_LISTS_NS } from './i18n';
import { useFlowActions, useFlowButtons } from './useFlowActions';

/** `/screen`, `/mineTopo`, `/screenTemplate`, `/lewuleTemplate`, `/tempDaping`, `/tempLwlList`: one list, six settings. */
export function FlowListPage({ name }: { name: FlowListName }) {
  const config = FLOW_LISTS[name];
  const { t } = useTranslation(FLOW_LISTS_NS);
  const navigate = useNavigate();
  const [state, setState] = useState<FlowListState>({
    name: '',
    repertoryId: undefined,
    pageIndex: 1,
    pageCount: FLOW_PAGE_SIZES[0],
  });
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const folders = useRepertories().data ?? [];
  const page = useFlowPage(config.kind, flowListFilter(config, state));
  const can = useFlowButtons(config.page);
  const actionsOf = useFlowActions(config, setDialog);
  const change = (next: Partial<FlowListState>) => setState((s) => ({ ...s, pageIndex: 1, ...next }));
  const canCreate = can.create && config.mode === 'editor';
  const records = page.data?.records ?? [];
  const total = page.data?.total;

  // A page emptied by a delete gives way to the last one that has cards (adjusted while rendering).
  const inRange = total === undefined ? state.pageIndex : pageInRange(state.pageIndex, state.pageCount, total);
  if (inRange !== state.pageIndex) setState({ ...state, pageIndex: inRange });

  const createButton = canCreate ? (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setDialog({ type: 'create' })}
      data-testid="flow-create"
    >
      {t('create')}
    </Button>
  ) : null;

  return (
    <div className="flow-list" data-testid={`flow-list-${name}`}>
      <FolderPanel
        page={config.page}
        manage={config.mode === 'editor'}
        folders={folders}
        selected={state.repertoryId}
        onSelect={(repertoryId) => change({ repertoryId })}
      />
      <div className="flow-list-main">
        <div className="flow-list-toolbar">
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            onSearch={(value) => change({ name: value })}
            className="flow-list-search"
            data-testid="flow-search"
          />
          {createButton}
        </div>
        <Spin spinning={page.isFetching && !page.isLoading}>
          {page.isLoading ? (
            <div className="flow-list-loading">
              <Spin />
            </div>
          ) : records.length === 0 ? (
            <Empty className="flow-list-empty" description={emptyText(t, config, state)} data-testid="flow-empty">
              {state.name || state.repertoryId !== undefined ? null : createButton}
            </Empty>
          ) : (
            <div className="flow-grid">
              {records.map((flow) => (
                <FlowCard key={flow.id} flow={flow} showPublish={config.kind === 'flow'} actions={actionsOf(flow)} />
              ))}
            </div>
          )}
        </Spin>
        {records.length > 0 ? (
          <Pagination
            className="flow-list-pager"
            current={state.pageIndex}
            pageSize={state.pageCount}
            total={total ?? 0}
            showSizeChanger
            pageSizeOptions={FLOW_PAGE_SIZES.map(String)}
            showTotal={(total) => t('total', { total })}
            onChange={(pageIndex, pageCount) =>
              setState((s) => ({ ...s, pageIndex: pageCount === s.pageCount ? pageIndex : 1, pageCount }))
            }
          />
        ) : null}
      </div>
      {dialog ? (
        <FlowListDialog
          config={config}
          dialog={dialog}
          folders={folders}
          repertoryId={state.repertoryId}
          onClose={() => setDialog(null)}
          onMade={(made) => {
            showSuccess(t('madeFromTemplate', { name: made }));
            void navigate(`/${flowListOf(config.type).page}`);
          }}
        />
      ) : null}
    </div>
  );
}

function emptyText(t: (key: string) => string, config: FlowListConfig, state: FlowListState): string {
  if (state.name || state.repertoryId !== undefined) return t('emptyFiltered');
  return config.mode === 'library' ? t('emptyLibrary') : t('empty');
}
