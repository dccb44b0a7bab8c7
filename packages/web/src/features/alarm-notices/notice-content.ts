import { formatDate } from '../../i18n/format-date';
import { noticeKind, type NoticeKind } from './notice-queue';

/** One line of a notice: a label key of the notices' texts and its value. */
export interface NoticeLine {
  label: 'device' | 'variable' | 'value' | 'time' | 'executeTime';
  value: string;
}

export interface Notice {
  key: string;
  kind: NoticeKind;
  /** The alarm description or the plan name. */
  headline: string;
  lines: NoticeLine[];
  /** Where a click leads (the record), if the message names one. */
  target: string | null;
  receivedAt: number;
}

type Payload = object;

const field = (payload: Payload, key: string): unknown => (payload as Record<string, unknown>)[key];

function text(payload: Payload, key: string): string {
  const value = field(payload, key);
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Times come as `yyyy-MM-dd HH:mm:ss` text or epoch ms. */
function time(payload: Payload, key: string): string {
  const value = field(payload, key);
  return typeof value === 'number' ? formatDate(value) : text(payload, key);
}

/** The record id: from the payload, else the topic's last level (`message/{userId}/alarm/{id}`). */
function recordId(payload: Payload, key: string, topic: string): string | null {
  const id = text(payload, key) || (topic.split('/')[3] ?? '');
  return /^[1-9]\d*$/.test(id) ? id : null;
}

type Reader = (payload: Payload, key: string) => string;

/** How each kind of message reads (docs/protocol.md §4): the fields it shows and where a click leads. */
const LAYOUTS: Record<
  NoticeKind,
  { headline: string; lines: [NoticeLine['label'], string, Reader][]; record: string; path: string }
> = {
  alarm: {
    headline: 'alarmDesc',
    lines: [
      ['device', 'deviceName', text],
      ['variable', 'variableDesc', text],
      ['value', 'alarmValue', text],
      ['time', 'alarmDate', time],
    ],
    record: 'alarmRecordId',
    path: '/alertRecord?alarmRecordId=',
  },
  maintenance: {
    headline: 'planName',
    lines: [['executeTime', 'executeTime', time]],
    record: 'mainRecordId',
    path: '/mainRecord?id=',
  },
  trigger: {
    headline: 'triggerName',
    lines: [
      ['value', 'value', text],
      ['time', 'fireTime', time],
    ],
    record: 'triggerId',
    path: '/triggerInfo/',
  },
  other: { headline: '', lines: [], record: '', path: '' },
};

/** What a live message of `message/{userId}/...` shows; unparseable payloads arrive empty. */
export function toNotice(topic: string, payload: Payload, seq: number, now: number): Notice {
  const kind = noticeKind(topic);
  const layout = LAYOUTS[kind];
  const id = layout.path ? recordId(payload, layout.record, topic) : null;
  return {
    key: `notice-${kind}-${seq}`,
    kind,
    headline: layout.headline ? text(payload, layout.headline) : '',
    lines: layout.lines
      .map(([label, key, read]) => ({ label, value: read(payload, key) }))
      .filter((line) => line.value !== ''),
    target: id ? `${layout.path}${id}` : null,
    receivedAt: now,
  };
}
