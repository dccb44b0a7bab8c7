/** Account and branding constants: zod-free, so the console's chunks import them without zod. */

/** 1 platform administrator, 2 subdomain administrator, 3 company administrator, 4 user. */
export const UserType = { platformAdmin: 1, subdomainAdmin: 2, companyAdmin: 3, user: 4 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const LOGIN_STYLES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l7', 'l8', 'l9', 'l10', 'l11', 'l999'] as const;
export type LoginStyle = (typeof LOGIN_STYLES)[number];
