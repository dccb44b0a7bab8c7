/** `count` float variables of a device, as rows to insert directly (tests and benchmarks of large devices). */
export function variableRows(deviceId: number, count: number, createdAt: number, prefix = 'v') {
  return Array.from({ length: count }, (_, i) => ({
    deviceId,
    name: `${prefix}${i}`,
    unit: '',
    description: '',
    expression: '',
    dataType: 'float',
    decimalPlaces: 2,
    varType1: 1,
    createdAt,
  }));
}
