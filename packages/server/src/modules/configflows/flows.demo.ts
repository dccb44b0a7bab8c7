import {
  ConfigFlowCreate,
  ConfigFlowType,
  FlowDocument,
  LIST_LIMIT,
  configFlowViewUrl,
  type PenInput,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { DemoWorld } from '../../demo-world.js';
import type { Services } from '../../services.js';
import { renderFlowThumbnail } from './flow-thumbnail.js';

type Variables = ReadonlyMap<string, number>;
interface Gateway {
  id: number;
  name: string;
  variables: Variables;
}

const GREY = '#5b6b7c';
const TEXT = '#e6edf5';
const MUTED = '#8da2bb';

const text = (id: string, x: number, y: number, width: number, value: string, size = 18): PenInput => ({
  id,
  name: 'text',
  x,
  y,
  width,
  height: size * 2,
  text: value,
  fontSize: size,
  textColor: TEXT,
  textAlign: 'left',
});

/** A grey shape with a value in it (`--` until the first value comes). */
const shape = (id: string, name: string, [x, y, width, height]: number[], extra: Partial<PenInput>): PenInput => ({
  id,
  name,
  x: x!,
  y: y!,
  width: width!,
  height: height!,
  background: GREY,
  color: MUTED,
  textColor: TEXT,
  fontSize: 18,
  text: '--',
  ...extra,
});

/** A binding of a gateway's variable, when the gateway has it. */
function bind(gw: Gateway, variable: string, extra: object = {}) {
  const varId = gw.variables.get(variable);
  return varId === undefined
    ? []
    : [{ msgType: '1' as const, deviceId: gw.id, varId, variableName: variable, ...extra }];
}

const above = (min: number, color: string) => ({ type: 1 as const, term: [{ min }], props: { background: color } });
const below = (max: number, color: string) => ({ type: 1 as const, term: [{ max }], props: { background: color } });
const equals = (value: number, props: object) => ({ type: 2 as const, term: [{ value }], props });

function pipe(id: string, points: [number, number][], play: boolean): PenInput {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - x || 1, Math.max(...ys) - y || 1];
  return {
    id,
    name: 'line',
    type: 1,
    lineName: 'polyline',
    x,
    y,
    width,
    height,
    lineWidth: 10,
    color: '#3b4b5c',
    anchors: points.map(([px, py]) => ({ x: (px - x) / width, y: (py - y) / height })),
    animateType: 0,
    animateColor: '#4fc3f7',
    animateSpan: 2,
    animatePlay: play,
  };
}

/** A boiler house: tank, pump and boiler joined by flowing pipes, each coloured by its value. */
function boilerHouse(gw: Gateway): PenInput[] {
  const value = (extra: object = {}) => ({ isDecimal: true, decimal: 1, ...extra });
  return [
    text('title', 40, 24, 700, `锅炉房 Boiler house · ${gw.name}`, 26),
    shape('tank', 'rectangle', [60, 140, 160, 260], {
      borderRadius: 0.12,
      fontSize: 22,
      data: { data: bind(gw, 'level', value({ dataProps: [above(4.4, '#ef6c00'), below(2.6, '#f9a825')] })) },
    }),
    text('tank-label', 60, 410, 200, '水箱液位 Tank level', 15),
    shape('pump', 'circle', [360, 330, 110, 110], {
      data: {
        data: bind(gw, 'pump', {
          dataProps: [
            equals(1, { background: '#2e7d32', text: '运行 Run' }),
            equals(0, { background: GREY, text: '停止 Stop' }),
          ],
        }),
      },
    }),
    text('pump-label', 350, 450, 200, '循环泵 Pump', 15),
    shape('boiler', 'rectangle', [600, 140, 220, 300], {
      borderRadius: 0.2,
      fontSize: 26,
      data: { data: bind(gw, 'temperature', value({ dataProps: [above(66, '#c62828'), below(66, '#37474f')] })) },
    }),
    text('boiler-label', 600, 450, 240, '锅炉出水 Boiler outlet', 15),
    pipe(
      'pipe-in',
      [
        [220, 385],
        [360, 385],
      ],
      true,
    ),
    pipe(
      'pipe-out',
      [
        [470, 385],
        [600, 385],
      ],
      true,
    ),
    pipe(
      'pipe-return',
      [
        [710, 140],
        [710, 100],
        [140, 100],
        [140, 140],
      ],
      true,
    ),
    ...(['pressure', 'flow', 'energy', 'speed'] as const).map((v, i) => ({
      ...text(v, 900, 150 + i * 50, 360, '--', 20),
      data: { data: bind(gw, v, value({ varlook: 2 })) },
    })),
  ];
}

/** The dealer's gateways as a network: each box shows and is coloured by its gateway's connection. */
function network(gateways: Gateway[]): PenInput[] {
  const hub: PenInput = {
    id: 'platform',
    name: 'rectangle',
    x: 520,
    y: 60,
    width: 240,
    height: 80,
    borderRadius: 0.15,
    background: '#1565c0',
    color: '#90caf9',
    textColor: TEXT,
    fontSize: 20,
    text: '物联网平台 IoT platform',
  };
  const pens: PenInput[] = [text('title', 40, 16, 600, '网络拓扑 Network topology', 24), hub];
  const shown = gateways.slice(0, 6);
  const first = 640 - (shown.length * 200 - 40) / 2;
  shown.forEach((gw, i) => {
    const x = first + i * 200;
    pens.push(
      pipe(
        `link-${i}`,
        [
          [640, 140],
          [640, 220],
          [x + 80, 220],
          [x + 80, 300],
        ],
        true,
      ),
    );
    pens.push(
      shape(`gw-${i}`, 'rectangle', [x, 300, 160, 90], {
        borderRadius: 0.15,
        fontSize: 16,
        text: gw.name,
        data: {
          data: bind(gw, [...gw.variables.keys()][0] ?? '', {
            isOnline: true,
            dataProps: [equals(1, { background: '#1e88e5' }), equals(0, { background: GREY })],
          }),
        },
      }),
    );
    pens.push({ ...text(`gw-name-${i}`, x, 400, 180, gw.name, 13), textColor: MUTED });
  });
  return pens;
}

const documentOf = (pens: PenInput[]) => ({
  version: 1,
  canvas: { bkColor: '#0b1d33', grid: false, gridSize: 10, disableDockLine: false },
  pens,
});

/** The dealer company's published demo screen (dp) and topology (lct), bound to its simulated gateways. */
export async function seedFlowDemo(ctx: Ctx, services: Services, world: DemoWorld): Promise<void> {
  if (!(await world.claim('flows'))) return;
  const companyId = world.companies.dealer;
  const devices = (await services.devices.list(world.admin, { pageNum: 1, pageSize: LIST_LIMIT })).filter(
    (d) => d.companyId === companyId,
  );
  const gateways: Gateway[] = [];
  for (const device of devices.slice(0, 6)) {
    const values = await services.variables.live(world.admin, device.id);
    gateways.push({ id: device.id, name: device.name, variables: new Map(values.map((v) => [v.name, v.varId])) });
  }
  if (gateways.length === 0) return;
  // Each flow's card shows its picture, drawn here from its document (the editor draws it on save).
  const create = async (name: string, type: ConfigFlowType, pens: PenInput[]) => {
    const data = FlowDocument.parse(documentOf(pens));
    const image = (await services.flowFiles.storeThumbnail(companyId, renderFlowThumbnail(data))).url;
    return services.configFlows.create(
      world.admin,
      'flow',
      ConfigFlowCreate.parse({ name, type, publish: 1, companyId, data, image }),
    );
  };
  const screen = await create('锅炉房 Boiler house', ConfigFlowType.screen, boilerHouse(gateways[0]!));
  await create('网络拓扑 Network topology', ConfigFlowType.flow, network(gateways));
  // The screen's gateway shows it on its flow-chart tab and in the map popup.
  await services.devices.bindConfigFlow(world.admin, gateways[0]!.id, {
    configFlowId: screen.id,
    url: configFlowViewUrl(screen.id),
  });
  ctx.log.info('demo flows seeded');
}
