import { z } from 'zod';
import { Paging } from './envelope.js';
import {
  VARIABLE_PICKER_PAGE_SIZE,
  DATA_TYPES,
  PORT_KINDS,
  VARIABLE_NAME_PATTERN,
  type DataType,
  type PortKind,
} from './device-enums.js';
import { text, positiveInt, blankAsUndefined, optionalId } from './device-fields.js';

/** Variables and slave stations. */

// ---- variables

const varType1 = z.union([z.literal(0), z.literal(1), z.literal(3)]);
const variableFields = {
  name: z.string().trim().regex(VARIABLE_NAME_PATTERN, '1 to 64 of letters, digits, Chinese characters and _ . -'),
  unit: text(32),
  description: text(256),
  dataType: z.enum(DATA_TYPES),
  expression: text(500),
  decimalPlaces: z.number().int().min(0).max(10),
  varType_1: varType1,
  slaveId: positiveInt.nullable(),
};
export const VariableCreate = z.object({
  deviceId: positiveInt,
  name: variableFields.name,
  unit: variableFields.unit.default(''),
  description: variableFields.description.default(''),
  dataType: variableFields.dataType.default('float'),
  expression: variableFields.expression.default(''),
  decimalPlaces: variableFields.decimalPlaces.default(2),
  varType_1: variableFields.varType_1.default(0),
  slaveId: variableFields.slaveId.default(null),
});
export type VariableCreate = z.output<typeof VariableCreate>;
export const VariableUpdate = z.object(variableFields).partial().extend({ id: positiveInt });
export type VariableUpdate = z.output<typeof VariableUpdate>;

export const VarListQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(VARIABLE_PICKER_PAGE_SIZE),
  param: z
    .object({
      /** Contains, over name and description. */
      filter: text(64).optional(),
      name: text(64).optional(),
      deviceId: optionalId,
      /** -1 every variable of the device; 0 system, 1 external, 3 slave. */
      type: z.preprocess(
        blankAsUndefined,
        z.coerce
          .number()
          .pipe(z.union([z.literal(-1), varType1]))
          .optional(),
      ),
      slaveStationId: optionalId,
    })
    .default({}),
});
export type VarListQuery = z.output<typeof VarListQuery>;

export interface VariableRecord {
  id: number;
  varId: number;
  varName: string;
  name: string;
  unit: string;
  description: string;
  dataType: DataType;
  expression: string;
  decimalPlaces: number;
  /** 1 device variable (0 is custom data). */
  varType_: 1;
  varType_1: 0 | 1 | 3;
  slaveId: number | null;
  deviceId: number;
  deviceName: string;
  deviceNum: string;
  nowValue: string | number | null;
  createTime: string;
}

export interface VariableDetail extends VariableRecord {
  repertoryId: null;
}

export interface LiveValue {
  varId: number;
  name: string;
  unit: string;
  description: string;
  dataType: DataType;
  decimalPlaces: number;
  nowValue: string | number | null;
  /** Epoch ms of the value, and the same as `yyyy-MM-dd HH:mm:ss`. */
  ts: number | null;
  time: string | null;
}

// ---- slave stations

export const SlaveStationQuery = z.object({
  /** What typeId names: the device, or one of its ports. */
  type: z.preprocess(blankAsUndefined, z.enum(['device', ...PORT_KINDS]).default('device')),
  typeId: z.coerce.number().int().positive(),
  protocol: text(32).optional(),
});
export type SlaveStationQuery = z.output<typeof SlaveStationQuery>;

const slaveFields = {
  name: z.string().trim().min(1).max(64),
  slaveAddress: z.number().int().min(0).max(255),
  protocol: z.string().trim().min(1).max(32),
  portType: z.enum(PORT_KINDS),
  portId: positiveInt.nullable(),
};
export const SlaveStationCreate = z.object({
  deviceId: positiveInt,
  name: slaveFields.name,
  slaveAddress: slaveFields.slaveAddress,
  protocol: slaveFields.protocol.default('modbus-rtu'),
  portType: slaveFields.portType.default('com'),
  portId: slaveFields.portId.default(null),
});
export type SlaveStationCreate = z.output<typeof SlaveStationCreate>;
export const SlaveStationUpdate = z.object(slaveFields).partial().extend({ id: positiveInt });
export type SlaveStationUpdate = z.output<typeof SlaveStationUpdate>;

export interface SlaveStationRecord {
  id: number;
  deviceId: number;
  name: string;
  slaveAddress: number;
  protocol: string;
  portType: PortKind;
  portId: number | null;
  createTime: string;
}
