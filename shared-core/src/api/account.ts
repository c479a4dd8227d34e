import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { api } from '../platform/platform';
import {
  changePasswordAnswerSchema,
  customerSettingsSchema,
  feedbackAnswerSchema,
  registerAnswerSchema,
  type CustomerSettingsPatch,
} from 'shared-domain/schemas';

const empty = lazySchema(() => z.unknown());

/** Account calls of spec 001 section 7 (authentication and account). */
export const accountApi = {
  /** POST /auth/users/ (no auth). An `id` in the answer means the account was created. */
  /** `accepted_terms`: the form's terms and privacy boxes were ticked (the terms gate then does not ask again). */
  register: (body: { email: string; username: string; password: string; accepted_terms?: boolean }) =>
    api.request('register', { method: 'POST', path: '/auth/users/', body, schema: registerAnswerSchema, auth: false }),
  /** POST /auth/users/resend_activation/ (no auth). */
  resendActivation: (email: string) =>
    api.request('resendActivation', { method: 'POST', path: '/auth/users/resend_activation/', body: { email }, schema: empty, auth: false }),
  /** POST /auth/users/activation/ (no auth). */
  activate: (uid: string, token: string) =>
    api.request('activation', { method: 'POST', path: '/auth/users/activation/', body: { uid, token }, schema: empty, auth: false }),
  /** POST /auth/users/reset_password/ (no auth); 200 or 204 is ok. */
  requestPasswordReset: (email: string) =>
    api.request('resetPassword', { method: 'POST', path: '/auth/users/reset_password/', body: { email }, schema: empty, auth: false }),
  /** POST /auth/users/reset_password_confirm/ (no auth). */
  confirmPasswordReset: (body: { uid: string; token: string; new_password: string }) =>
    api.request('resetPasswordConfirm', { method: 'POST', path: '/auth/users/reset_password_confirm/', body, schema: empty, auth: false }),
  /** POST /api/change_password/ */
  changePassword: (body: { old_password: string; password: string; password2: string }) =>
    api.request('changePassword', { method: 'POST', path: '/api/change_password/', body, schema: changePasswordAnswerSchema }),
  /** GET /api/customer-settings/ */
  settings: () => api.request('customerSettings', { path: '/api/customer-settings/', schema: customerSettingsSchema }),
  /** PATCH /api/customer-settings/ */
  saveSettings: (patch: CustomerSettingsPatch) =>
    api.request('saveCustomerSettings', { method: 'PATCH', path: '/api/customer-settings/', body: patch, schema: customerSettingsSchema }),
  /** POST /api/feedback/ */
  sendFeedback: (content: string) =>
    api.request('feedback', { method: 'POST', path: '/api/feedback/', body: { content }, schema: feedbackAnswerSchema }),
};
