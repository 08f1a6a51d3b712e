import { z } from 'zod';

/** The error body of every failed call (api-contract.md). */
export const errorEnvelope = z.object({
  message: z.string(),
  locale: z.string(),
  title: z.string().optional(),
  /** The detail in English; `detailsLocale` and `detailsParams` let the client say it in the reader's language. */
  details: z.string().optional(),
  detailsLocale: z.string().optional(),
  detailsParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The English `field: message` lines, kept for older clients; `validationErrors` says the same with locale keys. */
  validationMessage: z.array(z.string()).optional(),
  validationErrors: z
    .array(
      z.object({
        field: z.string(),
        fieldLocale: z.string().optional(),
        locale: z.string(),
        params: z.record(z.string(), z.number()).optional(),
      }),
    )
    .optional(),
  timeout: z.number().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The optional notification a successful call may carry. */
export const notification = z.object({
  locale: z.string(),
  title: z.string().optional(),
  timeout: z.number().optional(),
});

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  skip: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const uuidParam = z.object({ id: z.uuid() });

/**
 * `GET /api/health`: whether this node can serve (200, `ok`) or not (503), and each part: the database answers,
 * Redis is connected (`off` without REDIS_URL), the scheduler ticks on time (`off` with JOBS=off). No secrets.
 */
export const healthResponse = z.object({
  ok: z.boolean(),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
  scheduler: z.enum(['ok', 'late', 'off']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
