/**
 * Imported first by the tools that run the gateway in their own process (as gateway/src/main.ts
 * does with gateway/src/production-default.ts): without NODE_ENV they measure production, and React
 * must know before it is loaded.
 */
process.env.NODE_ENV ??= 'production';
