import { MENU_CATALOG, MenuType } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Writes the menu catalogue into the menus table, adding what is new and updating titles, so an
 * upgraded server offers its new pages; rows are matched by (componentName, button).
 */
export async function seedMenuCatalog(kysely: Kysely<Database>): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('menus').select(['id', 'componentName', 'button']).execute();
    const idOf = new Map(existing.map((m) => [`${m.componentName}:${m.button ?? ''}`, m.id]));

    async function upsert(row: {
      parentId: number | null;
      type: number;
      componentName: string;
      button: string | null;
      path: string;
      titleZh: string;
      titleEn: string;
      icon: string;
      level: string;
      useType: number;
      sort: number;
    }): Promise<number> {
      const key = `${row.componentName}:${row.button ?? ''}`;
      const id = idOf.get(key);
      if (id !== undefined) {
        await trx.updateTable('menus').set(row).where('id', '=', id).execute();
        return id;
      }
      const inserted = await trx.insertInto('menus').values(row).returning('id').executeTakeFirstOrThrow();
      idOf.set(key, inserted.id);
      return inserted.id;
    }

    for (const [g, group] of MENU_CATALOG.entries()) {
      const levels = new Set(group.pages.map((p) => p.level));
      const groupLevel = levels.has('company') ? 'company' : levels.has('subdomain') ? 'subdomain' : 'platform';
      const groupId = await upsert({
        parentId: null,
        type: MenuType.page,
        componentName: group.componentName,
        button: null,
        path: '',
        titleZh: group.title.zh,
        titleEn: group.title.en,
        icon: group.icon,
        level: groupLevel,
        useType: group.useType,
        sort: g,
      });
      for (const [p, page] of group.pages.entries()) {
        const pageId = await upsert({
          parentId: groupId,
          type: MenuType.page,
          componentName: page.componentName,
          button: null,
          path: page.path,
          titleZh: page.title.zh,
          titleEn: page.title.en,
          icon: page.icon,
          level: page.level,
          useType: group.useType,
          sort: p,
        });
        for (const [b, button] of page.buttons.entries()) {
          await upsert({
            parentId: pageId,
            type: MenuType.button,
            componentName: page.componentName,
            button,
            path: '',
            titleZh: button,
            titleEn: button,
            icon: '',
            level: page.level,
            useType: group.useType,
            sort: b,
          });
        }
      }
    }
  });
}
