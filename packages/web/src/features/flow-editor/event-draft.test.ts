import { PenEvent } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { actionsFor } from '../../runtime/events';
import { emptyEventDraft, eventInputs, eventOf, type EventDraft } from './event-draft';

const draft = (change: Partial<EventDraft>): EventDraft => ({ ...emptyEventDraft(), ...change });
const pen = (event: unknown) => ({
  id: 'p',
  name: 'rectangle',
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  events: [PenEvent.parse(event)],
});

describe('event draft', () => {
  it('makes events run mode carries out', () => {
    const link = eventOf(draft({ value: 'https://example.com' }));
    expect(actionsFor(pen(link) as never, 'click')).toEqual([{ kind: 'openWindow', url: 'https://example.com' }]);
    const text = eventOf(draft({ trigger: 'dblclick', action: 'more', myType: '4', value: 'Opened' }));
    expect(actionsFor(pen(text) as never, 'dblclick')).toEqual([{ kind: 'setText', target: 'p', text: 'Opened' }]);
    const frame = eventOf(draft({ action: 'more', myType: '1', url: '/weather', heightPercent: 50, widthPercent: 60 }));
    expect(frame).toMatchObject({ th: 50, tw: 60, url: '/weather' });
    const toggle = eventOf(draft({ action: 'more', myType: '8', tag: 'pumps' }));
    expect(actionsFor(pen(toggle) as never, 'click')).toEqual([{ kind: 'toggleTagged', tag: 'pumps' }]);
    expect(eventOf(draft({ action: 'stopAnimate' }))).toEqual({ type: 0, name: 'click', action: 8 });
  });

  it('asks for what an action needs', () => {
    expect(eventOf(draft({ action: 'link' }))).toBe('valueRequired');
    expect(eventOf(draft({ action: 'more', myType: '2' }))).toBe('valueRequired');
    expect(eventOf(draft({ action: 'more', myType: '8' }))).toBe('valueRequired');
  });

  it('shows the inputs of each kind', () => {
    expect(eventInputs({ action: 'more', myType: '5' })).toEqual({ value: false, url: false, size: false, tag: false });
    expect(eventInputs({ action: 'more', myType: '7' })).toEqual({ value: false, url: true, size: true, tag: false });
    expect(eventInputs({ action: 'startAnimate', myType: '1' })).toMatchObject({ value: true, url: false });
  });
});
