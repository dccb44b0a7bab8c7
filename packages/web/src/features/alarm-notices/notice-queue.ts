import type { NoticeKind as LiveNoticeKind } from '@iot/contract';

/** The kinds of notice, by the topic's third level: `message/{userId}/{kind}/{recordId}`; any other is 'other'. */
export type NoticeKind = LiveNoticeKind | 'other';

/** Notices held on screen before the oldest is closed (visual-side 4.3: about 6, oldest closed past 5). */
export const NOTICES_HELD = 5;
/** A message this soon after the previous one is dropped. */
export const NOTICE_THROTTLE_MS = 100;

export interface HeldNotice {
  key: string;
  kind: NoticeKind;
}

export function noticeKind(topic: string): NoticeKind {
  const kind = topic.split('/')[2];
  return kind === 'alarm' || kind === 'maintenance' || kind === 'trigger' ? kind : 'other';
}

/**
 * Which notices are on screen, in the order they came: pure bookkeeping, so the rules (throttle,
 * cap, close by kind) do not depend on antd.
 */
export function createNoticeQueue(now: () => number = Date.now) {
  let held: HeldNotice[] = [];
  let last = Number.NEGATIVE_INFINITY;

  /** Whether a message arriving now may show: false within the throttle of the previous shown one. */
  function admit(): boolean {
    const at = now();
    if (at - last < NOTICE_THROTTLE_MS) return false;
    last = at;
    return true;
  }

  /** Holds a new notice; answers the keys to close first (the oldest, past the cap). */
  function add(notice: HeldNotice): string[] {
    const evicted = held.length > NOTICES_HELD ? held.slice(0, held.length - NOTICES_HELD) : [];
    held = [...held.slice(evicted.length), notice];
    return evicted.map((entry) => entry.key);
  }

  /** Forgets a notice the user closed. */
  function remove(key: string): void {
    held = held.filter((entry) => entry.key !== key);
  }

  /** Forgets every notice of a kind and answers their keys (to close them). */
  function removeKind(kind: NoticeKind): string[] {
    const closing = held.filter((entry) => entry.kind === kind).map((entry) => entry.key);
    held = held.filter((entry) => entry.kind !== kind);
    return closing;
  }

  return { admit, add, remove, removeKind, size: () => held.length };
}

export type NoticeQueue = ReturnType<typeof createNoticeQueue>;
