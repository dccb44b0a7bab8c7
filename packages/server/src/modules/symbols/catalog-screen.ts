import { ConfigFlowType } from '@iot/contract';
import { symbol, type SymbolCategoryEntry } from './symbol-entry.js';

/** The large-screen editor's decorations: frames and title bars stretch to any size, dials keep their shape. */
export const SCREEN_CATEGORIES: SymbolCategoryEntry[] = [
  {
    key: 'screen-frames',
    type: ConfigFlowType.screen,
    title: { zh: '边框', en: 'Frames' },
    symbols: [
      symbol('frame-corners', '角标边框', 'Corner frame'),
      symbol('frame-chamfer', '切角边框', 'Chamfered frame'),
      symbol('frame-double', '双线边框', 'Double frame'),
      symbol('frame-header', '带标题栏边框', 'Frame with header'),
      symbol('frame-notched', '缺口边框', 'Notched frame'),
      symbol('frame-brackets', '括号边框', 'Bracket frame'),
    ],
  },
  {
    key: 'screen-titles',
    type: ConfigFlowType.screen,
    title: { zh: '标题栏', en: 'Title bars' },
    symbols: [
      symbol('title-center', '居中标题', 'Centred title'),
      symbol('title-left', '左侧标题', 'Left title'),
      symbol('title-underline', '下划线标题', 'Underlined title'),
      symbol('title-chevrons', '箭头标题', 'Chevron title'),
      symbol('title-tab', '页签标题', 'Tab title'),
    ],
  },
  {
    key: 'screen-decorations',
    type: ConfigFlowType.screen,
    title: { zh: '仪表盘与装饰', en: 'Gauges and decorations' },
    symbols: [
      symbol('gauge-ring', '环形刻度', 'Ring gauge'),
      symbol('gauge-arc', '弧形仪表', 'Arc gauge'),
      symbol('radar', '雷达扫描', 'Radar'),
      symbol('divider-dots', '分隔线', 'Divider'),
      symbol('chevrons-flow', '流向箭头', 'Flow chevrons'),
      symbol('hex-cluster', '六边形装饰', 'Hexagons'),
    ],
  },
];
