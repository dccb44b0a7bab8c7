import { liveTopics, NOTICE_KINDS } from '@iot/contract';
import { App } from 'antd';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storedInfo } from '../../app/session/load-session';
import { liveHub } from '../../live/live-connection';
import type { LivePayload } from '../../live/live-payload';
import { NOTICES_NS } from './i18n';
import { NoticeBody } from './NoticeBody';
import { toNotice, type Notice } from './notice-content';
import { createNoticeQueue } from './notice-queue';
import { playAlarmTone } from './notice-tone';

/** Notices the bell lists (the newest first). */
const RECENT_KEPT = 20;

/**
 * The header's notices controller: watches `message/{userId}/alarm/#`, `.../maintenance/#` and
 * `.../trigger/#` on the tab's live connection and shows each message as a notice without time-out
 * (visual-side 4.2, 4.3).
 * Nothing starts when the stored user is missing.
 */
export function useNotices() {
  const { t } = useTranslation(NOTICES_NS);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [recent, setRecent] = useState<Notice[]>([]);
  const queue = useRef(createNoticeQueue());
  const seq = useRef(0);
  const userId = storedInfo()?.id;

  /** Goes to the record and closes every notice of its kind. */
  const open = useCallback(
    (notice: Notice) => {
      for (const key of queue.current.removeKind(notice.kind)) notification.destroy(key);
      if (notice.target) void navigate(notice.target);
    },
    [navigate, notification],
  );

  const show = (payload: LivePayload, topic: string) => {
    if (!queue.current.admit()) return;
    seq.current += 1;
    const notice = toNotice(topic, payload, seq.current, Date.now());
    for (const key of queue.current.add({ key: notice.key, kind: notice.kind })) notification.destroy(key);
    notification.open({
      key: notice.key,
      type: notice.kind === 'alarm' ? 'warning' : 'info',
      title: t(`titles.${notice.kind}`),
      description: createElement(NoticeBody, { notice }),
      duration: false,
      placement: 'bottomRight',
      onClick: () => open(notice),
      onClose: () => queue.current.remove(notice.key),
      props: { 'data-testid': `notice-${notice.kind}` },
    });
    if (notice.kind === 'alarm') playAlarmTone();
    setRecent((list) => [notice, ...list].slice(0, RECENT_KEPT));
  };
  // The subscription lives as long as the user; it calls the newest handler (language, router).
  const latestShow = useRef(show);
  useEffect(() => {
    latestShow.current = show;
  });

  useEffect(() => {
    if (userId === undefined) return;
    const stops = NOTICE_KINDS.map((kind) =>
      liveHub.subscribe(liveTopics.notices(userId, kind), (payload, topic) => latestShow.current(payload, topic)),
    );
    return () => stops.forEach((stop) => stop());
  }, [userId]);

  return { recent, open, clear: () => setRecent([]) };
}
