import { z } from 'zod';
import { bi } from '../messages.js';
import { EVENT_ACTIONS, EVENT_NAMES, EventAction, RUNTIME_EVENTS } from './codes.js';
import { codeString, penText, safeUrl, shortText } from './fields.js';

const percent = z.number().min(1).max(100);

/** What a set-properties action may change: appearance only, never an address the engine would load. */
export const SetProps = z.object({
  text: penText.optional(),
  color: z.string().max(64).optional(),
  background: z.string().max(64).optional(),
  textColor: z.string().max(64).optional(),
  visible: z.boolean().optional(),
  showChild: z.number().int().min(0).optional(),
  rotate: z.number().min(-360).max(360).optional(),
  lineWidth: z.number().min(1).optional(),
  globalAlpha: z.number().min(0).max(1).optional(),
  fontSize: z.number().min(1).optional(),
});

/**
 * A pen event (spec 3.5): `type` 0 click or 1 double click, `action` (never code: see CODE_ACTIONS),
 * `myType` the runtime event of action 2, `th`/`tw` a frame's height and width in percent, `url` the
 * address a runtime event opens, `dis` the tag whose pens a toggle shows or hides.
 */
export const PenEvent = z
  .object({
    type: z.union([z.literal(0), z.literal(1)]).default(0),
    name: z.enum(EVENT_NAMES).default('click'),
    action: z.union(
      EVENT_ACTIONS.map((a) => z.literal(a)),
      bi('不支持的动作', 'unsupported action'),
    ),
    params: shortText.optional(),
    /** Action 0: the link; 4 (change text): the text; 1: the properties to set; others: a pen id or tag. */
    value: z.union([z.string().max(1024), SetProps]).optional(),
    myType: codeString(RUNTIME_EVENTS).optional(),
    th: percent.optional(),
    tw: percent.optional(),
    url: safeUrl.optional(),
    dis: shortText.optional(),
  })
  .transform((event) => {
    // A link's address is a URL like any other: an unsafe one is dropped with its event's target.
    if (event.action === EventAction.link && typeof event.value === 'string') {
      const url = safeUrl.parse(event.value);
      return { ...event, value: url };
    }
    if (event.myType === '4' && typeof event.value === 'string') return { ...event, value: penText.parse(event.value) };
    return event;
  });
export type PenEvent = z.output<typeof PenEvent>;
