// /openapi.json, generated from the route table and its zod schemas (never written by hand).
import { z } from 'zod';
import { API_ROUTES } from './api-routes.ts';
import { apiRegistry, ErrorResponse } from './api-schemas.ts';

export function openApiDocument(version: string): Record<string, unknown> {
  const generated = z.toJSONSchema(apiRegistry, { uri: (id) => `#/components/schemas/${id}` });
  const schemas: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    const { $id: _id, $schema: _schema, ...rest } = schema as Record<string, unknown>;
    schemas[id] = rest;
  }
  const ref = (schema: z.ZodType) => {
    const id = apiRegistry.get(schema)?.id;
    return id ? { $ref: `#/components/schemas/${id}` } : z.toJSONSchema(schema);
  };
  const error = {
    description: 'a one-line error',
    content: { 'application/json': { schema: ref(ErrorResponse) } },
  };
  const paths: Record<string, Record<string, unknown>> = {
    '/healthz': {
      get: { summary: 'Liveness (no token needed)', security: [], responses: { 200: { description: 'ok' } } },
    },
    '/openapi.json': {
      get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
    },
  };
  for (const route of API_ROUTES) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(route.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ];
    const operation: Record<string, unknown> = {
      summary: route.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.request
        ? { requestBody: { required: true, content: { 'application/json': { schema: ref(route.request) } } } }
        : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'ok',
          content: { 'application/json': { schema: ref(route.response) } },
        },
        400: error,
        401: error,
        404: error,
        409: error,
        413: error,
      },
    };
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'intentguard serve',
      version,
      description: 'The guard as a service: sessions, decisions, approvals.',
    },
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
    paths,
  };
}
