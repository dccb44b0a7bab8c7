import { liveTopics, type MaintenanceNotice } from '@iot/contract';
import type { FastifyBaseLogger } from 'fastify';
import { formatTime } from '../../http/format-time.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { MadeRecord } from './maintenance-records.service.js';

/**
 * The live notice of a new record, at QoS 1, to each user it went to:
 * `message/{userId}/maintenance/{mainRecordId}` with the plan's name and the due time.
 */
export function createMaintenanceNotifier(deps: {
  bus: Pick<MessageBus, 'publish'>;
  timeZone: string;
  log: FastifyBaseLogger;
}) {
  function notify(record: MadeRecord): void {
    const notice: MaintenanceNotice = {
      planName: record.planName,
      executeTime: formatTime(record.dueAt, deps.timeZone),
      mainRecordId: record.id,
    };
    const payload = JSON.stringify(notice);
    for (const userId of record.userIds) {
      deps.bus
        .publish(liveTopics.notice(userId, 'maintenance', record.id), payload, { qos: 1 })
        .catch((error: unknown) => deps.log.warn({ err: error, recordId: record.id }, 'maintenance notice failed'));
    }
  }
  return { notify };
}
