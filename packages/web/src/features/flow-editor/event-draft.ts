import { EventAction, EventTrigger, RuntimeEvent, SIZED_RUNTIME_EVENTS, type PenEvent } from '@iot/contract';
import type { z } from 'zod';

type EventInput = z.input<typeof PenEvent>;

/** The actions the editor offers: those run mode carries out (runtime/events.ts), never code. */
export const EDITOR_ACTIONS = ['link', 'startAnimate', 'pauseAnimate', 'stopAnimate', 'more'] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

export interface EventDraft {
  trigger: 'click' | 'dblclick';
  action: EditorAction;
  /** The runtime event of "more" (spec 4.1). */
  myType: RuntimeEvent;
  /** Link address, pen id or tag of an animation, text of "change text". */
  value: string;
  /** Address of the URL and route events. */
  url: string;
  /** Tag whose pens "toggle" shows or hides. */
  tag: string;
  heightPercent: number;
  widthPercent: number;
}

export const emptyEventDraft = (): EventDraft => ({
  trigger: 'click',
  action: 'link',
  myType: RuntimeEvent.openUrlInFrame,
  value: '',
  url: '',
  tag: '',
  heightPercent: 80,
  widthPercent: 80,
});

/** Which inputs a draft shows, by action and runtime event. */
export function eventInputs(draft: Pick<EventDraft, 'action' | 'myType'>) {
  const more = draft.action === 'more';
  const urlEvents: string[] = [RuntimeEvent.jumpToRoute, ...SIZED_RUNTIME_EVENTS];
  return {
    value: !more || draft.myType === RuntimeEvent.changeText,
    url: more && urlEvents.includes(draft.myType),
    size: more && SIZED_RUNTIME_EVENTS.includes(draft.myType),
    tag: more && draft.myType === RuntimeEvent.toggleTagged,
  };
}

/** The event of a draft, or what is missing: a link or an address where one is needed. */
export function eventOf(draft: EventDraft): EventInput | 'valueRequired' {
  const type = draft.trigger === 'click' ? EventTrigger.click : EventTrigger.dblclick;
  const name = draft.trigger;
  const value = draft.value.trim();
  if (draft.action === 'link') return value ? { type, name, action: EventAction.link, value } : 'valueRequired';
  if (draft.action !== 'more') return { type, name, action: EventAction[draft.action], ...(value ? { value } : {}) };
  const inputs = eventInputs(draft);
  const url = draft.url.trim();
  const tag = draft.tag.trim();
  if ((inputs.url && !url) || (inputs.tag && !tag) || (inputs.value && !value)) return 'valueRequired';
  return {
    type,
    name,
    action: EventAction.more,
    myType: draft.myType,
    ...(inputs.value ? { value } : {}),
    ...(inputs.url ? { url } : {}),
    ...(inputs.size ? { th: draft.heightPercent, tw: draft.widthPercent } : {}),
    ...(inputs.tag ? { dis: tag } : {}),
  };
}
