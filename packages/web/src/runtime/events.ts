import { EventAction, EventTrigger, RuntimeEvent, type Binding, type FlowDocument } from '@iot/contract';

type Pen = FlowDocument['pens'][number];
type PenEvent = NonNullable<Pen['events']>[number];
/** The properties a set-properties action gives. */
type SetProps = Exclude<PenEvent['value'], string | undefined>;

/** What run mode does for a pen's event (spec visual-side 4.1: actions and the runtime events of "more"). */
export type RunAction =
  | { kind: 'openWindow'; url: string }
  | { kind: 'openFrame'; url: string; widthPercent: number; heightPercent: number }
  | { kind: 'navigate'; path: string }
  | { kind: 'setProps'; target: string; props: SetProps }
  | { kind: 'setText'; target: string; text: string }
  | { kind: 'animate'; target: string; how: 'start' | 'pause' | 'stop' }
  | { kind: 'openHistory'; binding: Binding }
  | { kind: 'openIssue'; binding: Binding }
  | { kind: 'toggleTagged'; tag: string };

/** Static pens (locked 10) fire nothing (spec 4.1). */
const STATIC_LOCK = 10;
const FRAME_PERCENT = 80;
/** A route inside the console: a path of this site, never an address elsewhere. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

const ANIMATIONS: Partial<Record<number, 'start' | 'pause' | 'stop'>> = {
  [EventAction.startAnimate]: 'start',
  [EventAction.pauseAnimate]: 'pause',
  [EventAction.stopAnimate]: 'stop',
};

/** The pen an action applies to: the one its value names, else the pen itself. */
const targetOf = (pen: Pen, event: PenEvent) =>
  typeof event.value === 'string' && event.value.trim() !== '' ? event.value.trim() : pen.id;

function moreAction(pen: Pen, event: PenEvent): RunAction | null {
  const binding = pen.data?.data[0];
  const frame = (url: string): RunAction => ({
    kind: 'openFrame',
    url,
    widthPercent: event.tw ?? FRAME_PERCENT,
    heightPercent: event.th ?? FRAME_PERCENT,
  });
  switch (event.myType) {
    case RuntimeEvent.openUrlInFrame:
    case RuntimeEvent.openChildUrl:
      return event.url ? frame(event.url) : null;
    case RuntimeEvent.openUrlInWindow:
      return event.url ? { kind: 'openWindow', url: event.url } : null;
    case RuntimeEvent.jumpToRoute: {
      const path = event.url ?? (typeof event.value === 'string' ? event.value : '');
      return SITE_PATH.test(path) ? { kind: 'navigate', path } : null;
    }
    case RuntimeEvent.changeText:
      return typeof event.value === 'string' ? { kind: 'setText', target: pen.id, text: event.value } : null;
    case RuntimeEvent.openHistory:
      return binding ? { kind: 'openHistory', binding } : null;
    case RuntimeEvent.openIssue:
      return binding ? { kind: 'openIssue', binding } : null;
    case RuntimeEvent.toggleTagged:
      return event.dis ? { kind: 'toggleTagged', tag: event.dis } : null;
    default:
      return null;
  }
}

function actionOf(pen: Pen, event: PenEvent): RunAction | null {
  if (event.action === EventAction.link) {
    return typeof event.value === 'string' && event.value ? { kind: 'openWindow', url: event.value } : null;
  }
  if (event.action === EventAction.setProps) {
    return typeof event.value === 'object'
      ? { kind: 'setProps', target: event.params ?? pen.id, props: event.value }
      : null;
  }
  if (event.action === EventAction.more) return moreAction(pen, event);
  const how = ANIMATIONS[event.action];
  return how ? { kind: 'animate', target: targetOf(pen, event), how } : null;
}

/** The actions a click (or double click) on a pen starts, in the order its events list them. */
export function actionsFor(pen: Pen, trigger: 'click' | 'dblclick'): RunAction[] {
  if (pen.locked === STATIC_LOCK) return [];
  const wanted = trigger === 'click' ? EventTrigger.click : EventTrigger.dblclick;
  return (pen.events ?? [])
    .filter((event) => event.type === wanted)
    .map((event) => actionOf(pen, event))
    .filter((action): action is RunAction => action !== null);
}
