// The guard as an HTTP service (intentguard serve): event-sourced sessions over a shared store,
// approvals, web pages and one OpenTelemetry span per decision.
export { API_ROUTES, MAX_WAIT_SECONDS } from './api-routes.ts';
export { openApiDocument } from './openapi.ts';
export { auditLogSource, eventStoreSource, type PageSource, serviceSource } from './page-source.ts';
export { generateToken, type RunningService, type ServiceOptions, startService } from './server.ts';
export { ServiceError } from './service-error.ts';
export {
  type DecideAnswer,
  SessionHost,
  type SessionHostOptions,
  type SessionInput,
} from './session-host.ts';
export { DECISION_SPAN, type DecisionSpan, TRACER_NAME } from './telemetry.ts';
