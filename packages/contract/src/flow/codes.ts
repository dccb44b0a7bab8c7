/**
 * The flow document's codes and limits (spec visual-side 3.1-3.6, 4.1, 5, 9): zod-free, so the editor's
 * panels and run mode import them without the schemas.
 */

/** The version a document is saved in; older ones are migrated on read (see `migrations.ts`). */
export const FLOW_DOCUMENT_VERSION = 1;

/** Pen type: a node (shape, text, image, frame, chart) or a line. */
export const PenType = { node: 0, line: 1 } as const;
export type PenType = (typeof PenType)[keyof typeof PenType];

/** Pen lock: 0 free, 1 no edit, 2 no move (the pen lock toggles 0 and 2), 4 no move or scale, 10 static. */
export const PenLock = { none: 0, noEdit: 1, noMove: 2, noMoveScale: 4, static: 10 } as const;
export const PEN_LOCKS = [0, 1, 2, 4, 10] as const;

/** Canvas lock (spec 4.1): 0 unlocked, 1 locked; 10 also disables the context menu. */
export const CANVAS_LOCKS = [0, 1, 2, 3, 4, 10] as const;

/** Pen kinds (the engine's `name`) the platform draws; component kinds of ours are added by the editor. */
export const PenKind = {
  rectangle: 'rectangle',
  square: 'square',
  circle: 'circle',
  triangle: 'triangle',
  diamond: 'diamond',
  line: 'line',
  text: 'text',
  image: 'image',
  iframe: 'iframe',
  video: 'video',
  chart: 'echarts',
  time: 'time',
  combine: 'combine',
} as const;

/** A kind name: the engine looks its drawing up by it, so it is a plain identifier. */
export const PEN_KIND_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

/** Line shapes (`lineName`); the spec's default is a polyline. */
export const LINE_NAMES = ['line', 'polyline', 'curve', 'mind'] as const;
/** Arrow heads; the spec's default is a solid triangle. */
export const ARROWS = [
  '',
  'triangleSolid',
  'triangle',
  'diamondSolid',
  'diamond',
  'circleSolid',
  'circle',
  'line',
  'lineUp',
  'lineDown',
] as const;

/** Line dash (spec 4.1): 0 solid, 1 short dash, 2 long dash, 3 dotted. */
export const LineDash = { solid: 0, short: 1, long: 2, dotted: 3 } as const;
export const LINE_DASHES = [0, 1, 2, 3] as const;

/** Line animation (`animateType`): 0 water, 1 beads, 2 dot, 3 arrow, 4 drop. */
export const LineAnimateType = { water: 0, beads: 1, dot: 2, arrow: 3, drop: 4 } as const;
export const LINE_ANIMATE_TYPES = [0, 1, 2, 3, 4] as const;
/** Animation speed slider (spec 5): step 1, at most 20. */
export const ANIMATE_SPAN_MAX = 20;

/** A node's animation (the animation panel): a preset the editor turns into the engine's frames. */
export const NODE_ANIMATIONS = ['upDown', 'leftRight', 'heart', 'rotate', 'flash'] as const;
export type NodeAnimation = (typeof NODE_ANIMATIONS)[number];
/** One cycle of a node animation, in ms; 0 cycles means forever. */
export const NODE_ANIMATE_DURATION = { min: 100, max: 10_000, default: 1000 } as const;

/** Fill: 0 plain, 1 linear gradient, 2 radial gradient. */
export const BK_TYPES = [0, 1, 2] as const;

/** Chart codes (spec 9), `data.echarts.type`. */
export const ChartCode = {
  line: '1',
  bar: '2',
  pie: '3',
  ring: '4',
  gauge: '5',
  doubleGauge: '6',
  gaugeProgress: '7',
  radar5: '8',
  radar6: '9',
  sortedBar: '10',
  liquid: '11',
  percentBar: '12',
  scatter: '13',
  liveBar: '14',
} as const;
export const CHART_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'] as const;
export type ChartCode = (typeof CHART_CODES)[number];

/** Chart data type (`dType`, spec 4.1): '0' real time, '1' history (adds an open-history event). */
export const ChartDataType = { live: '0', history: '1' } as const;

/** Chart points: history 10-300 (default 100, step 10); max data count at least 1. */
export const HISTORY_POINTS = { min: 10, max: 300, default: 100, step: 10 } as const;
/** A history chart's window in hours (spec 9: 8, 24, 48, 72 hours and 1, 3, 7 days; 1 hour outside screens). */
export const CHART_HISTORY_HOURS = [1, 8, 24, 48, 72, 168] as const;
export const DEFAULT_HISTORY_HOURS = { screen: 8, other: 1 } as const;
/** Real-time chart points (`maxNum`, spec 9): line 30, bar 12; at least 1, step 1. */
export const LIVE_POINTS_DEFAULT = { line: 30, bar: 12 } as const;

/** History chart size (`sizeContent`, spec 3.6): default 360. */
export const DEFAULT_SIZE_CONTENT = 360;

/** Frame settings' kind (spec 3.3). */
export const IframeType = {
  alarms: 1,
  camera: 2,
  map: 3,
  report: 4,
  localVideo: 5,
  weather: 6,
  video: 9,
} as const;
export const IFRAME_TYPES = [1, 2, 3, 4, 5, 6, 9] as const;
/** Map zoom in a frame (spec 5): 4-14, default 6. Weather days: 1-4, default 4. */
export const FRAME_MAP_ZOOM = { min: 4, max: 14, default: 6 } as const;
export const WEATHER_DAYS = { min: 1, max: 4, default: 4 } as const;

/** Binding source (`msgType`): '1' a device variable, '2' custom data. */
export const MsgType = { variable: '1', customData: '2' } as const;
/** What a bound value shows (`varlook`): 1 its name, 2 its description. */
export const VarLook = { name: 1, description: 2 } as const;
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_DIS_NUMBER = 10;

/** A `dataProps` rule: 1 a range (min and/or max: greater than, less than, between), 2 equals. */
export const RuleType = { range: 1, equals: 2 } as const;
/** Rotation a rule may set (spec 3.4). */
export const RULE_ROTATIONS = [0, 45] as const;

/** Event trigger (`type`, spec 4.1): 0 single click, 1 double click. */
export const EventTrigger = { click: 0, dblclick: 1 } as const;
/** The engine's event name of each trigger. */
export const EVENT_NAMES = ['click', 'dblclick', 'enter', 'leave', 'valueUpdate'] as const;

/**
 * Event actions (spec 4.1): 0 open a link, 1 set properties, 2 "more" (a runtime event below), 3 start,
 * 4 pause, 8 stop an animation, 7 emit a message. 5 (JavaScript) and 6 (global function) run code:
 * they are never kept.
 */
export const EventAction = {
  link: 0,
  setProps: 1,
  more: 2,
  startAnimate: 3,
  pauseAnimate: 4,
  emit: 7,
  stopAnimate: 8,
} as const;
export const EVENT_ACTIONS = [0, 1, 2, 3, 4, 7, 8] as const;
/** Actions that run code in the engine: removed on save and on load. */
export const CODE_ACTIONS: readonly number[] = [5, 6];

/**
 * Sub-types of the "more" action (`myType`) and the runtime events run mode carries out (spec 4.1, 2.2).
 * '1', '3' and '7' take height and width in percent (`th`, `tw`).
 */
export const RuntimeEvent = {
  openUrlInFrame: '1',
  jumpToRoute: '2',
  openUrlInWindow: '3',
  changeText: '4',
  openHistory: '5',
  openIssue: '6',
  openChildUrl: '7',
  toggleTagged: '8',
} as const;
export const RUNTIME_EVENTS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type RuntimeEvent = (typeof RUNTIME_EVENTS)[number];
export const SIZED_RUNTIME_EVENTS: readonly string[] = ['1', '3', '7'];

/** Tags (spec 5): at most 20, each up to 17 characters. */
export const PEN_TAGS_MAX = 20;
export const PEN_TAG_LENGTH = 17;
/** Rotation -360..360; border radius a ratio 0..1; line width at least 1 (spec 5). */
export const ROTATE_RANGE = { min: -360, max: 360 } as const;
/** Default grid size (spec 3.6, 9). */
export const DEFAULT_GRID_SIZE = 10;

/** Pens a document may hold: a 2,000-pen screen with room to spare. */
export const FLOW_PENS_MAX = 10_000;
/** Bindings of one pen, rules of one binding, events of one pen. */
export const PEN_BINDINGS_MAX = 200;
export const BINDING_RULES_MAX = 100;
export const PEN_EVENTS_MAX = 50;
