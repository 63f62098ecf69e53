#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader: no compile step before a build.
import { register } from 'tsx/esm/api';

// React's server renderer is several times faster in production mode.
process.env.NODE_ENV ??= 'production';
register();
await import('./sitegen.ts');
