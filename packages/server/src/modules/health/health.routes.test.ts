import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from './health.routes';

async function appWith(deps: Parameters<typeof healthRoutes>[0]) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes(deps));
  return app;
}

const now = () => new Date('2026-11-28T10:00:30Z');
const ticking = () => ({ startedAt: new Date('2026-11-28T10:00:00Z'), lastTickAt: now(), tickSeconds: 60 });

describe('GET /api/health', () => {
  it('answers 200 with each part when all are fine, never cached', async () => {
    const app = await appWith({
      health: { ping: async () => {} },
      redisStatus: () => 'ready',
      scheduler: ticking,
      now,
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, database: 'ok', redis: 'ok', scheduler: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer, without the error', async () => {
    const app = await appWith({
      health: {
        ping: async () => {
          throw new Error('connect ECONNREFUSED postgres://dz:secret@db:5432');
        },
      },
      now,
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, database: 'down', redis: 'off', scheduler: 'off' });
    expect(res.body).not.toContain('secret');
  });

  it('answers 503 when Redis is disconnected', async () => {
    const app = await appWith({ health: { ping: async () => {} }, redisStatus: () => 'reconnecting', now });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().redis).toBe('down');
  });
});
