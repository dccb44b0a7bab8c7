import type { AlarmRecordRow, Page } from '@iot/contract';
import { AlarmListType } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { orDashes } from './components/alarm-columns';
import { LEVEL_COLORS, processText } from './components/AlarmTags';
import { ALARMS_NS } from './i18n';
import { parseWarringParams, textColorOn } from './warring-params';
import './warring.css';

/** Rows the embedded table shows (the newest first) and how often it reads them again. */
const WARRING_ROWS = 30;
const REFRESH_MS = 10_000;

/**
 * `/warring`: the alarm table a screen embeds in a frame. Colours and border come from the address
 * (hc header, bc background, bbc border colour, bw border width), the scope from `did` (device ids,
 * or custom data ids with `wartype=2`). It fills its frame and refreshes itself.
 */
export function WarringPage() {
  const { t } = useTranslation(ALARMS_NS);
  const [search] = useSearchParams();
  const params = useMemo(() => parseWarringParams(search), [search]);
  const records = useQuery({
    queryKey: ['warring', params.param],
    queryFn: () =>
      api.post<Page<AlarmRecordRow>>('/alarmRecord', {
        pageNum: 1,
        pageSize: WARRING_ROWS,
        param: { ...params.param, type: AlarmListType.all },
      }),
    refetchInterval: REFRESH_MS,
  });
  const style = {
    '--warring-header': params.headerColor,
    '--warring-header-text': textColorOn(params.headerColor),
    '--warring-bg': params.backgroundColor,
    '--warring-text': textColorOn(params.backgroundColor),
    '--warring-border': params.borderColor,
    '--warring-border-width': `${params.borderWidth}px`,
  } as CSSProperties;
  const rows = records.data?.records ?? [];
  const columns: [string, (row: AlarmRecordRow) => string | number][] = [
    [t('alarmTime'), (row) => row.alarmTime],
    [t('deviceName'), (row) => orDashes(row.deviceName)],
    [t('variableName'), (row) => orDashes(row.variableDesc || row.variableName)],
    [t('alertDesc'), (row) => orDashes(row.alertDesc)],
    [t('currentValue'), (row) => orDashes(row.currentValue)],
    [t('processState'), (row) => processText(row, t)],
  ];

  return (
    <div className="warring" style={style} data-testid="warring">
      <table>
        <thead>
          <tr>
            <th className="warring-level">{t('level')}</th>
            {columns.map(([title]) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="warring-row" className={row.processState === 0 ? 'warring-open' : undefined}>
              <td className="warring-level">
                <span className={`warring-dot warring-dot-${LEVEL_COLORS[row.alarmLevel]}`} />
                {t(`levelNames.${row.alarmLevel}`)}
              </td>
              {columns.map(([title, value]) => (
                <td key={title} title={String(value(row))}>
                  {value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !records.isPending ? (
        <div className="warring-empty" data-testid="warring-empty">
          {t('noAlarms')}
        </div>
      ) : null}
    </div>
  );
}
