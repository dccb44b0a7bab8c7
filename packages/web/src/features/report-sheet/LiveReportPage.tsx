import { reportUrls, type ReportBinding } from '@iot/contract';
import { Button, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveHub } from '../../live/live-connection';
import { useQueryId } from '../../ui/useQueryId';
import { withValues, type SpreadsheetHandle } from '../../ui/spreadsheet';
import { sourceOf, useReport, useSources } from './api';
import { bindingMarks, cellKey, cellName } from './bindings';
import { SheetView } from './components/SheetView';
import { REPORT_SHEET_NS } from './i18n';
import { initialLiveValues, liveText, liveTopicOf } from './live-values';
import './report-sheet.css';

/** `/luckyInfo?id=`: the template with its bound cells showing live values from the tab's one live connection. */
export function LiveReportPage() {
  const id = useQueryId('id');
  const { t } = useTranslation(REPORT_SHEET_NS);
  const report = useReport(id);
  const bindings = useMemo(() => report.data?.bindings ?? [], [report.data]);
  const sources = useSources(bindings);
  const wanted = bindings.filter((b) => b.source === 'variable').length;
  const loaded = bindings.filter((b) => b.source === 'variable' && sourceOf(sources, b)).length;
  /** Values that came live (the first ones are the sources' current values). */
  const [live, setLive] = useState<Map<string, string | number | null>>(new Map());
  const [updated, setUpdated] = useState<string | null>(null);
  const handle = useRef<SpreadsheetHandle | null>(null);
  const ready = report.data !== undefined && loaded === wanted;

  // The grid's first values: the sources' current ones (drawn once, then cells change one by one).
  const first = useMemo(
    () => (ready ? initialLiveValues(bindings, (b) => sourceOf(sources, b), new Date()) : new Map()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the sources are loaded
    [ready, bindings],
  );
  const sheets = useMemo(() => (report.data ? withValues(report.data.sheets, first) : []), [report.data, first]);

  const topics = useMemo(
    () =>
      ready
        ? bindings.flatMap((b) => {
            const topic = liveTopicOf(b, sourceOf(sources, b));
            return topic ? [{ topic, binding: b }] : [];
          })
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the sources are loaded
    [ready, bindings],
  );

  useEffect(() => {
    const stops = topics.map(({ topic, binding }) =>
      liveHub.subscribe(topic, (payload) => {
        if (!('value' in payload)) return;
        const value = liveText(payload.value);
        show(binding, value);
      }),
    );
    function show(binding: ReportBinding, value: string | number | null) {
      handle.current?.setValue(binding.sheet, binding.row, binding.col, value);
      setLive((m) => new Map(m).set(cellKey(binding), value));
      setUpdated(dayjs().format('HH:mm:ss'));
    }
    return () => stops.forEach((stop) => stop());
  }, [topics]);

  const onReady = useCallback((h: SpreadsheetHandle) => {
    handle.current = h;
  }, []);
  const marks = useMemo(() => bindingMarks(bindings), [bindings]);

  if (id !== null && (report.isPending || (report.data && !ready))) return <Spin style={{ margin: 48 }} />;
  if (!report.data) return <Result status="404" title={t('notFound')} />;
  return (
    <SheetView
      standalone
      title={`${t('liveTitle')} · ${report.data.name}`}
      subtitle={updated ? `${t('liveHint')} · ${updated}` : t('liveHint')}
      sheets={sheets}
      gridKey={`${report.data.id}:${report.data.updateTime}`}
      marks={marks}
      onReady={onReady}
      actions={
        <Button href={reportUrls.edit(report.data.id)} data-testid="live-edit">
          {t('editTitle')}
        </Button>
      }
    >
      <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }} data-testid="live-values">
        {bindings
          .filter((b) => b.source !== 'time')
          .map((b) => (
            <Tag key={cellKey(b)} data-cell={cellName(b.row, b.col)}>
              <Typography.Text strong>{cellName(b.row, b.col)}</Typography.Text>{' '}
              <span className="live-value">
                {String((live.has(cellKey(b)) ? live.get(cellKey(b)) : first.get(cellKey(b))) ?? '–')}
              </span>
            </Tag>
          ))}
      </div>
    </SheetView>
  );
}
