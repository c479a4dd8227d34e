import { api } from '../platform/platform';
import {
  emailLicenseKeyAnswerSchema,
  licenseKeyListSchema,
  licenseKeySchema,
  resellerSchema,
  type CreateLicenseKeyBody,
  type EmailLicenseKeyBody,
} from 'shared-domain/schemas';

/** Reseller portal calls of spec 001 section 7 (reseller users only). */
export const resellerApi = {
  /** GET /api/reseller/: the caller's reseller with remaining keys and members. */
  info: () => api.request('reseller', { path: '/api/reseller/', schema: resellerSchema }),
  /** GET /api/reseller/{id}/license-key/: the reseller's keys, newest first. */
  licenseKeys: (resellerId: number) =>
    api.request('licenseKeys', { path: `/api/reseller/${resellerId}/license-key/`, schema: licenseKeyListSchema }),
  /** POST /api/reseller/{id}/license-key/: creates a key (one of the remaining keys is spent). */
  createLicenseKey: (resellerId: number, body: CreateLicenseKeyBody) =>
    api.request('createLicenseKey', {
      method: 'POST',
      path: `/api/reseller/${resellerId}/license-key/`,
      body,
      schema: licenseKeySchema,
    }),
  /** POST /api/reseller/{id}/license-key/email-key/ {email, content}. */
  emailLicenseKey: (resellerId: number, body: EmailLicenseKeyBody) =>
    api.request('emailLicenseKey', {
      method: 'POST',
      path: `/api/reseller/${resellerId}/license-key/email-key/`,
      body,
      schema: emailLicenseKeyAnswerSchema,
    }),
};
