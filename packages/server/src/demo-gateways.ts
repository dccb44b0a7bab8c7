import { AlarmConfigBody, DeviceCreate, VariableCreate } from '@iot/contract';
import type { Ctx } from './context.js';
import type { AuthContext } from './modules/access/access.service.js';
import { hashSecret, newSecret } from './modules/devices/device-secret.js';
import type { Services } from './services.js';
import type { GatewayCredentials } from './sim/index.js';

const DEMO_PREFIX = 'demo-gw-';

/** The variables a simulated gateway publishes (sim/signals.ts names them in this order). */
const DEMO_VARIABLES = [
  { name: 'temperature', unit: '°C', description: '温度 Temperature', dataType: 'float', decimalPlaces: 2 },
  { name: 'pressure', unit: 'MPa', description: '压力 Pressure', dataType: 'float', decimalPlaces: 3 },
  { name: 'energy', unit: 'kWh', description: '累计电量 Energy', dataType: 'double', decimalPlaces: 2 },
  { name: 'pump', unit: '', description: '水泵运行 Pump running', dataType: 'switch_value', decimalPlaces: 0 },
  { name: 'flow', unit: 'm³/h', description: '瞬时流量 Flow', dataType: 'float', decimalPlaces: 1 },
  { name: 'level', unit: 'm', description: '液位 Level', dataType: 'float', decimalPlaces: 3 },
  { name: 'humidity', unit: '%RH', description: '湿度 Humidity', dataType: 'float', decimalPlaces: 1 },
  { name: 'speed', unit: 'rpm', description: '转速 Speed', dataType: 'int', decimalPlaces: 0 },
] as const;
export const DEMO_VARIABLE_COUNT = DEMO_VARIABLES.length;

type DemoCompany = 'dealer' | 'water' | 'steel';
const DEMO_GATEWAYS: { company: DemoCompany; name: string; model: string; lat: number; lng: number }[] = [
  { company: 'dealer', name: '杭州展厅网关 Hangzhou showroom', model: 'is600', lat: 30.2741, lng: 120.1551 },
  { company: 'dealer', name: '苏州测试台 Suzhou test bench', model: 'is600', lat: 31.2989, lng: 120.5853 },
  { company: 'water', name: '1号泵站 Pump station 1', model: 'is600', lat: 30.5728, lng: 104.0668 },
  { company: 'water', name: '2号泵站 Pump station 2', model: 'gw200', lat: 29.563, lng: 106.5516 },
  { company: 'steel', name: '高炉冷却水 Furnace cooling', model: 'gw200', lat: 39.6304, lng: 118.1802 },
  { company: 'steel', name: '轧机主电机 Rolling mill motor', model: '20', lat: 38.0428, lng: 114.5149 },
];

/** Makes the demo gateways and their variables once, as the platform administrator would. */
export async function seedDemoGateways(
  services: Services,
  admin: AuthContext,
  companies: Record<DemoCompany, number>,
): Promise<void> {
  for (const [i, gateway] of DEMO_GATEWAYS.entries()) {
    const device = DeviceCreate.parse({
      name: gateway.name,
      identity: `${DEMO_PREFIX}${String(i + 1).padStart(4, '0')}`,
      modelName: gateway.model,
      networkWay: '4G',
      scanCycle: 1,
      lat: gateway.lat,
      lng: gateway.lng,
      desc: 'Simulated demo gateway',
      companyId: companies[gateway.company],
    });
    const { id } = await services.devices.create(admin, device);
    for (const variable of DEMO_VARIABLES) {
      const created = await services.variables.create(admin, VariableCreate.parse({ deviceId: id, ...variable }));
      if (variable.name === 'temperature') {
        await services.alarms.configs.save(
          admin,
          AlarmConfigBody.parse({ variableId: created.id, ...TEMPERATURE_ALARM }),
        );
      }
    }
  }
}

/** The simulator's temperature waves around 60 °C and its excursions reach about 86 °C (sim/signals.ts). */
const TEMPERATURE_ALARM = {
  type: 2,
  alertDesc: '温度过高 Temperature high',
  deadBand: 1,
  upperLimit: 72,
  upperLevel: 2,
  uupperLimit: 80,
  uupperLevel: 1,
};

/**
 * New secrets for the demo gateways at every start (only their hashes are stored), so the in-process
 * simulator can log in; a secret shown earlier for them stops working.
 */
export async function demoGatewayCredentials(ctx: Ctx): Promise<GatewayCredentials[]> {
  const { kysely } = ctx.db;
  const devices = await kysely
    .selectFrom('devices')
    .select(['id', 'identity'])
    .where('identity', 'like', `${DEMO_PREFIX}%`)
    .orderBy('identity')
    .execute();
  const credentials: GatewayCredentials[] = [];
  for (const device of devices) {
    const secret = newSecret();
    await kysely
      .updateTable('devices')
      .set({ secretHash: hashSecret(secret) })
      .where('id', '=', device.id)
      .execute();
    credentials.push({ identity: device.identity, secret });
  }
  return credentials;
}
