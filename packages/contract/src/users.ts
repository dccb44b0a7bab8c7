import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { HOME_PAGES } from './menus.js';
import type { UserType } from './account-enums.js';

const name = z.string().trim().min(1).max(64);
const password = z.string().min(8, 'at least 8 characters').max(128);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,20}$/, 'digits only, 6 to 20');
const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.@-]{3,64}$/, 'letters, digits and _ . @ -, 3 to 64');

export const homePageCodes = Object.keys(HOME_PAGES).map(Number) as (keyof typeof HOME_PAGES)[];

export const UserCreate = z
  .object({
    nickName: name,
    username: username.optional(),
    phone: phone.optional(),
    email: z.email().optional(),
    password,
    companyId: z.number().int().positive(),
    userType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(4),
    roleIds: z.array(z.number().int().positive()).max(100).optional(),
    deptId: z.number().int().positive().nullable().optional(),
    enabled: z.boolean().default(true),
  })
  .refine((u) => u.username ?? u.phone, { message: 'username or phone is required', path: ['username'] });
export type UserCreate = z.infer<typeof UserCreate>;

export const UserUpdate = z.object({
  id: z.number().int().positive(),
  nickName: name.optional(),
  username: username.optional(),
  phone: phone.optional(),
  email: z.email().nullable().optional(),
  password: password.optional(),
  companyId: z.number().int().positive().optional(),
  userType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  roleIds: z.array(z.number().int().positive()).max(100).optional(),
  deptId: z.number().int().positive().nullable().optional(),
  enabled: z.boolean().optional(),
  homePage: z
    .number()
    .int()
    .refine((v) => homePageCodes.includes(v as never), 'one of 0, 2, 4, 5, 7, 8')
    .optional(),
  menuStyle: z.enum(['side', 'drawer']).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

export const UserPageQuery = Paging.extend({
  param: z
    .object({
      nickName: z.string().max(64).optional(),
      phone: z.string().max(64).optional(),
      companyName: z.string().max(128).optional(),
      companyId: z.number().int().positive().optional(),
      deptId: z.number().int().positive().optional(),
    })
    .default({}),
});
export type UserPageQuery = z.infer<typeof UserPageQuery>;

export interface UserInfo {
  id: number;
  username: string | null;
  phone: string | null;
  email: string | null;
  nickName: string;
  companyId: number;
  companyName: string;
  userType: UserType;
  homePage: number;
  menuStyle: 'side' | 'drawer' | null;
  enabled: boolean;
  isDemo: boolean;
  depts: { id: number; name: string }[];
  roles: { id: number; name: string }[];
  createTime: string;
}

export const RoleCreate = z.object({
  name,
  companyId: z.number().int().positive().optional(),
  menuIds: z.array(z.number().int().positive()).max(2000).default([]),
});
export const RoleUpdate = z.object({
  id: z.number().int().positive(),
  name: name.optional(),
  menuIds: z.array(z.number().int().positive()).max(2000).optional(),
});
export const RolePageQuery = Paging.extend({
  param: z
    .object({ name: z.string().max(64).optional(), companyId: z.number().int().positive().optional() })
    .default({}),
});

export const DeptCreate = z.object({
  name,
  companyId: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable().optional(),
});
export const DeptUpdate = z.object({
  id: z.number().int().positive(),
  name: name.optional(),
  parentId: z.number().int().positive().nullable().optional(),
});
export interface DeptNode {
  id: number;
  name: string;
  companyId: number;
  parentId: number | null;
  child: DeptNode[];
}

export const ChangePassword = z.object({
  oldPassword: z.string().min(1).max(128),
  password,
});

/** A row of `POST /role/getPage`; the built-in company-administrator role is listed read-only. */
export interface RoleRecord {
  id: number;
  name: string;
  companyId: number | null;
  companyName: string | null;
  builtin: boolean;
  createTime: string;
  userCount: number;
}
export type RolePageQuery = z.infer<typeof RolePageQuery>;
export type RoleCreate = z.infer<typeof RoleCreate>;
export type RoleUpdate = z.infer<typeof RoleUpdate>;

export interface RoleDetail extends RoleRecord {
  menuIds: number[];
}

/** A user as the role and department pickers list it. */
export interface MemberInfo {
  id: number;
  nickName: string;
  username: string | null;
}
export type DeptCreate = z.infer<typeof DeptCreate>;
export type DeptUpdate = z.infer<typeof DeptUpdate>;

/** `{id}` in a path, as `GET /user/{id}`, `DELETE /role/{id}`, `GET /dept/users/{id}`. */
export const IdParam = z.object({ id: Id });
