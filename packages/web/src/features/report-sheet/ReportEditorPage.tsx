import {
  REPORT_CUSTOM_DAYS_MAX,
  REPORT_NAME_MAX,
  REPORT_TIME_TYPES,
  ReportTimeType,
  ReportType,
  reportUrls,
  type ReportBinding,
  type ReportSheet,
} from '@iot/contract';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  List,
  Result,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { showError, showSuccess } from '../../api/feedback';
import type { PickedDevice } from '../../ui/pickers/types';
import { useQueryId } from '../../ui/useQueryId';
import { Spreadsheet, blankSheets, type SheetCellRef, type SpreadsheetHandle } from '../../ui/spreadsheet';
import {
  createReport,
  downloadReportFile,
  exportReport,
  generateReport,
  sourceOf,
  updateReport,
  useReceiverOptions,
  useReport,
  useReportTemplate,
  useSources,
} from './api';
import { bindingAt, bindingMarks, bindingText, cellName, putBinding, removeBinding, toBindingForm } from './bindings';
import { BindingDialog } from './components/BindingDialog';
import { REPORT_SHEET_NS } from './i18n';
import {
  BLANK_FORM,
  fieldRefusal,
  rangeWithinLimit,
  templateForm,
  toReportBody,
  toReportForm,
  type ReportForm,
} from './report-form';
import './report-sheet.css';

/** `/lunkyInfo` (new), `?id=` (edit), `?template=` (a new report started from a library template). */
export function ReportEditorPage() {
  const id = useQueryId('id');
  const templateId = useQueryId('template');
  const { t } = useTranslation(REPORT_SHEET_NS);
  const location = useLocation();
  const report = useReport(id);
  const template = useReportTemplate(id === null ? templateId : null);
  const source = id !== null ? report : template;
  // A new report's first save moves to its address: the editor on the screen stays as it is.
  const wanted = `${id}:${templateId}`;
  const [mountKey, setMountKey] = useState(wanted);
  const fromSave = mountKey !== wanted && (location.state as { fromSave?: boolean } | null)?.fromSave === true;
  if (mountKey !== wanted && !fromSave) setMountKey(wanted);
  if (!fromSave && (id ?? templateId) !== null) {
    if (source.isPending) return <Spin style={{ margin: 48 }} />;
    if (!source.data) return <Result status="404" title={t('notFound')} />;
  }
  const detail = source.data;
  const form = report.data ? toReportForm(report.data) : template.data ? templateForm(template.data) : BLANK_FORM;
  return (
    <ReportEditor
      key={fromSave ? mountKey : wanted}
      id={id}
      initialForm={form}
      initialSheets={detail?.sheets ?? blankSheets()}
      initialBindings={detail?.bindings ?? []}
    />
  );
}

interface EditorProps {
  id: number | null;
  initialForm: ReportForm;
  initialSheets: ReportSheet[];
  initialBindings: ReportBinding[];
}

function ReportEditor({ id: openedId, initialForm, initialSheets, initialBindings }: EditorProps) {
  const { t, i18n } = useTranslation(REPORT_SHEET_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReportForm>();
  const [id, setId] = useState(openedId);
  const type = Form.useWatch('type', form) as ReportType | undefined;
  const timeType = Form.useWatch('timeType', form) as ReportTimeType | undefined;
  const [sheets] = useState(initialSheets);
  const [bindings, setBindings] = useState<ReportBinding[]>(initialBindings);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [devices, setDevices] = useState<PickedDevice[]>([]);
  const [selected, setSelected] = useState<SheetCellRef | null>(null);
  const [binding, setBinding] = useState<SheetCellRef | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState<'save' | 'generate' | 'export' | null>(null);
  const [lastFile, setLastFile] = useState<{ id: number; text: string } | null>(null);
  const handle = useRef<SpreadsheetHandle | null>(null);
  const sources = useSources(bindings);
  const receivers = useReceiverOptions(id);
  const marks = useMemo(() => bindingMarks(bindings), [bindings]);
  const onReady = useCallback((h: SpreadsheetHandle) => {
    handle.current = h;
  }, []);
  const custom = timeType === ReportTimeType.custom;

  const nameOf = (b: ReportBinding) =>
    b.source === 'time'
      ? ''
      : (sourceOf(sources, b)?.name ?? names.get(`${b.source}:${b.sourceId}`) ?? `#${b.sourceId}`);

  const bind = (next: ReportBinding, sourceName: string, device: PickedDevice | null) => {
    setBindings((list) => putBinding(list, next));
    if (device) setDevices((list) => [device, ...list.filter((d) => d.key !== device.key)]);
    if (next.sourceId !== null) setNames((m) => new Map(m).set(`${next.source}:${next.sourceId}`, sourceName));
    handle.current?.setValue(next.sheet, next.row, next.col, bindingText(next, sourceName, { time: t('timeText') }));
    setBinding(null);
  };

  const unbind = (cell: SheetCellRef) => {
    setBindings((list) => removeBinding(list, cell));
    handle.current?.setValue(cell.sheet, cell.row, cell.col, null);
  };

  /** Saves; answers the report's id (a new one navigates to its address). */
  const save = async (): Promise<number | null> => {
    let values: ReportForm;
    try {
      values = await form.validateFields();
    } catch {
      return null;
    }
    const sheetsNow = handle.current?.getSheets() ?? sheets;
    const body = toReportBody(values, sheetsNow, bindings);
    setRefusals([]);
    try {
      let savedId = id;
      if (id === null) savedId = (await createReport(body)).id;
      else await updateReport({ ...body, id });
      showSuccess(t('saved'));
      await queryClient.invalidateQueries({ queryKey: ['report'] });
      if (id === null && savedId !== null) {
        setId(savedId);
        void navigate(reportUrls.edit(savedId), { replace: true, state: { fromSave: true } });
      }
      return savedId;
    } catch (error) {
      if (!(error instanceof ApiError)) return null;
      const refusal = fieldRefusal(error.message);
      if (refusal?.field === 'bindings' || refusal?.field === 'sheets') {
        const b = refusal.binding === undefined ? undefined : body.bindings?.[refusal.binding];
        setRefusals([
          b
            ? t('bindingError', {
                index: (refusal.binding ?? 0) + 1,
                cell: cellName(b.row, b.col),
                reason: refusal.reason,
              })
            : error.message,
        ]);
      } else if (refusal) {
        form.setFields([{ name: refusal.field, errors: [refusal.reason] }]);
      } else {
        showError(error.message || tc('common.operationFailed'));
      }
      return null;
    }
  };

  const run = async (what: 'save' | 'generate' | 'export') => {
    setBusy(what);
    try {
      const savedId = await save();
      if (savedId === null || what === 'save') return;
      if (what === 'generate') {
        const file = await generateReport(savedId);
        setLastFile({ id: file.id, text: t('generated', { start: file.periodStart, end: file.periodEnd }) });
      } else {
        const exported = await exportReport(savedId);
        const name = (form.getFieldValue('name') as string | undefined) ?? 'report';
        await downloadReportFile(exported.path, `${name}.xlsx`);
        setLastFile({ id: exported.id, text: t('export') });
      }
    } catch {
      // The call showed its message.
    } finally {
      setBusy(null);
    }
  };

  /** The picker's device tabs: the bound variable's device first, then those used in this session. */
  const devicesFor = (cell: SheetCellRef): PickedDevice[] => {
    const b = bindingAt(bindings, cell);
    const info = b?.source === 'variable' ? sourceOf(sources, b) : undefined;
    const own: PickedDevice[] =
      info?.deviceId !== undefined
        ? [
            {
              key: `h:${info.deviceId}`,
              devType_: 1,
              deviceId: info.deviceId,
              deviceName: info.deviceName ?? '',
              deviceNum: info.identity ?? '',
              name: info.deviceName ?? '',
            },
          ]
        : [];
    return [...own, ...devices.filter((d) => !own.some((o) => o.key === d.key))];
  };

  const selectedBinding = selected ? bindingAt(bindings, selected) : undefined;

  return (
    <Flex vertical gap={12} className="report-sheet-page" data-testid="report-editor">
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          initialValues={initialForm}
          className="report-sheet-form"
          onValuesChange={(changed: Partial<ReportForm>) => {
            if (changed.timeType === ReportTimeType.custom) form.setFieldValue('type', ReportType.manual);
          }}
        >
          <Form.Item
            name="name"
            label={t('name')}
            rules={[{ required: true, whitespace: true, message: tc('common.required') }]}
          >
            <Input maxLength={REPORT_NAME_MAX} style={{ width: 200 }} data-testid="report-name" />
          </Form.Item>
          <Form.Item name="timeType" label={t('timeType')}>
            <Select
              style={{ width: 140 }}
              options={REPORT_TIME_TYPES.map((v) => ({ value: v, label: t(`timeTypes.${v}`) }))}
              data-testid="report-time-type"
            />
          </Form.Item>
          <Form.Item name="type" label={t('type')}>
            <Select
              style={{ width: 110 }}
              disabled={custom}
              options={[0, 1].map((v) => ({ value: v, label: t(`types.${v}`) }))}
              data-testid="report-type"
            />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select
              style={{ width: 100 }}
              options={[
                { value: 1, label: t('enabled') },
                { value: 0, label: t('disabled') },
              ]}
            />
          </Form.Item>
          {custom ? (
            <Form.Item
              name="range"
              label={t('range')}
              rules={[
                {
                  validator: (_, value: ReportForm['range']) =>
                    rangeWithinLimit(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rangeLimit', { days: REPORT_CUSTOM_DAYS_MAX }))),
                },
              ]}
            >
              <DatePicker.RangePicker showTime data-testid="report-range" />
            </Form.Item>
          ) : null}
          {!custom && type === ReportType.scheduled ? (
            <Form.Item name="receivers" label={t('receivers')}>
              <Select
                mode="multiple"
                style={{ minWidth: 240 }}
                options={receivers.data ?? []}
                optionFilterProp="label"
                loading={receivers.isFetching}
                data-testid="report-receivers"
              />
            </Form.Item>
          ) : null}
        </Form>
        <Space wrap style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy === 'save'} onClick={() => void run('save')} data-testid="report-save">
            {t('save')}
          </Button>
          <Button loading={busy === 'generate'} onClick={() => void run('generate')} data-testid="report-generate">
            {t('generate')}
          </Button>
          <Button loading={busy === 'export'} onClick={() => void run('export')} data-testid="report-export">
            {t('export')}
          </Button>
          {id !== null ? (
            <Button onClick={() => void navigate(reportUrls.live(id))} data-testid="report-live">
              {t('live')}
            </Button>
          ) : null}
          {lastFile ? (
            <Typography.Link
              onClick={() => void navigate(reportUrls.generated(lastFile.id))}
              data-testid="report-last-file"
            >
              {lastFile.text} · {t('openGenerated')}
            </Typography.Link>
          ) : null}
        </Space>
        {refusals.map((text) => (
          <Alert
            key={text}
            type="error"
            showIcon
            message={text}
            style={{ marginTop: 12 }}
            data-testid="report-refusal"
          />
        ))}
      </Card>
      <div className="report-sheet-body">
        <div className="report-sheet-grid">
          <Spreadsheet
            sheets={sheets}
            marks={marks}
            lang={i18n.language}
            height="calc(100vh - 290px)"
            onSelect={setSelected}
            onReady={onReady}
            testId="report-grid"
          />
        </div>
        <Card size="small" className="report-sheet-side" title={t('bindings')}>
          <Flex vertical gap={8}>
            <Typography.Text data-testid="report-selected-cell">
              {selected ? `${t('cell')} ${cellName(selected.row, selected.col)}` : t('selectCell')}
            </Typography.Text>
            <Space>
              <Button
                type="primary"
                disabled={!selected}
                onClick={() => setBinding(selected)}
                data-testid="report-bind"
              >
                {t('bindCell')}
              </Button>
              <Button
                danger
                disabled={!selectedBinding}
                onClick={() => selected && unbind(selected)}
                data-testid="report-unbind"
              >
                {t('unbind')}
              </Button>
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('legend')}
            </Typography.Text>
            <List
              size="small"
              dataSource={bindings}
              locale={{ emptyText: t('noBindings') }}
              data-testid="report-bindings"
              renderItem={(b) => (
                <List.Item
                  className="report-binding-item"
                  data-cell={cellName(b.row, b.col)}
                  onClick={() => setSelected({ sheet: b.sheet, row: b.row, col: b.col })}
                >
                  <span className={`report-binding-dot report-binding-${b.source}`} />
                  <Typography.Text strong>
                    {sheets.length > 1 ? `${b.sheet + 1}!` : ''}
                    {cellName(b.row, b.col)}
                  </Typography.Text>
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {b.source === 'time' ? t('sources.time') : nameOf(b)}
                    {b.source === 'time' ? '' : ` · ${t(`aggregations.${b.aggregation}`)}`}
                    {b.fill === 'none' ? '' : ` · ${t(`fills.${b.fill}`)}`}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Flex>
        </Card>
      </div>
      {binding ? (
        <BindingDialog
          cell={binding}
          initial={toBindingForm(
            bindingAt(bindings, binding),
            (() => {
              const b = bindingAt(bindings, binding);
              return b ? nameOf(b) : '';
            })(),
          )}
          devices={devicesFor(binding)}
          onOk={bind}
          onClose={() => setBinding(null)}
        />
      ) : null}
    </Flex>
  );
}
