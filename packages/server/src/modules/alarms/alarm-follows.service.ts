import {
  ALARM_IMAGE_MAX_BYTES,
  ALARM_IMAGES_PER_UPLOAD,
  type AlarmFollowCreate,
  type AlarmFollowImage,
  type AlarmFollowItemCreate,
  type AlarmFollowRecord,
  type AlarmReminderCandidate,
  ALARM_REMINDER_CANDIDATES_MAX,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import { createAlarmFollowRepo } from './alarm-follows.repo.js';
import { createAlarmImageStore } from './alarm-images.js';
import { IMAGE_MIME } from '../../storage/sniff.js';
import { receiveImages } from '../../storage/images.js';
import type { UploadPart } from '../../storage/uploads.js';
import type { AlarmRecordService } from './alarm-records.service.js';

/**
 * Follow-ups of an alarm record in the spec's order: create (content and reminder ids) → upload images
 * → save reminder users. Everything goes through the record, so another company's ids answer 404.
 */
export function createAlarmFollowService(ctx: Ctx, { records }: { records: Pick<AlarmRecordService, 'visible'> }) {
  const repo = createAlarmFollowRepo(ctx.db.kysely);
  const images = createAlarmImageStore(ctx);

  async function visibleFollow(auth: AuthContext, id: number) {
    const follow = await repo.find(auth.scope, id);
    if (!follow) throw notFound('follow');
    return follow;
  }

  async function presentImage(image: { id: number; fileName: string }): Promise<AlarmFollowImage> {
    return { id: image.id, fileName: image.fileName, url: await images.urlOf(image.id) };
  }

  async function list(auth: AuthContext, recordId: number): Promise<AlarmFollowRecord[]> {
    const record = await records.visible(auth, recordId);
    const { follows, images: stored, items } = await repo.ofRecord(record.id);
    return Promise.all(
      follows.map(async (f) => {
        const own = items.filter((i) => i.followId === f.id);
        return {
          id: f.id,
          recordId: f.recordId,
          content: f.content,
          list: own.map((i) => i.id),
          images: await Promise.all(stored.filter((i) => i.followId === f.id).map(presentImage)),
          items: own.map((i) => ({ id: i.id, userName: i.nickName || (i.username ?? '') })),
          createUserName: f.createUserName ?? '',
          createTime: formatTime(f.createdAt, ctx.config.timeZone),
        };
      }),
    );
  }

  /** Who a follow-up of this record can remind: the users of the alarm's company and of its dealer. */
  async function candidates(auth: AuthContext, recordId: number): Promise<AlarmReminderCandidate[]> {
    const record = await records.visible(auth, recordId);
    const rows = await repo.reminderCandidates(auth.scope, record.companyId, ALARM_REMINDER_CANDIDATES_MAX);
    return rows.map((u) => ({ id: u.id, userName: u.nickName || (u.username ?? '') }));
  }

  async function assertUsers(auth: AuthContext, userIds: number[], field: (index: number) => string) {
    const visible = await repo.visibleUserIds(auth.scope, userIds);
    const unknown = userIds.findIndex((id) => !visible.has(id));
    if (unknown >= 0)
      throw badRequest(
        fieldText(field(unknown), { zh: `未知用户 ${userIds[unknown]}`, en: `unknown user ${userIds[unknown]}` }),
      );
  }

  async function create(auth: AuthContext, input: AlarmFollowCreate): Promise<{ id: number }> {
    const record = await records.visible(auth, input.recordId);
    const reminders = [...new Set(input.list)];
    await assertUsers(auth, reminders, (i) => `list.${i}`);
    const id = await repo.insert(record.id, input.content, auth.user.id, ctx.now());
    if (reminders.length > 0) await repo.setItems(id, reminders);
    return { id };
  }

  /** Each follow named gets exactly the users listed with it. */
  async function setItems(auth: AuthContext, input: AlarmFollowItemCreate): Promise<void> {
    const byFollow = new Map<number, number[]>();
    for (const { followId, userId } of input) byFollow.set(followId, [...(byFollow.get(followId) ?? []), userId]);
    for (const followId of byFollow.keys()) await visibleFollow(auth, followId);
    const userIds = input.map((i) => i.userId);
    await assertUsers(auth, userIds, (i) => `${i}.userId`);
    for (const [followId, users] of byFollow) await repo.setItems(followId, [...new Set(users)]);
  }

  async function upload(auth: AuthContext, followId: number, parts: AsyncIterable<UploadPart>) {
    const follow = await visibleFollow(auth, followId);
    const files = await receiveImages(parts, { maxBytes: ALARM_IMAGE_MAX_BYTES, perUpload: ALARM_IMAGES_PER_UPLOAD });
    const storedNames: string[] = [];
    try {
      for (const f of files) storedNames.push(await images.save(f.bytes, f.kind));
      const rows = await repo.insertImages(
        files.map((f, i) => ({
          followId: follow.id,
          storedName: storedNames[i]!,
          fileName: f.fileName,
          mime: IMAGE_MIME[f.kind],
          size: f.bytes.length,
          createdAt: ctx.now(),
        })),
      );
      return Promise.all(rows.map(presentImage));
    } catch (error) {
      await images.remove(storedNames);
      throw error;
    }
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const follow = await visibleFollow(auth, id);
    const storedNames = await repo.storedNamesOf(follow.id);
    await repo.remove(follow.id);
    await images.remove(storedNames);
  }

  /** A signed image address: the file to send, or undefined (unknown, expired or forged). */
  async function image(id: number, exp: number, sig: string) {
    if (!(await images.verify(id, exp, sig))) return undefined;
    const row = await repo.image(id);
    return row && { path: images.pathOf(row.storedName), mime: row.mime, size: row.size };
  }

  return { list, candidates, create, setItems, upload, remove, image };
}
export type AlarmFollowService = ReturnType<typeof createAlarmFollowService>;
