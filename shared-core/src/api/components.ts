import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../platform/platform';
import {
  componentListSchema,
  componentSchema,
  type CreateComponentBody,
  type PatchComponentBody,
} from 'shared-domain/schemas';

/** Component tracker calls of spec 001 section 7. */
export const componentsApi = {
  /** GET /api/component-tracker/component/ */
  list: () => api.request('components', { path: '/api/component-tracker/component/', schema: componentListSchema }),
  /** POST /api/component-tracker/component/ {name, description, tags} */
  create: (body: CreateComponentBody) =>
    api.request('createComponent', { method: 'POST', path: '/api/component-tracker/component/', body, schema: componentSchema }),
  /** GET /api/component-tracker/component/{id}/ */
  detail: (id: number) => api.request('component', { path: `/api/component-tracker/component/${id}/`, schema: componentSchema }),
  /** PATCH /api/component-tracker/component/{id}/ (name, description, tags, snapshots) */
  patch: (id: number, body: PatchComponentBody) =>
    api.request('patchComponent', { method: 'PATCH', path: `/api/component-tracker/component/${id}/`, body, schema: componentSchema }),
  /** DELETE /api/component-tracker/component/{id}/ (204; its snapshots are kept) */
  remove: (id: number) => api.request('deleteComponent', { method: 'DELETE', path: `/api/component-tracker/component/${id}/`, schema: z.unknown() }),
};

/** Query keys and options of the component tracker (shared by the reports and snapshots areas). */
export const componentQueries = {
  all: ['components'] as const,
  list: () => queryOptions({ queryKey: [...componentQueries.all, 'list'] as const, queryFn: () => componentsApi.list() }),
  detail: (id: number) => queryOptions({ queryKey: [...componentQueries.all, 'detail', id] as const, queryFn: () => componentsApi.detail(id), retry: false }),
};
