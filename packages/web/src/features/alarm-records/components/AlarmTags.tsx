import type { AlarmRecordRow } from '@iot/contract';
import { AlarmProcessState } from '@iot/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALARMS_NS } from '../i18n';

/** Level 1 is the most severe. */
export const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'volcano', 3: 'gold', 4: 'blue' };

type ProcessFields = Pick<AlarmRecordRow, 'processState' | 'isSelfProcess'>;
type PushFields = Pick<AlarmRecordRow, 'isPush' | 'isSuccess' | 'suppressedBy'>;

/**
 * Unprocessed, or confirmed with how: self-recovery or manually confirmed (spec 4). `short` (a
 * table cell) names only how, which says confirmed already.
 */
export function processText(record: ProcessFields, t: (key: string) => string, short = false): string {
  if (record.processState !== AlarmProcessState.confirmed) return t('states.unprocessed');
  const how = t(`selfProcess.${record.isSelfProcess}`);
  return short ? how : `${t('states.confirmed')} · ${how}`;
}

/** Suppressed by a maintenance record, not pushed, success or failed. */
export function pushText(record: PushFields, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (record.suppressedBy !== null) return t('pushStates.suppressed', { id: record.suppressedBy });
  if (record.isPush !== 1) return t('pushStates.none');
  return t(record.isSuccess === 1 ? 'pushStates.success' : 'pushStates.failed');
}

export function LevelTag({ level }: { level: number }) {
  const { t } = useTranslation(ALARMS_NS);
  return <Tag color={LEVEL_COLORS[level]}>{t(`levelNames.${level}`)}</Tag>;
}

export function ProcessTag({ record, short }: { record: ProcessFields; short?: boolean }) {
  const { t } = useTranslation(ALARMS_NS);
  const confirmed = record.processState === AlarmProcessState.confirmed;
  return (
    <Tag color={confirmed ? 'green' : 'red'} data-testid="alarm-process-state" data-state={record.processState}>
      {processText(record, t, short)}
    </Tag>
  );
}

export function PushTag({ record }: { record: PushFields }) {
  const { t } = useTranslation(ALARMS_NS);
  const color =
    record.suppressedBy !== null
      ? 'purple'
      : record.isPush !== 1
        ? 'default'
        : record.isSuccess === 1
          ? 'green'
          : 'red';
  return (
    <Tag color={color} data-testid="alarm-push" data-suppressed={record.suppressedBy ?? undefined}>
      {pushText(record, t)}
    </Tag>
  );
}
