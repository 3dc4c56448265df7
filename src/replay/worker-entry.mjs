// Entry of a replay worker thread. Plain JavaScript on purpose: a worker does not inherit the
// TypeScript loader of the thread that started it, so it registers tsx before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
