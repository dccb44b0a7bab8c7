import type { TriggerAction, TriggerCreate } from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { CustomDataService } from '../customdata/customdata.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { PlanService } from '../maintenance/maintenance-plans.service.js';
import type { VariableService } from '../variables/variables.service.js';
import type { TriggerRepo } from './triggers.repo.js';

export interface RefDeps {
  devices: Pick<DeviceService, 'deviceInScope'>;
  variables: Pick<VariableService, 'variableInScope'>;
  customData: Pick<CustomDataService, 'get'>;
  plans: Pick<PlanService, 'visiblePlan'>;
}

const OTHER_COMPANY = { zh: '不属于触发器所在的公司', en: "not of the trigger's company" };

/**
 * What a trigger names (the watched variable or item, the targets of its actions) must be visible to
 * the caller (else not found) and of the trigger's company (else a bad field).
 */
export function createTriggerRefs(deps: RefDeps, repo: Pick<TriggerRepo, 'usersOf'>) {
  const sameCompany = (field: string, found: number, companyId: number) => {
    if (found !== companyId) throw badRequest(fieldText(field, OTHER_COMPANY));
  };

  async function variableOf(auth: AuthContext, field: string, companyId: number, id: number) {
    const variable = await deps.variables.variableInScope(auth.scope, id);
    const device = await deps.devices.deviceInScope(auth.scope, variable.deviceId);
    sameCompany(field, device.companyId, companyId);
    return variable;
  }

  async function action(auth: AuthContext, companyId: number, a: TriggerAction, at: string): Promise<void> {
    if (a.type === 'write') {
      const variable = await variableOf(auth, `${at}.variableId`, companyId, a.variableId);
      if (variable.deviceId !== a.deviceId) {
        throw badRequest(fieldText(`${at}.variableId`, { zh: '不是该设备的变量', en: 'not a variable of the device' }));
      }
      return;
    }
    if (a.type === 'notify') {
      const wanted = new Set(a.userIds);
      const found = await repo.usersOf(companyId, [...wanted]);
      if (found.length !== wanted.size) throw badRequest(fieldText(`${at}.userIds`, OTHER_COMPANY));
      return;
    }
    const plan = await deps.plans.visiblePlan(auth, a.planId);
    sameCompany(`${at}.planId`, plan.companyId, companyId);
  }

  async function check(auth: AuthContext, companyId: number, input: Omit<TriggerCreate, 'companyId'>): Promise<void> {
    if (input.variableId !== null) await variableOf(auth, 'variableId', companyId, input.variableId);
    if (input.customDataId !== null) {
      const item = await deps.customData.get(auth, input.customDataId);
      sameCompany('customDataId', item.companyId, companyId);
    }
    for (const [i, a] of input.actions.entries()) await action(auth, companyId, a, `actions.${i}`);
  }

  return { check };
}
