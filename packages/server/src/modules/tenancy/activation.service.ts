import { randomUUID } from 'node:crypto';
import type { DomainInfo, UniqueCode } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { Domain } from '../../db/schema.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { readPublicKeySetting, uniqueCodeFor, verifyLicence } from './licence.js';
import type { TenancyService } from './tenancy.service.js';
import { VENDOR_PUBLIC_KEY_PEM } from './vendor-key.js';

const INSTALLATION_KEY = 'installationId';

/** Activation of a domain by a vendor-signed licence, checked offline against this installation's unique code. */
export function createActivationService(ctx: Ctx, { tenancy }: { tenancy: TenancyService }) {
  const { kysely } = ctx.db;
  // Read at start so a wrong IOT_LICENCE_PUBLIC_KEY stops the server instead of failing every activation.
  const publicKeyPem = ctx.config.licencePublicKey
    ? readPublicKeySetting(ctx.config.licencePublicKey)
    : VENDOR_PUBLIC_KEY_PEM;
  let installation: Promise<string> | null = null;

  /** Made once per database: concurrent first calls keep whichever insert won. */
  async function loadInstallationId(): Promise<string> {
    const read = () =>
      kysely.selectFrom('settings').select('value').where('key', '=', INSTALLATION_KEY).executeTakeFirst();
    const found = await read();
    if (found) return found.value;
    await kysely
      .insertInto('settings')
      .values({ key: INSTALLATION_KEY, value: randomUUID() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const stored = await read();
    if (!stored) throw new Error('installation id not stored');
    return stored.value;
  }

  function installationId(): Promise<string> {
    installation ??= loadInstallationId().catch((error: unknown) => {
      installation = null;
      throw error;
    });
    return installation;
  }

  async function knownDomain(host: string): Promise<Domain> {
    const domain = await tenancy.findDomain(host);
    if (!domain) throw notFound('domain');
    return domain;
  }

  async function codeOf(domain: Domain): Promise<string> {
    return uniqueCodeFor(await installationId(), domain.domain);
  }

  async function uniqueCode(host: string): Promise<UniqueCode> {
    const domain = await knownDomain(host);
    return { uniqueCode: await codeOf(domain), domain: domain.domain };
  }

  async function activate(licence: string, host: string): Promise<DomainInfo> {
    const domain = await knownDomain(host);
    const expected = { uniqueCode: await codeOf(domain), domain: domain.domain, now: ctx.now() };
    const check = verifyLicence(licence, publicKeyPem, expected);
    if (!check.ok) {
      ctx.log.warn({ domain: domain.domain, reason: check.reason.en }, 'licence refused');
      throw badRequest(fieldText('code', check.reason));
    }
    const activatedUntil = check.claims.expiresAt;
    await tenancy.setActivation(domain.id, licence.replace(/\s+/g, ''), activatedUntil);
    ctx.log.info({ domain: domain.domain, activatedUntil }, 'domain activated');
    return tenancy.domainInfo({ ...domain, activatedUntil });
  }

  return { installationId, uniqueCode, activate };
}
export type ActivationService = ReturnType<typeof createActivationService>;
