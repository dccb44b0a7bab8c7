import { z } from 'zod';
import { bi } from '../messages.js';
import {
  ANIMATE_SPAN_MAX,
  ARROWS,
  BK_TYPES,
  CHART_CODES,
  CHART_HISTORY_HOURS,
  FRAME_MAP_ZOOM,
  HISTORY_POINTS,
  IFRAME_TYPES,
  LINE_ANIMATE_TYPES,
  LINE_DASHES,
  LINE_NAMES,
  NODE_ANIMATE_DURATION,
  NODE_ANIMATIONS,
  PEN_BINDINGS_MAX,
  PEN_EVENTS_MAX,
  PEN_KIND_PATTERN,
  PEN_LOCKS,
  PEN_TAG_LENGTH,
  PEN_TAGS_MAX,
  ROTATE_RANGE,
  WEATHER_DAYS,
} from './codes.js';
import { Binding } from './binding.js';
import { PenEvent } from './event.js';
import {
  codeString,
  color,
  jsonObject,
  num,
  penId,
  penText,
  point,
  positiveId,
  safeImageUrl,
  safeUrl,
  shortText,
} from './fields.js';

const literals = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));
const size = num.min(0);

/** Tags (spec 5): trimmed, blanks dropped, each cut to 17 characters, at most 20. */
const tags = z.preprocess(
  (v: unknown) =>
    Array.isArray(v)
      ? v.map((t: unknown) => (typeof t === 'string' ? t.trim().slice(0, PEN_TAG_LENGTH) : t)).filter((t) => t !== '')
      : v,
  z.array(z.string()).max(PEN_TAGS_MAX, bi(`最多添加 ${PEN_TAGS_MAX} 个标签`, `at most ${PEN_TAGS_MAX} tags`)),
);

/** Frame settings of our embedded pages (spec 3.3). */
export const IframeSettings = z.object({
  type: literals(IFRAME_TYPES),
  did: z.array(positiveId).max(500).optional(),
  hc: color.optional(),
  bc: color.optional(),
  bw: num.min(0).optional(),
  bbc: color.optional(),
  map: shortText.optional(),
  zoomSize: z.number().int().min(FRAME_MAP_ZOOM.min).max(FRAME_MAP_ZOOM.max).default(FRAME_MAP_ZOOM.default),
  fc: color.optional(),
  dn: z.number().int().min(WEATHER_DAYS.min).max(WEATHER_DAYS.max).default(WEATHER_DAYS.default),
  it: shortText.optional(),
  ad: shortText.optional(),
  cameraId: positiveId.optional(),
  reportId: positiveId.optional(),
});

/**
 * A chart pen's settings: the chart code, the ECharts option (plain JSON), and for a history chart
 * (`dType` '1') its window in hours. Each series is one of the pen's bindings (`data[]`), in order.
 */
export const ChartSettings = z.object({
  type: codeString(CHART_CODES),
  option: jsonObject.optional(),
  title: shortText.optional(),
  historyHours: literals(CHART_HISTORY_HOURS).optional(),
});

/** A node's animation (the animation panel): a preset, one cycle's length, how many cycles (0 forever). */
export const NodeAnimationSettings = z.object({
  kind: z.enum(NODE_ANIMATIONS),
  duration: z.number().int().min(NODE_ANIMATE_DURATION.min).max(NODE_ANIMATE_DURATION.max),
  cycles: z.number().int().min(0).max(1000).default(0),
});
export type NodeAnimationSettings = z.output<typeof NodeAnimationSettings>;

/** A pen's `data` (spec 3.1): its bindings and the chart and time-range settings that go with them. */
export const PenData = z.object({
  customName: shortText.optional(),
  varDataName: shortText.optional(),
  penName: shortText.optional(),
  urlInfo: safeUrl.optional(),
  data: z.array(Binding).max(PEN_BINDINGS_MAX).default([]),
  type: shortText.optional(),
  dType: z.enum(['0', '1']).optional(),
  startTime: shortText.optional(),
  endTime: shortText.optional(),
  outTime: num.min(0).optional(),
  sizeContent: z.number().int().min(1).optional(),
  dataNum: z.number().int().min(HISTORY_POINTS.min).max(HISTORY_POINTS.max).optional(),
  maxNum: z.number().int().min(1).optional(),
  max: num.optional(),
  echarts: ChartSettings.optional(),
});

/** A line's anchor: where it bends, or where it connects to a node's anchor. */
export const Anchor = z.object({
  id: z.string().max(64).optional(),
  x: num,
  y: num,
  penId: penId.optional(),
  connectTo: penId.optional(),
  anchorId: z.string().max(64).optional(),
  prev: point.optional(),
  next: point.optional(),
  hidden: z.boolean().optional(),
});

export const ConnectedLine = z.object({
  lineId: penId,
  lineAnchor: z.string().max(64),
  anchor: z.string().max(64),
});

/**
 * A pen (spec 3.1-3.3, 3.6). Only the fields listed here are kept: anything else a flow carries (the
 * engine's code and network fields, its caches) is dropped when the document is read.
 */
export const Pen = z.object({
  id: penId,
  name: z.string().regex(PEN_KIND_PATTERN, bi('组件类型无效', 'not a component kind')),
  type: z.union([z.literal(0), z.literal(1)]).default(0),
  text: penText.optional(),
  customName: shortText.optional(),
  title: shortText.optional(),
  children: z.array(penId).optional(),
  parentId: penId.optional(),
  showChild: z.number().int().min(0).optional(),
  tags: tags.optional(),
  locked: literals(PEN_LOCKS).optional(),
  visible: z.boolean().optional(),
  events: z.array(PenEvent).max(PEN_EVENTS_MAX).optional(),
  data: PenData.optional(),
  // Rectangle (spec 3.2).
  x: num,
  y: num,
  width: size,
  height: size,
  borderRadius: num.min(0).max(1).optional(),
  rotate: num.min(ROTATE_RANGE.min).max(ROTATE_RANGE.max).optional(),
  paddingTop: size.optional(),
  paddingRight: size.optional(),
  paddingBottom: size.optional(),
  paddingLeft: size.optional(),
  // Style.
  fromArrow: z.enum(ARROWS).optional(),
  toArrow: z.enum(ARROWS).optional(),
  lineDash: literals(LINE_DASHES).optional(),
  lineWidth: num.min(1).optional(),
  color: color.optional(),
  globalAlpha: num.min(0).max(1).optional(),
  bkType: literals(BK_TYPES).optional(),
  background: color.optional(),
  gradientColors: z.string().max(1024).optional(),
  gradientAngle: num.optional(),
  gradientRadius: num.min(0).optional(),
  // Text.
  fontFamily: shortText.optional(),
  fontSize: num.min(1).optional(),
  textColor: color.optional(),
  textBackground: color.optional(),
  fontStyle: z.enum(['normal', 'italic', 'oblique']).optional(),
  fontWeight: z.union([z.enum(['normal', 'bold', 'bolder', 'lighter']), z.number().int().min(100).max(900)]).optional(),
  textAlign: z.enum(['left', 'center', 'right']).optional(),
  textBaseline: z.enum(['top', 'middle', 'bottom']).optional(),
  lineHeight: num.min(0).optional(),
  maxLines: z.number().int().min(0).optional(),
  markdown: penText.optional(),
  timeFormat: shortText.optional(),
  // What a kind loads: addresses only, checked.
  image: safeImageUrl.optional(),
  iframe: safeUrl.optional(),
  video: safeUrl.optional(),
  iframeSettings: IframeSettings.optional(),
  // Lines and their animation (spec 3.6).
  lineName: z.enum(LINE_NAMES).optional(),
  anchors: z.array(Anchor).max(1000).optional(),
  connectedLines: z.array(ConnectedLine).max(1000).optional(),
  animateType: literals(LINE_ANIMATE_TYPES).optional(),
  animateColor: color.optional(),
  animateSpan: num.min(1).max(ANIMATE_SPAN_MAX).optional(),
  animatePlay: z.boolean().optional(),
  animateReverse: z.boolean().optional(),
  nextAnimate: penId.optional(),
  editStop: z.boolean().optional(),
  animation: NodeAnimationSettings.optional(),
});
export type Pen = z.output<typeof Pen>;
export type PenInput = z.input<typeof Pen>;
